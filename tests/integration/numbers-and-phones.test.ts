// Issue 13, 'Input that means what the farmer typed' (decision 0065), with real Requests on a
// fresh database, posted as a browser without JavaScript posts them: what each number and phone
// form stores, and what it refuses (beside the field, every value sent back as typed).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  expressInterests,
  farms,
  journeyForms,
  memberships,
  organisationDetails,
  organisations,
  signatories,
  users,
} from "~/db/schema";
import * as details from "~/routes/profile.journey.details/route";
import * as journeyStart from "~/routes/profile.journey_start/route";
import * as viabilityPage from "~/routes/profile.journey.viability";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const context = { cspNonce: "", requestId: "numbers-and-phones" };
let cookie = "";
let organisationId = "";

async function call(fn: (args: never) => unknown, request: Request) {
  try {
    return (await fn({ request, params: {}, context } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A form posted the way a browser without JavaScript posts it. */
function post(path: string, fields: Record<string, string>, multipart = false) {
  const body = multipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`${BASE}${path}`, { method: "POST", body, headers: { Cookie: cookie } });
}

async function refusal(response: Response) {
  expect(response.status).toBe(422);
  return (await response.json()) as {
    fieldErrors: Record<string, string>;
    repopulateFields: Record<string, unknown>;
  };
}

beforeAll(async () => {
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Rietvlei Boerdery" })
    .returning();
  organisationId = organisation!.id;
  // Eligibility approved: viability is open; the contracting details open once it is approved.
  await db().insert(organisationDetails).values({ organisationId, eligibility: true });
  const [owner] = await db()
    .insert(users)
    .values({ subject: "t|numbers", email: "anna@example.co.za", name: "Anna" })
    .returning();
  await insertTestProfile(owner!.id);
  await db().insert(memberships).values({ userId: owner!.id, organisationId, role: "OWNER" });
  cookie = await signInCookie("t|numbers", "anna@example.co.za");
});

describe("the expression of interest", () => {
  it("stores '1,5' hectares as 1.5 ha, not 15 (issue 13)", async () => {
    const response = await call(
      journeyStart.action,
      post("/profile/journey_start", { programme: "soilCarbonMixed", hectares: "1,5" }),
    );
    expect(response.status).toBe(302);
    const [row] = await db()
      .select({ hectares: expressInterests.hectares })
      .from(expressInterests)
      .where(eq(expressInterests.organisationId, organisationId));
    expect(Number(row!.hectares)).toBe(1.5);
  });
});

describe("the viability questions", () => {
  const VIABILITY = {
    totalHectares: "1 200",
    croplandHectares: "300,5",
    grazingHectares: "800",
    otherHectares: "",
    keepsLivestock: "yes",
    cattle: "1 200",
    sheep: "0",
    tillage: "minimum",
    records: "some",
    historyYears: "3-4",
    irrigated: "no",
  };
  const submit = (changes: Record<string, string>) =>
    call(
      viabilityPage.action,
      post("/profile/journey/viability", { ...VIABILITY, ...changes, intent: "save" }),
    );
  const stored = async () =>
    db()
      .select()
      .from(journeyForms)
      .where(
        and(eq(journeyForms.organisationId, organisationId), eq(journeyForms.kind, "viability")),
      );

  it("refuses 1 500 ha of grazing out of 1 200 ha, beside the grazing, and stores nothing", async () => {
    const body = await refusal(await submit({ grazingHectares: "1 500" }));
    expect(body.fieldErrors).toEqual({
      grazingHectares: "This is more than the total farm area of 1 200 ha.",
    });
    expect(body.repopulateFields).toMatchObject({ grazingHectares: "1 500" });
    expect(await stored()).toEqual([]);
  });

  it("refuses '120.5' head of cattle rather than rounding it", async () => {
    const body = await refusal(await submit({ cattle: "120.5" }));
    expect(body.fieldErrors).toEqual({ cattle: "Enter a whole number, like 120." });
  });

  it("asks about an ambiguous '1,500' and sends it back as typed", async () => {
    const body = await refusal(await submit({ totalHectares: "1,500" }));
    expect(body.fieldErrors).toEqual({
      totalHectares: "Write 1500 or 1,5: a comma before three digits could mean either.",
    });
    expect(body.repopulateFields).toMatchObject({ totalHectares: "1,500" });
    expect(await stored()).toEqual([]);
  });

  it("stores what the farmer typed: decimal comma, thousands spaces, whole head counts", async () => {
    expect((await submit({})).status).toBe(302);
    const [row] = await stored();
    expect(row!.answers).toMatchObject({
      totalHectares: 1200,
      croplandHectares: 300.5,
      grazingHectares: 800,
      otherHectares: null,
      cattle: 1200,
      sheep: 0,
      goats: null,
    });
  });
});

describe("the contracting details", () => {
  beforeAll(async () => {
    await db()
      .update(organisationDetails)
      .set({ viability: true })
      .where(eq(organisationDetails.organisationId, organisationId));
  });

  const postDetails = (intent: string, fields: Record<string, string>) =>
    call(details.action, post("/profile/journey/details", { intent, ...fields }, true));

  it("stores a signatory's '082 555 1234' posted without JavaScript as sign-up does (issue 13)", async () => {
    const response = await postDetails("signatory", {
      name: "Lindiwe",
      surname: "Dube",
      email: "lindiwe@example.co.za",
      "phoneNumber.country": "ZA",
      "phoneNumber.number": "082 555 1234",
      designation: "Director",
    });
    expect(response.status).toBe(302);
    const [row] = await db()
      .select({ phoneNumber: signatories.phoneNumber })
      .from(signatories)
      .where(eq(signatories.email, "lindiwe@example.co.za"));
    expect(row).toEqual({ phoneNumber: "+27 825551234" });
  });

  it("refuses a signatory's number that is wrong for the country with the spec's message", async () => {
    const body = await refusal(
      await postDetails("signatory", {
        name: "Pieter",
        surname: "Botha",
        email: "pieter@example.co.za",
        "phoneNumber.country": "ZA",
        "phoneNumber.number": "082 555 12345",
        designation: "Trustee",
      }),
    );
    expect(body.fieldErrors).toEqual({ phoneNumber: "Invalid phone number for selected country" });
    expect(body.repopulateFields).toMatchObject({
      phoneNumber: { country: "ZA", number: "082 555 12345" },
    });
    expect(
      await db().select().from(signatories).where(eq(signatories.email, "pieter@example.co.za")),
    ).toEqual([]);
  });

  const FARM = { name: "Rietvlei", province: "EC", nearestTown: "Cradock" };

  it("stores a farm at '-32,2967', '26,5' as the numbers typed", async () => {
    const response = await postDetails("farm", {
      ...FARM,
      latitude: "-32,2967",
      longitude: "26,5",
    });
    expect(response.status).toBe(302);
    const [row] = await db()
      .select({ latitude: farms.latitude, longitude: farms.longitude })
      .from(farms)
      .where(eq(farms.name, "Rietvlei"));
    expect(row).toEqual({ latitude: -32.2967, longitude: 26.5 });
  });

  it("asks about a coordinate with a comma before three digits, as for hectares", async () => {
    const body = await refusal(
      await postDetails("farm", {
        ...FARM,
        name: "Bo-plaas",
        latitude: "-32,297",
        longitude: "26.5",
      }),
    );
    expect(body.fieldErrors).toEqual({
      latitude: "Write -32297 or -32.297: a comma before three digits could mean either.",
    });
    expect(await db().select().from(farms).where(eq(farms.name, "Bo-plaas"))).toEqual([]);
  });
});

// A confirmed field's status follows its practice data (spec §4 'Field status'; decision 0151),
// through the real route modules on PGlite: recording a season's crop journey makes the field
// IN_PROGRESS, every required season COMPLETE, clearing it NOT_STARTED again; a field with
// practice data can be neither left out nor deleted (the page and the API), and the audit entry
// of the save names each status that moved.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, implementationPlans } from "~/db/schema";
import { findFieldWithRecord } from "~/models/fields.server";
import * as mapFields from "~/routes/profile.journey.map_fields/route";
import * as practice from "~/routes/profile.journey.practice_data._index/route";
import { currentSeason } from "~/services/fields/seasons";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

const BASE = "http://localhost:3000";
const PRACTICE = "/profile/journey/practice_data";
const MAP = "/profile/journey/map_fields";
const ctx = { cspNonce: "", requestId: "test" };
const S = currentSeason();
const REQUIRED = [S - 3, S - 2, S - 1, S];
let orgId: string;
let cookie: string;
let ids: Record<string, string>;

async function call(fn: (args: never) => unknown, request: Request) {
  try {
    const answer = await fn({ request, params: {}, context: ctx } as never);
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(wrapped.data), { status: wrapped.init?.status ?? 200 });
    }
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, body: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value);
  return new Request(`${BASE}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

/** Saves one season's crop journey for the fields given (land use only; '' clears a field). */
function saveSeason(season: number, rows: Record<string, string>) {
  const body: Record<string, string> = { intent: "crop-journey" };
  Object.entries(rows).forEach(([name, landUse], i) => {
    body[`rows[${i}].fieldId`] = ids[name]!;
    body[`rows[${i}].landUse`] = landUse;
    for (const key of ["crops", "cover", "tillage", "residue"]) body[`rows[${i}].${key}`] = "";
  });
  return call(practice.action, post(`${PRACTICE}?season=${season}&index`, body));
}

async function statusOf(name: string) {
  const field = await findFieldWithRecord(orgId, ids[name]!, S);
  return field?.record?.status;
}

const mapPost = (intent: string, name: string) =>
  call(mapFields.action, post(MAP, { intent, fieldId: ids[name]! }));

const textOf = (response: Response) => response.text();

beforeAll(async () => {
  const org = await insertPlanningOrganisation("Statuskraal", S, [
    { farm: "Statuskraal", name: "Kamp A" },
    { farm: "Statuskraal", name: "Kamp B" },
    { farm: "Statuskraal", name: "Kamp C" },
  ]);
  orgId = org.organisationId;
  ids = org.fieldIds;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: orgId, season: S, submittedAt: new Date() });
  cookie = (await insertSignedInMember(orgId, "OWNER")).cookie;
});

describe("a confirmed field's status follows its practice data", () => {
  it("starts NOT_STARTED, and one season recorded makes it IN_PROGRESS", async () => {
    expect(await statusOf("Kamp A")).toBe("NOT_STARTED");
    expect((await saveSeason(S, { "Kamp A": "grazing", "Kamp B": "" })).status).toBe(302);
    expect(await statusOf("Kamp A")).toBe("IN_PROGRESS");
    // A field whose row is empty has nothing recorded: it stays as it was.
    expect(await statusOf("Kamp B")).toBe("NOT_STARTED");
  });

  it("says in the save's audit entry which statuses moved", async () => {
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orgId), eq(auditLog.action, "practice.cropJourneySaved")));
    expect(entry!.changes).toMatchObject({
      statuses: [{ fieldId: ids["Kamp A"], from: "NOT_STARTED", to: "IN_PROGRESS" }],
    });
  });

  it("becomes COMPLETE once every required season is recorded", async () => {
    for (const season of REQUIRED.slice(0, -1)) {
      await saveSeason(season, { "Kamp A": "grazing" });
      expect(await statusOf("Kamp A")).toBe(season === S - 1 ? "COMPLETE" : "IN_PROGRESS");
    }
  });

  it("goes back as its seasons are cleared: COMPLETE → IN_PROGRESS → NOT_STARTED", async () => {
    await saveSeason(S, { "Kamp A": "" });
    expect(await statusOf("Kamp A")).toBe("IN_PROGRESS");
    for (const season of REQUIRED.slice(0, -1)) await saveSeason(season, { "Kamp A": "" });
    expect(await statusOf("Kamp A")).toBe("NOT_STARTED");
  });

  it("moves with a copy of the season before too", async () => {
    await saveSeason(S - 1, { "Kamp C": "grazing" });
    expect(await statusOf("Kamp C")).toBe("IN_PROGRESS");
    const copied = await call(
      practice.action,
      post(`${PRACTICE}?season=${S}&index`, { intent: "copy-season" }),
    );
    expect(copied.status).toBe(302);
    expect(await statusOf("Kamp C")).toBe("IN_PROGRESS");
    await saveSeason(S - 3, { "Kamp C": "grazing" });
    await saveSeason(S - 2, { "Kamp C": "grazing" });
    expect(await statusOf("Kamp C")).toBe("COMPLETE");
  });
});

describe("what practice data locks", () => {
  it("refuses leaving out a field with practice data, in a sentence", async () => {
    await saveSeason(S, { "Kamp B": "grazing" });
    const response = await mapPost("leave-out", "Kamp B");
    expect(response.status).toBe(409);
    expect(await textOf(response)).toContain(
      "This field has practice data this season, so it cannot be left out.",
    );
    expect(await statusOf("Kamp B")).toBe("IN_PROGRESS");
  });

  it("refuses deleting it, and says what to do instead", async () => {
    const response = await mapPost("delete-field", "Kamp B");
    expect(response.status).toBe(409);
    expect(await textOf(response)).toContain(
      "This field has practice data recorded, so it cannot be deleted. Clear its practice data first, or ask us to exclude it.",
    );
    expect(await statusOf("Kamp B")).toBe("IN_PROGRESS");
  });

  it("lets it be deleted once its practice data is cleared", async () => {
    await saveSeason(S, { "Kamp B": "" });
    expect(await statusOf("Kamp B")).toBe("NOT_STARTED");
    const response = await mapPost("delete-field", "Kamp B");
    expect(response.status).toBe(302);
    expect(await statusOf("Kamp B")).toBe("DELETED");
  });

  it("offers neither 'Leave out this season' nor 'Delete' for it on the fields page", async () => {
    const response = await call(
      mapFields.loader,
      new Request(`${BASE}${MAP}`, { headers: { Cookie: cookie } }),
    );
    const data = (await response.json()) as {
      overview: {
        farms: { fields: { name: string; canLeaveOut: boolean; canDelete: boolean }[] }[];
      };
    };
    const fields = data.overview.farms.flatMap((farm) => farm.fields);
    const kampC = fields.find((f) => f.name === "Kamp C")!;
    expect([kampC.canLeaveOut, kampC.canDelete]).toEqual([false, false]);
    const kampA = fields.find((f) => f.name === "Kamp A")!;
    expect([kampA.canLeaveOut, kampA.canDelete]).toEqual([true, true]);
  });
});

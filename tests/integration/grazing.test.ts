// Grazing events and livestock units per hectare (issue 15; spec §3 'Grazing event', §5
// 'Livestock units per month'; decision 0077), through the real route module on PGlite: an
// event is added, edited and deleted; dates outside the season, a herd on fields beyond 24 hours
// a day (naming the date) and another organisation's field are refused; the LSU/ha table matches
// a hand-worked example, and the eLSU view shows each herd's factor or why it has none.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  grazingEvents,
  herds,
  implementationPlans,
  livestockNumbers,
  pdOverrides,
} from "~/db/schema";
import * as page from "~/routes/profile.journey.practice_data.grazing/route";
import { currentSeason } from "~/services/fields/seasons";
import { formatDate } from "~/services/kit/format";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const season = currentSeason();
const y = 2000 + season;
let orgA: string;
let camp1: string;
let camp2: string;
let foreignField: string;
let cows: string;
let pigs: string;
let owner: string;
let signer: string;

const call = callRoute;

/** A form of the tab as the browser posts it: its intent first, then its fields. */
function post(intent: string, cookie: string, values: [string, string][], search = "") {
  const body = new URLSearchParams([["intent", intent], ...values]);
  return call(
    page.action,
    new Request(`${BASE}/profile/journey/practice_data/grazing?season=${season}${search}`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

const event = (
  fields: string[],
  startDate: string,
  endDate: string,
  herdId: string,
  hours: string,
): [string, string][] => [
  ...fields.map((id): [string, string] => ["fieldIds", id]),
  ["startDate", startDate],
  ["endDate", endDate],
  ["herdId", herdId],
  ["hoursOnField", hours],
];

async function load(cookie: string, search = "") {
  return (await call(
    page.loader,
    new Request(`${BASE}/profile/journey/practice_data/grazing?season=${season}${search}`, {
      headers: { Cookie: cookie },
    }),
  )) as unknown as NonNullable<Awaited<ReturnType<typeof page.loader>>>;
}

const eventsOf = () =>
  db().select().from(grazingEvents).where(eq(grazingEvents.organisationId, orgA));

beforeAll(async () => {
  let fieldIds: Record<string, string>;
  ({ organisationId: orgA, fieldIds } = await insertPlanningOrganisation("Nkosi Boerdery", season, [
    { farm: "Rietvlei", name: "Camp 1", areaHectares: 100 },
    { farm: "Rietvlei", name: "Camp 2", areaHectares: 50 },
  ]));
  camp1 = fieldIds["Camp 1"]!;
  camp2 = fieldIds["Camp 2"]!;
  const other = await insertPlanningOrganisation("Môreson", season, [
    { farm: "Môreson", name: "Their camp" },
  ]);
  foreignField = other.fieldIds["Their camp"]!;
  await db()
    .insert(implementationPlans)
    .values({ organisationId: orgA, season, submittedAt: new Date() });
  owner = (await insertSignedInMember(orgA, "OWNER")).cookie;
  signer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  const inserted = await db()
    .insert(herds)
    .values([
      { organisationId: orgA, name: "Nguni cows", type: "beef", frameSize: "large" },
      { organisationId: orgA, name: "Kolbroek pigs", type: "pigs", frameSize: null },
    ])
    .returning();
  cows = inserted[0]!.id;
  pigs = inserted[1]!.id;
  // July: 100 mature + 40 juveniles = 120 head; August: 50 mature.
  await db()
    .insert(livestockNumbers)
    .values([
      { organisationId: orgA, herdId: cows, year: y, month: 6, mature: 100, juvenile: 40 },
      { organisationId: orgA, herdId: cows, year: y, month: 7, mature: 50, juvenile: 0 },
    ]);
});

describe("grazing events", () => {
  it("adds an event on two fields", async () => {
    const response = await post(
      "add-event",
      owner,
      event([camp1, camp2], `${y}-07-01`, `${y}-07-10`, cows, "12"),
    );
    expect(response.status).toBe(302);
    const rows = await eventsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      season,
      herdId: cows,
      fieldIds: [camp1, camp2],
      startDate: `${y}-07-01`,
      endDate: `${y}-07-10`,
      hoursOnField: 12,
    });
  });

  it("refuses dates outside the season, beside the date, keeping the values", async () => {
    const response = await post(
      "add-event",
      owner,
      event([camp1], `${y}-06-20`, `${y}-07-02`, cows, "6"),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(Object.keys(body.fieldErrors)).toEqual(["startDate"]);
    expect(body.repopulateFields).toMatchObject({ startDate: `${y}-06-20`, hoursOnField: "6" });
    expect(await eventsOf()).toHaveLength(1);
  });

  it("refuses a herd on fields beyond 24 hours a day, naming the date", async () => {
    expect(
      (await post("add-event", owner, event([camp1], `${y}-08-01`, `${y}-08-31`, cows, "12")))
        .status,
    ).toBe(302);
    const response = await post(
      "add-event",
      owner,
      event([camp2], `${y}-08-15`, `${y}-08-20`, cows, "13"),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.hoursOnField).toBe(
      `This herd would be on fields for 25 hours on ${formatDate(`${y}-08-15`)}; a day has 24.`,
    );
    expect(await eventsOf()).toHaveLength(2);
  });

  it("answers 404 for another organisation's field or herd", async () => {
    const foreign = await post(
      "add-event",
      owner,
      event([foreignField], `${y}-09-01`, `${y}-09-02`, cows, "4"),
    );
    expect(foreign.status).toBe(404);
    const notUuid = await post(
      "add-event",
      owner,
      event(["not-a-uuid"], `${y}-09-01`, `${y}-09-02`, cows, "4"),
    );
    expect(notUuid.status).toBe(404);
    expect(await eventsOf()).toHaveLength(2);
  });

  it("shows LSU per hectare per field and month, as worked by hand", async () => {
    const page = await load(owner);
    const row = (id: string) => page.lsu.rows.find((r) => r.fieldId === id)!.values;
    // July (index 0): 120 head × 10 days × 12/24 ÷ 150 ha = 4 on each field grazed together.
    // August (index 1): 50 head × 31 days × 12/24 ÷ 100 ha = 7.75 on Camp 1 only.
    expect(row(camp1).slice(0, 3)).toEqual([4, 7.75, null]);
    expect(row(camp2).slice(0, 3)).toEqual([4, null, null]);
    expect(page.lsu.months[0]).toMatchObject({ year: y, month: 6 });
  });

  it("shows eLSU with the factor used per herd, and says a pig herd has none", async () => {
    const page = await load(owner, "&units=eLSU");
    expect(page.mode).toBe("eLSU");
    const camp1Row = page.lsu.rows.find((r) => r.fieldId === camp1)!.values;
    // Beef, large frame: factor 1.557. 4 × 1.557 = 6.228 → 6.23; 7.75 × 1.557 = 12.06675 → 12.07.
    expect(camp1Row.slice(0, 2)).toEqual([6.23, 12.07]);
    const factors = Object.fromEntries(page.lsu.factors.map((f) => [f.herdName, f]));
    expect(factors["Nguni cows"]).toMatchObject({ factor: 1.557, reason: null });
    expect(factors["Kolbroek pigs"]!.factor).toBeNull();
    expect(factors["Kolbroek pigs"]!.reason).toContain("Pigs have no livestock-unit factor");
  });

  it("edits an event, not counting it against itself", async () => {
    const [july] = (await eventsOf()).filter((e) => e.startDate === `${y}-07-01`);
    // Posted from the edit dialog (?dialog=edit-event&eventId=), the event's id in the body.
    const response = await post(
      "edit-event",
      owner,
      [["eventId", july!.id], ...event([camp1, camp2], `${y}-07-01`, `${y}-07-10`, cows, "24")],
      `&dialog=edit-event&eventId=${july!.id}`,
    );
    expect(response.status).toBe(302);
    // The dialog closes after the save; the season stays.
    expect(response.headers.get("Location")).toBe(
      `/profile/journey/practice_data/grazing?season=${season}`,
    );
    const page = await load(owner);
    expect(page.lsu.rows.find((r) => r.fieldId === camp1)!.values[0]).toBe(8);
  });

  it("deletes an event with its corrections; an eventId that is not an id is a 400 naming it", async () => {
    const [august] = (await eventsOf()).filter((e) => e.startDate === `${y}-08-01`);
    const [correction] = await db()
      .insert(pdOverrides)
      .values({
        organisationId: orgA,
        recordType: "grazing",
        recordId: august!.id,
        valueName: "hoursOnField",
        value: 6,
        reason: "Kraaled at night",
      })
      .returning();
    const malformed = await post("delete-event", owner, [["eventId", "not-a-uuid"]]);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'eventId'");
    expect((await post("delete-event", owner, [["eventId", august!.id]])).status).toBe(302);
    expect(await eventsOf()).toHaveLength(1);
    expect(
      await db().select().from(pdOverrides).where(eq(pdOverrides.id, correction!.id)),
    ).toHaveLength(0);
    // Pigs graze too: the eLSU view leaves them out with a note.
    expect(
      (await post("add-event", owner, event([camp2], `${y}-09-01`, `${y}-09-05`, pigs, "8")))
        .status,
    ).toBe(302);
    const page = await load(owner, "&units=eLSU");
    expect(page.lsu.notes.some((note) => note.includes("Pigs have no livestock-unit factor"))).toBe(
      true,
    );
  });

  it("is read-only for a signatory", async () => {
    const response = await post(
      "add-event",
      signer,
      event([camp1], `${y}-10-01`, `${y}-10-02`, cows, "4"),
    );
    expect(response.status).toBe(403);
    expect((await load(signer)).canEdit).toBe(false);
  });
});

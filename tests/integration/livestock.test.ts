// Livestock numbers (issue 15; decision 0077), through the real route modules on PGlite: the
// season's grid saved by one post (5 herds × 12 months × mature and juvenile), a refused cell
// keeping every value typed, cleared cells deleted; the CSV template and import (good, partly
// bad: nothing stored and every row's problem, wrong columns; a herd named like a formula goes
// out inert and comes back matched); a signatory reads only.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, herds, implementationPlans, livestockNumbers, pdOverrides } from "~/db/schema";
import * as page from "~/routes/profile.journey.practice_data.livestock/route";
import * as template from "~/routes/profile.journey.practice_data.livestock_.template";
import { currentSeason } from "~/services/fields/seasons";
import { CSV_MESSAGES } from "~/services/practice/livestock-csv.server";
import { cellName, gridMonths } from "~/services/practice/livestock-forms";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const season = currentSeason();
const months = gridMonths(season);
let orgA: string;
let orgB: string;
let owner: string;
let signer: string;
let herdIds: string[] = [];
let otherHerd: string;

const call = callRoute;

const path = () => `${BASE}/profile/journey/practice_data/livestock?season=${season}`;

/** The grid as the browser posts it: its intent, then every cell. */
function postGrid(cookie: string, values: Record<string, string>) {
  return call(
    page.action,
    new Request(path(), {
      method: "POST",
      body: new URLSearchParams({ intent: "save-grid", ...values }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

function postCsv(cookie: string, text: string, name = "numbers.csv") {
  const form = new FormData();
  form.append("intent", "import-csv");
  form.append("file.files", new File([text], name, { type: "text/csv" }));
  return call(
    page.action,
    new Request(path(), { method: "POST", body: form, headers: { Cookie: cookie } }),
  );
}

const rowsOf = (organisationId: string) =>
  db().select().from(livestockNumbers).where(eq(livestockNumbers.organisationId, organisationId));

/** Every cell of the grid: herd h, month m → mature 10h+m, juvenile m. */
function fullGrid() {
  const values: Record<string, string> = {};
  herdIds.forEach((herdId, h) => {
    months.forEach(({ year, month }, m) => {
      values[cellName("mature", herdId, year, month)] = String(10 * h + m);
      values[cellName("juvenile", herdId, year, month)] = String(m);
    });
  });
  return values;
}

beforeAll(async () => {
  ({ organisationId: orgA } = await insertPlanningOrganisation("Nkosi Boerdery", season, [
    { farm: "Rietvlei", name: "Camp 1" },
  ]));
  ({ organisationId: orgB } = await insertPlanningOrganisation("Môreson", season, []));
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season, submittedAt: new Date() },
      { organisationId: orgB, season, submittedAt: new Date() },
    ]);
  owner = (await insertSignedInMember(orgA, "OWNER")).cookie;
  signer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  const inserted = await db()
    .insert(herds)
    .values(
      ["Nguni cows", "Bonsmara", "Dohne merino", "Boer goats", "Dairy"].map((name, i) => ({
        organisationId: orgA,
        name,
        type: (["beef", "beef", "sheep", "goats", "dairy"] as const)[i]!,
        frameSize: i < 2 || i === 4 ? ("medium" as const) : null,
      })),
    )
    .returning();
  // By name, as the page lists them.
  herdIds = inserted.sort((a, b) => a.name.localeCompare(b.name)).map((herd) => herd.id);
  const [other] = await db()
    .insert(herds)
    .values({ organisationId: orgB, name: "Nguni cows", type: "beef", frameSize: "large" })
    .returning();
  otherHerd = other!.id;
  await db().insert(livestockNumbers).values({
    organisationId: orgB,
    herdId: otherHerd,
    year: months[0]!.year,
    month: months[0]!.month,
    mature: 7,
    juvenile: 1,
  });
});

describe("the livestock grid", () => {
  it("shows the season's months July to June and the herds", async () => {
    const data = (await call(
      page.loader,
      new Request(path(), { headers: { Cookie: owner } }),
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(data.herds).toHaveLength(5);
    expect(data.canEdit).toBe(true);
    expect(gridMonths(season)[0]!.label).toBe(`July ${2000 + season}`);
    expect(gridMonths(season)[11]!.label).toBe(`June ${2001 + season}`);
    expect(data.templateHref).toContain(`season=${season}`);
  });

  it("saves 5 herds × 12 months × mature and juvenile in one post", async () => {
    const response = await postGrid(owner, fullGrid());
    expect(response.status).toBe(302);
    const rows = await rowsOf(orgA);
    expect(rows).toHaveLength(60);
    const values = rows.flatMap((row) => [row.mature, row.juvenile]);
    expect(values).toHaveLength(120);
    const h2 = herdIds[2]!;
    const march = rows.find((r) => r.herdId === h2 && r.month === 2)!;
    expect(march).toMatchObject({ year: 2001 + season, mature: 28, juvenile: 8 });
    // The other organisation's numbers are untouched.
    expect(await rowsOf(orgB)).toHaveLength(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "livestock.replace"), eq(auditLog.entityId, orgA)));
    expect(entry?.changes).toMatchObject({ season, source: "grid", saved: 60 });
  });

  it("refuses a bad cell, keeping every value typed, with the error beside it", async () => {
    const values = fullGrid();
    const bad = cellName("mature", herdIds[1]!, months[3]!.year, months[3]!.month);
    const tooMany = cellName("juvenile", herdIds[4]!, months[11]!.year, months[11]!.month);
    values[bad] = "12.5";
    values[tooMany] = "100001";
    values[cellName("mature", herdIds[0]!, months[0]!.year, months[0]!.month)] = "999";
    const response = await postGrid(owner, values);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    expect(body.fieldErrors).toEqual({
      [bad]: "Enter a whole number from 0 to 100 000.",
      [tooMany]: "Enter a whole number from 0 to 100 000.",
    });
    for (const [name, value] of Object.entries(values)) {
      expect(body.repopulateFields[name]).toBe(value);
    }
    // Nothing saved: the 999 is not stored.
    const first = (await rowsOf(orgA)).find(
      (r) => r.herdId === herdIds[0] && r.month === months[0]!.month,
    );
    expect(first?.mature).toBe(0);
  });

  it("deletes cleared cells and keeps a month with one count (the other 0)", async () => {
    const values = fullGrid();
    const herd = herdIds[0]!;
    const { year, month } = months[5]!;
    values[cellName("mature", herd, year, month)] = "";
    values[cellName("juvenile", herd, year, month)] = "";
    values[cellName("juvenile", herd, months[6]!.year, months[6]!.month)] = "";
    values[cellName("mature", herdIds[1]!, year, month)] = "1 200";
    expect((await postGrid(owner, values)).status).toBe(302);
    const rows = await rowsOf(orgA);
    expect(rows).toHaveLength(59);
    expect(rows.find((r) => r.herdId === herd && r.month === month)).toBeUndefined();
    expect(rows.find((r) => r.herdId === herd && r.month === months[6]!.month)).toMatchObject({
      mature: 6,
      juvenile: 0,
    });
    expect(rows.find((r) => r.herdId === herdIds[1] && r.month === month)?.mature).toBe(1200);
  });

  it("keeps a month's row and its correction when saved again, and removes the correction with a cleared month", async () => {
    expect((await postGrid(owner, fullGrid())).status).toBe(302);
    const herd = herdIds[2]!;
    type Row = Awaited<ReturnType<typeof rowsOf>>[number];
    const monthOf =
      ({ year, month }: { year: number; month: number }) =>
      (rows: Row[]) =>
        rows.find((r) => r.herdId === herd && r.year === year && r.month === month);
    const kept = monthOf(months[1]!);
    const cleared = monthOf(months[2]!);
    const rows = await rowsOf(orgA);
    const keptRow = kept(rows)!;
    const clearedRow = cleared(rows)!;
    await db()
      .insert(pdOverrides)
      .values(
        [keptRow, clearedRow].map((row) => ({
          organisationId: orgA,
          recordType: "livestock" as const,
          recordId: row.id,
          valueName: "mature",
          value: 3,
          reason: "Counted at the dip",
        })),
      );
    const values = fullGrid();
    values[cellName("mature", herd, months[2]!.year, months[2]!.month)] = "";
    values[cellName("juvenile", herd, months[2]!.year, months[2]!.month)] = "";
    expect((await postGrid(owner, values)).status).toBe(302);
    const after = await rowsOf(orgA);
    expect(kept(after)?.id).toBe(keptRow.id);
    expect(cleared(after)).toBeUndefined();
    const overrides = await db()
      .select()
      .from(pdOverrides)
      .where(eq(pdOverrides.organisationId, orgA));
    expect(overrides.map((o) => o.recordId)).toEqual([keptRow.id]);
  });

  it("is read-only for a signatory", async () => {
    const response = await postGrid(signer, fullGrid());
    expect(response.status).toBe(403);
    const data = (await call(
      page.loader,
      new Request(path(), { headers: { Cookie: signer } }),
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(data.canEdit).toBe(false);
  });
});

describe("the CSV template and import", () => {
  it("downloads the template: a row per herd per month, herd names filled in", async () => {
    const response = await call(
      template.loader,
      new Request(`${BASE}/profile/journey/practice_data/livestock/template?season=${season}`, {
        headers: { Cookie: signer },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const text = (await response.text()).replace(/^\ufeff/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("herd,year,month,mature,juvenile");
    expect(lines).toHaveLength(1 + 5 * 12);
    expect(lines[1]).toBe(`Boer goats,${2000 + season},July,0,0`);
    expect(lines[12]).toMatch(new RegExp(`^Boer goats,${2001 + season},June,`));
    expect(text).not.toContain("Môreson");
  });

  it("imports a good file (month names and numbers), replacing the months it names", async () => {
    const y = 2000 + season;
    const csv = [
      "herd,year,month,mature,juvenile",
      `Nguni cows,${y},July,40,12`,
      `nguni cows,${y},8,41,13`,
      `Bonsmara,${y + 1},June,,`,
      `"Dohne merino",${y},Sep,300,120`,
    ].join("\r\n");
    const response = await postCsv(owner, csv);
    expect(response.status).toBe(302);
    const nguni = herdIds[4]!; // Nguni cows, last by name
    const rows = await rowsOf(orgA);
    expect(rows.find((r) => r.herdId === nguni && r.month === 6)).toMatchObject({
      mature: 40,
      juvenile: 12,
    });
    expect(rows.find((r) => r.herdId === nguni && r.month === 7)).toMatchObject({
      mature: 41,
      juvenile: 13,
    });
    // An empty row clears its month.
    expect(rows.find((r) => r.herdId === herdIds[1] && r.month === 5)).toBeUndefined();
    expect(rows).toHaveLength(58);
  });

  it("stores nothing when any row is bad, and lists every row's problem", async () => {
    const before = await rowsOf(orgA);
    const y = 2000 + season;
    const csv = [
      "herd,year,month,mature,juvenile",
      `Nguni cows,${y},July,1,1`,
      `Nguni cows,${y},August,2,2`,
      `Nguni cows,${y},September,-3,3`,
      `Springbok,${y},October,4,4`,
      `Bonsmara,${y + 3},July,5,5`,
      `Bonsmara,${y},Julember,5,5`,
      `Bonsmara,${y},November,5`,
    ].join("\n");
    const response = await postCsv(owner, csv);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      formId: string;
      problems: string[];
      fieldErrors: Record<string, string>;
    };
    expect(body.formId).toBe("import-csv");
    expect(body.problems).toEqual([
      "Row 4: mature must be a whole number from 0 to 100 000.",
      'Row 5: "Springbok" is not one of your herds.',
      CSV_MESSAGES.outside(6, `July ${y + 3}`, season),
      "Row 7: month must be a month's name, such as July, or 1 to 12.",
      "Row 8: expected 5 values (herd,year,month,mature,juvenile), found 4.",
    ]);
    expect(body.fieldErrors.file).toContain("nothing was saved");
    const after = await rowsOf(orgA);
    expect(after.map((r) => [r.id, r.mature, r.juvenile])).toEqual(
      before.map((r) => [r.id, r.mature, r.juvenile]),
    );
  });

  it("refuses wrong columns with a sentence naming the expected header", async () => {
    const response = await postCsv(owner, "herd,month,adults,young\nNguni cows,July,1,1\n");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { problems: string[] };
    expect(body.problems).toEqual([
      "The file's first row must name the columns herd,year,month,mature,juvenile, as in the template.",
    ]);
  });

  it("refuses a file that is not .csv beside the upload field", async () => {
    const response = await postCsv(owner, "herd,year,month,mature,juvenile\n", "numbers.xlsx");
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors)).toEqual(["file"]);
  });

  it("does not import for a signatory", async () => {
    const response = await postCsv(signer, "herd,year,month,mature,juvenile\n");
    expect(response.status).toBe(403);
  });
});

describe("a herd named like a spreadsheet formula (decision 0115)", () => {
  const NAMES = ["=Cows", "\u00a0+Goats", "'=Sheep", "@Dorpers"];
  let organisationId: string;
  let cookie: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ organisationId } = await insertPlanningOrganisation("Formula Boerdery", season, []));
    await db()
      .insert(implementationPlans)
      .values({ organisationId, season, submittedAt: new Date() });
    cookie = (await insertSignedInMember(organisationId, "OWNER")).cookie;
    const inserted = await db()
      .insert(herds)
      .values(NAMES.map((name) => ({ organisationId, name, type: "beef" as const })))
      .returning();
    ids = Object.fromEntries(inserted.map((herd) => [herd.name, herd.id]));
  });

  it("is written inert in the template and still matches its herd when the file comes back", async () => {
    const response = await call(
      template.loader,
      new Request(`${BASE}/profile/journey/practice_data/livestock/template?season=${season}`, {
        headers: { Cookie: cookie },
      }),
    );
    const text = await response.text();
    const lines = text.trim().split("\n");
    // Each name with a quote before it, so no spreadsheet runs it.
    for (const name of NAMES) expect(lines).toContain(`'${name},${2000 + season},July,,`);
    // The farmer fills in every month (a spreadsheet keeps the quote) and uploads the file.
    const filled = text.replace(/,,$/gm, ",12,3");
    const upload = await postCsv(cookie, filled);
    expect(upload.status).toBe(302);
    const rows = await rowsOf(organisationId);
    expect(rows).toHaveLength(NAMES.length * 12);
    for (const name of NAMES) {
      const herdRows = rows.filter((row) => row.herdId === ids[name]);
      expect(herdRows, name).toHaveLength(12);
      expect(herdRows.every((row) => row.mature === 12 && row.juvenile === 3)).toBe(true);
    }
  });
});

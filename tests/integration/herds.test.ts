// Herds (issue 15; spec §3 'Herd': id, type, frameSize; §5 'Add-line-item editor'; §3 'Line
// item'; decision 0077), through the real route module on PGlite, posted as a browser without
// JavaScript posts the one form: the list saved as a whole (rows with an id change that herd,
// rows without are new, herds left out are deleted with their livestock numbers); the editor's
// own buttons answered by the server (duplicate drops the id, add stops at maxLength); the frame
// size asked for beef and dairy only (cleared when hidden, required when shown); leaving out a
// herd that grazing events use refuses the whole save, naming it, every value kept; another
// organisation's herd is a 404; a signatory reads only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  grazingEvents,
  herds,
  implementationPlans,
  livestockNumbers,
  pdOverrides,
} from "~/db/schema";
import * as page from "~/routes/profile.journey.practice_data.herds/route";
import { currentSeason } from "~/services/fields/seasons";
import { NO_ITEMS_ADDED } from "~/services/kit/forms/messages";
import { MAX_HERDS } from "~/services/practice/herd-forms";
import { HERD_MESSAGES, herdsInUseMessage } from "~/services/practice/herds.server";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const season = currentSeason();
let orgA: string;
let orgB: string;
let fieldA: string;
let owner: string;
let signer: string;
let otherHerd: string;

interface Row {
  id?: string;
  name?: string;
  type?: string;
  frameSize?: string;
}

interface Refused {
  fieldErrors: Record<string, string>;
  repopulateFields: { herds?: Row[] };
}

const call = callRoute;

/**
 * The form as the browser posts it: its own intent (the hidden field, first), herds[0].id,
 * herds[0].name… and the editor's button pressed, if one was.
 */
function body(rows: readonly Row[], button?: string, intent = "save-herds") {
  const form = new URLSearchParams({ intent });
  if (button) form.append("intent", button);
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) form.append(`herds[${index}].${key}`, value);
  });
  return form;
}

function post(cookie: string, form: URLSearchParams) {
  return call(
    page.action,
    new Request(`${BASE}/profile/journey/practice_data/herds?season=${season}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

const save = (rows: readonly Row[], cookie = owner) => post(cookie, body(rows));

const herdsOf = (organisationId: string) =>
  db().select().from(herds).where(eq(herds.organisationId, organisationId));
const byName = async (name: string) => (await herdsOf(orgA)).find((h) => h.name === name)!;
/** The stored herds as rows of the form, by name. */
const storedRows = async (): Promise<Row[]> =>
  (await herdsOf(orgA))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((h) => ({ id: h.id, name: h.name, type: h.type, frameSize: h.frameSize ?? "" }));
/** A row as it comes back: a hidden frame size (not beef or dairy) is cleared. */
const asKept = ({ frameSize, ...row }: Row): Row =>
  row.type === "beef" || row.type === "dairy" ? { ...row, frameSize } : row;
const auditOf = async (herdId: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.entityId, herdId))).map((e) => e.action);

beforeAll(async () => {
  let fieldIds: Record<string, string>;
  ({ organisationId: orgA, fieldIds } = await insertPlanningOrganisation("Nkosi Boerdery", season, [
    { farm: "Rietvlei", name: "Camp 1" },
  ]));
  fieldA = fieldIds["Camp 1"]!;
  ({ organisationId: orgB } = await insertPlanningOrganisation("Môreson", season, []));
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season, submittedAt: new Date() },
      { organisationId: orgB, season, submittedAt: new Date() },
    ]);
  owner = (await insertSignedInMember(orgA, "OWNER")).cookie;
  signer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  const [other] = await db()
    .insert(herds)
    .values({ organisationId: orgB, name: "Their cows", type: "beef", frameSize: "large" })
    .returning();
  otherHerd = other!.id;
});

describe("the herds list", () => {
  it("starts empty: the loader has no herds and the list is optional ('No items added')", async () => {
    const data = (await call(
      page.loader,
      new Request(`${BASE}/profile/journey/practice_data/herds`, { headers: { Cookie: owner } }),
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(data.herds).toEqual([]);
    expect(data.canEdit).toBe(true);
    expect(NO_ITEMS_ADDED).toBe("No items added");
    // Saving an empty list is not refused: there is nothing to save.
    expect((await save([])).status).toBe(302);
  });

  it("saves a list of 3 herds in one post; a sheep herd's frame size is cleared", async () => {
    const response = await save([
      { name: "  Nguni cows ", type: "beef", frameSize: "medium" },
      { name: "Dohne merino", type: "sheep", frameSize: "large" },
      { name: "Jerseys", type: "dairy", frameSize: "small" },
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/profile/journey/practice_data/herds?season=${season}`,
    );
    expect(await storedRows()).toEqual([
      { id: expect.any(String), name: "Dohne merino", type: "sheep", frameSize: "" },
      { id: expect.any(String), name: "Jerseys", type: "dairy", frameSize: "small" },
      { id: expect.any(String), name: "Nguni cows", type: "beef", frameSize: "medium" },
    ]);
    expect((await byName("Dohne merino")).frameSize).toBeNull();
    expect(await auditOf((await byName("Nguni cows")).id)).toEqual(["herd.create"]);
  });

  it("refuses a list with bad cells: an error beside each, every value kept, nothing stored", async () => {
    const before = await storedRows();
    const response = await save([
      ...before.slice(0, 2),
      { id: before[2]!.id, name: "x".repeat(81), type: "beef", frameSize: "medium" },
      { name: "Holsteins", type: "dairy" },
      { name: "", type: "pigs" },
    ]);
    expect(response.status).toBe(422);
    const refused = (await response.json()) as Refused;
    expect(refused.fieldErrors).toEqual({
      "herds[2].name": "Too many characters",
      "herds[3].frameSize": "Required",
      "herds[4].name": "Required",
    });
    expect(refused.repopulateFields.herds).toEqual([
      ...before.slice(0, 2).map(asKept),
      { id: before[2]!.id, name: "x".repeat(81), type: "beef", frameSize: "medium" },
      { name: "Holsteins", type: "dairy" },
      { name: "", type: "pigs" },
    ]);
    expect(await storedRows()).toEqual(before);
  });

  it("refuses text that cannot be stored (4xx, nothing stored)", async () => {
    const before = await storedRows();
    const response = await save([...before, { name: "Pigs\u0000", type: "pigs" }]);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await storedRows()).toEqual(before);
  });

  it("duplicates a row without JavaScript: the copy has no id", async () => {
    const rows = await storedRows();
    const response = await post(owner, body(rows, "duplicate-line-item:herds:2"));
    expect(response.status).toBe(200);
    const { repopulateFields } = (await response.json()) as Refused;
    expect(repopulateFields.herds).toHaveLength(4);
    expect(repopulateFields.herds![3]).toEqual({
      name: "Nguni cows",
      type: "beef",
      frameSize: "medium",
    });
    expect(repopulateFields.herds![2]!.id).toBe(rows[2]!.id);
    // Nothing is stored by the editor's buttons.
    expect(await storedRows()).toEqual(rows);
  });

  it("saves a duplicated row as a new herd; kept rows keep their ids", async () => {
    const rows = await storedRows();
    const nguni = rows[2]!;
    const response = await save([
      ...rows.slice(0, 2),
      { ...nguni, frameSize: "large" },
      { name: "Nguni heifers", type: "beef", frameSize: "medium" },
    ]);
    expect(response.status).toBe(302);
    const after = await storedRows();
    expect(after.map((row) => row.name)).toEqual([
      "Dohne merino",
      "Jerseys",
      "Nguni cows",
      "Nguni heifers",
    ]);
    expect(after.slice(0, 3).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(after[2]!.frameSize).toBe("large");
    expect(after[3]!.id).not.toBe(nguni.id);
    expect(await auditOf(nguni.id!)).toEqual(["herd.create", "herd.update"]);
    // Unchanged herds are not written (no audit entry).
    expect(await auditOf(rows[0]!.id!)).toEqual(["herd.create"]);
  });

  it("hides the add button's effect at maxLength: no row past it", async () => {
    const full = Array.from({ length: MAX_HERDS }, (_, i) => ({
      name: `Herd ${i + 1}`,
      type: "pigs",
    }));
    const added = await post(owner, body(full, "add-line-item:herds"));
    expect(added.status).toBe(200);
    expect(((await added.json()) as Refused).repopulateFields.herds).toHaveLength(MAX_HERDS);
    const tooMany = await save([...full, { name: "One more", type: "pigs" }]);
    expect(tooMany.status).toBe(422);
  });

  it("removes a herd left out of the list, with its livestock numbers and their corrections", async () => {
    const jerseys = await byName("Jerseys");
    const [number] = await db()
      .insert(livestockNumbers)
      .values({
        organisationId: orgA,
        herdId: jerseys.id,
        year: 2000 + season,
        month: 6,
        mature: 5,
        juvenile: 1,
      })
      .returning();
    await db().insert(pdOverrides).values({
      organisationId: orgA,
      recordType: "livestock",
      recordId: number!.id,
      valueName: "mature",
      value: 4,
      reason: "Counted at the dip",
    });
    const rows = (await storedRows()).filter((row) => row.name !== "Jerseys");
    expect((await save(rows)).status).toBe(302);
    expect((await storedRows()).map((row) => row.name)).toEqual([
      "Dohne merino",
      "Nguni cows",
      "Nguni heifers",
    ]);
    const numbers = await db()
      .select()
      .from(livestockNumbers)
      .where(eq(livestockNumbers.herdId, jerseys.id));
    expect(numbers).toHaveLength(0);
    const corrections = await db()
      .select()
      .from(pdOverrides)
      .where(eq(pdOverrides.recordId, number!.id));
    expect(corrections).toHaveLength(0);
    expect(await auditOf(jerseys.id)).toEqual(["herd.create", "herd.delete"]);
  });

  it("refuses to remove a herd with grazing events: the whole save, naming it, values kept", async () => {
    const nguni = await byName("Nguni cows");
    const [event] = await db()
      .insert(grazingEvents)
      .values({
        organisationId: orgA,
        season,
        herdId: nguni.id,
        fieldIds: [fieldA],
        startDate: `${2000 + season}-08-01`,
        endDate: `${2000 + season}-08-02`,
        hoursOnField: 8,
      })
      .returning();
    const before = await storedRows();
    const posted = [
      { ...before[0]!, name: "Dohne ewes" },
      before[2]!,
      { name: "Boer goats", type: "goats" },
    ];
    const response = await save(posted);
    expect(response.status).toBe(409);
    const refused = (await response.json()) as Refused;
    expect(refused.fieldErrors).toEqual({
      _form: "Nguni cows has grazing events: delete or move them first.",
    });
    expect(refused.repopulateFields.herds).toEqual(posted.map(asKept));
    expect(await storedRows()).toEqual(before);
    expect(HERD_MESSAGES.inUse).toBe("This herd has grazing events: delete or move them first.");
    expect(herdsInUseMessage(["A", "B", "C"])).toBe(
      "A, B and C have grazing events: delete or move them first.",
    );
    await db().delete(grazingEvents).where(eq(grazingEvents.id, event!.id));
  });

  it("another organisation's herd id or a non-UUID id is a 404; nothing changes", async () => {
    const before = await storedRows();
    const theirs = await save([...before, { id: otherHerd, name: "Mine now", type: "pigs" }]);
    expect(theirs.status).toBe(404);
    const bad = await save([...before, { id: "not-a-uuid", name: "Mine now", type: "pigs" }]);
    expect(bad.status).toBe(404);
    expect(await storedRows()).toEqual(before);
    expect((await herdsOf(orgB))[0]!.name).toBe("Their cows");
  });

  it("lists the herds with species and frame size labels", async () => {
    const data = (await call(
      page.loader,
      new Request(`${BASE}/profile/journey/practice_data/herds`, { headers: { Cookie: signer } }),
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(data.canEdit).toBe(false);
    expect(data.herds.map((h) => [h.name, h.typeLabel, h.frameSizeLabel])).toEqual([
      ["Dohne merino", "Sheep", null],
      ["Nguni cows", "Beef cattle", "Large (700+ kg)"],
      ["Nguni heifers", "Beef cattle", "Medium (400–699 kg)"],
    ]);
  });

  it("is read-only for a signatory; an unknown form is a 400", async () => {
    expect((await save([{ name: "Sheep", type: "sheep" }], signer)).status).toBe(403);
    expect((await post(owner, body([], undefined, "add-herd"))).status).toBe(400);
  });
});

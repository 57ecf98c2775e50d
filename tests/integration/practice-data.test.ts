// The practice data pages (issue 15; decision 0076), through the real route modules on PGlite:
// the layout's seasons and progress, the crop journey of a season saved in one post (refused
// posts keep every value), copying the season before, the submit refused then accepted (the
// journey moves to EVIDENCE) and the data still editable after, fertiliser inputs with their
// computed N/P/K, viewers read-only, another organisation's records a 404, bad season params.
import { createRemixStub } from "@remix-run/testing";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  cropJourneys,
  fertiliserInputs,
  implementationPlans,
  pdOverrides,
} from "~/db/schema";
import * as layout from "~/routes/profile.journey.practice_data";
import * as index from "~/routes/profile.journey.practice_data._index/route";
import * as fertiliserTab from "~/routes/profile.journey.practice_data.fertiliser/route";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { currentStep } from "~/services/journey/steps";
import { nutrientsOfInput } from "~/services/practice/calculations";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { refusalSummaryIn } from "../support/refusal-summary";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/practice_data";
const ctx = { cspNonce: "", requestId: "test" };
const S = currentSeason();
const cookies = {} as Record<"owner" | "viewer" | "other" | "early" | "big", string>;
let orgA: string;
let orgB: string;
let fieldIds: Record<string, string>;
let otherField: string;

/** Calls a route function: a thrown Response, or data() with a status, is the answer. */
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

const get = (path: string, who: keyof typeof cookies) =>
  new Request(`${BASE}${path}`, { headers: { Cookie: cookies[who] } });

/** A post as the browser sends it: the form's fields in order (its intent first). */
function post(
  path: string,
  who: keyof typeof cookies,
  body: Record<string, string> | [string, string][] = {},
) {
  const form = new FormData();
  for (const [key, value] of Array.isArray(body) ? body : Object.entries(body)) {
    form.append(key, value);
  }
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookies[who] },
  });
}

async function json(response: Response) {
  // The one action result (decision 0128): the form-level sentence under fieldErrors._form.
  return (await response.json()) as Record<string, unknown> & {
    formId?: string;
    repopulateFields?: Record<string, Record<string, string>>;
    fieldErrors?: Record<string, string>;
  };
}

/** The grid's body: its intent, then one row per field, in the order given. */
function grid(
  rows: {
    fieldId: string;
    landUse?: string;
    crops?: string;
    cover?: string;
    tillage?: string;
    residue?: string;
  }[],
) {
  const body: Record<string, string> = { intent: "crop-journey" };
  rows.forEach((row, i) => {
    body[`rows[${i}].fieldId`] = row.fieldId;
    body[`rows[${i}].landUse`] = row.landUse ?? "";
    body[`rows[${i}].crops`] = row.crops ?? "";
    body[`rows[${i}].cover`] = row.cover ?? "";
    body[`rows[${i}].tillage`] = row.tillage ?? "";
    body[`rows[${i}].residue`] = row.residue ?? "";
  });
  return body;
}

const saveSeason = (
  season: number,
  rows: Parameters<typeof grid>[0],
  who: keyof typeof cookies = "owner",
) => call(index.action, post(`${PATH}?season=${season}&index`, who, grid(rows)));

const journeysOf = (organisationId: string, season: number) =>
  db()
    .select()
    .from(cropJourneys)
    .where(and(eq(cropJourneys.organisationId, organisationId), eq(cropJourneys.season, season)));

async function loadLayout(search = "", who: keyof typeof cookies = "owner") {
  const response = await call(layout.loader, get(`${PATH}${search}`, who));
  return (await response.json()) as Awaited<ReturnType<typeof layout.loader>>;
}

/** The layout's HTML as the server renders it (no JavaScript) after its action answered `actionData`. */
async function renderLayout(actionData: unknown) {
  const data = await loadLayout();
  const Stub = createRemixStub([
    {
      id: "layout",
      path: PATH,
      Component: layout.default,
      loader: () => data,
      children: [{ id: "tab", index: true, Component: () => null }],
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [PATH],
        hydrationData: { loaderData: { layout: data }, actionData: { layout: actionData } },
      }),
    );
    return html.replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Rooiwal Boerdery", S, [
    { farm: "Rooiwal", name: "Kamp 1" },
    { farm: "Rooiwal", name: "Kamp 2" },
    { farm: "Doornkloof", name: "Land 7" },
    { farm: "Doornkloof", name: "Vlei", status: "NOT_INCLUDED" },
    { farm: "Doornkloof", name: "Weg", status: "DELETED" },
  ]);
  orgA = a.organisationId;
  fieldIds = a.fieldIds;
  const b = await insertPlanningOrganisation("Bo-Kloof", S, [{ farm: "Bo-Kloof", name: "Oos" }]);
  orgB = b.organisationId;
  otherField = b.fieldIds["Oos"]!;
  const early = await insertPlanningOrganisation("Nog Nie", S, [{ farm: "N", name: "Een" }]);
  // A and B have submitted their plan: the practice data step is open.
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
    ]);
  cookies.owner = (await insertSignedInMember(orgA, "OWNER")).cookie;
  cookies.viewer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  cookies.other = (await insertSignedInMember(orgB, "OWNER")).cookie;
  cookies.early = (await insertSignedInMember(early.organisationId, "OWNER")).cookie;
});

describe("the practice data frame", () => {
  it("offers the baseline and the programme's first season, the first by default", async () => {
    const data = await loadLayout();
    expect(data.season).toBe(S);
    expect(data.seasons?.required).toEqual([S - 3, S - 2, S - 1, S]);
    expect(data.choices.map((c) => c.season)).toEqual([S - 3, S - 2, S - 1, S]);
    expect(data.choices[0]!.label).toContain("(baseline)");
    expect(data.canEdit).toBe(true);
    // Three included fields (Vlei is left out, Weg deleted), none recorded yet; a field mapped in the
    // programme's first season still needs its baseline.
    expect(data.progress.map((p) => [p.total, p.recorded])).toEqual([
      [3, 0],
      [3, 0],
      [3, 0],
      [3, 0],
    ]);
    expect(data.progress[0]!.missing.map((f) => f.name)).toEqual(["Land 7", "Kamp 1", "Kamp 2"]);
  });

  it("reads ?season and falls back to the default on a bad or unknown one, never a 500", async () => {
    expect((await loadLayout(`?season=${S - 2}`)).season).toBe(S - 2);
    for (const bad of ["abc", "25.5", "-1", "9999", "", "%00", `${S + 5}`]) {
      expect((await loadLayout(`?season=${encodeURIComponent(bad)}`)).season).toBe(S);
    }
    const response = await call(index.loader, get(`${PATH}?season=%E0%A4%A`, "owner"));
    expect(response.status).toBe(200);
  });

  it("is read-only for a viewer: canEdit false and every post a 403", async () => {
    const data = await loadLayout("", "viewer");
    expect(data.canEdit).toBe(false);
    const saved = await saveSeason(
      S,
      [{ fieldId: fieldIds["Kamp 1"]!, landUse: "grazing" }],
      "viewer",
    );
    expect(saved.status).toBe(403);
    const submit = await call(layout.action, post(PATH, "viewer", { intent: "submit" }));
    expect(submit.status).toBe(403);
    const add = await call(
      fertiliserTab.action,
      post(`${PATH}/fertiliser`, "viewer", {
        intent: "save-fertiliser",
        fieldId: fieldIds["Kamp 1"]!,
      }),
    );
    expect(add.status).toBe(403);
  });

  it("stays locked until the implementation plan is submitted (409)", async () => {
    const response = await call(index.action, post(`${PATH}?index`, "early", grid([])));
    expect(response.status).toBe(409);
  });
});

describe("the crop journey of a season", () => {
  it("saves every field of the season in one post; an empty row is not recorded", async () => {
    const response = await saveSeason(S, [
      {
        fieldId: fieldIds["Land 7"]!,
        landUse: "cropland",
        crops: "Maize, soybeans",
        cover: "Oats",
        tillage: "reduced",
        residue: "retained",
      },
      { fieldId: fieldIds["Kamp 1"]!, landUse: "grazing" },
      { fieldId: fieldIds["Kamp 2"]! },
    ]);
    expect(response.status).toBe(302);
    const rows = await journeysOf(orgA, S);
    expect(rows).toHaveLength(2);
    const land7 = rows.find((r) => r.fieldId === fieldIds["Land 7"])!;
    expect(land7.landUse).toBe("cropland");
    expect(land7.tillage).toBe("reduced");
    const crops = land7.crops as { id: string; crop: string; cover: boolean }[];
    expect(crops.map((c) => [c.crop, c.cover])).toEqual([
      ["Maize", false],
      ["soybeans", false],
      ["Oats", true],
    ]);
    expect(crops.every((c) => /^[0-9a-f-]{36}$/.test(c.id))).toBe(true);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "practice.cropJourneySaved"));
    expect(audits.length).toBeGreaterThan(0);
    const data = await loadLayout();
    expect(data.progress[3]!.recorded).toBe(2);
    expect(data.progress[3]!.missing.map((f) => f.name)).toEqual(["Kamp 2"]);
  });

  it("keeps a crop's line-item id when the season is saved again with it", async () => {
    const idsOf = async () =>
      (
        (await journeysOf(orgA, S)).find((r) => r.fieldId === fieldIds["Land 7"])!.crops as {
          id: string;
          crop: string;
        }[]
      ).map((c) => [c.crop, c.id] as const);
    const before = new Map(await idsOf());
    const response = await saveSeason(S, [
      {
        fieldId: fieldIds["Land 7"]!,
        landUse: "cropland",
        crops: "maize, Sunflower",
        cover: "Oats",
        tillage: "reduced",
      },
    ]);
    expect(response.status).toBe(302);
    const after = new Map(await idsOf());
    expect(after.get("maize")).toBe(before.get("Maize"));
    expect(after.get("Oats")).toBe(before.get("Oats"));
    expect(after.get("Sunflower")).toBeDefined();
    expect(before.get("soybeans")).toBeDefined();
    expect(after.has("soybeans")).toBe(false);
  });

  it("refuses a row without its land use, keeping every value and an error beside each cell", async () => {
    const response = await saveSeason(S, [
      { fieldId: fieldIds["Land 7"]!, crops: "Wheat", tillage: "none" },
      { fieldId: fieldIds["Kamp 1"]!, landUse: "cropland", crops: "Sorghum" },
      { fieldId: fieldIds["Kamp 2"]!, landUse: "nonsense" },
    ]);
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.formId).toBe("crop-journey");
    expect(body.repopulateFields![fieldIds["Land 7"]!]!.crops).toBe("Wheat");
    expect(body.repopulateFields![fieldIds["Kamp 1"]!]!.crops).toBe("Sorghum");
    expect(body.fieldErrors!["rows[0].landUse"]).toBe("Choose how Land 7 was used this season.");
    expect(body.fieldErrors!["rows[1].tillage"]).toContain("Choose the tillage on Kamp 1");
    expect(body.fieldErrors!["rows[2].landUse"]).toBe("Choose one of the land uses in the list.");
    // Nothing changed.
    const rows = await journeysOf(orgA, S);
    expect(rows.find((r) => r.fieldId === fieldIds["Land 7"])!.landUse).toBe("cropland");
  });

  it("refuses another organisation's field with a 404", async () => {
    const response = await saveSeason(S, [{ fieldId: otherField, landUse: "grazing" }]);
    expect(response.status).toBe(404);
    const notUuid = await saveSeason(S, [{ fieldId: "not-a-uuid", landUse: "grazing" }]);
    expect(notUuid.status).toBe(404);
    expect(await journeysOf(orgB, S)).toHaveLength(0);
  });

  it("copies the season before into the fields not recorded yet, never overwriting", async () => {
    const nothing = await call(
      index.action,
      post(`${PATH}?season=${S - 2}&index`, "owner", { intent: "copy-season" }),
    );
    expect(nothing.status).toBe(422);
    expect((await json(nothing)).fieldErrors!._form).toContain("nothing recorded");
    expect(
      (
        await saveSeason(S - 3, [
          {
            fieldId: fieldIds["Land 7"]!,
            landUse: "cropland",
            crops: "Maize",
            tillage: "conventional",
          },
          { fieldId: fieldIds["Kamp 1"]!, landUse: "grazing" },
          { fieldId: fieldIds["Kamp 2"]!, landUse: "fallow" },
        ])
      ).status,
    ).toBe(302);
    expect(
      (
        await saveSeason(S - 2, [
          { fieldId: fieldIds["Kamp 1"]!, landUse: "mixed", tillage: "none" },
        ])
      ).status,
    ).toBe(302);
    const copied = await call(
      index.action,
      post(`${PATH}?season=${S - 2}&index`, "owner", { intent: "copy-season" }),
    );
    expect(copied.status).toBe(302);
    const rows = await journeysOf(orgA, S - 2);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.fieldId === fieldIds["Kamp 1"])!.landUse).toBe("mixed");
    expect(rows.find((r) => r.fieldId === fieldIds["Land 7"])!.tillage).toBe("conventional");
  });
});

describe("submitting the practice data", () => {
  it("is refused with what is missing per season, then accepted; the journey moves to EVIDENCE", async () => {
    const refused = await call(layout.action, post(PATH, "owner", { intent: "submit" }));
    expect(refused.status).toBe(422);
    const body = await json(refused);
    expect(body.formId).toBe("submit");
    const sentence = body.fieldErrors!._form!;
    expect(sentence).toContain("Kamp 2");
    expect(sentence).toContain("(baseline)");
    // The page answering it opens on a summary under its heading, above the season's tabs (the
    // submit form is at the foot of the page): what is missing, and a link to each season still
    // to record with the fields it lacks.
    const html = await renderLayout(body);
    const summary = refusalSummaryIn(
      html,
      "pd-refusal",
      "<h1>Practice data</h1>",
      'class="page-lead"',
    );
    expect(summary).toContain("Kamp 2");
    const links = [...summary.matchAll(/<a href="([^"]+)">Record ([^<]+)<\/a>/g)];
    expect(links.length).toBeGreaterThan(0);
    for (const [, href, text] of links) {
      expect(href).toMatch(new RegExp(`^${PATH}\\?season=\\d+$`));
      expect(text).toMatch(/^[^:]+: .+/);
    }
    const all = (landUse: string) => [
      { fieldId: fieldIds["Land 7"]!, landUse },
      { fieldId: fieldIds["Kamp 1"]!, landUse },
      { fieldId: fieldIds["Kamp 2"]!, landUse },
    ];
    expect((await saveSeason(S - 1, all("grazing"))).status).toBe(302);
    expect(
      (
        await saveSeason(S, [
          { fieldId: fieldIds["Land 7"]!, landUse: "cropland", crops: "Maize", tillage: "reduced" },
          { fieldId: fieldIds["Kamp 1"]!, landUse: "grazing" },
          { fieldId: fieldIds["Kamp 2"]!, landUse: "fallow" },
        ])
      ).status,
    ).toBe(302);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("PRACTICE_DATA");
    // Through the index too (?index, intent 'submit'), as the brief's page posts it.
    const accepted = await call(index.action, post(`${PATH}?index`, "owner", { intent: "submit" }));
    expect(accepted.status).toBe(302);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("EVIDENCE");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "company.practiceDataSubmitted"));
    expect(audits.some((a) => a.entityId === orgA)).toBe(true);
    expect((await loadLayout()).submittedAt).not.toBeNull();
  });

  it("keeps the data editable after submission", async () => {
    const response = await saveSeason(S, [{ fieldId: fieldIds["Kamp 2"]!, landUse: "grazing" }]);
    expect(response.status).toBe(302);
    const rows = await journeysOf(orgA, S);
    expect(rows.find((r) => r.fieldId === fieldIds["Kamp 2"])!.landUse).toBe("grazing");
  });
});

describe("fertiliser", () => {
  const fertPath = (search: string) => `${PATH}/fertiliser?season=${S}&${search}`;
  // The open editor posts to the tab with its field kept (?field=), decision 0076; its intent
  // and the field's id are in the body (decision 0128).
  const savePath = (fieldId: string) => fertPath(`field=${fieldId}`);
  /** The open editor's post: its intent, the field's id, the list (and an editor's button). */
  const saveFertiliser = (
    fieldId: string,
    who: keyof typeof cookies,
    body: Record<string, string> = {},
  ) =>
    post(savePath(fieldId), who, [
      ["intent", "save-fertiliser"],
      ["fieldId", fieldId],
      ...Object.entries(body),
    ]);
  const BLEND = {
    product: "Vita 2:3:2 (22)",
    npkType: "npk",
    applicationRate: "200",
    nutrientPercent: "22",
    nitrogen: "2",
    phosphorus: "3",
    potassium: "2",
  };
  const UREA = { product: "Urea", npkType: "nutrient", applicationRate: "100", nitrogen: "46" };

  /** The list's body: `inputs[i].name` for each row, in the order given. */
  function list(rows: Record<string, string>[], extra: Record<string, string> = {}) {
    const body: Record<string, string> = { ...extra };
    rows.forEach((row, i) => {
      for (const [name, value] of Object.entries(row)) body[`inputs[${i}].${name}`] = value;
    });
    return body;
  }
  const inputsOf = (fieldId: string) =>
    db()
      .select()
      .from(fertiliserInputs)
      .where(eq(fertiliserInputs.fieldId, fieldId))
      .orderBy(fertiliserInputs.createdAt);
  const refused = async (response: Response) =>
    (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: { inputs: Record<string, string>[] };
    };

  it("saves a list of 2 inputs in one post and shows the N, P and K each applied", async () => {
    const land7 = fieldIds["Land 7"]!;
    const response = await call(
      fertiliserTab.action,
      // A single nutrient's nutrientPercent is hidden: whatever is posted for it is cleared.
      saveFertiliser(land7, "owner", list([BLEND, { ...UREA, nutrientPercent: "50" }])),
    );
    expect(response.status).toBe(302);
    // Back to the tab with no editor open (the season kept), at the field saved.
    expect(response.headers.get("Location")).toBe(
      `${PATH}/fertiliser?season=${S}#pd-fert-${land7}`,
    );
    const stored = await inputsOf(land7);
    expect(stored.map((row) => row.product)).toEqual(["Vita 2:3:2 (22)", "Urea"]);
    const urea = stored.find((row) => row.npkType === "nutrient")!;
    expect(urea.nutrientPercent).toBeNull();
    expect(urea.phosphorus).toBe(0);
    const page = await (await call(fertiliserTab.loader, get(fertPath(""), "owner"))).json();
    const field = (
      page as {
        page: {
          fields: {
            id: string;
            inputs: { npkType: string; applied: unknown }[];
            total: { nitrogen: number; phosphorus: number; potassium: number };
          }[];
        };
      }
    ).page.fields.find((f) => f.id === land7)!;
    // 200 kg/ha of 2:3:2 (22): the ratio read as shares of 22% (decision 0074).
    expect(field.inputs.find((i) => i.npkType === "npk")!.applied).toEqual({
      nitrogen: 12.6,
      phosphorus: 18.9,
      potassium: 12.6,
    });
    const blend = stored.find((row) => row.npkType === "npk")!;
    expect(field.inputs.find((i) => i.npkType === "npk")!.applied).toEqual(nutrientsOfInput(blend));
    expect(field.inputs.find((i) => i.npkType === "nutrient")!.applied).toEqual({
      nitrogen: 46,
      phosphorus: 0,
      potassium: 0,
    });
    expect(field.total).toEqual({ nitrogen: 58.6, phosphorus: 18.9, potassium: 12.6 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "practice.fertiliserAdded"));
    expect(audits.filter((a) => stored.some((row) => row.id === a.entityId))).toHaveLength(2);
  });

  it("duplicates a row without its id (no JavaScript: the editor's intent)", async () => {
    const land7 = fieldIds["Land 7"]!;
    const [blend] = await inputsOf(land7);
    const response = await call(
      fertiliserTab.action,
      saveFertiliser(
        land7,
        "owner",
        list([{ id: blend!.id, ...BLEND }], { intent: "duplicate-line-item:inputs:0" }),
      ),
    );
    expect(response.status).toBe(200);
    const body = await refused(response);
    expect(body.fieldErrors).toEqual({});
    expect(body.repopulateFields.inputs).toHaveLength(2);
    expect(body.repopulateFields.inputs[0]).toMatchObject({
      id: blend!.id,
      product: BLEND.product,
    });
    expect(body.repopulateFields.inputs[1]).not.toHaveProperty("id");
    expect(body.repopulateFields.inputs[1]).toMatchObject({ product: BLEND.product });
    expect(await inputsOf(land7)).toHaveLength(2); // nothing saved yet
  });

  it("keeps the ids of kept rows, adds a duplicated one and deletes a removed one with its corrections", async () => {
    const land7 = fieldIds["Land 7"]!;
    const [blend, urea] = await inputsOf(land7);
    const [override] = await db()
      .insert(pdOverrides)
      .values({
        organisationId: orgA,
        recordType: "fertiliser",
        recordId: urea!.id,
        valueName: "applicationRate",
        value: 80,
        reason: "Weighed at the spreader",
      })
      .returning();
    // The blend at 250 kg/ha, its duplicate (no id: a new input), the urea removed.
    const response = await call(
      fertiliserTab.action,
      saveFertiliser(
        land7,
        "owner",
        list([
          { id: blend!.id, ...BLEND, applicationRate: "250" },
          { ...BLEND, product: "Vita again" },
        ]),
      ),
    );
    expect(response.status).toBe(302);
    const stored = await inputsOf(land7);
    expect(stored).toHaveLength(2);
    expect(stored[0]!.id).toBe(blend!.id);
    expect(stored[0]!.applicationRate).toBe(250);
    expect(stored[1]!.id).not.toBe(blend!.id);
    expect(stored[1]!.product).toBe("Vita again");
    expect(stored.some((row) => row.id === urea!.id)).toBe(false);
    expect(await db().select().from(pdOverrides).where(eq(pdOverrides.id, override!.id))).toEqual(
      [],
    );
    const deleted = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "practice.fertiliserDeleted"));
    expect(deleted.some((a) => a.entityId === urea!.id)).toBe(true);
  });

  it("refuses a bad list with every value kept and the error beside each bad cell", async () => {
    const land7 = fieldIds["Land 7"]!;
    const before = await inputsOf(land7);
    const response = await call(
      fertiliserTab.action,
      saveFertiliser(
        land7,
        "owner",
        list([
          { id: before[0]!.id, ...BLEND, nutrientPercent: "" },
          {
            product: "Mystery",
            npkType: "npk",
            applicationRate: "abc",
            nutrientPercent: "22",
            nitrogen: "2",
          },
          { ...UREA, nutrientPercent: "50" },
        ]),
      ),
    );
    expect(response.status).toBe(422);
    const body = await refused(response);
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      "inputs[0].nutrientPercent",
      "inputs[1].applicationRate",
    ]);
    expect(body.fieldErrors["inputs[0].nutrientPercent"]).toBe(
      "Enter the total nutrient % of the blend: the number in brackets.",
    );
    expect(body.repopulateFields.inputs).toHaveLength(3);
    expect(body.repopulateFields.inputs[0]).toMatchObject({ id: before[0]!.id });
    expect(body.repopulateFields.inputs[1]).toMatchObject({
      product: "Mystery",
      applicationRate: "abc",
    });
    // Hidden for a single nutrient: not sent back.
    expect(body.repopulateFields.inputs[2]).not.toHaveProperty("nutrientPercent");
    expect(await inputsOf(land7)).toEqual(before);
  });

  it("opens one field's editor as a URL: only an included field of the organisation, for an editor", async () => {
    const openId = async (search: string, who: keyof typeof cookies = "owner") => {
      const page = (await (
        await call(fertiliserTab.loader, get(fertPath(search), who))
      ).json()) as {
        openId: string | null;
        page: { fields: { id: string }[] };
      };
      return page.openId;
    };
    const land7 = fieldIds["Land 7"]!;
    expect(await openId("")).toBeNull();
    expect(await openId(`field=${land7}`)).toBe(land7);
    // Anything else opens no editor, never a 500: malformed, unknown, another organisation's.
    for (const bad of ["not-a-uuid", "", "00000000-0000-4000-8000-000000000000", otherField]) {
      expect(await openId(`field=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(await openId(`field=%00${land7}`)).toBeNull();
    expect(await openId(`field=${land7}`, "viewer")).toBeNull();
  });

  it("keeps the editor open after a no-JavaScript intent or a refused save (the post keeps ?field)", async () => {
    const land7 = fieldIds["Land 7"]!;
    const response = await call(
      fertiliserTab.action,
      saveFertiliser(land7, "owner", list([{ ...UREA, applicationRate: "abc" }])),
    );
    expect(response.status).toBe(422);
    // Remix reloads the page at the URL posted to: that field's editor is the open one.
    const after = (await (
      await call(fertiliserTab.loader, get(savePath(land7), "owner"))
    ).json()) as { openId: string | null };
    expect(after.openId).toBe(land7);
  });

  it("saves an empty list: the field's inputs are deleted", async () => {
    const kamp1 = fieldIds["Kamp 1"]!;
    expect(
      (await call(fertiliserTab.action, saveFertiliser(kamp1, "owner", list([UREA])))).status,
    ).toBe(302);
    expect(await inputsOf(kamp1)).toHaveLength(1);
    expect((await call(fertiliserTab.action, saveFertiliser(kamp1, "owner"))).status).toBe(302);
    expect(await inputsOf(kamp1)).toHaveLength(0);
  });

  it("answers 404 for another organisation's field or input, another field's input and a non-UUID id", async () => {
    const land7 = fieldIds["Land 7"]!;
    const before = await inputsOf(land7);
    const theirs = await call(fertiliserTab.action, saveFertiliser(land7, "other", list([UREA])));
    expect(theirs.status).toBe(404);
    // orgB's own field, with orgA's input id in a row.
    const stolen = await call(
      fertiliserTab.action,
      saveFertiliser(otherField, "other", list([{ id: before[0]!.id, ...UREA }])),
    );
    expect(stolen.status).toBe(404);
    // Land 7's input posted in Kamp 2's list.
    const moved = await call(
      fertiliserTab.action,
      saveFertiliser(fieldIds["Kamp 2"]!, "owner", list([{ id: before[0]!.id, ...UREA }])),
    );
    expect(moved.status).toBe(404);
    const bad = await call(
      fertiliserTab.action,
      saveFertiliser(land7, "owner", list([{ id: "not-a-uuid", ...UREA }])),
    );
    expect(bad.status).toBe(404);
    const unknown = await call(
      fertiliserTab.action,
      post(fertPath(""), "owner", { intent: "delete-fertiliser" }),
    );
    expect(unknown.status).toBe(400);
    expect(await inputsOf(land7)).toEqual(before);
    expect(
      await db().select().from(fertiliserInputs).where(eq(fertiliserInputs.organisationId, orgB)),
    ).toHaveLength(0);
  });
});

describe("a farm of 40 fields", () => {
  it("saves a whole season of 40 fields in one post, and a refused one keeps all 40 rows", async () => {
    const list = Array.from({ length: 40 }, (_, i) => ({
      farm: i < 20 ? "Groot" : "Klein",
      name: `Kamp ${String(i + 1).padStart(2, "0")}`,
    }));
    const big = await insertPlanningOrganisation("Veertig Velde", S, list);
    await db()
      .insert(implementationPlans)
      .values({ organisationId: big.organisationId, season: S, submittedAt: new Date() });
    cookies.big = (await insertSignedInMember(big.organisationId, "OWNER")).cookie;
    const rows = Object.values(big.fieldIds).map((fieldId, i) => ({
      fieldId,
      landUse: i % 2 ? "grazing" : "cropland",
      crops: i % 2 ? "" : "Maize",
      tillage: i % 2 ? "" : "none",
    }));
    const refused = await saveSeason(
      S,
      rows.map((row, i) => (i === 39 ? { ...row, landUse: "", crops: "Oats" } : row)),
      "big",
    );
    expect(refused.status).toBe(422);
    const body = await json(refused);
    expect(Object.keys(body.repopulateFields!)).toHaveLength(40);
    expect(Object.keys(body.fieldErrors!)).toEqual(["rows[39].landUse"]);
    const started = performance.now();
    expect((await saveSeason(S, rows, "big")).status).toBe(302);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await journeysOf(big.organisationId, S)).toHaveLength(40);
  });
});

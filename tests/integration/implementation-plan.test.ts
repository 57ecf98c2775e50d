// The implementation plan page (issue 15, decision 0075) through its real route module on
// PGlite: the page shows every field included in the programme's season, by farm, and notes the
// fields left out; an editor saves a field's practices (the kit's add-line-item editor, also
// without JavaScript), a refused form comes back with every value and its errors; a plan is
// copied from one field to others; submitting is refused with the fields still to plan, then
// accepted, and the journey moves to PRACTICE_DATA; the plan stays editable after. Viewers and
// staff through /admin/userView only read; another organisation's field is a 404; NUL is a 4xx.
import { createRemixStub } from "@remix-run/testing";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, implementationPlans, planActions, users } from "~/db/schema";
import * as page from "~/routes/profile.journey.implementation/route";
import { currentSeason } from "~/services/fields/seasons";
import { toastCookie } from "~/services/kit/toast.server";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { currentStep } from "~/services/journey/steps";
import { insertTestProfile } from "../support/model-fixtures";
import { refusalSummaryIn } from "../support/refusal-summary";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { signInCookie } from "../support/sessions";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/implementation";
const season = currentSeason();
let orgA: string;
let orgB: string;
let ids: Record<string, string>;
let otherField: string;
const cookies = {} as Record<"owner" | "viewer" | "neighbour" | "admin", string>;
let ownerId: string;

/** Calls a route function: a thrown Response, or data() with a status, is the answer. */
const call = callRoute;

/**
 * A post of one of the page's forms (decision 0128): its intent and the field it saves in the
 * body, first as the page's forms send them; the editor open (?field=, page state) in the address.
 */
function post(
  form: { intent: string; fieldId?: string; field?: string },
  cookie: string,
  body: [string, string][] = [],
  path = PATH,
) {
  const data = new URLSearchParams({ intent: form.intent });
  if (form.fieldId !== undefined) data.append("fieldId", form.fieldId);
  for (const [key, value] of body) data.append(key, value);
  return call(
    page.action,
    new Request(`${BASE}${path}${form.field ? `?field=${form.field}` : ""}`, {
      method: "POST",
      body: data,
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

async function load(cookie: string, path = PATH) {
  const answer = await call(
    page.loader,
    new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }),
  );
  return answer as unknown as Awaited<ReturnType<typeof page.loader>>;
}

/**
 * The page's HTML as the server renders it (no JavaScript), for the loader data of `cookie` at
 * PATH + `search`; `actionData` as the action answered a post to that URL.
 */
async function render(cookie: string, search = "", actionData?: unknown) {
  const data = await load(cookie, `${PATH}${search}`);
  const Stub = createRemixStub([
    { id: "page", path: PATH, Component: page.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    // Without React's text separators, so sentences read as shown.
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [`${PATH}${search}`],
        hydrationData: {
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        },
      }),
    );
    return html.replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

async function toastOf(response: Response) {
  const header = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return (await (await toastCookie()).parse(header)) as {
    type: string;
    text: string;
    next?: { href: string; label: string };
  } | null;
}

/** The rows of a practice as the form posts them. */
function row(index: number, values: Record<string, string>): [string, string][] {
  return Object.entries(values).map(([key, value]) => [`actions[${index}].${key}`, value]);
}

const actionsOf = async (fieldId: string) =>
  db()
    .select()
    .from(planActions)
    .where(eq(planActions.fieldId, fieldId))
    .orderBy(planActions.createdAt);

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Nkosi Family Farm", season, [
    { farm: "Boplaas", name: "North Camp" },
    { farm: "Boplaas", name: "River Field" },
    { farm: "Boplaas", name: "Old Kraal", status: "NOT_INCLUDED" },
    { farm: "Boplaas", name: "Gone", status: "DELETED" },
    { farm: "Bo-Kamp", name: "Hill Camp" },
    { farm: "Bo-Kamp", name: "Vlei" },
  ]);
  orgA = a.organisationId;
  ids = a.fieldIds;
  const b = await insertPlanningOrganisation("Môreson", season, [
    { farm: "Môreson", name: "Their Field" },
  ]);
  orgB = b.organisationId;
  otherField = b.fieldIds["Their Field"]!;
  const owner = await insertSignedInMember(orgA, "OWNER");
  ownerId = owner.userId;
  cookies.owner = owner.cookie;
  cookies.viewer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  cookies.neighbour = (await insertSignedInMember(orgB, "OWNER")).cookie;
  const [admin] = await db()
    .insert(users)
    .values({ subject: "plan|admin", email: "admin@plan.example" })
    .returning();
  await insertTestProfile(admin!.id);
  cookies.admin = await signInCookie("plan|admin", "admin@plan.example", ["read:admin"]);
});

describe("the implementation plan page", () => {
  it("shows every included field of the programme's season by farm, and notes those left out", async () => {
    const data = await load(cookies.owner);
    expect(data.canEdit).toBe(true);
    const overview = data.overview!;
    expect(overview.season).toBe(season);
    expect(overview.fields.map((f) => `${f.farmName}/${f.name}`)).toEqual([
      "Bo-Kamp/Hill Camp",
      "Bo-Kamp/Vlei",
      "Boplaas/North Camp",
      "Boplaas/River Field",
    ]);
    expect(overview.leftOut).toEqual([
      expect.objectContaining({ name: "Old Kraal", reason: "Left out this season" }),
    ]);
    expect(overview.plan).toBeNull();
    expect(overview.missing).toHaveLength(4);

    // Without ?field: every field's practices and a link to its editor, but no editor (the
    // page stays light with many fields); the copy and submit forms.
    expect(data.openFieldId).toBeNull();
    const html = await render(cookies.owner);
    expect(html).not.toContain('value="save-field"');
    expect(html).not.toContain('name="actions[0].practice"');
    expect(html.match(/No practices planned yet\./g)).toHaveLength(4);
    for (const name of ["Hill Camp", "Vlei", "North Camp", "River Field"]) {
      const id = ids[name]!;
      expect(html).toContain(
        `href="/profile/journey/implementation?field=${id}#field-${id}">Plan the practices of ${name}</a>`,
      );
    }
    expect(html).toContain(
      "Left out this season, so not planned: Old Kraal (Left out this season).",
    );
    expect(html).toContain("Copy the practices");
    expect(html).toContain("Submit the plan");
    const readOnly = await render(cookies.viewer);
    expect(readOnly).not.toContain("<form");
    expect(readOnly).not.toContain("the practices of");
    expect(readOnly).toContain("No practices planned yet.");
  });

  it("opens one field's editor with ?field=<id>, a real form without JavaScript, with Cancel", async () => {
    const id = ids["North Camp"]!;
    expect((await load(cookies.owner, `${PATH}?field=${id}`)).openFieldId).toBe(id);
    const html = await render(cookies.owner, `?field=${id}`);
    // One 'save-field' form, keyed by its field; it names the field in its body and posts to
    // the page's address, so a refused save comes back with the editor open.
    expect(html.match(/name="intent" value="save-field"/g)).toHaveLength(1);
    expect(html).toContain(`id="save-field:${id}"`);
    expect(html).toContain(`name="fieldId" value="${id}"`);
    expect(html).toContain(`action="/profile/journey/implementation?field=${id}"`);
    expect(html).toContain('name="actions[0].practice"');
    expect(html).toContain('value="add-line-item:actions"');
    expect(html).toContain(
      "Only if ‘Before, on or after it?’ is ‘Some days before’ or ‘Some days after’.",
    );
    expect(html).toContain("Save the practices of North Camp");
    expect(html).toContain('href="/profile/journey/implementation">Cancel</a>');
    expect(html).not.toContain("Plan the practices of North Camp");
    expect(html).toContain("Plan the practices of Vlei");
    // The page's other search params are kept on its links.
    const kept = await render(cookies.owner, `?field=${id}&organisationId=${orgA}`);
    expect(kept).toContain(`href="/profile/journey/implementation?organisationId=${orgA}">Cancel`);
    expect(kept).toContain(
      `href="/profile/journey/implementation?organisationId=${orgA}&amp;field=${ids["Vlei"]}#field-${ids["Vlei"]}"`,
    );
  });

  it("ignores a ?field that is not an included field of the organisation (no editor, no 500)", async () => {
    const leftOut = (await load(cookies.owner)).overview!.leftOut[0]!.id;
    for (const wanted of [otherField, leftOut, "not-a-uuid", "%00", ""]) {
      const data = await load(cookies.owner, `${PATH}?field=${wanted}`);
      expect(data.openFieldId, wanted).toBeNull();
      expect(await render(cookies.owner, `?field=${wanted}`), wanted).not.toContain(
        'value="save-field"',
      );
    }
    // Readers never get an editor.
    const viewer = await load(cookies.viewer, `${PATH}?field=${ids["Vlei"]}`);
    expect(viewer.openFieldId).toBeNull();
  });

  it("saves a field's practices; the timing reads in words", async () => {
    const response = await post(
      { intent: "save-field", fieldId: ids["North Camp"] },
      cookies.owner,
      [
        ...row(0, {
          practice: "coverCrops",
          programmeTarget: "harvest",
          programmeLinkDirection: "after",
          programmeLinkDays: "14",
        }),
        ...row(1, {
          practice: "noTillage",
          programmeTarget: "none",
          date: "2026-10-01",
          notes: "Direct seeding",
        }),
      ],
    );
    expect(response.status).toBe(302);
    // On to the next field still without practices, its editor open; the page opens at its top
    // on the outcome, with a link down to that editor beside it.
    const river = ids["River Field"]!;
    expect(response.headers.get("Location")).toBe(`${PATH}?field=${river}`);
    expect(await toastOf(response)).toMatchObject({
      text: "Practices saved for North Camp.",
      next: {
        href: `${PATH}?field=${river}#field-${river}`,
        label: "Plan the practices of River Field",
      },
    });
    const rows = await actionsOf(ids["North Camp"]!);
    expect(rows.map((r) => r.practice)).toEqual(["coverCrops", "noTillage"]);
    expect(rows[0]).toMatchObject({
      programmeLinkDirection: "after",
      programmeLinkDays: 14,
      date: null,
    });
    const [plan] = await db()
      .select()
      .from(implementationPlans)
      .where(eq(implementationPlans.organisationId, orgA));
    expect(plan).toMatchObject({ season, submittedAt: null });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan.fieldSaved"), eq(auditLog.entityId, plan!.id)));
    expect(audit).toHaveLength(1);
    const shown = (await load(cookies.owner)).overview!.fields.find(
      (f) => f.name === "North Camp",
    )!;
    expect(shown.actions.map((a) => a.timing)).toEqual([
      "14 days after harvest",
      "From 1 October 2026",
    ]);

    // Saved again with the first row's id: that row keeps its id; the other is replaced.
    const again = await post({ intent: "save-field", fieldId: ids["North Camp"] }, cookies.owner, [
      ...row(0, {
        id: rows[0]!.id,
        practice: "coverCrops",
        programmeTarget: "planting",
        programmeLinkDirection: "tandem",
      }),
    ]);
    expect(again.status).toBe(302);
    const after = await actionsOf(ids["North Camp"]!);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: rows[0]!.id,
      programmeTarget: "planting",
      programmeLinkDirection: "tandem",
      programmeLinkDays: null,
    });
  });

  it("refuses a form with every value back and an error beside each bad field", async () => {
    const response = await post(
      { intent: "save-field", fieldId: ids["River Field"] },
      cookies.owner,
      [
        ...row(0, {
          practice: "reducedTillage",
          programmeTarget: "planting",
          programmeLinkDirection: "before",
        }),
        ...row(1, { practice: "noTillage", programmeTarget: "none", notes: "Kept as typed" }),
      ],
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: { actions: Record<string, string>[] };
      formId: string;
    };
    // The refusal goes to that field's form, and no other field's.
    expect(body.formId).toBe(`save-field:${ids["River Field"]}`);
    expect(body.fieldErrors).toEqual({
      "actions[0].programmeLinkDays": "Give the number of days, from 1 to 365.",
      "actions[1].date": "Give the date the practice starts.",
      "actions[1].practice": "A field cannot have both reduced tillage and no tillage.",
    });
    expect(body.repopulateFields.actions[1]).toMatchObject({
      practice: "noTillage",
      notes: "Kept as typed",
    });
    expect(await actionsOf(ids["River Field"]!)).toEqual([]);

    // Without JavaScript the answer is the page at the form's URL (?field=<id>): that field's
    // editor is open, with every value as typed and the errors beside the fields.
    const id = ids["River Field"]!;
    const html = await render(cookies.owner, `?field=${id}`, body);
    expect(html.match(/name="intent" value="save-field"/g)).toHaveLength(1);
    expect(html).toContain("Save the practices of River Field");
    expect(html).toContain(">Kept as typed</textarea>");
    expect(html).toContain('<option value="reducedTillage" selected="">');
    expect(html).toContain("Give the number of days, from 1 to 365.");
    expect(html).toContain("A field cannot have both reduced tillage and no tillage.");

    // An empty list: 'At least 1 required'.
    const empty = await post(
      { intent: "save-field", fieldId: ids["River Field"] },
      cookies.owner,
      [],
    );
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      actions: "At least 1 required",
    });
  });

  it("answers the editor's buttons without JavaScript: a row added, duplicated without its id", async () => {
    const added = await post({ intent: "save-field", fieldId: ids["River Field"] }, cookies.owner, [
      ...row(0, {
        id: "00000000-0000-4000-8000-000000000001",
        practice: "compost",
        programmeTarget: "none",
      }),
      ["intent", "duplicate-line-item:actions:0"],
    ]);
    expect(added.status).toBe(200);
    const body = (await added.json()) as {
      repopulateFields: { actions: Record<string, string>[] };
    };
    expect(body.repopulateFields.actions).toHaveLength(2);
    expect(body.repopulateFields.actions[1]).not.toHaveProperty("id");
    expect(body.repopulateFields.actions[1]).toMatchObject({ practice: "compost" });

    // The page at the form's URL (?field=<id>) keeps that editor open, now with two rows.
    const id = ids["River Field"]!;
    const html = await render(cookies.owner, `?field=${id}`, body);
    expect(html.match(/name="intent" value="save-field"/g)).toHaveLength(1);
    expect(html).toContain('name="actions[1].practice"');
    expect(html).not.toContain('name="actions[2].practice"');
  });

  it("copies a field's practices to others, replacing theirs, with new ids", async () => {
    await post({ intent: "save-field", fieldId: ids["Vlei"] }, cookies.owner, [
      ...row(0, { practice: "manure", programmeTarget: "none", date: "2026-08-01" }),
    ]);
    const source = await actionsOf(ids["North Camp"]!);
    const response = await post({ intent: "copy" }, cookies.owner, [
      ["sourceFieldId", ids["North Camp"]!],
      ["targetFieldIds", ids["River Field"]!],
      ["targetFieldIds", ids["Hill Camp"]!],
      ["targetFieldIds", ids["Vlei"]!],
    ]);
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.text).toBe("Plan copied to 3 fields.");
    for (const name of ["River Field", "Hill Camp", "Vlei"]) {
      const copied = await actionsOf(ids[name]!);
      expect(
        copied.map((a) => [a.practice, a.programmeTarget]),
        name,
      ).toEqual([["coverCrops", "planting"]]);
      expect(copied[0]!.id).not.toBe(source[0]!.id);
    }

    // Copying to itself, or from a field with no practices, is refused beside the field.
    const itself = await post({ intent: "copy" }, cookies.owner, [
      ["sourceFieldId", ids["Vlei"]!],
      ["targetFieldIds", ids["Vlei"]!],
    ]);
    expect(itself.status).toBe(422);
  });

  it("refuses to submit while a field has no practices, naming it, then submits: the journey moves on", async () => {
    // Empty one field again through the model, as if the farmer had removed its practices.
    await db().delete(planActions).where(eq(planActions.fieldId, ids["Hill Camp"]!));
    await db().delete(planActions).where(eq(planActions.fieldId, ids["Vlei"]!));
    const refused = await post({ intent: "submit" }, cookies.owner);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      formId: "submit",
      fieldErrors: { _form: "These fields have no practices yet: Hill Camp, Vlei." },
      repopulateFields: {},
    });
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("IMPLEMENTATION_PLAN");

    // The page answering the refusal opens on a summary under its heading, before the first
    // farm (the submit form is at the foot of the page): the reason, and a link to each field's
    // editor.
    const html = await render(cookies.owner, "", {
      formId: "submit",
      fieldErrors: { _form: "These fields have no practices yet: Hill Camp, Vlei." },
    });
    const summaryHtml = refusalSummaryIn(
      html,
      "plan-refusal",
      "<h1>Implementation plan</h1>",
      '<h2 id="farm-',
    );
    expect(summaryHtml).toContain("These fields have no practices yet: Hill Camp, Vlei.");
    for (const name of ["Hill Camp", "Vlei"]) {
      const id = ids[name]!;
      expect(summaryHtml).toContain(
        `<a href="${PATH}?field=${id}#field-${id}">Plan the practices of ${name}</a>`,
      );
    }

    // Each save opens the next field still to plan; after the last, the page without ?field.
    const vlei = ids["Vlei"]!;
    for (const [name, next] of [
      ["Hill Camp", `${PATH}?field=${vlei}`],
      ["Vlei", PATH],
    ] as const) {
      const saved = await post(
        { intent: "save-field", fieldId: ids[name], field: ids[name] },
        cookies.owner,
        [
          ...row(0, {
            practice: "adaptiveGrazing",
            programmeTarget: "seasonStart",
            programmeLinkDirection: "on",
          }),
        ],
      );
      expect(saved.headers.get("Location"), name).toBe(next);
      expect((await toastOf(saved))?.text).toBe(`Practices saved for ${name}.`);
    }
    const response = await post({ intent: "submit" }, cookies.owner);
    expect(response.status).toBe(302);
    const toast = await toastOf(response);
    expect(toast?.text).toBe("Your implementation plan has been submitted.");
    expect(toast?.next).toEqual({
      href: "/profile/journey/practice_data",
      label: "Add your practice data",
    });
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("PRACTICE_DATA");
    const [plan] = await db()
      .select()
      .from(implementationPlans)
      .where(eq(implementationPlans.organisationId, orgA));
    expect(plan).toMatchObject({ season, submittedBy: ownerId });
    expect(plan!.submittedAt).toBeInstanceOf(Date);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plan.submitted"), eq(auditLog.entityId, plan!.id)));
    expect(audit).toHaveLength(1);

    // Submitted once; the plan stays editable for the same season.
    expect((await post({ intent: "submit" }, cookies.owner)).status).toBe(409);
    const changed = await post({ intent: "save-field", fieldId: ids["Vlei"] }, cookies.owner, [
      ...row(0, {
        practice: "restPeriods",
        programmeTarget: "firstRains",
        programmeLinkDirection: "after",
        programmeLinkDays: "30",
      }),
    ]);
    expect(changed.status).toBe(302);
    const data = await load(cookies.owner);
    expect(data.overview!.plan?.submittedAt).not.toBeNull();
    expect(data.overview!.season).toBe(season);
  });

  it("lets viewers and staff through userView read, not write", async () => {
    const viewer = await load(cookies.viewer);
    expect(viewer.canEdit).toBe(false);
    expect(viewer.overview!.fields.length).toBe(4);
    const refused = await post({ intent: "save-field", fieldId: ids["Vlei"] }, cookies.viewer, [
      ...row(0, { practice: "compost", programmeTarget: "none", date: "2026-09-01" }),
    ]);
    expect(refused.status).toBe(403);

    const userView = `/admin/userView/journey/implementation?userId=${ownerId}`;
    const staff = await load(cookies.admin, userView);
    expect(staff.canEdit).toBe(false);
    expect(staff.overview!.fields.length).toBe(4);
    const staffPost = await call(
      page.action,
      new Request(`${BASE}${userView}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "submit" }),
        headers: { Cookie: cookies.admin, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(staffPost.status).toBe(403);
  });

  it("answers another organisation's field with a 404, and NUL in the notes with a 4xx", async () => {
    const other = await post({ intent: "save-field", fieldId: otherField }, cookies.owner, [
      ...row(0, { practice: "compost", programmeTarget: "none", date: "2026-09-01" }),
    ]);
    expect(other.status).toBe(404);
    const notUuid = await post({ intent: "save-field", fieldId: "not-a-uuid" }, cookies.owner, [
      ...row(0, { practice: "compost", programmeTarget: "none", date: "2026-09-01" }),
    ]);
    // Not an id at all: the post is refused naming the field (issue 28; decision 0128).
    expect(notUuid.status).toBe(400);
    expect(await notUuid.text()).toBe("The form's 'fieldId' field must be an id (a UUID).");
    const copyOther = await post({ intent: "copy" }, cookies.owner, [
      ["sourceFieldId", ids["Vlei"]!],
      ["targetFieldIds", otherField],
    ]);
    expect(copyOther.status).toBe(422); // not one of the page's options
    expect(await actionsOf(otherField)).toEqual([]);

    const nul = await post({ intent: "save-field", fieldId: ids["Vlei"] }, cookies.owner, [
      ...row(0, {
        practice: "compost",
        programmeTarget: "none",
        date: "2026-09-01",
        notes: "bad\u0000text",
      }),
    ]);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect((await actionsOf(ids["Vlei"]!))[0]!.practice).toBe("restPeriods");
  });

  it("is closed for writing before the fields are confirmed (409)", async () => {
    const early = await insertPlanningOrganisation(
      "Early Farm",
      season,
      [{ farm: "Early", name: "Camp" }],
      { fieldsComplete: false },
    );
    const member = await insertSignedInMember(early.organisationId, "OWNER");
    const response = await post(
      { intent: "save-field", fieldId: early.fieldIds.Camp },
      member.cookie,
      [...row(0, { practice: "compost", programmeTarget: "none", date: "2026-09-01" })],
    );
    expect(response.status).toBe(409);
    void orgB;
  });
});

// /admin/journey/evidence and its preview route (issue 16; decision 0084) through the real route
// modules on PGlite. Farmers of two organisations add evidence through their own page (a PDF, a
// photo with its EXIF date and place, a spreadsheet; a removed file); a submission with one item
// needing changes and a withdrawn one are inserted. Admins see every organisation's items; the
// filters narrow them (review status included); the list pages 25 at a time with thousands of
// items; the HTML of a full page stays small; the preview route serves only evidence photos and
// PDFs, only to admins, and answers junk with a 4xx.
import { createRemixStub } from "@remix-run/testing";
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  evidenceItems,
  implementationPlans,
  organisations,
  submissionItems,
  submissions,
} from "~/db/schema";
import * as adminPage from "~/routes/admin.journey.evidence";
import * as inline from "~/routes/admin.journey.evidence_.file.$fileId";
import * as farmerPage from "~/routes/profile.journey.evidence/route";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { saveUpload } from "~/services/files/uploads.server";
import { jpegWithExif } from "../support/exif-fixtures";
import { csv, fileOf, pdf, png } from "../support/file-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const PATH = "/admin/journey/evidence";
const FARMER_PATH = "/profile/journey/evidence";
const S = currentSeason();
const cookies = {} as Record<"admin" | "ownerA" | "ownerB" | "writer", string>;
let orgA: string;
let orgB: string;
let ownerA: string;
let fieldsA: Record<string, string>;
let fieldsB: Record<string, string>;
const ids = {} as Record<"compost" | "grazing" | "soil", string>;
const files = {} as Record<"photo" | "invoice" | "sheet" | "removed" | "cv", string>;

type PageData = Awaited<ReturnType<typeof adminPage.loader>>;

async function load(search = "", cookie = cookies.admin): Promise<PageData> {
  const answer = await callRoute(
    adminPage.loader,
    new Request(`${BASE}${PATH}${search ? `?${search}` : ""}`, { headers: { Cookie: cookie } }),
  );
  if (answer instanceof Response) throw new Error(`loader answered ${answer.status}`);
  return answer as PageData;
}

function preview(fileId: string, cookie: string | null = cookies.admin) {
  return callRoute(
    inline.loader,
    // The raw id goes in the params, as the router would hand it over; the URL only has to parse.
    new Request(
      `${BASE}${PATH}/file/${encodeURIComponent(fileId.replace(/[\uD800-\uDFFF]/g, "?"))}`,
      {
        headers: cookie ? { Cookie: cookie } : {},
      },
    ),
    { fileId },
  );
}

/** Adds an item through the farmer's own page, as a farmer would. */
async function addItem(
  cookie: string,
  values: Record<string, string | string[]>,
  upload: File[],
): Promise<string> {
  const form = new FormData();
  form.append("intent", "add");
  for (const [key, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  for (const file of upload) form.append("files.files", file);
  const response = await callRoute(
    farmerPage.action,
    new Request(`${BASE}${FARMER_PATH}?season=${S}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    }),
  );
  expect(response.status).toBe(302);
  const [row] = await db()
    .select({ id: evidenceItems.id })
    .from(evidenceItems)
    .where(eq(evidenceItems.title, values.title as string));
  return row!.id;
}

/** A post of the farmer's evidence page: the form's intent and item first, as the page sends them. */
async function farmerPost(
  cookie: string,
  intent: string,
  evidenceId: string,
  body: Array<[string, string | File]>,
) {
  const form = new FormData();
  form.append("intent", intent);
  form.append("evidenceId", evidenceId);
  for (const [key, value] of body) form.append(key, value);
  const response = await callRoute(
    farmerPage.action,
    new Request(`${BASE}${FARMER_PATH}?season=${S}`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie },
    }),
  );
  expect(response.status).toBe(302);
}

const titles = (data: PageData) => data.items.map((i) => i.title);

beforeAll(async () => {
  const a = await insertPlanningOrganisation(
    "Admin Evidence Boerdery",
    S,
    [
      { farm: "Rooiwal", name: "Kamp 1" },
      { farm: "Rooiwal", name: "Kamp 2" },
    ],
    { practiceDataSubmittedAt: new Date() },
  );
  orgA = a.organisationId;
  fieldsA = a.fieldIds;
  const b = await insertPlanningOrganisation("Bergsig Trust", S, [{ farm: "Oos", name: "Oos 1" }], {
    practiceDataSubmittedAt: new Date(),
  });
  orgB = b.organisationId;
  fieldsB = b.fieldIds;
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  ownerA = owner.userId;
  cookies.ownerA = owner.cookie;
  cookies.ownerB = (await insertSignedInMember(orgB, "OWNER")).cookie;
  cookies.admin = await signInCookie("admin-evidence|admin", "admin@veld.example", ["read:admin"]);
  // Other admin scopes without read:admin do not open the page.
  cookies.writer = await signInCookie("admin-evidence|consts", "consts@veld.example", [
    "write:consts",
  ]);

  ids.compost = await addItem(
    cookies.ownerA,
    {
      field: fieldsA["Kamp 1"]!,
      practice: "compost",
      categories: ["invoices", "photos"],
      title: "Compost delivery",
      description: "Invoice and a photo of the heap",
    },
    [
      fileOf(pdf(), "invoice.pdf", "application/pdf"),
      fileOf(jpegWithExif(), "heap.jpg", "image/jpeg"),
      fileOf(csv(), "loads.csv", "text/csv"),
    ],
  );
  ids.grazing = await addItem(
    cookies.ownerA,
    { field: "farm", categories: ["grazingRecords"], title: "Grazing chart" },
    [fileOf(pdf(), "chart-v1.pdf", "application/pdf")],
  );
  ids.soil = await addItem(
    cookies.ownerB,
    { field: fieldsB["Oos 1"]!, categories: ["soilSamples"], title: "Soil results" },
    [fileOf(png(), "soil.png", "image/png")],
  );

  // The grazing chart's first version is replaced: removed (deletedFiles), kept for the audit.
  const grazingFiles = await load(`organisation=${orgA}`).then(
    (d) => d.items.find((i) => i.id === ids.grazing)!.files,
  );
  files.removed = grazingFiles[0]!.fileId;
  await farmerPost(cookies.ownerA, "edit", ids.grazing, [
    ["field", "farm"],
    ["categories", "grazingRecords"],
    ["title", "Grazing chart"],
    ["files.storedFiles", files.removed],
    ["files.deletedFiles", files.removed],
    ["files.files", fileOf(pdf(), "chart-v2.pdf", "application/pdf")],
  ]);

  // Compost and soil are marked submitted; the grazing chart stays a draft.
  await farmerPost(cookies.ownerA, "submitted", ids.compost, [["submitted", "true"]]);
  await farmerPost(cookies.ownerB, "submitted", ids.soil, [["submitted", "true"]]);

  // Organisation A's submission: the compost item needs changes. Organisation B withdrew one
  // submission (its item ACCEPTED there must not count) and has a new one waiting for review.
  const [subA] = await db()
    .insert(submissions)
    .values({ organisationId: orgA, season: S, status: "CHANGES_REQUESTED" })
    .returning();
  const [withdrawn] = await db()
    .insert(submissions)
    .values({ organisationId: orgB, season: S, status: "WITHDRAWN" })
    .returning();
  const [subB] = await db()
    .insert(submissions)
    .values({ organisationId: orgB, season: S })
    .returning();
  await db()
    .insert(submissionItems)
    .values([
      {
        submissionId: subA!.id,
        organisationId: orgA,
        kind: "EVIDENCE",
        evidenceId: ids.compost,
        label: "Compost delivery",
        status: "CHANGES_REQUESTED",
        reason: "The invoice is unreadable.",
      },
      {
        submissionId: withdrawn!.id,
        organisationId: orgB,
        kind: "EVIDENCE",
        evidenceId: ids.soil,
        label: "Soil results",
        status: "ACCEPTED",
        createdAt: new Date(Date.now() + 60_000),
      },
      {
        submissionId: subB!.id,
        organisationId: orgB,
        kind: "EVIDENCE",
        evidenceId: ids.soil,
        label: "Soil results",
      },
    ]);

  const compost = (await load(`organisation=${orgA}`)).items.find((i) => i.id === ids.compost)!;
  files.photo = compost.files.find((f) => f.name === "heap.jpg")!.fileId;
  files.invoice = compost.files.find((f) => f.name === "invoice.pdf")!.fileId;
  files.sheet = compost.files.find((f) => f.name === "loads.csv")!.fileId;
  // A stored file that is no evidence (a CV: hiring team only), with real bytes.
  files.cv = (
    await saveUpload({
      file: fileOf(pdf(), "cv.pdf", "application/pdf"),
      purpose: "job-cv",
    })
  ).id;
});

describe("who may see it", () => {
  it("shows admins the evidence of every organisation, newest first", async () => {
    const data = await load();
    expect(titles(data)).toEqual(["Soil results", "Grazing chart", "Compost delivery"]);
    expect(new Set(data.items.map((i) => i.organisation.name))).toEqual(
      new Set(["Admin Evidence Boerdery", "Bergsig Trust"]),
    );
    expect(data.total).toBe(3);
    expect(data.options.organisations.map((o) => o.name)).toEqual([
      "Admin Evidence Boerdery",
      "Bergsig Trust",
    ]);
  });

  it.each(["ownerA", "writer"] as const)("refuses %s (403)", async (who) => {
    const answer = await callRoute(
      adminPage.loader,
      new Request(`${BASE}${PATH}`, { headers: { Cookie: cookies[who] } }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(403);
  });

  it("does not show the page to someone signed out", async () => {
    const answer = await callRoute(adminPage.loader, new Request(`${BASE}${PATH}`));
    expect(answer).toBeInstanceOf(Response);
    expect([302, 401, 403]).toContain((answer as Response).status);
  });
});

describe("what an item shows", () => {
  it("names the organisation, season, field, practice, categories, status and review", async () => {
    const data = await load(`organisation=${orgA}`);
    const compost = data.items.find((i) => i.id === ids.compost)!;
    expect(compost).toMatchObject({
      organisation: { id: orgA, name: "Admin Evidence Boerdery" },
      seasonLabel: seasonLabel(S),
      field: "Kamp 1 (Rooiwal)",
      practice: "Compost",
      categories: ["Invoices and receipts", "Photos (with date and place)"],
      title: "Compost delivery",
      description: "Invoice and a photo of the heap",
      status: "submitted",
      statusLabel: "Submitted",
      reviewLabel: "Needs changes",
    });
    expect(compost.submittedAt).not.toBeNull();
    expect(compost.submittedBy).toMatch(/@practice\.example/);
    expect(compost.farmerViewHref).toBe(
      `/admin/userView/journey/evidence?userId=${ownerA}&organisationId=${orgA}&season=${S}#evidence-${ids.compost}`,
    );
    const grazing = data.items.find((i) => i.id === ids.grazing)!;
    expect(grazing).toMatchObject({
      field: "Whole farm",
      practice: null,
      statusLabel: "Draft",
      submittedAt: null,
      reviewLabel: "Not in a submission",
    });
  });

  it("shows a photo's capture date and place, and which files open in the browser", async () => {
    const compost = (await load(`organisation=${orgA}`)).items.find((i) => i.id === ids.compost)!;
    const photo = compost.files.find((f) => f.name === "heap.jpg")!;
    expect(photo).toMatchObject({ kind: "image", capturedAt: "2026-03-14T07:30:00.000Z" });
    expect(photo.latitude).toBeCloseTo(-28.258333, 5);
    expect(photo.longitude).toBeCloseTo(28.3, 5);
    expect(compost.files.find((f) => f.name === "invoice.pdf")!.kind).toBe("pdf");
    expect(compost.files.find((f) => f.name === "loads.csv")!.kind).toBeNull();
  });

  it("lists a removed file as removed, with when and by whom", async () => {
    const grazing = (await load(`organisation=${orgA}`)).items.find((i) => i.id === ids.grazing)!;
    expect(grazing.files.map((f) => f.name)).toEqual(["chart-v2.pdf"]);
    expect(grazing.removedFiles).toHaveLength(1);
    expect(grazing.removedFiles[0]).toMatchObject({ fileId: files.removed, name: "chart-v1.pdf" });
    expect(grazing.removedFiles[0]!.deletedAt).not.toBeNull();
    expect(grazing.removedFiles[0]!.deletedBy).toMatch(/@practice\.example/);
  });

  it("ignores a withdrawn submission's decision", async () => {
    const soil = (await load(`organisation=${orgB}`)).items[0]!;
    expect(soil.reviewLabel).toBe("Waiting for review");
  });
});

describe("filters", () => {
  it.each([
    ["organisation", () => `organisation=${orgB}`, ["Soil results"]],
    ["category", () => "category=invoices", ["Compost delivery"]],
    ["category (soil)", () => "category=soilSamples", ["Soil results"]],
    ["field", () => `organisation=${orgA}&field=${fieldsA["Kamp 1"]}`, ["Compost delivery"]],
    ["field with nothing", () => `organisation=${orgA}&field=${fieldsA["Kamp 2"]}`, []],
    ["whole farm", () => `organisation=${orgA}&field=farm`, ["Grazing chart"]],
    ["season", () => `season=${S}`, ["Soil results", "Grazing chart", "Compost delivery"]],
    ["status draft", () => "status=draft", ["Grazing chart"]],
    ["status submitted", () => "status=submitted", ["Soil results", "Compost delivery"]],
    ["review: needs changes", () => "review=CHANGES_REQUESTED", ["Compost delivery"]],
    ["review: waiting", () => "review=PENDING", ["Soil results"]],
    ["review: accepted (only a withdrawn one)", () => "review=ACCEPTED", []],
    ["review: not in a submission", () => "review=NONE", ["Grazing chart"]],
    [
      "several at once",
      () => `organisation=${orgA}&category=photos&status=submitted&review=CHANGES_REQUESTED`,
      ["Compost delivery"],
    ],
  ])("narrows by %s", async (_, search, expected) => {
    expect(titles(await load(search()))).toEqual(expected);
  });

  it("narrows by season, naming a baseline season as the practice pages do", async () => {
    const [old] = await db()
      .insert(evidenceItems)
      .values({
        organisationId: orgA,
        season: S - 1,
        categories: ["contractorRecords"],
        title: "Last season's contractor",
      })
      .returning();
    try {
      const baseline = await load(`season=${S - 1}`);
      expect(titles(baseline)).toEqual(["Last season's contractor"]);
      expect(baseline.items[0]!.seasonLabel).toBe(`${seasonLabel(S - 1)} (baseline)`);
      expect(baseline.options.seasons.map((o) => o.value)).toEqual([S, S - 1]);
      expect(titles(await load(`season=${S}`))).not.toContain("Last season's contractor");
    } finally {
      await db().delete(evidenceItems).where(eq(evidenceItems.id, old!.id));
    }
  });

  it("offers the chosen organisation's fields and 'Whole farm', and no fields before", async () => {
    expect((await load()).options.fields).toEqual([]);
    const data = await load(`organisation=${orgA}`);
    expect(data.options.fields.map((f) => f.label)).toEqual([
      "Whole farm",
      "Kamp 1 (Rooiwal)",
      "Kamp 2 (Rooiwal)",
    ]);
    expect(data.options.categories.map((c) => c.label)).toContain("Invoices and receipts");
    expect(data.options.reviews.map((r) => r.label)).toEqual([
      "Waiting for review",
      "Accepted",
      "Needs changes",
      "Rejected",
      "Not in a submission",
    ]);
    expect(data.options.seasons).toEqual([{ value: S, label: seasonLabel(S) }]);
  });

  it("treats another organisation's field, and junk, as 'all'", async () => {
    const other = await load(`organisation=${orgA}&field=${fieldsB["Oos 1"]}`);
    expect(other.filters.field).toBeNull();
    expect(titles(other)).toEqual(["Grazing chart", "Compost delivery"]);
    const junk = await load(
      "organisation=nope&category=%00&field=x&season=abc&status=lost&review=%F0&page=-4",
    );
    expect(junk.total).toBe(3);
    expect(junk.filters).toMatchObject({ organisationId: null, page: 1 });
    // An organisation or season without evidence is not offered: 'all' too, as the selects show.
    const unknown = await load(
      `organisation=00000000-0000-4000-8000-000000000000&field=${fieldsA["Kamp 1"]}&season=${S - 1}`,
    );
    expect(unknown.filters).toMatchObject({ organisationId: null, field: null, season: null });
    expect(unknown.total).toBe(3);
    expect(unknown.options.fields).toEqual([]);
  });
});

describe("many items", () => {
  let bulkOrg: string;

  beforeAll(async () => {
    const [org] = await db().insert(organisations).values({ name: "Bulk Farms" }).returning();
    bulkOrg = org!.id;
    // 3000 items, oldest first, each with a file row pointing at the same stored PDF.
    await db().execute(sql`
      insert into evidence_items (organisation_id, season, categories, title, status, created_at)
      select ${bulkOrg}, ${S}, array['other'], 'Bulk ' || n, 'draft',
             now() - interval '1 day' - (3001 - n) * interval '1 minute'
      from generate_series(1, 3000) as n`);
    await db().execute(sql`
      insert into evidence_files (evidence_id, organisation_id, file_id)
      select id, organisation_id, ${files.invoice}::uuid from evidence_items
      where organisation_id = ${bulkOrg}`);
  });

  it("pages 25 at a time, newest first, with page links", async () => {
    const first = await load(`organisation=${bulkOrg}`);
    expect(first.total).toBe(3000);
    expect(first.pages).toBe(120);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.title).toBe("Bulk 3000");
    expect(first.items[24]!.title).toBe("Bulk 2976");
    expect(first.items.every((i) => i.files.length === 1)).toBe(true);
    const second = await load(`organisation=${bulkOrg}&page=2`);
    expect(second.items[0]!.title).toBe("Bulk 2975");
    const last = await load(`organisation=${bulkOrg}&page=120`);
    expect(last.items.map((i) => i.title).at(-1)).toBe("Bulk 1");
    // Past the end: the last page.
    const beyond = await load(`organisation=${bulkOrg}&page=500`);
    expect(beyond.filters.page).toBe(120);
    expect(beyond.items.at(-1)!.title).toBe("Bulk 1");
  });

  it("stays fast with thousands of items, with and without a review filter", async () => {
    for (const search of ["", "review=NONE", "category=other&page=60"]) {
      const started = performance.now();
      const data = await load(search);
      const took = performance.now() - started;
      expect(data.items).toHaveLength(25);
      // PGlite in a test worker; PostgreSQL is faster. Generous, but a query per row would not fit.
      expect(took).toBeLessThan(3000);
    }
  });

  it("keeps the HTML of a full page small (lazy thumbnails, no file bytes)", async () => {
    // 25 items from the bulk, each with a PDF, plus the real items on top with photos.
    const data = await load();
    const Stub = createRemixStub([
      { id: "page", path: PATH, Component: adminPage.default, loader: () => data },
    ]);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    let html: string;
    try {
      html = renderToString(
        createElement(Stub, {
          initialEntries: [PATH],
          hydrationData: { loaderData: { page: data } },
        }),
      ).replaceAll("<!-- -->", "");
    } finally {
      quiet.mockRestore();
    }
    expect(html.match(/data-testid="admin-evidence-item"/g)).toHaveLength(25);
    expect(html).toContain(`loading="lazy"`);
    expect(html).toContain(`src="${PATH}/file/${files.photo}"`);
    expect(html).toContain(`href="/files/${files.sheet}"`);
    expect(html).toContain("https://www.openstreetmap.org/?mlat=-28.258333");
    expect(html).toContain(`href="/admin/journey/companies/${orgA}"`);
    expect(html).toContain("Removed ");
    expect(html).toContain('aria-label="Pages of evidence"');
    expect(html).not.toContain("data:image");
    console.info(`admin evidence page HTML for 25 items: ${html.length} characters`);
    expect(html.length).toBeLessThan(60_000);
  });
});

describe("the preview route", () => {
  it("shows an evidence photo inline to an admin, sandboxed and not cached", async () => {
    const response = await preview(files.photo);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="heap\.jpg"/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).toContain("default-src 'none'");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it("shows a PDF inline in a sandbox without an origin", async () => {
    const response = await preview(files.invoice);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline;/);
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("allow-same-origin");
    await response.arrayBuffer();
  });

  it("still opens a removed file for the audit", async () => {
    const response = await preview(files.removed);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it("refuses other types: they are downloads, never inline", async () => {
    const response = await preview(files.sheet);
    expect(response.status).toBe(415);
    expect(response.headers.get("Content-Disposition")).toBeNull();
  });

  it.each(["ownerA", "ownerB", "writer"] as const)("refuses %s (403)", async (who) => {
    expect((await preview(files.photo, cookies[who])).status).toBe(403);
  });

  it("refuses someone signed out", async () => {
    expect((await preview(files.photo, null)).status).not.toBe(200);
  });

  it.each([
    ["a file that is no evidence (a CV)", () => files.cv],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
    ["junk", () => "not-an-id"],
    ["NUL", () => "\u0000"],
    ["a lone surrogate", () => "\uD800"],
    ["a huge value", () => "a".repeat(10_000)],
    ["nothing", () => ""],
  ])("answers %s with a 404", async (_, id) => {
    expect((await preview(id())).status).toBe(404);
  });
});

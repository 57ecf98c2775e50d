// The evidence page (issue 16; decision 0079) through the real route module on PGlite: a farmer
// adds an item with a PDF and a photo (its EXIF date and place kept), the §5 refusals ('Invalid
// file type: …', 'Too many files, please try again') keep the typed values, a removed file is
// recorded in deletedFiles, an item is marked submitted and back, a draft is deleted; viewers and
// staff through userView read only; another organisation's item is a 404; bad input is a 4xx.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  evidenceFiles,
  evidenceItems,
  implementationPlans,
  organisationDetails,
  storedFiles,
  submissionItems,
  submissions,
} from "~/db/schema";
import { REVIEW_MESSAGES } from "~/services/review/rules";
import * as page from "~/routes/profile.journey.evidence/route";
import { currentSeason } from "~/services/fields/seasons";
import { jpegWithExif } from "../support/exif-fixtures";
import { fileOf, jpeg, pdf, windowsExecutable } from "../support/file-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/evidence";
const S = currentSeason();
const cookies = {} as Record<"owner" | "viewer" | "other" | "admin" | "early", string>;
let orgA: string;
let orgB: string;
let ownerId: string;
let fieldIds: Record<string, string>;

type PageData = Awaited<ReturnType<typeof page.loader>>;

async function load(cookie: string, path = PATH): Promise<PageData> {
  const answer = await callRoute(
    page.loader,
    new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }),
  );
  return (answer instanceof Response ? await answer.json() : answer) as PageData;
}

/**
 * A post of one of the page's forms (decision 0128): its intent and the item it acts on in the
 * body, first as the page's forms send them; the page's state (?season=, ?edit=) in the address.
 */
interface PageForm {
  intent: string;
  evidenceId?: string;
  season?: number;
  edit?: string;
}

function post(form: PageForm, cookie: string, body: Array<[string, string | File]>, path = PATH) {
  const data = new FormData();
  data.append("intent", form.intent);
  if (form.evidenceId !== undefined) data.append("evidenceId", form.evidenceId);
  for (const [key, value] of body) data.append(key, value);
  const search = new URLSearchParams();
  if (form.season !== undefined) search.set("season", String(form.season));
  if (form.edit !== undefined) search.set("edit", form.edit);
  const query = search.toString();
  return callRoute(
    page.action,
    new Request(`${BASE}${path}${query ? `?${query}` : ""}`, {
      method: "POST",
      body: data,
      headers: { Cookie: cookie },
    }),
  );
}

const item = (values: Record<string, string | string[]>, files: File[] = []) => {
  const body: Array<[string, string | File]> = [];
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) body.push([key, v]);
  }
  for (const file of files) body.push(["files.files", file]);
  return body;
};

const itemsOf = (organisationId: string) =>
  db().select().from(evidenceItems).where(eq(evidenceItems.organisationId, organisationId));

beforeAll(async () => {
  const a = await insertPlanningOrganisation(
    "Evidence Boerdery",
    S,
    [
      { farm: "Rooiwal", name: "Kamp 1" },
      { farm: "Rooiwal", name: "Vlei", status: "NOT_INCLUDED" },
    ],
    { practiceDataSubmittedAt: new Date() },
  );
  orgA = a.organisationId;
  fieldIds = a.fieldIds;
  const b = await insertPlanningOrganisation("Other Evidence", S, [{ farm: "O", name: "Oos" }], {
    practiceDataSubmittedAt: new Date(),
  });
  orgB = b.organisationId;
  const early = await insertPlanningOrganisation("Not Yet", S, [{ farm: "N", name: "Een" }]);
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
      { organisationId: early.organisationId, season: S, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  ownerId = owner.userId;
  cookies.owner = owner.cookie;
  cookies.viewer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  cookies.other = (await insertSignedInMember(orgB, "OWNER")).cookie;
  cookies.early = (await insertSignedInMember(early.organisationId, "OWNER")).cookie;
  cookies.admin = await signInCookie("evidence|admin", "admin@evidence.example", ["read:admin"]);
});

describe("adding evidence", () => {
  it("offers the season's included fields and 'Whole farm'", async () => {
    const data = await load(cookies.owner);
    expect(data.season).toBe(S);
    expect(data.canEdit).toBe(true);
    expect(data.options.fields.map((f) => f.label)).toEqual(["Whole farm", "Kamp 1 (Rooiwal)"]);
    expect(data.items).toEqual([]);
  });

  it("stores an item with a PDF and a photo, keeping the photo's date and place", async () => {
    const response = await post(
      { intent: "add", season: S },
      cookies.owner,
      item(
        {
          field: fieldIds["Kamp 1"]!,
          practice: "compost",
          categories: ["invoices", "photos"],
          title: "Compost delivery",
          description: "Invoice and a photo of the heap",
        },
        [
          fileOf(pdf(), "invoice.pdf", "application/pdf"),
          fileOf(jpegWithExif(), "heap.jpg", "image/jpeg"),
        ],
      ),
    );
    expect(response.status).toBe(302);
    const [row] = await itemsOf(orgA);
    expect(row).toMatchObject({
      season: S,
      fieldId: fieldIds["Kamp 1"],
      practice: "compost",
      categories: ["invoices", "photos"],
      title: "Compost delivery",
      status: "draft",
      createdBy: ownerId,
    });
    const files = await db()
      .select()
      .from(evidenceFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, evidenceFiles.fileId))
      .where(eq(evidenceFiles.evidenceId, row!.id));
    expect(files.map((f) => f.stored_files.originalName).sort()).toEqual([
      "heap.jpg",
      "invoice.pdf",
    ]);
    expect(files.every((f) => f.stored_files.organisationId === orgA)).toBe(true);
    const photo = files.find((f) => f.stored_files.originalName === "heap.jpg")!.evidence_files;
    expect(photo.capturedAt?.toISOString()).toBe("2026-03-14T07:30:00.000Z");
    expect(photo.latitude).toBeCloseTo(-28.258333, 5);

    const data = await load(cookies.owner);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]!.fieldName).toBe("Kamp 1 (Rooiwal)");
    const shown = data.items[0]!.files.find((f) => f.name === "heap.jpg")!;
    expect(shown).toMatchObject({ photo: true, capturedAt: "2026-03-14T07:30:00.000Z" });
    // The farmer sees names, not download links (spec §6).
    expect(data.isAdmin).toBe(false);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "evidence.create"), eq(auditLog.entityId, row!.id)));
    expect(audit).toHaveLength(1);
  });

  it("refuses a type not accepted with 'Invalid file type: …', keeping the typed values", async () => {
    const exe = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "other", title: "Program" }, [
        fileOf(windowsExecutable(), "tool.exe"),
      ]),
    );
    expect(exe.status).toBe(422);
    const body = (await exe.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(body.fieldErrors.files).toBe("Invalid file type: .exe");
    expect(body.repopulateFields).toMatchObject({ title: "Program", field: "farm" });

    // A program named like a PDF is judged by its bytes.
    const disguised = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "invoices", title: "Disguised" }, [
        fileOf(windowsExecutable(), "invoice.pdf", "application/pdf"),
      ]),
    );
    expect(disguised.status).toBe(422);
    const refused = (await disguised.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(refused.fieldErrors.files).toMatch(/^Invalid file type: /);
    expect(refused.repopulateFields).toMatchObject({ title: "Disguised" });
    expect(await itemsOf(orgA)).toHaveLength(1);
  });

  it("refuses more than 10 files with 'Too many files, please try again'", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => fileOf(pdf(), `page-${i}.pdf`));
    const response = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "invoices", title: "Many" }, eleven),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(body.fieldErrors.files).toBe("Too many files, please try again");
    expect(body.repopulateFields).toMatchObject({ title: "Many" });
    const twelve = [...eleven, fileOf(pdf(), "page-12.pdf")];
    const more = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "invoices", title: "More" }, twelve),
    );
    expect(more.status).toBe(422);
    expect(((await more.json()) as { fieldErrors: Record<string, string> }).fieldErrors.files).toBe(
      "Too many files, please try again",
    );
  });

  it("needs a category, a title, a file and a field of the season", async () => {
    const response = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: fieldIds["Vlei"]!, title: "" }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(["categories", "title", "files"]),
    );
  });
});

describe("changing evidence", () => {
  it("records a removed file in deletedFiles and keeps it listed as removed", async () => {
    const [row] = await itemsOf(orgA);
    const before = await load(cookies.owner, `${PATH}?edit=${row!.id}`);
    expect(before.editing?.id).toBe(row!.id);
    // A refused edit comes back on the form it came from, with the values typed.
    const refused = await post(
      { intent: "edit", evidenceId: row!.id, season: S, edit: row!.id },
      cookies.owner,
      item({ field: "farm", categories: "other", title: "Renamed" }, [
        fileOf(windowsExecutable(), "x.exe"),
      ]),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { files: "Invalid file type: .exe" },
      repopulateFields: { title: "Renamed" },
    });
    const again = await load(cookies.owner, `${PATH}?season=${S}&edit=${row!.id}`);
    expect(again.editing?.id).toBe(row!.id);
    const pdfFile = before.items[0]!.files.find((f) => f.name === "invoice.pdf")!;
    const photo = before.items[0]!.files.find((f) => f.name === "heap.jpg")!;
    const response = await post({ intent: "edit", evidenceId: row!.id }, cookies.owner, [
      ...item({
        field: fieldIds["Kamp 1"]!,
        practice: "compost",
        categories: ["invoices", "photos"],
        title: "Compost delivery (March)",
      }),
      ["files.storedFiles", pdfFile.fileId],
      ["files.storedFiles", photo.fileId],
      ["files.deletedFiles", pdfFile.fileId],
      ["files.files", fileOf(jpeg(), "no-exif.jpg", "image/jpeg")],
    ]);
    expect(response.status).toBe(302);
    const [removed] = await db()
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.fileId, pdfFile.fileId));
    expect(removed!.deletedAt).toBeInstanceOf(Date);
    expect(removed!.deletedBy).toBe(ownerId);
    // The stored file stays for the audit.
    expect(
      await db().select().from(storedFiles).where(eq(storedFiles.id, pdfFile.fileId)),
    ).toHaveLength(1);
    const after = await load(cookies.owner);
    const shown = after.items[0]!;
    expect(shown.title).toBe("Compost delivery (March)");
    expect(shown.files.map((f) => f.name).sort()).toEqual(["heap.jpg", "no-exif.jpg"]);
    expect(shown.removedFiles.map((f) => f.name)).toEqual(["invoice.pdf"]);
    expect(shown.files.find((f) => f.name === "no-exif.jpg")).toMatchObject({
      photo: true,
      capturedAt: null,
      latitude: null,
    });
  });

  it("marks an item submitted (read-only) and back to draft", async () => {
    const [row] = await itemsOf(orgA);
    const submit = await post({ intent: "submitted", evidenceId: row!.id }, cookies.owner, [
      ["submitted", "true"],
    ]);
    expect(submit.status).toBe(302);
    const [submitted] = await itemsOf(orgA);
    expect(submitted).toMatchObject({ status: "submitted", submittedBy: ownerId });
    const data = await load(cookies.owner);
    expect(data.items[0]!.permissions).toMatchObject({
      edit: false,
      delete: false,
      backToDraft: true,
    });
    // A submitted item can neither be changed nor deleted.
    const edit = await post(
      { intent: "edit", evidenceId: row!.id },
      cookies.owner,
      item({ field: "farm", categories: "other", title: "Changed" }, [fileOf(pdf(), "x.pdf")]),
    );
    expect(edit.status).toBe(409);
    expect((await post({ intent: "delete", evidenceId: row!.id }, cookies.owner, [])).status).toBe(
      409,
    );
    const back = await post({ intent: "submitted", evidenceId: row!.id }, cookies.owner, [
      ["submitted", "false"],
    ]);
    expect(back.status).toBe(302);
    expect((await itemsOf(orgA))[0]).toMatchObject({ status: "draft", submittedAt: null });
  });

  it("deletes a draft, keeping its stored files", async () => {
    const created = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "soilSamples", title: "Soil report" }, [
        fileOf(pdf(), "soil.pdf", "application/pdf"),
      ]),
    );
    expect(created.status).toBe(302);
    const soil = (await itemsOf(orgA)).find((i) => i.title === "Soil report")!;
    const [file] = await db()
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.evidenceId, soil.id));
    const response = await post({ intent: "delete", evidenceId: soil.id }, cookies.owner, []);
    expect(response.status).toBe(302);
    expect((await itemsOf(orgA)).some((i) => i.id === soil.id)).toBe(false);
    expect(
      await db().select().from(storedFiles).where(eq(storedFiles.id, file!.fileId)),
    ).toHaveLength(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "evidence.delete"), eq(auditLog.entityId, soil.id)));
    expect(JSON.stringify(entry!.changes)).toContain("soil.pdf");
  });
});

describe("who may do what", () => {
  it("lets a signatory read but not post (403)", async () => {
    const data = await load(cookies.viewer);
    expect(data.canEdit).toBe(false);
    expect(data.items).toHaveLength(1);
    const response = await post(
      { intent: "add", season: S },
      cookies.viewer,
      item({ field: "farm", categories: "other", title: "Viewer" }, [fileOf(pdf(), "v.pdf")]),
    );
    expect(response.status).toBe(403);
  });

  it("shows admins through userView the download links, read-only", async () => {
    const userView = `/admin/userView/journey/evidence?userId=${ownerId}`;
    const data = await load(cookies.admin, userView);
    expect(data.isAdmin).toBe(true);
    expect(data.canEdit).toBe(false);
    const [row] = await itemsOf(orgA);
    const response = await callRoute(
      page.action,
      new Request(`${BASE}${userView}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "delete", evidenceId: row!.id }),
        headers: { Cookie: cookies.admin, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(403);
  });

  it("answers another organisation's item with a 404 and a non-UUID id with a 400 naming it", async () => {
    const [row] = await itemsOf(orgA);
    for (const intent of ["delete", "submitted"]) {
      const response = await post({ intent, evidenceId: row!.id }, cookies.other, [
        ["submitted", "true"],
      ]);
      expect(response.status, intent).toBe(404);
    }
    for (const form of [
      { intent: "delete", evidenceId: "not-a-uuid" },
      { intent: "submitted", evidenceId: "7" },
    ]) {
      const response = await post(form, cookies.other, [["submitted", "true"]]);
      expect(response.status, form.intent).toBe(400);
      expect(await response.text()).toBe("The form's 'evidenceId' field must be an id (a UUID).");
    }
    // NUL is refused with the whole form, as in any field (decision 0059).
    const nul = await post({ intent: "submitted", evidenceId: "\u0000" }, cookies.other, []);
    expect(nul.status).toBe(422);
    const edit = await post(
      { intent: "edit", evidenceId: row!.id },
      cookies.other,
      item({ field: "farm", categories: "other", title: "Mine" }, [fileOf(pdf(), "m.pdf")]),
    );
    expect(edit.status).toBe(404);
    expect((await itemsOf(orgB)).length).toBe(0);
    expect((await itemsOf(orgA))[0]!.title).toBe("Compost delivery (March)");
  });

  it("refuses NUL in the title with a 4xx and an unknown form with a 400", async () => {
    const response = await post(
      { intent: "add", season: S },
      cookies.owner,
      item({ field: "farm", categories: "other", title: "Bad\u0000title" }, [
        fileOf(pdf(), "n.pdf"),
      ]),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await post({ intent: "nonsense" }, cookies.owner, [])).status).toBe(400);
    // A post that names no form at all is not one of the page's either.
    const unnamed = await callRoute(
      page.action,
      new Request(`${BASE}${PATH}`, {
        method: "POST",
        body: new URLSearchParams({ submitted: "true" }),
        headers: { Cookie: cookies.owner, "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(unnamed.status).toBe(400);
  });

  it("keeps the step locked until the practice data is submitted (409)", async () => {
    const response = await post(
      { intent: "add", season: S },
      cookies.early,
      item({ field: "farm", categories: "other", title: "Early" }, [fileOf(pdf(), "e.pdf")]),
    );
    expect(response.status).toBe(409);
  });
});

describe("evidence under review (decision 0080)", () => {
  it("cannot go back to draft or be deleted while in a submission, until changes are asked", async () => {
    const created = await post(
      { intent: "add", season: S },
      cookies.other,
      item({ field: "farm", categories: "invoices", title: "Under review" }, [
        fileOf(pdf(), "review.pdf", "application/pdf"),
      ]),
    );
    expect(created.status).toBe(302);
    const [row] = await itemsOf(orgB);
    expect(
      (
        await post({ intent: "submitted", evidenceId: row!.id }, cookies.other, [
          ["submitted", "true"],
        ])
      ).status,
    ).toBe(302);
    const [submission] = await db()
      .insert(submissions)
      .values({ organisationId: orgB, season: S })
      .returning();
    const [reviewItem] = await db()
      .insert(submissionItems)
      .values({
        submissionId: submission!.id,
        organisationId: orgB,
        kind: "EVIDENCE",
        evidenceId: row!.id,
        label: row!.title,
      })
      .returning();
    const waiting = await load(cookies.other);
    expect(waiting.items[0]!.permissions).toMatchObject({ backToDraft: false, delete: false });
    const back = await post({ intent: "submitted", evidenceId: row!.id }, cookies.other, [
      ["submitted", "false"],
    ]);
    expect(back.status).toBe(409);
    expect(await back.text()).toContain(REVIEW_MESSAGES.evidenceLocked);

    // A decision the farmer cannot see yet (no summary sent) still locks it.
    const decidedAt = new Date(Date.now() - 60_000);
    await db()
      .update(submissionItems)
      .set({ status: "CHANGES_REQUESTED", reason: "No date", decidedAt })
      .where(eq(submissionItems.id, reviewItem!.id));
    expect(
      (
        await post({ intent: "submitted", evidenceId: row!.id }, cookies.other, [
          ["submitted", "false"],
        ])
      ).status,
    ).toBe(409);

    // Once the summary decision is sent, the farmer can take it back and fix it, not delete it.
    await db()
      .update(submissions)
      .set({ status: "CHANGES_REQUESTED", decidedAt: new Date() })
      .where(eq(submissions.id, submission!.id));
    expect(
      (
        await post({ intent: "submitted", evidenceId: row!.id }, cookies.other, [
          ["submitted", "false"],
        ])
      ).status,
    ).toBe(302);
    const fixing = await post({ intent: "delete", evidenceId: row!.id }, cookies.other, []);
    expect(fixing.status).toBe(409);
    expect(await fixing.text()).toContain(REVIEW_MESSAGES.deleteLocked);

    // A withdrawn submission no longer holds it.
    await db()
      .update(submissions)
      .set({ status: "WITHDRAWN" })
      .where(eq(submissions.id, submission!.id));
    expect((await post({ intent: "delete", evidenceId: row!.id }, cookies.other, [])).status).toBe(
      302,
    );
  });
});

describe("organisation details untouched", () => {
  it("does not move the journey", async () => {
    const [details] = await db()
      .select()
      .from(organisationDetails)
      .where(eq(organisationDetails.organisationId, orgA));
    expect(details!.practiceDataSubmittedAt).toBeInstanceOf(Date);
  });
});

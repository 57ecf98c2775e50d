// Staged uploads (decision 0088) through the real route modules on PGlite: with JavaScript the
// evidence form uploads each file on its own to /uploads/staged/evidence and posts only the ids.
// The staging route needs an editor of the active organisation and refuses with the kit's
// sentences; attaching takes only the person's own staged rows of the organisation, once, within
// the file count, and keeps a photo's EXIF; rows never attached are swept after a day. Without
// JavaScript an oversized file comes back beside the files field with every typed value.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { evidenceFiles, evidenceItems, implementationPlans, storedFiles } from "~/db/schema";
import * as page from "~/routes/profile.journey.evidence/route";
import * as staging from "~/routes/uploads.staged.$purpose";
import { sweepStagedUploads } from "~/services/files/upload-sweep.server";
import { currentSeason } from "~/services/fields/seasons";
import { fileStore } from "~/services/files/file-store.server";
import {
  STAGED_FILE_GONE_MESSAGE,
  STAGED_SIGNED_OUT_MESSAGE,
  STAGED_UPLOAD_PENDING_MESSAGE,
  STAGED_UPLOADING_VALUE,
} from "~/services/files/staged-uploads";
import { jpegWithExif } from "../support/exif-fixtures";
import { fileOf, pdf, windowsExecutable } from "../support/file-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const PATH = "/profile/journey/evidence";
const S = currentSeason();
const cookies = {} as Record<"owner" | "staff" | "viewer" | "other", string>;
const users = {} as Record<"owner" | "staff" | "other", string>;
let orgA: string;
let orgB: string;

interface Refusal {
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, unknown>;
}

function stage(cookie: string | null, files: File[], purpose = "evidence") {
  const form = new FormData();
  for (const file of files) form.append("file", file);
  return callRoute(
    staging.action,
    new Request(`${BASE}/uploads/staged/${purpose}`, {
      method: "POST",
      body: form,
      headers: cookie ? { Cookie: cookie } : {},
    }),
    { purpose },
  );
}

async function staged(cookie: string, file: File) {
  const response = await stage(cookie, [file]);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string; size: number };
}

/**
 * A post of the evidence page's form `intent` (decision 0128), the item it edits in the body, from
 * the page of season S (?season=, page state).
 */
function post(
  form: { intent: "add" | "edit"; evidenceId?: string },
  cookie: string,
  body: Array<[string, string | File]>,
) {
  const data = new FormData();
  data.append("intent", form.intent);
  if (form.evidenceId) data.append("evidenceId", form.evidenceId);
  for (const [key, value] of body) data.append(key, value);
  return callRoute(
    page.action,
    new Request(`${BASE}${PATH}?season=${S}`, {
      method: "POST",
      body: data,
      headers: { Cookie: cookie },
    }),
  );
}

const item = (title: string, stagedIds: string[], extra: Array<[string, string | File]> = []) =>
  [
    ["field", "farm"],
    ["categories", "photos"],
    ["title", title],
    ["description", `About ${title}`],
    ...stagedIds.map((id) => ["files.stagedFiles", id] as [string, string]),
    ...extra,
  ] as Array<[string, string | File]>;

const rowOf = async (id: string) =>
  (await db().select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

const itemTitled = async (title: string) =>
  (
    await db()
      .select()
      .from(evidenceItems)
      .where(and(eq(evidenceItems.organisationId, orgA), eq(evidenceItems.title, title)))
  )[0];

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Staged Boerdery", S, [{ farm: "R", name: "Kamp" }], {
    practiceDataSubmittedAt: new Date(),
  });
  orgA = a.organisationId;
  const b = await insertPlanningOrganisation("Other Staged", S, [{ farm: "O", name: "Oos" }], {
    practiceDataSubmittedAt: new Date(),
  });
  orgB = b.organisationId;
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: S, submittedAt: new Date() },
      { organisationId: orgB, season: S, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  const staff = await insertSignedInMember(orgA, "STAFF");
  const other = await insertSignedInMember(orgB, "OWNER");
  Object.assign(cookies, {
    owner: owner.cookie,
    staff: staff.cookie,
    other: other.cookie,
    viewer: (await insertSignedInMember(orgA, "SIGNATORY")).cookie,
  });
  Object.assign(users, { owner: owner.userId, staff: staff.userId, other: other.userId });
});

describe("POST /uploads/staged/evidence", () => {
  it("stores the file as a staged upload of the active organisation, by the person", async () => {
    const answer = await staged(cookies.owner, fileOf(pdf(), "invoice.pdf", "application/pdf"));
    expect(answer).toMatchObject({ name: "invoice.pdf", size: pdf().byteLength });
    expect(await rowOf(answer.id)).toMatchObject({
      purpose: "staged:evidence",
      organisationId: orgA,
      uploadedBy: users.owner,
    });
  });

  it("someone signed out gets a 401 with a sentence, and nothing is stored", async () => {
    const before = await db().select().from(storedFiles);
    const response = await stage(null, [fileOf(pdf(), "a.pdf")]);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: STAGED_SIGNED_OUT_MESSAGE });
    expect(await db().select().from(storedFiles)).toHaveLength(before.length);
  });

  it("a member who may only read the organisation is refused (403)", async () => {
    const response = await stage(cookies.viewer, [fileOf(pdf(), "a.pdf")]);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/role/);
  });

  it("a purpose that does not stage is a 404", async () => {
    expect((await stage(cookies.owner, [fileOf(pdf(), "a.pdf")], "job-cv")).status).toBe(404);
  });

  it("refuses a type not accepted with 'Invalid file type: {type}'", async () => {
    const response = await stage(cookies.owner, [fileOf(windowsExecutable(), "tool.exe")]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Invalid file type: .exe" });
  });

  it("refuses a file over 20 MB with the limit", async () => {
    const big = fileOf(new Uint8Array(20 * 1024 * 1024 + 1), "scan.pdf", "application/pdf");
    const response = await stage(cookies.owner, [big]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "The file is too large. Please upload a file of at most 20 MB.",
    });
  });

  it("two files in one upload: 'Too many files, please try again'", async () => {
    const response = await stage(cookies.owner, [fileOf(pdf(), "a.pdf"), fileOf(pdf(), "b.pdf")]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Too many files, please try again" });
  });

  it("a method other than POST is refused (405)", async () => {
    const response = await callRoute(
      staging.action,
      new Request(`${BASE}/uploads/staged/evidence`, {
        method: "PUT",
        body: "x",
        headers: { Cookie: cookies.owner },
      }),
      { purpose: "evidence" },
    );
    expect(response.status).toBe(405);
  });
  it("a GET reads nothing: 401 signed out, 405 signed in", async () => {
    const get = (cookie?: string) =>
      callRoute(
        staging.loader,
        new Request(`${BASE}/uploads/staged/evidence`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        { purpose: "evidence" },
      );
    expect((await get()).status).toBe(401);
    expect((await get(cookies.owner)).status).toBe(405);
  });
});

describe("attaching staged files to evidence", () => {
  it("the form posts only ids: the files become the item's, a photo keeps its EXIF", async () => {
    const invoice = await staged(cookies.owner, fileOf(pdf(), "invoice.pdf", "application/pdf"));
    const photo = await staged(cookies.owner, fileOf(jpegWithExif(), "heap.jpg", "image/jpeg"));
    const response = await post(
      { intent: "add" },
      cookies.owner,
      item("Staged heap", [invoice.id, photo.id]),
    );
    expect(response.status).toBe(302);
    const row = await itemTitled("Staged heap");
    const files = await db()
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.evidenceId, row!.id));
    expect(files.map((f) => f.fileId).sort()).toEqual([invoice.id, photo.id].sort());
    const shot = files.find((f) => f.fileId === photo.id)!;
    expect(shot.capturedAt?.toISOString()).toBe("2026-03-14T07:30:00.000Z");
    expect(shot.latitude).toBeCloseTo(-28.258333, 5);
    expect((await rowOf(photo.id))?.purpose).toBe("evidence");
    expect((await rowOf(invoice.id))?.purpose).toBe("evidence");
  });

  it("an id attached already cannot be attached twice: 422 beside the files, values kept", async () => {
    const once = await staged(cookies.owner, fileOf(pdf(), "once.pdf", "application/pdf"));
    expect((await post({ intent: "add" }, cookies.owner, item("First", [once.id]))).status).toBe(
      302,
    );
    const again = await post({ intent: "add" }, cookies.owner, item("Second", [once.id]));
    expect(again.status).toBe(422);
    const body = (await again.json()) as Refusal;
    expect(body.fieldErrors).toEqual({ files: STAGED_FILE_GONE_MESSAGE });
    expect(body.repopulateFields).toMatchObject({ title: "Second", description: "About Second" });
    expect(await itemTitled("Second")).toBeUndefined();
  });

  it("another person's staged id is refused, even in the same organisation", async () => {
    const theirs = await staged(cookies.staff, fileOf(pdf(), "staff.pdf", "application/pdf"));
    const response = await post({ intent: "add" }, cookies.owner, item("Not mine", [theirs.id]));
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).fieldErrors.files).toBe(STAGED_FILE_GONE_MESSAGE);
    expect((await rowOf(theirs.id))?.purpose).toBe("staged:evidence");
  });

  it("another organisation's staged id is refused, and nothing of the post is kept", async () => {
    const theirs = await staged(cookies.other, fileOf(pdf(), "b.pdf", "application/pdf"));
    const mine = await staged(cookies.owner, fileOf(pdf(), "mine.pdf", "application/pdf"));
    const response = await post(
      { intent: "add" },
      cookies.owner,
      item("Mixed", [mine.id, theirs.id]),
    );
    expect(response.status).toBe(422);
    expect(await itemTitled("Mixed")).toBeUndefined();
    // The transaction rolled back: the person's own file is still staged, to post again.
    expect((await rowOf(mine.id))?.purpose).toBe("staged:evidence");
    expect(await rowOf(theirs.id)).toMatchObject({
      purpose: "staged:evidence",
      organisationId: orgB,
    });
  });

  it("a staged value that is not an id is a 422, never a 500", async () => {
    const response = await post(
      { intent: "add" },
      cookies.owner,
      item("Bad id", ["../../etc/passwd"]),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).fieldErrors.files).toBe(STAGED_FILE_GONE_MESSAGE);
  });

  it("a post while a file is still uploading is stopped with a sentence", async () => {
    const response = await post(
      { intent: "add" },
      cookies.owner,
      item("Too soon", [STAGED_UPLOADING_VALUE]),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).fieldErrors.files).toBe(
      STAGED_UPLOAD_PENDING_MESSAGE,
    );
  });

  it("staged files count with the kept ones: 10 at most", async () => {
    const first = await staged(cookies.owner, fileOf(pdf(), "kept.pdf", "application/pdf"));
    expect((await post({ intent: "add" }, cookies.owner, item("Counted", [first.id]))).status).toBe(
      302,
    );
    const row = await itemTitled("Counted");
    const more = [];
    for (let i = 0; i < 10; i += 1)
      more.push((await staged(cookies.owner, fileOf(pdf(), `p${i}.pdf`, "application/pdf"))).id);
    const edit = (ids: string[]) =>
      post({ intent: "edit", evidenceId: row!.id }, cookies.owner, [
        ...item("Counted", ids),
        ["files.storedFiles", first.id],
      ]);
    const tooMany = await edit(more);
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as Refusal).fieldErrors.files).toBe(
      "Too many files, please try again",
    );
    expect((await edit(more.slice(0, 9))).status).toBe(302);
    const kept = await db()
      .select()
      .from(evidenceFiles)
      .where(eq(evidenceFiles.evidenceId, row!.id));
    expect(kept).toHaveLength(10);
  });
});

describe("files waiting to be attached", () => {
  it("a person may have 30 evidence files waiting; the next is 'Too many files, please try again'", async () => {
    const waiting = await db()
      .select()
      .from(storedFiles)
      .where(
        and(eq(storedFiles.uploadedBy, users.staff), eq(storedFiles.purpose, "staged:evidence")),
      );
    for (let i = waiting.length; i < 30; i += 1)
      await staged(cookies.staff, fileOf(pdf(), `wait-${i}.pdf`, "application/pdf"));
    const refused = await stage(cookies.staff, [fileOf(pdf(), "one-more.pdf")]);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Too many files, please try again" });
    // Someone else in the organisation is not held up by it.
    await staged(cookies.owner, fileOf(pdf(), "owner.pdf", "application/pdf"));
  });
});

describe("the sweep of staged uploads never attached", () => {
  it("removes rows older than a day with their bytes, and leaves fresh and attached ones", async () => {
    const old = await staged(cookies.owner, fileOf(pdf(), "old.pdf", "application/pdf"));
    const fresh = await staged(cookies.owner, fileOf(pdf(), "fresh.pdf", "application/pdf"));
    const used = await staged(cookies.owner, fileOf(pdf(), "used.pdf", "application/pdf"));
    expect((await post({ intent: "add" }, cookies.owner, item("Swept?", [used.id]))).status).toBe(
      302,
    );
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    for (const id of [old.id, used.id])
      await db().update(storedFiles).set({ createdAt: twoDaysAgo }).where(eq(storedFiles.id, id));
    const oldKey = (await rowOf(old.id))!.storageKey;
    expect(await fileStore().get(oldKey)).not.toBeNull();

    const removed = await sweepStagedUploads();
    expect(removed).toContain(old.id);
    expect(removed).not.toContain(fresh.id);
    expect(removed).not.toContain(used.id);
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await fileStore().get(oldKey)).toBeNull();
    expect(await rowOf(fresh.id)).toBeDefined();
    expect((await rowOf(used.id))?.purpose).toBe("evidence");
  });
});

describe("without JavaScript", () => {
  it("a file over 20 MB comes back beside the files field with the title and description typed", async () => {
    // A real multipart body as a browser sends it: the values, then the file, then a value after.
    const boundary = "----veldNoScript";
    const head = [
      ["intent", "add"],
      ["field", "farm"],
      ["categories", "invoices"],
      ["title", "Big scan"],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("");
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="files.files"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nThe whole season's invoices\r\n--${boundary}--\r\n`;
    const body = new Blob([head, fileHead, new Uint8Array(25 * 1024 * 1024), tail]);
    const response = await callRoute(
      page.action,
      new Request(`${BASE}${PATH}?season=${S}`, {
        method: "POST",
        body,
        headers: {
          Cookie: cookies.owner,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
      }),
    );
    expect(response.status).toBe(422);
    const refused = (await response.json()) as Refusal;
    expect(refused.fieldErrors).toEqual({
      files: "The file is too large. Please upload a file of at most 20 MB.",
    });
    expect(refused.repopulateFields).toMatchObject({
      field: "farm",
      categories: "invoices",
      title: "Big scan",
      description: "The whole season's invoices",
    });
    expect(await itemTitled("Big scan")).toBeUndefined();
  });
});

// POST /api/v2/admin/jobApplications/{id}/file (spec §7 admin calls: 'upload | job application
// file'; issue 32): the applicant's CV replaced through the admin API, as multipart/form-data,
// with the public form's checks. Real Requests on PGlite, tokens minted as the provider would.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, jobApplications, jobPostings, storedFiles, users } from "~/db/schema";
import { action as upload } from "~/routes/api.v2.admin.jobApplications.$id.file";
import { loader as download } from "~/routes/files.$fileId";
import { saveUpload } from "~/services/files/uploads.server";
import { PDF_ACTIVE_CONTENT_MESSAGE } from "~/services/files/upload-error";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import * as fixture from "../support/file-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

let hiring: string;
let readOnly: string;
let applicationId: string;
let firstCv: string;

beforeAll(async () => {
  await db().insert(users).values({ subject: "auth|cv-admin", email: "hiring@example.co.za" });
  hiring = await mintAccessToken("auth|cv-admin", {
    permissions: ["read:admin", "write:application"],
    email: "hiring@example.co.za",
  });
  readOnly = await mintAccessToken("auth|cv-viewer", { permissions: ["read:admin"] });
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Soil sampler",
      description: "Takes cores",
      category: "conservationEcology",
      location: "FS",
      salary: "R15 000 per month",
      employmentType: "fullTime",
    })
    .returning();
  const cv = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "first-cv.pdf", "application/pdf"),
    purpose: "job-cv",
    organisationId: null,
  });
  firstCv = cv.id;
  const [application] = await db()
    .insert(jobApplications)
    .values({
      jobId: posting!.id,
      firstName: "Lerato",
      surname: "Dlamini",
      email: "lerato@example.co.za",
      phoneNumber: "+27 821234567",
      gender: "female",
      race: "african",
      highestQualification: "Diploma",
      salary: "15000",
      employmentStatus: "unemployed",
      cvFileId: cv.id,
    })
    .returning();
  applicationId = application!.id;
});

function post(id: string, token: string | null, body: BodyInit, type?: string) {
  const request = apiRequest(`/api/v2/admin/jobApplications/${id}/file`, token, {
    method: "POST",
  });
  const headers = new Headers(request.headers);
  if (type) headers.set("Content-Type", type);
  return callRoute(upload, new Request(request.url, { method: "POST", headers, body }), { id });
}

const formWith = (name: string, file: File) => {
  const form = new FormData();
  form.append(name, file);
  return form;
};

async function cvOf(id: string) {
  const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, id));
  return row!.cvFileId;
}

describe("uploading a job application's file through the admin API", () => {
  it("replaces the applicant's CV, audited; the old one is removed; the new path downloads with the token", async () => {
    const file = fixture.fileOf(fixture.pdf(), "Lerato CV 2026.pdf", "application/pdf");
    const response = await post(applicationId, hiring, formWith("file", file));
    expect(response.status).toBe(200);
    const { ok, data } = (await response.json()) as { ok: boolean; data: { cv: string } };
    expect(ok).toBe(true);
    const cv = await cvOf(applicationId);
    expect(cv).not.toBe(firstCv);
    expect(data.cv).toBe(`/files/${cv}`);
    const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.id, cv!));
    expect(stored).toMatchObject({ purpose: "job-cv", organisationId: null, extension: ".pdf" });
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, firstCv))).toEqual([]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job_application.cv"), eq(auditLog.entityId, applicationId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ field: "cv", from: firstCv, to: cv });
    const got = await callRoute(download, apiRequest(data.cv, hiring), { fileId: cv! });
    expect(got.status).toBe(200);
  });

  it("401 without a token, 403 without write:application: nothing changes", async () => {
    const before = await cvOf(applicationId);
    const file = fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf");
    expect((await post(applicationId, null, formWith("file", file))).status).toBe(401);
    const forbidden = await post(applicationId, readOnly, formWith("file", file));
    expect(forbidden.status).toBe(403);
    expect(await cvOf(applicationId)).toBe(before);
  });

  it("a body that is not multipart is a 400; multipart without 'file' a 422", async () => {
    const json = await post(
      applicationId,
      hiring,
      JSON.stringify({ file: "x" }),
      "application/json",
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false });
    const wrongField = await post(
      applicationId,
      hiring,
      formWith("cv", fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf")),
    );
    expect(wrongField.status).toBe(422);
    expect(await wrongField.json()).toMatchObject({ errors: { file: "Required" } });
  });

  it("a PDF that runs JavaScript, or a file that is not a CV by its bytes, is refused (422) and nothing is stored", async () => {
    const before = await cvOf(applicationId);
    const count = async () => (await db().select().from(storedFiles)).length;
    const files = await count();
    const scripted = await post(
      applicationId,
      hiring,
      formWith("file", fixture.fileOf(fixture.pdfWithScript(), "cv.pdf", "application/pdf")),
    );
    expect(scripted.status).toBe(422);
    expect(await scripted.json()).toEqual({
      ok: false,
      message: PDF_ACTIVE_CONTENT_MESSAGE,
      errors: { file: PDF_ACTIVE_CONTENT_MESSAGE },
    });
    const notCv = await post(
      applicationId,
      hiring,
      formWith("file", fixture.fileOf(new TextEncoder().encode("MZ not a cv"), "cv.pdf")),
    );
    expect(notCv.status).toBe(422);
    expect(await cvOf(applicationId)).toBe(before);
    expect(await count()).toBe(files);
  });

  it("an unknown or malformed application id is a 404", async () => {
    const file = fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await post(unknown, hiring, formWith("file", file))).status).toBe(404);
    expect((await post("not-a-uuid", hiring, formWith("file", file))).status).toBe(404);
  });
});

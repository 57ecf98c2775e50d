// The report API (issue 16; decision 0083; spec §7 'Report GET', admin 'GET downloads of reports,
// summary files and ndvi') with bearer tokens from a test issuer: an admin uploads (multipart,
// audited, members e-mailed), members and admins list an organisation's reports and another
// organisation's member gets a 404, admins list across organisations and download through the
// API with the same headers as /files/{fileId}, a missing file says spec §8's message in the
// envelope, and a removal needs a reason.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, reportFiles, storedFiles } from "~/db/schema";
import { getEnv } from "~/env.server";
import * as companyReports from "~/routes/api.v2.company.$companyId.reports";
import * as adminReports from "~/routes/api.v2.admin.reports";
import * as adminReport from "~/routes/api.v2.admin.reports.$reportId";
import * as adminDownload from "~/routes/api.v2.admin.reports.$reportId.download";
import * as adminUpload from "~/routes/api.v2.admin.company.$id.reports";
import type { adminReportJson, ReportJson } from "~/services/reports/api";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { csv, fileOf, pdf, windowsExecutable } from "../support/file-fixtures";
import { insertTestOrganisation, UNKNOWN_ID } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

type AdminReportJson = ReturnType<typeof adminReportJson>;

const tokens = {} as Record<"admin" | "reader" | "owner" | "outsider", string>;
let orgA: string;
let orgB: string;
let ownerEmail: string;
let reportId: string;

function uploadTo(org: string, fields: Array<[string, string | File]>, token = tokens.admin) {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return callRoute(
    adminUpload.action,
    new Request(`http://localhost:3000/api/v2/admin/company/${org}/reports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
    { id: org },
  );
}

const listOf = (org: string, token: string) =>
  callRoute(companyReports.loader, apiRequest(`/api/v2/company/${org}/reports`, token), {
    companyId: org,
  });

const downloadOf = (id: string, token = tokens.admin) =>
  callRoute(adminDownload.loader, apiRequest(`/api/v2/admin/reports/${id}/download`, token), {
    reportId: id,
  });

const remove = (id: string, body: unknown, token = tokens.admin) =>
  callRoute(
    adminReport.action,
    apiRequest(`/api/v2/admin/reports/${id}`, token, { method: "DELETE", body }),
    { reportId: id },
  );

beforeAll(async () => {
  orgA = (await insertTestOrganisation("API Reports Farm")).id;
  orgB = (await insertTestOrganisation("API Reports Other")).id;
  const owner = await insertSignedInMember(orgA, "OWNER");
  const outsider = await insertSignedInMember(orgB, "OWNER");
  ownerEmail = owner.email;
  tokens.owner = await mintAccessToken(owner.subject);
  tokens.outsider = await mintAccessToken(outsider.subject);
  tokens.admin = await mintAccessToken("reports-api|admin", {
    permissions: ["read:admin", "write:admin"],
    email: "admin@reports-api.example",
  });
  tokens.reader = await mintAccessToken("reports-api|reader", { permissions: ["read:admin"] });
});

describe("POST /api/v2/admin/company/{id}/reports", () => {
  it("stores the report (201), audits it and e-mails the members", async () => {
    const response = await uploadTo(orgA, [
      ["kind", "report"],
      ["title", "Annual report"],
      ["file", fileOf(pdf(), "annual.pdf", "application/pdf")],
    ]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: true; data: AdminReportJson };
    expect(body.data).toMatchObject({
      companyId: orgA,
      kind: "report",
      title: "Annual report",
      season: null,
      fileName: "annual.pdf",
    });
    expect(body.data.downloadUrl).toBe(`/files/${body.data.fileId}`);
    expect(body.data.apiDownloadUrl).toBe(`/api/v2/admin/reports/${body.data.id}/download`);
    reportId = body.data.id;
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.upload"), eq(auditLog.entityId, reportId)));
    expect(audit[0]?.actorLabel).toBe("admin@reports-api.example");
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, ownerEmail));
    expect(mails.map((m) => m.subject)).toEqual(["A new report is ready"]);
  });

  it("refuses a wrong type with 'Invalid file type: {type}' and bad values beside the field", async () => {
    const exe = await uploadTo(orgA, [
      ["kind", "summary"],
      ["title", "Program"],
      ["file", fileOf(windowsExecutable(), "tool.exe")],
    ]);
    expect(exe.status).toBe(422);
    expect(await exe.json()).toMatchObject({
      ok: false,
      message: "Invalid file type: .exe",
      errors: { file: "Invalid file type: .exe" },
    });
    const csvAsNdvi = await uploadTo(orgA, [
      ["kind", "ndvi"],
      ["title", "NDVI"],
      ["file", fileOf(csv(), "ndvi.csv", "text/csv")],
    ]);
    expect(csvAsNdvi.status).toBe(422);
    expect(((await csvAsNdvi.json()) as { message: string }).message).toBe(
      "Invalid file type: .csv",
    );
    const noTitle = await uploadTo(orgA, [
      ["kind", "report"],
      ["file", fileOf(pdf(), "a.pdf")],
    ]);
    expect(noTitle.status).toBe(422);
    expect(((await noTitle.json()) as { errors: Record<string, string> }).errors.title).toBe(
      "Give the file a title.",
    );
    const noFile = await uploadTo(orgA, [
      ["kind", "report"],
      ["title", "x"],
    ]);
    expect(noFile.status).toBe(422);
    expect(
      await db().select().from(reportFiles).where(eq(reportFiles.organisationId, orgA)),
    ).toHaveLength(1);
  });

  it("needs write:admin, multipart, and an organisation that exists", async () => {
    const file: Array<[string, string | File]> = [
      ["kind", "report"],
      ["title", "x"],
      ["file", fileOf(pdf(), "a.pdf")],
    ];
    expect((await uploadTo(orgA, file, tokens.reader)).status).toBe(403);
    expect((await uploadTo(orgA, file, tokens.owner)).status).toBe(403);
    expect((await uploadTo(UNKNOWN_ID, file)).status).toBe(404);
    expect((await uploadTo("not-a-uuid", file)).status).toBe(404);
    const json = await callRoute(
      adminUpload.action,
      apiRequest(`/api/v2/admin/company/${orgA}/reports`, tokens.admin, {
        method: "POST",
        body: { kind: "report" },
      }),
      { id: orgA },
    );
    expect(json.status).toBe(400);
  });
});

describe("GET /api/v2/company/{companyId}/reports (Report GET)", () => {
  it("lists the organisation's reports for its members and admins", async () => {
    for (const token of [tokens.owner, tokens.reader]) {
      const response = await listOf(orgA, token);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: ReportJson[] };
      expect(body.data.map((r) => r.title)).toEqual(["Annual report"]);
      expect(body.data[0]!.downloadUrl).toMatch(/^\/files\//);
    }
  });

  it("is a 404 for another organisation's member, an unknown id and a malformed one", async () => {
    expect((await listOf(orgA, tokens.outsider)).status).toBe(404);
    expect((await listOf(UNKNOWN_ID, tokens.reader)).status).toBe(404);
    expect((await listOf("1%00", tokens.owner)).status).toBe(404);
    const empty = await listOf(orgB, tokens.outsider);
    expect(((await empty.json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe("GET /api/v2/admin/reports", () => {
  it("lists across organisations, filtered by companyIds and kind", async () => {
    await uploadTo(orgB, [
      ["kind", "summary"],
      ["title", "Other summary"],
      ["season", "25"],
      ["file", fileOf(csv(), "summary.csv", "text/csv")],
    ]);
    const all = await callRoute(
      adminReports.loader,
      apiRequest("/api/v2/admin/reports", tokens.reader),
    );
    const body = (await all.json()) as {
      data: AdminReportJson[];
      metadata: { total: number; page: number; limit: number };
    };
    expect(body.data.map((r) => r.title)).toEqual(["Other summary", "Annual report"]);
    expect(body.metadata).toEqual({ total: 2, page: 0, limit: 50 });
    const ofA = await callRoute(
      adminReports.loader,
      apiRequest(`/api/v2/admin/reports?companyIds=${orgA}`, tokens.reader),
    );
    expect(
      ((await ofA.json()) as { data: AdminReportJson[] }).data.map((r) => r.companyId),
    ).toEqual([orgA]);
    const summaries = await callRoute(
      adminReports.loader,
      apiRequest(`/api/v2/admin/reports?kind=summary`, tokens.reader),
    );
    expect(
      ((await summaries.json()) as { data: AdminReportJson[] }).data.map((r) => r.title),
    ).toEqual(["Other summary"]);
  });

  it("refuses members (403) and malformed filters (400)", async () => {
    expect(
      (await callRoute(adminReports.loader, apiRequest("/api/v2/admin/reports", tokens.owner)))
        .status,
    ).toBe(403);
    const bad = await callRoute(
      adminReports.loader,
      apiRequest("/api/v2/admin/reports?companyIds=%00&kind=x", tokens.reader),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "The address's 'companyIds' parameter must list ids (UUIDs).",
    );
  });
});

describe("GET /api/v2/admin/reports/{reportId}/download", () => {
  it("sends the bytes under the stored name, with the /files headers", async () => {
    const response = await downloadOf(reportId, tokens.reader);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="annual.pdf"');
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf());
  });

  it("is for admins only, and a 404 for an unknown or malformed id", async () => {
    expect((await downloadOf(reportId, tokens.owner)).status).toBe(403);
    expect((await downloadOf(UNKNOWN_ID)).status).toBe(404);
    expect((await downloadOf("../../etc/passwd")).status).toBe(404);
  });

  it("says 'There was a problem downloading the file' in the envelope when the bytes are gone", async () => {
    const [row] = await db().select().from(reportFiles).where(eq(reportFiles.id, reportId));
    const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    const file = path.join(getEnv().DATA_DIR, "uploads", stored!.storageKey);
    const kept = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const response = await downloadOf(reportId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        ok: false,
        message: "There was a problem downloading the file",
      });
    } finally {
      fs.writeFileSync(file, kept);
    }
  });
});

describe("DELETE /api/v2/admin/reports/{reportId}", () => {
  it("needs write:admin and a reason, then removes it from the lists (audited)", async () => {
    expect((await remove(reportId, { reason: "Replaced by v2" }, tokens.reader)).status).toBe(403);
    const noReason = await remove(reportId, {});
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.reason).toBe(
      "Give a reason of 5 to 500 characters.",
    );
    const notJson = await callRoute(
      adminReport.action,
      new Request(`http://localhost:3000/api/v2/admin/reports/${reportId}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${tokens.admin}`, "Content-Type": "text/plain" },
        body: "reason",
      }),
      { reportId },
    );
    expect(notJson.status).toBe(400);

    const response = await remove(reportId, { reason: "Replaced by v2" });
    expect(response.status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.remove"), eq(auditLog.entityId, reportId)));
    expect(audit!.changes).toMatchObject({ reason: "Replaced by v2" });
    const list = await listOf(orgA, tokens.owner);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await remove(reportId, { reason: "Replaced by v2" })).status).toBe(404);
    expect((await remove("not-a-uuid", { reason: "Replaced by v2" })).status).toBe(404);
  });
});

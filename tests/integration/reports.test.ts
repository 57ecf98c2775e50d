// Report files (issue 16; decision 0083) through the real route modules on PGlite: an admin
// uploads a report for an organisation on /admin/journey/reports (audited; every member e-mailed
// 'A new report is ready' through the outbox), the wrong type is refused with the kit's 'Invalid
// file type: {type}', the organisation's members see it on their company page and download it
// under its stored name, another organisation's member gets a 404 for the file and does not see
// the list, a removal keeps the bytes and is audited with its reason, /admin/summaryFiles lists
// summary files and NDVI images across organisations, and a download whose bytes are gone or
// whose store fails says spec §8's 'There was a problem downloading the file'.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReportList } from "~/components/reports/report-list";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, reportFiles, storedFiles, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import * as reportsPage from "~/routes/admin.journey.reports/route";
import * as summaryPage from "~/routes/admin.summaryFiles/route";
import * as download from "~/routes/files.$fileId";
import * as companyPage from "~/routes/profile.company/route";
import { DiskFileStore } from "~/services/files/file-store.server";
import { loadFileAccessSubject } from "~/services/files/uploads.server";
import { getViewer } from "~/services/auth/guards.server";
import { openFileDownload } from "~/services/reports/downloads.server";
import { FILE_DOWNLOAD_FAILURE } from "~/shared/review";
import { currentSeason } from "~/services/fields/seasons";
import { fileOf, jpeg, officeOpenXml, pdf, png, windowsExecutable } from "../support/file-fixtures";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const REPORTS = "/admin/journey/reports";
const SUMMARIES = "/admin/summaryFiles";
const S = currentSeason();
const cookies = {} as Record<"admin" | "reader" | "owner" | "staff" | "other", string>;
let orgA: string;
let orgB: string;
let adminId: string;
let memberEmails: string[];

type ReportsData = Awaited<ReturnType<typeof reportsPage.loader>>;
type SummaryData = Awaited<ReturnType<typeof summaryPage.loader>>;
type CompanyData = Awaited<ReturnType<typeof companyPage.loader>>;

async function load<T>(loader: (args: never) => unknown, path: string, cookie: string) {
  const answer = await callRoute(
    loader,
    new Request(`${BASE}${path}`, { headers: { Cookie: cookie } }),
  );
  return answer instanceof Response ? answer : (answer as T);
}

function post(
  action: (args: never) => unknown,
  path: string,
  cookie: string,
  body: Array<[string, string | File]>,
  multipart = true,
) {
  const init: RequestInit = { method: "POST", headers: { Cookie: cookie } };
  if (multipart) {
    const form = new FormData();
    for (const [key, value] of body) form.append(key, value);
    init.body = form;
  } else {
    init.body = new URLSearchParams(body as Array<[string, string]>);
  }
  return callRoute(action, new Request(`${BASE}${path}`, init));
}

const upload = (
  values: Record<string, string>,
  file: File | null,
  cookie = cookies.admin,
  page: { action: (args: never) => unknown; path: string } = {
    action: reportsPage.action,
    path: REPORTS,
  },
) =>
  post(page.action, page.path, cookie, [
    ["intent", "upload"],
    ...Object.entries(values),
    ...(file ? ([["file.files", file]] as Array<[string, File]>) : []),
  ]);

async function fetchFile(fileId: string, cookie: string) {
  return callRoute(
    download.loader,
    new Request(`${BASE}/files/${fileId}`, { headers: { Cookie: cookie } }),
    { fileId },
  );
}

const reportsOf = (organisationId: string) =>
  db().select().from(reportFiles).where(eq(reportFiles.organisationId, organisationId));

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Rooiwal Boerdery")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  const owner = await insertSignedInMember(orgA, "OWNER");
  const staff = await insertSignedInMember(orgA, "STAFF");
  const other = await insertSignedInMember(orgB, "OWNER");
  memberEmails = [owner.email, staff.email];
  cookies.owner = owner.cookie;
  cookies.staff = staff.cookie;
  cookies.other = other.cookie;
  const [admin] = await db()
    .insert(users)
    .values({ subject: "reports|admin", email: "admin@reports.example", name: "Anele" })
    .returning();
  adminId = admin!.id;
  cookies.admin = await signInCookie("reports|admin", "admin@reports.example", [
    "read:admin",
    "write:admin",
  ]);
  cookies.reader = await signInCookie("reports|reader", "reader@reports.example", ["read:admin"]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("uploading a report on /admin/journey/reports", () => {
  it("lists nothing until an organisation is chosen, then 'No reports yet' for it", async () => {
    const empty = (await load<ReportsData>(
      reportsPage.loader,
      REPORTS,
      cookies.admin,
    )) as ReportsData;
    expect(empty.organisation).toBeNull();
    expect(empty.canWrite).toBe(true);
    const chosen = (await load<ReportsData>(
      reportsPage.loader,
      `${REPORTS}?companyId=${orgA}`,
      cookies.admin,
    )) as ReportsData;
    expect(chosen.organisation).toEqual({ id: orgA, name: "Rooiwal Boerdery" });
    expect(chosen.reports).toEqual([]);
  });

  it("stores the file, audits it and e-mails every member that a new report is ready", async () => {
    const response = await upload(
      { companyId: orgA, kind: "report", title: "Season report", season: String(S) },
      fileOf(pdf(), "Seisoenverslag – Rooiwal.pdf", "application/pdf"),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${REPORTS}?companyId=${orgA}`);
    const [row] = await reportsOf(orgA);
    expect(row).toMatchObject({
      kind: "report",
      title: "Season report",
      season: S,
      uploadedBy: adminId,
      deletedAt: null,
    });
    const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(stored).toMatchObject({
      organisationId: orgA,
      purpose: "report",
      originalName: "Seisoenverslag – Rooiwal.pdf",
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.upload"), eq(auditLog.entityId, row!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, actorLabel: "admin@reports.example" });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "A new report is ready"));
    expect(mails.map((m) => m.to).sort()).toEqual([...memberEmails].sort());
    expect(mails[0]!.text).toContain("/profile/company#reports");
    expect(mails[0]!.text).toContain("Season report");

    const page = (await load<ReportsData>(
      reportsPage.loader,
      `${REPORTS}?companyId=${orgA}`,
      cookies.admin,
    )) as ReportsData;
    expect(page.reports).toHaveLength(1);
    expect(page.reports[0]).toMatchObject({
      title: "Season report",
      kindLabel: "Report",
      uploadedBy: { id: adminId, name: "Anele" },
      downloadUrl: `/files/${row!.fileId}`,
    });
  });

  it("takes a spreadsheet as a summary and an image as NDVI", async () => {
    expect(
      (
        await upload(
          { companyId: orgA, kind: "summary", title: "Grazing summary", season: "" },
          fileOf(officeOpenXml("xlsx"), "summary.xlsx"),
        )
      ).status,
    ).toBe(302);
    expect(
      (
        await upload(
          { companyId: orgA, kind: "ndvi", title: "NDVI March", season: "" },
          fileOf(png(), "ndvi-march.png", "image/png"),
        )
      ).status,
    ).toBe(302);
    expect(await reportsOf(orgA)).toHaveLength(3);
  });

  it("refuses a type the kind does not take with 'Invalid file type: {type}', keeping the values", async () => {
    const before = (await reportsOf(orgA)).length;
    const mailsBefore = (await db().select().from(emailOutbox)).length;
    const pdfAsNdvi = await upload(
      { companyId: orgA, kind: "ndvi", title: "NDVI as PDF", season: "" },
      fileOf(pdf(), "ndvi.pdf", "application/pdf"),
    );
    expect(pdfAsNdvi.status).toBe(422);
    const body = (await pdfAsNdvi.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(body.fieldErrors.file).toBe("Invalid file type: .pdf");
    expect(body.repopulateFields).toMatchObject({ title: "NDVI as PDF", kind: "ndvi" });

    const exe = await upload(
      { companyId: orgA, kind: "report", title: "Program", season: "" },
      fileOf(windowsExecutable(), "report.exe"),
    );
    expect(exe.status).toBe(422);
    expect(((await exe.json()) as { fieldErrors: Record<string, string> }).fieldErrors.file).toBe(
      "Invalid file type: .exe",
    );
    // A program named like a PDF is judged by its bytes.
    const disguised = await upload(
      { companyId: orgA, kind: "report", title: "Disguised", season: "" },
      fileOf(windowsExecutable(), "report.pdf", "application/pdf"),
    );
    expect(disguised.status).toBe(422);
    expect(
      ((await disguised.json()) as { fieldErrors: Record<string, string> }).fieldErrors.file,
    ).toMatch(/^Invalid file type: /);
    expect(await reportsOf(orgA)).toHaveLength(before);
    expect(await db().select().from(emailOutbox)).toHaveLength(mailsBefore);
  });

  it("needs a title, a kind, an organisation and a file", async () => {
    const response = await upload({ companyId: "", kind: "", title: "", season: "" }, null);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(["companyId", "kind", "title", "file"]),
    );
  });

  it("refuses hostile input with a 4xx, never a 500", async () => {
    const nul = await upload(
      { companyId: orgA, kind: "report", title: "Bad\u0000title", season: "" },
      fileOf(pdf(), "r.pdf"),
    );
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const notUuid = await upload(
      { companyId: "'; DROP TABLE report_files; --", kind: "report", title: "x", season: "" },
      fileOf(pdf(), "r.pdf"),
    );
    expect(notUuid.status).toBe(422);
    const season = await upload(
      { companyId: orgA, kind: "report", title: "x", season: "99999999999" },
      fileOf(pdf(), "r.pdf"),
    );
    expect(season.status).toBe(422);
    const unknownForm = await post(reportsPage.action, REPORTS, cookies.admin, [
      ["intent", "nothing"],
      ["x", "y"],
    ]);
    expect(unknownForm.status).toBe(400);
    expect(await unknownForm.text()).toContain("'intent'");
    const noForm = await post(reportsPage.action, REPORTS, cookies.admin, [["x", "y"]]);
    expect(noForm.status).toBe(400);
    const json = await callRoute(
      reportsPage.action,
      new Request(`${BASE}${REPORTS}`, {
        method: "POST",
        headers: { Cookie: cookies.admin, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
  });

  it("read:admin views but may not upload or remove; members may not view", async () => {
    const read = await load<ReportsData>(
      reportsPage.loader,
      `${REPORTS}?companyId=${orgA}`,
      cookies.reader,
    );
    expect((read as ReportsData).canWrite).toBe(false);
    const refused = await upload(
      { companyId: orgA, kind: "report", title: "Sneaky", season: "" },
      fileOf(pdf(), "r.pdf"),
      cookies.reader,
    );
    expect(refused.status).toBe(403);
    const member = (await load(reportsPage.loader, REPORTS, cookies.owner)) as Response;
    expect(member.status).toBe(403);
    const memberPost = await upload(
      { companyId: orgA, kind: "report", title: "Sneaky", season: "" },
      fileOf(pdf(), "r.pdf"),
      cookies.owner,
    );
    expect(memberPost.status).toBe(403);
  });
});

describe("members see and download their organisation's reports (Report GET)", () => {
  it("lists the organisation's reports on the company page, newest first, with download links", async () => {
    const data = (await load<CompanyData>(
      companyPage.loader,
      "/profile/company",
      cookies.staff,
    )) as CompanyData;
    expect(data.reports.map((r) => r.title)).toEqual([
      "NDVI March",
      "Grazing summary",
      "Season report",
    ]);
    expect(data.reports.every((r) => r.downloadUrl === `/files/${r.fileId}`)).toBe(true);
    const html = renderToStaticMarkup(createElement(ReportList, { reports: data.reports }));
    expect(html).toContain(`href="/files/${data.reports[0]!.fileId}"`);
    expect(html).toContain("NDVI March");
  });

  it("another organisation's member sees none of them, and 'No reports yet'", async () => {
    const data = (await load<CompanyData>(
      companyPage.loader,
      "/profile/company",
      cookies.other,
    )) as CompanyData;
    expect(data.reports).toEqual([]);
    expect(renderToStaticMarkup(createElement(ReportList, { reports: [] }))).toContain(
      "No reports yet",
    );
  });

  it("a member downloads a report under its stored name; an admin too; another organisation's member gets 404", async () => {
    const [row] = (await reportsOf(orgA)).filter((r) => r.kind === "report");
    const response = await fetchFile(row!.fileId, cookies.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      "attachment; filename=\"Seisoenverslag _ Rooiwal.pdf\"; filename*=UTF-8''Seisoenverslag%20%E2%80%93%20Rooiwal.pdf",
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf());
    expect((await fetchFile(row!.fileId, cookies.admin)).status).toBe(200);
    const outsider = await fetchFile(row!.fileId, cookies.other);
    expect(outsider.status).toBe(404);
    expect(await outsider.text()).toBe("File not found.");
  });
});

describe("removing a report", () => {
  it("opens the removal dialog as a URL, then marks the report removed with its reason, keeping the bytes", async () => {
    const [row] = (await reportsOf(orgA)).filter((r) => r.kind === "ndvi");
    const dialog = (await load<ReportsData>(
      reportsPage.loader,
      `${REPORTS}?companyId=${orgA}&dialog=remove-report&report=${row!.id}`,
      cookies.admin,
    )) as ReportsData;
    expect(dialog.removing).toMatchObject({ id: row!.id, title: "NDVI March" });

    // The removal posts to the page's URL with its dialog open, naming the report in its body.
    const path = `${REPORTS}?companyId=${orgA}&dialog=remove-report&report=${row!.id}`;
    const removal = (reason: string): Array<[string, string]> => [
      ["intent", "remove"],
      ["reportId", row!.id],
      ["reason", reason],
    ];
    const short = await post(reportsPage.action, path, cookies.admin, removal("no"), false);
    expect(short.status).toBe(422);
    const refusal = (await short.json()) as { formId: string; fieldErrors: Record<string, string> };
    expect(refusal.formId).toBe("remove");
    expect(refusal.fieldErrors.reason).toBe("Give a reason of 5 to 500 characters.");

    const response = await post(
      reportsPage.action,
      path,
      cookies.admin,
      removal("Uploaded for the wrong month"),
      false,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${REPORTS}?companyId=${orgA}`);
    const [after] = await db().select().from(reportFiles).where(eq(reportFiles.id, row!.id));
    expect(after!.deletedAt).not.toBeNull();
    expect(after!.deletedBy).toBe(adminId);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.remove"), eq(auditLog.entityId, row!.id)));
    expect(audit!.changes).toMatchObject({ reason: "Uploaded for the wrong month" });
    // The bytes stay: an admin still downloads them; members no longer see or download it.
    expect((await fetchFile(row!.fileId, cookies.admin)).status).toBe(200);
    expect((await fetchFile(row!.fileId, cookies.owner)).status).toBe(404);
    const company = (await load<CompanyData>(
      companyPage.loader,
      "/profile/company",
      cookies.owner,
    )) as CompanyData;
    expect(company.reports.map((r) => r.title)).not.toContain("NDVI March");
    // Removing it again is a 404; an id that is not a UUID is a 400 naming the parameter.
    const again = await post(
      reportsPage.action,
      path,
      cookies.admin,
      removal("Once more please"),
      false,
    );
    expect(again.status).toBe(404);
    const hostile = await post(
      reportsPage.action,
      REPORTS,
      cookies.admin,
      [
        ["intent", "remove"],
        ["reportId", "..%2F"],
        ["reason", "Hostile id here"],
      ],
      false,
    );
    expect(hostile.status).toBe(400);
    expect(await hostile.text()).toContain("'reportId'");
  });
});

describe("/admin/summaryFiles", () => {
  it("lists summary files and NDVI images of every organisation, newest first, filterable", async () => {
    const upB = await upload(
      { companyId: orgB, kind: "ndvi", title: "Môreson NDVI", season: String(S - 1) },
      fileOf(jpeg(), "ndvi.jpg", "image/jpeg"),
      cookies.admin,
      { action: summaryPage.action, path: SUMMARIES },
    );
    expect(upB.status).toBe(302);
    // The summary page offers summary files and NDVI images only.
    const report = await upload(
      { companyId: orgB, kind: "report", title: "Not here", season: "" },
      fileOf(pdf(), "r.pdf"),
      cookies.admin,
      { action: summaryPage.action, path: SUMMARIES },
    );
    expect(report.status).toBe(422);

    const all = (await load<SummaryData>(
      summaryPage.loader,
      SUMMARIES,
      cookies.reader,
    )) as SummaryData;
    expect(all.reports.map((r) => r.title)).toEqual(["Môreson NDVI", "Grazing summary"]);
    expect(all.info.total).toBe(2);
    const ofB = (await load<SummaryData>(
      summaryPage.loader,
      `${SUMMARIES}?companyId=${orgB}`,
      cookies.reader,
    )) as SummaryData;
    expect(ofB.reports.map((r) => r.companyName)).toEqual(["Môreson"]);
    const summaries = (await load<SummaryData>(
      summaryPage.loader,
      `${SUMMARIES}?kind=summary&companyId=`,
      cookies.reader,
    )) as SummaryData;
    expect(summaries.reports.map((r) => r.title)).toEqual(["Grazing summary"]);
    const malformed = (await load<SummaryData>(
      summaryPage.loader,
      `${SUMMARIES}?kind=summary&companyId=not-a-uuid`,
      cookies.reader,
    )) as unknown as Response;
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'companyId'");
    const paged = (await load<SummaryData>(
      summaryPage.loader,
      `${SUMMARIES}?size=10&page=99`,
      cookies.reader,
    )) as SummaryData;
    expect(paged.info.page).toBe(0);
    expect(paged.reports).toHaveLength(2);
  });
});

describe("a failed download (spec §8 'File download failure')", () => {
  it("says 'There was a problem downloading the file' when the bytes are gone", async () => {
    const [row] = (await reportsOf(orgA)).filter((r) => r.kind === "summary");
    const [stored] = await db().select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    fs.rmSync(path.join(getEnv().DATA_DIR, "uploads", stored!.storageKey));
    const response = await fetchFile(row!.fileId, cookies.owner);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(`<h1>${FILE_DOWNLOAD_FAILURE}</h1>`);
    expect(FILE_DOWNLOAD_FAILURE).toBe("There was a problem downloading the file");
  });

  it("says so too, with a 500 and not a crash, when the store fails", async () => {
    const [row] = (await reportsOf(orgA)).filter((r) => r.kind === "report");
    vi.spyOn(DiskFileStore.prototype, "get").mockRejectedValueOnce(new Error("EIO: disk failed"));
    const response = await fetchFile(row!.fileId, cookies.owner);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(FILE_DOWNLOAD_FAILURE);
    // The same outcome from the service the API uses.
    vi.spyOn(DiskFileStore.prototype, "get").mockRejectedValueOnce(new Error("EIO"));
    const viewer = await getViewer(new Request(`${BASE}/`, { headers: { Cookie: cookies.owner } }));
    const outcome = await openFileDownload(await loadFileAccessSubject(viewer!), row!.fileId);
    expect(outcome).toMatchObject({ ok: false, problem: "store-failed" });
  });
});

function renderPage(component: () => JSX.Element, url: string, data: unknown) {
  const Stub = createRemixStub([
    {
      id: "page",
      path: url.split("?")[0]!,
      Component: component,
      loader: () => data as Record<string, unknown>,
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: [url],
        hydrationData: { loaderData: { page: data } },
      }),
    );
  } finally {
    quiet.mockRestore();
  }
}

describe("the admin pages render", () => {
  it("/admin/journey/reports: the table with download links, the upload form and the removal dialog", async () => {
    const [row] = (await reportsOf(orgA)).filter((r) => r.kind === "report" && !r.deletedAt);
    const url = `${REPORTS}?companyId=${orgA}&dialog=remove-report&report=${row!.id}`;
    const data = await load<ReportsData>(reportsPage.loader, url, cookies.admin);
    const html = renderPage(reportsPage.default, url, data);
    expect(html).toContain(`href="/files/${row!.fileId}"`);
    expect(html).toContain("<caption");
    expect(html).toMatch(/encType="multipart\/form-data"/i);
    // Each form names itself in its body; the upload posts to the page without the removal
    // dialog (a refused upload does not reopen it), the removal names its report.
    expect(html).toContain('name="intent" value="upload"');
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain(`name="reportId" value="${row!.id}"`);
    expect(html).toMatch(
      new RegExp(`<form[^>]*action="${REPORTS}\\?companyId=${orgA}"[^>]*encType="multipart`, "i"),
    );
    expect(html).toContain("Upload file");
    expect(html).toContain("Remove &#x27;Season report&#x27;");
    expect(html).toContain('name="reason"');
  });

  it("/admin/summaryFiles: every organisation's files with their organisation, and the pages", async () => {
    const data = await load<SummaryData>(summaryPage.loader, SUMMARIES, cookies.reader);
    const html = renderPage(summaryPage.default, SUMMARIES, data);
    expect(html).toContain("Môreson");
    expect(html).toContain("Showing 1–2 of 2 results");
    // read:admin may ask for a generated summary: each kind's form names itself in its body.
    expect(html).toContain('name="intent" value="generate"');
    // read:admin alone: no upload form, no removal.
    expect(html).not.toMatch(/encType="multipart\/form-data"/i);
    expect(html).not.toContain(">Remove<");
  });
});

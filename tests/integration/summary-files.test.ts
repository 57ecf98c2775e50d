// Generated summary files on /admin/summaryFiles (issue 18; spec §7 'downloads of summary files',
// §8 'File download failure'; decision 0102): asking queues an export, a background step makes
// the CSV (tests run the step directly), the page lists it and downloads it through /files/{id};
// one pending export per kind; two workers build a file once; a failure can be asked again;
// job applications need write:application; the §8 message when the bytes are gone; bad input.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  cropJourneys,
  jobApplications,
  jobPostings,
  storedFiles,
  submissions,
  summaryExports,
} from "~/db/schema";
import { claimNextExport, finishExport } from "~/models/summary-exports.server";
import * as summaryPage from "~/routes/admin.summaryFiles/route";
import * as summariesApi from "~/routes/api.v2.admin.summaryFiles";
import * as summaryApi from "~/routes/api.v2.admin.summaryFiles.$exportId";
import * as summaryDownloadApi from "~/routes/api.v2.admin.summaryFiles.$exportId.download";
import * as files from "~/routes/files.$fileId";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { currentSeason } from "~/services/fields/seasons";
import { fileStore } from "~/services/files/file-store.server";
import { toastCookie } from "~/services/kit/toast.server";
import { FILE_DOWNLOAD_FAILURE } from "~/services/reports/downloads.server";
import {
  SUMMARY_COLUMNS,
  SUMMARY_MESSAGES,
  type SummaryExportKind,
} from "~/services/summaries/rules";
import { runSummaryStep, sweepOldSummaries } from "~/services/summaries/summaries.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const PAGE = "http://localhost:3000/admin/summaryFiles";
const API = "http://localhost:3000/api/v2/admin/summaryFiles";
const cookies = {} as Record<"reader" | "hiring" | "farmer", string>;
const tokens = {} as Record<"reader" | "hiring", string>;
const ORG = "Summary Test Boerdery";

function get(url: string, cookie: string) {
  return new Request(url, { headers: { Cookie: cookie } });
}

function generate(cookie: string, kind: string, intent = "generate") {
  return callRoute(
    summaryPage.action,
    new Request(PAGE, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent, kind }),
    }),
  );
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function pageData(cookie: string) {
  const data = (await summaryPage.loader({
    request: get(PAGE, cookie),
    params: {},
    context: { cspNonce: "", requestId: "test" },
  } as never)) as Awaited<ReturnType<typeof summaryPage.loader>>;
  return data.generated;
}

async function exportsOf(kind: SummaryExportKind) {
  return db().select().from(summaryExports).where(eq(summaryExports.kind, kind));
}

async function runUntilIdle() {
  const results = [];
  for (;;) {
    const result = await runSummaryStep();
    if (!result) return results;
    results.push(result);
  }
}

async function downloadText(fileId: string, cookie: string) {
  const response = await callRoute(
    files.loader,
    get(`http://localhost:3000/files/${fileId}`, cookie),
    {
      fileId,
    },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv");
  return (await response.text()).replace(/^\uFEFF/, "");
}

const csvLine = (cells: readonly string[]) => cells.join(",");

beforeAll(async () => {
  cookies.reader = await signInCookie("summaries|reader", "reader@summaries.example", [
    "read:admin",
  ]);
  cookies.hiring = await signInCookie("summaries|hiring", "hiring@summaries.example", [
    "read:admin",
    "write:application",
  ]);
  tokens.reader = await mintAccessToken("summaries|api-reader", { permissions: ["read:admin"] });
  tokens.hiring = await mintAccessToken("summaries|api-hiring", {
    permissions: ["read:admin", "write:application"],
  });
  const season = currentSeason();
  const { organisationId, fieldIds } = await insertPlanningOrganisation(
    ORG,
    season,
    [{ farm: "Home farm", name: "North camp", areaHectares: 42.5 }],
    { province: "FS" },
  );
  const farmer = await insertSignedInMember(organisationId, "OWNER");
  cookies.farmer = farmer.cookie;
  await db()
    .insert(submissions)
    .values({
      organisationId,
      season,
      status: "SUBMITTED",
      submittedAt: new Date("2026-06-01T08:00:00Z"),
    });
  await db()
    .insert(cropJourneys)
    .values({
      fieldId: fieldIds["North camp"]!,
      season,
      organisationId,
      landUse: "cropland",
      crops: [
        { id: "a", crop: "Maize", cover: false },
        { id: "b", crop: "Oats", cover: true },
      ],
      tillage: "none",
      residue: "retained",
    });
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Field technician",
      description: "Soil sampling.",
      category: "Field",
      location: "Bethlehem",
      salary: "R20 000",
      employmentType: "Full time",
    })
    .returning();
  await db()
    .insert(jobApplications)
    .values({
      jobId: posting!.id,
      applicationDate: new Date("2026-05-04T10:15:00Z"),
      firstName: "Sipho",
      surname: "=Dlamini",
      email: "sipho@applicants.example",
      phoneNumber: "+27820000000",
      gender: "male",
      race: "black",
      highestQualification: "BSc",
      salary: "20000",
      employmentStatus: "employed",
    });
});

describe("asking for a summary, making it and downloading it", () => {
  const known: Record<SummaryExportKind, string> = {
    organisations: `${ORG},`,
    fields: csvLine([ORG, "Home farm", "North camp", "42.50", "Included"]),
    practiceData: `${ORG},`,
    submissions: `${ORG},`,
    jobApplications: csvLine([
      "Field technician",
      "Sipho",
      "'=Dlamini",
      "sipho@applicants.example",
    ]),
  };
  const details: Record<SummaryExportKind, readonly string[]> = {
    organisations: ["Free State,1,42.50,42.50"],
    fields: [],
    practiceData: ["Cropland,No tillage,Left on the field,Maize,Oats,0,0.00,0"],
    submissions: ["Waiting for review,1 June 2026 10:00"],
    jobApplications: ["4 May 2026 12:15"],
  };

  it.each(Object.keys(known) as SummaryExportKind[])("%s", async (kind) => {
    const cookie = kind === "jobApplications" ? cookies.hiring : cookies.reader;
    const asked = await generate(cookie, kind);
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe("/admin/summaryFiles");
    expect((await toastOf(asked))?.text).toMatch(/summary is being prepared\./);
    const [queued] = await exportsOf(kind);
    expect(queued!.status).toBe("queued");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, queued!.id), eq(auditLog.action, "summary.request")));
    expect(audit).toHaveLength(1);

    const pending = await pageData(cookie);
    expect(pending.pending).toBe(true);
    expect(pending.exports.find((e) => e.id === queued!.id)?.statusLabel).toBe("Being prepared…");

    expect(await runUntilIdle()).toEqual([{ exportId: queued!.id, status: "ready", rowCount: 1 }]);
    const ready = await pageData(cookie);
    const row = ready.exports.find((e) => e.id === queued!.id)!;
    expect(ready.pending).toBe(false);
    expect(row.statusLabel).toBe("Ready");
    expect(row.rows).toBe("1");
    const fileId = row.downloadHref!.replace("/files/", "");
    const text = await downloadText(fileId, cookie);
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(csvLine(SUMMARY_COLUMNS[kind]));
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(known[kind])).toBe(true);
    for (const part of details[kind]) expect(lines[1]).toContain(part);

    const api = await callRoute(
      summaryApi.loader,
      apiRequest(
        `${API}/${queued!.id}`,
        kind === "jobApplications" ? tokens.hiring : tokens.reader,
      ),
      { exportId: queued!.id },
    );
    expect(api.status).toBe(200);
    expect((await api.json()).data).toMatchObject({ status: "ready", rowCount: 1, kind });
  });

  it("downloads through the API with the file's name", async () => {
    const [ready] = await exportsOf("organisations");
    const response = await callRoute(
      summaryDownloadApi.loader,
      apiRequest(`${API}/${ready!.id}/download`, tokens.reader),
      { exportId: ready!.id },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /organisations-summary-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(await response.text()).toContain(`${ORG},`);
  });
});

describe("one pending export per kind", () => {
  it("answers the pending one when asked again, on the page and through the API", async () => {
    await db().delete(summaryExports).where(eq(summaryExports.kind, "fields"));
    expect((await generate(cookies.reader, "fields")).status).toBe(302);
    const again = await generate(cookies.reader, "fields");
    expect((await toastOf(again))?.text).toBe(
      "The fields summary is already being prepared. It appears below when it is ready.",
    );
    const api = await callRoute(
      summariesApi.action,
      apiRequest(API, tokens.reader, { method: "POST", body: { kind: "fields" } }),
    );
    expect(api.status).toBe(200);
    const rows = await exportsOf("fields");
    expect(rows).toHaveLength(1);
    expect((await api.json()).data.id).toBe(rows[0]!.id);
    await runUntilIdle();
    const fresh = await callRoute(
      summariesApi.action,
      apiRequest(API, tokens.reader, { method: "POST", body: { kind: "fields" } }),
    );
    expect(fresh.status).toBe(202);
    expect(await exportsOf("fields")).toHaveLength(2);
    await runUntilIdle();
  });

  it("builds a file once when two workers claim at the same time", async () => {
    await db().delete(summaryExports).where(eq(summaryExports.kind, "submissions"));
    expect((await generate(cookies.reader, "submissions")).status).toBe(302);
    const before = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.purpose, "summary-export"));
    const results = await Promise.all([runSummaryStep(), runSummaryStep()]);
    expect(results.filter((r) => r?.status === "ready")).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const after = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.purpose, "summary-export"));
    expect(after.length - before.length).toBe(1);
  });

  it("lets another worker take over an expired lease, and the first one's result is refused", async () => {
    await db().delete(summaryExports).where(eq(summaryExports.kind, "practiceData"));
    expect((await generate(cookies.reader, "practiceData")).status).toBe(302);
    const now = new Date();
    const first = await claimNextExport(now, 60_000, 3);
    expect(first?.attempts).toBe(1);
    expect(await claimNextExport(now, 60_000, 3)).toBeNull();
    const second = await claimNextExport(new Date(now.getTime() + 61_000), 60_000, 3);
    expect(second?.id).toBe(first!.id);
    expect(second?.attempts).toBe(2);
    expect(await finishExport(first!.id, 1, { status: "failed", error: "late" }, now)).toBe(false);
    expect(await finishExport(first!.id, 2, { status: "failed", error: "done" }, now)).toBe(true);
  });
});

describe("a failure", () => {
  it("is shown with its short error, and the summary can be asked for again", async () => {
    await db().delete(summaryExports).where(eq(summaryExports.kind, "organisations"));
    expect((await generate(cookies.reader, "organisations")).status).toBe(302);
    const result = await runSummaryStep({
      // eslint-disable-next-line require-yield
      pages: async function* () {
        throw new Error("the database went away\n    at somewhere");
      },
    });
    expect(result).toMatchObject({ status: "failed", error: "the database went away" });
    const page = await pageData(cookies.reader);
    const row = page.exports.find((e) => e.id === result!.exportId)!;
    expect(row.statusLabel).toBe("Failed");
    expect(row.error).toBe("the database went away");
    expect(row.downloadHref).toBeNull();
    const again = await generate(cookies.reader, "organisations");
    expect((await toastOf(again))?.text).toMatch(/^The organisations summary is being prepared\./);
    expect(await exportsOf("organisations")).toHaveLength(2);
    await runUntilIdle();
  });
});

describe("who may ask and download", () => {
  it("keeps job applications from read:admin alone", async () => {
    expect((await pageData(cookies.reader)).kinds.map((k) => k.kind)).toEqual([
      "organisations",
      "fields",
      "practiceData",
      "submissions",
    ]);
    const asked = await generate(cookies.reader, "jobApplications");
    expect(asked.status).toBe(403);
    expect(await asked.text()).toBe(SUMMARY_MESSAGES.notAllowed);
    const api = await callRoute(
      summariesApi.action,
      apiRequest(API, tokens.reader, { method: "POST", body: { kind: "jobApplications" } }),
    );
    expect(api.status).toBe(403);
    const [jobs] = await exportsOf("jobApplications");
    expect(jobs?.status).toBe("ready");
    expect((await pageData(cookies.reader)).exports.some((e) => e.id === jobs!.id)).toBe(false);
    const one = await callRoute(
      summaryApi.loader,
      apiRequest(`${API}/${jobs!.id}`, tokens.reader),
      {
        exportId: jobs!.id,
      },
    );
    expect(one.status).toBe(404);
    const list = await callRoute(summariesApi.loader, apiRequest(API, tokens.reader));
    expect(((await list.json()).data as { id: string }[]).some((e) => e.id === jobs!.id)).toBe(
      false,
    );
    // Not through the file path either.
    const file = await callRoute(
      files.loader,
      get(`http://localhost:3000/files/${jobs!.fileId}`, cookies.reader),
      { fileId: jobs!.fileId! },
    );
    expect(file.status).toBe(404);
  });

  it("refuses a farmer the page and the form", async () => {
    const page = await callRoute(summaryPage.loader, get(PAGE, cookies.farmer));
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(NO_PERMISSION_MESSAGE);
    expect((await generate(cookies.farmer, "organisations")).status).toBe(403);
  });

  it("keeps the files' forms from read:admin alone, and knows no other form", async () => {
    const upload = await generate(cookies.reader, "organisations", "upload");
    expect(upload.status).toBe(403);
    expect(await upload.text()).toBe(NO_PERMISSION_MESSAGE);
    const unknown = await generate(cookies.reader, "organisations", "explode");
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("'intent'");
  });
});

describe("spec §8 'File download failure'", () => {
  it("answers 'There was a problem downloading the file' when the bytes are gone", async () => {
    const [ready] = (await exportsOf("submissions")).filter((e) => e.status === "ready");
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, ready!.fileId!));
    await fileStore().delete(file!.storageKey);
    const page = await callRoute(
      files.loader,
      get(`http://localhost:3000/files/${file!.id}`, cookies.reader),
      { fileId: file!.id },
    );
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(`<h1>${FILE_DOWNLOAD_FAILURE}</h1>`);
    const api = await callRoute(
      summaryDownloadApi.loader,
      apiRequest(`${API}/${ready!.id}/download`, tokens.reader),
      { exportId: ready!.id },
    );
    expect(api.status).toBe(404);
    expect((await api.json()).message).toBe("There was a problem downloading the file");
  });
});

describe("bad input", () => {
  it.each([["nope"], ["\ud800"], [""]])("kind %j is a 400 with a sentence", async (kind) => {
    const response = await generate(cookies.reader, kind);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(SUMMARY_MESSAGES.kind);
  });

  it("refuses a NUL byte with a 4xx, never a 500", async () => {
    const response = await generate(cookies.reader, "organisations\u0000");
    expect(response.status).toBe(422);
    expect(await exportsOf("organisations")).toHaveLength(2);
  });

  it("refuses a form body and an unknown kind through the API; a non-UUID id is a 404", async () => {
    const form = await callRoute(
      summariesApi.action,
      new Request(API, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${tokens.reader}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "kind=fields",
      }),
    );
    expect(form.status).toBe(400);
    const unknown = await callRoute(
      summariesApi.action,
      apiRequest(API, tokens.reader, { method: "POST", body: { kind: "everything" } }),
    );
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual({ kind: SUMMARY_MESSAGES.kind });
    const notAnId = await callRoute(
      summaryApi.loader,
      apiRequest(`${API}/not-a-uuid`, tokens.reader),
      {
        exportId: "not-a-uuid",
      },
    );
    expect(notAnId.status).toBe(404);
    expect((await notAnId.json()).message).toBe("Nothing was found with that id.");
  });
});

describe("the sweep", () => {
  it("removes generated files finished more than 30 days ago, bytes and rows", async () => {
    const [ready] = (await exportsOf("organisations")).filter((e) => e.status === "ready");
    const [file] = await db().select().from(storedFiles).where(eq(storedFiles.id, ready!.fileId!));
    expect(await fileStore().get(file!.storageKey)).not.toBeNull();
    const now = new Date(ready!.finishedAt!.getTime() + 29 * 24 * 60 * 60_000);
    expect(await sweepOldSummaries(now)).toBe(0);
    const later = new Date(ready!.finishedAt!.getTime() + 31 * 24 * 60 * 60_000);
    expect(await sweepOldSummaries(later)).toBeGreaterThanOrEqual(1);
    expect(
      await db().select().from(summaryExports).where(eq(summaryExports.id, ready!.id)),
    ).toEqual([]);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toEqual([]);
    expect(await fileStore().get(file!.storageKey)).toBeNull();
  });
});

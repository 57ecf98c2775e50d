// GET, POST /api/v2/admin/summaryFiles, GET …/{exportId} and …/{exportId}/download (issue 18;
// spec §7 'downloads of summary files'; decision 0102). The routes check read:admin; a job
// applications summary also needs write:application (otherwise it does not exist: 404, or 403
// when asked for).
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import {
  downloadHeaders,
  failureStatus,
  FILE_DOWNLOAD_FAILURE,
  openFileDownload,
} from "~/services/reports/downloads.server";
import { summaryExportJson } from "./api";
import { isSummaryKind, SUMMARY_MESSAGES } from "./rules";
import { findSummary, listSummaries, requestSummary } from "./summaries.server";

export async function getSummariesApi(caller: ApiCaller) {
  const rows = await listSummaries(caller.permissions);
  return apiOk(rows.map(summaryExportJson));
}

/** { kind }: 202 with a new queued export, or 200 with the one already pending. */
export async function postSummaryApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null | undefined,
) {
  const body = await readJsonObject(request);
  if (!isSummaryKind(body.kind)) {
    return apiError(422, SUMMARY_MESSAGES.kind, { kind: SUMMARY_MESSAGES.kind });
  }
  try {
    const { export: row, created } = await requestSummary(
      auditActor(caller, requestId),
      caller.permissions,
      body.kind,
    );
    const view = await findSummary(caller.permissions, row.id);
    const data = summaryExportJson(view!);
    return created
      ? apiOk(data, { status: 202, message: "The summary is being prepared." })
      : apiOk(data, { message: "This summary is already being prepared." });
  } catch (error) {
    apiRefused(error);
  }
}

export async function getSummaryApi(caller: ApiCaller, exportId: string) {
  const row = await findSummary(caller.permissions, exportId);
  if (!row) return apiError(404, SUMMARY_MESSAGES.notFound);
  return apiOk(summaryExportJson(row));
}

/** The CSV's bytes; spec §8's 'There was a problem downloading the file' when they are gone. */
export async function downloadSummaryApi(caller: ApiCaller, exportId: string) {
  const row = await findSummary(caller.permissions, exportId);
  if (!row) return apiError(404, SUMMARY_MESSAGES.notFound);
  if (row.status === "failed") return apiError(409, SUMMARY_MESSAGES.failed);
  if (row.status !== "ready") return apiError(409, SUMMARY_MESSAGES.notReady);
  if (!row.fileId) return apiError(404, FILE_DOWNLOAD_FAILURE);
  const download = await openFileDownload(
    {
      userId: caller.user?.id ?? null,
      isAdmin: true,
      organisationIds: [],
      writeApplications: caller.permissions.includes("write:application"),
    },
    row.fileId,
  );
  if (!download.ok) return apiError(failureStatus(download.problem), FILE_DOWNLOAD_FAILURE);
  return new Response(download.body, { status: 200, headers: downloadHeaders(download.file) });
}

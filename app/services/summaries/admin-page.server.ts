// /admin/summaryFiles' generated summaries (decision 0102): what the page shows (the kinds the
// person may ask for, the latest generated files) and its ?do=generate post (a kind; asking
// again while one is pending answers the pending one). The route checks read:admin first.
import type { Viewer } from "~/services/auth/guards.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { summaryExportRowView } from "./api";
import {
  isSummaryKind,
  SUMMARY_EXPORT_KIND_LABELS,
  SUMMARY_MESSAGES,
  summaryKindsFor,
} from "./rules";
import { listSummaries, requestSummary } from "./summaries.server";
import { isRefusal } from "~/services/kit/refusal";

export const SUMMARY_FILES_PATH = "/admin/summaryFiles";
export const GENERATE_DO = "generate";

export async function loadGeneratedSummaries(viewer: Viewer) {
  const rows = (await listSummaries(viewer.permissions)).map(summaryExportRowView);
  return {
    kinds: summaryKindsFor(viewer.permissions).map((kind) => ({
      kind,
      label: SUMMARY_EXPORT_KIND_LABELS[kind],
      pending: rows.some((row) => row.kind === kind && row.pending),
    })),
    exports: rows,
    pending: rows.some((row) => row.pending),
  };
}

export type GeneratedSummaries = Awaited<ReturnType<typeof loadGeneratedSummaries>>;

/** POST /admin/summaryFiles?do=generate { kind }: queue (or find) the summary, then back. */
export async function handleGeneratePost(
  viewer: Viewer,
  request: Request,
  requestId: string | null | undefined,
) {
  const form = await readFormOrRefuse(request);
  const kind = form.get("kind");
  if (!isSummaryKind(kind)) throw new Response(SUMMARY_MESSAGES.kind, { status: 400 });
  try {
    const { created } = await requestSummary(
      { userId: viewer.user?.id ?? null, label: viewer.email, requestId: requestId ?? null },
      viewer.permissions,
      kind,
    );
    const label = SUMMARY_EXPORT_KIND_LABELS[kind];
    return redirectWithToast(SUMMARY_FILES_PATH, {
      type: "success",
      text: created
        ? `The ${label.toLowerCase()} summary is being prepared. It appears below when it is ready.`
        : `The ${label.toLowerCase()} summary is already being prepared. It appears below when it is ready.`,
    });
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

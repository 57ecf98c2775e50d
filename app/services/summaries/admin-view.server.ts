// /admin/summaryFiles' generated summaries (decision 0102): the kinds the person may ask for and
// the latest generated files. The route checks read:admin first and reads the post of the form
// with intent 'generate' (a kind; asking again while one is pending answers the pending one).
import type { Viewer } from "~/services/auth/session.server";
import { summaryExportRowView } from "./api";
import { SUMMARY_EXPORT_KIND_LABELS, summaryKindsFor } from "./rules";
import { listSummaries } from "./summaries.server";

export const SUMMARY_FILES_PATH = "/admin/summaryFiles";

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

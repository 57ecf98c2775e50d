// The generated summaries of /admin/summaryFiles (decision 0102): a 'Generate' form per kind the
// person may ask for (a plain POST of intent 'generate' and the kind: it works without
// JavaScript), and the latest generated files with their status, rows, when and who, and
// 'Download' for ready ones (the one download path, /files/{fileId}, which answers spec §8's
// message when the file cannot be had). While one is being prepared the page says so with a
// 'Refresh' link; with JavaScript it revalidates itself every few seconds until nothing is
// pending.
import { intentName } from "~/services/kit/forms/intent";
import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { DataTable, type Column } from "~/components/data-table";
import type { SummaryFilesIntent } from "~/services/reports/queries";
import type { SummaryExportRowView } from "~/services/summaries/api";
import type { SummaryExportKind } from "~/services/summaries/rules";

export const SUMMARY_REFRESH_MS = 3_000;

export interface GeneratedSummariesProps {
  kinds: readonly { kind: SummaryExportKind; label: string; pending: boolean }[];
  exports: readonly SummaryExportRowView[];
  pending: boolean;
}

/** While something is being prepared, reloads the page's data every few seconds. */
function useRefreshWhilePending(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (state === "idle") revalidate();
    }, SUMMARY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate, state]);
}

export function GeneratedSummaries({ kinds, exports, pending }: GeneratedSummariesProps) {
  useRefreshWhilePending(pending);
  const navigation = useNavigation();
  const submittingKind =
    navigation.state === "submitting" ? navigation.formData?.get("kind") : null;
  const columns: Column<SummaryExportRowView>[] = [
    { key: "kind", header: "Summary", cell: (r) => r.kindLabel },
    {
      key: "status",
      header: "Status",
      cell: (r) => (r.error ? `${r.statusLabel}: ${r.error}` : r.statusLabel),
    },
    { key: "rows", header: "Rows", cell: (r) => r.rows, numeric: true },
    { key: "requestedAt", header: "Asked for", cell: (r) => r.requestedAt },
    { key: "requestedBy", header: "By", cell: (r) => r.requestedBy },
    {
      key: "download",
      header: "File",
      cell: (r) =>
        r.downloadHref ? (
          <a href={r.downloadHref}>
            Download<span className="visually-hidden"> {r.fileName ?? r.kindLabel}</span>
          </a>
        ) : (
          "-"
        ),
    },
  ];
  return (
    <section className="ct-section" aria-labelledby="generated-heading">
      <h2 id="generated-heading">Generated summaries</h2>
      <p>
        A CSV of the whole programme, made in the background. Generated files are kept for 30 days.
      </p>
      <ul className="summary-generate" aria-label="Generate a summary">
        {kinds.map((k) => (
          <li key={k.kind}>
            <Form method="post" className="summary-generate__form">
              <input
                type="hidden"
                name="intent"
                value={intentName<SummaryFilesIntent>("generate")}
              />
              <input type="hidden" name="kind" value={k.kind} />
              <button
                type="submit"
                className="button"
                disabled={submittingKind === k.kind}
                aria-label={`Generate the ${k.label.toLowerCase()} summary`}
              >
                Generate
              </button>{" "}
              <span>{k.label}</span>
              {k.pending ? <span className="summary-generate__note"> (being prepared)</span> : null}
            </Form>
          </li>
        ))}
      </ul>
      {pending ? (
        <p role="status">
          Being prepared… <Link to="/admin/summaryFiles">Refresh</Link>
        </p>
      ) : null}
      <DataTable
        caption="Generated summaries"
        columns={columns}
        rows={exports}
        rowId={(r) => r.id}
        emptyText="No summaries generated yet"
      />
    </section>
  );
}

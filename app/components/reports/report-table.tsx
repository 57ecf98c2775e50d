// The admin's table of report files (issue 16; decision 0083): title (the download link), the
// organisation when several are listed, kind, season, who uploaded it and when, size, and for
// write:admin a 'Remove' link that opens the removal dialog (a URL: it works without JavaScript).
import { Link, useLocation } from "@remix-run/react";
import { DataTable, type Column } from "~/components/data-table";
import { formatDateTime } from "~/services/kit/format";
import { openDialogSearch } from "~/services/kit/url-state";
import type { ReportJson } from "~/services/reports/api";
import { REMOVE_REPORT_DIALOG, REPORT_PARAM } from "~/services/reports/forms";

export interface ReportTableProps {
  caption: string;
  reports: readonly ReportJson[];
  showOrganisation?: boolean;
  canWrite: boolean;
  emptyText: string;
}

const uploaderOf = (report: ReportJson) =>
  report.uploadedBy ? (report.uploadedBy.name ?? report.uploadedBy.email ?? "-") : "-";

export function ReportTable({
  caption,
  reports,
  showOrganisation = false,
  canWrite,
  emptyText,
}: ReportTableProps) {
  const { pathname, search } = useLocation();
  const columns: Column<ReportJson>[] = [
    {
      key: "title",
      header: "Title",
      cell: (r) => (
        <a href={r.downloadUrl}>
          {r.title}
          <span className="visually-hidden"> (download {r.fileName})</span>
        </a>
      ),
    },
    ...(showOrganisation
      ? [{ key: "organisation", header: "Organisation", cell: (r: ReportJson) => r.companyName }]
      : []),
    { key: "kind", header: "Kind", cell: (r) => r.kindLabel },
    { key: "season", header: "Season", cell: (r) => r.seasonLabel },
    { key: "uploadedBy", header: "Uploaded by", cell: uploaderOf },
    { key: "createdAt", header: "Uploaded", cell: (r) => formatDateTime(r.createdAt) },
    { key: "size", header: "Size", cell: (r) => r.sizeLabel, numeric: true },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={reports}
      rowId={(r) => r.id}
      emptyText={emptyText}
      clear={[REPORT_PARAM]}
      rowActions={
        canWrite
          ? (r) => (
              <Link
                to={`${pathname}${openDialogSearch(search, REMOVE_REPORT_DIALOG, { [REPORT_PARAM]: r.id })}`}
                aria-label={`Remove ${r.title}`}
              >
                Remove
              </Link>
            )
          : undefined
      }
    />
  );
}

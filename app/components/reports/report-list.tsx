// The organisation's reports as its members see them (issue 16; decision 0083; spec §7 'Report
// GET'): each report, summary file and NDVI image the programme published, with a plain download
// link (the browser saves it under the file's name; /files/:fileId checks that the person is a
// member). Unlike the upload field's files (spec §6: only admins see a download button there),
// these files are published to the farmer, so every member may download them.
import { formatDate } from "~/services/kit/format";
import type { ReportJson } from "~/services/reports/api";
import { MEMBER_REPORTS_ANCHOR } from "~/services/reports/rules";

export const NO_REPORTS_TEXT = "No reports yet";

export function ReportList({ reports }: { reports: readonly ReportJson[] }) {
  return (
    <section className="ct-section" aria-labelledby={MEMBER_REPORTS_ANCHOR} id="reports-section">
      <h2 id={MEMBER_REPORTS_ANCHOR}>Reports</h2>
      <p>
        Reports, summary files and NDVI images the programme has prepared for your organisation.
      </p>
      {reports.length === 0 ? (
        <p className="ct-empty">{NO_REPORTS_TEXT}</p>
      ) : (
        <ul className="report-list">
          {reports.map((report) => (
            <li key={report.id} className="report-list__item">
              <a href={report.downloadUrl}>{report.title}</a>
              <span className="report-list__meta">
                {" "}
                · {report.kindLabel}
                {report.season === null ? "" : ` · ${report.seasonLabel}`} ·{" "}
                {formatDate(report.createdAt)} · {report.fileName} ({report.sizeLabel})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

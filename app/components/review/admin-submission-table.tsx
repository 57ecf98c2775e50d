// The admin's lists of submissions (issue 16; decision 0086): the review queue and every
// submission across organisations. A plain table with a caption, rotated into labelled rows on
// phones (.rotated-table, a data-label on each cell); each row links to the review page.
import { Form, Link } from "@remix-run/react";
import { formatDate } from "~/services/kit/format";
import { waitingText } from "~/services/review/rules";

export interface SubmissionRowView {
  id: string;
  organisation: { id: string; name: string };
  seasonLabel: string;
  status: string;
  statusLabel: string;
  submittedAt: string;
  waitingDays: number | null;
  decidedAt: string | null;
  counts: { items: number; pending: number; changes: number; rejected: number };
}

export const reviewHref = (submissionId: string) => `/admin/journey/review/${submissionId}`;

export function SubmissionTable({
  rows,
  caption,
  mode,
}: {
  rows: readonly SubmissionRowView[];
  caption: string;
  /** 'queue': how long each has waited; 'all': each one's status and when it was decided. */
  mode: "queue" | "all";
}) {
  return (
    <table className="ct-table rotated-table review-table" data-testid="submission-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Organisation</th>
          <th scope="col">Season</th>
          <th scope="col">Submitted</th>
          {mode === "queue" ? <th scope="col">Waiting</th> : <th scope="col">Status</th>}
          <th scope="col">Items</th>
          <th scope="col">
            <span className="visually-hidden">Review</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Organisation">
              {row.organisation.name}
            </th>
            <td data-label="Season">{row.seasonLabel}</td>
            <td data-label="Submitted">{formatDate(row.submittedAt)}</td>
            {mode === "queue" ? (
              <td data-label="Waiting">{waitingText(row.waitingDays)}</td>
            ) : (
              <td data-label="Status">
                {row.statusLabel}
                {row.decidedAt ? ` (${formatDate(row.decidedAt)})` : ""}
              </td>
            )}
            <td data-label="Items">{countsText(row.counts)}</td>
            <td data-label="Review">
              <Link to={reviewHref(row.id)}>
                {mode === "queue" ? "Review" : "Open"}
                <span className="visually-hidden">
                  {" "}
                  the {row.seasonLabel} submission of {row.organisation.name}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function countsText(counts: SubmissionRowView["counts"]) {
  const parts = [`${counts.items} ${counts.items === 1 ? "item" : "items"}`];
  if (counts.pending > 0) parts.push(`${counts.pending} waiting`);
  if (counts.changes > 0) parts.push(`${counts.changes} needing changes`);
  if (counts.rejected > 0) parts.push(`${counts.rejected} rejected`);
  return parts.join(", ");
}

/** The lists' filters: a GET form, so they work without JavaScript and can be shared. */
export function SubmissionFilters({
  organisations,
  seasons,
  statuses,
  chosen,
}: {
  organisations: readonly { id: string; name: string }[];
  seasons: readonly { value: number; label: string }[];
  statuses?: readonly { value: string; label: string }[];
  chosen: { organisationId: string | null; season: number | null; status?: string | null };
}) {
  return (
    <Form method="get" className="kit-form review-filters">
      <label className="kf-field">
        <span className="kf-field__label">Organisation</span>
        <select name="companyId" defaultValue={chosen.organisationId ?? ""}>
          <option value="">All organisations</option>
          {organisations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className="kf-field">
        <span className="kf-field__label">Season</span>
        <select name="season" defaultValue={chosen.season === null ? "" : String(chosen.season)}>
          <option value="">All seasons</option>
          {seasons.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      {statuses ? (
        <label className="kf-field">
          <span className="kf-field__label">Status</span>
          <select name="status" defaultValue={chosen.status ?? ""}>
            <option value="">All statuses</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="button">
        Filter
      </button>
    </Form>
  );
}

// The items of a season's submission as the farmer sees them (issue 16; decision 0085): each
// with its review status (Accepted / Needs changes with the reviewer's reason / Rejected with the
// reason / Waiting for review), a link to where it is fixed and, while it still needs its change,
// what is missing. Then 'Send the season for review again' (issue 31, decision 0141): one real
// form for the whole season, shown once every item that needs changes has changed; until then
// the list of what is left, each with its link. Used by the feedback page and the evidence page;
// the form names itself in the body's `intent` ('resendSeason') with the submission beside it
// (decision 0128), and posts to the page's own address. Works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { itemsStillToChange } from "~/services/review/rules";
import { REVIEW_STATUS_LABELS, type ReviewStatus, type SubmissionStatus } from "~/shared/review";

export interface SubmissionItemView {
  itemId: string;
  kind: string;
  label: string;
  evidenceId: string | null;
  status: ReviewStatus;
  reason: string | null;
  resubmittedAt: string | null;
  canResubmit: boolean;
  resubmitProblem: string | null;
}

export interface SubmissionItemListProps {
  items: readonly SubmissionItemView[];
  /** The person may change the organisation's submission (not viewers, not staff). */
  canEdit: boolean;
  /** Where the farmer fixes an item; null for none. */
  fixHref?: (item: SubmissionItemView) => string | null;
  /** A caption for the list (read by screen readers). */
  caption: string;
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span className={`rv-status rv-status--${status.toLowerCase()}`}>
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}

export function SubmissionItemList({ items, canEdit, fixHref, caption }: SubmissionItemListProps) {
  return (
    <ul className="rv-items" aria-label={caption}>
      {items.map((item) => {
        const href = fixHref?.(item) ?? null;
        const needsChanges = item.status === "CHANGES_REQUESTED";
        return (
          <li key={item.itemId} className="rv-item" data-testid="submission-item">
            <div className="rv-item__head">
              <strong>{item.label}</strong> <ReviewStatusBadge status={item.status} />
            </div>
            {item.reason ? (
              <p className="rv-item__reason">
                {needsChanges ? "What to change: " : "The reviewer's reason: "}
                {item.reason}
              </p>
            ) : null}
            {item.status === "PENDING" && item.resubmittedAt ? (
              <p className="rv-item__note">You sent this for review again.</p>
            ) : null}
            {needsChanges ? (
              <div className="rv-item__actions">
                {href ? <Link to={href}>Fix {item.label}</Link> : null}
                {canEdit ? (
                  <p className="rv-item__note">
                    {item.canResubmit
                      ? "Changed: it goes back with the season."
                      : item.resubmitProblem}
                  </p>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface SeasonResendProps {
  submissionId: string;
  status: SubmissionStatus;
  items: readonly SubmissionItemView[];
  /** Where the farmer fixes an item; null for none. */
  fixHref?: (item: SubmissionItemView) => string | null;
}

/**
 * 'Send the season for review again', while the programme asks for changes and the person may
 * edit: the button once every item that needs changes has changed, else what is left to change.
 */
export function SeasonResend({ submissionId, status, items, fixHref }: SeasonResendProps) {
  if (status !== "CHANGES_REQUESTED") return null;
  const left = itemsStillToChange(items);
  const asked = items.filter((i) => i.status === "CHANGES_REQUESTED").length;
  return (
    <section className="ct-section rv-resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading">Send the season for review again</h2>
      {left.length > 0 ? (
        <>
          <p>
            {left.length === asked
              ? "Change what the programme asked first. Still to change:"
              : `${asked - left.length} of ${asked} changed. Still to change:`}
          </p>
          <ul className="rv-blockers" aria-label="Still to change">
            {left.map((item) => {
              const href = fixHref?.(item) ?? null;
              return (
                <li key={item.itemId}>
                  {href ? <Link to={href}>Fix {item.label}</Link> : item.label}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <Form method="post">
          <p>
            Everything the programme asked to change has changed. Sending puts the season back in
            the review queue; we will e-mail you when it is reviewed.
          </p>
          <input type="hidden" name="intent" value="resendSeason" />
          <input type="hidden" name="submissionId" value={submissionId} />
          <button type="submit" className="button button--primary">
            Send the season for review again
          </button>
        </Form>
      )}
    </section>
  );
}

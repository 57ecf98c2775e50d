// The items of a season's submission as the farmer sees them (issue 16; decision 0085): each
// with its review status (Accepted / Needs changes with the reviewer's reason / Rejected with the
// reason / Waiting for review), a link to where it is fixed, and 'Send for review again' once it
// can be. Used by the feedback page and the evidence page. A real form: works without JavaScript;
// it names itself in the body's `intent` ('resubmit') with the submission and the item beside it
// (decision 0128), and posts to the page's own address.
import { Form, Link } from "@remix-run/react";
import { REVIEW_STATUS_LABELS, type ReviewStatus } from "~/shared/review";

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
  /** The submission the items are of, or null when the person may not resubmit (viewers, staff). */
  resubmitFrom: string | null;
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

export function SubmissionItemList({
  items,
  resubmitFrom,
  fixHref,
  caption,
}: SubmissionItemListProps) {
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
                {resubmitFrom && item.canResubmit ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="resubmit" />
                    <input type="hidden" name="submissionId" value={resubmitFrom} />
                    <input type="hidden" name="itemId" value={item.itemId} />
                    <button type="submit" className="button">
                      Send for review again
                    </button>
                  </Form>
                ) : null}
                {resubmitFrom && !item.canResubmit && item.resubmitProblem ? (
                  <p className="rv-item__note">{item.resubmitProblem}</p>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

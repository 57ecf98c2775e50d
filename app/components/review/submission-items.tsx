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
import { useT } from "~/components/i18n";
import type { ReviewStatus, SubmissionStatus } from "~/shared/review";

/** The key of a submission status's label (namespace complete; the stored status is unchanged). */
export const SUBMISSION_STATUS_KEYS: Record<SubmissionStatus, string> = {
  SUBMITTED: "complete.statusSubmitted",
  CHANGES_REQUESTED: "complete.statusChangesRequested",
  ACCEPTED: "complete.statusAccepted",
  REJECTED: "complete.statusRejected",
  WITHDRAWN: "complete.statusWithdrawn",
};

/** The key of a review status's label (namespace complete; the stored status is unchanged). */
export const REVIEW_STATUS_KEYS: Record<ReviewStatus, string> = {
  PENDING: "complete.reviewPending",
  ACCEPTED: "complete.reviewAccepted",
  CHANGES_REQUESTED: "complete.reviewChangesRequested",
  REJECTED: "complete.reviewRejected",
};

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
  const t = useT();
  return (
    <span className={`rv-status rv-status--${status.toLowerCase()}`}>
      {t(REVIEW_STATUS_KEYS[status])}
    </span>
  );
}

export function SubmissionItemList({ items, canEdit, fixHref, caption }: SubmissionItemListProps) {
  const t = useT();
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
                {t(needsChanges ? "complete.whatToChange" : "complete.reviewerReason")}{" "}
                {item.reason}
              </p>
            ) : null}
            {item.status === "PENDING" && item.resubmittedAt ? (
              <p className="rv-item__note">{t("complete.sentAgain")}</p>
            ) : null}
            {needsChanges ? (
              <div className="rv-item__actions">
                {href ? <Link to={href}>{t("complete.fix", { item: item.label })}</Link> : null}
                {canEdit ? (
                  <p className="rv-item__note">
                    {item.canResubmit ? t("complete.changed") : item.resubmitProblem}
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
  const t = useT();
  if (status !== "CHANGES_REQUESTED") return null;
  const left = itemsStillToChange(items);
  const asked = items.filter((i) => i.status === "CHANGES_REQUESTED").length;
  return (
    <section className="ct-section rv-resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading">{t("complete.resendHeading")}</h2>
      {left.length > 0 ? (
        <>
          <p>
            {left.length === asked
              ? t("complete.changeFirst")
              : t("complete.someChanged", { done: asked - left.length, asked })}
          </p>
          <ul className="rv-blockers" aria-label={t("complete.stillToChange")}>
            {left.map((item) => {
              const href = fixHref?.(item) ?? null;
              return (
                <li key={item.itemId}>
                  {href ? (
                    <Link to={href}>{t("complete.fix", { item: item.label })}</Link>
                  ) : (
                    item.label
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <Form method="post">
          <p>{t("complete.resendText")}</p>
          <input type="hidden" name="intent" value="resendSeason" />
          <input type="hidden" name="submissionId" value={submissionId} />
          <button type="submit" className="button button--primary">
            {t("complete.resendHeading")}
          </button>
        </Form>
      )}
    </section>
  );
}

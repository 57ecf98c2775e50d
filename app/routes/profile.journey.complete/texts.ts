// The feedback page in the page's language (issue 33): the namespaces it is sent, and the
// submission's status, next step and summary decision by the status's key (the stored status and
// the API's texts stay as they are).
import type { Translate } from "~/components/i18n";
import type { SubmissionStatus } from "~/shared/review";

export const FEEDBACK_NAMESPACES = ["complete"];

const KEY: Record<SubmissionStatus, string> = {
  SUBMITTED: "Submitted",
  CHANGES_REQUESTED: "ChangesRequested",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
  WITHDRAWN: "Withdrawn",
};

/** The key of a submission status's label (also on the evidence page). */
export const submissionStatusKey = (status: SubmissionStatus) => `complete.status${KEY[status]}`;

/** The status's label, what to do next and (once sent) the summary decision, translated. */
export function statusTexts(t: Translate, status: SubmissionStatus, decided: boolean) {
  const key = KEY[status];
  const hasDecision = decided && ["ACCEPTED", "CHANGES_REQUESTED", "REJECTED"].includes(status);
  return {
    status: t(submissionStatusKey(status)),
    nextStep: t(`complete.next${key}`),
    decision: hasDecision ? t(`complete.decision${key}`) : null,
  };
}

// The admin's decision dialogs' names and texts (decision 0066), apart from the schemas in
// admin-decision.ts so the pages that show the dialogs do not load zod. Pure.
/** A reason or a why: one clear sentence or a few, at most this long. */
export const REASON_MAX_LENGTH = 1000;
export const DECLINE_REASON_MESSAGE =
  "Give the reason for declining: the farmer reads it on their journey page and in the e-mail.";
export const REOPEN_WHY_MESSAGE = "Say why you are reopening this decision.";

/** The onboarding page's decline dialog: ?dialog=decline&kind=…&organisation=<id>. */
export const DECLINE_DIALOG = "decline";
export const DECLINE_KIND_PARAM = "kind";
export const DECLINE_ORGANISATION_PARAM = "organisation";
/**
 * The company view's reopen dialog: ?dialog=reopen&kind=…. Its form posts to the page as it is
 * (intent 'reopen' in the body), so the dialog stays open when a post is refused.
 */
export const REOPEN_DIALOG = "reopen";

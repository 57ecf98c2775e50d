// 'Your details' (issue 32 'Nobody can change their own details'): the answers a person gave at
// sign-up that are theirs to change later, on /profile/details and through PUT /api/v2/user/info
// (one field list for both). The e-mail address is the sign-in's and is changed there; the
// organisation and its role are the organisation's pages'; consent is given once.
import { PROFILE_FIELDS, REFERRAL_FIELDS } from "./signup-form";

export const DETAILS_PATH = "/profile/details";
export const DETAILS_INTENT = "details";
export const DETAILS_SAVED = "Your details are saved.";

/** The profile's answers and the mailing-list choice, in the order the page shows them. */
export const DETAILS_FIELDS = [
  ...PROFILE_FIELDS,
  REFERRAL_FIELDS[2], // mailingList
] as const;

/** The names of the answers that differ between `before` and `after` (for the audit entry). */
export function changedDetails(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return DETAILS_FIELDS.map((field) => field.name).filter(
    (name) => (before[name] ?? null) !== (after[name] ?? null),
  );
}

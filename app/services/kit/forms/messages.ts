// The texts a person sees from the forms kit. The spec's own texts are quoted exactly; the few it
// does not show are Veld's choices (docs/decisions/0010-forms-kit.md, 'Messages the spec does not
// show'). Pure: the browser and the server show the same words.
export { invalidFileTypeMessage, TOO_MANY_FILES_MESSAGE } from "~/services/files/upload-error";

/** spec §5 'Forms in general': 'Too-long values show 'Too many characters''. */
export const TOO_MANY_CHARACTERS = "Too many characters";

/** spec §5 'Sign-up phone': 'must be valid for the selected country, else …'. */
export const INVALID_PHONE_FOR_COUNTRY = "Invalid phone number for selected country";

/** spec §5 'Add-line-item editor': 'A required empty list shows 'At least 1 required''. */
export const AT_LEAST_ONE_REQUIRED = "At least 1 required";

/** spec §5 'Add-line-item editor': 'An empty optional list shows 'No items added''. */
export const NO_ITEMS_ADDED = "No items added";

/** spec §8 'Display messages': 'No results' (dropdown filter empty). */
export const NO_RESULTS = "No results";

/** spec §8 'Display messages': 'No options selected' (multi-selector). */
export const NO_OPTIONS_SELECTED = "No options selected";

/** spec §5 'Forms in general': 'Optional fields are labelled optional'. */
export const OPTIONAL_TAG = "(optional)";

/** spec §9: 'Toggle labels default to Yes/No'. */
export const TOGGLE_ON_LABEL = "Yes";
export const TOGGLE_OFF_LABEL = "No";

// ---- Not shown in the spec (decision 0010) ----

/** A required field left empty. Short, like the spec's 'At least 1 required'. */
export const REQUIRED = "Required";

/** spec §5 'E-mail pattern check' shows no text; the identity provider's forms use this one. */
export const INVALID_EMAIL = "Enter a valid email address, like name@example.com.";

/** spec §5 'Phone (tel) input' shows no text for a value outside its pattern. */
export const INVALID_TEL = "Enter a phone number of up to 10 digits, or + and the country code.";

export const INVALID_NUMBER = "Enter a number, like 1250 or 12.5.";
export const NOT_AN_OPTION = "Choose one of the options.";
export const INVALID_DATE = "Enter a date as year-month-day, like 2025-03-31.";
export const SUBMIT_HINT = "Fill in every required field to continue.";

export function tooFewCharacters(min: number) {
  return `Use at least ${min} characters.`;
}
export function numberTooLarge(max: string) {
  return `Enter a number no larger than ${max}.`;
}
export function numberTooSmall(min: string) {
  return `Enter a number no smaller than ${min}.`;
}
export function dateTooEarly(min: string) {
  return `Choose a date on or after ${min}.`;
}
export function dateTooLate(max: string) {
  return `Choose a date on or before ${max}.`;
}
export function tooManyItems(max: number) {
  return `Add at most ${max} items.`;
}

/** Single-line text with a line break or another control character (issue 28). */
export const SINGLE_LINE_TEXT = "Keep this on one line, without control characters.";

/** Multi-line text with a control character other than a line break or a tab (issue 28). */
export const MULTI_LINE_TEXT =
  "Remove the control characters: only line breaks and tabs can be kept.";

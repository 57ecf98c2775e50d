// Rules for the text-like inputs (spec §5 'Forms in general' and 'Inputs'). Pure: the inputs
// apply them as the person types, the schemas apply them again on the server.

/** spec §5 'Too-long values show 'Too many characters'': a value (typed or stored) over the limit. */
export function isTooLong(value: string, maxLength: number | undefined) {
  return maxLength !== undefined && value.length > maxLength;
}

/**
 * spec §5 'Text area: input longer than maxLength is ignored': a change that would make the value
 * too long is dropped whole (the previous value stays), rather than cut to fit as the browser's
 * own maxlength does for text inputs ('Text input: maxLength blocks longer input').
 */
export function acceptTextAreaInput(previous: string, next: string, maxLength?: number) {
  return isTooLong(next, maxLength) && next.length > previous.length ? previous : next;
}

/** spec §5 'Text area: Empty becomes null' (and blank optional text inputs). */
export function emptyToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * spec §5 'E-mail pattern check': something@something.something, no spaces. Deliberately
 * loose: the address is proven by the e-mail that reaches it, not by a pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string) {
  return EMAIL_PATTERN.test(value);
}

/**
 * spec §5 'Phone (tel) input: an optional plus sign with up to 3 digits then up to 9 digits, or up
 * to 10 plain digits.'
 */
export const TEL_PATTERN = /^(?:(?:\+\d{1,3})?\d{1,9}|\d{1,10})$/;

/** What can still grow into a TEL_PATTERN value: the input refuses anything else. */
const TEL_PREFIX = /^(?:\+\d{0,12}|\d{0,10})$/;

export function isTel(value: string) {
  return TEL_PATTERN.test(value);
}

/** The tel input's filter: spaces and dashes typed or pasted are dropped; other changes that
 * could never match the pattern are refused (the previous value stays). */
export function acceptTelInput(previous: string, next: string) {
  const cleaned = next.replace(/[\s-]/g, "");
  return TEL_PREFIX.test(cleaned) ? cleaned : previous;
}

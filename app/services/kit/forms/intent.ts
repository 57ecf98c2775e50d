// The one action contract (decision 0128): every post says which form it came from in an
// `intent` field of its body. A form that does one thing carries it hidden (KitForm's `intent`,
// or `<input type="hidden" name="intent">` in a plain form); a form whose buttons do different
// things (save a draft or submit, grant or revoke) names it on each button. The add-line-item
// editor's buttons post `intent` too ('add-line-item:herds', decision 0010): they change the form,
// not the page, so they are never the form's intent. Pure: the form and the action both use it.
import { parseLineItemIntent } from "./line-items";

export const INTENT_FIELD = "intent";

/** The form a post came from: its first `intent` that is not a line-item editor's button. */
export function intentOf(form: FormData): string | null {
  for (const value of form.getAll(INTENT_FIELD)) {
    if (typeof value === "string" && value !== "" && !parseLineItemIntent(value)) return value;
  }
  return null;
}

/** The line-item editor's button that was pressed without JavaScript, if one was. */
export function lineItemIntentOf(form: FormData) {
  for (const value of form.getAll(INTENT_FIELD)) {
    const parsed = typeof value === "string" ? parseLineItemIntent(value) : null;
    if (parsed) return parsed;
  }
  return null;
}

/**
 * The id of one of several forms with the same intent on a page (a form per field, per item):
 * the form draws it as its id, and the action answers a refusal with it, so the errors go to
 * that form and no other.
 */
export function formKey(intent: string, subject: string): string {
  return `${intent}:${subject}`;
}

/**
 * An intent by name, checked against the page's intents: `intent={intentName<CreditIntent>("void")}`
 * (a `satisfies` inside a JSX attribute is more than the accessibility lint can read).
 */
export function intentName<T extends string>(value: T): T {
  return value;
}

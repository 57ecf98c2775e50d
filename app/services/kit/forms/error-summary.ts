// The error summary at the top of a refused form (issue 13; the GOV.UK design system's 'Error
// summary'): on a phone the first bad field may be a screen or more below where the page opens,
// so the form says at its top that it was refused, how many answers need correcting, and links to
// each. Pure: the server's HTML and the browser build the same list.
import { FORM_ERROR_KEY } from "./form-error-key";

export interface SummaryField {
  name: string;
  label: string;
}

export interface SummaryItem {
  /** The posted name the link leads to. */
  name: string;
  /** What the link says: the field's label, else its message. */
  text: string;
}

/**
 * The heading: the form was refused and how many answers need correcting (none when the problem
 * is the form's as a whole, such as a file that could not be read).
 */
export function summaryHeading(count: number): string {
  if (count <= 0) return "There is a problem";
  return count === 1
    ? "There is a problem with 1 answer"
    : `There is a problem with ${count} answers`;
}

/**
 * A line item's field ('herds[2].count') is known by its list's label ('Herds'): its own label is
 * shared by every row, the list's names the place.
 */
function labelFor(name: string, labels: ReadonlyMap<string, string>): string | undefined {
  const own = labels.get(name);
  if (own) return own;
  const list = /^([^[.]+)[[.]/.exec(name)?.[1];
  return list ? labels.get(list) : undefined;
}

/**
 * One item per field in error, in the order the errors came (the schema's, which is the form's),
 * without the form-wide error (shown as the summary's text, not a link).
 */
export function summaryItems(
  fieldErrors: Readonly<Record<string, string | undefined>>,
  fields: readonly SummaryField[] = [],
): SummaryItem[] {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  const items: SummaryItem[] = [];
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (name === FORM_ERROR_KEY || !message) continue;
    items.push({ name, text: labelFor(name, labels) ?? message });
  }
  return items;
}

/**
 * The id of a field's control, from its form's prefix and its posted name: the same on the
 * server and in the browser, so the summary's links work in the server's HTML.
 */
export function fieldControlId(formPrefix: string, name: string): string {
  return `${formPrefix}-${name.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
}

/** A prefix for ids from React's useId (':r3:' → 'kf-r3'). */
export function formIdPrefix(reactId: string): string {
  return `kf-${reactId.replace(/[^A-Za-z0-9_-]+/g, "")}`;
}

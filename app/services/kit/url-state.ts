// Interface state kept in the URL (dialogs, tabs, filters and pages of a table are URLs;
// docs/architecture.md 'A request'), so each works without JavaScript, survives a reload and
// can be shared. Pure.
//
//   ?dialog=a&dialog=b   the modal stack, bottom first (b is on top)
//   ?tab=declined        the tab shown (the parameter name is the page's choice)
//   ?edit=1              a summary card in edit mode
//
// Read in the browser too (the dialogs' links), so nothing here brings zod into the scripts every
// page loads: the dialog names are read as plain text and only ever compared with the page's own.
// The server declares the parameter among the query schemas (./query declares it), so
// the bad-input suite attacks it with the others.
import { DIALOG_PARAM } from "./dialog-param";
import { TABLE_PARAMS, toSearch } from "./table";

export { DIALOG_PARAM };
export const EDIT_PARAM = "edit";

/**
 * The dialogs open, bottom of the stack first, each once: every `dialog` value, repeated or
 * comma-separated, as a query schema's list reads it. Dialog names are only compared with the
 * page's own, never stored or shown.
 */
export function openDialogs(search: URLSearchParams | string): string[] {
  const values = new URLSearchParams(search)
    .getAll(DIALOG_PARAM)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return [...new Set(values)];
}

/**
 * The search that opens dialog `name` on top of those already open. `params` go along (the
 * record the dialog shows: `{ applicant: '12' }`).
 */
export function openDialogSearch(
  search: URLSearchParams | string,
  name: string,
  params: Record<string, string> = {},
): string {
  const next = new URLSearchParams(search);
  const stack = openDialogs(next).filter((open) => open !== name);
  next.delete(DIALOG_PARAM);
  for (const open of [...stack, name]) next.append(DIALOG_PARAM, open);
  for (const [key, value] of Object.entries(params)) next.set(key, value);
  return toSearch(next);
}

/**
 * The search that closes dialog `name` and any stacked above it; `clear` names parameters
 * that belonged to it (its record id) and go too.
 */
export function closeDialogSearch(
  search: URLSearchParams | string,
  name: string,
  clear: readonly string[] = [],
): string {
  const next = new URLSearchParams(search);
  const stack = openDialogs(next);
  const at = stack.indexOf(name);
  next.delete(DIALOG_PARAM);
  for (const open of at === -1 ? stack : stack.slice(0, at)) next.append(DIALOG_PARAM, open);
  for (const key of clear) next.delete(key);
  return toSearch(next);
}

/**
 * The search of a tab link. spec §4 'Tab data modes': 'Changing filters, page size or mode
 * resets to the first page', so the page, a selection and open dialogs are dropped.
 */
export function tabSearch(search: URLSearchParams | string, param: string, value: string): string {
  const next = new URLSearchParams(search);
  for (const key of [TABLE_PARAMS.page, TABLE_PARAMS.selected, DIALOG_PARAM]) next.delete(key);
  next.set(param, value);
  return toSearch(next);
}

/** The search with `name` set to `value`, or removed when `value` is null. */
export function withParam(
  search: URLSearchParams | string,
  name: string,
  value: string | null,
): string {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return toSearch(next);
}

/**
 * Where a post's redirect goes: the page's path and search without `names` (the form's own
 * parameters, the dialog it was posted from), so the page comes back as it was, filters kept.
 */
export function pathWithout(url: string | URL, names: readonly string[]): string {
  const after = new URL(url);
  // Names removed, nothing read: the rest of the search goes back as it came.
  const params = new URLSearchParams(after.search);
  for (const name of names) params.delete(name);
  return after.pathname + toSearch(params);
}

/**
 * True when `next` is `current` with only some of `names` removed: closing a dialog or
 * leaving edit mode. A route's shouldRevalidate can skip its loader then: nothing new is
 * needed, and farmers on slow links are spared a round trip.
 */
export function onlyParamsRemoved(current: URL, next: URL, names: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of names) params.delete(name);
    params.sort();
    return params.toString();
  };
  if (strip(current) !== strip(next)) return false;
  // Something was removed, nothing added or changed among `names`. The two addresses are only
  // compared, value by value, never read for their meaning.
  const valuesOf = (url: URL, name: string) => new URLSearchParams(url.search).getAll(name);
  let removed = false;
  for (const name of names) {
    const before = valuesOf(current, name);
    const after = valuesOf(next, name);
    if (after.length > before.length || after.some((value, i) => value !== before[i])) return false;
    if (after.length < before.length) removed = true;
  }
  return removed;
}

// The data table's rules (spec §4 'Widgets' table, §2 'Application tabs', §8 'Display messages',
// §9 page sizes). Pure: the route's loader reads the URL through these, the component builds its
// links with them, so sorting and paging are plain links that work without JavaScript.
//
// URL: ?sort=<column>&dir=asc|desc&page=<index from 0>&size=10|20|50|100, and `selected` (one
// per chosen row) while a bulk action asks for confirmation.
//
// Pure and zod-free: the browser's table links use it. The query schema of these parameters is in
// ./table-query (server side).

export type SortDirection = "asc" | "desc";
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** spec §9: 'Page size options are 10, 20 (default), 50, 100, not clearable.' */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const TABLE_PARAMS = {
  sort: "sort",
  direction: "dir",
  page: "page",
  size: "size",
  selected: "selected",
} as const;

/** spec §8: 'No data' (table default). */
export const NO_DATA = "No data";

/** spec §8: '{n} Items selected'. */
export const itemsSelectedText = (n: number) => `${n} Items selected`;

/** spec §8: 'Are you sure you want to delete {n} item(s)?' */
export const deleteConfirmText = (n: number) => `Are you sure you want to delete ${n} item(s)?`;

/**
 * spec §4: 'sort direction toggles asc/desc per column and resets to ascending on a new column'.
 * Sorting the column already sorted flips its direction; any other column starts ascending.
 */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { column, direction: "asc" };
}

export interface TableState {
  sort: SortState | null;
  /** Index of the page, from 0 (spec §9 'The page index starts at 0'). */
  page: number;
  size: number;
  /** Ids of the rows a bulk action is about to act on. */
  selected: string[];
}

/** Copies `search` without the one-off parts of a URL: a selection and any open dialog. */
function withoutTransient(search: URLSearchParams | string, extra: readonly string[] = []) {
  const next = new URLSearchParams(search);
  for (const name of [TABLE_PARAMS.selected, "dialog", ...extra]) next.delete(name);
  return next;
}

/** A search string: '?a=1' or '' (put it after the page's pathname). */
export const toSearch = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * The link of a column header: the next sort of that column, back on the first page. New data
 * clears a selection (spec §4), so the link drops `selected`; `clear` names other parameters
 * that belong to a shown row (a dialog's record id) and go too.
 */
export function sortHref(
  search: URLSearchParams | string,
  current: SortState | null,
  column: string,
  clear: readonly string[] = [],
): string {
  const next = withoutTransient(search, clear);
  const sort = nextSort(current, column);
  next.set(TABLE_PARAMS.sort, sort.column);
  next.set(TABLE_PARAMS.direction, sort.direction);
  next.delete(TABLE_PARAMS.page);
  return toSearch(next);
}

/** The link to the page with index `page` (from 0). */
export function pageHref(
  search: URLSearchParams | string,
  page: number,
  clear: readonly string[] = [],
): string {
  const next = withoutTransient(search, clear);
  if (page <= 0) next.delete(TABLE_PARAMS.page);
  else next.set(TABLE_PARAMS.page, String(page));
  return toSearch(next);
}

export interface PageInfo {
  /** The page shown, clamped to the pages that exist (index from 0). */
  page: number;
  size: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  /** Index of the first row of the page, for slicing. */
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Where a page sits among `total` rows. A page past the end shows the last page. */
export function paginate(total: number, page: number, size: number): PageInfo {
  const safeTotal = Math.max(0, Math.trunc(total));
  const safeSize = Math.max(1, Math.trunc(size));
  const pageCount = Math.max(1, Math.ceil(safeTotal / safeSize));
  const current = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1);
  const offset = current * safeSize;
  return {
    page: current,
    size: safeSize,
    pageCount,
    total: safeTotal,
    from: safeTotal === 0 ? 0 : offset + 1,
    to: Math.min(offset + safeSize, safeTotal),
    offset,
    hasPrevious: current > 0,
    hasNext: current < pageCount - 1,
  };
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");

/** spec §2: 'Showing X–Y of N results' (an en dash between X and Y). */
export function showingText(info: Pick<PageInfo, "from" | "to" | "total">): string {
  return `Showing ${grouped(info.from)}–${grouped(info.to)} of ${grouped(info.total)} results`;
}

/** spec §2: 'Page n of m': n counts from 1 although the index starts at 0. */
export function pageOfText(info: Pick<PageInfo, "page" | "pageCount">): string {
  return `Page ${info.page + 1} of ${info.pageCount}`;
}

/** aria-sort for a column header. */
export function ariaSort(sort: SortState | null, column: string) {
  if (sort?.column !== column) return undefined;
  return sort.direction === "asc" ? ("ascending" as const) : ("descending" as const);
}

export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator("en-ZA", { numeric: true, sensitivity: "base" });

function compareValues(a: SortValue, b: SortValue): number {
  const missingA = a === null || a === undefined || a === "";
  const missingB = b === null || b === undefined || b === "";
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Sorts rows in memory (for lists a loader holds whole): numbers by value, text in en-ZA
 * order with numbers inside text read as numbers, dates by time; stable, and empty values
 * last in either direction.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState | null,
  valueOf: (row: Row, column: string) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((x, y) => {
      const xMissing = x.value === null || x.value === undefined || x.value === "";
      const yMissing = y.value === null || y.value === undefined || y.value === "";
      if (xMissing !== yMissing) return xMissing ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/**
 * spec §4 'Selection is cleared when data changes': the rows still selected after the rows
 * shown change. A different list of rows (another page, sort or a deletion) clears it.
 */
export function selectionAfterDataChange(
  previousRowIds: readonly string[],
  nextRowIds: readonly string[],
  selected: ReadonlySet<string>,
): Set<string> {
  const same =
    previousRowIds.length === nextRowIds.length &&
    previousRowIds.every((id, i) => id === nextRowIds[i]);
  return same ? new Set(selected) : new Set();
}

// The data table (spec §2 'Data table: sorting, row actions, multi-select actions, row-click
// handler, rotated layout, no-data message'; §4 'Widgets' table; §8 messages). Sorting and
// paging are links (app/services/kit/table.ts), selection is checkboxes in a GET form with a button
// per bulk action, so all of it works without JavaScript; with it, selection is counted live,
// sorting waits while rows are selected, and a clicked row shows that it is busy.
import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useId, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import {
  ariaSort,
  itemsSelectedText,
  NO_DATA,
  PAGE_SIZES,
  pageHref,
  pageOfText,
  selectionAfterDataChange,
  showingText,
  sortHref,
  TABLE_PARAMS,
  type PageInfo,
  type SortState,
} from "~/services/kit/table";
import { DIALOG_PARAM } from "~/services/kit/url-state";
import { useHydrated } from "./use-hydrated";

export interface Column<Row> {
  /** The column's name in ?sort=. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-aligned, for amounts. */
  numeric?: boolean;
}

export interface BulkAction {
  label: string;
  /**
   * Opens this dialog (a GET with the selected ids in the URL), usually a ConfirmDialog.
   * Otherwise the selection is posted with intent=<intent>.
   */
  dialog?: string;
  intent?: string;
  danger?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's name, read by screen readers (and shown when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** How a row is named in its checkbox's label ('Select Thandi Mokoena'). */
  rowLabel?: (row: Row) => string;
  /** The sort in force, from the loader (parseTableParams). */
  sort?: SortState | null;
  /** Parameters that belong to a shown row (a dialog's record id), dropped by sort links. */
  clear?: readonly string[];
  rowActions?: (row: Row) => ReactNode;
  rowActionsHeader?: string;
  /**
   * Where a click on the row leads (a detail dialog's URL). The first cell links there too,
   * for keyboards and for browsers without JavaScript.
   */
  rowHref?: (row: Row) => string;
  /** A click handler instead; the row shows it is busy until the promise settles. */
  onRowClick?: (row: Row) => void | Promise<unknown>;
  /** Multi-select with actions. `selected`: ids chosen in the URL (?selected=…). */
  selection?: { actions: readonly BulkAction[]; selected?: readonly string[] };
  /** spec §8: 'No data' by default. */
  emptyText?: string;
}

const INTERACTIVE = "a, button, input, select, textarea, label, summary, [role='button']";

export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowId,
  rowLabel = rowId,
  sort = null,
  clear = [],
  rowActions,
  rowActionsHeader = "Actions",
  rowHref,
  onRowClick,
  selection,
  emptyText = NO_DATA,
}: DataTableProps<Row>) {
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formId = useId();
  const ids = rows.map(rowId);
  const initial = (selection?.selected ?? []).filter((id) => ids.includes(id));

  // spec §4 'Selection is cleared when data changes': new rows clear it; a new selection in the
  // URL (the confirm step of a bulk action) replaces it.
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initial));
  const [seen, setSeen] = useState({ ids, initial: initial.join(",") });
  if (seen.initial !== initial.join(",")) {
    setSeen({ ids, initial: initial.join(",") });
    setSelected(new Set(initial));
  } else if (seen.ids.join(",") !== ids.join(",")) {
    setSeen({ ids, initial: initial.join(",") });
    setSelected(selectionAfterDataChange(seen.ids, ids, selected));
  }

  const [busyId, setBusyId] = useState<string | null>(null);
  const navigatingTo =
    navigation.state === "loading" && navigation.location
      ? navigation.location.pathname + navigation.location.search
      : null;
  const isBusy = (row: Row) =>
    busyId === rowId(row) || (!!rowHref && navigatingTo !== null && navigatingTo === rowHref(row));

  const sortingDisabled = selected.size > 0;
  const selectable = !!selection;
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const clickRow = (row: Row, event: ReactMouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // selecting text, not clicking
    if (onRowClick) {
      const id = rowId(row);
      const result = onRowClick(row);
      if (result && typeof (result as Promise<unknown>).finally === "function") {
        setBusyId(id);
        void (result as Promise<unknown>).finally(() =>
          setBusyId((current) => (current === id ? null : current)),
        );
      }
      return;
    }
    if (rowHref) {
      // The first cell's link does the navigating, so the URL and history stay as a link's.
      (event.currentTarget.querySelector("a[data-row-link]") as HTMLAnchorElement | null)?.click();
    }
  };

  const clickable = !!(rowHref || onRowClick);
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  return (
    <div className="data-table">
      {selection ? (
        <BulkActionBar
          formId={formId}
          actions={selection.actions}
          count={selected.size}
          hydrated={hydrated}
          clear={clear}
        />
      ) : null}
      <div className="data-table__scroll">
        <table className="data-table__table">
          <caption className={showCaption ? "data-table__caption" : "visually-hidden"}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="data-table__select">
                  {hydrated ? (
                    <input
                      type="checkbox"
                      aria-label="Select all rows"
                      checked={allSelected}
                      onChange={(event) =>
                        setSelected(event.currentTarget.checked ? new Set(ids) : new Set())
                      }
                      disabled={ids.length === 0}
                    />
                  ) : (
                    <span className="visually-hidden">Select</span>
                  )}
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                  className={
                    [column.numeric ? "is-numeric" : "", column.sortable ? "is-sortable" : ""]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                >
                  {column.sortable ? (
                    <SortHeader
                      column={column}
                      sort={sort}
                      disabled={sortingDisabled}
                      href={location.pathname + sortHref(location.search, sort, column.key, clear)}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {rowActions ? (
                <th scope="col" className="data-table__actions-header">
                  {rowActionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="data-table__empty">
                <td colSpan={columnCount}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = rowId(row);
                const busy = isBusy(row);
                const rowClass = [
                  clickable ? "is-clickable" : "",
                  selected.has(id) ? "is-selected" : "",
                  busy ? "is-busy" : "",
                ]
                  .filter(Boolean)
                  .join(" ");
                return (
                  // Keyboards use the first cell's link or the row's buttons; the row's click
                  // handler is a larger target for a pointer.
                  <tr
                    key={id}
                    className={rowClass || undefined}
                    aria-busy={busy || undefined}
                    onClick={clickable ? (event) => clickRow(row, event) : undefined}
                  >
                    {selectable ? (
                      <td className="data-table__select">
                        <input
                          type="checkbox"
                          form={formId}
                          name={TABLE_PARAMS.selected}
                          value={id}
                          aria-label={`Select ${rowLabel(row)}`}
                          checked={selected.has(id)}
                          onChange={(event) => toggle(id, event.currentTarget.checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        data-label={column.header}
                        className={column.numeric ? "is-numeric" : undefined}
                      >
                        {index === 0 && rowHref ? (
                          <Link to={rowHref(row)} preventScrollReset data-row-link="">
                            {column.cell(row)}
                          </Link>
                        ) : (
                          column.cell(row)
                        )}
                        {index === 0 && busy ? (
                          <span className="data-table__busy">
                            <span className="spinner" aria-hidden="true" />
                            <span className="visually-hidden">Loading</span>
                          </span>
                        ) : null}
                      </td>
                    ))}
                    {rowActions ? (
                      <td className="data-table__actions" data-label={rowActionsHeader}>
                        {rowActions(row)}
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SortHeader<Row>({
  column,
  sort,
  disabled,
  href,
}: {
  column: Column<Row>;
  sort: SortState | null;
  disabled: boolean;
  href: string;
}) {
  const direction = sort?.column === column.key ? sort.direction : null;
  const icon = (
    <span
      className={`sort-icon${direction ? ` sort-icon--${direction}` : ""}`}
      aria-hidden="true"
    />
  );
  // spec §4 'Sorting is disabled while rows are selected.'
  if (disabled) {
    return (
      <span className="data-table__sort is-disabled">
        {column.header}
        {icon}
        <span className="visually-hidden"> (sorting is off while rows are selected)</span>
      </span>
    );
  }
  return (
    <Link to={href} preventScrollReset className="data-table__sort">
      {column.header}
      {icon}
    </Link>
  );
}

/** Hidden inputs that keep the other URL parameters when a GET form is submitted. */
function KeptParams({ search, drop }: { search: string; drop: readonly string[] }) {
  const params = [...new URLSearchParams(search)].filter(([key]) => !drop.includes(key));
  return (
    <>
      {params.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}

function BulkActionBar({
  formId,
  actions,
  count,
  hydrated,
  clear,
}: {
  formId: string;
  actions: readonly BulkAction[];
  count: number;
  hydrated: boolean;
  clear: readonly string[];
}) {
  const location = useLocation();
  return (
    <Form
      id={formId}
      method="get"
      preventScrollReset
      className={`bulk-actions${count > 0 ? " has-selection" : ""}`}
    >
      <KeptParams search={location.search} drop={[TABLE_PARAMS.selected, DIALOG_PARAM, ...clear]} />
      <p className="bulk-actions__count" role="status">
        {count > 0 ? itemsSelectedText(count) : "Tick rows to act on several at once."}
      </p>
      <div className="bulk-actions__buttons">
        {actions.map((action) =>
          action.dialog ? (
            <button
              key={action.label}
              type="submit"
              name={DIALOG_PARAM}
              value={action.dialog}
              className={`button${action.danger ? " button--danger" : ""}`}
              disabled={hydrated && count === 0}
            >
              {action.label}
            </button>
          ) : (
            <button
              key={action.label}
              type="submit"
              formMethod="post"
              name="intent"
              value={action.intent}
              className={`button${action.danger ? " button--danger" : ""}`}
              disabled={hydrated && count === 0}
            >
              {action.label}
            </button>
          ),
        )}
      </div>
    </Form>
  );
}

/** spec §2: 'Showing X–Y of N results'. */
export function ResultsCount({ info }: { info: PageInfo }) {
  return (
    <p className="results-count" role="status">
      {showingText(info)}
    </p>
  );
}

/** spec §2: 'Pagination buttons: first, previous, 'Page n of m', next, last' — as links. */
export function Pagination({
  info,
  clear = [],
  label = "Pages",
}: {
  info: PageInfo;
  clear?: readonly string[];
  label?: string;
}) {
  const { pathname, search } = useLocation();
  const href = (page: number) => pathname + pageHref(search, page, clear);
  const last = info.pageCount - 1;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <PageLink to={href(0)} enabled={info.hasPrevious} arrow="«">
            First
          </PageLink>
        </li>
        <li>
          <PageLink to={href(info.page - 1)} enabled={info.hasPrevious} arrow="‹">
            Previous
          </PageLink>
        </li>
        <li className="pagination__current" aria-current="page">
          {pageOfText(info)}
        </li>
        <li>
          <PageLink to={href(info.page + 1)} enabled={info.hasNext} arrow="›" after>
            Next
          </PageLink>
        </li>
        <li>
          <PageLink to={href(last)} enabled={info.hasNext} arrow="»" after>
            Last
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({
  to,
  enabled,
  arrow,
  after = false,
  children,
}: {
  to: string;
  enabled: boolean;
  arrow: string;
  after?: boolean;
  children: string;
}) {
  const content = (
    <>
      {after ? null : <span aria-hidden="true">{arrow} </span>}
      {children}
      {after ? <span aria-hidden="true"> {arrow}</span> : null}
    </>
  );
  if (!enabled) {
    return (
      <span className="pagination__link is-disabled" aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset className="pagination__link">
      {content}
    </Link>
  );
}

/**
 * Results per page (spec §9: 10, 20 (default), 50, 100, not clearable). A GET form: with
 * JavaScript it applies on change; without, its button applies it. Back to the first page
 * (spec §4 'Changing … page size … resets to the first page').
 */
export function PageSizeSelect({ size, clear = [] }: { size: number; clear?: readonly string[] }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" preventScrollReset className="page-size">
      <KeptParams
        search={location.search}
        drop={[TABLE_PARAMS.size, TABLE_PARAMS.page, TABLE_PARAMS.selected, DIALOG_PARAM, ...clear]}
      />
      <label htmlFor={id}>Results per page</label>
      <select
        id={id}
        name={TABLE_PARAMS.size}
        defaultValue={String(size)}
        key={size}
        onChange={
          hydrated
            ? (event) => submit(event.currentTarget.form, { preventScrollReset: true })
            : undefined
        }
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button">
          Show
        </button>
      )}
    </Form>
  );
}

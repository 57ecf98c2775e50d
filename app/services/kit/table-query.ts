// The data table's query parameters read through one zod schema (app/services/kit/query.ts): what
// a loader reads of ?sort, ?dir, ?page, ?size and ?selected (app/services/kit/table.ts holds the
// table's rules and links, which the browser uses too and which need no zod).
import { z } from "zod";
import { SINGLE_LINE_PATTERN, unstorableTextReason } from "~/shared/text";
import { q, querySchema } from "./query";
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TABLE_PARAMS,
  type SortState,
  type TableState,
} from "./table";

const SIZE_TEXTS = PAGE_SIZES.map(String) as ["10", "20", "50", "100"];

/** A number of rows a page offers (10, 20, 50, 100); anything else, or nothing, is undefined. */
export const pageSizeField = () => z.enum(SIZE_TEXTS).optional().catch(undefined);

/**
 * The table's parameters for a page's query schema (`querySchema({ ...tableQueryFields(o) })`,
 * or `tableQuery(o)` alone). Anything not allowed falls back: an unknown column to the default
 * sort, a bad direction to ascending, a bad page to 0, a size not offered to 20. The selected
 * rows' ids are text: a NUL or a control character in one is a 400.
 */
export function tableQueryFields(options: { sortable: readonly string[] }) {
  return {
    [TABLE_PARAMS.sort]: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => (value && options.sortable.includes(value) ? value : undefined)),
    [TABLE_PARAMS.direction]: q.choice(["asc", "desc"], "asc"),
    [TABLE_PARAMS.page]: z
      .string()
      .optional()
      .transform((value) => (value && /^\d{1,9}$/.test(value.trim()) ? Number(value) : 0)),
    [TABLE_PARAMS.size]: pageSizeField(),
    [TABLE_PARAMS.selected]: z
      .array(
        z
          .string()
          .max(100, "lists an id that is too long.")
          .refine(
            (value) => unstorableTextReason(value) === null && SINGLE_LINE_PATTERN.test(value),
            "cannot hold control characters, line breaks or broken characters.",
          ),
      )
      .max(1000, "lists too many rows: at most 1000.")
      .optional(),
  };
}

/** A query schema of the table's parameters alone (made once, at module level). */
export function tableQuery(options: { sortable: readonly string[] }) {
  return querySchema(tableQueryFields(options));
}

type TableQueryValues = z.infer<z.ZodObject<ReturnType<typeof tableQueryFields>>>;

/** The table's state from the values its query schema read; `defaultSort` when none is asked. */
export function tableStateOf(
  values: TableQueryValues,
  options: { defaultSort?: SortState | null } = {},
): TableState {
  return {
    sort: values.sort
      ? { column: values.sort, direction: values.dir }
      : (options.defaultSort ?? null),
    page: values.page,
    size: values.size ? Number(values.size) : DEFAULT_PAGE_SIZE,
    selected: [...new Set(values.selected ?? [])],
  };
}

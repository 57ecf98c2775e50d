// The livestock numbers grid (spec §3 'Livestock numbers': year, month (0-based), herdId,
// mature, juvenile; issue 15 'entered as a year grid in one form post'; decision 0077). Pure:
// the page's form, its action and the CSV import share the cell rules. A row per herd and
// {mature, juvenile}, a column per month of the season (July to June); each cell a whole number
// from 0 to 100 000, an empty cell no record. A month with one of its two cells filled is stored
// with the other as 0. The forms' validators are components/practice/livestock-validators.ts.
import { MONTHS } from "~/services/kit/format";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { seasonMonths } from "~/services/practice/calculations";

export const MAX_HEAD_COUNT = 100_000;
export const HEAD_COUNT_KINDS = ["mature", "juvenile"] as const;
export type HeadCountKind = (typeof HEAD_COUNT_KINDS)[number];
export const HEAD_COUNT_LABELS: Record<HeadCountKind, string> = {
  mature: "Mature",
  juvenile: "Juvenile",
};

export const HEAD_COUNT_MESSAGE = "Enter a whole number from 0 to 100 000.";

export interface GridHerd {
  id: string;
  name: string;
}

export interface GridMonth {
  year: number;
  /** 0-based. */
  month: number;
}

export interface GridCell {
  herdId: string;
  year: number;
  month: number;
  mature: number;
  juvenile: number;
}

/** The months of a season's grid, July first, with their heading ('July 2026'). */
export function gridMonths(season: number): (GridMonth & { label: string })[] {
  return seasonMonths(season).map(({ year, month }) => ({
    year,
    month,
    label: `${MONTHS[month]} ${year}`,
  }));
}

/** The posted name of a cell: 'mature_<herdId>_2026_6' (no dots: the form stays flat). */
export function cellName(kind: HeadCountKind, herdId: string, year: number, month: number) {
  return `${kind}_${herdId}_${year}_${month}`;
}

/**
 * A head count as typed: null when empty, 'invalid' when it is not a whole number from 0 to
 * 100 000. Spaces (also the thousands separator '100 000') are ignored.
 */
export function parseHeadCount(raw: unknown): number | null | "invalid" {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "string" && typeof raw !== "number") return "invalid";
  const text = String(raw).replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return null;
  if (!/^\d{1,6}$/.test(text)) return "invalid";
  const value = Number(text);
  return value <= MAX_HEAD_COUNT ? value : "invalid";
}

/** The summary's name of a cell: 'Nguni cows, July 2026, mature'. */
export function cellLabel(herd: GridHerd, month: GridMonth, kind: HeadCountKind) {
  return `${herd.name}, ${MONTHS[month.month]} ${month.year}, ${kind}`;
}

/** Every cell of the grid, in the form's order (herd, kind, month), with its label. */
export function gridFields(herds: readonly GridHerd[], season: number) {
  const months = gridMonths(season);
  return herds.flatMap((herd) =>
    HEAD_COUNT_KINDS.flatMap((kind) =>
      months.map((month) => ({
        name: cellName(kind, herd.id, month.year, month.month),
        label: cellLabel(herd, month, kind),
      })),
    ),
  );
}

/** Reads the grid from posted values: the cells to store, or an error per bad cell. */
export function readGrid(
  values: Record<string, unknown>,
  herds: readonly GridHerd[],
  season: number,
): { cells: GridCell[]; errors: Record<string, string> } {
  const cells: GridCell[] = [];
  const errors: Record<string, string> = {};
  for (const herd of herds) {
    for (const { year, month } of gridMonths(season)) {
      const counts: Partial<Record<HeadCountKind, number | null>> = {};
      for (const kind of HEAD_COUNT_KINDS) {
        const name = cellName(kind, herd.id, year, month);
        const parsed = parseHeadCount(values[name]);
        if (parsed === "invalid") errors[name] = HEAD_COUNT_MESSAGE;
        else counts[kind] = parsed;
      }
      if (counts.mature == null && counts.juvenile == null) continue;
      cells.push({
        herdId: herd.id,
        year,
        month,
        mature: counts.mature ?? 0,
        juvenile: counts.juvenile ?? 0,
      });
    }
  }
  return { cells, errors };
}

/** The grid's values for the form from stored rows (a cell without a record is empty). */
export function gridValues(rows: readonly GridCell[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rows) {
    values[cellName("mature", row.herdId, row.year, row.month)] = String(row.mature);
    values[cellName("juvenile", row.herdId, row.year, row.month)] = String(row.juvenile);
  }
  return values;
}

export const LIVESTOCK_CSV_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Livestock numbers file (CSV)",
    accept: [".csv"],
    maxFiles: 1,
    hint: "The template's columns: herd, year, month, mature, juvenile. At most 1 MB.",
  },
] as const satisfies readonly FieldSpec[];

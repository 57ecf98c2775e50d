// /admin/journey/analysis (issue 15 'Admin'; decision 0078): one organisation's season as
// stocking rates (LSU or eLSU per hectare per field per month, spec §5 'Livestock units per
// month') and nutrient inputs (N, P and K kg/ha per field, spec §5 'Fertilizer factor'), with the
// programme's corrections applied first (withOverrides). The formulas are calculations.ts's
// (decision 0074); this module only feeds them and shapes the answer. Pure.
import { MONTHS_SHORT, MONTHS } from "~/services/kit/format";
import {
  livestockUnitsPerMonth,
  nutrientsPerField,
  seasonMonths,
  type LivestockUnitMode,
} from "./calculations";
import { withOverrides, type OverrideMap } from "./overrides";
import type { LivestockUnitFactorTable } from "~/services/constants/sets";
import type { FrameSize, HerdType, NpkType } from "~/shared/practice";

export interface AnalysisData {
  fields: { id: string; name: string; areaHectares: number }[];
  herds: { id: string; name: string; type: HerdType; frameSize: FrameSize | null }[];
  numbers: {
    id: string;
    herdId: string;
    year: number;
    month: number;
    mature: number;
    juvenile: number;
  }[];
  events: {
    id: string;
    herdId: string;
    fieldIds: string[];
    startDate: string;
    endDate: string;
    hoursOnField: number;
  }[];
  inputs: {
    id: string;
    fieldId: string;
    npkType: NpkType;
    applicationRate: number;
    nutrientPercent: number | null;
    nitrogen: number;
    phosphorus: number;
    potassium: number;
  }[];
}

export const ANALYSIS_PATH = "/admin/journey/analysis";

export const ANALYSIS_MODES = ["LSU", "eLSU"] as const;

export interface StockingRow {
  fieldId: string;
  name: string;
  /** LSU (or eLSU) per hectare in each month of the season, July first; 2 decimals. */
  values: number[];
}

export interface NutrientRow {
  fieldId: string;
  name: string;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

export interface Analysis {
  mode: LivestockUnitMode;
  /** The season's months, July first: 'Jul 2026' and, for tables, 'July 2026'. */
  months: { short: string; long: string }[];
  stocking: StockingRow[];
  nutrients: NutrientRow[];
  /** What could not be worked out (calculations.ts's notes). */
  notes: string[];
  /** How many values the programme corrected among the season's records. */
  corrections: number;
}

/** The season's analysis with the overrides applied; fields without data are left out. */
export function analyse(
  data: AnalysisData,
  overrides: OverrideMap,
  season: number,
  mode: LivestockUnitMode,
  // The organisation's livestock constants in force (issue 32).
  factors: LivestockUnitFactorTable,
): Analysis {
  const numbers = withOverrides("livestock", data.numbers, overrides);
  const events = withOverrides("grazing", data.events, overrides);
  const inputs = withOverrides("fertiliser", data.inputs, overrides);
  const months = seasonMonths(season);
  const areas = Object.fromEntries(data.fields.map((f) => [f.id, f.areaHectares]));
  const names = new Map(data.fields.map((f) => [f.id, f.name]));
  const { cells, notes } = livestockUnitsPerMonth({
    season,
    herds: data.herds,
    numbers,
    events,
    fieldAreas: areas,
    mode,
    factors,
  });
  const index = new Map(months.map((m, i) => [`${m.year}|${m.month}`, i]));
  const stockingByField = new Map<string, number[]>();
  for (const cell of cells) {
    const values = stockingByField.get(cell.fieldId) ?? Array<number>(12).fill(0);
    const at = index.get(`${cell.year}|${cell.month}`);
    if (at !== undefined) values[at] = cell.value;
    stockingByField.set(cell.fieldId, values);
  }
  const byName = (a: { name: string; fieldId: string }, b: { name: string; fieldId: string }) =>
    a.name.localeCompare(b.name, "en") || (a.fieldId < b.fieldId ? -1 : 1);
  const stocking = [...stockingByField].map(([fieldId, values]) => ({
    fieldId,
    name: names.get(fieldId) ?? "(unknown field)",
    values,
  }));
  const nutrients = Object.entries(nutrientsPerField(inputs)).map(([fieldId, n]) => ({
    fieldId,
    name: names.get(fieldId) ?? "(unknown field)",
    ...n,
  }));
  const corrections = [...numbers, ...events, ...inputs].reduce(
    (sum, row) => sum + row.corrections.length,
    0,
  );
  return {
    mode,
    months: months.map(({ year, month }) => ({
      short: `${MONTHS_SHORT[month]} ${year}`,
      long: `${MONTHS[month]} ${year}`,
    })),
    stocking: stocking.sort(byName),
    nutrients: nutrients.sort(byName),
    notes,
    corrections,
  };
}

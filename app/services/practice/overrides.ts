// Practice-data overrides (spec §3 'Other records': pd overrides; §7 '/pd/{id}/overrides';
// decision 0078): an admin's correction of one numeric value of a livestock-numbers row, a
// grazing event or a fertiliser input. The farmer's value stays as typed in its table; wherever
// a figure is calculated or shown, the override counts instead, and the farmer sees that it was
// corrected, by whom and why. Pure: the pages, the API, the calculations and the tests share it.
import type { z } from "zod";
import type { overrideJsonSchema } from "~/services/practice/overrides-api";
import {
  OVERRIDABLE_VALUES,
  OVERRIDE_RECORD_TYPES,
  type OverrideRecordType,
} from "~/shared/practice";

/** One corrected value of a row: what the farmer typed, what counts now, and why. */
export interface Correction {
  overrideId: string;
  valueName: string;
  original: number;
  value: number;
  reason: string;
  by: string | null;
  at: string;
}

/** An override as the pages and the API show it (overrides-api.ts, which the API documents). */
export type OverrideView = z.infer<typeof overrideJsonSchema>;

/** The overrides of an organisation by overrideKey. */
export type OverrideMap = ReadonlyMap<string, OverrideView>;

/** The one key of a record's value (the table's unique index: record type, record id, value). */
export function overrideKey(
  recordType: OverrideRecordType,
  recordId: string,
  valueName: string,
): string {
  return `${recordType}:${recordId}:${valueName}`;
}

/** The overrides keyed by overrideKey. */
export function overrideMapOf(overrides: OverrideView[]): OverrideMap {
  const map = new Map<string, OverrideView>();
  for (const override of overrides) {
    map.set(overrideKey(override.recordType, override.recordId, override.valueName), override);
  }
  return map;
}

/**
 * rows with each overridden numeric value replaced by the override, and `corrections` listing
 * what changed. Only the values OVERRIDABLE_VALUES names for the record type are touched; a row
 * without overrides comes back as a copy with `corrections: []`. The input rows are not changed.
 */
export function withOverrides<T extends { id: string }>(
  recordType: OverrideRecordType,
  rows: T[],
  overrides: OverrideMap,
): (T & { corrections: Correction[] })[] {
  const names = OVERRIDABLE_VALUES[recordType];
  return rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    const corrections: Correction[] = [];
    if (overrides.size > 0) {
      for (const valueName of names) {
        const override = overrides.get(overrideKey(recordType, row.id, valueName));
        if (!override) continue;
        const original = copy[valueName];
        corrections.push({
          overrideId: override.id,
          valueName,
          original: typeof original === "number" ? original : Number(original ?? 0),
          value: override.value,
          reason: override.reason,
          by: override.by,
          at: override.at,
        });
        copy[valueName] = override.value;
      }
    }
    return { ...(copy as T), corrections };
  });
}

/** The correction of one value of a row, if there is one. */
export function correctionOf(
  row: { corrections: Correction[] },
  valueName: string,
): Correction | undefined {
  return row.corrections.find((c) => c.valueName === valueName);
}

/** Whether `value` names a record type that can be overridden. */
export function isOverrideRecordType(value: unknown): value is OverrideRecordType {
  return typeof value === "string" && (OVERRIDE_RECORD_TYPES as readonly string[]).includes(value);
}

/** Whether `valueName` is one of the record type's overridable values. */
export function isOverridableValue(recordType: OverrideRecordType, valueName: unknown): boolean {
  return typeof valueName === "string" && OVERRIDABLE_VALUES[recordType].includes(valueName);
}

/** Labels of the overridable values, for the admin page, the notes and the audit log. */
export const OVERRIDE_VALUE_LABELS: Record<string, string> = {
  mature: "Mature",
  juvenile: "Juvenile",
  hoursOnField: "Hours on field per day",
  applicationRate: "Application rate (kg/ha)",
  nutrientPercent: "Nutrient percent",
  nitrogen: "Nitrogen (N)",
  phosphorus: "Phosphorus (P)",
  potassium: "Potassium (K)",
};

export const OVERRIDE_RECORD_TYPE_LABELS: Record<OverrideRecordType, string> = {
  livestock: "Livestock numbers",
  grazing: "Grazing event",
  fertiliser: "Fertiliser input",
};

/** The reason's bounds (decision 0078). */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/**
 * Why a value can't be an override for `valueName`, or null: a finite number ≥ 0; mature and
 * juvenile whole numbers; hoursOnField above 0 and at most 24; nutrientPercent at most 100.
 */
export function overrideValueProblem(valueName: string, value: number): string | null {
  if (!Number.isFinite(value)) return "Enter a number.";
  if (value < 0) return "Enter a number of 0 or more.";
  if ((valueName === "mature" || valueName === "juvenile") && !Number.isInteger(value)) {
    return "Enter a whole number of animals.";
  }
  if (valueName === "hoursOnField" && (value <= 0 || value > 24)) {
    return "Enter hours on field above 0 and at most 24.";
  }
  if (valueName === "nutrientPercent" && value > 100) return "Enter a percentage of at most 100.";
  return null;
}

/** The note the farmer and the admin read beside a corrected value. */
export function correctionNote(correction: Correction, format: (n: number) => string = String) {
  return `Corrected by the programme from ${format(correction.original)}: ${correction.reason}`;
}

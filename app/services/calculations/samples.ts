// Soil samples (issue 17 'soil samples: lab results per field — SOC %, bulk density, depth,
// date — entered or imported as CSV'; decision 0092): the rules of one sample, the soil organic
// carbon stock it measures, and the CSV file's columns and messages (its rows are read with the
// schema, in samples-schema.ts). Pure: no I/O, no framework.
import { round } from "~/services/kit/format";
import { Refusal } from "~/services/kit/refusal";
import { canEditOrganisation } from "~/services/organisations/rules";
import type { MemberRole } from "~/shared/roles";

/** Owners, staff and consultants change an organisation's soil samples; anyone else: 403. */
export function requireSampleEditor(role: MemberRole): void {
  if (!canEditOrganisation(role)) {
    throw new Refusal(
      403,
      "Your role in this organisation does not allow changing its soil samples.",
    );
  }
}

/** The ranges a lab result can have (decision 0092). */
export const SAMPLE_LIMITS = {
  depthCm: { min: 1, max: 200 },
  // Above 0 (a sample without carbon is a typing error), at most 60 % (peat).
  socPercent: { min: 0, max: 60 },
  bulkDensity: { min: 0.1, max: 2.5 },
  /** The earliest sampling date accepted. */
  earliest: "1950-01-01",
  text: 100,
} as const;

export const SAMPLE_MESSAGES = {
  field: "Choose one of your fields.",
  date: "Enter the date the sample was taken, such as 2026-03-15.",
  dateTooEarly: "The sampling date must be in 1950 or later.",
  dateFuture: "The sampling date cannot be in the future.",
  depth: `Enter the depth in whole centimetres, from ${SAMPLE_LIMITS.depthCm.min} to ${SAMPLE_LIMITS.depthCm.max}.`,
  soc: `Enter the soil organic carbon as a percentage above ${SAMPLE_LIMITS.socPercent.min} and at most ${SAMPLE_LIMITS.socPercent.max}.`,
  bulkDensity: `Enter the bulk density in g/cm³, from ${SAMPLE_LIMITS.bulkDensity.min} to ${SAMPLE_LIMITS.bulkDensity.max}.`,
  text: `At most ${SAMPLE_LIMITS.text} characters.`,
} as const;

export interface SampleValues {
  fieldId: string;
  /** YYYY-MM-DD */
  sampledOn: string;
  depthCm: number;
  socPercent: number;
  bulkDensity: number;
  lab: string | null;
  reference: string | null;
}

/**
 * The soil organic carbon stock of a sample, t C/ha: SOC % × bulk density (g/cm³) × depth (cm).
 * (1 % of 1 g/cm³ over 1 cm of one hectare is 0.01 × 1 g × 10⁸ cm² = 10⁶ g = 1 t.)
 */
export function socStockTonnesPerHectare(sample: {
  socPercent: number;
  bulkDensity: number;
  depthCm: number;
}): number {
  return sample.socPercent * sample.bulkDensity * sample.depthCm;
}

/** The stock as shown: two decimals. */
export function roundedStock(sample: Parameters<typeof socStockTonnesPerHectare>[0]): number {
  return round(socStockTonnesPerHectare(sample), 2);
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today's date in South Africa (UTC+2), YYYY-MM-DD: the latest sampling date accepted. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The problem with a sampling date, or null. */
export function sampleDateProblem(text: string, today: string): string | null {
  if (!isIsoDate(text)) return SAMPLE_MESSAGES.date;
  if (text < SAMPLE_LIMITS.earliest) return SAMPLE_MESSAGES.dateTooEarly;
  if (text > today) return SAMPLE_MESSAGES.dateFuture;
  return null;
}

// ---- CSV (the header is row 1, as a spreadsheet numbers rows) ----

export const SAMPLE_CSV_COLUMNS = [
  "field",
  "sampledOn",
  "depthCm",
  "socPercent",
  "bulkDensity",
  "lab",
  "reference",
] as const;

export const SAMPLE_CSV_HEADER = SAMPLE_CSV_COLUMNS.join(",");
/** The largest file read (the upload form's limit too). */
export const MAX_SAMPLE_CSV_BYTES = 1024 * 1024;
/** The most samples one file may add. */
export const MAX_SAMPLE_CSV_ROWS = 2000;

export const SAMPLE_CSV_MESSAGES = {
  columns: `The file's first row must name the columns ${SAMPLE_CSV_HEADER}, as in the template.`,
  empty: "The file has no soil samples under its header.",
  tooMany: `The file has more than ${MAX_SAMPLE_CSV_ROWS} samples; split it into smaller files.`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  valueCount: (row: number, found: number) =>
    `Row ${row}: expected ${SAMPLE_CSV_COLUMNS.length} values (${SAMPLE_CSV_HEADER}), found ${found}.`,
  field: (row: number, name: string) =>
    name
      ? `Row ${row}: "${name}" is not one of your fields.`
      : `Row ${row}: give the field's name.`,
  fieldAmbiguous: (row: number, name: string) =>
    `Row ${row}: more than one of your fields is called "${name}"; give them different names first.`,
  value: (row: number, message: string) => `Row ${row}: ${message}`,
} as const;

/** What the person typed, safe to repeat in a message (no control characters, not too long). */
export function echo(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, "").trim();
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
}

/** A number as a lab sheet writes it: '1.25' or '1,25'; NaN when it is none. */
export function parseCsvNumber(text: string): number {
  const clean = text.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A date as YYYY-MM-DD or DD/MM/YYYY (South Africa's way) → YYYY-MM-DD; else as written. */
export function parseCsvDate(text: string): string {
  const clean = text.trim();
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(clean);
  if (!local) return clean;
  return `${local[3]}-${local[2]!.padStart(2, "0")}-${local[1]!.padStart(2, "0")}`;
}

export interface CsvField {
  id: string;
  name: string;
}

export type SampleCsvRead = { ok: true; samples: SampleValues[] } | { ok: false; errors: string[] };

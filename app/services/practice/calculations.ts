// The calculations of the practice data (spec §5 'Calculations', §9 'Livestock unit factors',
// 'Size classes'; issue 15; decision 0074). Pure: no I/O, no framework, no time zones. Dates are
// calendar dates 'YYYY-MM-DD' and are counted as whole days, so the server, a browser and the
// tests agree whatever their own zone. Rounding is the kit's `round`, the spec's helper (2
// decimals by default, −0 → 0, non-numeric → 0).
import { formatDate, MONTHS, round } from "~/services/kit/format";
import type { LivestockUnitFactorTable, SizeClassesKg } from "~/services/constants/sets";
import {
  HERD_TYPE_LABELS,
  type FactorType,
  type FrameSize,
  type HerdType,
  type NpkType,
} from "~/shared/practice";
import { DAY_MS } from "~/shared/time";

// ---------------------------------------------------------------------------------------------
// Frame sizes and livestock-unit factors

/**
 * spec §3 'Herd': 'Frame size options: value (small, medium, large or other) and label. Beef and
 * dairy share the same set. Other species give no options.' The labels carry §9's size classes
 * of the livestock constants in force (issue 32: never a built-in table); without them (the
 * form's checks, which read only the values) the labels are the bare sizes.
 */
export function frameSizeOptions(
  type: HerdType,
  sizeClasses?: SizeClassesKg,
): { value: FrameSize; label: string }[] {
  if (type !== "beef" && type !== "dairy") return [];
  const kg = sizeClasses?.[type];
  const label = (name: string, range: string | undefined) =>
    range === undefined ? name : `${name} (${range} kg)`;
  return [
    { value: "small", label: label("Small", kg?.small) },
    { value: "medium", label: label("Medium", kg?.medium) },
    { value: "large", label: label("Large", kg?.large) },
    { value: "other", label: "Other" },
  ];
}

export type LivestockUnitFactor = { factor: number } | { factor: null; reason: string };

/** 'Beef cattle' → 'beef cattle' for use inside a sentence. */
function typeInSentence(type: FactorType): string {
  const label = HERD_TYPE_LABELS[type];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/**
 * spec §9 'Livestock unit factors' for a herd type and frame size. Beef and dairy: by frame size;
 * 'other' or no frame size gives none. Sheep and goats have no frame-size options (§3), so their
 * medium factor is used (decision 0074). Pigs and chickens have no factor (null): the reason says
 * so rather than inventing one (issue 15).
 */
export function livestockUnitFactor(
  type: FactorType,
  frameSize: FrameSize | null | undefined,
  // The livestock constants in force (livestockFactorTable; issue 32: no built-in default).
  table: LivestockUnitFactorTable,
): LivestockUnitFactor {
  const factors = table[type];
  if (!factors) {
    return {
      factor: null,
      reason: `${HERD_TYPE_LABELS[type]} have no livestock-unit factor, so eLSU cannot be worked out for this herd.`,
    };
  }
  if (type === "sheep" || type === "goats") return { factor: factors.medium };
  if (frameSize === "small" || frameSize === "medium" || frameSize === "large") {
    return { factor: factors[frameSize] };
  }
  if (frameSize === "other") {
    return {
      factor: null,
      reason: `${HERD_TYPE_LABELS[type]} of frame size 'Other' have no livestock-unit factor, so eLSU cannot be worked out for this herd.`,
    };
  }
  return {
    factor: null,
    reason: `This ${typeInSentence(type)} herd has no frame size, so eLSU cannot be worked out for it.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Dates as whole days

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a calendar date 'YYYY-MM-DD' (days since 1970-01-01); null if not a date. */
export function dayNumber(date: string | null | undefined): number | null {
  const match = typeof date === "string" ? DATE_PATTERN.exec(date) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  // 2026-02-30 is not a date (Date.UTC would roll it into March).
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** The calendar date 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `date` is a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(date: unknown): date is string {
  return typeof date === "string" && dayNumber(date) !== null;
}

/** 'YYYY-MM-DD' of the first day of a month (0-based month). */
function firstOfMonth(year: number, month: number): string {
  return dateOfDay(Date.UTC(year, month, 1) / DAY_MS);
}

/** 'YYYY-MM-DD' of the last day of a month (0-based month). */
function lastOfMonth(year: number, month: number): string {
  return dateOfDay(Date.UTC(year, month + 1, 1) / DAY_MS - 1);
}

/**
 * The whole days from `start` to `end`, both included (2026-08-01..2026-08-03 → 3). With `from`
 * and `to`, only the days of [start, end] that also lie in [from, to]. 0 when there are none or
 * a date is not a calendar date.
 */
export function daysInWindow(start: string, end: string, from?: string, to?: string): number {
  let first = dayNumber(start);
  let last = dayNumber(end);
  if (first === null || last === null) return 0;
  if (from !== undefined) {
    const lower = dayNumber(from);
    if (lower === null) return 0;
    first = Math.max(first, lower);
  }
  if (to !== undefined) {
    const upper = dayNumber(to);
    if (upper === null) return 0;
    last = Math.min(last, upper);
  }
  return last >= first ? last - first + 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// Livestock units

/** spec §5 '(mature + half of juveniles)'. */
export function headCount(mature: number, juvenile: number): number {
  return mature + juvenile / 2;
}

export type LivestockUnitMode = "LSU" | "eLSU";

export interface LivestockUnitsInput {
  mature: number;
  juvenile: number;
  days: number;
  hoursOnField: number;
  areaHectares: number;
  mode: LivestockUnitMode;
  /** The herd type's §9 factor; needed in eLSU mode. */
  factor?: number | null;
}

/**
 * spec §5 'Livestock units per month: (mature + half of juveniles) × days in the grazing window ×
 * hoursOnField/24, divided by the total area of the fields grazed. An eLSU mode uses the
 * herd-type factor instead of the counts.' eLSU weighs the head count by the factor (decision
 * 0074). null when the area is not positive or eLSU has no factor. Not rounded.
 */
export function livestockUnits(input: LivestockUnitsInput): number | null {
  const { mature, juvenile, days, hoursOnField, areaHectares, mode, factor } = input;
  if (!(areaHectares > 0)) return null;
  let head = headCount(mature, juvenile);
  if (mode === "eLSU") {
    if (factor === null || factor === undefined || !Number.isFinite(factor)) return null;
    head *= factor;
  }
  return (head * days * (hoursOnField / 24)) / areaHectares;
}

/** The twelve months of a season, July first: 26 → July 2026 … June 2027 (months 0-based). */
export function seasonMonths(season: number): { year: number; month: number }[] {
  const startYear = 2000 + season;
  return Array.from({ length: 12 }, (_, index) => {
    const month = (6 + index) % 12;
    return { year: index < 6 ? startYear : startYear + 1, month };
  });
}

export interface LsuHerd {
  id: string;
  type: FactorType;
  frameSize: FrameSize | null;
  /** The herd's name, used in notes when given. */
  name?: string | null;
}

export interface LsuNumbers {
  herdId: string;
  year: number;
  /** 0-based (spec §3 'Livestock numbers'). */
  month: number;
  mature: number;
  juvenile: number;
}

export interface LsuEvent {
  id: string;
  herdId: string;
  fieldIds: string[];
  startDate: string;
  endDate: string;
  hoursOnField: number;
}

export interface LivestockUnitsPerMonthInput {
  season: number;
  herds: LsuHerd[];
  numbers: LsuNumbers[];
  events: LsuEvent[];
  /** Hectares by field id. */
  fieldAreas: Record<string, number>;
  mode: LivestockUnitMode;
  /** The livestock-unit factors in force (eLSU = counts × factor; decision 0074). */
  factors: LivestockUnitFactorTable;
}

export interface LsuCell {
  fieldId: string;
  year: number;
  /** 0-based. */
  month: number;
  /** LSU (or eLSU) per hectare, rounded to 2 decimals. */
  value: number;
}

function herdName(herd: LsuHerd | undefined, herdId: string): string {
  if (herd?.name?.trim()) return herd.name.trim();
  if (herd) return `the ${typeInSentence(herd.type)} herd`;
  return `herd ${herdId}`;
}

/**
 * Livestock units per hectare per field and month of a season (spec §5). For each grazing event
 * and month: the days of the event in the month, the herd's numbers for that month, the event's
 * hours and the total area of its fields; the value is added to every field of the event, and
 * each cell's sum is rounded to 2 decimals. What cannot be worked out is left out with a note
 * (missing numbers, a field of unknown area, an eLSU herd without a factor).
 */
export function livestockUnitsPerMonth(input: LivestockUnitsPerMonthInput): {
  cells: LsuCell[];
  notes: string[];
} {
  const notes: string[] = [];
  const noted = new Set<string>();
  const note = (text: string) => {
    if (noted.has(text)) return;
    noted.add(text);
    notes.push(text);
  };
  const herds = new Map(input.herds.map((herd) => [herd.id, herd]));
  const numbers = new Map(
    input.numbers.map((row) => [`${row.herdId}|${row.year}|${row.month}`, row]),
  );
  const months = seasonMonths(input.season);
  const sums = new Map<string, { fieldId: string; year: number; month: number; sum: number }>();

  for (const event of input.events) {
    const herd = herds.get(event.herdId);
    const name = herdName(herd, event.herdId);
    if (!herd) {
      note(
        `A grazing event refers to a herd that no longer exists (${event.herdId}); it is left out.`,
      );
      continue;
    }
    let factor: number | null = null;
    if (input.mode === "eLSU") {
      const found = livestockUnitFactor(herd.type, herd.frameSize, input.factors);
      if (found.factor === null) {
        note(`${capitalise(name)}: ${found.reason}`);
        continue;
      }
      factor = found.factor;
    }
    const fieldIds = [...new Set(event.fieldIds)];
    const unknown = fieldIds.filter((id) => !(id in input.fieldAreas));
    if (unknown.length > 0 || fieldIds.length === 0) {
      note(
        `The grazing of ${name} from ${formatDate(event.startDate)} to ${formatDate(event.endDate)} is on a field whose area is not known; it is left out.`,
      );
      continue;
    }
    const area = fieldIds.reduce((total, id) => total + (input.fieldAreas[id] ?? 0), 0);
    if (!(area > 0)) {
      note(
        `The fields grazed by ${name} from ${formatDate(event.startDate)} to ${formatDate(event.endDate)} have no area; that grazing is left out.`,
      );
      continue;
    }
    for (const { year, month } of months) {
      const days = daysInWindow(
        event.startDate,
        event.endDate,
        firstOfMonth(year, month),
        lastOfMonth(year, month),
      );
      if (days === 0) continue;
      const row = numbers.get(`${event.herdId}|${year}|${month}`);
      let value = 0;
      if (!row) {
        note(
          `There are no livestock numbers for ${name} in ${MONTHS[month]} ${year}; its grazing that month counts as 0.`,
        );
      } else {
        value =
          livestockUnits({
            mature: row.mature,
            juvenile: row.juvenile,
            days,
            hoursOnField: event.hoursOnField,
            areaHectares: area,
            mode: input.mode,
            factor,
          }) ?? 0;
      }
      for (const fieldId of fieldIds) {
        const key = `${fieldId}|${year}|${month}`;
        const cell = sums.get(key) ?? { fieldId, year, month, sum: 0 };
        cell.sum += value;
        sums.set(key, cell);
      }
    }
  }

  const order = new Map(months.map(({ year, month }, index) => [`${year}|${month}`, index]));
  const cells = [...sums.values()]
    .map(({ fieldId, year, month, sum }) => ({ fieldId, year, month, value: round(sum) }))
    .sort(
      (a, b) =>
        (a.fieldId < b.fieldId ? -1 : a.fieldId > b.fieldId ? 1 : 0) ||
        (order.get(`${a.year}|${a.month}`) ?? 0) - (order.get(`${b.year}|${b.month}`) ?? 0),
    );
  return { cells, notes };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Fertiliser

export interface FertiliserInput {
  npkType: NpkType;
  applicationRate: number;
  nutrientPercent?: number | null;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

export interface Nutrients {
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

/** A finite number or 0 (a missing value adds nothing rather than NaN). */
function finite(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * spec §5 'Fertilizer factor: for the npk type, applicationRate × nutrientPercent/100 × (sum of
 * N, P and K). For the nutrient type, applicationRate/100.' To the letter (decision 0074 notes
 * the npk formula's units). A missing nutrientPercent counts as 0.
 */
export function fertiliserFactor(input: FertiliserInput): number {
  const rate = finite(input.applicationRate);
  if (input.npkType === "nutrient") return rate / 100;
  const sum = finite(input.nitrogen) + finite(input.phosphorus) + finite(input.potassium);
  return ((rate * finite(input.nutrientPercent)) / 100) * sum;
}

/** spec §5 'Each of N, P and K is multiplied by the factor and rounded to 1 decimal.' */
export function nutrientsApplied(input: FertiliserInput): Nutrients {
  const factor = fertiliserFactor(input);
  return {
    nitrogen: round(finite(input.nitrogen) * factor, 1),
    phosphorus: round(finite(input.phosphorus) * factor, 1),
    potassium: round(finite(input.potassium) * factor, 1),
  };
}

/**
 * The N, P and K the spec's formula is given for an input (decision 0074, 'Reading the npk
 * blend'). A blend is entered as its bag reads, 2:3:2 (22): the ratio's parts and the total
 * nutrient %. The formula multiplies by the sum of N, P and K, which gives kilograms per hectare
 * only when N, P and K are the parts' shares of the nutrient content (their sum is then 1): so
 * each part is divided by the ratio's sum first (2:3:2 → 2/7, 3/7, 2/7). A ratio already given as
 * shares is unchanged; a single nutrient's percentages are used as typed.
 */
export function formulaInput(input: FertiliserInput): FertiliserInput {
  if (input.npkType !== "npk") return input;
  const n = finite(input.nitrogen);
  const p = finite(input.phosphorus);
  const k = finite(input.potassium);
  const sum = n + p + k;
  if (sum <= 0) return { ...input, nitrogen: 0, phosphorus: 0, potassium: 0 };
  return { ...input, nitrogen: n / sum, phosphorus: p / sum, potassium: k / sum };
}

/**
 * kg of N, P and K per hectare that one input applied: the spec's formula (nutrientsApplied) on
 * formulaInput: 200 kg/ha of 2:3:2 (22) → N 12.6, P 18.9, K 12.6; 150 kg/ha of LAN (28 % N) →
 * N 42.
 */
export function nutrientsOfInput(input: FertiliserInput): Nutrients {
  return nutrientsApplied(formulaInput(input));
}

/**
 * N, P and K per field: each input's rounded values (nutrientsOfInput) summed per field, then
 * rounded to 1 decimal again (sums of floats drift: 0.1 + 0.2).
 */
export function nutrientsPerField(
  inputs: readonly (FertiliserInput & { fieldId: string })[],
): Record<string, Nutrients> {
  const totals: Record<string, Nutrients> = {};
  for (const input of inputs) {
    const applied = nutrientsOfInput(input);
    const total = (totals[input.fieldId] ??= { nitrogen: 0, phosphorus: 0, potassium: 0 });
    total.nitrogen += applied.nitrogen;
    total.phosphorus += applied.phosphorus;
    total.potassium += applied.potassium;
  }
  for (const total of Object.values(totals)) {
    total.nitrogen = round(total.nitrogen, 1);
    total.phosphorus = round(total.phosphorus, 1);
    total.potassium = round(total.potassium, 1);
  }
  return totals;
}

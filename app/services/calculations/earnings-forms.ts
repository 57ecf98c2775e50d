// The earnings-potential checker's inputs (issue 17; decision 0091): the GET form's query (the
// shareable URL) and the API's JSON body, read by one zod schema into EarningsInputs, with a
// sentence per field at fault and every value kept as typed. The schema is built on first use
// (decision 0069), so the form component may import this module's types and helpers.
import { z } from "zod";
import { CLIMATES, SOIL_CLASSES, type Climate, type SoilClass } from "~/services/constants/sets";
import { isProvince, PROVINCES, type ProvinceCode } from "~/shared/provinces";
import { isStorableText } from "~/shared/text";
import {
  CROPLAND_PRACTICES,
  GRAZING_CONDITIONS,
  GRAZING_PRACTICES,
  HECTARES_MAX,
  INPUT_LEVELS,
  TILLAGES,
  type EarningsInputs,
} from "./earnings";

/** The form's values as text, as the query carries them ('' for 'Not sure'). */
export interface EarningsFormValues {
  croplandHa: string;
  grazingHa: string;
  province: string;
  climate: string;
  soil: string;
  tillage: string;
  input: string;
  practices: string[];
  grazing: string;
  grazingPractices: string[];
}

export type EarningsField = keyof EarningsFormValues;
export type EarningsErrors = Partial<Record<EarningsField, string>>;

const SCALARS = [
  "croplandHa",
  "grazingHa",
  "province",
  "climate",
  "soil",
  "tillage",
  "input",
  "grazing",
] as const;
const LISTS = ["practices", "grazingPractices"] as const;
export const EARNINGS_FIELDS: readonly EarningsField[] = [...SCALARS, ...LISTS];

/** The first view: nothing entered, the usual management today. */
export const EMPTY_EARNINGS_VALUES: EarningsFormValues = {
  croplandHa: "",
  grazingHa: "",
  province: "",
  climate: "",
  soil: "",
  tillage: "full",
  input: "medium",
  practices: [],
  grazing: "moderatelyDegraded",
  grazingPractices: [],
};

export const EARNINGS_MESSAGES = {
  hectares: `Enter hectares as a number from 0 to ${HECTARES_MAX.toLocaleString("en-ZA")}, e.g. 250 or 12.5.`,
  noLand: "Enter the hectares of cropland, grazing or both.",
  province: "Choose your province.",
  climate: "Choose a climate region from the list, or 'Not sure'.",
  soil: "Choose a soil type from the list, or 'Not sure'.",
  tillage: "Choose how the cropland is tilled now.",
  input: "Choose the level of inputs on the cropland now.",
  practices: "Choose practices from the list.",
  grazing: "Choose the condition of the grazing land now.",
} as const;

/** Kept values are shown again: text that cannot be shown safely or is absurdly long is dropped. */
function keep(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string" || !isStorableText(value)) return "";
  return value.slice(0, 40);
}

/** True when the query carries any of the form's fields (the form was sent). */
export function hasEarningsQuery(search: URLSearchParams): boolean {
  return EARNINGS_FIELDS.some((field) => search.has(field));
}

/**
 * The form's values from a query: each scalar, every value of each list. A scalar given twice
 * stays a list, which the schema refuses (one value is expected).
 */
export function earningsValuesOf(search: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const field of SCALARS) {
    const all = search.getAll(field);
    if (all.length > 0) values[field] = all.length === 1 ? all[0]! : all;
  }
  for (const field of LISTS) values[field] = search.getAll(field);
  return values;
}

/** A hectares text ('1 250.5', '12,5', '' = 0) as a number, or null. */
export function parseHectares(value: unknown): number | null {
  if (typeof value === "number") {
    return Number.isFinite(value) && value >= 0 && value <= HECTARES_MAX ? value : null;
  }
  if (typeof value !== "string") return null;
  const text = value.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (text === "") return 0;
  if (!/^\d{1,7}(\.\d{1,4})?$/.test(text)) return null;
  const number = Number(text);
  return number <= HECTARES_MAX ? number : null;
}

const optionalChoice = <T extends string>(options: readonly T[], message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? null : v),
    z.enum(options as [T, ...T[]], { errorMap: () => ({ message }) }).nullable(),
  );

const choice = <T extends string>(options: readonly T[], message: string, fallback: T) =>
  z.preprocess(
    (v) => (v === undefined ? fallback : v),
    z.enum(options as [T, ...T[]], { errorMap: () => ({ message }) }),
  );

const list = <T extends string>(options: readonly T[]) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : typeof v === "string" ? [v] : v),
    z
      .array(z.enum(options as [T, ...T[]]), {
        errorMap: () => ({ message: EARNINGS_MESSAGES.practices }),
      })
      .max(options.length, EARNINGS_MESSAGES.practices),
  );

const hectares = z.unknown().transform((v, ctx) => {
  const number = parseHectares(v ?? "");
  if (number === null) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: EARNINGS_MESSAGES.hectares });
    return z.NEVER;
  }
  return number;
});

let schema: z.ZodType<EarningsInputs, z.ZodTypeDef, unknown> | null = null;

/** The inputs' schema (built once, on first use). */
export function earningsSchema() {
  schema ??= z
    .object({
      croplandHa: hectares,
      grazingHa: hectares,
      province: z.unknown().refine(isProvince, EARNINGS_MESSAGES.province),
      climate: optionalChoice<Climate>(CLIMATES, EARNINGS_MESSAGES.climate),
      soil: optionalChoice<SoilClass>(SOIL_CLASSES, EARNINGS_MESSAGES.soil),
      tillage: choice(TILLAGES, EARNINGS_MESSAGES.tillage, "full"),
      input: choice(INPUT_LEVELS, EARNINGS_MESSAGES.input, "medium"),
      practices: list(CROPLAND_PRACTICES),
      grazing: choice(GRAZING_CONDITIONS, EARNINGS_MESSAGES.grazing, "moderatelyDegraded"),
      grazingPractices: list(GRAZING_PRACTICES),
    })
    .transform((v) => ({
      ...v,
      province: v.province as ProvinceCode,
      practices: [...new Set(v.practices)],
      grazingPractices: [...new Set(v.grazingPractices)],
    })) as unknown as z.ZodType<EarningsInputs, z.ZodTypeDef, unknown>;
  return schema;
}

export type EarningsParse =
  | { ok: true; inputs: EarningsInputs; values: EarningsFormValues }
  | { ok: false; errors: EarningsErrors; values: EarningsFormValues };

/** The values as the form shows them again: text kept, lists of text. */
export function keptValues(raw: Record<string, unknown>): EarningsFormValues {
  const asList = (v: unknown) =>
    (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).slice(0, 20).map(keep);
  return {
    ...EMPTY_EARNINGS_VALUES,
    ...Object.fromEntries(
      SCALARS.filter((f) => raw[f] !== undefined).map((f) => [f, keep(raw[f])]),
    ),
    practices: asList(raw.practices),
    grazingPractices: asList(raw.grazingPractices),
  };
}

/** Reads the inputs from the form's values (a query) or a JSON body; errors by field. */
export function parseEarnings(raw: Record<string, unknown>): EarningsParse {
  const values = keptValues(raw);
  const result = earningsSchema().safeParse(raw);
  // Some land: checked beside the schema so it shows with the other fields' errors.
  const noLand =
    parseHectares(raw.croplandHa ?? "") === 0 && parseHectares(raw.grazingHa ?? "") === 0;
  if (result.success && !noLand) return { ok: true, inputs: result.data, values };
  const errors: EarningsErrors = noLand ? { croplandHa: EARNINGS_MESSAGES.noLand } : {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? "croplandHa") as EarningsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** The query string of a set of values (a shareable link; pre-filled values as a URL). */
export function earningsQuery(values: EarningsFormValues): string {
  const search = new URLSearchParams();
  for (const field of SCALARS) search.set(field, values[field]);
  for (const field of LISTS) for (const v of values[field]) search.append(field, v);
  return search.toString();
}

export { PROVINCES };

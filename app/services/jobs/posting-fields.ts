// The 'Job posting' form (spec §3 'Job posting', §5 'Application and job forms'): the fields the
// admin page's dialog and edit form draw and the server validates, with the same names as the
// columns and the API's JSON; the page's form and its action share the validators made from them
// (components/jobs-admin/posting-validators.ts). Pure.
import { TZDate } from "@date-fns/tz";
import { formKey, intentOf } from "~/services/kit/forms/intent";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LOCATIONS } from "./options";
import { TIME_ZONE } from "~/shared/time";

export const LEAFLET_ACCEPT = [".pdf"] as const;
export const LEAFLET_PURPOSE = "job-leaflet";

/** The posting's details, the leaflet aside. spec §5: required by default; closingDate optional. */
const POSTING_DETAIL_FIELDS = [
  { type: "text", name: "title", label: "Title", maxLength: 120 },
  { type: "textarea", name: "description", label: "Description", maxLength: 10_000, rows: 8 },
  { type: "dropdown", name: "category", label: "Category", options: JOB_CATEGORIES },
  { type: "dropdown", name: "location", label: "Location", options: JOB_LOCATIONS },
  {
    type: "text",
    name: "salary",
    label: "Salary",
    maxLength: 100,
    // spec §5 'Job salary text must be correctly formatted because it is shown verbatim.'
    hint: "Shown to applicants exactly as typed, e.g. ‘R18 000 – R22 000 per month’ or ‘R150 per hour’.",
  },
  {
    type: "dropdown",
    name: "employmentType",
    label: "Employment type",
    options: EMPLOYMENT_TYPES,
  },
  {
    type: "date",
    name: "closingDate",
    label: "Closing date",
    optional: true,
    hint: "Applications are taken until the end of this day (South African time).",
  },
] as const satisfies readonly FieldSpec[];

const LEAFLET_FIELD = {
  type: "file",
  name: "leaflet",
  label: "Leaflet (PDF)",
  accept: LEAFLET_ACCEPT,
  maxFiles: 1,
} as const satisfies FieldSpec;

/** What applicants see on /jobs. spec §5: required by default; closingDate is optional. */
export const POSTING_PUBLIC_FIELDS = [
  ...POSTING_DETAIL_FIELDS,
  LEAFLET_FIELD,
] as const satisfies readonly FieldSpec[];

/** spec §3: 'Internal-use-only section: country, internalName, numPositions, qualifications, keySkills'. */
export const POSTING_INTERNAL_FIELDS = [
  { type: "text", name: "country", label: "Country", maxLength: 60 },
  {
    type: "text",
    name: "internalName",
    label: "Internal name",
    maxLength: 100,
    hint: "An internal job identifier.",
  },
  {
    type: "number",
    name: "numPositions",
    label: "Number of positions",
    minValue: 1,
    maxValue: 1000,
  },
  { type: "textarea", name: "qualifications", label: "Qualifications", maxLength: 5000, rows: 4 },
  { type: "textarea", name: "keySkills", label: "Key skills", maxLength: 5000, rows: 4 },
] as const satisfies readonly FieldSpec[];

export const POSTING_FIELDS = [...POSTING_PUBLIC_FIELDS, ...POSTING_INTERNAL_FIELDS] as const;

/**
 * Editing a posting (issue 13, decision 0066): the stored leaflet is kept unless a new one is
 * chosen, so the leaflet is optional there; changing only the salary must not ask for it again.
 */
export const POSTING_EDIT_PUBLIC_FIELDS = [
  ...POSTING_DETAIL_FIELDS,
  { ...LEAFLET_FIELD, optional: true },
] as const satisfies readonly FieldSpec[];
export const POSTING_EDIT_FIELDS = [
  ...POSTING_EDIT_PUBLIC_FIELDS,
  ...POSTING_INTERNAL_FIELDS,
] as const;

/** The posting forms' intents (decision 0128): a new posting, or the edit of one. */
export const POSTING_INTENTS = ["create-posting", "update-posting"] as const;
export type PostingIntent = (typeof POSTING_INTENTS)[number];
/** The id of a posting's edit form, one per posting on the page; the new one's is its intent. */
export const postingFormId = (postingId: string) => formKey("update-posting", postingId);

/** The id of the posting form a post came from, as PostingForm draws it: its intent and posting. */
export function postingFormIdOf(form: FormData) {
  const postingId = form.get("postingId");
  return intentOf(form) === "update-posting" && typeof postingId === "string"
    ? postingFormId(postingId)
    : "create-posting";
}

export type PostingFieldValues = ValuesOf<typeof POSTING_FIELDS>;

/** What anyone reading a posting sees of it (spec §3 'Job posting'); salary exactly as typed. */
export interface PostingFacts {
  title: string;
  description: string;
  category: string;
  location: string;
  salary: string;
  employmentType: string;
}

/** The posting's own values, as stored (the leaflet aside). */
export interface PostingValues extends PostingFacts {
  closingDate: Date | null;
  country: string;
  internalName: string;
  numPositions: number;
  qualifications: string;
  keySkills: string;
}

/**
 * A closing date typed as YYYY-MM-DD means 'until the end of that day in South Africa'
 * (docs/decisions/0027): stored as 23:59:59.999 SAST, so the posting expires at midnight.
 */
export function closingDateFromInput(text: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((text ?? "").trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const local = new TZDate(Number(y), Number(m) - 1, Number(d), 23, 59, 59, 999, TIME_ZONE);
  return new Date(local.getTime());
}

/** The stored closing date as the YYYY-MM-DD the date field shows (its South African day). */
export function closingDateToInput(date: Date | string | null | undefined): string | null {
  if (!date) return null;
  const local = new TZDate(new Date(date).getTime(), TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** A validated posting form as stored (the leaflet aside). */
export function postingValuesOf(values: Omit<PostingFieldValues, "leaflet">): PostingValues {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    location: values.location,
    salary: values.salary,
    employmentType: values.employmentType,
    closingDate: closingDateFromInput(values.closingDate),
    country: values.country,
    internalName: values.internalName,
    numPositions: values.numPositions,
    qualifications: values.qualifications,
    keySkills: values.keySkills,
  };
}

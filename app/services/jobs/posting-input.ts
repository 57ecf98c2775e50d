// Reading a job posting sent to the API (spec §7 'Create job posting: sends the form data with the
// leaflet file as file'; 'Update job posting (id, data): disabling sends status disabled') with
// the same field rules as the admin page's form (posting-fields.ts). Pure.
import type { JobPostingStatus } from "~/shared/jobs";
import { fieldSchema, formSchema } from "~/services/kit/forms/form-schema";
import type { UploadedFile } from "~/services/kit/forms/field-spec";
import { REQUIRED } from "~/services/kit/forms/messages";
import {
  closingDateFromInput,
  POSTING_FIELDS,
  postingValuesOf,
  type PostingValues,
} from "./posting-fields";

type Errors = Record<string, string>;

function firstErrors(issues: readonly { path: (string | number)[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A closing date as YYYY-MM-DD (end of that South African day) or an ISO date-time. */
export function closingDateOf(value: string | null): Date | null {
  if (!value) return null;
  return closingDateFromInput(value) ?? new Date(value);
}

/** A multipart create: text fields by name, the leaflet as `file`. */
export async function parsePostingCreate(
  fields: Record<string, unknown>,
  file: UploadedFile | null,
): Promise<{ values: PostingValues; leaflet: UploadedFile } | { errors: Errors }> {
  const result = await formSchema(POSTING_FIELDS).safeParseAsync({
    ...fields,
    leaflet: { files: file ? [file] : [] },
  });
  if (!result.success) {
    const errors = firstErrors(result.error.issues);
    if (errors.leaflet) {
      errors.file = errors.leaflet;
      delete errors.leaflet;
    }
    return { errors };
  }
  // The leaflet is required and a new posting has no stored file, so a valid form has `file`;
  // this says so to the types without an assertion.
  if (!file) return { errors: { file: REQUIRED } };
  return { values: postingValuesOf(result.data), leaflet: file };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A JSON update: any of the posting's fields, and `status` ('disabled' disables it). */
export async function parsePostingPatch(
  body: Record<string, unknown>,
): Promise<
  { values: Partial<PostingValues> & { status?: JobPostingStatus } } | { errors: Errors }
> {
  const errors: Errors = {};
  const values: Partial<PostingValues> & { status?: JobPostingStatus } = {};
  for (const [key, raw] of Object.entries(body)) {
    if (key === "id") continue;
    if (key === "status") {
      if (raw === "disabled" || raw === "active") values.status = raw;
      else errors.status = "status must be active or disabled.";
      continue;
    }
    if (key === "closingDate" && typeof raw === "string" && ISO_DATE_TIME.test(raw)) {
      const date = new Date(raw);
      if (Number.isNaN(date.getTime())) errors.closingDate = "closingDate is not a date.";
      else values.closingDate = date;
      continue;
    }
    const field = POSTING_FIELDS.find((f) => f.name === key && f.type !== "file");
    if (!field) {
      errors[key] = `${key} cannot be changed here.`;
      continue;
    }
    const text = raw === null ? "" : typeof raw === "number" ? String(raw) : raw;
    const result = await fieldSchema(field).safeParseAsync(text);
    if (!result.success) errors[key] = result.error.issues[0]?.message ?? "Not valid.";
    else if (key === "closingDate")
      values.closingDate = closingDateOf(result.data as string | null);
    else (values as Record<string, unknown>)[key] = result.data;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

// The zod schema of a field list (spec §2 'form builder', §5 'Validation rules'): the one schema
// the server runs on every post and the browser runs as the person types. Each field type's
// rule lives here once; hand-written schemas reuse them through fieldSchema().
import { z } from "zod";
import { asList, isChecked, toStoredSelection } from "./choice-rules";
import { formatPickerDate, parseIsoDate } from "./date-rules";
import { loadPhoneMetadata } from "./phone-metadata-loader";
import type {
  FieldSpec,
  FileFieldSpec,
  ItemFieldSpec,
  LineItemsFieldSpec,
  UploadedFile,
  ValueOfField,
  ValuesOf,
} from "./field-spec";
import { stagedValuesProblem } from "~/services/files/staged-uploads";
import { checkChosenFiles } from "./file-rules";
import { applyFormRules, type FormRule } from "./form-rules";
import { getPath } from "./line-items";
import {
  AT_LEAST_ONE_REQUIRED,
  dateTooEarly,
  dateTooLate,
  INVALID_DATE,
  INVALID_EMAIL,
  INVALID_PHONE_FOR_COUNTRY,
  INVALID_TEL,
  MULTI_LINE_TEXT,
  NOT_AN_OPTION,
  numberTooLarge,
  numberTooSmall,
  REQUIRED,
  SINGLE_LINE_TEXT,
  tooFewCharacters,
  TOO_MANY_CHARACTERS,
  tooManyItems,
} from "./messages";
import { formatNumberValue, readNumberText } from "./number-rules";
import { isPhoneText, NO_COUNTRY } from "./phone-rules";
import { isEmail, isTel } from "./text-rules";
import { isMultiLineText, isSingleLineText } from "~/shared/text";
import { visibleFieldNames } from "./visibility";

type Path = Array<string | number>;
/** Reports a problem with the field being read (or a part of it: a row's field). */
type Report = (message: string, subPath?: Path) => void;

function firstText(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" ? value.trim() : "";
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof (value as UploadedFile).name === "string" &&
    typeof (value as UploadedFile).size === "number" &&
    typeof (value as UploadedFile).arrayBuffer === "function"
  );
}

/** A file input with nothing chosen posts an empty, nameless file: not a file. */
function chosenFiles(raw: unknown): UploadedFile[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter(isUploadedFile).filter((file) => file.size > 0 || file.name !== "");
}

/** The value a field has when nothing may be posted for it (hidden by its condition). */
export function emptyValueOf(field: FieldSpec): unknown {
  switch (field.type) {
    case "checkbox":
    case "toggle":
      return false;
    case "file":
      return { files: [], deletedFiles: [], keptFiles: [] };
    case "lineItems":
      return [];
    default:
      return null;
  }
}

function readText(
  field: FieldSpec & { maxLength?: number; minLength?: number },
  raw: unknown,
  report: Report,
) {
  const text = firstText(raw);
  if (text === "") {
    // spec §5 'Fields are required unless marked otherwise'; 'Text area: Empty becomes null'.
    if (!field.optional) report(REQUIRED);
    return null;
  }
  // Issue 28: a text area keeps line breaks and tabs; every other text field is one line.
  if (field.type === "textarea" ? !isMultiLineText(text) : !isSingleLineText(text))
    report(field.type === "textarea" ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT);
  // spec §5 'Too-long values show 'Too many characters''.
  else if (field.maxLength !== undefined && text.length > field.maxLength)
    report(TOO_MANY_CHARACTERS);
  else if (field.minLength !== undefined && text.length < field.minLength)
    report(tooFewCharacters(field.minLength));
  // spec §5 'E-mail pattern check'; 'Phone (tel) input' pattern.
  else if (field.type === "email" && !isEmail(text)) report(INVALID_EMAIL);
  else if (field.type === "tel" && !isTel(text)) report(INVALID_TEL);
  return text;
}

function readNumber(field: Extract<FieldSpec, { type: "number" }>, raw: unknown, report: Report) {
  // One reading of a typed number, the same in the browser and on the server (decision 0065):
  // a decimal comma is read, an ambiguous '1,500' is refused, never guessed.
  const reading = readNumberText(firstText(raw), { integer: field.integer });
  if (!reading.ok) {
    report(reading.message);
    return Number.NaN;
  }
  const { value } = reading;
  if (value === null) {
    if (!field.optional) report(REQUIRED);
    return null;
  }
  // spec §5 'maxValue blocks larger values': the input refuses them; a post can still send one.
  if (field.maxValue !== undefined && value > field.maxValue)
    report(numberTooLarge(formatNumberValue(field.maxValue, { thousandsSeparator: true })));
  else if (field.minValue !== undefined && value < field.minValue)
    report(numberTooSmall(formatNumberValue(field.minValue, { thousandsSeparator: true })));
  return value;
}

function readChoice(field: Extract<FieldSpec, { type: "dropdown" }>, raw: unknown, report: Report) {
  const value = firstText(raw);
  if (value === "") {
    if (!field.optional) report(REQUIRED);
    return null;
  }
  if (!field.options.some((option) => option.value === value)) report(NOT_AN_OPTION);
  return value;
}

function readMultiChoice(
  field: Extract<FieldSpec, { type: "multiselect" | "multiselect-dropdown" }>,
  raw: unknown,
  report: Report,
) {
  const picked = asList(raw);
  if (picked.some((value) => !field.options.some((option) => option.value === value)))
    report(NOT_AN_OPTION);
  // spec §4 'Multi-selector: selecting none sets the value to null … stored as null'.
  const stored = toStoredSelection(field.options, picked);
  if (stored === null && !field.optional) report(REQUIRED);
  return stored;
}

function readDate(field: Extract<FieldSpec, { type: "date" }>, raw: unknown, report: Report) {
  const text = firstText(raw);
  if (text === "") {
    if (!field.optional) report(REQUIRED);
    return null;
  }
  if (!parseIsoDate(text)) report(INVALID_DATE);
  // spec §5 'days before minDate or after maxDate are disabled'.
  else if (field.minDate && text < field.minDate)
    report(dateTooEarly(formatPickerDate(field.minDate)));
  else if (field.maxDate && text > field.maxDate)
    report(dateTooLate(formatPickerDate(field.maxDate)));
  return text;
}

async function readPhone(field: FieldSpec, raw: unknown, report: Report) {
  let country: string;
  let number: string;
  if (typeof raw === "string") {
    ({ country, number } = (await loadPhoneMetadata()).parseStoredPhone(raw));
  } else {
    const posted = (raw ?? {}) as Record<string, unknown>;
    country = firstText(posted.country) || NO_COUNTRY;
    number = firstText(posted.number);
  }
  if (number === "") {
    if (!field.optional) report(REQUIRED);
    return null;
  }
  // spec §5 'Sign-up phone: only digits and spaces are accepted; maximum length 15'.
  if (!isPhoneText(number)) {
    report(INVALID_PHONE_FOR_COUNTRY);
    return null;
  }
  // spec §5 'no check when the country is N/A': kept as its digits.
  if (country === NO_COUNTRY) return number.replace(/\D/g, "");
  // spec §5 'must be valid for the selected country, else 'Invalid phone number for selected country''.
  const stored = (await loadPhoneMetadata()).toStoredPhone(country, number);
  if (stored === null) report(INVALID_PHONE_FOR_COUNTRY);
  return stored;
}

function readFile(field: FileFieldSpec, raw: unknown, report: Report) {
  const posted = (raw && typeof raw === "object" && !isUploadedFile(raw) ? raw : {}) as Record<
    string,
    unknown
  >;
  const files = chosenFiles(posted.files);
  const stored = asList(posted.storedFiles);
  const deletedFiles = asList(posted.deletedFiles).filter((id) => stored.includes(id));
  const keptFiles = stored.filter((id) => !deletedFiles.includes(id));
  // Uploaded on their own before the post (decision 0088): they count like new files.
  const stagedFiles = [...new Set(asList(posted.stagedFiles))];
  const staging = stagedValuesProblem(stagedFiles);
  if (staging) report(staging);
  else if (files.length + keptFiles.length + stagedFiles.length === 0) {
    if (!field.optional) report(REQUIRED);
  } else {
    const problem = checkChosenFiles(
      files.map((file) => file.name),
      {
        maxFiles: field.maxFiles,
        accept: field.accept,
        keptCount: keptFiles.length + stagedFiles.length,
      },
    );
    if (problem) report(problem);
  }
  return stagedFiles.length > 0
    ? { files, deletedFiles, keptFiles, stagedFiles }
    : { files, deletedFiles, keptFiles };
}

async function readLineItems(field: LineItemsFieldSpec, raw: unknown, report: Report) {
  const rows = Array.isArray(raw) ? raw : [];
  if (rows.length === 0 && !field.optional) report(AT_LEAST_ONE_REQUIRED);
  if (field.maxLength !== undefined && rows.length > field.maxLength)
    report(tooManyItems(field.maxLength));
  const items: Array<Record<string, unknown>> = [];
  for (const [index, row] of rows.entries()) {
    const item: Record<string, unknown> = {};
    const id = firstText(getPath(row, "id"));
    if (id) item.id = id;
    for (const itemField of field.itemFields) {
      item[itemField.name] = await readField(
        itemField,
        getPath(row, itemField.name),
        (message, sub = []) => report(message, [index, itemField.name, ...sub]),
      );
    }
    items.push(item);
  }
  return items;
}

/** Reads one field's posted value, reporting what is wrong with it. */
async function readField(
  field: FieldSpec | ItemFieldSpec,
  raw: unknown,
  report: Report,
): Promise<unknown> {
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea":
      return readText(field, raw, report);
    case "number":
      return readNumber(field, raw, report);
    case "checkbox":
    case "toggle":
      // spec §4 'Checkbox and toggle default to false (off)'.
      return isChecked(raw);
    case "dropdown":
      return readChoice(field, raw, report);
    case "multiselect":
    case "multiselect-dropdown":
      return readMultiChoice(field, raw, report);
    case "date":
      return readDate(field, raw, report);
    case "phone":
      return readPhone(field, raw, report);
    case "file":
      return readFile(field, raw, report);
    case "lineItems":
      return readLineItems(field, raw, report);
  }
}

/** One field's schema, for hand-written form schemas: `z.object({ phoneNumber: fieldSchema(…) })`. */
export function fieldSchema<F extends FieldSpec>(
  field: F,
): z.ZodType<ValueOfField<F>, z.ZodTypeDef, unknown> {
  return z.unknown().transform(async (raw, ctx) => {
    const value = await readField(field, raw, (message, subPath = []) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: subPath }),
    );
    return value as ValueOfField<F>;
  });
}

/**
 * The schema of a whole field list. Hidden conditional fields are not read at all: whatever was
 * posted for them is dropped and they take their empty value (spec §5 'Values of hidden fields
 * are cleared'). Errors are keyed by field name ('herds[0].species' inside a list). Then the
 * form's rules (form-rules.ts) run on the values, each once the fields it reads are valid.
 */
export function formSchema<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  rules: readonly FormRule<ValuesOf<Fields>>[] = [],
): z.ZodType<ValuesOf<Fields>, z.ZodTypeDef, unknown> {
  const names = new Set<string>();
  for (const field of fields) {
    if (names.has(field.name)) throw new Error(`Two fields are named ${field.name}`);
    if (field.visibleWhen && !names.has(field.visibleWhen.field))
      throw new Error(`${field.name} depends on ${field.visibleWhen.field}, which must come first`);
    names.add(field.name);
  }
  for (const rule of rules) {
    const unknown = rule.reads.find((name) => !names.has(name));
    if (unknown) throw new Error(`A rule reads ${unknown}, which is not a field of this form`);
  }
  return z.unknown().transform(async (raw, ctx) => {
    const shown = visibleFieldNames(fields, (name) => getPath(raw, name));
    const values: Record<string, unknown> = {};
    const failed = new Set<string>();
    for (const field of fields) {
      values[field.name] = shown.has(field.name)
        ? await readField(field, getPath(raw, field.name), (message, subPath = []) => {
            failed.add(field.name);
            ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [field.name, ...subPath] });
          })
        : emptyValueOf(field);
    }
    applyFormRules(rules, values as ValuesOf<Fields>, failed, (field, message) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [field] }),
    );
    return values as ValuesOf<Fields>;
  });
}

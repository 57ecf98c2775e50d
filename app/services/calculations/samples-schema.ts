// The soil samples' schema (decision 0092) and the CSV import's row checks that use it: the
// server's (the action, the API, the CSV import) and the API document's. Apart from samples.ts,
// whose rules, limits and texts the page's own modules read, so that zod stays out of the scripts
// the samples page loads (decision 0133).
import { z } from "zod";
import { readCsvCell } from "~/services/kit/csv";
import { singleLineText } from "~/services/kit/forms/text-schema";
import { unstorableTextReason } from "~/shared/text";
import {
  echo,
  MAX_SAMPLE_CSV_ROWS,
  parseCsvDate,
  parseCsvNumber,
  SAMPLE_CSV_COLUMNS,
  SAMPLE_CSV_MESSAGES,
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  sampleDateProblem,
  type CsvField,
  type SampleCsvRead,
  type SampleValues,
} from "./samples";

const optionalText = z
  .union([singleLineText(), z.null()])
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
  .refine((value) => value === null || value.length <= SAMPLE_LIMITS.text, SAMPLE_MESSAGES.text)
  .superRefine((value, ctx) => {
    const reason = value === null ? null : unstorableTextReason(value);
    if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
  });

/** A sample's values (the API's body; the form and the CSV reach the same checks). */
export function sampleSchema(today: string) {
  return z.object({
    fieldId: z.string({ message: SAMPLE_MESSAGES.field }).uuid(SAMPLE_MESSAGES.field),
    sampledOn: singleLineText({ message: SAMPLE_MESSAGES.date }).superRefine((value, ctx) => {
      const problem = sampleDateProblem(value, today);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
    depthCm: z
      .number({ message: SAMPLE_MESSAGES.depth })
      .int(SAMPLE_MESSAGES.depth)
      .min(SAMPLE_LIMITS.depthCm.min, SAMPLE_MESSAGES.depth)
      .max(SAMPLE_LIMITS.depthCm.max, SAMPLE_MESSAGES.depth),
    socPercent: z
      .number({ message: SAMPLE_MESSAGES.soc })
      .gt(SAMPLE_LIMITS.socPercent.min, SAMPLE_MESSAGES.soc)
      .max(SAMPLE_LIMITS.socPercent.max, SAMPLE_MESSAGES.soc),
    bulkDensity: z
      .number({ message: SAMPLE_MESSAGES.bulkDensity })
      .min(SAMPLE_LIMITS.bulkDensity.min, SAMPLE_MESSAGES.bulkDensity)
      .max(SAMPLE_LIMITS.bulkDensity.max, SAMPLE_MESSAGES.bulkDensity),
    lab: optionalText,
    reference: optionalText,
  }) satisfies z.ZodType<SampleValues, z.ZodTypeDef, unknown>;
}

/**
 * Checks every row of a file already split into cells (header first). A row with only the
 * field's name (as the template has) is skipped. Nothing is stored here.
 */
export function readSampleRows(
  records: readonly (readonly string[])[],
  fields: readonly CsvField[],
  today: string,
): SampleCsvRead {
  const [header, ...rows] = records;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const wanted = SAMPLE_CSV_COLUMNS.map((c) => c.toLowerCase());
  if (names.length !== wanted.length || names.some((name, i) => name !== wanted[i])) {
    return { ok: false, errors: [SAMPLE_CSV_MESSAGES.columns] };
  }
  const byName = new Map<string, CsvField[]>();
  for (const field of fields) {
    const key = field.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), field]);
  }
  const schema = sampleSchema(today);
  const errors: string[] = [];
  const samples: SampleValues[] = [];
  rows.forEach((record, index) => {
    const row = index + 2;
    if (record.length !== SAMPLE_CSV_COLUMNS.length) {
      errors.push(SAMPLE_CSV_MESSAGES.valueCount(row, record.length));
      return;
    }
    const [fieldName = "", sampledOn = "", depth = "", soc = "", density = "", lab = "", ref = ""] =
      record;
    if ([sampledOn, depth, soc, density, lab, ref].every((cell) => cell.trim() === "")) return;
    // The template's name, as the writer may have defused it ('=Camp → =Camp).
    const matches = byName.get(readCsvCell(fieldName).trim().toLowerCase()) ?? [];
    if (matches.length === 0) errors.push(SAMPLE_CSV_MESSAGES.field(row, echo(fieldName)));
    else if (matches.length > 1) {
      errors.push(SAMPLE_CSV_MESSAGES.fieldAmbiguous(row, echo(fieldName)));
    }
    const result = schema.safeParse({
      fieldId: matches[0]?.id ?? "00000000-0000-4000-8000-000000000000",
      sampledOn: parseCsvDate(sampledOn),
      depthCm: parseCsvNumber(depth),
      socPercent: parseCsvNumber(soc),
      bulkDensity: parseCsvNumber(density),
      lab,
      reference: ref,
    });
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const message = `${issue.path[0] === "lab" || issue.path[0] === "reference" ? `${String(issue.path[0])}: ` : ""}${issue.message}`;
        if (seen.has(message)) continue;
        seen.add(message);
        errors.push(SAMPLE_CSV_MESSAGES.value(row, message));
      }
      return;
    }
    if (matches.length === 1) samples.push(result.data);
  });
  if (errors.length > 0) return { ok: false, errors };
  if (samples.length === 0) return { ok: false, errors: [SAMPLE_CSV_MESSAGES.empty] };
  if (samples.length > MAX_SAMPLE_CSV_ROWS)
    return { ok: false, errors: [SAMPLE_CSV_MESSAGES.tooMany] };
  return { ok: true, samples };
}

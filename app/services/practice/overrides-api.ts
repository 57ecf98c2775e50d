// The JSON side of /api/v2/pd/{id}/overrides (spec §7 'GET, POST, PUT, DELETE /pd/{id}/overrides';
// decision 0078): the request bodies as zod schemas. Pure; the route stays thin. The service
// checks what needs the database (the record, the value name, the rules of each value). The
// answer's schema too: the OpenAPI document shows it (decision 0111) and OverrideView is inferred
// from it, so tsc holds what the call sends and what the document says together.
import { z } from "zod";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { OVERRIDE_RECORD_TYPES } from "~/shared/practice";

/** An override as the pages and the API show it (`by`: the admin's name or e-mail; `at`: ISO). */
export const overrideJsonSchema = z.object({
  id: z.string().uuid(),
  recordType: z.enum(OVERRIDE_RECORD_TYPES),
  recordId: z.string().uuid(),
  valueName: z.string(),
  /** The corrected value that counts instead of the farmer's. */
  value: z.number(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string().datetime(),
});

const reason = multiLineText({
  required_error: "Enter the reason for this correction.",
  invalid_type_error: "Send the reason as text.",
});
const value = z.number({
  required_error: "Enter the corrected value.",
  invalid_type_error: "Send the value as a number.",
});
const id = (what: string) =>
  singleLineText({
    required_error: `Send the ${what}.`,
    invalid_type_error: `Send the ${what} as text.`,
  });

export const createOverrideBody = z
  .object({
    recordType: id("recordType"),
    recordId: id("recordId"),
    valueName: id("valueName"),
    value,
    reason,
  })
  .strict();

export const updateOverrideBody = z
  .object({ overrideId: id("overrideId"), value, reason })
  .strict();

export const deleteOverrideBody = z.object({ overrideId: id("overrideId"), reason }).strict();

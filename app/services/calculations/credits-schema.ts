// The schemas of an issued-credit record and of its void (issue 17; decision 0092), which the
// services check for the page and the API alike: apart from credits.ts, whose limits and texts
// the page's scripts read, so that zod stays out of them (decision 0133).
import { z } from "zod";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { unstorableTextReason } from "~/shared/text";
import { CREDIT_LIMITS, CREDIT_MESSAGES, type CreditValues } from "./credits";
import { isIsoDate } from "./samples";

/** Text of `min` to `max` characters: one line, or (`multiLine`) several (issue 28). */
const requiredText = (min: number, max: number, message: string, multiLine = false) =>
  (multiLine ? multiLineText({ message }) : singleLineText({ message }))
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message)
    .superRefine(storable);

function storable(value: string | null, ctx: z.RefinementCtx) {
  const reason = value === null ? null : unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
}

/** A record's values (the API's body; the page's form reaches the same checks). */
export function creditSchema(today: string) {
  return z.object({
    season: z
      .number({ message: CREDIT_MESSAGES.season })
      .int(CREDIT_MESSAGES.season)
      .min(CREDIT_LIMITS.season.min, CREDIT_MESSAGES.season)
      .max(CREDIT_LIMITS.season.max, CREDIT_MESSAGES.season),
    tonnesCo2e: z
      .number({ message: CREDIT_MESSAGES.tonnes })
      .gt(0, CREDIT_MESSAGES.tonnes)
      .max(CREDIT_LIMITS.tonnes.max, CREDIT_MESSAGES.tonnes),
    issuedOn: singleLineText({ message: CREDIT_MESSAGES.issuedOn }).superRefine((value, ctx) => {
      if (!isIsoDate(value) || value < CREDIT_LIMITS.earliest) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: CREDIT_MESSAGES.issuedOn });
      } else if (value > today) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: CREDIT_MESSAGES.issuedOnFuture });
      }
    }),
    registry: requiredText(1, CREDIT_LIMITS.registry, CREDIT_MESSAGES.registry),
    serialRange: z
      .union([singleLineText(), z.null()], { message: CREDIT_MESSAGES.serialRange })
      .optional()
      .transform((value) =>
        typeof value === "string" && value.trim() !== "" ? value.trim() : null,
      )
      .refine(
        (value) => value === null || value.length <= CREDIT_LIMITS.serialRange,
        CREDIT_MESSAGES.serialRange,
      )
      .superRefine(storable),
    note: requiredText(CREDIT_LIMITS.note.min, CREDIT_LIMITS.note.max, CREDIT_MESSAGES.note, true),
  }) satisfies z.ZodType<CreditValues, z.ZodTypeDef, unknown>;
}

export const voidSchema = z.object({
  reason: requiredText(
    CREDIT_LIMITS.reason.min,
    CREDIT_LIMITS.reason.max,
    CREDIT_MESSAGES.reason,
    true,
  ),
});

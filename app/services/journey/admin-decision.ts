// The admin's eligibility and viability decisions as posted: the onboarding page's approve and
// decline forms, the company view's reopen form, and the API's { value, updatedBy, reason }
// (spec §7; the reason and reopening: issue 13, decision 0066). Pure.
import { z } from "zod";
import { isUuid } from "~/shared/ids";
import { QUESTIONNAIRE_KINDS, type QuestionnaireKind } from "~/shared/questionnaires";
import {
  DECLINE_REASON_MESSAGE,
  REASON_MAX_LENGTH,
  REOPEN_WHY_MESSAGE,
} from "./admin-decision-texts";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

export * from "./admin-decision-texts";

const reasonText = (message: string) =>
  multiLineText({ required_error: message, invalid_type_error: message })
    .transform((text) => text.replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .max(REASON_MAX_LENGTH, `Keep it under ${REASON_MAX_LENGTH} characters.`),
    );

/**
 * The onboarding page's forms: intent names the decision, value is 'true' or 'false'; a decline
 * ('false') needs the reason the farmer will read.
 */
export const decisionFormSchema = z
  .object({
    intent: z.enum(QUESTIONNAIRE_KINDS, {
      errorMap: () => ({ message: "This form is not known on this page." }),
    }),
    organisationId: z.string().refine(isUuid, "Choose an organisation."),
    value: z.enum(["true", "false"], { errorMap: () => ({ message: "Approve or decline." }) }),
    reason: multiLineText().optional(),
  })
  .transform((data, ctx) => {
    if (data.value === "true") return { ...data, reason: null };
    const reason = reasonText(DECLINE_REASON_MESSAGE).safeParse(data.reason ?? "");
    if (!reason.success) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["reason"],
        message: reason.error.issues[0]?.message ?? DECLINE_REASON_MESSAGE,
      });
      return z.NEVER;
    }
    return { ...data, reason: reason.data };
  });

/** The company view's reopen form: which decision, and why (audited). */
export const reopenFormSchema = z.object({
  kind: z.enum(QUESTIONNAIRE_KINDS, {
    errorMap: () => ({ message: "Choose the eligibility or the viability decision." }),
  }),
  why: reasonText(REOPEN_WHY_MESSAGE),
});

/**
 * spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}': value, updatedBy; a decline
 * (value false) also needs `reason` (decision 0066).
 */
export const decisionBodySchema = z
  .object({
    value: z.boolean({
      required_error: "value is required: true or false.",
      invalid_type_error: "value must be true or false.",
    }),
    updatedBy: singleLineText()
      .refine(isUuid, "updatedBy must be the id of a Veld user.")
      .nullish(),
    reason: multiLineText({ invalid_type_error: "reason must be text." }).nullish(),
  })
  .superRefine((data, ctx) => {
    if (data.value) return;
    const text = (data.reason ?? "").trim();
    if (text === "")
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["reason"],
        message: "reason is required to decline: the farmer reads it.",
      });
    else if (text.length > REASON_MAX_LENGTH)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["reason"],
        message: `reason must be at most ${REASON_MAX_LENGTH} characters.`,
      });
  });

export function decisionToast(kind: QuestionnaireKind, value: boolean, name: string) {
  const what = kind === "eligibility" ? "Eligibility" : "Viability";
  return `${what} ${value ? "approved" : "declined"} for ${name}. The owners have been e-mailed.`;
}

export function reopenToast(kind: QuestionnaireKind, name: string) {
  const what = kind === "eligibility" ? "eligibility" : "viability";
  return `The ${what} decision for ${name} is open again: it is back in the onboarding queue.`;
}

// The admin's eligibility and viability decisions as posted: the onboarding page's approve and
// decline buttons, and the API's { value, updatedBy } (spec §7). Pure.
import { z } from "zod";
import { isUuid } from "~/shared/ids";
import { QUESTIONNAIRE_KINDS, type QuestionnaireKind } from "~/shared/questionnaires";

/** The onboarding page's forms: intent names the decision, value is 'true' or 'false'. */
export const decisionFormSchema = z.object({
  intent: z.enum(QUESTIONNAIRE_KINDS, {
    errorMap: () => ({ message: "This form is not known on this page." }),
  }),
  organisationId: z.string().refine(isUuid, "Choose an organisation."),
  value: z.enum(["true", "false"], { errorMap: () => ({ message: "Approve or decline." }) }),
});

/** spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}': value, updatedBy. */
export const decisionBodySchema = z.object({
  value: z.boolean({
    required_error: "value is required: true or false.",
    invalid_type_error: "value must be true or false.",
  }),
  updatedBy: z.string().refine(isUuid, "updatedBy must be the id of a Veld user.").nullish(),
});

export function decisionToast(kind: QuestionnaireKind, value: boolean, name: string) {
  const what = kind === "eligibility" ? "Eligibility" : "Viability";
  return `${what} ${value ? "approved" : "declined"} for ${name}. The owners have been e-mailed.`;
}

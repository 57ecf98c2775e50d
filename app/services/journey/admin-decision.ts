// The admin's eligibility and viability decisions as posted: the onboarding page's approve and
// decline buttons, and the API's { value, updatedBy } (spec §7). Pure.
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The onboarding page's forms: intent names the decision, value is 'true' or 'false'. */
export const decisionFormSchema = z.object({
  intent: z.enum(["eligibility", "viability"], {
    errorMap: () => ({ message: "This form is not known on this page." }),
  }),
  organisationId: z.string().regex(UUID, "Choose an organisation."),
  value: z.enum(["true", "false"], { errorMap: () => ({ message: "Approve or decline." }) }),
});

/** spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}': value, updatedBy. */
export const decisionBodySchema = z.object({
  value: z.boolean({
    required_error: "value is required: true or false.",
    invalid_type_error: "value must be true or false.",
  }),
  updatedBy: z.string().regex(UUID, "updatedBy must be the id of a Veld user.").nullish(),
});

export function decisionToast(kind: "eligibility" | "viability", value: boolean, name: string) {
  const what = kind === "eligibility" ? "Eligibility" : "Viability";
  return `${what} ${value ? "approved" : "declined"} for ${name}. The owners have been e-mailed.`;
}

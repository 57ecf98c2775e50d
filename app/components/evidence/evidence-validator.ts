// The evidence item form's validator (decision 0079): the domain's field list (services/evidence/
// forms.ts), built from the season's options, wrapped for remix-validated-form, for the evidence
// page's action and its form. It loads its schema and zod on first use.
import { evidenceFields, type EvidenceFormOptions } from "~/services/evidence/forms";
import { fieldsValidator } from "~/services/kit/forms/validator";

export function evidenceValidator(options: EvidenceFormOptions) {
  return fieldsValidator(evidenceFields(options));
}

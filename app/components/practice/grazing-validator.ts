// The grazing event form's validator (decision 0077): the domain's field list and rules
// (services/practice/grazing-forms.ts), built from the page's options, wrapped for
// remix-validated-form, for the grazing page's action and its add and edit forms. It loads its
// schema and zod on first use.
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  grazingFields,
  grazingRules,
  type GrazingFormOptions,
} from "~/services/practice/grazing-forms";

/** The form's validator: the kit's field checks, then grazing-rules.ts without other events. */
export function grazingValidator(options: GrazingFormOptions) {
  const fields = grazingFields(options);
  return fieldsValidator(fields, grazingRules(fields, options));
}

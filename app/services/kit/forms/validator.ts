// A field list's validator: the derived zod schema (app/services/kit/forms/form-schema.ts) wrapped for
// remix-validated-form. Create it once, at module level, and give the same one to the action
// (validateForm) and the component (FormBuilder / KitForm).
import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { formSchema } from "~/services/kit/forms/form-schema";
import type { FormRule } from "~/services/kit/forms/form-rules";

/** `rules`: the form's rules between fields (formRule()), run after the field checks. */
export function fieldsValidator<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  rules: readonly FormRule<ValuesOf<Fields>>[] = [],
): Validator<ValuesOf<Fields>> {
  return withZod(formSchema(fields, rules));
}

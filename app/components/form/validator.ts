// A field list's validator: the derived zod schema (app/services/forms/form-schema.ts) wrapped for
// remix-validated-form. Create it once, at module level, and give the same one to the action
// (validateForm) and the component (FormBuilder / KitForm).
import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import type { FieldSpec, ValuesOf } from "~/services/forms/field-spec";
import { formSchema } from "~/services/forms/form-schema";

export function fieldsValidator<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
): Validator<ValuesOf<Fields>> {
  return withZod(formSchema(fields));
}

// A field list's validator: the derived zod schema (app/services/kit/forms/form-schema.ts) wrapped for
// remix-validated-form. Create it once, at module level, and give the same one to the action
// (validateForm) and the component (FormBuilder / KitForm). The schema and zod are loaded on
// first use (lazy-validator.ts), so they are not part of the page's own JavaScript.
import type { Validator } from "remix-validated-form";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import type { FormRule } from "~/services/kit/forms/form-rules";
import { lazyValidator } from "~/services/kit/forms/lazy-validator";

/** `rules`: the form's rules between fields (formRule()), run after the field checks. */
export function fieldsValidator<const Fields extends readonly FieldSpec[]>(
  fields: Fields,
  rules: readonly FormRule<ValuesOf<Fields>>[] = [],
): Validator<ValuesOf<Fields>> {
  return lazyValidator(async () => {
    const [{ withZod }, { formSchema }] = await Promise.all([
      import("@remix-validated-form/with-zod"),
      import("~/services/kit/forms/form-schema"),
    ]);
    return withZod(formSchema(fields, rules));
  });
}

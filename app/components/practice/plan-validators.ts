// The implementation plan's form validators (decision 0075): the domain's schema and rules
// (services/practice/plan-forms.ts, plan-schema.ts) wrapped for remix-validated-form, for the
// page's action and its forms. Each loads its schema and zod on first use, so they are not part
// of the page's own JavaScript.
import type { Validator } from "remix-validated-form";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import { lazyValidator } from "~/services/kit/forms/lazy-validator";
import { fieldsValidator } from "~/services/kit/forms/validator";
import {
  planCopyFields,
  planCopyRules,
  type PlanFieldValues,
} from "~/services/practice/plan-forms";

/** The practices form's validator: hidden row values cleared, then the kit's schema and rules. */
export const planFieldValidator: Validator<PlanFieldValues> = lazyValidator(async () => {
  const [{ withZod }, { planFieldSchema }] = await Promise.all([
    import("@remix-validated-form/with-zod"),
    import("~/services/practice/plan-schema"),
  ]);
  return withZod(planFieldSchema) as unknown as Validator<PlanFieldValues>;
});

/** The copy form's validator for these options (the page's fields). */
export function planCopyValidator(options: readonly ChoiceOption[]) {
  const fields = planCopyFields(options);
  return fieldsValidator(fields, planCopyRules(fields));
}

// The fertiliser list form's validator (decision 0076): the domain's schema (services/practice/
// fertiliser-schema.ts) wrapped for remix-validated-form, for the page's action and its form. The
// schema and zod load on first use, so they are not part of the page's own JavaScript.
import type { Validator } from "remix-validated-form";
import type { FertiliserListValues } from "~/services/practice/fertiliser-forms";
import { lazyValidator } from "~/services/kit/forms/lazy-validator";

/** The list form's validator: hidden row values cleared, then the kit's schema and the rules. */
export const fertiliserListValidator: Validator<FertiliserListValues> = lazyValidator(async () => {
  const [{ withZod }, { fertiliserListSchema }] = await Promise.all([
    import("@remix-validated-form/with-zod"),
    import("~/services/practice/fertiliser-schema"),
  ]);
  return withZod(fertiliserListSchema) as unknown as Validator<FertiliserListValues>;
});

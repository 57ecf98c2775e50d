// The herd list form's validator (decision 0077): the domain's schema (services/practice/
// herd-schema.ts) wrapped for remix-validated-form, for the page's action and its form. The
// schema and zod load on first use, so they are not part of the page's own JavaScript.
import type { Validator } from "remix-validated-form";
import type { HerdListValues } from "~/services/practice/herd-forms";
import { lazyValidator } from "~/services/kit/forms/lazy-validator";

/** The herd list's validator: hidden frame sizes cleared, the kit's schema, shown ones required. */
export const herdListValidator: Validator<HerdListValues> = lazyValidator(async () => {
  const [{ withZod }, { herdListSchema }] = await Promise.all([
    import("@remix-validated-form/with-zod"),
    import("~/services/practice/herd-schema"),
  ]);
  return withZod(herdListSchema) as unknown as Validator<HerdListValues>;
});

// A form's validator whose schema is loaded when first used (issue 13 'Weight'). zod and the
// schemas built from the field lists are about 16 KB of gzip that no page needs in order to show
// and hydrate: the page is usable before they arrive, and the server checks every post with the
// same schema either way. In the browser the first check (a field left, the submit button's
// state) loads them as a chunk of their own; on the server the first request does, once.
import type { Validator } from "remix-validated-form";

export function lazyValidator<T>(load: () => Promise<Validator<T>>): Validator<T> {
  let loaded: Promise<Validator<T>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      // A chunk that failed on a bad link is asked for again next time.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    validate: async (data) => (await get()).validate(data),
    // Deprecated in remix-validated-form 5 (its hooks validate the whole form), kept for callers
    // that check one field.
    validateField: async (data, field) => {
      const validator = await get();
      if (validator.validateField) return validator.validateField(data, field);
      return { error: (await validator.validate(data)).error?.fieldErrors[field] };
    },
  };
}

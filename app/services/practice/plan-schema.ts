// The practices form's zod schema (plan-forms.ts has the fields and rules): hidden row values
// cleared, then the kit's schema and the plan's rules. The form's validator loads this module on
// first use, so zod and the schema are not part of the page's own JavaScript.
import { z } from "zod";
import { formSchema } from "~/services/kit/forms/form-schema";
import { clearHiddenActionValues, PLAN_FIELD_FIELDS, PLAN_FIELD_RULES } from "./plan-forms";

/** The practices form's schema: hidden row values cleared, then the kit's schema and rules. */
export const planFieldSchema = z.preprocess(
  clearHiddenActionValues,
  formSchema(PLAN_FIELD_FIELDS, PLAN_FIELD_RULES),
);

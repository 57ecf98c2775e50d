// The herd list's zod schema (herd-forms.ts has the fields and rules): hidden frame sizes
// cleared, the kit's schema, shown ones required. The form's validator loads this module on
// first use, so zod and the schema are not part of the page's own JavaScript.
import { z } from "zod";
import { formSchema } from "~/services/kit/forms/form-schema";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  clearHiddenHerdValues,
  HERD_ITEM_FIELDS,
  HERD_LIST_FIELDS,
  missingFrameSizes,
  type HerdListValues,
} from "./herd-forms";

/** The rows read with the frame size optional: its 'required when shown' is checked after. */
const READ_FIELDS = [
  {
    ...HERD_LIST_FIELDS[0],
    itemFields: HERD_ITEM_FIELDS.map((field) =>
      field.name === "frameSize" ? { ...field, optional: true } : field,
    ),
  },
] as const satisfies readonly FieldSpec[];

const rowsSchema = formSchema(READ_FIELDS);

/** The herd list's schema: hidden frame sizes cleared, the kit's schema, shown ones required. */
export const herdListSchema = z.unknown().transform(async (raw, ctx) => {
  const cleared = clearHiddenHerdValues(raw);
  const result = await rowsSchema.safeParseAsync(cleared);
  const issues = result.success ? [] : result.error.issues;
  const posted = (cleared as { herds?: unknown } | null)?.herds;
  const missing = missingFrameSizes(Array.isArray(posted) ? posted : []);
  // In the form's order: each row's own problems, its missing frame size after them.
  const reported = new Set(issues.map((issue) => pathName(issue.path)));
  for (const issue of issues) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.message, path: issue.path });
  }
  for (const [name, message] of Object.entries(missing)) {
    if (reported.has(name)) continue;
    const index = Number(/\[(\d+)\]/.exec(name)![1]);
    ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: ["herds", index, "frameSize"] });
  }
  return (result.success ? result.data : z.NEVER) as HerdListValues;
});

/** A zod path as the form names it: ['herds', 2, 'name'] → 'herds[2].name'. */
function pathName(path: readonly (string | number)[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

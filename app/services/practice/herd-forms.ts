// The herds form (spec §3 'Herd': id, type, frameSize; §5 'Add-line-item editor'; §3 'Line
// item'; issue 15; decision 0077): the organisation's herds as one list, a row per herd with its
// stored id hidden (a duplicated row loses it and becomes a new herd). One field list, read by
// the action (validateForm), the component (LineItems) and the service's own checks, so the
// browser and the server check the same rules. No React.
//
// Inside a row the frame size shows for beef and dairy only (spec §3 'Beef and dairy share the
// same set. Other species give no options.'): required when shown, its value cleared when
// hidden. The kit reads a list's row fields all alike, so this validator first drops each row's
// hidden frame size (clearHiddenHerdValues), then reads the rows with the frame size optional,
// then reports 'Required' beside each shown frame size left empty.
import type { Validator } from "remix-validated-form";
import { frameSizeOptions } from "~/services/practice/calculations";
import type { FieldSpec, ItemFieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { lazyValidator } from "~/services/kit/forms/lazy-validator";
import { REQUIRED } from "~/services/kit/forms/messages";
import { clearHiddenRowValues, visibleRowFields } from "~/services/kit/forms/visibility";
import { HERD_TYPE_LABELS, HERD_TYPES, type HerdType } from "~/shared/practice";

export const MAX_HERD_NAME = 80;

/** spec §5 'the add button is hidden once maxLength is reached': a farm's herds, with room. */
export const MAX_HERDS = 30;

/** The species that have frame-size options (the same set for both). */
export const FRAME_SIZE_TYPES: readonly HerdType[] = HERD_TYPES.filter(
  (type) => frameSizeOptions(type).length > 0,
);

export const HERD_TYPE_OPTIONS = HERD_TYPES.map((type) => ({
  value: type,
  label: HERD_TYPE_LABELS[type],
}));

/** The herd list form's id (errors and values come back to it). */
export const HERD_LIST_FORM_ID = "herd-list";

/** A herd's fields, relative to its row ('name', not 'herds[0].name'). */
export const HERD_ITEM_FIELDS = [
  { type: "text", name: "name", label: "Herd name", maxLength: MAX_HERD_NAME },
  { type: "dropdown", name: "type", label: "Species", options: HERD_TYPE_OPTIONS },
  {
    type: "dropdown",
    name: "frameSize",
    label: "Frame size",
    hint: "The animals' usual mature weight.",
    options: frameSizeOptions("beef"),
    visibleWhen: { field: "type", oneOf: FRAME_SIZE_TYPES },
  },
] as const satisfies readonly ItemFieldSpec[];

/** The page's one form: the herds as the kit's add-line-item editor (optional: none is fine). */
export const HERD_LIST_FIELDS = [
  {
    type: "lineItems",
    name: "herds",
    label: "Herds",
    itemLabel: "Herd",
    optional: true,
    maxLength: MAX_HERDS,
    itemFields: HERD_ITEM_FIELDS,
  },
] as const satisfies readonly FieldSpec[];

export type HerdListValues = ValuesOf<typeof HERD_LIST_FIELDS>;
export type HerdRowValues = HerdListValues["herds"][number];

/** The list's editor limit, for its buttons without JavaScript (validateForm). */
export const HERD_LINE_ITEM_LIMITS = { herds: MAX_HERDS };

/** The row fields as top-level specs, for the kit's visibility rule (names relative to a row). */
const ROW_SPECS = HERD_ITEM_FIELDS as unknown as readonly FieldSpec[];

/** The names of a row's fields shown for its values (the kit's rule on the row's own values). */
export function visibleHerdFields(row: Record<string, unknown>): Set<string> {
  return visibleRowFields(ROW_SPECS, row);
}

/**
 * The posted data with each row's hidden frame size dropped (spec §5 'Values of hidden fields are
 * cleared'): a sheep herd's frame size is not read at all.
 */
export function clearHiddenHerdValues(data: unknown): unknown {
  return clearHiddenRowValues(data, "herds", ROW_SPECS);
}

/** The rows read with the frame size optional: its 'required when shown' is checked after. */
const READ_FIELDS = [
  {
    ...HERD_LIST_FIELDS[0],
    itemFields: HERD_ITEM_FIELDS.map((field) =>
      field.name === "frameSize" ? { ...field, optional: true } : field,
    ),
  },
] as const satisfies readonly FieldSpec[];

/** Errors of shown frame sizes left empty, keyed by posted name ('herds[2].frameSize'). */
export function missingFrameSizes(rows: readonly unknown[]): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row || typeof row !== "object") return;
    const values = row as Record<string, unknown>;
    const frameSize = values.frameSize;
    const empty = frameSize === undefined || frameSize === null || frameSize === "";
    if (visibleHerdFields(values).has("frameSize") && empty)
      errors[`herds[${index}].frameSize`] = REQUIRED;
  });
  return errors;
}

/** The herd list's validator: hidden frame sizes cleared, the kit's schema, shown ones required. */
export const herdListValidator: Validator<HerdListValues> = lazyValidator(async () => {
  const [{ withZod }, { formSchema }, { z }] = await Promise.all([
    import("@remix-validated-form/with-zod"),
    import("~/services/kit/forms/form-schema"),
    import("zod"),
  ]);
  const rows = formSchema(READ_FIELDS);
  const schema = z.unknown().transform(async (raw, ctx) => {
    const cleared = clearHiddenHerdValues(raw);
    const result = await rows.safeParseAsync(cleared);
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
  return withZod(schema) as unknown as Validator<HerdListValues>;
});

/** A zod path as the form names it: ['herds', 2, 'name'] → 'herds[2].name'. */
function pathName(path: readonly (string | number)[]): string {
  return path
    .map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join("");
}

/** The frame size's label for a herd ('Medium (400–699 kg)'), or null when it has none. */
export function frameSizeLabel(type: HerdType, frameSize: string | null): string | null {
  if (!frameSize) return null;
  return frameSizeOptions(type).find((option) => option.value === frameSize)?.label ?? null;
}

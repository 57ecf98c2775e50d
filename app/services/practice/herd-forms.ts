// The herds form (spec §3 'Herd': id, type, frameSize; §5 'Add-line-item editor'; §3 'Line
// item'; issue 15; decision 0077): the organisation's herds as one list, a row per herd with its
// stored id hidden (a duplicated row loses it and becomes a new herd). One field list, read by
// the action (validateForm), the component (LineItems) and the service's own checks, so the
// browser and the server check the same rules. No React; the form's schema is herd-schema.ts.
//
// Inside a row the frame size shows for beef and dairy only (spec §3 'Beef and dairy share the
// same set. Other species give no options.'): required when shown, its value cleared when
// hidden. The kit reads a list's row fields all alike, so the schema first drops each row's
// hidden frame size (clearHiddenHerdValues), then reads the rows with the frame size optional,
// then reports 'Required' beside each shown frame size left empty.
import { frameSizeOptions } from "~/services/practice/calculations";
import type { FieldSpec, ItemFieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
import { REQUIRED } from "~/services/kit/forms/messages";
import { clearHiddenRowValues, visibleRowFields } from "~/services/kit/forms/visibility";
import type { SizeClassesKg } from "~/services/constants/sets";
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

/**
 * The frame size's label for a herd ('Medium (400–699 kg)', the size classes of the livestock
 * constants in force; issue 32), or null when it has none.
 */
export function frameSizeLabel(
  type: HerdType,
  frameSize: string | null,
  sizeClasses: SizeClassesKg,
): string | null {
  if (!frameSize) return null;
  return (
    frameSizeOptions(type, sizeClasses).find((option) => option.value === frameSize)?.label ?? null
  );
}

/**
 * The row fields with the frame sizes labelled by the size classes in force (the page's loader
 * sends them): the values, and so the checks, are the same as HERD_ITEM_FIELDS'.
 */
export function herdItemFieldsWith(
  options: readonly { value: string; label: string }[],
): typeof HERD_ITEM_FIELDS {
  return HERD_ITEM_FIELDS.map((field) =>
    field.name === "frameSize" ? { ...field, options } : field,
  ) as unknown as typeof HERD_ITEM_FIELDS;
}

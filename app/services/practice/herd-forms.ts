// The herd form (spec §3 'Herd': id, type, frameSize; issue 15; decision 0077): one field list,
// read by the action (validateForm) and the component (FormBuilder), so the browser and the
// server check the same rules. The frame size is shown for beef and dairy only (spec §3 'Beef
// and dairy share the same set. Other species give no options.'): hidden, it is cleared, and
// shown, it is required.
import { frameSizeOptions } from "~/services/practice/calculations";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { fieldsValidator } from "~/services/kit/forms/validator";
import { HERD_TYPE_LABELS, HERD_TYPES, type HerdType } from "~/shared/practice";

export const MAX_HERD_NAME = 80;

/** The species that have frame-size options (the same set for both). */
export const FRAME_SIZE_TYPES: readonly HerdType[] = HERD_TYPES.filter(
  (type) => frameSizeOptions(type).length > 0,
);

export const HERD_TYPE_OPTIONS = HERD_TYPES.map((type) => ({
  value: type,
  label: HERD_TYPE_LABELS[type],
}));

/** The add form's and the edit dialog's ids (both can be on the page: errors go to the right one). */
export const HERD_FORM_IDS = { add: "herd-add", edit: "herd-edit" } as const;

export const HERD_FIELDS = [
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
] as const satisfies readonly FieldSpec[];

export const herdValidator = fieldsValidator(HERD_FIELDS);

/** The frame size's label for a herd ('Medium (400–699 kg)'), or null when it has none. */
export function frameSizeLabel(type: HerdType, frameSize: string | null): string | null {
  if (!frameSize) return null;
  return frameSizeOptions(type).find((option) => option.value === frameSize)?.label ?? null;
}

// The field forms' labels and hints in the page's language (issue 33): the specs
// (services/fields/forms.ts) keep their English, which the validators and the action share;
// the forms show the catalogue's words, by field name.
import { useMemo } from "react";
import type { Translate } from "~/components/i18n";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { HOLES_FIELD, MAX_CIRCLE_HOLES } from "~/services/fields/circle-holes";

/** `fields` with the page's words for their labels and hints (the same type, for the validator). */
export function useFieldsInLanguage<F extends readonly FieldSpec[]>(t: Translate, fields: F): F {
  return useMemo(() => {
    const words: Record<string, { label: string; hint?: string }> = {
      file: { label: t("fields.file"), hint: t("fields.fileHint") },
      name: { label: t("fields.fieldName") },
      latitude: { label: t("fields.lat"), hint: t("fields.latHint") },
      longitude: { label: t("fields.lng"), hint: t("fields.lngHint") },
      radius: { label: t("fields.radius") },
      [HOLES_FIELD]: {
        label: t("fields.holes"),
        hint: t("fields.holesHint", { max: MAX_CIRCLE_HOLES }),
      },
    };
    return fields.map((field) => ({ ...field, ...words[field.name] })) as unknown as F;
  }, [t, fields]);
}

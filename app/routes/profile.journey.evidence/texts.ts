// The evidence page in the page's language (issue 33): the namespaces it is sent (its own, and
// the submission's review shown on it), and its form's labels and options by key. The form's
// names and stored values are unchanged: only what the farmer reads is translated.
import { useMemo } from "react";
import { CATEGORY_KEYS } from "~/components/evidence/evidence-item";
import { useT } from "~/components/i18n";
import { evidenceFields, type EvidenceFormOptions } from "~/services/evidence/forms";
import { EVIDENCE_MAX_FILES, WHOLE_FARM } from "~/services/evidence/rules";
import type { EvidenceCategory } from "~/shared/evidence";

export const EVIDENCE_NAMESPACES = ["evidence", "complete"];

/** The files hint's number (the hint says 'Up to {max} files'). */
export const CHOOSE_AGAIN_MAX = EVIDENCE_MAX_FILES;

const FIELD_LABEL_KEYS = {
  field: "evidence.fieldField",
  practice: "evidence.fieldPractice",
  categories: "evidence.fieldCategories",
  title: "evidence.fieldTitle",
  description: "evidence.fieldDescription",
  files: "evidence.fieldFiles",
} as const;

/** The evidence form's fields with their labels, 'Whole farm' and the categories translated. */
export function useEvidenceFields(options: EvidenceFormOptions) {
  const t = useT();
  return useMemo(() => {
    const translated: EvidenceFormOptions = {
      ...options,
      fields: options.fields.map((o) =>
        o.value === WHOLE_FARM ? { ...o, label: t("evidence.wholeFarm") } : o,
      ),
    };
    return evidenceFields(translated).map((field) => ({
      ...field,
      label: t(FIELD_LABEL_KEYS[field.name]) as typeof field.label,
      ...("options" in field && field.name === "categories"
        ? {
            options: field.options.map((o) => ({
              ...o,
              label: t(CATEGORY_KEYS[o.value as EvidenceCategory] ?? o.label),
            })),
          }
        : {}),
    })) as unknown as ReturnType<typeof evidenceFields>;
  }, [options, t]);
}

// The farms and fields of a fields page in the page's language (issue 33): the areas, the farms'
// and the season's included hectares, and the fields' flags (sentences with hectares), written
// on the server so the browser needs no number formats. The stored values stay as they are; the
// words of a status, a check or a source are translated at render by key (fields-section.tsx).
import { translationsFor } from "~/services/i18n/catalogues.server";
import { SOURCE_LANGUAGE, type AnyLanguage } from "~/services/i18n/languages";
import { createTranslator } from "~/services/i18n/translations";
import { formatDateTime } from "~/services/kit/format";
import { formatsFor } from "~/services/i18n/format";
import { hectaresIn } from "./hectares";
import type { FarmFieldsInLanguage, FarmFieldsView, FieldView } from "./views";

/** The catalogue namespaces of the fields' components (fields-section, the map, the forms). */
export const FIELDS_NAMESPACES = ["fields"] as const;

/** `overview` with its areas, totals and flags in `language`. */
export function fieldsOverviewIn<O extends { farms: FarmFieldsView[]; includedHectares: number }>(
  overview: O,
  language: AnyLanguage,
): Omit<O, "farms"> & { farms: FarmFieldsInLanguage[]; includedLabel: string } {
  const t = createTranslator(translationsFor(language, FIELDS_NAMESPACES));
  const ha = hectaresIn(language);
  const field = (view: FieldView): FieldView => ({
    ...view,
    areaLabel: ha(view.areaHectares),
    flags: [
      ...(view.outsideFarmHectares > 0
        ? [t._("fields.outside", { ha: ha(view.outsideFarmHectares) })]
        : []),
      ...(view.otherOverlapHectares > 0
        ? [t._("fields.overlap", { ha: ha(view.otherOverlapHectares) })]
        : []),
    ],
  });
  return {
    ...overview,
    includedLabel: ha(overview.includedHectares),
    farms: overview.farms.map((farm) => ({
      ...farm,
      includedLabel: ha(farm.includedHectares),
      fields: farm.fields.map(field),
    })),
  };
}

/** When the fields were submitted ('6 September 2024 00:30'): the date in the language's words. */
export function submittedAtIn(value: string | null, language: AnyLanguage): string | null {
  if (!value) return null;
  const english = formatDateTime(value);
  const formats = formatsFor(language);
  if (formats === formatsFor(SOURCE_LANGUAGE)) return english;
  // The time (hh:mm, SAST) is the same in every language; the date is the language's.
  return `${formats.date(value)} ${english.slice(english.lastIndexOf(" ") + 1)}`;
}

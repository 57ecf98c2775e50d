// The journey's progress in the farmer's language (issue 33): the stage names, the 'Step N of 10'
// line, the next action, the reason a step is locked and the status notes come from the pure
// model (progress-words.ts, steps.ts) in English, the spec's words. A page's loader passes them
// through here: each English text of that model is a message of the `journey` namespace
// (journey.po, `journey.words.*`, msgstr the English exactly), so a text is found by its English
// and comes back translated; a text the catalogue lacks (an admin's own reason) stays as it is.
import { readCatalogues, translationsFor } from "~/services/i18n/catalogues.server";
import { SOURCE_LANGUAGE, type AnyLanguage } from "~/services/i18n/languages";
import { createTranslator, type TranslationValues } from "~/services/i18n/translations";
import type { JourneyProgressView } from "./progress-words";

export const JOURNEY_NAMESPACE = "journey";
const WORDS_PREFIX = "journey.words.";

let englishIndex: Map<string, string> | null = null;

/** Each English text of the journey's model → its key. */
function byEnglish(): Map<string, string> {
  if (!englishIndex) {
    englishIndex = new Map();
    for (const [id, entry] of readCatalogues()[SOURCE_LANGUAGE]) {
      if (id.startsWith(WORDS_PREFIX) && !englishIndex.has(entry.message))
        englishIndex.set(entry.message, id);
    }
  }
  return englishIndex;
}

export interface JourneyWords {
  /** A message of the `journey` namespace. */
  t(id: string, values?: TranslationValues): string;
  /** The model's English text in the language (as it is when the catalogue lacks it). */
  text(english: string): string;
  /** The stages, their parts and the summary line in the language. */
  view<V extends Pick<JourneyProgressView, "stages" | "current" | "summary">>(view: V): V;
  /** A next action ({ label, href }) with its label in the language. */
  action<A extends { label: string }>(action: A): A;
}

const FINISH_FIRST = /^Finish the '(.+)' step first\.$/;

export function journeyWords(language: AnyLanguage): JourneyWords {
  const translator = createTranslator(translationsFor(language, [JOURNEY_NAMESPACE]));
  const t = (id: string, values?: TranslationValues) => translator._(id, values);
  const text = (english: string): string => {
    const key = byEnglish().get(english);
    if (key) return t(key);
    const finish = FINISH_FIRST.exec(english);
    if (finish) return t("journey.finishFirst", { step: text(finish[1]!) });
    return english;
  };
  return {
    t,
    text,
    view(view) {
      const stages = view.stages.map((stage) => ({
        ...stage,
        label: text(stage.label),
        shortLabel: text(stage.shortLabel),
        ...(stage.reason ? { reason: text(stage.reason) } : {}),
        parts: stage.parts.map((part) => ({ ...part, label: text(part.label) })),
      }));
      const stage = stages[view.current];
      const done = stage?.parts.filter((part) => part.done).length ?? 0;
      const summary = !stage
        ? t("journey.allComplete", { total: stages.length })
        : stage.parts.length > 0
          ? t("journey.summaryWithParts", {
              number: view.current + 1,
              total: stages.length,
              stage: stage.label,
              done,
              parts: stage.parts.length,
            })
          : t("journey.summary", {
              number: view.current + 1,
              total: stages.length,
              stage: stage.label,
            });
      return { ...view, stages, summary };
    },
    action(action) {
      return { ...action, label: text(action.label) };
    },
  };
}

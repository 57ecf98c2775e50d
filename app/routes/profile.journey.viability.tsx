// /profile/journey/viability (spec §1 'eligibility and viability checks'; questions: decision
// 0036). Draft and submit; read-only once submitted until an admin decides.
import { pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Questionnaire, type QuestionnaireData } from "~/components/journey/questionnaire";
import { journeyPageOf, journeyWriterOf } from "~/services/journey/journey-view.server";
import { intentOf } from "~/services/journey/questionnaire";
import {
  questionnaireViewOf,
  requireQuestionnaireOpen,
  saveQuestionnaire,
} from "~/services/journey/questionnaire.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { VIABILITY_FIELDS, VIABILITY_STEPS } from "~/services/journey/viability-questions";
import {
  viabilityValidator,
  questionnaireFormId,
} from "~/components/journey/questionnaire-validator";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? createTranslator(data.translations)._("viability.metaTitle") : "Viability · Veld",
  },
];

/** The page's words and the questionnaire's (journey.po). */
const NAMESPACES = ["viability", "journey"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const view = await questionnaireViewOf(await journeyPageOf(context), "viability");
  const language = requestLanguage(request, context.viewer);
  return { ...view, translations: translationsFor(language, NAMESPACES) };
}

// Writes need an editor role, the step open and the answers not submitted yet (else 409).
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const writer = await journeyWriterOf(await requireProfileWriter(request), "viability");
    await requireQuestionnaireOpen(writer, "viability");
    const result = await validateForm(request, viabilityValidator, {
      formId: questionnaireFormId("viability"),
    });
    if (result instanceof Response) return result;
    const { user } = writer.context;
    const text = await saveQuestionnaire(
      { userId: user.id, label: user.email, requestId: context.requestId },
      writer.organisation.id,
      "viability",
      result.data,
      intentOf(result.submittedData.intent) === "submit",
    );
    return await redirectWithToast(new URL(request.url).pathname, { type: "success", text });
  } catch (error) {
    pageRefused(error);
  }
}

export default function Viability() {
  const { translations, ...data } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <ViabilityForm data={data} />
    </TranslationsProvider>
  );
}

function ViabilityForm({ data }: { data: QuestionnaireData }) {
  const t = useT();
  return (
    <Questionnaire
      kind="viability"
      title={t("viability.title")}
      intro={t("viability.intro")}
      fields={VIABILITY_FIELDS}
      steps={VIABILITY_STEPS}
      formId={questionnaireFormId("viability")}
      validator={viabilityValidator}
      data={data}
    />
  );
}

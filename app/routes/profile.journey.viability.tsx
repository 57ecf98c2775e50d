// /profile/journey/viability (spec §1 'eligibility and viability checks'; questions: decision
// 0036). Draft and submit; read-only once submitted until an admin decides.
import { pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Questionnaire } from "~/components/journey/questionnaire";
import { journeyPageOf, journeyWriterOf } from "~/services/journey/journey-view.server";
import { intentOf } from "~/services/journey/questionnaire";
import {
  questionnaireViewOf,
  requireQuestionnaireOpen,
  saveQuestionnaire,
} from "~/services/journey/questionnaire.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { VIABILITY_FIELDS, VIABILITY_STEPS } from "~/services/journey/viability-questions";
import {
  viabilityValidator,
  questionnaireFormId,
} from "~/components/journey/questionnaire-validator";

export const meta: MetaFunction = () => [{ title: "Viability · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return questionnaireViewOf(
    await journeyPageOf(await requireProfileContext(request)),
    "viability",
  );
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
  const data = useLoaderData<typeof loader>();
  return (
    <Questionnaire
      title="Viability"
      intro="These questions tell us whether a carbon project on your farm is worth doing and can be measured: its size and land use, your livestock, how you farm today, and the records you have of the last three to five years."
      fields={VIABILITY_FIELDS}
      steps={VIABILITY_STEPS}
      formId={questionnaireFormId("viability")}
      validator={viabilityValidator}
      data={data}
    />
  );
}

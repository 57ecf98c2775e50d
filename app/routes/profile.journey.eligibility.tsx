// /profile/journey/eligibility (spec §1 'eligibility and viability checks'; questions: decision
// 0036). Draft and submit; read-only once submitted until an admin decides.
import { pageRefused, validateForm } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Questionnaire } from "~/components/journey/questionnaire";
import { ELIGIBILITY_FIELDS, ELIGIBILITY_STEPS } from "~/services/journey/eligibility-questions";
import {
  eligibilityValidator,
  questionnaireFormId,
} from "~/components/journey/questionnaire-validator";
import { journeyPageOf, journeyWriterOf } from "~/services/journey/journey-view.server";
import { intentOf } from "~/services/journey/questionnaire";
import {
  questionnaireViewOf,
  requireQuestionnaireOpen,
  saveQuestionnaire,
} from "~/services/journey/questionnaire.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Eligibility · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return questionnaireViewOf(
    await journeyPageOf(await requireProfileContext(request)),
    "eligibility",
  );
}

// Writes need an editor role, the step open and the answers not submitted yet (else 409).
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const writer = await journeyWriterOf(await requireProfileWriter(request), "eligibility");
    await requireQuestionnaireOpen(writer, "eligibility");
    const result = await validateForm(request, eligibilityValidator, {
      formId: questionnaireFormId("eligibility"),
    });
    if (result instanceof Response) return result;
    const { user } = writer.context;
    const text = await saveQuestionnaire(
      { userId: user.id, label: user.email, requestId: context.requestId },
      writer.organisation.id,
      "eligibility",
      result.data,
      intentOf(result.submittedData.intent) === "submit",
    );
    return await redirectWithToast(new URL(request.url).pathname, { type: "success", text });
  } catch (error) {
    pageRefused(error);
  }
}

export default function Eligibility() {
  const data = useLoaderData<typeof loader>();
  return (
    <Questionnaire
      title="Eligibility"
      intro="These questions check whether your land can take part in a soil-carbon programme: how it is used today, how you hold it, and whether you are ready to change how you farm it."
      fields={ELIGIBILITY_FIELDS}
      steps={ELIGIBILITY_STEPS}
      formId={questionnaireFormId("eligibility")}
      validator={eligibilityValidator}
      data={data}
    />
  );
}

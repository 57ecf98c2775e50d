// /profile/journey/eligibility (spec §1 'eligibility and viability checks'; questions: decision
// 0036). Draft and submit; read-only once submitted until an admin decides.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Questionnaire } from "~/components/journey/questionnaire";
import { ELIGIBILITY_FIELDS, eligibilityValidator } from "~/services/journey/eligibility-questions";
import {
  loadQuestionnaire,
  questionnaireAction,
} from "~/services/journey/questionnaire-page.server";

export const meta: MetaFunction = () => [{ title: "Eligibility · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadQuestionnaire(request, "eligibility");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return questionnaireAction(request, "eligibility", eligibilityValidator, context.requestId);
}

export default function Eligibility() {
  const data = useLoaderData<typeof loader>();
  return (
    <Questionnaire
      title="Eligibility"
      intro="These questions check whether your land can take part in a soil-carbon programme: how it is used today, how you hold it, and whether you are ready to change how you farm it."
      fields={ELIGIBILITY_FIELDS}
      validator={eligibilityValidator}
      data={data}
    />
  );
}

// /profile/journey/viability (spec §1 'eligibility and viability checks'; questions: decision
// 0036). Draft and submit; read-only once submitted until an admin decides.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Questionnaire } from "~/components/journey/questionnaire";
import {
  loadQuestionnaire,
  questionnaireAction,
} from "~/services/journey/questionnaire-page.server";
import { VIABILITY_FIELDS, viabilityValidator } from "~/services/journey/viability-questions";

export const meta: MetaFunction = () => [{ title: "Viability · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadQuestionnaire(request, "viability");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return questionnaireAction(request, "viability", viabilityValidator, context.requestId);
}

export default function Viability() {
  const data = useLoaderData<typeof loader>();
  return (
    <Questionnaire
      title="Viability"
      intro="These questions tell us whether a carbon project on your farm is worth doing and can be measured: its size and land use, your livestock, how you farm today, and the records you have of the last three to five years."
      fields={VIABILITY_FIELDS}
      validator={viabilityValidator}
      data={data}
    />
  );
}

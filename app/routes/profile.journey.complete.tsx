// /profile/journey/complete (spec §2 journey children): Feedback. Not built yet (issue 6 builds the journey up
// to the contract): the layout shows it locked until the earlier steps are done; when open, an
// honest page saying what comes in this step.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LaterStep } from "~/components/journey/later-step";
import { requireProfileContext } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Feedback · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return { back: `${context.basePath}/journey${context.search}` };
}

const POINTS = [
  "We review your practice data and evidence.",
  "We tell you what is missing, if anything.",
  "Your carbon credits are calculated and verified.",
];

export default function LaterJourneyStep() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <LaterStep
      title="Feedback"
      intro="Once you have submitted your evidence, we review it and give you feedback, and your credits are calculated."
      points={POINTS}
      back={back}
    />
  );
}

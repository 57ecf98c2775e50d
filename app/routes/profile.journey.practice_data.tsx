// /profile/journey/practice_data (spec §2 journey children): Practice data. Not built yet (issue 6 builds the journey up
// to the contract): the layout shows it locked until the earlier steps are done; when open, an
// honest page saying what comes in this step.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LaterStep } from "~/components/journey/later-step";
import { requireProfileContext } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Practice data · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return { back: `${context.basePath}/journey${context.search}` };
}

const POINTS = [
  "Crops planted and harvested, tillage and fertiliser.",
  "Herds, livestock numbers and grazing events.",
  "The history of the last three to five years for the baseline.",
];

export default function LaterJourneyStep() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <LaterStep
      title="Practice data"
      intro="Each season you record what was done on each field, so the change in soil carbon can be modelled against your baseline."
      points={POINTS}
      back={back}
    />
  );
}

// /profile/journey/implementation (spec §2 journey children): Implementation plan. Not built yet (issue 6 builds the journey up
// to the contract): the layout shows it locked until the earlier steps are done; when open, an
// honest page saying what comes in this step.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LaterStep } from "~/components/journey/later-step";
import { requireProfileContext } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Implementation plan · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return { back: `${context.basePath}/journey${context.search}` };
}

const POINTS = [
  "Choose the practices for each field: reduced tillage, cover crops, crop rotations, adaptive grazing and others.",
  "Set out when each change starts.",
  "We review the plan with you before it is final.",
];

export default function LaterJourneyStep() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <LaterStep
      title="Implementation plan"
      intro="Together with our agronomists you plan which regenerative practices you will use on which fields, and from when."
      points={POINTS}
      back={back}
    />
  );
}

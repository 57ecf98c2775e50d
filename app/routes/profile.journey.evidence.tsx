// /profile/journey/evidence (spec §2 journey children): Evidence. Not built yet (issue 6 builds the journey up
// to the contract): the layout shows it locked until the earlier steps are done; when open, an
// honest page saying what comes in this step.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LaterStep } from "~/components/journey/later-step";
import { requireProfileContext } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Evidence · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return { back: `${context.basePath}/journey${context.search}` };
}

const POINTS = [
  "Photos of fields and practices.",
  "Invoices and records, such as seed and fertiliser purchases.",
  "Soil sampling results.",
];

export default function LaterJourneyStep() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <LaterStep
      title="Evidence"
      intro="You upload evidence that the practices were carried out: photos, invoices, records and soil samples."
      points={POINTS}
      back={back}
    />
  );
}

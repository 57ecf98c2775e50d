// /profile/journey/map_fields (spec §2 journey children): Map fields. Not built yet (issue 6 builds the journey up
// to the contract): the layout shows it locked until the earlier steps are done; when open, an
// honest page saying what comes in this step.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LaterStep } from "~/components/journey/later-step";
import { requireProfileContext } from "~/services/profiles/context.server";

export const meta: MetaFunction = () => [{ title: "Map fields · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return { back: `${context.basePath}/journey${context.search}` };
}

const POINTS = [
  "Draw each field on a map, or upload its boundary (KML, shapefile or GeoJSON).",
  "Tell us how each field is used: cropland or grazing.",
  "We check each field against the programme rules (wetlands, land conversion, native ecosystems, ownership).",
];

export default function LaterJourneyStep() {
  const { back } = useLoaderData<typeof loader>();
  return (
    <LaterStep
      title="Map fields"
      intro="Once your contract is signed, you draw or upload the boundary of every field you enrol, so that we know exactly which land is in the project."
      points={POINTS}
      back={back}
    />
  );
}

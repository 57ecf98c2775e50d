// /profile/journey/practice_data/grazing (issue 15; spec §3 'Grazing event': fieldIds,
// startDate, endDate, herdId, hoursOnField; §5 'Livestock units per month'; decision 0077): the
// chosen season's grazing events, with add, edit and delete; each checked (dates in the season,
// the organisation's fields, a herd not on fields beyond 24 hours a day), each message beside its
// field. Below, the livestock units per hectare per field and month, in LSU or eLSU.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AddGrazingForm, GrazingDialogs, GrazingTable } from "~/components/practice/grazing-events";
import { LivestockUnitsTable } from "~/components/practice/grazing-lsu";
import { seasonLabel } from "~/services/fields/seasons";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import livestockStyles from "~/styles/practice-livestock.css?url";
import { handleGrazingPost, loadGrazingPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Grazing · Practice data · Veld" }];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: livestockStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadGrazingPage(await requireProfileContext(request), request);
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "practice_data");
  } catch (error) {
    pageRefused(error);
  }
  return handleGrazingPost(writer.context, request, context.requestId);
}

export default function Grazing() {
  const page = useLoaderData<typeof loader>();
  if (!page) return <p>You don&apos;t belong to an organisation yet.</p>;
  return (
    <section className="pd-tab" aria-labelledby="grazing-heading">
      <h2 id="grazing-heading">Grazing, {seasonLabel(page.season)}</h2>
      <p className="page-lead">
        When each herd grazed which fields, and for how many hours a day. A herd grazing several
        fields together is one grazing; a herd cannot be on fields for more than 24 hours a day.
      </p>
      <GrazingTable events={page.events} canEdit={page.canEdit} />
      {page.canEdit ? (
        <>
          <h3>Add grazing</h3>
          <AddGrazingForm options={page.options} />
          <GrazingDialogs events={page.events} options={page.options} />
        </>
      ) : null}
      <LivestockUnitsTable lsu={page.lsu} mode={page.mode} />
    </section>
  );
}

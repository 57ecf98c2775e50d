// /profile/journey/practice_data/livestock (issue 15; spec §3 'Livestock numbers': year, month
// (0-based), herdId, mature, juvenile; decision 0077): the chosen season's numbers per herd and
// month as one form (a herd's mature and juvenile rows, a column per month from July to June),
// saved by one post; or imported from the CSV template. A refused grid comes back with every
// value typed and an error beside each bad cell.
import { intentName } from "~/services/kit/forms/intent";
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { LivestockGrid } from "~/components/practice/livestock-grid";
import { CsvImport } from "~/components/form/csv-import";
import { LIVESTOCK_CSV_FIELDS } from "~/services/practice/livestock-forms";
import type { LivestockIntent } from "~/services/practice/intents";
import { livestockCsvValidator } from "~/components/practice/livestock-validators";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { seasonLabel } from "~/services/fields/seasons";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import livestockStyles from "~/styles/practice-livestock.css?url";
import { handleLivestockPost, loadLivestockPage } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Livestock numbers · Practice data · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: livestockStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLivestockPage(await requireProfileContext(request), request);
}

// Writes need an editor role and the step open (a post to a locked step answers 409).
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "practice_data");
  } catch (error) {
    pageRefused(error);
  }
  return handleLivestockPost(writer.context, request, context.requestId);
}

export default function LivestockNumbers() {
  const { organisation, season, herds, values, corrections, canEdit, templateHref } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (!organisation) return <p>You don&apos;t belong to an organisation yet.</p>;
  return (
    <section className="pd-tab" aria-labelledby="livestock-heading">
      <h2 id="livestock-heading">Livestock numbers, {seasonLabel(season)}</h2>
      {herds.length === 0 ? (
        <p className="pd-empty">
          Add your herds first, on the <Link to={`../herds${search}`}>Herds</Link> tab.
        </p>
      ) : (
        <>
          <p className="page-lead">
            The head count of each herd in each month: mature animals and juveniles, whole numbers.
            Leave a month empty when the herd was not there.
          </p>
          <LivestockGrid
            herds={herds}
            season={season}
            values={values}
            corrections={corrections}
            canEdit={canEdit}
          />
          {canEdit ? (
            <CsvImport
              headingLevel={3}
              templateHref={templateHref}
              instructions="a row per herd per month of the season, with your herds' names filled in. Fill in mature and juvenile, keep the columns herd, year, month, mature, juvenile, and upload it. An empty row clears its month; months not in the file are kept."
              fields={LIVESTOCK_CSV_FIELDS}
              validator={livestockCsvValidator}
              intent={intentName<LivestockIntent>("import-csv")}
              submitLabel="Import numbers"
            />
          ) : null}
        </>
      )}
    </section>
  );
}

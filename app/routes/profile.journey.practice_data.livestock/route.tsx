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
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { formatsFor } from "~/services/i18n/format";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";

/** The tab's own texts (the layout sends the frame's, 'practice'). */
const LIVESTOCK_NAMESPACES = ["livestock"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("livestock.metaTitle")
      : "Livestock numbers · Practice data · Veld",
  },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: livestockStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const language = requestLanguage(request, context.viewer);
  const formats = formatsFor(language);
  return {
    ...(await loadLivestockPage(context, request)),
    translations: translationsFor(language, LIVESTOCK_NAMESPACES),
    // The grid's month headings in the page's language ('Julayi 2026'); English sends none.
    monthNames:
      language === SOURCE_LANGUAGE
        ? undefined
        : Array.from({ length: 12 }, (_, index) => formats.month(index + 1)),
  };
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
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <LivestockTab />
    </TranslationsProvider>
  );
}

function LivestockTab() {
  const { organisation, season, herds, values, corrections, canEdit, templateHref, monthNames } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  const t = useT();
  // The file field in the page's language (its name, 'file', and its checks as they are).
  const csvFields = LIVESTOCK_CSV_FIELDS.map((field) => ({
    ...field,
    label: t("livestock.csvFile"),
    hint: t("livestock.csvFileHint"),
  })) as unknown as typeof LIVESTOCK_CSV_FIELDS;
  if (!organisation) return <p>{t("practice.noOrganisation")}</p>;
  return (
    <section className="pd-tab" aria-labelledby="livestock-heading">
      <h2 id="livestock-heading">{t("livestock.title", { season: seasonLabel(season) })}</h2>
      {herds.length === 0 ? (
        <p className="pd-empty">
          {t("livestock.noHerdsBefore")}
          <Link to={`../herds${search}`}>{t("practice.tab.herds")}</Link>
          {t("livestock.noHerdsAfter")}
        </p>
      ) : (
        <>
          <p className="page-lead">{t("livestock.lead")}</p>
          <LivestockGrid
            herds={herds}
            season={season}
            values={values}
            corrections={corrections}
            canEdit={canEdit}
            monthNames={monthNames}
          />
          {canEdit ? (
            <CsvImport
              headingLevel={3}
              templateHref={templateHref}
              instructions={t("livestock.csvInstructions")}
              fields={csvFields}
              validator={livestockCsvValidator}
              intent={intentName<LivestockIntent>("import-csv")}
              submitLabel={t("livestock.csvImport")}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

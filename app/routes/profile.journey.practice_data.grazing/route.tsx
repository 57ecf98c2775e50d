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
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { formatsFor } from "~/services/i18n/format";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

/** The tab's own texts (the layout sends the frame's, 'practice'). */
const GRAZING_NAMESPACES = ["grazing"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.translations
      ? createTranslator(data.translations)._("grazing.metaTitle")
      : "Grazing · Practice data · Veld",
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: livestockStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const language = requestLanguage(request, context.viewer);
  const page = await loadGrazingPage(context, request);
  if (!page) return null;
  const translations = translationsFor(language, GRAZING_NAMESPACES);
  // Dates and months in the page's language, written here on the server (the page's script
  // stays as it is): '15 July 2026'; the months in full but in English ('Jul 2026').
  const formats = formatsFor(language);
  const english = language === SOURCE_LANGUAGE;
  return {
    ...page,
    translations,
    events: page.events.map((event) => ({
      ...event,
      startLabel: formats.date(event.startDate),
      endLabel: formats.date(event.endDate),
    })),
    lsu: {
      ...page.lsu,
      months: english
        ? page.lsu.months
        : page.lsu.months.map((month) => ({
            ...month,
            label: `${formats.month(month.month + 1)} ${month.year}`,
          })),
    },
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
  return handleGrazingPost(writer.context, request, context.requestId);
}

export default function Grazing() {
  const page = useLoaderData<typeof loader>();
  // Without an organisation: the layout's sentence (its provider, 'practice', is around the tab).
  if (!page) return <NoOrganisation />;
  return (
    <TranslationsProvider translations={page.translations}>
      <GrazingTab page={page} />
    </TranslationsProvider>
  );
}

function NoOrganisation() {
  const t = useT();
  return <p>{t("practice.noOrganisation")}</p>;
}

function GrazingTab({
  page,
}: {
  page: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>>;
}) {
  const t = useT();
  return (
    <section className="pd-tab" aria-labelledby="grazing-heading">
      <h2 id="grazing-heading">{t("grazing.title", { season: seasonLabel(page.season) })}</h2>
      <p className="page-lead">{t("grazing.lead")}</p>
      <GrazingTable events={page.events} canEdit={page.canEdit} />
      {page.canEdit ? (
        <>
          <h3>{t("grazing.add")}</h3>
          <AddGrazingForm options={page.options} />
          <GrazingDialogs events={page.events} options={page.options} />
        </>
      ) : null}
      <LivestockUnitsTable lsu={page.lsu} mode={page.mode} />
    </section>
  );
}

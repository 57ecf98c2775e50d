// /profile/journey/practice_data/herds (issue 15; spec §3 'Herd': id, type, frameSize; decision
// 0077): the organisation's herds edited as one list, the kit's add-line-item editor (spec §5),
// saved as a whole. The frame size is asked for beef and dairy only (spec §3 'Other species give
// no options'). Leaving out a herd that grazing events use refuses the save (409, naming it);
// its livestock numbers go with a deleted herd.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HerdListForm, HerdTable } from "~/components/practice/herd-list";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import contractingStyles from "~/styles/contracting.css?url";
import livestockStyles from "~/styles/practice-livestock.css?url";
import { handleHerdsPost, loadHerdsPage } from "./data.server";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

/** The tab's own texts (the layout sends the frame's, 'practice'). */
const HERDS_NAMESPACES = ["herds"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("herds.metaTitle")
      : "Herds · Practice data · Veld",
  },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: livestockStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  return {
    ...(await loadHerdsPage(context)),
    translations: translationsFor(requestLanguage(request, context.viewer), HERDS_NAMESPACES),
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
  return handleHerdsPost(writer.context, request, context.requestId);
}

export default function Herds() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <HerdsTab />
    </TranslationsProvider>
  );
}

function HerdsTab() {
  const { organisation, herds, frameSizeOptions, canEdit } = useLoaderData<typeof loader>();
  const t = useT();
  if (!organisation) return <p>{t("practice.noOrganisation")}</p>;
  return (
    <section className="pd-tab" aria-labelledby="herds-heading">
      <h2 id="herds-heading">{t("herds.title")}</h2>
      <p className="page-lead">{t("herds.lead")}</p>
      {canEdit ? (
        <HerdListForm herds={herds} frameSizeOptions={frameSizeOptions} />
      ) : (
        <HerdTable herds={herds} />
      )}
    </section>
  );
}

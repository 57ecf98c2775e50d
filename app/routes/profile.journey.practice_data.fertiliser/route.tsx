// /profile/journey/practice_data/fertiliser (tab 'Fertiliser'; spec §3 'Fertilizer input', §5
// 'Calculations'; issue 15; decision 0076): per field included in the chosen season, its
// fertiliser inputs with the N, P and K each applied (kg/ha) and the field's total, and for
// editors a link opening that field's editor: one field at a time, as a URL (?field=<id>, season
// kept; page weight, decision 0076). The open field's inputs are one list in the kit's
// add-line-item editor, saved in one post to the tab with the editor open (?field=…; intent
// 'save-fertiliser' and the fieldId in the body), so a refused save or a no-JavaScript add /
// remove / duplicate comes back with that editor open.
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FertiliserField } from "~/components/practice/fertiliser-field";

import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { loadFertiliserSeason } from "~/services/practice/fertiliser.server";
import { loadPracticeSeasons } from "~/services/practice/practice-data.server";
import {
  practiceFieldSearch,
  practiceSearch,
  practiceTabPath,
} from "~/services/practice/practice-paths";
import { openFieldFromSearch, seasonFromSearch } from "~/services/practice/queries";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { handleFertiliserPost } from "./data.server";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";

/** The tab's own texts (the layout sends the frame's, 'practice'). */
const FERTILISER_NAMESPACES = ["fertiliser"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("fertiliser.metaTitle")
      : "Practice data: fertiliser · Veld",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  const translations = translationsFor(
    requestLanguage(request, context.viewer),
    FERTILISER_NAMESPACES,
  );
  if (!organisation)
    return { translations, page: null, canEdit: false, path: "", search: "", openId: null };
  const url = new URL(request.url);
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(url, seasons);
  const page = await loadFertiliserSeason(organisation.id, seasons, season);
  const canEdit = !context.isUserView && canEditOrganisation(organisation.role);
  // The field whose editor is open: one the season includes, for an editor; else none.
  const openId = canEdit
    ? openFieldFromSearch(
        url,
        page.fields.map((field) => field.id),
      )
    : null;
  return {
    translations,
    page,
    canEdit,
    path: practiceTabPath(context.basePath, "fertiliser"),
    search: practiceSearch(context.search, season),
    openId,
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
  try {
    return await handleFertiliserPost(writer.context, request, context.requestId);
  } catch (error) {
    pageRefused(error);
  }
}

export default function PracticeFertiliser() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <FertiliserTab />
    </TranslationsProvider>
  );
}

function FertiliserTab() {
  const { page, canEdit, path, search, openId } = useLoaderData<typeof loader>();
  const t = useT();
  if (!page) return null;
  return (
    <section aria-labelledby="pd-fertiliser-title">
      <h2 id="pd-fertiliser-title">{t("fertiliser.title", { season: page.label })}</h2>
      <p>{t("fertiliser.lead")}</p>
      {page.fields.length === 0 ? (
        <p className="ct-empty">{t("practice.noFields", { season: page.label })}</p>
      ) : null}
      {page.fields.map((field) => (
        <FertiliserField
          key={field.id}
          field={field}
          canEdit={canEdit}
          editing={openId === field.id}
          // The link opening this field's editor: the same tab and season with ?field=<id>.
          openHref={`${path}${practiceFieldSearch(search, page.season, field.id)}`}
          closeHref={`${path}${search}`}
        />
      ))}
    </section>
  );
}

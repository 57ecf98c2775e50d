// /profile/journey/practice_data (spec §2 journey child 'practice_data'; issue 15; decision
// 0076): the frame of the practice data pages. What was done on each field, season by season:
// the season choice (?season=NN), the tabs (fields and crops, herds, livestock numbers, grazing,
// fertiliser: nested routes), the progress box over the required seasons and the submit form.
// The journey layout shows the step locked (and its children with it) until the implementation
// plan is submitted. Also mounted under /admin/userView (read-only; links keep the base path).
import { pageRefused, readPost, refuseForm } from "~/services/kit/forms/validate-form.server";
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { PracticeSeasonChoice, PracticeTabs } from "~/components/practice/practice-nav";
import { PracticeSubmit, SeasonProgressBox } from "~/components/practice/season-progress";
import { RefusalSummary } from "~/components/form/refusal-summary";

import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { submitPracticeOf } from "~/services/practice/practice-submit.server";
import {
  loadPracticeOverview,
  loadPracticeSeasons,
} from "~/services/practice/practice-data.server";
import {
  practiceSearch,
  PRACTICE_DATA_PATH,
  seasonChoices,
} from "~/services/practice/practice-paths";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { practiceSubmitPost, seasonFromSearch } from "~/services/practice/queries";
import { PRACTICE_SUBMIT_INTENT } from "~/services/practice/intents";
import { redirectWithToast } from "~/services/kit/toast.server";
import practiceStyles from "~/styles/practice-season.css?url";
import { isRefusal } from "~/services/kit/refusal";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { seasonLabel } from "~/services/fields/seasons";
import { formatsFor } from "~/services/i18n/format";
import { SOURCE_LANGUAGE } from "~/services/i18n/languages";
import { formatDateTime } from "~/services/kit/format";

/** The catalogue namespace of the frame and the 'Fields and crops' tab (the tabs add theirs). */
export const PRACTICE_NAMESPACES = ["practice"];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? createTranslator(data.translations)._("practice.metaTitle")
      : "Practice data · Veld",
  },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: practiceStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { basePath, search } = context;
  const organisation = context.organisation;
  const language = requestLanguage(request, context.viewer);
  const translations = translationsFor(language, PRACTICE_NAMESPACES);
  if (!organisation) {
    return {
      translations,
      organisation: null,
      seasons: null,
      season: null,
      choices: [],
      progress: [],
      complete: false,
      submittedAt: null,
      submittedOn: null,
      canEdit: false,
      basePath,
      search,
    };
  }
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(request.url, seasons);
  const overview = await loadPracticeOverview(organisation.id, seasons);
  // A season's name in the page's language: '2023/2024 (baseline)'.
  const t = createTranslator(translations);
  const labelOf = (value: number) =>
    seasons.baseline.includes(value)
      ? t._("practice.baselineSeason", { season: seasonLabel(value) })
      : seasonLabel(value);
  return {
    translations,
    organisation: { id: organisation.id, name: organisation.name },
    seasons,
    season,
    choices: seasonChoices(seasons).map((choice) => ({ ...choice, label: labelOf(choice.season) })),
    ...overview,
    progress: overview.progress.map((row) => ({ ...row, label: labelOf(row.season) })),
    // English keeps the kit's date and time ('6 September 2024 14:05'); the others their date.
    submittedOn: overview.submittedAt
      ? language === SOURCE_LANGUAGE
        ? formatDateTime(overview.submittedAt)
        : formatsFor(language).date(overview.submittedAt)
      : null,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    basePath,
    search,
  };
}

// The submit form posts here (intent 'submit', the page's season kept in the address); writes
// need an editor role and the step open.
export async function action({ request, context }: ActionFunctionArgs) {
  let writer: JourneyWriter;
  try {
    writer = await journeyWriterOf(await requireProfileWriter(request), "practice_data");
  } catch (error) {
    pageRefused(error);
  }
  const post = await readPost(request, practiceSubmitPost);
  if (post instanceof Response) return post;
  if (post.fields.intent !== PRACTICE_SUBMIT_INTENT) {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  try {
    const submitted = await submitPracticeOf(writer.context, request.url, context.requestId);
    return await redirectWithToast(submitted.href, {
      type: "success",
      text: submitted.message,
      next: submitted.next,
    });
  } catch (error) {
    // What is missing, per season: the sentence above the submit button.
    if (isRefusal(error) && error.status === 422) {
      return refuseForm(PRACTICE_SUBMIT_INTENT, { formError: error.message });
    }
    throw error;
  }
}

export default function PracticeDataLayout() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <PracticeDataFrame />
    </TranslationsProvider>
  );
}

function PracticeDataFrame() {
  const t = useT();
  const {
    organisation,
    seasons,
    season,
    choices,
    progress,
    complete,
    submittedAt,
    submittedOn,
    canEdit,
    basePath,
    search,
  } = useLoaderData<typeof loader>();
  const refused = useActionResult(PRACTICE_SUBMIT_INTENT);
  if (!organisation || !seasons || season === null) {
    return (
      <div className="ct-page">
        <h1>{t("practice.title")}</h1>
        <p>{t("practice.noOrganisation")}</p>
      </div>
    );
  }
  return (
    <div className="ct-page pd-page">
      <h1>{t("practice.title")}</h1>
      {/* A refused 'Submit practice data' (its form is at the foot of the page): what is missing
          and a link to each season still to record, in the first screen. */}
      {refused.formError ? (
        <RefusalSummary
          id="pd-refusal"
          message={refused.formError}
          links={progress
            .filter((row) => row.missing.length > 0)
            .map((row) => ({
              href: `${basePath}${PRACTICE_DATA_PATH}${practiceSearch(search, row.season)}`,
              text: t("practice.recordSeasonLink", {
                season: row.label,
                fields: row.missing.map((field) => field.name).join(", "),
              }),
            }))}
        />
      ) : null}
      <p className="page-lead">
        {t("practice.lead", {
          organisation: organisation.name,
          baselineCount: seasons.baseline.length,
        })}
      </p>
      <PracticeSeasonChoice choices={choices} season={season} search={search} />
      <PracticeTabs basePath={basePath} search={search} season={season} />
      <div className="pd-tab-panel">
        <Outlet />
      </div>
      <SeasonProgressBox progress={progress} complete={complete} />
      {/* Rendered by the layout under every tab: it posts to the layout itself, season kept. */}
      <PracticeSubmit
        action={`${basePath}${PRACTICE_DATA_PATH}${practiceSearch(search, season)}`}
        canEdit={canEdit}
        submittedAt={submittedAt}
        submittedOn={submittedOn}
        error={refused.formError}
      />
    </div>
  );
}

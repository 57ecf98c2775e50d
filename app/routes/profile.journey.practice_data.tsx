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

export const meta: MetaFunction = () => [{ title: "Practice data · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: practiceStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const { basePath, search } = context;
  const organisation = context.organisation;
  if (!organisation) {
    return {
      organisation: null,
      seasons: null,
      season: null,
      choices: [],
      progress: [],
      complete: false,
      submittedAt: null,
      canEdit: false,
      basePath,
      search,
    };
  }
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(request.url, seasons);
  const overview = await loadPracticeOverview(organisation.id, seasons);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    seasons,
    season,
    choices: seasonChoices(seasons),
    ...overview,
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
  const {
    organisation,
    seasons,
    season,
    choices,
    progress,
    complete,
    submittedAt,
    canEdit,
    basePath,
    search,
  } = useLoaderData<typeof loader>();
  const refused = useActionResult(PRACTICE_SUBMIT_INTENT);
  if (!organisation || !seasons || season === null) {
    return (
      <div className="ct-page">
        <h1>Practice data</h1>
        <p>You don&apos;t belong to an organisation yet.</p>
      </div>
    );
  }
  return (
    <div className="ct-page pd-page">
      <h1>Practice data</h1>
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
              text: `Record ${row.label}: ${row.missing.map((field) => field.name).join(", ")}`,
            }))}
        />
      ) : null}
      <p className="page-lead">
        Practice data is what was done on each field of {organisation.name}, season by season: how
        each field was used, its crops, tillage and fertiliser, and your herds and their grazing.
        Record the {seasons.baseline.length} baseline seasons before the programme, then the
        programme&apos;s seasons as they happen.
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
        error={refused.formError}
      />
    </div>
  );
}

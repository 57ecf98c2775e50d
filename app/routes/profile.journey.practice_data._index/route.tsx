// /profile/journey/practice_data (index tab 'Fields and crops'; spec §7 'POST crop journey';
// issue 15; decision 0076): for the chosen season (?season=NN), how each included field was
// used: its land use, crops, cover crop, tillage and residues, in one form for the season; and
// a form copying the season before into the fields not recorded yet. Posts: ?do=crop-journey,
// ?do=copy-season, ?do=submit (the layout's submit form, posted with ?index).
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SeasonGrid } from "~/components/practice/season-grid";
import { SpinnerButton } from "~/components/spinner-button";

import { seasonLabel } from "~/services/fields/seasons";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import {
  loadCropJourneySeason,
  loadPracticeSeasons,
} from "~/services/practice/practice-data.server";
import {
  practiceSearch,
  PRACTICE_DATA_PATH,
  seasonFromSearch,
} from "~/services/practice/practice-paths";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import { isRefusal } from "~/services/kit/refusal";
import { handleCropJourneyPost, type CropJourneyRefusal } from "./data.server";

export const meta: MetaFunction = () => [{ title: "Practice data: fields and crops · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  if (!organisation) return { page: null, canEdit: false, action: "", previousLabel: "" };
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(request.url, seasons);
  const page = await loadCropJourneySeason(organisation.id, seasons, season);
  return {
    page,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    // Posts go to the index route (?index), keeping the season.
    action: `${context.basePath}${PRACTICE_DATA_PATH}${practiceSearch(context.search, season)}&index`,
    previousLabel: seasonLabel(season - 1),
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
    return await handleCropJourneyPost(writer.context, request, context.requestId);
  } catch (error) {
    if (isRefusal(error)) {
      if (error.status === 422) {
        return data({ form: "message" as const, message: error.message }, { status: 422 });
      }
      throw new Response(error.message, { status: error.status });
    }
    throw error;
  }
}

type Refusal =
  | CropJourneyRefusal
  | { form: "message"; message: string }
  | { form: "submit"; submitError: string };

export default function PracticeFieldsAndCrops() {
  const { page, canEdit, action, previousLabel } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as Refusal | undefined;
  if (!page) return null;
  const grid = refused?.form === "crop-journey" ? refused : null;
  const message =
    refused?.form === "message"
      ? refused.message
      : refused?.form === "submit"
        ? refused.submitError
        : null;
  return (
    <section aria-labelledby="pd-crops-title">
      <h2 id="pd-crops-title">Fields and crops in {page.label}</h2>
      <p>
        How each field included in {page.label} was used: cropland, grazing, both or fallow; the
        crops grown and any cover crop; how it was tilled; and what happened to the crop residues.
      </p>
      {message ? (
        <p className="notice notice--error" role="alert" data-testid="crop-journey-refusal">
          {message}
        </p>
      ) : null}
      <SeasonGrid
        farms={page.farms}
        seasonLabel={page.label}
        action={`${action}&do=crop-journey`}
        canEdit={canEdit}
        refused={grid}
      />
      {canEdit && page.fieldCount > 0 ? (
        <Form method="post" action={`${action}&do=copy-season`} className="pd-copy">
          <h3>Copy the season before</h3>
          <p>
            Fill the fields not recorded yet in {page.label} with what they had in {previousLabel}.
            Fields already recorded are left as they are.
          </p>
          <SpinnerButton variant="secondary">Copy {previousLabel}</SpinnerButton>
        </Form>
      ) : null}
    </section>
  );
}

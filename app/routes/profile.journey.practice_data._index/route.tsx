// /profile/journey/practice_data (index tab 'Fields and crops'; spec §7 'POST crop journey';
// issue 15; decision 0076): for the chosen season (?season=NN), how each included field was
// used: its land use, crops, cover crop, tillage and residues, in one form for the season; and
// a form copying the season before into the fields not recorded yet. Posts (to ?season=NN&index,
// the intent in the body): 'crop-journey', 'copy-season', and 'submit' (the layout's submit form,
// answered here too when posted with ?index).
import { pageRefused } from "~/services/kit/forms/validate-form.server";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useActionResult } from "~/components/form/action-result";
import { SeasonGrid } from "~/components/practice/season-grid";
import { SpinnerButton } from "~/components/spinner-button";

import { seasonLabel } from "~/services/fields/seasons";
import { journeyWriterOf, type JourneyWriter } from "~/services/journey/journey-view.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import {
  loadCropJourneySeason,
  loadPracticeSeasons,
} from "~/services/practice/practice-data.server";
import { requireProfileContext, requireProfileWriter } from "~/services/profiles/context.server";
import type { CropJourneyRowValues } from "~/services/practice/crop-journey-forms";
import { handleCropJourneyPost } from "./data.server";
import { seasonFromSearch } from "~/services/practice/queries";
import { useT } from "~/components/i18n";
import { createTranslator, type Translations } from "~/services/i18n/translations";

// Its texts are the layout's namespace ('practice'): the layout's provider is around this tab.
export const meta: MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match.id.endsWith("routes/profile.journey.practice_data"))
    ?.data as { translations?: Translations } | undefined;
  return [
    {
      title: layout?.translations
        ? createTranslator(layout.translations)._("practice.cropsMetaTitle")
        : "Practice data: fields and crops · Veld",
    },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  const organisation = context.organisation;
  if (!organisation) return { page: null, canEdit: false, previousLabel: "" };
  const seasons = await loadPracticeSeasons(organisation.id);
  const season = seasonFromSearch(request.url, seasons);
  const page = await loadCropJourneySeason(organisation.id, seasons, season);
  return {
    page,
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
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
    pageRefused(error);
  }
}

export default function PracticeFieldsAndCrops() {
  const { page, canEdit, previousLabel } = useLoaderData<typeof loader>();
  const grid = useActionResult("crop-journey");
  const copy = useActionResult("copy-season");
  const submit = useActionResult("submit");
  const t = useT();
  if (!page) return null;
  // The grid's refusal goes beside its cells; the copy's and the submit's above the grid.
  const refused =
    grid.formError !== null || Object.keys(grid.fieldErrors).length > 0
      ? {
          values: grid.values as Record<string, CropJourneyRowValues>,
          errors: grid.fieldErrors,
          formError: grid.formError,
        }
      : null;
  const message = copy.formError ?? submit.formError;
  return (
    <section aria-labelledby="pd-crops-title">
      <h2 id="pd-crops-title">{t("practice.cropsTitle", { season: page.label })}</h2>
      <p>{t("practice.cropsLead", { season: page.label })}</p>
      {message ? (
        <p className="notice notice--error" role="alert" data-testid="crop-journey-refusal">
          {message}
        </p>
      ) : null}
      <SeasonGrid farms={page.farms} seasonLabel={page.label} canEdit={canEdit} refused={refused} />
      {canEdit && page.fieldCount > 0 ? (
        // Both forms post to the tab's own address (?season=NN&index, Remix adds ?index).
        <Form method="post" className="pd-copy">
          <input type="hidden" name="intent" value="copy-season" />
          <h3>{t("practice.copyTitle")}</h3>
          <p>{t("practice.copyLead", { season: page.label, previous: previousLabel })}</p>
          <SpinnerButton variant="secondary">
            {t("practice.copyButton", { previous: previousLabel })}
          </SpinnerButton>
        </Form>
      ) : null}
    </section>
  );
}

// /profile/journey/practice_data (index tab): its posts, the crop journey and the submit (issue
// 15; decision 0076).
// Each form posts to ?do=<form>&season=NN: 'crop-journey' saves the season's grid, 'copy-season'
// fills the fields not recorded yet from the season before, 'submit' submits the practice data.
// A refused grid comes back with every value as typed and an error beside each bad cell.
import { data } from "@remix-run/node";

import { seasonLabel } from "~/services/fields/seasons";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  readCropJourneyGrid,
  type CropJourneyRowValues,
} from "~/services/practice/crop-journey-forms";
import {
  copyPreviousSeason,
  loadPracticeSeasons,
  loadSeasonFields,
  saveCropJourneySeason,
} from "~/services/practice/practice-data.server";
import { seasonFromSearch } from "~/services/practice/practice-paths";
import { practicePageHref, submitPracticeOf } from "~/services/practice/practice-submit.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { practiceFormQuery } from "~/services/practice/queries";
import { readQuery } from "~/services/kit/query";
import { Refusal, isRefusal } from "~/services/kit/refusal";

/** What a refused grid returns: the values as typed, by field id, and the errors by name. */
export interface CropJourneyRefusal {
  form: "crop-journey";
  values: Record<string, CropJourneyRowValues>;
  errors: Record<string, string>;
  formError: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function seasonOf(context: ProfileContext, request: Request) {
  const organisation = requireOrganisation(context);
  const seasons = await loadPracticeSeasons(organisation.id);
  return { organisation, seasons, season: seasonFromSearch(request.url, seasons) };
}

/** The submit (?do=submit): refused with what is missing, else on to the evidence step. */
async function handlePracticeSubmit(context: ProfileContext, request: Request, requestId: string) {
  await readFormOrRefuse(request);
  const submitted = await submitPracticeOf(context, request.url, requestId);
  return redirectWithToast(submitted.href, {
    type: "success",
    text: submitted.message,
    next: submitted.next,
  });
}

/** The index tab's posts: the grid, the copy and the submit. */
export async function handleCropJourneyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const form = readQuery(request, practiceFormQuery).do;
  if (form === "submit") {
    try {
      return await handlePracticeSubmit(context, request, requestId);
    } catch (error) {
      if (isRefusal(error) && error.status === 422) {
        return data({ form: "submit" as const, submitError: error.message }, { status: 422 });
      }
      throw error;
    }
  }
  const { organisation, seasons, season } = await seasonOf(context, request);
  const actor = actorOf(context, requestId);
  const label = seasonLabel(season);
  switch (form) {
    case "crop-journey": {
      const body = await readFormOrRefuse(request);
      const fields = (await loadSeasonFields(organisation.id, [season], seasons)).get(season) ?? [];
      const names = new Map(fields.map((field) => [field.id, field.name]));
      const grid = readCropJourneyGrid(body, names);
      const refuse = (formError: string | null, errors = grid.errors) =>
        data<CropJourneyRefusal>(
          { form: "crop-journey", values: grid.values, errors, formError },
          { status: 422 },
        );
      if (Object.keys(grid.errors).length > 0) return refuse(null);
      try {
        const saved = await saveCropJourneySeason(
          actor,
          organisation.id,
          seasons,
          season,
          grid.entries,
        );
        return await redirectWithToast(practicePageHref(context, season), {
          type: "success",
          text: `${label} saved: ${plural(saved.recorded, "field", "fields")} recorded.`,
        });
      } catch (error) {
        if (isRefusal(error) && error.status === 422) return refuse(error.message);
        throw error;
      }
    }
    case "copy-season": {
      await readFormOrRefuse(request);
      const copied = await copyPreviousSeason(actor, organisation.id, seasons, season);
      return redirectWithToast(practicePageHref(context, season), {
        type: "success",
        text:
          copied.copied === 0
            ? `Every field recorded in ${seasonLabel(season - 1)} is already recorded in ${label}: nothing copied.`
            : `${plural(copied.copied, "field", "fields")} copied from ${seasonLabel(season - 1)}. Check them and change what was different.`,
      });
    }
    default:
      throw new Refusal(400, "This form is not known on this page.");
  }
}

// /profile/journey/practice_data (index tab): its posts, the crop journey and the submit (issue
// 15; decision 0076).
// Each form posts to the tab (?season=NN&index) with its intent in the body: 'crop-journey' saves
// the season's grid, 'copy-season' fills the fields not recorded yet from the season before,
// 'submit' submits the practice data. A refused grid comes back with every value as typed (by
// field id) and an error beside each bad cell; any refusal is the one action result under the
// form's intent (decision 0128).
import { seasonLabel } from "~/services/fields/seasons";
import { readPost, refuseForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { readCropJourneyGrid } from "~/services/practice/crop-journey-forms";
import {
  copyPreviousSeason,
  loadPracticeSeasons,
  loadSeasonFields,
  saveCropJourneySeason,
} from "~/services/practice/practice-data.server";
import { practicePageHref, submitPracticeOf } from "~/services/practice/practice-submit.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { cropJourneyPost, seasonFromSearch } from "~/services/practice/queries";
import { isRefusal } from "~/services/kit/refusal";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function seasonOf(context: ProfileContext, request: Request) {
  const organisation = requireOrganisation(context);
  const seasons = await loadPracticeSeasons(organisation.id);
  return { organisation, seasons, season: seasonFromSearch(request.url, seasons) };
}

/** The index tab's posts: the grid, the copy and the submit. */
export async function handleCropJourneyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const post = await readPost(request, cropJourneyPost);
  if (post instanceof Response) return post;
  const intent = post.fields.intent;
  try {
    return await answerCropJourneyPost(context, request, requestId, post.form, intent);
  } catch (error) {
    // A refusal of the whole form (what the submit misses, nothing to copy): its sentence.
    if (intent && isRefusal(error) && error.status === 422) {
      return refuseForm(intent, { formError: error.message });
    }
    throw error;
  }
}

async function answerCropJourneyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
  body: FormData,
  intent: string | undefined,
) {
  if (intent === "submit") {
    // Refused with what is missing, else on to the evidence step.
    const submitted = await submitPracticeOf(context, request.url, requestId);
    return redirectWithToast(submitted.href, {
      type: "success",
      text: submitted.message,
      next: submitted.next,
    });
  }
  const { organisation, seasons, season } = await seasonOf(context, request);
  const actor = actorOf(context, requestId);
  const label = seasonLabel(season);
  switch (intent) {
    case "crop-journey": {
      const fields = (await loadSeasonFields(organisation.id, [season], seasons)).get(season) ?? [];
      const names = new Map(fields.map((field) => [field.id, field.name]));
      const grid = readCropJourneyGrid(body, names);
      // The values go back by field id (the grid reads them so), the errors by cell name.
      const refuse = (formError?: string) =>
        refuseForm("crop-journey", { formError, fieldErrors: grid.errors, values: grid.values });
      if (Object.keys(grid.errors).length > 0) return refuse();
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
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

// /profile/journey/practice_data/fertiliser: the tab's post (issue 15; decisions 0076, 0128):
// intent 'save-fertiliser' with the field's fieldId in the body, posted to the tab with that
// field's editor open (?season=NN&field=…), so a refused list or a line-item intent comes back
// with it open; a save goes back to the tab without ?field. A field's inputs for the season are
// one list (the kit's add-line-item editor; without JavaScript its add / duplicate / remove
// buttons post intents validatePost answers). A refused list comes back with every value and the
// error beside each bad cell, to that field's form (formKey); another organisation's field or
// input is a 404.
import {
  formRefusal,
  FORM_ERROR_KEY,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { formKey } from "~/services/kit/forms/intent";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  clearHiddenFertiliserValues,
  FERTILISER_LINE_ITEM_LIMITS,
  fertiliserValuesOf,
} from "~/services/practice/fertiliser-forms";
import { fertiliserListValidator } from "~/components/practice/fertiliser-validator";
import * as fertiliser from "~/services/practice/fertiliser.server";
import { loadPracticeSeasons } from "~/services/practice/practice-data.server";
import { practiceSearch, practiceTabPath } from "~/services/practice/practice-paths";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { fertiliserPost, seasonFromSearch } from "~/services/practice/queries";
import { Refusal, isRefusal } from "~/services/kit/refusal";

const inputsText = (count: number) =>
  count === 0 ? "no inputs" : count === 1 ? "1 input" : `${count} inputs`;

export async function handleFertiliserPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const seasons = await loadPracticeSeasons(organisation.id);
  const url = new URL(request.url);
  const season = seasonFromSearch(url, seasons);
  const actor = actorOf(context, requestId);
  const back = `${practiceTabPath(context.basePath, "fertiliser")}${practiceSearch(context.search, season)}`;
  const post = await readPost(request, fertiliserPost);
  if (post instanceof Response) return post;
  if (post.fields.intent !== "save-fertiliser") {
    throw new Response("This form is not known on this page.", { status: 400 });
  }
  const fieldId = post.fields.fieldId ?? "";
  // A form per field: the refusal goes to this field's form and no other.
  const formId = formKey("save-fertiliser", fieldId);
  const result = await validatePost(post, fertiliserListValidator, {
    formId,
    lineItemLimits: FERTILISER_LINE_ITEM_LIMITS,
    repopulate: (submitted) => clearHiddenFertiliserValues(submitted) as Record<string, unknown>,
  });
  if (result instanceof Response) return result;
  const rows = (result.data.inputs ?? []).map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    ...fertiliserValuesOf(row),
  }));
  try {
    const saved = await fertiliser.saveFertiliserList(
      actor,
      organisation.id,
      seasons,
      season,
      fieldId,
      rows,
    );
    // Back to the tab with no editor open (no ?field), at the field saved.
    return await redirectWithToast(`${back}#pd-fert-${saved.field.id}`, {
      type: "success",
      text: `Fertiliser saved for ${saved.field.name}: ${inputsText(saved.inputs.length)}.`,
    });
  } catch (error) {
    // A season not offered or a field not included is the form's; a repeated row the list's.
    if (isRefusal(error) && error.status === 422) {
      const field = error.field?.startsWith("inputs") ? error.field : FORM_ERROR_KEY;
      return formRefusal(
        new Refusal(422, error.message, { field: field }),
        formId,
        clearHiddenFertiliserValues(result.submittedData) as Record<string, unknown>,
      );
    }
    throw error;
  }
}

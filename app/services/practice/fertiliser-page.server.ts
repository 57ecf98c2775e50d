// The fertiliser tab's posts (issue 15; decision 0076): ?do=add-fertiliser&fieldId=…,
// ?do=edit-fertiliser&inputId=…, ?do=delete-fertiliser&inputId=…, each with &season=NN. A
// refused form comes back with every value and the error beside its field (the kit's
// validationError); another organisation's field or input is a 404.
import { validationError } from "remix-validated-form";
import { isContractingError } from "~/services/contracting/common.server";
import { seasonLabel } from "~/services/fields/seasons";
import {
  FORM_ERROR_KEY,
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  fertiliserAddFormId,
  fertiliserEditFormId,
  fertiliserValidator,
  fertiliserValuesOf,
} from "~/services/practice/fertiliser-forms";
import * as fertiliser from "~/services/practice/fertiliser.server";
import { nutrientsOfInput } from "~/services/practice/calculations";
import { loadPracticeSeasons } from "~/services/practice/practice-data.server";
import {
  practiceSearch,
  practiceTabPath,
  seasonFromSearch,
} from "~/services/practice/practice-paths";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";

const npkText = (n: { nitrogen: number; phosphorus: number; potassium: number }) =>
  `N ${n.nitrogen}, P ${n.phosphorus}, K ${n.potassium} kg/ha`;

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
  const done = (text: string) => redirectWithToast(back, { type: "success", text });
  const form = url.searchParams.get("do");

  switch (form) {
    case "add-fertiliser":
    case "edit-fertiliser": {
      const fieldId = url.searchParams.get("fieldId") ?? "";
      const inputId = url.searchParams.get("inputId") ?? "";
      const formId =
        form === "add-fertiliser" ? fertiliserAddFormId(fieldId) : fertiliserEditFormId(inputId);
      const result = await validateForm(request, fertiliserValidator);
      if (result instanceof Response) return result;
      const values = fertiliserValuesOf(result.data);
      try {
        if (form === "add-fertiliser") {
          const row = await fertiliser.addFertiliserInput(actor, organisation.id, seasons, {
            ...values,
            fieldId,
            season,
          });
          return await done(
            `Fertiliser added for ${seasonLabel(season)}: ${npkText(nutrientsOfInput(row))}.`,
          );
        }
        const row = await fertiliser.updateFertiliserInput(actor, organisation.id, inputId, values);
        return await done(`Fertiliser saved: ${npkText(nutrientsOfInput(row))}.`);
      } catch (error) {
        if (isContractingError(error) && error.status === 422) {
          return validationError(
            { fieldErrors: { [FORM_ERROR_KEY]: error.message }, formId },
            repopulatableValues(result.submittedData),
          );
        }
        throw error;
      }
    }
    case "delete-fertiliser": {
      await readFormOrRefuse(request);
      const inputId = url.searchParams.get("inputId") ?? "";
      const row = await fertiliser.deleteFertiliserInput(actor, organisation.id, inputId);
      return done(`Fertiliser deleted${row.product ? `: ${row.product}` : ""}.`);
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

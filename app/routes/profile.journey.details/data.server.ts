// /profile/journey/details: loader data and the page's forms. Every write is scoped to the
// active organisation of the session (docs/architecture.md 'Models'); ids posted from
// the page only ever pick within it, and another organisation's id is a 404.
// Each form posts to ?do=<form> (and ?farmId=/&signatoryId= for the record it is about), so the
// action knows which form it is before reading a multipart body.
import {
  pageRefused,
  formRefusal,
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { validationError } from "remix-validated-form";
import {
  boundaryUploadFormId,
  circleFormId,
  FARM_FORM_ID,
  SIGNATORY_FORM_ID,
} from "~/services/contracting/forms";
import {
  boundaryUploadValidator,
  circleValidator,
  farmValidator,
  signatoryValidator,
} from "~/components/contracting/details-validators";
import { coordinateOf, farmLocationOf, parseErfNumbers } from "~/services/contracting/rules";

import { loadContractingDetails } from "~/services/contracting/details.server";
import { saveOrganisationDetails } from "~/services/organisations/details.server";
import { ENTITY_FORM_ID } from "~/services/organisations/forms";
import { contractEntityValidator } from "~/components/contracting/legal-entity-validator";
import * as farms from "~/services/contracting/farms.server";
import * as signatories from "~/services/contracting/signatories.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";

export const DETAILS_PATH = "/profile/journey/details";
const MB = 1024 * 1024;

export async function loadDetailsPage(context: ProfileContext) {
  const organisation = context.organisation;
  const details = organisation
    ? await loadContractingDetails(organisation.id, { withGeometry: true })
    : null;
  return {
    organisation,
    details,
    canEdit: !context.isUserView && canEditOrganisation(organisation?.role),
    isUserView: context.isUserView,
  };
}

function fieldError(
  formId: string,
  submitted: Record<string, unknown>,
  errors: Record<string, string>,
) {
  return validationError({ fieldErrors: errors, formId }, repopulatableValues(submitted));
}

const notFoundForm = () => new Response("This form is not known on this page.", { status: 400 });

/** The forms' address: ?do=<form> (&farmId= or &signatoryId= when one is changed). */
const detailsFormQuery = querySchema({
  do: q.text({ max: 50 }),
  farmId: q.id(),
  signatoryId: q.id(),
});

export async function handleDetailsPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  if (!canEditOrganisation(organisation.role)) {
    throw new Response(
      "Your role in this organisation can view the contracting details but not change them.",
      {
        status: 403,
      },
    );
  }
  const actor = actorOf(context, requestId);
  const query = readQuery(request, detailsFormQuery);
  const form = query.do;
  const farmId = query.farmId ?? "";
  const signatoryId = query.signatoryId;
  const orgId = organisation.id;
  const done = (text: string) => redirectWithToast(DETAILS_PATH, { type: "success", text });

  try {
    switch (form) {
      case ENTITY_FORM_ID: {
        const result = await validateForm(request, contractEntityValidator);
        if (result instanceof Response) return result;
        // A refusal (not an editor, no such organisation) is the page's error, below.
        await saveOrganisationDetails(actor, orgId, organisation.role, result.data);
        return done("Legal entity saved.");
      }
      case SIGNATORY_FORM_ID: {
        const result = await validateForm(request, signatoryValidator);
        if (result instanceof Response) return result;
        const input = result.data;
        try {
          if (signatoryId) await signatories.updateSignatory(actor, orgId, signatoryId, input);
          else await signatories.createSignatory(actor, orgId, input);
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, SIGNATORY_FORM_ID, result.submittedData);
          throw error;
        }
        return done(
          signatoryId ? "Signatory saved." : `Signatory added: ${input.name} ${input.surname}.`,
        );
      }
      case "delete-signatory": {
        const id = String((await readFormOrRefuse(request)).get("signatoryId") ?? "");
        await signatories.removeSignatory(actor, orgId, id);
        return done("Signatory removed.");
      }
      case FARM_FORM_ID: {
        const result = await validateForm(request, farmValidator);
        if (result instanceof Response) return result;
        const input = {
          name: result.data.name,
          erfNumbers: parseErfNumbers(result.data.erfNumbers),
          province: result.data.province,
          nearestTown: result.data.nearestTown,
          ...farmLocationOf(result.data.latitude, result.data.longitude),
        };
        if (query.farmId) await farms.updateFarm(actor, orgId, farmId, input);
        else await farms.createFarm(actor, orgId, input);
        return done(query.farmId ? "Farm saved." : `Farm added: ${input.name}.`);
      }
      case "delete-farm": {
        const id = String((await readFormOrRefuse(request)).get("farmId") ?? "");
        await farms.removeFarm(actor, orgId, id);
        return done("Farm removed.");
      }
      case "upload-boundary": {
        const formId = boundaryUploadFormId(farmId);
        const result = await validateForm(request, boundaryUploadValidator, {
          upload: { maxFiles: 1, maxFileBytes: 10 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file)
          return fieldError(formId, result.submittedData, { file: "Choose a boundary file." });
        try {
          const row = await farms.addBoundaryFromFile(actor, orgId, farmId, file);
          return done(`Boundary added: ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "circle": {
        const formId = circleFormId(farmId);
        const result = await validateForm(request, circleValidator);
        if (result instanceof Response) return result;
        try {
          const row = await farms.addCircleBoundary(actor, orgId, farmId, {
            latitude: coordinateOf(result.data.latitude),
            longitude: coordinateOf(result.data.longitude),
            radiusMetres: result.data.radius,
            name: result.data.name,
          });
          return done(`Boundary added: ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "delete-boundary": {
        const id = String((await readFormOrRefuse(request)).get("boundaryId") ?? "");
        await farms.removeBoundary(actor, orgId, id);
        return done("Boundary removed.");
      }
      default:
        throw notFoundForm();
    }
  } catch (error) {
    pageRefused(error);
  }
}

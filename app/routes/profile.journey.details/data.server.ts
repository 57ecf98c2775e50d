// /profile/journey/details: loader data and the page's forms. Every write is scoped to the
// active organisation of the session (docs/architecture.md 'Models'); ids posted from
// the page only ever pick within it, and another organisation's id is a 404.
// Each form names itself in its body's `intent` (decision 0128), with the farm, signatory or
// boundary it changes in a field beside it (farmId, signatoryId, boundaryId).
import {
  pageRefused,
  formRefusal,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { formKey } from "~/services/kit/forms/intent";
import {
  boundaryUploadValidator,
  circleValidator,
  farmValidator,
  signatoryValidator,
} from "~/components/contracting/details-validators";
import { coordinateOf, farmLocationOf, parseErfNumbers } from "~/services/contracting/rules";
import { detailsPost } from "~/services/contracting/queries";

import { loadContractingDetails } from "~/services/contracting/details.server";
import { saveOrganisationDetails } from "~/services/organisations/details.server";
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
  // The largest form of the page is a boundary file: one file of up to 10 MB.
  const post = await readPost(request, detailsPost, { maxFiles: 1, maxFileBytes: 10 * MB });
  if (post instanceof Response) return post;
  const { farmId, signatoryId, boundaryId } = post.fields;
  const orgId = organisation.id;
  const done = (text: string) => redirectWithToast(DETAILS_PATH, { type: "success", text });

  try {
    switch (post.fields.intent) {
      case "legal-entity": {
        const result = await validatePost(post, contractEntityValidator);
        if (result instanceof Response) return result;
        // A refusal (not an editor, no such organisation) is the page's error, below.
        await saveOrganisationDetails(actor, orgId, organisation.role, result.data);
        return done("Legal entity saved.");
      }
      case "signatory": {
        const result = await validatePost(post, signatoryValidator);
        if (result instanceof Response) return result;
        const input = result.data;
        try {
          if (signatoryId) await signatories.updateSignatory(actor, orgId, signatoryId, input);
          else await signatories.createSignatory(actor, orgId, input);
        } catch (error) {
          return formRefusal(error, "signatory", result.submittedData);
        }
        return done(
          signatoryId ? "Signatory saved." : `Signatory added: ${input.name} ${input.surname}.`,
        );
      }
      case "delete-signatory": {
        await signatories.removeSignatory(actor, orgId, signatoryId ?? "");
        return done("Signatory removed.");
      }
      case "farm": {
        const result = await validatePost(post, farmValidator);
        if (result instanceof Response) return result;
        const input = {
          name: result.data.name,
          erfNumbers: parseErfNumbers(result.data.erfNumbers),
          province: result.data.province,
          nearestTown: result.data.nearestTown,
          ...farmLocationOf(result.data.latitude, result.data.longitude),
        };
        if (farmId) await farms.updateFarm(actor, orgId, farmId, input);
        else await farms.createFarm(actor, orgId, input);
        return done(farmId ? "Farm saved." : `Farm added: ${input.name}.`);
      }
      case "delete-farm": {
        await farms.removeFarm(actor, orgId, farmId ?? "");
        return done("Farm removed.");
      }
      case "upload-boundary": {
        // One such form per farm: the refusal goes to the farm's own form.
        const formId = formKey("upload-boundary", farmId ?? "");
        const result = await validatePost(post, boundaryUploadValidator, { formId });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return refuseForm(formId, {
            fieldErrors: { file: "Choose a boundary file." },
            values: result.submittedData,
          });
        }
        try {
          const row = await farms.addBoundaryFromFile(actor, orgId, farmId ?? "", file);
          return done(`Boundary added: ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          return formRefusal(error, formId, result.submittedData);
        }
      }
      case "circle": {
        const formId = formKey("circle", farmId ?? "");
        const result = await validatePost(post, circleValidator, { formId });
        if (result instanceof Response) return result;
        try {
          const row = await farms.addCircleBoundary(actor, orgId, farmId ?? "", {
            latitude: coordinateOf(result.data.latitude),
            longitude: coordinateOf(result.data.longitude),
            radiusMetres: result.data.radius,
            name: result.data.name,
          });
          return done(`Boundary added: ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          return formRefusal(error, formId, result.submittedData);
        }
      }
      case "delete-boundary": {
        await farms.removeBoundary(actor, orgId, boundaryId ?? "");
        return done("Boundary removed.");
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}

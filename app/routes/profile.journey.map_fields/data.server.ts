// /profile/journey/map_fields: loader data and the page's forms (issue 14; decision 0070). Every
// write is scoped to the active organisation of the session; a field or farm id posted from the
// page only picks within it, and another organisation's is a 404. Each form posts to
// ?do=<form> (&farmId= / &fieldId= for the record it is about), so the action knows which form
// it is before reading a multipart body.
import {
  pageRefused,
  formRefusal,
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { data } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { getEnv } from "~/env.server";
import { loadFieldsOverview } from "~/services/fields/overview.server";

import { coordinateOf } from "~/services/contracting/rules";
import * as fields from "~/services/fields/fields.server";
import {
  fieldCircleFormId,
  FIELD_RENAME_FORM_ID,
  fieldUploadFormId,
} from "~/services/fields/forms";
import {
  fieldCircleValidator,
  fieldRenameValidator,
  fieldUploadValidator,
} from "~/components/fields/field-validators";
import { redirectWithToast } from "~/services/kit/toast.server";
import { canEditOrganisation } from "~/services/organisations/rules";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";

export const MAP_FIELDS_PATH = "/profile/journey/map_fields";
const MB = 1024 * 1024;

export async function loadMapFieldsPage(context: ProfileContext) {
  const organisation = context.organisation;
  if (!organisation) return { organisation: null, overview: null, canEdit: false, mapTiles: null };
  return {
    organisation: { id: organisation.id, name: organisation.name },
    overview: await loadFieldsOverview(organisation.id),
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    mapTiles: getEnv().mapTiles,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The forms' address: ?do=<form> (&farmId= &fieldId= of the farm or field changed). */
const mapFieldsFormQuery = querySchema({
  do: q.text({ max: 50 }),
  farmId: q.id(),
  fieldId: q.id(),
});

export async function handleMapFieldsPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  const query = readQuery(request, mapFieldsFormQuery);
  const form = query.do;
  const farmId = query.farmId ?? "";
  const orgId = organisation.id;
  const done = (text: string, next?: { href: string; label: string }) =>
    redirectWithToast(MAP_FIELDS_PATH, { type: "success", text, next });

  try {
    switch (form) {
      case "upload-fields": {
        const formId = fieldUploadFormId(farmId);
        const result = await validateForm(request, fieldUploadValidator, {
          upload: { maxFiles: 1, maxFileBytes: 10 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return validationError(
            { fieldErrors: { file: "Choose a file with your fields." }, formId },
            repopulatableValues(result.submittedData),
          );
        }
        try {
          const rows = await fields.addFieldsFromFile(actor, orgId, farmId, file);
          const hectares = rows.reduce((sum, row) => sum + row.areaHectares, 0);
          return done(
            `${plural(rows.length, "field", "fields")} added: ${hectares.toFixed(2)} ha.`,
          );
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "circle-field": {
        const formId = fieldCircleFormId(farmId);
        const result = await validateForm(request, fieldCircleValidator);
        if (result instanceof Response) return result;
        try {
          const row = await fields.addCircleField(actor, orgId, farmId, {
            name: result.data.name ?? "",
            latitude: coordinateOf(result.data.latitude),
            longitude: coordinateOf(result.data.longitude),
            radiusMetres: result.data.radius,
          });
          return done(`Field added: ${row.name}, ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "draw":
      case "redraw": {
        const body = await readFormOrRefuse(request);
        const posted = {
          intent: form,
          farmId: String(body.get("farmId") ?? ""),
          fieldId: String(body.get("fieldId") ?? ""),
          name: String(body.get("name") ?? ""),
        };
        try {
          const row =
            form === "draw"
              ? await fields.addDrawnField(actor, orgId, posted.farmId, {
                  name: posted.name,
                  geometry: String(body.get("geometry") ?? ""),
                })
              : await fields.redrawField(
                  actor,
                  orgId,
                  posted.fieldId,
                  String(body.get("geometry") ?? ""),
                );
          return done(
            `${form === "draw" ? "Field added" : "Boundary saved"}: ${row.name}, ${row.areaHectares.toFixed(2)} ha.`,
          );
        } catch (error) {
          // The drawing stays on the map (the map posts without leaving the page); the reason
          // is shown beside it, with the name as typed.
          if (isRefusal(error) && error.status === 422) {
            return data(
              { drawRefusal: { ...posted, message: error.message, field: error.field ?? null } },
              { status: 422 },
            );
          }
          throw error;
        }
      }
      case FIELD_RENAME_FORM_ID: {
        const fieldId = query.fieldId ?? "";
        const result = await validateForm(request, fieldRenameValidator);
        if (result instanceof Response) return result;
        try {
          const row = await fields.renameField(actor, orgId, fieldId, result.data.name);
          return done(`Field renamed: ${row.name}.`);
        } catch (error) {
          if (isRefusal(error))
            return formRefusal(error, FIELD_RENAME_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "leave-out":
      case "include": {
        const id = String((await readFormOrRefuse(request)).get("fieldId") ?? "");
        const field = await fields.setFieldIncluded(actor, orgId, id, form === "include");
        return done(
          form === "include"
            ? `${field.name} is included this season.`
            : `${field.name} is left out this season.`,
        );
      }
      case "delete-field": {
        const id = String((await readFormOrRefuse(request)).get("fieldId") ?? "");
        const field = await fields.deleteField(actor, orgId, id);
        return done(`Field deleted: ${field.name}.`);
      }
      case "submit": {
        await readFormOrRefuse(request);
        await fields.submitFields(actor, orgId);
        return done(
          "Your fields have been submitted. We will e-mail you once we have checked them.",
        );
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}

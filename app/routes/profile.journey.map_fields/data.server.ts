// /profile/journey/map_fields: loader data and the page's forms (issue 14; decision 0070). Every
// write is scoped to the active organisation of the session; a field or farm id posted from the
// page only picks within it, and another organisation's is a 404. Each form names itself in its
// body's `intent` (decision 0128), with the farm or field it is about beside it (farmId, fieldId).
import {
  pageRefused,
  formRefusal,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { getEnv } from "~/env.server";
import { loadFieldsOverview } from "~/services/fields/overview.server";
import {
  FIELDS_NAMESPACES,
  fieldsOverviewIn,
  submittedAtIn,
} from "~/services/fields/fields-in-language.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import type { AnyLanguage } from "~/services/i18n/languages";

import { coordinateOf } from "~/services/contracting/rules";
import * as fields from "~/services/fields/fields.server";
import { mapFieldsPost } from "~/services/fields/queries";
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
import { isRefusal } from "~/services/kit/refusal";

/** A file or a round field posted without the farm it goes on. */
const FARM_CHOICE_MISSING = "Choose the farm the fields are on.";

export const MAP_FIELDS_PATH = "/profile/journey/map_fields";
const MB = 1024 * 1024;

export async function loadMapFieldsPage(context: ProfileContext, language: AnyLanguage) {
  const organisation = context.organisation;
  // The page's messages: its own and its components' (fields-section, the map, the forms).
  const translations = translationsFor(language, FIELDS_NAMESPACES);
  if (!organisation) {
    return { organisation: null, overview: null, canEdit: false, mapTiles: null, translations };
  }
  const overview = await loadFieldsOverview(organisation.id);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    overview: {
      ...fieldsOverviewIn(overview, language),
      submittedLabel: submittedAtIn(overview.fieldsSubmittedAt, language),
    },
    canEdit: !context.isUserView && canEditOrganisation(organisation.role),
    mapTiles: getEnv().mapTiles,
    translations,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function handleMapFieldsPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const actor = actorOf(context, requestId);
  // The largest form of the page is a fields file: one file of up to 10 MB.
  const post = await readPost(request, mapFieldsPost, { maxFiles: 1, maxFileBytes: 10 * MB });
  if (post instanceof Response) return post;
  const form = post.fields.intent;
  const farmId = post.fields.farmId ?? "";
  const fieldId = post.fields.fieldId ?? "";
  const orgId = organisation.id;
  const done = (text: string, next?: { href: string; label: string }) =>
    redirectWithToast(MAP_FIELDS_PATH, { type: "success", text, next });

  try {
    switch (form) {
      case "upload-fields": {
        // One such form on the page, with the farm chosen in it (issue 31).
        const formId = "upload-fields";
        const result = await validatePost(post, fieldUploadValidator, { formId });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        const fieldErrors = {
          ...(file ? {} : { file: "Choose a file with your fields." }),
          ...(farmId ? {} : { farmId: FARM_CHOICE_MISSING }),
        };
        if (!file || !farmId) {
          return refuseForm(formId, { fieldErrors, values: result.submittedData });
        }
        try {
          const rows = await fields.addFieldsFromFile(actor, orgId, farmId, file);
          const hectares = rows.reduce((sum, row) => sum + row.areaHectares, 0);
          return done(
            `${plural(rows.length, "field", "fields")} added: ${hectares.toFixed(2)} ha.`,
          );
        } catch (error) {
          return formRefusal(error, formId, result.submittedData);
        }
      }
      case "circle-field": {
        const formId = "circle-field";
        const result = await validatePost(post, fieldCircleValidator, { formId });
        if (result instanceof Response) return result;
        if (!farmId) {
          return refuseForm(formId, {
            fieldErrors: { farmId: FARM_CHOICE_MISSING },
            values: result.submittedData,
          });
        }
        try {
          const row = await fields.addCircleField(actor, orgId, farmId, {
            name: result.data.name ?? "",
            latitude: coordinateOf(result.data.latitude),
            longitude: coordinateOf(result.data.longitude),
            radiusMetres: result.data.radius,
            holesFile: result.data.holes.files[0] as File | undefined,
          });
          return done(`Field added: ${row.name}, ${row.areaHectares.toFixed(2)} ha.`);
        } catch (error) {
          return formRefusal(error, formId, result.submittedData);
        }
      }
      case "draw":
      case "redraw": {
        const body = post.form;
        const posted = { farmId, fieldId, name: String(body.get("name") ?? "") };
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
          // is shown beside it, with the name as typed. Anything but a 422 is the page's error.
          if (isRefusal(error) && error.status === 422) {
            return formRefusal(error, form, posted, { formLevel: true });
          }
          throw error;
        }
      }
      case "field-rename": {
        const result = await validatePost(post, fieldRenameValidator);
        if (result instanceof Response) return result;
        try {
          const row = await fields.renameField(actor, orgId, fieldId, result.data.name);
          return done(`Field renamed: ${row.name}.`);
        } catch (error) {
          return formRefusal(error, "field-rename", result.submittedData);
        }
      }
      case "leave-out":
      case "include": {
        const field = await fields.setFieldIncluded(actor, orgId, fieldId, form === "include");
        return done(
          form === "include"
            ? `${field.name} is included this season.`
            : `${field.name} is left out this season.`,
        );
      }
      case "delete-field": {
        const field = await fields.deleteField(actor, orgId, fieldId);
        return done(`Field deleted: ${field.name}.`);
      }
      case "submit": {
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

// /admin/journey/fieldRecords: the page's posts (issue 14 'Admin /admin/journey/fieldRecords',
// 'Auto signoff'; decision 0072; its data: app/services/fields/field-records.server.ts).
// write:signoff changes a field's signoff (the route checks it). Every form posts to ?do=<form>
// (&fieldId=, &criterion=, &companyId=, &boundaryId= for what it is about), so the action knows
// which form it is before reading a multipart body; it answers back to the page's URL.
import {
  pageRefused,
  formRefusal,
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { FIELD_RECORDS_PATH } from "~/services/fields/admin-paths";
import type { Actor } from "~/services/kit/actor";
import { validationError } from "remix-validated-form";
import * as boundariesModel from "~/models/boundaries.server";
import { findFieldOrganisationId } from "~/models/fields.server";

import {
  isBulkMode,
  isSignoffCriterion,
  SIGNOFF_COLUMNS,
  signoffFromValue,
  type SignoffValue,
} from "~/services/fields/auto-signoff";

import { SIGNOFF_CRITERION_LABELS, signoffLabel } from "~/services/fields/signoff";
import * as signoff from "~/services/fields/signoff.server";
import {
  titleDeedFormId,
  WETLAND_UPLOAD_FORM_ID,
  BULK_FORM_ID,
  signoffFormId,
} from "~/services/fields/signoff-forms";
import {
  bulkValidator,
  signoffValidator,
  titleDeedValidator,
  wetlandUploadValidator,
} from "~/components/fields/signoff-validators";

import { q, querySchema, readQuery } from "~/services/kit/query";
import { toSearch } from "~/services/kit/table";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isRefusal } from "~/services/kit/refusal";

const MB = 1024 * 1024;

/**
 * The form that posted and what it is about. Ids are read as text: one that is not an id is a
 * 404 like one that does not exist; a NUL or a line break is a 400 naming the parameter.
 */
const postQuery = querySchema({
  do: q.text({ max: 40 }),
  criterion: q.text({ max: 40 }),
  fieldId: q.text({ max: 100 }),
  companyId: q.text({ max: 100 }),
  boundaryId: q.text({ max: 100 }),
});
/** The search parameters that say which form posted, never kept in the page's URL. */
const FORM_PARAMS = ["do", "criterion", "companyId", "boundaryId"];

/** The page's URL as it was, without the parameters of the form that posted. */
function backTo(url: URL) {
  const next = new URLSearchParams(url.search);
  for (const name of FORM_PARAMS) next.delete(name);
  return FIELD_RECORDS_PATH + toSearch(next);
}

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function handleFieldRecordsPost(actor: Actor, request: Request) {
  const url = new URL(request.url);
  const asked = readQuery(url, postQuery);
  const form = asked.do;
  const done = (message: string) =>
    redirectWithToast(backTo(url), { type: "success", text: message });
  try {
    switch (form) {
      case "signoff": {
        const criterion = asked.criterion ?? null;
        const fieldId = asked.fieldId ?? "";
        if (!isSignoffCriterion(criterion))
          throw new Response("There is no such signoff criterion.", { status: 404 });
        const organisationId = await findFieldOrganisationId(fieldId);
        if (!organisationId) throw new Response("There is no such field.", { status: 404 });
        const boundaries =
          criterion === "ownership"
            ? (await boundariesModel.listBoundaries(organisationId)).map((b) => ({
                value: b.id,
                label: b.id,
              }))
            : [];
        const result = await validateForm(request, signoffValidator(criterion, boundaries));
        if (result instanceof Response) return result;
        const data = result.data as Record<string, unknown>;
        try {
          const { field, record } = await signoff.signOffCriterion(
            actor,
            organisationId,
            fieldId,
            criterion,
            {
              value: signoffFromValue(data.value as SignoffValue),
              reason: String(data.reason ?? ""),
              wetlandReason: text(data.wetlandReason),
              farmBoundaryIds: Array.isArray(data.farmBoundaryIds)
                ? (data.farmBoundaryIds as string[])
                : [],
              landConversionSeason: (data.landConversionSeason as number | null) ?? null,
              degradationCategory: (data.degradationCategory as number | null) ?? null,
              naraValue: (data.naraValue as number | null) ?? null,
              conservationIndex: (data.conservationIndex as number | null) ?? null,
              nativeEcosystemType: text(data.nativeEcosystemType),
              dominantLandUse: text(data.dominantLandUse),
            },
          );
          return done(
            `${SIGNOFF_CRITERION_LABELS[criterion]} of ${field.name}: ${signoffLabel(record[SIGNOFF_COLUMNS[criterion]])}. Overall: ${signoffLabel(record.signoffPass)}.`,
          );
        } catch (error) {
          if (isRefusal(error))
            return formRefusal(error, signoffFormId(criterion), result.submittedData);
          throw error;
        }
      }
      case "bulk": {
        const organisationId = asked.companyId ?? "";
        const result = await validateForm(request, bulkValidator);
        if (result instanceof Response) return result;
        const { criterion, mode, reason } = result.data;
        if (!isSignoffCriterion(criterion) || !isBulkMode(mode))
          throw new Response("This signoff is not known.", { status: 400 });
        try {
          const outcome = await signoff.bulkSignOff(actor, organisationId, criterion, mode, reason);
          return done(
            `${SIGNOFF_CRITERION_LABELS[criterion]}: ${signoffLabel(outcome.value)} for ${plural(outcome.fields.length, "field", "fields")}.`,
          );
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, BULK_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "wetland-upload": {
        const result = await validateForm(request, wetlandUploadValidator, {
          upload: { maxFiles: 1, maxFileBytes: 50 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return validationError(
            {
              fieldErrors: { file: "Choose the wetland layer's file." },
              formId: WETLAND_UPLOAD_FORM_ID,
            },
            repopulatableValues(result.submittedData),
          );
        }
        try {
          const layer = await signoff.uploadWetlandLayer(actor, file, result.data.name);
          return done(
            `Wetland layer "${layer.name}" uploaded: ${plural(layer.polygonCount, "polygon", "polygons")}.`,
          );
        } catch (error) {
          if (isRefusal(error))
            return formRefusal(error, WETLAND_UPLOAD_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "wetland-run": {
        const body = await readFormOrRefuse(request);
        const layerId = text(body.get("layerId"));
        const organisationId = text(body.get("companyId"));
        const outcome = await signoff.autoSignOffWetland(actor, layerId, organisationId);
        return done(
          `Wetland auto signoff with "${outcome.layerName}": ${plural(outcome.checked, "field", "fields")} checked, ${outcome.passed} passed, ${outcome.flagged.length} inside wetlands left for you to decide${outcome.skipped ? `, ${outcome.skipped} too intricate to check` : ""}.`,
        );
      }
      case "boundary-assign": {
        const body = await readFormOrRefuse(request);
        const organisationId = text(body.get("companyId"));
        const outcome = await signoff.autoSignOffBoundaryAssign(actor, organisationId);
        return done(
          `Farm boundaries assigned: ${plural(outcome.checked, "field", "fields")} checked, ${outcome.assigned} assigned, ${outcome.unassigned} on no farm boundary, ${outcome.ownershipPassed} passed ownership by title deeds.`,
        );
      }
      case "title-deed": {
        const organisationId = asked.companyId ?? "";
        const boundaryId = asked.boundaryId ?? "";
        const formId = titleDeedFormId(boundaryId);
        const result = await validateForm(request, titleDeedValidator, {
          upload: { maxFiles: 1, maxFileBytes: 20 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return validationError(
            { fieldErrors: { file: "Choose the title deed's PDF." }, formId },
            repopulatableValues(result.submittedData),
          );
        }
        try {
          const outcome = await signoff.attachTitleDeed(actor, organisationId, boundaryId, file);
          return done(
            `Title deed attached. ${plural(outcome.fieldsPassed.length, "field", "fields")} passed ownership.`,
          );
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}

// /admin/journey/fieldRecords: the page's posts (issue 14 'Admin /admin/journey/fieldRecords',
// 'Auto signoff'; decisions 0072, 0128; its data: app/services/fields/field-records.server.ts).
// write:signoff changes a field's signoff (the route checks it). Every form posts to the page's
// URL with its intent and what it is about (fieldId, criterion, companyId, boundaryId, layerId)
// in its body; the body is read once, with the limits of the page's largest upload (the wetland
// layer), and a title deed over its own limit is refused beside its field. The answer goes back
// to the page's URL as it was.
import {
  pageRefused,
  formRefusal,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { fileTooLargeMessage } from "~/services/files/upload-error";
import { filesIn } from "~/services/files/upload-form.server";
import { FIELD_RECORDS_PATH } from "~/services/fields/admin-paths";
import type { Actor } from "~/services/kit/actor";
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
import { TITLE_DEED_MAX_BYTES, WETLAND_LAYER_MAX_BYTES } from "~/services/fields/signoff-forms";
import { fieldRecordsPost } from "~/services/fields/queries";
import {
  bulkValidator,
  signoffValidator,
  titleDeedValidator,
  wetlandUploadValidator,
} from "~/components/fields/signoff-validators";

import { formKey } from "~/services/kit/forms/intent";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isRefusal } from "~/services/kit/refusal";

/** The page's URL as it was: the forms' own fields travel in their bodies. */
function backTo(url: URL) {
  return FIELD_RECORDS_PATH + url.search;
}

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function handleFieldRecordsPost(actor: Actor, request: Request) {
  const url = new URL(request.url);
  // The wetland layer is the page's largest upload: a title deed is held to its own limit below.
  const post = await readPost(request, fieldRecordsPost, {
    maxFiles: 1,
    maxFileBytes: WETLAND_LAYER_MAX_BYTES,
  });
  if (post instanceof Response) return post;
  const asked = post.fields;
  const done = (message: string) =>
    redirectWithToast(backTo(url), { type: "success", text: message });
  try {
    switch (asked.intent) {
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
        // The field's view shows a form per criterion: the refusal goes to this one.
        const formId = formKey("signoff", criterion);
        const result = await validatePost(post, signoffValidator(criterion, boundaries), {
          formId,
        });
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
          if (isRefusal(error)) return formRefusal(error, formId, result.submittedData);
          throw error;
        }
      }
      case "bulk": {
        const organisationId = asked.companyId ?? "";
        const result = await validatePost(post, bulkValidator);
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
          if (isRefusal(error)) return formRefusal(error, "bulk", result.submittedData);
          throw error;
        }
      }
      case "wetland-upload": {
        const result = await validatePost(post, wetlandUploadValidator);
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return refuseForm("wetland-upload", {
            fieldErrors: { file: "Choose the wetland layer's file." },
            values: result.submittedData,
          });
        }
        try {
          const layer = await signoff.uploadWetlandLayer(actor, file, result.data.name);
          return done(
            `Wetland layer "${layer.name}" uploaded: ${plural(layer.polygonCount, "polygon", "polygons")}.`,
          );
        } catch (error) {
          if (isRefusal(error)) return formRefusal(error, "wetland-upload", result.submittedData);
          throw error;
        }
      }
      case "wetland-run": {
        const outcome = await signoff.autoSignOffWetland(
          actor,
          asked.layerId ?? null,
          asked.companyId ?? null,
        );
        return done(
          `Wetland auto signoff with "${outcome.layerName}": ${plural(outcome.checked, "field", "fields")} checked, ${outcome.passed} passed, ${outcome.flagged.length} inside wetlands left for you to decide${outcome.skipped ? `, ${outcome.skipped} too intricate to check` : ""}.`,
        );
      }
      case "boundary-assign": {
        const outcome = await signoff.autoSignOffBoundaryAssign(actor, asked.companyId ?? null);
        return done(
          `Farm boundaries assigned: ${plural(outcome.checked, "field", "fields")} checked, ${outcome.assigned} assigned, ${outcome.unassigned} on no farm boundary, ${outcome.ownershipPassed} passed ownership by title deeds.`,
        );
      }
      case "title-deed": {
        const organisationId = asked.companyId ?? "";
        const boundaryId = asked.boundaryId ?? "";
        // The organisation's panel shows a title deed form per boundary: the refusal goes to this one.
        const formId = formKey("title-deed", boundaryId);
        // The post was read with the wetland layer's limit; a title deed has its own, smaller one,
        // refused with the sentence the upload reader uses, beside the file field.
        if (filesIn(post.form, "file.files").some((file) => file.size > TITLE_DEED_MAX_BYTES)) {
          return refuseForm(formId, {
            fieldErrors: { file: fileTooLargeMessage(TITLE_DEED_MAX_BYTES) },
          });
        }
        const result = await validatePost(post, titleDeedValidator, { formId });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return refuseForm(formId, {
            fieldErrors: { file: "Choose the title deed's PDF." },
            values: result.submittedData,
          });
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

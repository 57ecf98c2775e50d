// /profile/journey/evidence: the page's loader data and its forms (issue 16; decision 0079),
// scoped to the active organisation of the session. Every write is scoped to it too; an item id
// posted from the page only picks within it, and another organisation's is a 404. Each form posts
// to ?do=<form> (&id= for the item, &season= for a new one), so the action knows which form it is
// before reading a multipart body. The season's submission forms: decision 0085.
import {
  pageRefused,
  formRefusal,
  readFormOrRefuse,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { data } from "@remix-run/node";
import {
  createEvidence,
  deleteEvidence,
  fieldOptions,
  findEvidence,
  listEvidence,
  loadEvidenceFields,
  practiceOptions,
  setEvidenceSubmitted,
  updateEvidence,
  type EvidenceWrite,
} from "~/services/evidence/evidence.server";
import {
  EVIDENCE_FORM_ID,
  evidenceEditFormId,
  type EvidenceFormOptions,
} from "~/services/evidence/forms";
import { evidenceValidator } from "~/components/evidence/evidence-validator";
import { chosenSeason, evidencePageQuery } from "~/services/evidence/queries";
import {
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MESSAGES,
  evidencePermissions,
  isPhoto,
  WHOLE_FARM,
} from "~/services/evidence/rules";
import { seasonLabel } from "~/services/fields/seasons";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import { readQuery } from "~/services/kit/query";
import { Refusal, isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { seasonSubmissionJson } from "~/services/review/api";
import {
  addEvidenceToSubmission,
  isSubmissionError,
  loadSeasonSubmission,
  resubmitItem,
  submitSeason,
  type SubmissionWrite,
} from "~/services/review/submission.server";
import { isUuid } from "~/shared/ids";

const EVIDENCE_PATH = "/profile/journey/evidence";
const FEEDBACK_PATH = "/profile/journey/complete";

async function formOptionsOf(organisationId: string, season: number) {
  const programme = await loadProgrammeSeasons(organisationId);
  const fields = await loadEvidenceFields(organisationId, season, programme);
  const options: EvidenceFormOptions = {
    fields: fieldOptions(fields),
    practices: practiceOptions(fields),
  };
  return { programme, fields, options };
}

export async function handleEvidencePost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const query = readQuery(request, evidencePageQuery);
  const form = query.do;
  const who: EvidenceWrite = {
    actor: actorOf(context, requestId),
    organisationId: organisation.id,
    role: organisation.role,
  };
  const programme = await loadProgrammeSeasons(organisation.id);
  const back = (season: number) =>
    season === programme.first ? EVIDENCE_PATH : `${EVIDENCE_PATH}?season=${season}`;
  const done = (season: number, text: string) =>
    redirectWithToast(back(season), { type: "success", text });
  const id = query.id ?? "";

  try {
    switch (form) {
      case "add":
      case "edit": {
        const existing = form === "edit" ? await requireItem(organisation.id, id) : null;
        const season = existing?.season ?? chosenSeason(query.season, programme);
        const formId = existing ? evidenceEditFormId(existing.id) : EVIDENCE_FORM_ID;
        const { options } = await formOptionsOf(organisation.id, season);
        // One more file than allowed reaches the form's check, which keeps the typed values.
        const result = await validateForm(request, evidenceValidator(options), {
          upload: { maxFiles: EVIDENCE_MAX_FILES + 1, maxFileBytes: EVIDENCE_MAX_FILE_BYTES },
        });
        if (result instanceof Response) return result;
        const { files, ...values } = result.data;
        try {
          if (existing) {
            await updateEvidence(
              who,
              existing.id,
              values,
              files.files as File[],
              files.deletedFiles,
              files.stagedFiles,
            );
            return await done(season, `Saved '${values.title ?? ""}'.`);
          }
          await createEvidence(who, season, values, files.files as File[], files.stagedFiles);
          return await done(season, `Added '${values.title ?? ""}'.`);
        } catch (error) {
          if (isRefusal(error) && error.field) {
            return formRefusal(error, formId, result.submittedData, { status: 422 });
          }
          throw error;
        }
      }
      case "submitted": {
        const posted = await readFormOrRefuse(request);
        const submitted = posted.get("submitted") === "true";
        const row = await setEvidenceSubmitted(who, id, submitted);
        return await done(
          row.season,
          submitted
            ? `'${row.title}' is marked as submitted.`
            : `'${row.title}' is a draft again: you can change it.`,
        );
      }
      case "delete": {
        await readFormOrRefuse(request);
        const item = await requireItem(organisation.id, id);
        await deleteEvidence(who, item.id);
        return await done(item.season, `Deleted '${item.title}'.`);
      }
      case "submitSeason":
      case "resubmit":
      case "addToSubmission": {
        const programme = await loadProgrammeSeasons(who.organisationId);
        const season = chosenSeason(query.season, programme);
        return await handleSeasonSubmissionPost(form, who, await readFormOrRefuse(request), {
          season,
          ids: { submission: query.submission ?? "", item: query.item ?? "", evidence: id },
          back: back(season),
          feedback:
            season === programme.first ? FEEDBACK_PATH : `${FEEDBACK_PATH}?season=${season}`,
        });
      }
      default:
        throw new Response("There is no such form on this page.", { status: 400 });
    }
  } catch (error) {
    pageRefused(error);
  }
}

async function requireItem(organisationId: string, id: string) {
  const item = isUuid(id) ? await findEvidence(organisationId, id) : null;
  if (!item) throw new Refusal(404, EVIDENCE_MESSAGES.notFound);
  return item;
}

export async function loadEvidencePage(context: ProfileContext, request: Request) {
  const page = await journeyPageOf(context);
  const organisationId = page.organisation.id;
  const query = readQuery(request, evidencePageQuery);
  const programme = await loadProgrammeSeasons(organisationId);
  const season = chosenSeason(query.season, programme);
  const [{ fields, options }, items, submission] = await Promise.all([
    formOptionsOf(organisationId, season),
    listEvidence(organisationId, season),
    loadSeasonSubmission(organisationId, season),
  ]);
  // ?edit=<id>; after a refused edit posted without JavaScript the page is at ?do=edit&id=<id>.
  const editId = query.edit ?? (query.do === "edit" ? query.id : undefined);
  const editing = page.canEdit && editId ? items.find((i) => i.id === editId) : undefined;
  const fieldNames = new Map(fields.map((f) => [f.id, `${f.name} (${f.farmName})`]));
  const fileView = (f: (typeof items)[number]["files"][number]) => ({
    fileId: f.fileId,
    name: f.name,
    size: f.size,
    photo: isPhoto(f.mimeType),
    capturedAt: f.capturedAt?.toISOString() ?? null,
    latitude: f.latitude,
    longitude: f.longitude,
    deletedAt: f.deletedAt?.toISOString() ?? null,
  });
  return {
    organisation: { id: organisationId, name: page.organisation.name },
    canEdit: page.canEdit,
    // spec §6: only admins see the download button on uploaded files (here: through userView).
    isAdmin: context.isUserView && context.viewer.flags.isAdmin,
    season,
    seasons: programme.required.map((s) => ({
      value: s,
      label: programme.baseline.includes(s) ? `${seasonLabel(s)} (baseline)` : seasonLabel(s),
    })),
    options,
    // The season's submission (decision 0085): what it packages, its blockers, its review.
    submission: seasonSubmissionJson(submission),
    feedbackHref: `${context.basePath}/journey/complete${context.search}`,
    fieldNames: Object.fromEntries(fieldNames),
    items: items.map((item) => ({
      id: item.id,
      fieldId: item.fieldId,
      fieldName: item.fieldId
        ? (fieldNames.get(item.fieldId) ?? "A field no longer in this season")
        : null,
      practice: item.practice,
      categories: item.categories,
      title: item.title,
      description: item.description,
      status: item.status,
      submittedAt: item.submittedAt?.toISOString() ?? null,
      permissions: evidencePermissions(item.status, {
        inSubmission: item.review !== null,
        locked: item.locked !== null,
      }),
      files: item.files.map(fileView),
      removedFiles: item.removedFiles.map(fileView),
    })),
    editing: editing
      ? {
          id: editing.id,
          title: editing.title,
          defaults: {
            field: editing.fieldId ?? WHOLE_FARM,
            practice: editing.practice ?? "",
            categories: editing.categories,
            title: editing.title,
            description: editing.description ?? "",
          },
          storedFiles: editing.files.map((f) => ({ id: f.fileId, name: f.name })),
          editable: evidencePermissions(editing.status).edit,
        }
      : null,
  };
}

/**
 * The season's submission forms (decision 0085): submit the season (then the feedback page),
 * send an item for review again, add an evidence item while changes are requested. A refusal the
 * person can act on (the blockers, a season already submitted) comes back to the page as
 * `submissionErrors` with its status; an unknown id is a 404.
 */
async function handleSeasonSubmissionPost(
  form: "submitSeason" | "resubmit" | "addToSubmission",
  who: SubmissionWrite,
  posted: FormData,
  where: {
    season: number;
    /** The ids in the form's address (?submission=&item= or &id=, the evidence item). */
    ids: { submission: string; item: string; evidence: string };
    back: string;
    feedback: string;
  },
) {
  const { season, ids, back } = where;
  const submissionId = ids.submission;
  try {
    switch (form) {
      case "submitSeason": {
        const intent = posted.get("intent");
        if (intent !== null && intent !== "submitSeason")
          throw new Response("There is no such form on this page.", { status: 400 });
        await submitSeason(who, season);
        return await redirectWithToast(where.feedback, {
          type: "success",
          text: "Your season is submitted. We will e-mail you when it is reviewed.",
        });
      }
      case "resubmit": {
        const item = await resubmitItem(who, submissionId, ids.item);
        return await redirectWithToast(back, {
          type: "success",
          text: `'${item.label}' is sent for review again.`,
        });
      }
      case "addToSubmission": {
        const item = await addEvidenceToSubmission(who, submissionId, ids.evidence);
        return await redirectWithToast(back, {
          type: "success",
          text: `'${item.label}' is added to the submission.`,
        });
      }
    }
  } catch (error) {
    if (isSubmissionError(error)) {
      if (error.status === 404) throw new Response(error.message, { status: 404 });
      return data({ submissionErrors: [...error.reasons] }, { status: error.status });
    }
    throw error;
  }
}

// /profile/journey/evidence: the page's forms (issue 16; decision 0079), scoped to the active
// organisation of the session; its view is services/evidence/evidence-view.server.ts. Every write
// is scoped to it too; an item id posted from the page only picks within it, and another
// organisation's is a 404. Each form names itself in the body's `intent` (decision 0128), with the
// item it acts on (evidenceId) or the submission's (submissionId, itemId) beside it; the season
// a new item or the submission is for is the page's ?season=. The season's submission forms:
// decision 0085.
import {
  formRefusal,
  pageRefused,
  readPost,
  refuseForm,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import {
  createEvidence,
  deleteEvidence,
  findEvidence,
  replaceEvidenceFile,
  setEvidenceSubmitted,
  updateEvidence,
  type EvidenceWrite,
} from "~/services/evidence/evidence.server";
import { evidenceFormOptions } from "~/services/evidence/evidence-view.server";
import {
  replaceFormId,
  SUBMISSION_REFUSED,
  type SubmissionIntent,
} from "~/services/evidence/forms";
import { evidenceValidator } from "~/components/evidence/evidence-validator";
import { chosenSeason, evidencePageQuery, evidencePost } from "~/services/evidence/queries";
import {
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MESSAGES,
} from "~/services/evidence/rules";
import { readQuery } from "~/services/kit/query";
import { Refusal, isRefusal } from "~/services/kit/refusal";
import { redirectWithToast } from "~/services/kit/toast.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import {
  addEvidenceToSubmission,
  isSubmissionError,
  resendSeason,
  submitSeason,
  type SubmissionWrite,
} from "~/services/review/submission.server";
import { RESENT_TEXT } from "~/services/review/rules";
import { isUuid } from "~/shared/ids";

const EVIDENCE_PATH = "/profile/journey/evidence";
const FEEDBACK_PATH = "/profile/journey/complete";

/**
 * The upload limits of the page's largest form, the evidence item's: one more file than allowed
 * reaches the form's check, which keeps the typed values.
 */
const EVIDENCE_UPLOAD = { maxFiles: EVIDENCE_MAX_FILES + 1, maxFileBytes: EVIDENCE_MAX_FILE_BYTES };

export async function handleEvidencePost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const organisation = requireOrganisation(context);
  const post = await readPost(request, evidencePost, EVIDENCE_UPLOAD);
  if (post instanceof Response) return post;
  const intent = post.fields.intent;
  const who: EvidenceWrite = {
    actor: actorOf(context, requestId),
    organisationId: organisation.id,
    role: organisation.role,
  };
  const programme = await loadProgrammeSeasons(organisation.id);
  // The season of the page the form was on (?season=), for a new item and the submission.
  const pageSeason = chosenSeason(readQuery(request, evidencePageQuery).season, programme);
  const back = (season: number) =>
    season === programme.first ? EVIDENCE_PATH : `${EVIDENCE_PATH}?season=${season}`;
  const done = (season: number, text: string) =>
    redirectWithToast(back(season), { type: "success", text });
  const evidenceId = post.fields.evidenceId ?? "";

  try {
    switch (intent) {
      case "add":
      case "edit": {
        const existing = intent === "edit" ? await requireItem(organisation.id, evidenceId) : null;
        const season = existing?.season ?? pageSeason;
        const options = await evidenceFormOptions(organisation.id, season);
        const result = await validatePost(post, evidenceValidator(options));
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
            return formRefusal(error, intent, result.submittedData, { status: 422 });
          }
          throw error;
        }
      }
      case "submitted": {
        const submitted = post.form.get("submitted") === "true";
        const row = await setEvidenceSubmitted(who, evidenceId, submitted);
        return await done(
          row.season,
          submitted
            ? `'${row.title}' is marked as submitted.`
            : `'${row.title}' is a draft again: you can change it.`,
        );
      }
      case "delete": {
        const item = await requireItem(organisation.id, evidenceId);
        await deleteEvidence(who, item.id);
        return await done(item.season, `Deleted '${item.title}'.`);
      }
      case "replaceFile": {
        // One file of an item the programme asked to change, replaced in place (issue 31).
        const fileId = post.fields.fileId ?? "";
        const refuse = (message: string, status: number) =>
          refuseForm(replaceFormId(fileId), { fieldErrors: { file: message } }, status);
        if (post.refused) return refuse(post.refused.message, 422);
        const file = post.form.get("file");
        try {
          const replaced = await replaceEvidenceFile(
            who,
            evidenceId,
            fileId,
            file instanceof File ? file : null,
          );
          return await done(
            replaced.item.season,
            `'${replaced.replaced}' is replaced by '${replaced.added}' in '${replaced.item.title}'. Send the season for review again when everything asked is changed.`,
          );
        } catch (error) {
          if (isRefusal(error) && error.field === "file")
            return refuse(error.message, error.status);
          throw error;
        }
      }
      case "submitSeason":
      case "resendSeason":
      case "addToSubmission":
        return await handleSeasonSubmissionPost(intent, who, {
          season: pageSeason,
          ids: {
            submission: post.fields.submissionId ?? "",
            evidence: evidenceId,
          },
          back: back(pageSeason),
          feedback:
            pageSeason === programme.first
              ? FEEDBACK_PATH
              : `${FEEDBACK_PATH}?season=${pageSeason}`,
        });
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
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

/**
 * The season's submission forms (decision 0085): submit the season (then the feedback page),
 * send the season for review again (decision 0141), add an evidence item while changes are requested. A refusal the
 * person can act on (the blockers, a season already submitted) comes back to the page as the one
 * action result with its status: SUBMISSION_REFUSED and the reasons as its problems. An unknown
 * id is a 404.
 */
async function handleSeasonSubmissionPost(
  intent: SubmissionIntent,
  who: SubmissionWrite,
  where: {
    season: number;
    /** The ids in the form's body (submissionId, or evidenceId: the evidence item). */
    ids: { submission: string; evidence: string };
    back: string;
    feedback: string;
  },
) {
  const { season, ids, back } = where;
  try {
    switch (intent) {
      case "submitSeason": {
        await submitSeason(who, season);
        return await redirectWithToast(where.feedback, {
          type: "success",
          text: "Your season is submitted. We will e-mail you when it is reviewed.",
        });
      }
      case "resendSeason": {
        await resendSeason(who, ids.submission);
        return await redirectWithToast(where.feedback, { type: "success", text: RESENT_TEXT });
      }
      case "addToSubmission": {
        const item = await addEvidenceToSubmission(who, ids.submission, ids.evidence);
        return await redirectWithToast(back, {
          type: "success",
          text: `'${item.label}' is added to the submission.`,
        });
      }
    }
  } catch (error) {
    if (isSubmissionError(error)) {
      if (error.status === 404) throw new Response(error.message, { status: 404 });
      return refuseForm(
        intent,
        { formError: SUBMISSION_REFUSED, problems: error.reasons },
        error.status,
      );
    }
    throw error;
  }
}

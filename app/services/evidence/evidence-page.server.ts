// The evidence page's forms (/profile/journey/evidence; issue 16, decision 0079): reading what a
// form posts and doing it. Every write is scoped to the active organisation of the session; an
// item id posted from the page only picks within it, and another organisation's is a 404. Each
// form posts to ?do=<form> (&id= for the item, &season= for a new one), so the action knows which
// form it is before reading a multipart body. The route's loader data: the route's data.server.ts.
import {
  createEvidence,
  deleteEvidence,
  fieldOptions,
  findEvidence,
  loadEvidenceFields,
  practiceOptions,
  setEvidenceSubmitted,
  updateEvidence,
  type EvidenceWrite,
} from "~/services/evidence/evidence.server";
import {
  EVIDENCE_FORM_ID,
  evidenceEditFormId,
  evidenceValidator,
  type EvidenceFormOptions,
} from "~/services/evidence/forms";
import { chosenSeason, evidencePageQuery } from "~/services/evidence/queries";
import {
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MESSAGES,
} from "~/services/evidence/rules";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { handleSeasonSubmissionPost } from "~/services/review/submission-page.server";
import { isUuid } from "~/shared/ids";
import { Refusal, isRefusal } from "~/services/kit/refusal";
import { formRefusal } from "~/services/kit/forms/refusal.server";

export const EVIDENCE_PATH = "/profile/journey/evidence";
export const FEEDBACK_PATH = "/profile/journey/complete";

export async function formOptionsOf(organisationId: string, season: number) {
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
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

async function requireItem(organisationId: string, id: string) {
  const item = isUuid(id) ? await findEvidence(organisationId, id) : null;
  if (!item) throw new Refusal(404, EVIDENCE_MESSAGES.notFound);
  return item;
}

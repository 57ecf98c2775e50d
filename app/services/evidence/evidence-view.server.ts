// The member's evidence page as the browser sees it (/profile/journey/evidence; issue 16;
// decisions 0079, 0085): the season's items grouped by field, the form's options, the item being
// edited and the season's submission, scoped to the active organisation. The route reads the
// address (evidencePageQuery) and hands it here; the action builds the form from the same
// options (evidenceFormOptions), so the browser and the server check the same lists.
import {
  fieldOptions,
  listEvidence,
  loadEvidenceFields,
  practiceOptions,
} from "~/services/evidence/evidence.server";
import type { EvidenceFormOptions } from "~/services/evidence/forms";
import { chosenSeason, type EvidencePageQuery } from "~/services/evidence/queries";
import { evidencePermissions, isPhoto, WHOLE_FARM } from "~/services/evidence/rules";
import { seasonLabel } from "~/services/fields/seasons";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import type { ProgrammeSeasons } from "~/services/practice/seasons";
import type { ProfileContext } from "~/services/profiles/context.server";
import { seasonSubmissionJson } from "~/services/review/api";
import { loadSeasonSubmission } from "~/services/review/submission.server";
import { REVIEW_STATUS_LABELS } from "~/shared/review";

/** The season's fields and the form's options built from them (the page needs both). */
async function seasonFormOptions(
  organisationId: string,
  season: number,
  programme: ProgrammeSeasons,
) {
  const fields = await loadEvidenceFields(organisationId, season, programme);
  const options: EvidenceFormOptions = {
    fields: fieldOptions(fields),
    practices: practiceOptions(fields),
  };
  return { fields, options };
}

/** The evidence form's options for a season: its included fields and the practices. */
export async function evidenceFormOptions(
  organisationId: string,
  season: number,
): Promise<EvidenceFormOptions> {
  const programme = await loadProgrammeSeasons(organisationId);
  return (await seasonFormOptions(organisationId, season, programme)).options;
}

export async function evidencePageView(context: ProfileContext, query: EvidencePageQuery) {
  const page = await journeyPageOf(context);
  const organisationId = page.organisation.id;
  const programme = await loadProgrammeSeasons(organisationId);
  const season = chosenSeason(query.season, programme);
  const [{ fields, options }, items, submission] = await Promise.all([
    seasonFormOptions(organisationId, season, programme),
    listEvidence(organisationId, season),
    loadSeasonSubmission(organisationId, season),
  ]);
  // ?edit=<id>: a refused edit posts to the page's address, so it comes back with it open.
  const editing = page.canEdit && query.edit ? items.find((i) => i.id === query.edit) : undefined;
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
        changesAsked: item.review?.status === "CHANGES_REQUESTED",
      }),
      // What the review asked of it, once the farmer sees the decision (issue 31).
      review:
        item.review && item.review.status !== "PENDING"
          ? {
              status: item.review.status,
              label: REVIEW_STATUS_LABELS[item.review.status],
              reason: item.review.reason,
            }
          : null,
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

export type EvidencePageView = Awaited<ReturnType<typeof evidencePageView>>;

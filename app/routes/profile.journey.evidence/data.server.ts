// /profile/journey/evidence: the page's loader data (issue 16; decision 0079), scoped to the
// active organisation of the session. Its forms: app/services/evidence/evidence-page.server.ts.
import { listEvidence } from "~/services/evidence/evidence.server";
import { formOptionsOf } from "~/services/evidence/evidence-page.server";
import { chosenSeason, evidencePageQuery } from "~/services/evidence/queries";
import { evidencePermissions, isPhoto, WHOLE_FARM } from "~/services/evidence/rules";
import { seasonLabel } from "~/services/fields/seasons";
import { readQuery } from "~/services/kit/query";
import { journeyPageOf } from "~/services/journey/journey-page.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import type { ProfileContext } from "~/services/profiles/context.server";
import { seasonSubmissionJson } from "~/services/review/api";
import { loadSeasonSubmission } from "~/services/review/submission.server";

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

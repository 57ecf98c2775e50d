// Evidence items of a season and their files (issue 16; decision 0079; spec §7 'Evidence: GET,
// upload, submitted PUT, DELETE'). The page and the API call these. Every write is scoped to the
// organisation the caller was checked for, needs an editor role (canEditOrganisation), runs in
// one transaction with its stored files (transactionWithUploads) and is audited. Anything the
// person can fix is an EvidenceError with a status and, when it has one, the form field.
import {
  deleteEvidenceItem,
  findEvidenceItem,
  insertEvidenceFile,
  insertEvidenceItem,
  listEvidenceFiles,
  listEvidenceItems,
  markEvidenceFilesDeleted,
  updateEvidenceItem,
  type EvidenceFileWithStored,
  type EvidenceItemRow,
} from "~/models/evidence.server";
import { findPlan, listActions } from "~/models/implementation-plans.server";
import { findEvidenceReviewStates } from "~/models/submissions.server";
import { recordAudit } from "~/services/audit/audit.server";
import {
  transactionWithUploads,
  type SaveUploadInTransaction,
} from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import { readStoredBytes, takeStagedFiles } from "~/services/files/staged-uploads.server";
import { STAGED_FILE_GONE_MESSAGE } from "~/services/files/staged-uploads";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { routeAccess } from "~/services/journey/steps";
import { canEditOrganisation } from "~/services/organisations/rules";
import { loadSeasonFields } from "~/services/practice/practice-data.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import type { ProgrammeSeasons } from "~/services/practice/seasons";
import { transaction, type Executor } from "~/models/transaction.server";
import { PRACTICES, PRACTICE_LABELS, type Practice } from "~/shared/practice";
import type { ReviewStatus } from "~/shared/review";
import { evidenceLockProblem, REVIEW_MESSAGES, visibleItemStatus } from "~/services/review/rules";
import { NO_CAPTURE, readPhotoCapture } from "./exif.server";
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MESSAGES,
  evidenceFileCountProblem,
  evidencePermissions,
  isPhoto,
  submittedChange,
  validateEvidenceInput,
  WHOLE_FARM,
  WHOLE_FARM_LABEL,
  type RawEvidenceInput,
} from "./rules";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export const EVIDENCE_FILE_PURPOSE = "evidence";

export interface SeasonField {
  id: string;
  name: string;
  farmName: string;
  /** Practices the implementation plan gives the field this season. */
  planned: Practice[];
}

/** The season's included fields with their planned practices, by farm and name. */
export async function loadEvidenceFields(
  organisationId: string,
  season: number,
  programme: ProgrammeSeasons,
): Promise<SeasonField[]> {
  const [byseason, plan] = await Promise.all([
    loadSeasonFields(organisationId, [season], programme),
    findPlan(organisationId, season),
  ]);
  const actions = plan ? await listActions(organisationId, plan.id) : [];
  return (byseason.get(season) ?? []).map((field) => ({
    id: field.id,
    name: field.name,
    farmName: field.farmName,
    planned: [
      ...new Set(actions.filter((a) => a.fieldId === field.id).map((a) => a.practice)),
    ] as Practice[],
  }));
}

/** The field dropdown's options: 'Whole farm', then the fields. */
export function fieldOptions(fields: readonly SeasonField[]) {
  return [
    { value: WHOLE_FARM, label: WHOLE_FARM_LABEL },
    ...fields.map((f) => ({ value: f.id, label: `${f.name} (${f.farmName})` })),
  ];
}

/** The practice dropdown's options: the season's planned practices first, then the rest. */
export function practiceOptions(fields: readonly SeasonField[]) {
  const planned = new Set(fields.flatMap((f) => f.planned));
  const ordered = [
    ...PRACTICES.filter((p) => planned.has(p)),
    ...PRACTICES.filter((p) => !planned.has(p)),
  ];
  return ordered.map((value) => ({
    value,
    label: planned.has(value) ? `${PRACTICE_LABELS[value]} (planned)` : PRACTICE_LABELS[value],
  }));
}

/**
 * Where an item stands in its season's submission (decision 0080), as the farmer sees it: null
 * when it is in no submission that is not withdrawn.
 */
export interface EvidenceReview {
  submissionId: string;
  submissionItemId: string;
  /** The review status the farmer sees (visibleItemStatus). */
  status: ReviewStatus;
  /** The reviewer's reason, once the farmer can see the decision. */
  reason: string | null;
}

export interface EvidenceItemView extends EvidenceItemRow {
  files: EvidenceFileWithStored[];
  removedFiles: EvidenceFileWithStored[];
  review: EvidenceReview | null;
  /** Why the item cannot go back to draft or be deleted (it is under review), or null. */
  locked: string | null;
}

/** The review state of items, keyed by evidence id (what the farmer sees). */
async function reviewsOf(
  organisationId: string,
  evidenceIds: readonly string[],
  executor?: Executor,
): Promise<Map<string, EvidenceReview>> {
  const states = await findEvidenceReviewStates(organisationId, evidenceIds, executor);
  const result = new Map<string, EvidenceReview>();
  for (const [evidenceId, state] of states) {
    const status = visibleItemStatus(state.item, state.decidedAt);
    result.set(evidenceId, {
      submissionId: state.item.submissionId,
      submissionItemId: state.item.id,
      status,
      reason: status === "PENDING" ? null : state.item.reason,
    });
  }
  return result;
}

function withReview(
  item: EvidenceItemRow,
  files: readonly EvidenceFileWithStored[],
  reviews: Map<string, EvidenceReview>,
): EvidenceItemView {
  const review = reviews.get(item.id) ?? null;
  return {
    ...item,
    files: files.filter((f) => f.evidenceId === item.id && !f.deletedAt),
    removedFiles: files.filter((f) => f.evidenceId === item.id && f.deletedAt),
    review,
    locked: evidenceLockProblem(review?.status ?? null),
  };
}

/** The organisation's items of a season with their kept and removed files and review state. */
export async function listEvidence(
  organisationId: string,
  season: number,
): Promise<EvidenceItemView[]> {
  const items = await listEvidenceItems(organisationId, season);
  const ids = items.map((i) => i.id);
  const [files, reviews] = await Promise.all([
    listEvidenceFiles(organisationId, ids),
    reviewsOf(organisationId, ids),
  ]);
  return items.map((item) => withReview(item, files, reviews));
}

export async function findEvidence(
  organisationId: string,
  evidenceId: string,
): Promise<EvidenceItemView | null> {
  const item = await findEvidenceItem(organisationId, evidenceId);
  if (!item) return null;
  const [files, reviews] = await Promise.all([
    listEvidenceFiles(organisationId, [item.id]),
    reviewsOf(organisationId, [item.id]),
  ]);
  return withReview(item, files, reviews);
}

/**
 * Refuses a change to an item that is under review (decision 0080): in a submission that is not
 * withdrawn, it may go back to draft only when the farmer can see the programme asked for
 * changes to it; it may never be deleted.
 */
async function requireUnlocked(
  organisationId: string,
  evidenceId: string,
  change: "reopen" | "delete",
  tx: Executor,
) {
  const review = (await reviewsOf(organisationId, [evidenceId], tx)).get(evidenceId);
  if (!review) return;
  if (change === "delete") throw new Refusal(409, REVIEW_MESSAGES.deleteLocked);
  const problem = evidenceLockProblem(review.status);
  if (problem) throw new Refusal(409, problem);
}

function requireEditor(role: string | null | undefined) {
  if (!canEditOrganisation(role as never)) throw new Refusal(403, EVIDENCE_MESSAGES.forbidden);
}

/**
 * The checks before a write through the API, as the page makes them: an editor role (403), then
 * the evidence step open (409, with the reason).
 */
export async function requireEvidenceWriter(who: EvidenceWrite): Promise<void> {
  requireEditor(who.role);
  const access = routeAccess(await loadJourneyProgress(who.organisationId), "evidence");
  if (!access.open) throw new Refusal(409, access.reason);
}

async function requireItem(organisationId: string, evidenceId: string, tx?: Executor) {
  const item = await findEvidenceItem(organisationId, evidenceId, tx);
  if (!item) throw new Refusal(404, EVIDENCE_MESSAGES.notFound);
  return item;
}

/** Checks the values against the season's fields; the input or an EvidenceError (422). */
async function checkedInput(organisationId: string, season: number, raw: RawEvidenceInput) {
  const programme = await loadProgrammeSeasons(organisationId);
  if (!programme.required.includes(season))
    throw new Refusal(422, EVIDENCE_MESSAGES.season, { field: "season" });
  const fields = await loadEvidenceFields(organisationId, season, programme);
  const checked = validateEvidenceInput(
    raw,
    fields.map((f) => f.id),
  );
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new Refusal(422, message, { field, fieldErrors: checked.errors });
  }
  return checked.input;
}

/**
 * Stores the new files of an item, with a photo's capture date and position, and attaches the
 * files staged for it (decision 0088): each must be a staged evidence upload of this organisation
 * by this person, not attached yet; otherwise the whole change is refused beside the files field
 * (the transaction rolls back, so nothing is attached).
 */
async function storeFiles(
  tx: Executor,
  save: SaveUploadInTransaction,
  actor: Actor,
  organisationId: string,
  evidenceId: string,
  files: readonly File[],
  stagedIds: readonly string[] = [],
) {
  const stored = [];
  for (const file of files) {
    const row = await save({
      file,
      accept: EVIDENCE_ACCEPT,
      purpose: EVIDENCE_FILE_PURPOSE,
      organisationId,
      uploadedBy: actor.userId,
      actor,
      maxBytes: EVIDENCE_MAX_FILE_BYTES,
    });
    const capture = isPhoto(row.mimeType)
      ? await readPhotoCapture(new Uint8Array(await file.arrayBuffer()))
      : NO_CAPTURE;
    await insertEvidenceFile(
      { evidenceId, organisationId, fileId: row.id, createdBy: actor.userId, ...capture },
      tx,
    );
    stored.push({ fileId: row.id, name: row.originalName, ...capture });
  }
  if (stagedIds.length > 0) {
    const staged = actor.userId
      ? await takeStagedFiles(
          { organisationId, uploadedBy: actor.userId, purpose: EVIDENCE_FILE_PURPOSE },
          stagedIds,
          tx,
        )
      : null;
    if (!staged) throw new Refusal(422, STAGED_FILE_GONE_MESSAGE, { field: "files" });
    for (const row of staged) {
      // The staging route checked the bytes; the photo's EXIF is read now, from the store.
      const bytes = isPhoto(row.mimeType) ? await readStoredBytes(row.storageKey) : null;
      const capture = bytes ? await readPhotoCapture(bytes) : NO_CAPTURE;
      await insertEvidenceFile(
        { evidenceId, organisationId, fileId: row.id, createdBy: actor.userId, ...capture },
        tx,
      );
      stored.push({ fileId: row.id, name: row.originalName, staged: true, ...capture });
    }
  }
  return stored;
}

/** An upload refused for its file: 422 beside the files field. */
function asEvidenceError(error: unknown): never {
  if (isUploadError(error)) throw new Refusal(422, error.message, { field: "files" });
  throw error;
}

export interface EvidenceWrite {
  actor: Actor;
  organisationId: string;
  role: string | null | undefined;
}

/** Adds an item with its files (spec §7 'Evidence upload'). */
export async function createEvidence(
  who: EvidenceWrite,
  season: number,
  raw: RawEvidenceInput,
  files: readonly File[],
  /** Ids of files staged for this item (decision 0088). */
  stagedIds: readonly string[] = [],
): Promise<EvidenceItemRow> {
  requireEditor(who.role);
  const input = await checkedInput(who.organisationId, season, raw);
  const count = evidenceFileCountProblem(0, files.length + stagedIds.length);
  if (count) throw new Refusal(422, count, { field: "files" });
  try {
    return await transactionWithUploads(async (tx, save) => {
      const item = await insertEvidenceItem(
        { organisationId: who.organisationId, season, ...input, createdBy: who.actor.userId },
        tx,
      );
      const stored = await storeFiles(
        tx,
        save,
        who.actor,
        who.organisationId,
        item.id,
        files,
        stagedIds,
      );
      await audit(tx, who.actor, "evidence.create", item.id, {
        organisationId: who.organisationId,
        season,
        ...input,
        files: stored,
      });
      return item;
    });
  } catch (error) {
    return asEvidenceError(error);
  }
}

/**
 * Changes a draft: its values, new files, and stored files removed (spec §3 deletedFiles: the
 * rows stay, marked with when and by whom).
 */
export async function updateEvidence(
  who: EvidenceWrite,
  evidenceId: string,
  raw: RawEvidenceInput,
  files: readonly File[],
  deletedFileIds: readonly string[],
  /** Ids of files staged for this item (decision 0088). */
  stagedIds: readonly string[] = [],
): Promise<EvidenceItemRow> {
  requireEditor(who.role);
  const item = await requireItem(who.organisationId, evidenceId);
  if (!evidencePermissions(item.status).edit)
    throw new Refusal(409, EVIDENCE_MESSAGES.submittedReadOnly);
  const input = await checkedInput(who.organisationId, item.season, raw);
  const current = await listEvidenceFiles(who.organisationId, [item.id]);
  const kept = current.filter((f) => !f.deletedAt);
  const removing = kept.filter((f) => deletedFileIds.includes(f.fileId));
  const count = evidenceFileCountProblem(
    kept.length - removing.length,
    files.length + stagedIds.length,
  );
  if (count) throw new Refusal(422, count, { field: "files" });
  try {
    return await transactionWithUploads(async (tx, save) => {
      const locked = await requireItem(who.organisationId, evidenceId, tx);
      if (!evidencePermissions(locked.status).edit)
        throw new Refusal(409, EVIDENCE_MESSAGES.submittedReadOnly);
      const removed = await markEvidenceFilesDeleted(
        who.organisationId,
        item.id,
        removing.map((f) => f.fileId),
        who.actor.userId,
        tx,
      );
      const stored = await storeFiles(
        tx,
        save,
        who.actor,
        who.organisationId,
        item.id,
        files,
        stagedIds,
      );
      const row = (await updateEvidenceItem(who.organisationId, item.id, input, tx))!;
      await audit(tx, who.actor, "evidence.update", item.id, {
        organisationId: who.organisationId,
        before: pick(item),
        after: input,
        files: stored,
        deletedFiles: removed.map((f) => f.fileId),
      });
      return row;
    });
  } catch (error) {
    return asEvidenceError(error);
  }
}

/**
 * Replaces one file of an item the programme asked to change, in place (issue 31): the new file
 * is checked and stored like any evidence upload and attached; the old one is marked removed (its
 * row stays, the item's history). The item keeps its status, so once it has changed it can be
 * sent for review again without going back to draft. 409 unless the farmer can see that the item
 * needs changes; 404 for a file that is not one of the item's current files.
 */
export async function replaceEvidenceFile(
  who: EvidenceWrite,
  evidenceId: string,
  fileId: string,
  file: File | null,
): Promise<{ item: EvidenceItemRow; replaced: string; added: string }> {
  requireEditor(who.role);
  const item = await requireItem(who.organisationId, evidenceId);
  const review = (await reviewsOf(who.organisationId, [item.id])).get(item.id);
  if (review?.status !== "CHANGES_REQUESTED")
    throw new Refusal(409, EVIDENCE_MESSAGES.replaceNotAsked);
  const old = (await listEvidenceFiles(who.organisationId, [item.id])).find(
    (f) => f.fileId === fileId && !f.deletedAt,
  );
  if (!old) throw new Refusal(404, EVIDENCE_MESSAGES.replaceFileNotFound);
  if (!file || file.size === 0)
    throw new Refusal(422, EVIDENCE_MESSAGES.replaceFileMissing, { field: "file" });
  try {
    return await transactionWithUploads(async (tx, save) => {
      await markEvidenceFilesDeleted(
        who.organisationId,
        item.id,
        [old.fileId],
        who.actor.userId,
        tx,
      );
      const [stored] = await storeFiles(tx, save, who.actor, who.organisationId, item.id, [file]);
      await audit(tx, who.actor, "evidence.replaceFile", item.id, {
        organisationId: who.organisationId,
        replaced: { fileId: old.fileId, name: old.name },
        file: stored,
        review: { submissionId: review.submissionId, itemId: review.submissionItemId },
      });
      return { item, replaced: old.name, added: stored!.name };
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

/** Marks an item submitted, or takes it back to draft (spec §7 'Evidence submitted PUT'). */
export async function setEvidenceSubmitted(
  who: EvidenceWrite,
  evidenceId: string,
  submitted: boolean,
): Promise<EvidenceItemRow> {
  requireEditor(who.role);
  return transaction(async (tx) => {
    const item = await requireItem(who.organisationId, evidenceId, tx);
    const kept = (await listEvidenceFiles(who.organisationId, [item.id], tx)).filter(
      (f) => !f.deletedAt,
    );
    const decided = submittedChange(item.status, submitted, kept.length);
    if ("refusal" in decided) throw new Refusal(409, decided.refusal);
    if (decided.change === null) return item;
    if (!submitted) await requireUnlocked(who.organisationId, item.id, "reopen", tx);
    const row = (await updateEvidenceItem(
      who.organisationId,
      item.id,
      submitted
        ? { status: "submitted", submittedAt: new Date(), submittedBy: who.actor.userId }
        : { status: "draft", submittedAt: null, submittedBy: null },
      tx,
    ))!;
    await audit(tx, who.actor, submitted ? "evidence.submit" : "evidence.reopen", item.id, {
      organisationId: who.organisationId,
      from: item.status,
      to: row.status,
    });
    return row;
  });
}

/**
 * Deletes a draft (spec §7 'Evidence DELETE'). Its files are listed in the audit entry, which is
 * what records them (their evidence_files rows go with the item); the stored files and their
 * bytes stay for the audit.
 */
export async function deleteEvidence(who: EvidenceWrite, evidenceId: string): Promise<void> {
  requireEditor(who.role);
  await transaction(async (tx) => {
    const item = await requireItem(who.organisationId, evidenceId, tx);
    if (!evidencePermissions(item.status).delete)
      throw new Refusal(409, EVIDENCE_MESSAGES.deleteSubmitted);
    await requireUnlocked(who.organisationId, item.id, "delete", tx);
    const files = await listEvidenceFiles(who.organisationId, [item.id], tx);
    await deleteEvidenceItem(who.organisationId, item.id, tx);
    await audit(tx, who.actor, "evidence.delete", item.id, {
      organisationId: who.organisationId,
      item: pick(item),
      deletedFiles: files.map((f) => ({ fileId: f.fileId, name: f.name })),
    });
  });
}

function pick(item: EvidenceItemRow) {
  const { fieldId, practice, categories, title, description, status, season } = item;
  return { season, fieldId, practice, categories, title, description, status };
}

function audit(tx: Executor, actor: Actor, action: string, entityId: string, changes: unknown) {
  return recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType: "evidence_item",
      entityId,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );
}

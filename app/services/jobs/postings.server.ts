// Creating, editing and disabling job postings (spec §3 'Job posting', §4 'Job posting': 'Disabling
// is irreversible'; §7 'Create job posting … with the leaflet file', 'Update job posting').
// The leaflet is stored through saveUpload (checked by its bytes: a PDF), in the same
// transaction as the posting, and every change goes to the audit log.
import {
  insertPosting,
  lockPosting,
  updatePostingRow,
  type JobPosting,
} from "~/models/job-postings.server";
import { recordAudit } from "~/services/audit/audit.server";
import {
  transactionWithUploads,
  type SaveUploadInTransaction,
} from "~/services/files/uploads.server";

import { LEAFLET_ACCEPT, LEAFLET_PURPOSE, type PostingValues } from "./posting-fields";
import { isUuid } from "~/shared/ids";
import type { JobPostingStatus } from "~/shared/jobs";
import type { Actor } from "~/services/kit/actor";

export const POSTING_ENTITY = "job_posting";

const AUDITED: (keyof PostingValues | "leafletFileId" | "status")[] = [
  "title",
  "description",
  "category",
  "location",
  "salary",
  "employmentType",
  "closingDate",
  "country",
  "internalName",
  "numPositions",
  "qualifications",
  "keySkills",
  "leafletFileId",
  "status",
];

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/** What changed between two versions of a posting: { field: { from, to } }. */
export function postingDiff(before: Partial<JobPosting>, after: Partial<JobPosting>) {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED) {
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    if (from !== to) diff[field] = { from, to };
  }
  return diff;
}

function leafletUpload(actor: Actor, file: File, saveUpload: SaveUploadInTransaction) {
  return saveUpload({
    file,
    accept: LEAFLET_ACCEPT,
    purpose: LEAFLET_PURPOSE,
    uploadedBy: actor.userId,
    actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
  });
}

/** A new posting with its leaflet. Throws UploadError when the leaflet is not a usable PDF. */
export async function createPosting(actor: Actor, values: PostingValues, leaflet: File) {
  // The leaflet's bytes are removed if the posting is not saved (transactionWithUploads).
  return transactionWithUploads(async (tx, saveUpload) => {
    const stored = await leafletUpload(actor, leaflet, saveUpload);
    const posting = await insertPosting(
      { ...values, leafletFileId: stored.id, status: "active", createdBy: actor.userId },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "job_posting.create",
        entityType: POSTING_ENTITY,
        entityId: posting.id,
        changes: postingDiff({}, posting),
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return posting;
  });
}

/**
 * Changes a posting's details and, when a new file is given, its leaflet. `status: 'disabled'`
 * disables it (spec §7 'disabling sends status disabled'); a disabled posting cannot be made
 * active again (spec §4). Null when there is no such posting.
 */
export async function updatePosting(
  actor: Actor,
  id: string,
  values: Partial<PostingValues> & { status?: JobPostingStatus },
  leaflet?: File | null,
): Promise<JobPosting | null | "disabled"> {
  if (!isUuid(id)) return null;
  return transactionWithUploads(async (tx, saveUpload) => {
    const before = await lockPosting(id, tx);
    if (!before) return null;
    if (before.status === "disabled" && values.status === "active") return "disabled" as const;
    const patch: Partial<JobPosting> = { ...values };
    if (leaflet) patch.leafletFileId = (await leafletUpload(actor, leaflet, saveUpload)).id;
    const diff = postingDiff(before, { ...before, ...patch });
    if (Object.keys(diff).length === 0) return before;
    const after = await updatePostingRow(id, patch, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: diff.status?.to === "disabled" ? "job_posting.disable" : "job_posting.update",
        entityType: POSTING_ENTITY,
        entityId: id,
        changes: diff,
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return after;
  });
}

/** spec §4: 'Disabling is irreversible … and moves the posting to Inactive.' */
export function disablePosting(actor: Actor, id: string) {
  return updatePosting(actor, id, { status: "disabled" });
}

// Learning resources (issue 18; decision 0098; spec §2 '/admin/resources', '/profile learn').
// Admins with write:admin create, change, publish, take back and delete them; every change and
// its audit entry are one transaction (who, when, what; a deletion's reason). A file resource's
// upload is stored in the same transaction (transactionWithUploads). Farmers read published ones
// only: a draft is 'not found' to them, like an id that does not exist.
import {
  deleteResource,
  findResource,
  insertResource,
  listResources,
  setResourceStatus,
  updateResource,
  type ResourceFilter,
  type ResourceListed,
} from "~/models/resources.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { isUploadError } from "~/services/files/upload-error";
import { transactionWithUploads } from "~/services/files/uploads.server";
import type { JourneyStep } from "~/services/journey/steps";
import { openFileDownload, type DownloadOutcome } from "~/services/reports/downloads.server";
import {
  checkReason,
  orderForStep,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_MESSAGES,
  validateResourceInput,
  type RawResourceInput,
  type ResourceInput,
  type ResourceStatus,
  type ResourceTopic,
} from "./rules";
import { MULTI_LINE_TEXT } from "~/services/kit/forms/messages";
import { isMultiLineText } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export type { ResourceListed };

export const RESOURCE_FILE_PURPOSE = "resource";

function checked(raw: RawResourceInput): ResourceInput {
  const result = validateResourceInput(raw);
  if (!result.ok) {
    const [field, message] = Object.entries(result.errors)[0]!;
    throw new Refusal(422, message, { field, fieldErrors: result.errors });
  }
  return result.input;
}

const hasFile = (file: File | undefined): file is File =>
  file !== undefined && !(file.size === 0 && file.name === "");

function auditOf(
  actor: Actor,
  action: string,
  resourceId: string,
  changes: Record<string, unknown>,
) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType: "resource",
    entityId: resourceId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

/** The row's content fields from checked input: what a kind does not use is cleared. */
function contentOf(input: ResourceInput) {
  return {
    kind: input.kind,
    title: input.title,
    summary: input.summary,
    topic: input.topic,
    journeySteps: input.journeySteps,
    body: input.kind === "article" ? input.body : null,
    url: input.kind === "link" || input.kind === "video" ? input.url : null,
  };
}

type SaveResourceFile = (file: File) => Promise<{ id: string; originalName: string }>;

/** One transaction for the change, its audit entry and any upload; an upload's problem is a 422. */
async function withUpload<T>(
  actor: Actor,
  run: (tx: Executor, save: SaveResourceFile) => Promise<T>,
): Promise<T> {
  try {
    return await transactionWithUploads((tx, save) =>
      run(tx, (file) =>
        save({
          file,
          accept: RESOURCE_FILE_ACCEPT,
          purpose: RESOURCE_FILE_PURPOSE,
          organisationId: null,
          uploadedBy: actor.userId,
          actor,
          maxBytes: RESOURCE_MAX_FILE_BYTES,
        }),
      ),
    );
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

/** A new resource, a draft unless `status` says published. */
export async function createResource(
  actor: Actor,
  raw: RawResourceInput,
  file?: File,
  status: ResourceStatus = "draft",
): Promise<ResourceListed> {
  const input = checked(raw);
  if (input.kind === "file" && !hasFile(file)) {
    throw new Refusal(422, RESOURCE_MESSAGES.file, { field: "file" });
  }
  const id = await withUpload(actor, async (tx, save) => {
    const stored = input.kind === "file" && hasFile(file) ? await save(file) : null;
    const row = await insertResource(
      { ...contentOf(input), fileId: stored?.id ?? null, createdBy: actor.userId },
      tx,
    );
    if (status === "published") await setResourceStatus(row.id, status, actor.userId, tx);
    await recordAudit(
      auditOf(actor, "resource.create", row.id, {
        ...contentOf(input),
        fileId: stored?.id ?? null,
        fileName: stored?.originalName ?? null,
        status,
      }),
      tx,
    );
    return row.id;
  });
  return (await findResource(id))!;
}

/**
 * Changes a resource: `raw` holds every field (the page's form) or the fields to change over the
 * current ones (the API). A file resource keeps its file unless a new one comes.
 */
export async function changeResource(
  actor: Actor,
  resourceId: string,
  raw: Partial<RawResourceInput>,
  file?: File,
): Promise<ResourceListed> {
  const current = await findResource(resourceId);
  if (!current) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  const pick = <K extends keyof RawResourceInput>(key: K, fallback: unknown) =>
    raw[key] === undefined ? fallback : raw[key];
  const input = checked({
    kind: pick("kind", current.kind),
    title: pick("title", current.title),
    summary: pick("summary", current.summary),
    topic: pick("topic", current.topic),
    journeySteps: pick("journeySteps", current.journeySteps),
    body: pick("body", current.body),
    url: pick("url", current.url),
  });
  if (input.kind === "file" && !hasFile(file) && !current.fileId) {
    throw new Refusal(422, RESOURCE_MESSAGES.file, { field: "file" });
  }
  await withUpload(actor, async (tx, save) => {
    const stored = input.kind === "file" && hasFile(file) ? await save(file) : null;
    const fileId = input.kind === "file" ? (stored?.id ?? current.fileId) : null;
    const next = { ...contentOf(input), fileId };
    const before: Record<string, unknown> = current;
    const changed = Object.fromEntries(
      Object.entries(next).filter(
        ([key, value]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null),
      ),
    );
    if (!(await updateResource(current.id, next, actor.userId, tx))) {
      throw new Refusal(404, RESOURCE_MESSAGES.notFound);
    }
    await recordAudit(
      auditOf(actor, "resource.update", current.id, {
        title: input.title,
        changed,
        ...(stored ? { fileName: stored.originalName } : {}),
      }),
      tx,
    );
  });
  return (await findResource(current.id))!;
}

/** Publishes a resource (farmers see it) or takes it back to a draft. */
export async function setStatus(
  actor: Actor,
  resourceId: string,
  status: ResourceStatus,
): Promise<ResourceListed> {
  const current = await findResource(resourceId);
  if (!current) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  await transaction(async (tx) => {
    if (!(await setResourceStatus(current.id, status, actor.userId, tx))) {
      throw new Refusal(404, RESOURCE_MESSAGES.notFound);
    }
    await recordAudit(
      auditOf(
        actor,
        status === "published" ? "resource.publish" : "resource.unpublish",
        current.id,
        {
          title: current.title,
          from: current.status,
          to: status,
        },
      ),
      tx,
    );
  });
  return (await findResource(current.id))!;
}

/** Deletes a resource with a reason (kept in the audit log); its file's bytes stay stored. */
export async function removeResource(
  actor: Actor,
  resourceId: string,
  rawReason: unknown,
): Promise<ResourceListed> {
  const current = await findResource(resourceId);
  if (!current) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  if (typeof rawReason === "string" && !isMultiLineText(rawReason))
    throw new Refusal(422, MULTI_LINE_TEXT, { field: "reason" });
  const reason = checkReason(rawReason);
  if (reason === null) throw new Refusal(422, RESOURCE_MESSAGES.reason, { field: "reason" });
  const removed = await transaction(async (tx) => {
    if (!(await deleteResource(current.id, tx))) return false;
    await recordAudit(
      auditOf(actor, "resource.delete", current.id, {
        title: current.title,
        kind: current.kind,
        topic: current.topic,
        status: current.status,
        fileId: current.fileId,
        reason,
      }),
      tx,
    );
    return true;
  });
  if (!removed) throw new Refusal(404, RESOURCE_MESSAGES.notFound);
  return current;
}

export function listAllResources(filter: ResourceFilter = {}) {
  return listResources(filter);
}

export function findAnyResource(resourceId: string) {
  return findResource(resourceId);
}

/** A published resource, or null (a draft is not there for farmers). */
export function findPublishedResource(resourceId: string) {
  return findResource(resourceId, { publishedOnly: true });
}

/** Published resources for a farmer on `step`, what fits the step first (rules.ts orderForStep). */
export async function learnerResources(step: JourneyStep | null, topic: ResourceTopic | null) {
  return orderForStep(await listResources({ publishedOnly: true, topic }), step);
}

/**
 * The file of a published file resource, for any signed-in person: the resource being
 * published is what lets them have it (the file belongs to no organisation). Anything else is
 * not found.
 */
export async function openResourceFile(resourceId: string): Promise<DownloadOutcome> {
  const resource = await findPublishedResource(resourceId);
  if (!resource || resource.kind !== "file" || !resource.fileId) {
    return { ok: false, problem: "not-found" };
  }
  return openFileDownload({ userId: null, isAdmin: true, organisationIds: [] }, resource.fileId);
}

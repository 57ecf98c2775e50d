// Learning resources (issue 18; decision 0098; spec §2 '/admin/resources', '/profile learn').
// Not organisation data: the programme writes them for every farmer. Farmers' lookups take
// `publishedOnly`, so a draft is simply not found for them; an id that is not a UUID is not found
// either (PostgreSQL would raise on it). A file resource carries its stored file's name and size.
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { resources, storedFiles } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { ResourceStatus, ResourceTopic } from "~/shared/resources";

export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = Omit<
  typeof resources.$inferInsert,
  "createdAt" | "updatedAt" | "publishedAt" | "status" | "updatedBy"
> & { status?: ResourceStatus };
export type ResourceChanges = Partial<
  Pick<
    typeof resources.$inferInsert,
    "kind" | "title" | "summary" | "body" | "url" | "fileId" | "topic" | "journeySteps"
  >
>;

/** A resource with its file's name, type and size (null unless it is a file). */
export type ResourceListed = ResourceRow & {
  fileName: string | null;
  fileMimeType: string | null;
  fileSize: number | null;
};

export interface ResourceFilter {
  publishedOnly?: boolean;
  topic?: ResourceTopic | null;
  status?: ResourceStatus | null;
}

function conditions(filter: ResourceFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.publishedOnly) parts.push(eq(resources.status, "published"));
  else if (filter.status) parts.push(eq(resources.status, filter.status));
  if (filter.topic) parts.push(eq(resources.topic, filter.topic));
  return parts.length ? and(...parts) : undefined;
}

function selectListed(executor: Executor) {
  return executor
    .select({
      resource: resources,
      fileName: storedFiles.originalName,
      fileMimeType: storedFiles.mimeType,
      fileSize: storedFiles.size,
    })
    .from(resources)
    .leftJoin(storedFiles, eq(storedFiles.id, resources.fileId));
}

function flatten(row: {
  resource: ResourceRow;
  fileName: string | null;
  fileMimeType: string | null;
  fileSize: number | null;
}): ResourceListed {
  return {
    ...row.resource,
    fileName: row.fileName,
    fileMimeType: row.fileMimeType,
    fileSize: row.fileSize,
  };
}

/** Resources by topic then title (the service orders them for a journey step). */
export async function listResources(
  filter: ResourceFilter = {},
  executor: Executor = db(),
): Promise<ResourceListed[]> {
  const rows = await selectListed(executor)
    .where(conditions(filter))
    .orderBy(asc(resources.topic), asc(resources.title), desc(resources.createdAt));
  return rows.map(flatten);
}

export async function findResource(
  id: unknown,
  options: { publishedOnly?: boolean } = {},
  executor: Executor = db(),
): Promise<ResourceListed | null> {
  if (!isUuid(id)) return null;
  const where = options.publishedOnly
    ? and(eq(resources.id, id), eq(resources.status, "published"))
    : eq(resources.id, id);
  const [row] = await selectListed(executor).where(where).limit(1);
  return row ? flatten(row) : null;
}

export async function insertResource(
  input: NewResource,
  executor: Executor = db(),
): Promise<ResourceRow> {
  const [row] = await executor
    .insert(resources)
    .values({ ...input, updatedBy: input.createdBy ?? null })
    .returning();
  return row!;
}

/** Changes a resource; null when there is none with that id. */
export async function updateResource(
  id: string,
  changes: ResourceChanges,
  updatedBy: string | null,
  executor: Executor = db(),
): Promise<ResourceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .update(resources)
    .set({ ...changes, updatedBy, updatedAt: new Date() })
    .where(eq(resources.id, id))
    .returning();
  return row ?? null;
}

/** Publishes or takes back a resource; publishing sets publishedAt, a draft clears it. */
export async function setResourceStatus(
  id: string,
  status: ResourceStatus,
  updatedBy: string | null,
  executor: Executor = db(),
): Promise<ResourceRow | null> {
  if (!isUuid(id)) return null;
  const now = new Date();
  const [row] = await executor
    .update(resources)
    .set({ status, updatedBy, updatedAt: now, publishedAt: status === "published" ? now : null })
    .where(eq(resources.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the row (its stored file stays); false when there was none. */
export async function deleteResource(id: string, executor: Executor = db()): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await executor
    .delete(resources)
    .where(eq(resources.id, id))
    .returning({ id: resources.id });
  return rows.length > 0;
}

/**
 * Learning resources with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingResources(
  rows: readonly (typeof resources.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(resources)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: resources.id });
  return written.map((row) => row.id);
}

// Title deeds an admin attached to a farm boundary (issue 14 'ownership upload'; decision 0072).
// Every function takes the organisation id the caller already checked and puts it in the
// `where` clause: another organisation's deed is simply not found.
import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { boundaryTitleDeeds } from "~/db/schema";
import { isUuid } from "~/shared/ids";

export type TitleDeedRow = typeof boundaryTitleDeeds.$inferSelect;
export type NewTitleDeed = Omit<typeof boundaryTitleDeeds.$inferInsert, "id" | "createdAt">;

/** A new deed; the caller has found `input.boundaryId` within `input.organisationId`. */
export async function insertTitleDeed(
  input: NewTitleDeed,
  executor: Executor = db(),
): Promise<TitleDeedRow> {
  const [row] = await executor.insert(boundaryTitleDeeds).values(input).returning();
  return row!;
}

/** The organisation's title deeds, oldest first. */
export async function listTitleDeeds(
  organisationId: string,
  executor: Executor = db(),
): Promise<TitleDeedRow[]> {
  if (!isUuid(organisationId)) return [];
  return executor
    .select()
    .from(boundaryTitleDeeds)
    .where(eq(boundaryTitleDeeds.organisationId, organisationId))
    .orderBy(asc(boundaryTitleDeeds.createdAt));
}

/** The deeds of one boundary of the organisation. */
export async function listTitleDeedsOfBoundary(
  organisationId: string,
  boundaryId: string,
  executor: Executor = db(),
): Promise<TitleDeedRow[]> {
  if (!isUuid(organisationId) || !isUuid(boundaryId)) return [];
  return executor
    .select()
    .from(boundaryTitleDeeds)
    .where(
      and(
        eq(boundaryTitleDeeds.organisationId, organisationId),
        eq(boundaryTitleDeeds.boundaryId, boundaryId),
      ),
    )
    .orderBy(asc(boundaryTitleDeeds.createdAt));
}

// In-app notifications and each person's copy (issue 18; decision 0100). A notification is
// fanned out to notification_recipients when it is sent, one row per person, so read and shown
// state is per person. Every function that touches a person's copy names the user in its
// `where`: one person can never read or mark another's. An id that is not a UUID names nothing.
import { and, desc, eq, inArray, isNull, sql, type Placeholder } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { preparedOn } from "~/db/prepared.server";
import { notificationRecipients, notifications, users } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { NotificationKind } from "~/shared/notifications";

export interface NotificationValues {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  /** A programme message's catalogue key and values (decision 0160); null: shown as written. */
  messageKey?: string | null;
  messageValues?: unknown;
  audience: unknown;
  recipientCount: number;
  emailed: boolean;
  createdBy: string | null;
}

export interface NotificationRow extends NotificationValues {
  id: string;
  createdAt: Date;
  withdrawnAt: Date | null;
}

/** The admin's row: the notification, who sent it, how many of its people have read it. */
export interface AdminNotificationRow extends NotificationRow {
  createdByEmail: string | null;
  readCount: number;
}

/** One person's copy. */
export interface PersonNotification {
  notificationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  messageKey: string | null;
  messageValues: unknown;
  link: string | null;
  createdAt: Date;
  withdrawnAt: Date | null;
  shownAt: Date | null;
  readAt: Date | null;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  messageKey: notifications.messageKey,
  messageValues: notifications.messageValues,
  audience: notifications.audience,
  recipientCount: notifications.recipientCount,
  emailed: notifications.emailed,
  createdBy: notifications.createdBy,
  createdAt: notifications.createdAt,
  withdrawnAt: notifications.withdrawnAt,
};

const personColumns = {
  notificationId: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  messageKey: notifications.messageKey,
  messageValues: notifications.messageValues,
  link: notifications.link,
  createdAt: notifications.createdAt,
  withdrawnAt: notifications.withdrawnAt,
  shownAt: notificationRecipients.shownAt,
  readAt: notificationRecipients.readAt,
};

export async function insertNotification(
  values: NotificationValues & { id?: string },
  executor: Executor = db(),
): Promise<NotificationRow> {
  const [row] = await executor.insert(notifications).values(values).returning(columns);
  return row!;
}

/** One copy per person (the list holds no repeats); an existing copy is left as it is. */
export async function insertRecipients(
  notificationId: string,
  userIds: readonly string[],
  executor: Executor = db(),
): Promise<void> {
  // In slices, so a send to thousands of people stays under PostgreSQL's parameter limit.
  for (let start = 0; start < userIds.length; start += 1000) {
    const slice = userIds.slice(start, start + 1000);
    await executor
      .insert(notificationRecipients)
      .values(slice.map((userId) => ({ notificationId, userId })))
      .onConflictDoNothing();
  }
}

export async function findNotification(
  id: string,
  executor: Executor = db(),
): Promise<NotificationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select(columns).from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

// Correlated count (one query for the list); columns written with their table (see events).
const readCount = sql<number>`(select count(*)::int from ${notificationRecipients} r
  where r.notification_id = ${notifications}.id and r.read_at is not null)`;

/** Every notification, the newest first, with its sender and read count (the admin list). */
export async function listAllNotifications(
  limit = 200,
  executor: Executor = db(),
): Promise<AdminNotificationRow[]> {
  return executor
    .select({ ...columns, createdByEmail: users.email, readCount })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.createdBy))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks it withdrawn (once): the row, or null when unknown or already withdrawn. */
export async function withdrawNotification(
  id: string,
  now: Date,
  executor: Executor = db(),
): Promise<NotificationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .update(notifications)
    .set({ withdrawnAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.withdrawnAt)))
    .returning(columns);
  return row ?? null;
}

const mine = (userId: string | Placeholder) =>
  and(eq(notificationRecipients.userId, userId), isNull(notifications.withdrawnAt));

/** The person's notifications not withdrawn, the newest first. */
export async function listForUser(
  userId: string,
  limit = 100,
  executor: Executor = db(),
): Promise<PersonNotification[]> {
  if (!isUuid(userId)) return [];
  return executor
    .select(personColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** The person's unread notifications the overlay has not shown yet, the newest first. */
export async function listUnshownForUser(
  userId: string,
  limit = 5,
  executor: Executor = db(),
): Promise<PersonNotification[]> {
  if (!isUuid(userId)) return [];
  // The overlay of every signed-in page: prepared once per database (app/db/prepared.server.ts).
  return preparedOn(executor, "veld_unshown_notifications", unshownQuery).execute({
    userId,
    limit,
  });
}

const unshownQuery = (executor: Executor, name: string) =>
  executor
    .select(personColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(
      and(
        mine(sql.placeholder("userId")),
        isNull(notificationRecipients.readAt),
        isNull(notificationRecipients.shownAt),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .prepare(name);

export async function countUnreadForUser(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return 0;
  // The menu's count on every signed-in page: prepared once per database.
  const [row] = await preparedOn(executor, "veld_unread_count", unreadCountQuery).execute({
    userId,
  });
  return row?.count ?? 0;
}

const unreadCountQuery = (executor: Executor, name: string) =>
  executor
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(mine(sql.placeholder("userId")), isNull(notificationRecipients.readAt)))
    .prepare(name);

/** The person's copy of one notification (not withdrawn), or null: someone else's is null too. */
export async function findForUser(
  userId: string,
  notificationId: string,
  executor: Executor = db(),
): Promise<PersonNotification | null> {
  if (!isUuid(userId) || !isUuid(notificationId)) return null;
  const [row] = await executor
    .select(personColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(mine(userId), eq(notificationRecipients.notificationId, notificationId)));
  return row ?? null;
}

/** Marks the person's copy read (the first time only). */
export async function markReadForUser(
  userId: string,
  notificationId: string,
  now: Date,
  executor: Executor = db(),
): Promise<void> {
  if (!isUuid(userId) || !isUuid(notificationId)) return;
  await executor
    .update(notificationRecipients)
    .set({ readAt: now })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        eq(notificationRecipients.notificationId, notificationId),
        isNull(notificationRecipients.readAt),
      ),
    );
}

/** Marks every unread copy of the person (not withdrawn) read; how many were. */
export async function markAllReadForUser(
  userId: string,
  now: Date,
  executor: Executor = db(),
): Promise<number> {
  if (!isUuid(userId)) return 0;
  const rows = await executor
    .update(notificationRecipients)
    .set({ readAt: now })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        isNull(notificationRecipients.readAt),
        // A withdrawn one is gone for the person: it is not theirs to mark any more.
        inArray(
          notificationRecipients.notificationId,
          executor
            .select({ id: notifications.id })
            .from(notifications)
            .where(isNull(notifications.withdrawnAt)),
        ),
      ),
    )
    .returning({ id: notificationRecipients.notificationId });
  return rows.length;
}

/**
 * Marks the person's copy shown by the overlay. True only for the call that did it, so two pages
 * loading at once show it once.
 */
export async function markShownForUser(
  userId: string,
  notificationId: string,
  now: Date,
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(notificationId)) return false;
  const rows = await executor
    .update(notificationRecipients)
    .set({ shownAt: now })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        eq(notificationRecipients.notificationId, notificationId),
        isNull(notificationRecipients.shownAt),
      ),
    )
    .returning({ id: notificationRecipients.notificationId });
  return rows.length > 0;
}

/**
 * Notifications with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingNotifications(
  rows: readonly (typeof notifications.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return written.map((row) => row.id);
}

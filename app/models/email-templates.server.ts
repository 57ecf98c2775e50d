// Programme e-mail templates and their bulk sends (email_templates, email_sends; issue 18;
// decision 0099), with the delivery of each send read from the outbox rows that name it
// (email_outbox.send_id), and the mailing-list answer an unsubscribe link turns off.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  emailOutbox,
  emailSends,
  emailTemplates,
  emailTemplateVersions,
  userProfiles,
  users,
} from "~/db/schema";

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailSendRow = typeof emailSends.$inferSelect;
export type EmailTemplateVersionRow = typeof emailTemplateVersions.$inferSelect;

export interface TemplateValues {
  name: string;
  kind: EmailTemplateRow["kind"];
  subject: string;
  body: string;
}

/** Templates by name; archived ones only when asked (they stay for the sends that used them). */
export async function listTemplates(
  options: { includeArchived?: boolean } = {},
  executor: Executor = db(),
): Promise<EmailTemplateRow[]> {
  return executor
    .select()
    .from(emailTemplates)
    .where(options.includeArchived ? undefined : isNull(emailTemplates.archivedAt))
    .orderBy(asc(sql`lower(${emailTemplates.name})`));
}

export async function findTemplate(
  id: string,
  executor: Executor = db(),
): Promise<EmailTemplateRow | null> {
  const [row] = await executor.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row ?? null;
}

/** Another template with this name (names compare case-insensitively), or null. */
export async function findTemplateNamed(
  name: string,
  exceptId: string | null,
  executor: Executor = db(),
): Promise<EmailTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(emailTemplates)
    .where(
      and(
        sql`lower(${emailTemplates.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(emailTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertTemplate(
  values: TemplateValues & { createdBy: string | null; id?: string },
  executor: Executor = db(),
): Promise<EmailTemplateRow> {
  const [row] = await executor
    .insert(emailTemplates)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  return row!;
}

export async function updateTemplate(
  id: string,
  values: Partial<TemplateValues> & { updatedBy: string | null; archivedAt?: Date },
  executor: Executor = db(),
): Promise<EmailTemplateRow | null> {
  const [row] = await executor
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(emailTemplates.id, id), isNull(emailTemplates.archivedAt)))
    .returning();
  return row ?? null;
}

// ---- A template's versions in other languages (issue 33; decision 0160) ----

/** The versions of these templates in other languages, by template then language. */
export async function listTemplateVersions(
  templateIds: readonly string[],
  executor: Executor = db(),
): Promise<EmailTemplateVersionRow[]> {
  if (templateIds.length === 0) return [];
  return executor
    .select()
    .from(emailTemplateVersions)
    .where(inArray(emailTemplateVersions.templateId, [...templateIds]))
    .orderBy(asc(emailTemplateVersions.templateId), asc(emailTemplateVersions.language));
}

/** Writes the template's version in `language`, a new one or over the one there. */
export async function upsertTemplateVersion(
  values: {
    templateId: string;
    language: string;
    subject: string;
    body: string;
    updatedBy: string | null;
  },
  executor: Executor = db(),
): Promise<EmailTemplateVersionRow> {
  const [row] = await executor
    .insert(emailTemplateVersions)
    .values({ ...values, createdBy: values.updatedBy })
    .onConflictDoUpdate({
      target: [emailTemplateVersions.templateId, emailTemplateVersions.language],
      set: {
        subject: values.subject,
        body: values.body,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Removes the template's version in `language`; the removed row, or null when there was none. */
export async function deleteTemplateVersion(
  templateId: string,
  language: string,
  executor: Executor = db(),
): Promise<EmailTemplateVersionRow | null> {
  const [row] = await executor
    .delete(emailTemplateVersions)
    .where(
      and(
        eq(emailTemplateVersions.templateId, templateId),
        eq(emailTemplateVersions.language, language),
      ),
    )
    .returning();
  return row ?? null;
}

/** A new send, or null when one with this sendKey exists (the form was posted twice). */
export async function insertSend(
  values: typeof emailSends.$inferInsert,
  executor: Executor = db(),
): Promise<EmailSendRow | null> {
  const [row] = await executor
    .insert(emailSends)
    .values(values)
    .onConflictDoNothing({ target: emailSends.sendKey })
    .returning();
  return row ?? null;
}

export async function findSendByKey(
  sendKey: string,
  executor: Executor = db(),
): Promise<EmailSendRow | null> {
  const [row] = await executor.select().from(emailSends).where(eq(emailSends.sendKey, sendKey));
  return row ?? null;
}

const counts = {
  queued:
    sql<number>`count(${emailOutbox.id}) filter (where ${emailOutbox.status} in ('pending', 'sending'))`.mapWith(
      Number,
    ),
  sent: sql<number>`count(${emailOutbox.id}) filter (where ${emailOutbox.status} = 'sent')`.mapWith(
    Number,
  ),
  failed:
    sql<number>`count(${emailOutbox.id}) filter (where ${emailOutbox.status} = 'failed')`.mapWith(
      Number,
    ),
};

export interface SendWithCounts extends EmailSendRow {
  templateName: string | null;
  sentByEmail: string | null;
  queued: number;
  sent: number;
  failed: number;
}

function sendsWithCounts(executor: Executor) {
  return executor
    .select({
      send: emailSends,
      templateName: emailTemplates.name,
      sentByEmail: users.email,
      ...counts,
    })
    .from(emailSends)
    .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
    .leftJoin(users, eq(users.id, emailSends.sentBy))
    .leftJoin(emailOutbox, eq(emailOutbox.sendId, emailSends.id))
    .groupBy(emailSends.id, emailTemplates.name, users.email);
}

type CountedRow = Awaited<ReturnType<ReturnType<typeof sendsWithCounts>["execute"]>>[number];
const flatten = ({ send, ...rest }: CountedRow): SendWithCounts => ({ ...send, ...rest });

/** The newest sends first, with how many of each are queued, sent and failed. */
export async function listSends(limit = 100, executor: Executor = db()): Promise<SendWithCounts[]> {
  const rows = await sendsWithCounts(executor)
    .orderBy(desc(emailSends.createdAt), desc(emailSends.id))
    .limit(limit);
  return rows.map(flatten);
}

export async function findSend(
  id: string,
  executor: Executor = db(),
): Promise<SendWithCounts | null> {
  const [row] = await sendsWithCounts(executor).where(eq(emailSends.id, id));
  return row ? flatten(row) : null;
}

export interface SendDelivery {
  outboxId: string;
  userId: string | null;
  to: string;
  name: string | null;
  surname: string | null;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** Each person's e-mail of a send, by address. */
export async function listSendDeliveries(
  sendId: string,
  executor: Executor = db(),
): Promise<SendDelivery[]> {
  return executor
    .select({
      outboxId: emailOutbox.id,
      userId: emailOutbox.userId,
      to: emailOutbox.to,
      name: users.name,
      surname: users.surname,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .leftJoin(users, eq(users.id, emailOutbox.userId))
    .where(eq(emailOutbox.sendId, sendId))
    .orderBy(asc(sql`lower(${emailOutbox.to})`), asc(emailOutbox.id));
}

/**
 * Puts the failed e-mails of a send back in the queue, due now with their attempts counted
 * afresh (the worker gives up after MAX_ATTEMPTS). The last error stays until one is sent.
 */
export async function requeueFailedOfSend(
  sendId: string,
  executor: Executor = db(),
): Promise<{ id: string; to: string }[]> {
  return executor
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, sendAt: sql`now()`, lockedUntil: null })
    .where(and(eq(emailOutbox.sendId, sendId), eq(emailOutbox.status, "failed")))
    .returning({ id: emailOutbox.id, to: emailOutbox.to });
}

/** The person an unsubscribe link names, with their mailing-list answer (null: no such person). */
export async function findMailingListAnswer(
  userId: string,
  executor: Executor = db(),
): Promise<{ userId: string; email: string; mailingList: boolean } | null> {
  const [row] = await executor
    .select({ userId: users.id, email: users.email, mailingList: userProfiles.mailingList })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, mailingList: row.mailingList ?? false } : null;
}

/** Puts a person back on the mailing list (their own choice, again); true when it changed. */
export async function joinMailingList(userId: string, executor: Executor = db()): Promise<boolean> {
  const rows = await executor
    .update(userProfiles)
    .set({ mailingList: true, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.mailingList, false)))
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
}

/** Takes a person off the mailing list; true when their answer changed. */
export async function leaveMailingList(
  userId: string,
  executor: Executor = db(),
): Promise<boolean> {
  const rows = await executor
    .update(userProfiles)
    .set({ mailingList: false, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.mailingList, true)))
    .returning({ userId: userProfiles.userId });
  return rows.length > 0;
}

/**
 * Templates with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingTemplates(
  rows: readonly (typeof emailTemplates.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(emailTemplates)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: emailTemplates.id });
  return written.map((row) => row.id);
}

// The email-templates model on a real database: templates by name with archived ones only when
// asked, names unique in any case, archived templates no longer edited, a send made once per
// form key, each send's delivery counted from its outbox rows, failed e-mails queued again, and
// the mailing-list answer an unsubscribe link changes.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, emailSends, emailTemplates, userProfiles } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import { insertTestProfile, insertTestUser, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  findMailingListAnswer,
  findSend,
  findSendByKey,
  findTemplate,
  findTemplateNamed,
  insertMissingTemplates,
  insertSend,
  insertTemplate,
  joinMailingList,
  leaveMailingList,
  listSendDeliveries,
  listSends,
  listTemplates,
  requeueFailedOfSend,
  updateTemplate,
} from "./email-templates.server";

let admin: string;
let reader: string;
let unsigned: string;

beforeAll(async () => {
  admin = (await insertTestUser({ email: "admin@templates.example" })).id;
  reader = (await insertTestUser({ email: "Reader@templates.example", name: "Naledi" })).id;
  unsigned = (await insertTestUser({ email: "unsigned@templates.example" })).id;
  await insertTestProfile(reader);
});

const template = (name: string) => ({
  name,
  kind: "programme" as const,
  subject: `About ${name}`,
  body: "Hello {{firstName}}",
  createdBy: admin,
});

let outboxRows = 0;
async function outbox(
  sendId: string,
  to: string,
  status: "pending" | "sending" | "sent" | "failed",
  userId: string | null = null,
) {
  outboxRows += 1;
  const [row] = await db()
    .insert(emailOutbox)
    .values({
      idempotencyKey: `templates-test-${outboxRows}`,
      to,
      from: "veld@example.org",
      subject: "S",
      text: "T",
      status,
      attempts: status === "failed" ? 5 : 0,
      lastError: status === "failed" ? "550 mailbox unavailable" : null,
      sendAt: new Date("2025-01-01T00:00:00Z"),
      userId,
      sendId,
    })
    .returning();
  return row!;
}

describe("email templates", () => {
  it("lists templates by name in any case, archived ones only when asked", async () => {
    const archived = await insertTemplate(template("Harvest"));
    await insertTemplate(template("welcome"));
    await insertTemplate(template("Annual report"));
    await updateTemplate(archived.id, { updatedBy: admin, archivedAt: new Date() });
    expect((await listTemplates()).map((t) => t.name)).toEqual(["Annual report", "welcome"]);
    expect((await listTemplates({ includeArchived: true })).map((t) => t.name)).toEqual([
      "Annual report",
      "Harvest",
      "welcome",
    ]);
  });

  it("finds another template by name in any case, except the one being edited", async () => {
    const welcome = (await listTemplates()).find((t) => t.name === "welcome")!;
    expect((await findTemplateNamed("WELCOME", null))?.id).toBe(welcome.id);
    expect(await findTemplateNamed("Welcome", welcome.id)).toBeNull();
    expect(await findTemplateNamed("Nothing like it", null)).toBeNull();
    await expect(insertTemplate(template("Welcome"))).rejects.toThrow();
  });

  it("keeps the creator as the first editor and edits only templates not archived", async () => {
    const made = await insertTemplate(template("Field day"));
    expect(made).toMatchObject({ createdBy: admin, updatedBy: admin, archivedAt: null });
    // Made a minute ago, so the edit's time is later whatever the clock's resolution.
    const aMinuteAgo = new Date(made.updatedAt.getTime() - 60_000);
    await db()
      .update(emailTemplates)
      .set({ updatedAt: aMinuteAgo })
      .where(eq(emailTemplates.id, made.id));
    const edited = await updateTemplate(made.id, {
      subject: "Field day on Friday",
      updatedBy: null,
    });
    expect(edited).toMatchObject({
      subject: "Field day on Friday",
      updatedBy: null,
      createdBy: admin,
    });
    expect(edited!.updatedAt.getTime()).toBeGreaterThan(aMinuteAgo.getTime());

    const archived = (await listTemplates({ includeArchived: true })).find(
      (t) => t.name === "Harvest",
    )!;
    expect(await updateTemplate(archived.id, { subject: "Revived", updatedBy: admin })).toBeNull();
    expect((await findTemplate(archived.id))?.subject).toBe("About Harvest");
    expect(await updateTemplate(UNKNOWN_ID, { subject: "x", updatedBy: admin })).toBeNull();
    expect(await findTemplate(UNKNOWN_ID)).toBeNull();
  });

  it("makes one send per form key: posting the same key again makes none", async () => {
    const tpl = (await listTemplates()).find((t) => t.name === "welcome")!;
    const values = {
      sendKey: "form-key-1",
      templateId: tpl.id,
      kind: "programme" as const,
      subject: tpl.subject,
      body: tpl.body,
      audience: { ids: [reader] },
      recipientCount: 3,
      sentBy: admin,
    };
    const send = await insertSend(values);
    expect(send).not.toBeNull();
    expect(await insertSend({ ...values, subject: "Twice" })).toBeNull();
    expect(await findSendByKey("form-key-1")).toMatchObject({ id: send!.id, subject: tpl.subject });
    expect(await findSendByKey("never-posted")).toBeNull();
  });

  it("counts each send's e-mails queued, sent and failed, with its template and sender", async () => {
    const send = (await findSendByKey("form-key-1"))!;
    await outbox(send.id, "zed@templates.example", "pending");
    await outbox(send.id, "yve@templates.example", "sending");
    await outbox(send.id, "Reader@templates.example", "sent", reader);
    await outbox(send.id, "amy@templates.example", "failed");
    expect(await findSend(send.id)).toMatchObject({
      id: send.id,
      sendKey: "form-key-1",
      templateName: "welcome",
      sentByEmail: "admin@templates.example",
      queued: 2,
      sent: 1,
      failed: 1,
    });
    expect(await findSend(UNKNOWN_ID)).toBeNull();
  });

  it("lists sends newest first, a send with no e-mails counted as none, up to the limit", async () => {
    const older = (await findSendByKey("form-key-1"))!;
    const [newer] = await db()
      .insert(emailSends)
      .values({
        sendKey: "form-key-2",
        kind: "marketing",
        subject: "Empty",
        body: "Nobody",
        audience: {},
        recipientCount: 0,
      })
      .returning();
    await db()
      .update(emailSends)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(emailSends.id, older.id));
    const sends = await listSends();
    expect(sends.map((s) => s.id)).toEqual([newer!.id, older.id]);
    expect(sends[0]).toMatchObject({
      templateName: null,
      sentByEmail: null,
      queued: 0,
      sent: 0,
      failed: 0,
    });
    expect((await listSends(1)).map((s) => s.id)).toEqual([newer!.id]);
  });

  it("lists a send's deliveries by address in any case, with the person's name when known", async () => {
    const send = (await findSendByKey("form-key-1"))!;
    const deliveries = await listSendDeliveries(send.id);
    expect(deliveries.map((d) => d.to)).toEqual([
      "amy@templates.example",
      "Reader@templates.example",
      "yve@templates.example",
      "zed@templates.example",
    ]);
    expect(deliveries[1]).toMatchObject({ userId: reader, name: "Naledi", status: "sent" });
    expect(deliveries[0]).toMatchObject({ userId: null, name: null, status: "failed" });
    expect(await listSendDeliveries(UNKNOWN_ID)).toEqual([]);
  });

  it("queues a send's failed e-mails again with their attempts counted afresh", async () => {
    const send = (await findSendByKey("form-key-1"))!;
    const other = (await findSendByKey("form-key-2"))!;
    const failedElsewhere = await outbox(other.id, "other@templates.example", "failed");
    const requeued = await requeueFailedOfSend(send.id);
    expect(requeued.map((r) => r.to)).toEqual(["amy@templates.example"]);
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, requeued[0]!.id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      lockedUntil: null,
      lastError: "550 mailbox unavailable",
    });
    expect(row!.sendAt.getTime()).toBeGreaterThan(new Date("2025-01-01T00:00:00Z").getTime());
    const [untouched] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failedElsewhere.id));
    expect(untouched!.status).toBe("failed");
    expect(await requeueFailedOfSend(send.id)).toEqual([]);
    expect(await findSend(send.id)).toMatchObject({ queued: 3, failed: 0 });
  });

  it("turns the mailing-list answer off and on, true only when it changed", async () => {
    expect(await findMailingListAnswer(reader)).toEqual({
      userId: reader,
      email: "Reader@templates.example",
      mailingList: false,
    });
    expect(await leaveMailingList(reader)).toBe(false);
    expect(await joinMailingList(reader)).toBe(true);
    expect(await joinMailingList(reader)).toBe(false);
    expect((await findMailingListAnswer(reader))?.mailingList).toBe(true);
    expect(await leaveMailingList(reader)).toBe(true);
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.userId, reader));
    expect(profile!.mailingList).toBe(false);
  });

  it("answers a person who never signed up as off the list, and changes nothing for them", async () => {
    expect(await findMailingListAnswer(unsigned)).toEqual({
      userId: unsigned,
      email: "unsigned@templates.example",
      mailingList: false,
    });
    expect(await joinMailingList(unsigned)).toBe(false);
    expect(await findMailingListAnswer(UNKNOWN_ID)).toBeNull();
  });

  it("writes the demo's templates once: one there already, or changed since, stays as it is", async () => {
    const id = "22222222-2222-4222-8222-222222222222";
    const row = { id, name: "Demo reminder", subject: "Reminder", body: "Hi" };
    expect(await insertMissingTemplates([row])).toEqual([id]);
    await updateTemplate(id, { subject: "Edited", updatedBy: admin });
    expect(await insertMissingTemplates([row])).toEqual([]);
    expect((await findTemplate(id))?.subject).toBe("Edited");
    expect(await insertMissingTemplates([])).toEqual([]);
  });

  it("undoes a template made in a transaction that rolls back", async () => {
    await expect(
      transaction(async (tx) => {
        await insertTemplate(template("Rolled back"), tx);
        expect(await findTemplateNamed("rolled back", null, tx)).not.toBeNull();
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await findTemplateNamed("rolled back", null)).toBeNull();
  });
});

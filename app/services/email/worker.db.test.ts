// The outbox worker on a real database (PGlite, or PostgreSQL via DATABASE_URL): every e-mail
// is sent, none is lost when a worker dies, and none goes out twice when instances share the
// database (docs/decisions/0004-email-outbox.md).
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { getEnv } from "~/env.server";
import { enqueueEmail } from "./outbox.server";
import {
  createMailTransport,
  emlPath,
  type MailMessage,
  type MailTransport,
} from "./transport.server";
import {
  claimDueEmails,
  deliverClaimedEmail,
  drainDueEmails,
  processDueEmails,
} from "./worker.server";

beforeEach(async () => {
  await db().delete(emailOutbox);
});

/** A transport that remembers what it sent (and can be slow or broken). */
function recordingTransport(options: { delayMs?: number; failWith?: string } = {}) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    async send(message) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.failWith) throw new Error(options.failWith);
      sent.push(message);
      return { messageId: `<${message.id}@veld.example>` };
    },
    close() {},
  };
  return { transport, sent };
}

async function queue(n: number, sendAt?: Date) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await enqueueEmail({
      to: `farmer${i}@example.co.za`,
      subject: `Message ${i}`,
      text: `Hello ${i}`,
      sendAt,
    });
    ids.push(id!);
  }
  return ids;
}

async function row(id: string) {
  const [found] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
}

/** Seconds from the database's now() to the row's send_at. */
async function secondsUntilSend(id: string) {
  const [r] = await queryRows<{ s: number | string }>(
    db(),
    sql`SELECT extract(epoch FROM send_at - now()) AS s FROM email_outbox WHERE id = ${id}`,
  );
  return Number(r!.s);
}

async function expireLeases() {
  await db()
    .update(emailOutbox)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.status, "sending"));
}

describe("sending the outbox", () => {
  it("a queued e-mail is sent once, as an .eml file by default, and marked sent", async () => {
    const [id] = await queue(1);
    const transport = createMailTransport({ dataDir: getEnv().DATA_DIR });
    const report = await processDueEmails({ transport });
    expect(report).toMatchObject({ claimed: 1, sent: 1, retry: 0, failed: 0 });

    const sent = await row(id!);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.messageId).toBe(`<${id}@veld.example>`);
    const eml = fs.readFileSync(emlPath(getEnv().DATA_DIR, id!), "utf8");
    expect(eml).toContain(`Message-ID: <${id}@veld.example>`);
    expect(eml).toContain("Subject: Message 0");

    // Nothing left to do: a second poll claims nothing.
    expect((await processDueEmails({ transport })).claimed).toBe(0);
  });

  // Issue 32 (decision 0143): the row keeps the Reply-To and the unsubscribe URL it was queued
  // with, and the worker sends them as headers.
  it("a queued marketing e-mail goes out with Reply-To and one-click unsubscribe; a programme one with Reply-To only", async () => {
    const url = "http://localhost:3000/unsubscribe?token=abc.def";
    const { id: news } = await enqueueEmail({
      to: "farmer@example.co.za",
      subject: "News",
      text: `News.\n\nTo stop these e-mails, open ${url}`,
      listUnsubscribeUrl: url,
    });
    const { id: reminder } = await enqueueEmail({
      to: "farmer@example.co.za",
      subject: "Your fields",
      text: "Reply to this e-mail and we will help.",
    });
    expect(await row(news!)).toMatchObject({
      replyTo: getEnv().MAIL_REPLY_TO,
      listUnsubscribe: url,
    });
    expect(await row(reminder!)).toMatchObject({
      replyTo: getEnv().MAIL_REPLY_TO,
      listUnsubscribe: null,
    });
    const transport = createMailTransport({ dataDir: getEnv().DATA_DIR });
    expect((await processDueEmails({ transport })).sent).toBe(2);
    const newsEml = fs.readFileSync(emlPath(getEnv().DATA_DIR, news!), "utf8");
    expect(newsEml).toContain(`Reply-To: ${getEnv().MAIL_REPLY_TO}`);
    expect(newsEml).toContain(`List-Unsubscribe: <${url}>`);
    expect(newsEml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const reminderEml = fs.readFileSync(emlPath(getEnv().DATA_DIR, reminder!), "utf8");
    expect(reminderEml).toContain(`Reply-To: ${getEnv().MAIL_REPLY_TO}`);
    expect(reminderEml).not.toContain("List-Unsubscribe");
  });

  it("an e-mail scheduled for later waits until its time (spec §9: rejection e-mails at 14:00)", async () => {
    const [id] = await queue(1, new Date(Date.now() + 60 * 60_000));
    const { transport, sent } = recordingTransport();
    expect((await processDueEmails({ transport })).claimed).toBe(0);
    await db()
      .update(emailOutbox)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    await processDueEmails({ transport });
    expect(sent.map((m) => m.id)).toEqual([id]);
  });

  it("a failed send is retried about a minute later, and given up after the last attempt", async () => {
    const [id] = await queue(1);
    const { transport } = recordingTransport({ failWith: "451 mailbox busy" });

    expect(await processDueEmails({ transport, maxAttempts: 2 })).toMatchObject({ retry: 1 });
    const retrying = await row(id!);
    expect(retrying).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "451 mailbox busy",
      lockedUntil: null,
    });
    const wait = await secondsUntilSend(id!);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    // Not due yet.
    expect((await processDueEmails({ transport, maxAttempts: 2 })).claimed).toBe(0);

    await db()
      .update(emailOutbox)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    expect(await processDueEmails({ transport, maxAttempts: 2 })).toMatchObject({ failed: 1 });
    expect(await row(id!)).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "451 mailbox busy",
    });
  });

  it("the second failure waits twice as long as the first", async () => {
    const [id] = await queue(1);
    const { transport } = recordingTransport({ failWith: "timeout" });
    await processDueEmails({ transport });
    await db()
      .update(emailOutbox)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    await processDueEmails({ transport });
    const wait = await secondsUntilSend(id!);
    expect(wait).toBeGreaterThan(115);
    expect(wait).toBeLessThanOrEqual(120);
  });
});

describe("a worker that dies never loses a message", () => {
  it("a message claimed by a worker that crashed is sent once its lease runs out, with the same Message-ID", async () => {
    const [id] = await queue(1);
    // The crashed worker: claimed, never recorded an outcome.
    const claimed = await claimDueEmails({ leaseMs: 60_000 });
    expect(claimed.map((r) => r.id)).toEqual([id]);
    expect(await row(id!)).toMatchObject({ status: "sending", attempts: 1 });

    // While the lease holds, nobody else takes it.
    const { transport, sent } = recordingTransport();
    expect((await processDueEmails({ transport })).claimed).toBe(0);

    await expireLeases();
    const disk = createMailTransport({ dataDir: getEnv().DATA_DIR });
    expect(await processDueEmails({ transport: disk })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(0);
    expect(await row(id!)).toMatchObject({
      status: "sent",
      attempts: 2,
      messageId: `<${id}@veld.example>`,
    });
  });

  it("a worker whose lease ran out neither resends nor overwrites what the worker that took over recorded", async () => {
    const [id] = await queue(1);
    const [stale] = await claimDueEmails({ leaseMs: 60_000 });
    await expireLeases();
    const { transport } = recordingTransport();
    await processDueEmails({ transport });
    expect(await row(id!)).toMatchObject({ status: "sent", attempts: 2 });

    // The slow first worker gets round to its stale claim: it neither sends nor records.
    const slow = recordingTransport();
    expect(await deliverClaimedEmail(stale!, { transport: slow.transport })).toBe("lost-claim");
    expect(slow.sent).toHaveLength(0);
    expect(await row(id!)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("a claim that expired while earlier messages of its batch were sent is not sent by the late worker", async () => {
    const [id] = await queue(1);
    const [claimed] = await claimDueEmails({ leaseMs: 60_000 });
    await expireLeases();
    const late = recordingTransport();
    expect(await deliverClaimedEmail(claimed!, { transport: late.transport })).toBe("lost-claim");
    expect(late.sent).toHaveLength(0);
    // Still due for whoever polls next.
    const next = recordingTransport();
    await processDueEmails({ transport: next.transport });
    expect(next.sent.map((m) => m.id)).toEqual([id]);
  });

  it("a message whose last allowed attempt never finished is given up without sending again", async () => {
    const [id] = await queue(1);
    await claimDueEmails({ leaseMs: 60_000 });
    await expireLeases();
    const { transport, sent } = recordingTransport();
    expect(await processDueEmails({ transport, maxAttempts: 1 })).toMatchObject({ failed: 1 });
    expect(sent).toHaveLength(0);
    expect(await row(id!)).toMatchObject({ status: "failed", attempts: 2 });
  });
});

describe("several app instances sharing one database", () => {
  it("two workers running at the same time send every message exactly once", async () => {
    const ids = await queue(30);
    const a = recordingTransport({ delayMs: 3 });
    const b = recordingTransport({ delayMs: 3 });
    // Both instances poll at the same moment, over and over, until the outbox is empty.
    for (let round = 0; round < 20; round++) {
      const [ra, rb] = await Promise.all([
        processDueEmails({ transport: a.transport, batchSize: 4 }),
        processDueEmails({ transport: b.transport, batchSize: 4 }),
      ]);
      if (ra.claimed + rb.claimed === 0) break;
    }
    const sentIds = [...a.sent, ...b.sent].map((m) => m.id);
    expect(sentIds.toSorted()).toEqual(ids.toSorted());
    expect(new Set(sentIds).size).toBe(30);
    // Both really worked (otherwise this proves nothing about sharing).
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    const rows = await db().select().from(emailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("draining sends a burst larger than one batch in one poll", async () => {
    await queue(7);
    const { transport, sent } = recordingTransport();
    expect(await drainDueEmails({ transport, batchSize: 3 })).toBe(7);
    expect(sent).toHaveLength(7);
  });
});

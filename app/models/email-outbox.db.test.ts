// The e-mail outbox model on a real database: a message queued once per idempotency key, the
// newest message to an address, and a claimed row recorded only by the claim that holds it.
// The worker's behaviour over these (leases, retries, several instances) is tested in
// app/services/email/worker.db.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import * as outbox from "./email-outbox.server";

const message = (key: string, to = "Farmer@Veld.example") => ({
  idempotencyKey: key,
  to,
  from: "Veld <no-reply@veld.example>",
  subject: `Subject ${key}`,
  text: "Hello",
  html: null,
  sendAt: new Date(Date.now() - 1000),
});

beforeEach(async () => {
  await db().delete(emailOutbox);
});

describe("email outbox", () => {
  it("queues a message once per idempotency key", async () => {
    const id = await outbox.insertEmail(message("k1"));
    expect(id).toEqual(expect.any(String));
    expect(await outbox.insertEmail(message("k1"))).toBeNull();
    expect(await db().select().from(emailOutbox)).toHaveLength(1);
  });

  it("finds the newest message to an address in any case, since a time", async () => {
    await outbox.insertEmail(message("old"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.insertEmail(message("new"));
    expect((await outbox.findLatestEmailTo(" farmer@veld.EXAMPLE", null))!.subject).toBe(
      "Subject new",
    );
    expect(
      await outbox.findLatestEmailTo("farmer@veld.example", new Date(Date.now() + 60_000)),
    ).toBeNull();
    expect((await outbox.findLatestEmailTo("farmer@veld.example", between))!.subject).toBe(
      "Subject new",
    );
    expect(await outbox.findLatestEmailTo("other@veld.example", null)).toBeNull();
  });

  it("lets only the holder of a claim record it", async () => {
    await outbox.insertEmail(message("claim"));
    const [claimed] = await outbox.claimDueEmails(10, 60_000);
    expect(claimed).toMatchObject({ status: "sending", attempts: 1 });
    expect(await outbox.claimDueEmails(10, 60_000)).toEqual([]);
    // A stale copy of the row (an earlier attempt) holds nothing.
    expect(await outbox.markEmailSent({ ...claimed!, attempts: 0 }, "<stale@veld>")).toBe(false);
    expect(await outbox.renewEmailLease(claimed!, 60_000)).toBe(true);
    expect(await outbox.markEmailSent(claimed!, "<id@veld>")).toBe(true);
    const [row] = await db().select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", messageId: "<id@veld>", lockedUntil: null });
  });
});

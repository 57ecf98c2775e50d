// The notifications model on a real database: one copy per person, each person reading and
// marking only their own, withdrawn notifications gone for everyone, the overlay shown once,
// the admin's list with read counts, and the demo's notifications written once.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { notificationRecipients, notifications, users } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import { insertTestUser, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  countUnreadForUser,
  findForUser,
  findNotification,
  insertMissingNotifications,
  insertNotification,
  insertRecipients,
  listAllNotifications,
  listForUser,
  listUnshownForUser,
  markAllReadForUser,
  markReadForUser,
  markShownForUser,
  withdrawNotification,
  type NotificationValues,
} from "./notifications.server";

let admin: string;
let thandi: string;
let pieter: string;

beforeAll(async () => {
  admin = (await insertTestUser({ email: "admin@notify.example" })).id;
  thandi = (await insertTestUser()).id;
  pieter = (await insertTestUser()).id;
});

const values = (title: string): NotificationValues => ({
  kind: "message",
  title,
  body: `${title} body`,
  link: null,
  audience: { everyone: true },
  recipientCount: 2,
  emailed: false,
  createdBy: admin,
});

/** A notification sent to `userIds`, created at `createdAt` so the order is certain. */
async function send(title: string, createdAt: string, userIds: string[]) {
  const row = await insertNotification(values(title));
  await db()
    .update(notifications)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(notifications.id, row.id));
  await insertRecipients(row.id, userIds);
  return row.id;
}

const now = new Date("2025-06-01T08:00:00Z");

describe("notifications", () => {
  let first: string;
  let second: string;
  let third: string;

  it("gives each person their copies newest first, and nobody else's", async () => {
    first = await send("First", "2025-05-01T00:00:00Z", [thandi, pieter]);
    second = await send("Second", "2025-05-02T00:00:00Z", [thandi]);
    third = await send("Third", "2025-05-03T00:00:00Z", [thandi, pieter]);
    expect((await listForUser(thandi)).map((n) => n.title)).toEqual(["Third", "Second", "First"]);
    expect((await listForUser(pieter)).map((n) => n.title)).toEqual(["Third", "First"]);
    expect((await listForUser(thandi, 2)).map((n) => n.title)).toEqual(["Third", "Second"]);
    expect(await listForUser(admin)).toEqual([]);
    expect(await listForUser(NOT_A_UUID)).toEqual([]);
    expect(await findForUser(pieter, second)).toBeNull();
    expect(await findForUser(thandi, second)).toMatchObject({
      notificationId: second,
      title: "Second",
      readAt: null,
      shownAt: null,
    });
    expect(await findForUser(thandi, NOT_A_UUID)).toBeNull();
  });

  it("keeps one copy per person when a person is named again", async () => {
    await markReadForUser(pieter, first, now);
    await insertRecipients(first, [pieter, thandi]);
    expect((await listForUser(pieter)).map((n) => n.title)).toEqual(["Third", "First"]);
    expect((await findForUser(pieter, first))?.readAt).toEqual(now);
  });

  it("marks a person's own copy read once, leaving others' unread", async () => {
    expect(await countUnreadForUser(thandi)).toBe(3);
    await markReadForUser(thandi, second, now);
    await markReadForUser(thandi, second, new Date("2025-07-01T00:00:00Z"));
    expect((await findForUser(thandi, second))?.readAt).toEqual(now);
    expect(await countUnreadForUser(thandi)).toBe(2);
    expect(await countUnreadForUser(pieter)).toBe(1);
    await markReadForUser(pieter, second, now);
    expect(await findForUser(pieter, second)).toBeNull();
    expect(await countUnreadForUser(NOT_A_UUID)).toBe(0);
  });

  it("lists for the overlay only unread copies not shown yet, and shows each once", async () => {
    expect((await listUnshownForUser(thandi)).map((n) => n.title)).toEqual(["Third", "First"]);
    expect((await listUnshownForUser(thandi, 1)).map((n) => n.title)).toEqual(["Third"]);
    const shown = await Promise.all([
      markShownForUser(thandi, third, now),
      markShownForUser(thandi, third, now),
    ]);
    expect(shown.filter(Boolean)).toHaveLength(1);
    expect((await listUnshownForUser(thandi)).map((n) => n.title)).toEqual(["First"]);
    expect(await markShownForUser(admin, third, now)).toBe(false);
    expect(await markShownForUser(thandi, NOT_A_UUID, now)).toBe(false);
    expect(await listUnshownForUser(NOT_A_UUID)).toEqual([]);
  });

  it("withdraws a notification once, hiding it from everyone but the admin's list", async () => {
    const withdrawn = await withdrawNotification(first, now);
    expect(withdrawn).toMatchObject({ id: first, withdrawnAt: now });
    expect(await withdrawNotification(first, new Date())).toBeNull();
    expect(await withdrawNotification(UNKNOWN_ID, now)).toBeNull();
    expect(await withdrawNotification(NOT_A_UUID, now)).toBeNull();
    expect((await listForUser(thandi)).map((n) => n.title)).toEqual(["Third", "Second"]);
    expect(await findForUser(thandi, first)).toBeNull();
    expect(await countUnreadForUser(thandi)).toBe(1);
    expect((await findNotification(first))?.withdrawnAt).toEqual(now);
  });

  it("marks every unread copy of the person read, not a withdrawn one, and says how many", async () => {
    const later = new Date("2025-06-02T00:00:00Z");
    expect(await markAllReadForUser(thandi, later)).toBe(1);
    expect((await findForUser(thandi, third))?.readAt).toEqual(later);
    expect((await findForUser(thandi, second))?.readAt).toEqual(now);
    expect(await countUnreadForUser(pieter)).toBe(1);
    expect(await markAllReadForUser(thandi, later)).toBe(0);
    expect(await markAllReadForUser(NOT_A_UUID, later)).toBe(0);
  });

  it("lists every notification for the admin newest first, with its sender and read count", async () => {
    const all = await listAllNotifications();
    expect(all.map((n) => n.title)).toEqual(["Third", "Second", "First"]);
    expect(all[0]).toMatchObject({ createdByEmail: "admin@notify.example", readCount: 1 });
    expect(all[1]).toMatchObject({ readCount: 1 });
    expect(all[2]).toMatchObject({ readCount: 1, withdrawnAt: now });
    expect((await listAllNotifications(1)).map((n) => n.title)).toEqual(["Third"]);
  });

  it("finds a notification by its id only", async () => {
    expect(await findNotification(second)).toMatchObject({
      id: second,
      title: "Second",
      audience: { everyone: true },
    });
    expect(await findNotification(UNKNOWN_ID)).toBeNull();
    expect(await findNotification(NOT_A_UUID)).toBeNull();
  });

  it("sends to more people than one insert can name", async () => {
    const crowd = await db()
      .insert(users)
      .values(
        Array.from({ length: 1001 }, (_, i) => ({
          subject: `auth|crowd-${i}`,
          email: `crowd${i}@notify.example`,
        })),
      )
      .returning({ id: users.id });
    const id = await send(
      "Many",
      "2025-05-04T00:00:00Z",
      crowd.map((u) => u.id),
    );
    const [row] = await db()
      .select({ n: count() })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, id));
    expect(row!.n).toBe(1001);
    expect(await findForUser(crowd[1000]!.id, id)).not.toBeNull();
  });

  it("writes the demo's notifications once: one there already, or changed since, stays as it is", async () => {
    const id = "33333333-3333-4333-8333-333333333333";
    const row = { ...values("Demo"), id };
    expect(await insertMissingNotifications([row])).toEqual([id]);
    await withdrawNotification(id, now);
    expect(await insertMissingNotifications([row])).toEqual([]);
    expect((await findNotification(id))?.withdrawnAt).toEqual(now);
    expect(await insertMissingNotifications([])).toEqual([]);
  });

  it("undoes a send whose transaction rolls back", async () => {
    let id = "";
    await expect(
      transaction(async (tx) => {
        id = (await insertNotification(values("Undone"), tx)).id;
        await insertRecipients(id, [pieter], tx);
        expect(await findForUser(pieter, id, tx)).not.toBeNull();
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await findNotification(id)).toBeNull();
  });
});

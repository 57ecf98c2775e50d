// In-app notifications (issue 18 'Notifications'; decision 0100): /admin/notifications (read:admin
// checks recipients and reads, write:admin sends and withdraws, each audited), the audience by
// step, province and role reaching exactly its people, read state per person, the /profile
// layout's overlay (once, never for staff looking through /admin/userView), the person's list
// /profile/notifications, and bad input answered with a 4xx.
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, notificationRecipients, notifications } from "~/db/schema";
import * as adminPage from "~/routes/admin.notifications/route";
import * as profileLayout from "~/routes/profile";
import * as listPage from "~/routes/profile.notifications";
import { listAudienceMembers } from "~/services/audience/audience.server";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { STEP_LABELS, type JourneyStep } from "~/services/journey/steps";
import { createToastHeaders, toastCookie } from "~/services/kit/toast.server";
import { NOTIFICATION_MESSAGES } from "~/services/notifications/rules";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const ORIGIN = "http://localhost:3000";
const PAGE = `${ORIGIN}/admin/notifications`;
const LIST = `${ORIGIN}/profile/notifications`;
const HOME = `${ORIGIN}/profile/home`;

type Person = { userId: string; email: string; cookie: string };
const cookies = {} as Record<"reader" | "writer", string>;
const people = {} as Record<"owner" | "staff" | "other", Person>;
const steps = {} as Record<"planning" | "early", JourneyStep>;

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(url: string, cookie: string, values: Record<string, string> | URLSearchParams) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function json(response: Response | unknown) {
  return response instanceof Response ? await response.json() : response;
}

const MESSAGE = { kind: "message", title: "Soil sampling week", body: "Samplers visit next week." };

/** Sends through the page as write:admin; the new notification's id. */
async function send(audience: string, values: Record<string, string> = {}) {
  const response = await callRoute(
    adminPage.action,
    post(`${PAGE}?${audience}`, cookies.writer, { intent: "send", ...MESSAGE, ...values }),
  );
  expect(response.status).toBe(302);
  const [row] = await db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.title, values.title ?? MESSAGE.title));
  return { id: row!.id, response };
}

async function recipientsOf(notificationId: string) {
  const rows = await db()
    .select()
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, notificationId));
  return rows;
}

async function listOf(person: Person) {
  return json(await callRoute(listPage.loader, get(LIST, person.cookie)));
}

beforeAll(async () => {
  cookies.reader = await signInCookie("notify|reader", "reader@notify.example", ["read:admin"]);
  cookies.writer = await signInCookie("notify|writer", "writer@notify.example", [
    "read:admin",
    "write:admin",
  ]);
  const planning = await insertPlanningOrganisation("Notify Planning Farm", 2025, [], {
    province: "WC",
  });
  const early = await insertTestOrganisation("Notify Early Farm");
  people.owner = await insertSignedInMember(planning.organisationId, "OWNER");
  people.staff = await insertSignedInMember(planning.organisationId, "STAFF");
  people.other = await insertSignedInMember(early.id, "OWNER");
  const members = await listAudienceMembers();
  const stepOf = (organisationId: string) =>
    members.find((m) => m.organisationId === organisationId)!.step!;
  steps.planning = stepOf(planning.organisationId);
  steps.early = stepOf(early.id);
});

describe("the test's organisations", () => {
  it("stand on different journey steps", () => {
    expect(steps.planning).toBe("IMPLEMENTATION_PLAN");
    expect(steps.early).not.toBe(steps.planning);
  });
});

describe("/admin/notifications: who may do what", () => {
  it("refuses a farmer", async () => {
    const page = await callRoute(adminPage.loader, get(PAGE, people.owner.cookie));
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(NO_PERMISSION_MESSAGE);
  });

  it("lets read:admin check recipients and read, but neither send nor withdraw", async () => {
    const data = await json(
      await callRoute(adminPage.loader, get(`${PAGE}?steps=${steps.planning}`, cookies.reader)),
    );
    expect(data.canWrite).toBe(false);
    expect(data.check).toMatchObject({
      count: 2,
      countText: "2 people",
      description: `People on the step ${STEP_LABELS[steps.planning]}`,
    });
    const sent = await callRoute(
      adminPage.action,
      post(`${PAGE}?steps=${steps.planning}`, cookies.reader, {
        intent: "send",
        ...MESSAGE,
        title: "Reader's notification",
      }),
    );
    expect(sent.status).toBe(403);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.title, "Reader's notification")),
    ).toEqual([]);
    const withdrawn = await callRoute(
      adminPage.action,
      post(PAGE, cookies.reader, {
        intent: "withdraw",
        notificationId: UNKNOWN_ID,
        reason: "Sent by mistake",
      }),
    );
    expect(withdrawn.status).toBe(403);
  });
});

describe("the audience reaches exactly its people", () => {
  it("by journey step: the two people of the planning farm, audited, no e-mail", async () => {
    const { id, response } = await send(`steps=${steps.planning}`, { title: "By step" });
    expect(response.headers.get("Location")).toBe("/admin/notifications");
    expect((await toastOf(response))?.text).toBe("The notification 'By step' is sent to 2 people.");
    const userIds = (await recipientsOf(id)).map((r) => r.userId).sort();
    expect(userIds).toEqual([people.owner.userId, people.staff.userId].sort());
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "notification.send")));
    expect(audit).toMatchObject({ actorLabel: "writer@notify.example" });
    expect(audit!.changes).toMatchObject({ recipientCount: 2, emailed: false });
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.idempotencyKey, `notification:${id}:%`)),
    ).toEqual([]);
  });

  it("by role: only the owners, in both farms", async () => {
    const { id } = await send("roles=OWNER", { title: "By role" });
    const userIds = (await recipientsOf(id)).map((r) => r.userId).sort();
    expect(userIds).toEqual([people.owner.userId, people.other.userId].sort());
  });

  it("by province and role together: the owner in the Western Cape only, e-mailed once each", async () => {
    const { id } = await send("provinces=WC&roles=OWNER", {
      title: "By province and role",
      sendEmail: "on",
    });
    expect((await recipientsOf(id)).map((r) => r.userId)).toEqual([people.owner.userId]);
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `notification:${id}:%`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: people.owner.email,
      subject: "By province and role",
      idempotencyKey: `notification:${id}:${people.owner.userId}`,
    });
  });

  it("refuses an audience nobody matches, keeping what was typed", async () => {
    const response = await callRoute(
      adminPage.action,
      post(`${PAGE}?provinces=LP`, cookies.writer, {
        intent: "send",
        ...MESSAGE,
        title: "For nobody",
      }),
    );
    expect(response.status).toBe(422);
    // The whole send form's refusal (the audience is not one of its fields), in its error summary.
    expect(await response.json()).toMatchObject({
      formId: "send",
      fieldErrors: { _form: NOTIFICATION_MESSAGES.nobody },
      repopulateFields: { title: "For nobody" },
    });
  });
});

describe("a person's notifications", () => {
  let id = "";

  it("are read per person: the owner reading it leaves the staff member's unread", async () => {
    ({ id } = await send(`steps=${steps.planning}`, {
      title: "Read state",
      link: "/profile/learn",
    }));
    const before = await listOf(people.staff);
    expect(before.notifications[0]).toMatchObject({ title: "Read state", read: false });
    const read = await callRoute(
      listPage.action,
      post(LIST, people.owner.cookie, { intent: "read", notificationId: id }),
    );
    expect(read.status).toBe(302);
    expect((await toastOf(read))?.text).toBe("'Read state' is marked as read.");
    const owner = await listOf(people.owner);
    expect(
      owner.notifications.find((n: { notificationId: string }) => n.notificationId === id),
    ).toMatchObject({ read: true });
    const staff = await listOf(people.staff);
    expect(
      staff.notifications.find((n: { notificationId: string }) => n.notificationId === id),
    ).toMatchObject({ read: false });
    const admin = await json(await callRoute(adminPage.loader, get(PAGE, cookies.reader)));
    expect(
      admin.notifications.find((n: { notificationId: string }) => n.notificationId === id),
    ).toMatchObject({ recipientCount: 2, readCount: 1 });
  });

  it("'Open' marks it read and follows its link", async () => {
    const open = await callRoute(
      listPage.action,
      post(LIST, people.staff.cookie, { intent: "open", notificationId: id }),
    );
    expect(open.status).toBe(302);
    expect(open.headers.get("Location")).toBe("/profile/learn");
    expect((await recipientsOf(id)).every((r) => r.readAt !== null)).toBe(true);
  });

  it("someone else's notification is a 404, and nothing is marked", async () => {
    const response = await callRoute(
      listPage.action,
      post(LIST, people.other.cookie, { intent: "read", notificationId: id }),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOTIFICATION_MESSAGES.notFound);
    for (const bad of [NOT_A_UUID, UNKNOWN_ID]) {
      const refused = await callRoute(
        listPage.action,
        post(LIST, people.other.cookie, { intent: "read", notificationId: bad }),
      );
      expect(refused.status).toBe(404);
    }
  });

  it("'Mark all as read' marks only the person's own", async () => {
    const { id: fresh } = await send("roles=OWNER", { title: "Mark all" });
    const all = await callRoute(
      listPage.action,
      post(LIST, people.other.cookie, { intent: "readAll" }),
    );
    expect(all.status).toBe(302);
    expect((await toastOf(all))?.text).toBe("All your notifications are marked as read.");
    const rows = await recipientsOf(fresh);
    expect(rows.find((r) => r.userId === people.other.userId)!.readAt).not.toBeNull();
    expect(rows.find((r) => r.userId === people.owner.userId)!.readAt).toBeNull();
    expect((await listOf(people.other)).unread).toBe(0);
  });

  it("refuses an unknown intent and a body that is not a form", async () => {
    const unknown = await callRoute(
      listPage.action,
      post(LIST, people.owner.cookie, { intent: "zap" }),
    );
    expect(unknown.status).toBe(400);
    const notForm = await callRoute(
      listPage.action,
      new Request(LIST, {
        method: "POST",
        headers: { Cookie: people.owner.cookie, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    expect(notForm.status).toBeGreaterThanOrEqual(400);
    expect(notForm.status).toBeLessThan(500);
  });
});

describe("the timed overlay", () => {
  it("shows the newest unread notification once, with its kind's toast type, then the next", async () => {
    const person = await insertSignedInMember(
      (await insertTestOrganisation("Overlay Farm")).id,
      "OWNER",
    );
    const older = await send(`userIds=${person.userId}`, { title: "Older", kind: "error" });
    const newer = await send(`userIds=${person.userId}`, { title: "Newer", kind: "default" });
    const first = await json(await callRoute(profileLayout.loader, get(HOME, person.cookie)));
    expect(first.unreadNotifications).toBe(2);
    expect(first.notice).toMatchObject({
      type: "success",
      label: "Notice",
      text: `Newer: ${MESSAGE.body}`,
      next: { href: "/profile/notifications", label: "See your notifications" },
    });
    const second = await json(await callRoute(profileLayout.loader, get(HOME, person.cookie)));
    expect(second.notice).toMatchObject({
      type: "error",
      label: "Warning",
      text: `Older: ${MESSAGE.body}`,
    });
    const third = await json(await callRoute(profileLayout.loader, get(HOME, person.cookie)));
    expect(third.notice).toBeNull();
    // Shown is not read: both stay unread in the list.
    expect(third.unreadNotifications).toBe(2);
    const rows = [...(await recipientsOf(older.id)), ...(await recipientsOf(newer.id))];
    expect(rows.every((r) => r.shownAt !== null && r.readAt === null)).toBe(true);
  });

  it("waits while the page carries a flash toast, and on /profile, which only redirects", async () => {
    const person = await insertSignedInMember(
      (await insertTestOrganisation("Toast Farm")).id,
      "OWNER",
    );
    const { id } = await send(`userIds=${person.userId}`, { title: "Waiting" });
    // /profile only redirects to /profile/home (where sign-in returns): nothing is taken there.
    const atIndex = await json(
      await callRoute(profileLayout.loader, get(`${ORIGIN}/profile`, person.cookie)),
    );
    expect(atIndex).toMatchObject({ notice: null, unreadNotifications: 1 });
    const flash = (await createToastHeaders({ type: "success", text: "Saved." }))
      .get("Set-Cookie")!
      .split(";")[0]!;
    const withToast = await json(
      await callRoute(profileLayout.loader, get(HOME, `${person.cookie}; ${flash}`)),
    );
    expect(withToast.notice).toBeNull();
    expect((await recipientsOf(id))[0]!.shownAt).toBeNull();
    const after = await json(await callRoute(profileLayout.loader, get(HOME, person.cookie)));
    expect(after.notice).toMatchObject({ text: `Waiting: ${MESSAGE.body}` });
  });

  it("staff viewing a person through /admin/userView mark nothing shown or read", async () => {
    const person = await insertSignedInMember(
      (await insertTestOrganisation("Viewed Farm")).id,
      "OWNER",
    );
    const { id } = await send(`userIds=${person.userId}`, { title: "Viewed" });
    const viewUrl = `${ORIGIN}/admin/userView/notifications?userId=${person.userId}`;
    const seen = await json(await callRoute(listPage.loader, get(viewUrl, cookies.reader)));
    expect(seen).toMatchObject({ readOnly: true, unread: 1 });
    expect(seen.notifications[0]).toMatchObject({ title: "Viewed", read: false });
    const refused = await callRoute(
      listPage.action,
      post(viewUrl, cookies.writer, { intent: "read", notificationId: id }),
    );
    expect(refused.status).toBe(403);
    const [row] = await recipientsOf(id);
    expect(row).toMatchObject({ shownAt: null, readAt: null });
  });
});

describe("withdrawing", () => {
  it("hides it from everyone, audited with the reason; a second withdrawal is refused", async () => {
    const person = await insertSignedInMember(
      (await insertTestOrganisation("Withdraw Farm")).id,
      "OWNER",
    );
    const { id } = await send(`userIds=${person.userId}`, { title: "Withdraw me" });
    const dialog = await json(
      await callRoute(
        adminPage.loader,
        get(`${PAGE}?dialog=withdraw-notification&notificationId=${id}`, cookies.writer),
      ),
    );
    expect(dialog.selected).toMatchObject({ title: "Withdraw me", recipientCount: 1 });
    const short = await callRoute(
      adminPage.action,
      post(`${PAGE}?dialog=withdraw-notification&notificationId=${id}`, cookies.writer, {
        intent: "withdraw",
        notificationId: id,
        reason: "no",
      }),
    );
    expect(short.status).toBe(422);
    const done = await callRoute(
      adminPage.action,
      post(`${PAGE}?dialog=withdraw-notification&notificationId=${id}`, cookies.writer, {
        intent: "withdraw",
        notificationId: id,
        reason: "Sent to the wrong farm",
      }),
    );
    expect(done.status).toBe(302);
    expect((await toastOf(done))?.text).toBe(
      "The notification 'Withdraw me' is withdrawn: nobody sees it any more.",
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "notification.withdraw")));
    expect(audit!.changes).toEqual({ title: "Withdraw me", reason: "Sent to the wrong farm" });
    expect((await listOf(person)).notifications).toEqual([]);
    const layout = await json(await callRoute(profileLayout.loader, get(HOME, person.cookie)));
    expect(layout).toMatchObject({ notice: null, unreadNotifications: 0 });
    const read = await callRoute(
      listPage.action,
      post(LIST, person.cookie, { intent: "read", notificationId: id }),
    );
    expect(read.status).toBe(404);
    const again = await callRoute(
      adminPage.action,
      post(`${PAGE}?dialog=withdraw-notification&notificationId=${id}`, cookies.writer, {
        intent: "withdraw",
        notificationId: id,
        reason: "Sent to the wrong farm",
      }),
    );
    expect(again.status).toBe(409);
    const admin = await json(await callRoute(adminPage.loader, get(PAGE, cookies.reader)));
    expect(
      admin.notifications.find((n: { notificationId: string }) => n.notificationId === id)
        .withdrawnAt,
    ).not.toBeNull();
  });
});

describe("bad input is a 4xx with a sentence", () => {
  it.each([
    ["a step that does not exist", "steps=NOT_A_STEP", 400],
    ["a person id that is not a UUID", `userIds=${NOT_A_UUID}`, 400],
  ])("the check refuses %s", async (_, search, status) => {
    const response = await callRoute(adminPage.loader, get(`${PAGE}?${search}`, cookies.reader));
    expect(response.status).toBe(status);
  });

  it("refuses a dialog for an unknown notification with a 404, a malformed id with a 400", async () => {
    const dialog = (id: string) =>
      callRoute(
        adminPage.loader,
        get(`${PAGE}?dialog=withdraw-notification&notificationId=${id}`, cookies.reader),
      );
    expect((await dialog(UNKNOWN_ID)).status).toBe(404);
    const malformed = await dialog(NOT_A_UUID);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'notificationId' parameter");
  });

  it("refuses a link to another site and NUL in the title, keeping the values", async () => {
    const link = await callRoute(
      adminPage.action,
      post(`${PAGE}?roles=OWNER`, cookies.writer, {
        intent: "send",
        ...MESSAGE,
        title: "Phishing",
        link: "https://evil.example/",
      }),
    );
    expect(link.status).toBe(422);
    expect(JSON.stringify(await link.json())).toContain(NOTIFICATION_MESSAGES.link);
    const nul = await callRoute(
      adminPage.action,
      post(`${PAGE}?roles=OWNER`, cookies.writer, {
        intent: "send",
        ...MESSAGE,
        title: "Bad\u0000",
      }),
    );
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect(
      await db().select().from(notifications).where(eq(notifications.title, "Phishing")),
    ).toEqual([]);
  });

  it("refuses an unknown form and withdrawing an unknown notification", async () => {
    const unknown = await callRoute(
      adminPage.action,
      post(PAGE, cookies.writer, { intent: "zap" }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe("The form's 'intent' field must be one of: send, withdraw.");
    const malformed = await callRoute(
      adminPage.action,
      post(PAGE, cookies.writer, {
        intent: "withdraw",
        notificationId: NOT_A_UUID,
        reason: "Sent by mistake",
      }),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe(
      "The form's 'notificationId' field must be an id (a UUID).",
    );
    const missing = await callRoute(
      adminPage.action,
      post(PAGE, cookies.writer, {
        intent: "withdraw",
        notificationId: UNKNOWN_ID,
        reason: "Sent by mistake",
      }),
    );
    expect(missing.status).toBe(404);
  });
});

// /api/v2 of notifications (issue 18; decision 0100): a person's own list and marking read (one,
// all; someone else's is a 404), and the admin calls: read:admin lists and may not send or
// withdraw, write:admin sends (201, fanned out, audited) and withdraws with a reason.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, notificationRecipients } from "~/db/schema";
import * as adminApi from "~/routes/api.v2.admin.notifications";
import * as withdrawApi from "~/routes/api.v2.admin.notifications.$notificationId.withdraw";
import * as mineApi from "~/routes/api.v2.notifications";
import * as readOneApi from "~/routes/api.v2.notifications.$notificationId.read";
import * as readAllApi from "~/routes/api.v2.notifications.read";
import { NOTIFICATION_MESSAGES } from "~/services/notifications/rules";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const tokens = {} as Record<"reader" | "writer" | "farmer" | "other", string>;
const people = {} as Record<"farmer" | "other", { userId: string }>;

const BODY = {
  kind: "error",
  title: "Camps closed after the fire",
  body: "Keep the herds out of camps 3 and 4 until the veld recovers.",
  link: "/profile/journey",
};

beforeAll(async () => {
  const org = await insertTestOrganisation("API Notify Farm");
  const otherOrg = await insertTestOrganisation("API Other Farm");
  const farmer = await insertSignedInMember(org.id, "OWNER");
  const other = await insertSignedInMember(otherOrg.id, "OWNER");
  people.farmer = farmer;
  people.other = other;
  tokens.farmer = await mintAccessToken(farmer.subject);
  tokens.other = await mintAccessToken(other.subject);
  tokens.reader = await mintAccessToken("notify-api|reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("notify-api|writer", {
    permissions: ["read:admin", "write:admin"],
    email: "writer@notify-api.example",
  });
});

const ADMIN = "/api/v2/admin/notifications";

describe("/api/v2/admin/notifications", () => {
  let notificationId = "";

  it("refuses read:admin a send, and a farmer the list", async () => {
    const send = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.reader, {
        method: "POST",
        body: { ...BODY, userIds: [people.farmer.userId] },
      }),
    );
    expect(send.status).toBe(403);
    const list = await callRoute(adminApi.loader, apiRequest(ADMIN, tokens.farmer));
    expect(list.status).toBe(403);
  });

  it("sends to the people named (201), fanned out and audited", async () => {
    const response = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, {
        method: "POST",
        body: { ...BODY, userIds: [people.farmer.userId] },
      }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      kind: "error",
      kindLabel: "Warning",
      title: BODY.title,
      recipientCount: 1,
      readCount: 0,
      emailed: false,
      audienceText: "1 person chosen by name",
      withdrawnAt: null,
    });
    notificationId = data.notificationId;
    const rows = await db()
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, notificationId));
    expect(rows.map((r) => r.userId)).toEqual([people.farmer.userId]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, notificationId), eq(auditLog.action, "notification.send")));
    expect(audit).toHaveLength(1);
    const list = await callRoute(adminApi.loader, apiRequest(ADMIN, tokens.reader));
    expect(list.status).toBe(200);
    const listed = (await list.json()).data.notifications;
    expect(listed[0]).toMatchObject({ notificationId, recipientCount: 1 });
  });

  it("answers bad bodies with 4xx and a sentence per field", async () => {
    const noAudience = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, { method: "POST", body: BODY }),
    );
    expect(noAudience.status).toBe(422);
    expect(await noAudience.json()).toMatchObject({
      ok: false,
      errors: { audience: NOTIFICATION_MESSAGES.audience },
    });
    const outside = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, {
        method: "POST",
        body: { ...BODY, link: "https://evil.example", everyone: true },
      }),
    );
    expect(outside.status).toBe(422);
    expect(await outside.json()).toMatchObject({ errors: { link: NOTIFICATION_MESSAGES.link } });
    const wrongType = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, { method: "POST", body: [BODY] }),
    );
    expect(wrongType.status).toBe(400);
  });

  it("withdraws with a reason (write:admin only); then the farmer no longer sees it", async () => {
    const url = `${ADMIN}/${notificationId}/withdraw`;
    const reader = await callRoute(
      withdrawApi.action,
      apiRequest(url, tokens.reader, { method: "POST", body: { reason: "Wrong farm" } }),
      { notificationId },
    );
    expect(reader.status).toBe(403);
    const noReason = await callRoute(
      withdrawApi.action,
      apiRequest(url, tokens.writer, { method: "POST", body: {} }),
      { notificationId },
    );
    expect(noReason.status).toBe(422);
    const done = await callRoute(
      withdrawApi.action,
      apiRequest(url, tokens.writer, { method: "POST", body: { reason: "Wrong farm" } }),
      { notificationId },
    );
    expect(done.status).toBe(200);
    expect((await done.json()).data.withdrawnAt).not.toBeNull();
    const again = await callRoute(
      withdrawApi.action,
      apiRequest(url, tokens.writer, { method: "POST", body: { reason: "Wrong farm" } }),
      { notificationId },
    );
    expect(again.status).toBe(409);
    const mine = await callRoute(
      mineApi.loader,
      apiRequest("/api/v2/notifications", tokens.farmer),
    );
    expect((await mine.json()).data).toEqual({ notifications: [], unread: 0 });
    for (const id of [UNKNOWN_ID, NOT_A_UUID]) {
      const missing = await callRoute(
        withdrawApi.action,
        apiRequest(`${ADMIN}/${id}/withdraw`, tokens.writer, {
          method: "POST",
          body: { reason: "Wrong farm" },
        }),
        { notificationId: id },
      );
      expect(missing.status).toBe(404);
    }
  });
});

describe("/api/v2/notifications: a person's own", () => {
  let notificationId = "";

  beforeAll(async () => {
    const response = await callRoute(
      adminApi.action,
      apiRequest(ADMIN, tokens.writer, {
        method: "POST",
        body: { ...BODY, kind: "message", title: "Rain expected", userIds: [people.farmer.userId] },
      }),
    );
    notificationId = (await response.json()).data.notificationId;
  });

  it("lists them with the unread count", async () => {
    const response = await callRoute(
      mineApi.loader,
      apiRequest("/api/v2/notifications", tokens.farmer),
    );
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.unread).toBe(1);
    expect(data.notifications).toEqual([
      expect.objectContaining({
        notificationId,
        title: "Rain expected",
        read: false,
        readAt: null,
      }),
    ]);
  });

  it("someone else's is a 404 and stays unread", async () => {
    const url = `/api/v2/notifications/${notificationId}/read`;
    const response = await callRoute(
      readOneApi.action,
      apiRequest(url, tokens.other, { method: "POST" }),
      {
        notificationId,
      },
    );
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(NOTIFICATION_MESSAGES.notFound);
    const [row] = await db()
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, notificationId));
    expect(row!.readAt).toBeNull();
  });

  it("marks one read (no body needed), then all", async () => {
    const url = `/api/v2/notifications/${notificationId}/read`;
    const one = await callRoute(
      readOneApi.action,
      apiRequest(url, tokens.farmer, { method: "POST" }),
      {
        notificationId,
      },
    );
    expect(one.status).toBe(200);
    expect((await one.json()).data).toMatchObject({ notificationId, read: true });
    const all = await callRoute(
      readAllApi.action,
      apiRequest("/api/v2/notifications/read", tokens.farmer, { method: "POST" }),
    );
    expect(all.status).toBe(200);
    expect((await all.json()).data).toEqual({ marked: 0 });
    const list = await callRoute(
      mineApi.loader,
      apiRequest("/api/v2/notifications", tokens.farmer),
    );
    expect((await list.json()).data.unread).toBe(0);
  });

  it("refuses a caller without a token", async () => {
    const response = await callRoute(mineApi.loader, apiRequest("/api/v2/notifications", null));
    expect(response.status).toBe(401);
  });
});

// An idempotency key is bound to what it was sent with (issue 28, decision 0117). A programme
// e-mail's sendKey reused with another template or audience used to answer 200 "already sent"
// while the second e-mail never went: now it is a 409 naming the sendKey, and only the same
// request (the same template and the same people, in any order) is "already sent". The outbox's
// own keys are bound the same way: the same key with the same message queues it once, with
// another message the message is queued, not dropped.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, emailSends, emailTemplates } from "~/db/schema";
import * as page from "~/routes/admin.doemails/route";
import * as sendApi from "~/routes/api.v2.admin.email.send";
import { TEMPLATE_MESSAGES } from "~/services/email-templates/rules";
import { enqueueEmail } from "~/services/email/outbox.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

let token: string;
let cookie: string;
const template = {} as Record<"reminder" | "news", string>;
const people = {} as Record<"first" | "second", { userId: string; email: string }>;

beforeAll(async () => {
  const [reminder, news] = await db()
    .insert(emailTemplates)
    .values([
      { name: "Key reminder", kind: "programme", subject: "Your fields", body: "Map them." },
      { name: "Key news", kind: "programme", subject: "News", body: "Something else." },
    ])
    .returning();
  template.reminder = reminder!.id;
  template.news = news!.id;
  const farm = await insertTestOrganisation("Sleutel Plaas");
  people.first = await insertSignedInMember(farm.id, "OWNER");
  people.second = await insertSignedInMember(farm.id, "STAFF");
  token = await mintAccessToken("keys|writer", {
    permissions: ["read:admin", "write:admin"],
    email: "writer@keys.example",
  });
  cookie = await signInCookie("keys|page", "page@keys.example", ["read:admin", "write:admin"]);
});

const send = (body: unknown) =>
  callRoute(
    sendApi.action,
    apiRequest("/api/v2/admin/email/send", token, { method: "POST", body }),
  );

const sendsOf = (sendKey: string) =>
  db().select().from(emailSends).where(eq(emailSends.sendKey, sendKey));

const outboxTo = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.to, email));

describe("POST /api/v2/admin/email/send with a sendKey used before", () => {
  it("answers 200 'already sent' for the same template and people, in any order", async () => {
    const body = {
      templateId: template.reminder,
      userIds: [people.first.userId, people.second.userId],
      sendKey: "same-request-key",
    };
    expect((await send(body)).status).toBe(201);
    const again = await send({
      ...body,
      templateId: template.reminder.toUpperCase(),
      userIds: [people.second.userId, people.first.userId.toUpperCase()],
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: { alreadySent: boolean } }).data.alreadySent).toBe(
      true,
    );
    expect(await sendsOf("same-request-key")).toHaveLength(1);
  });

  it("answers 409 for another template or other people, and sends nothing", async () => {
    const first = { templateId: template.reminder, userIds: [people.first.userId] };
    expect((await send({ ...first, sendKey: "reused-key-1" })).status).toBe(201);
    const before = (await outboxTo(people.second.email)).length;
    for (const other of [
      { templateId: template.news, userIds: [people.second.userId] },
      { templateId: template.news, userIds: [people.first.userId] },
      { templateId: template.reminder, userIds: [people.second.userId] },
      { templateId: template.reminder, userIds: [people.first.userId, people.second.userId] },
    ]) {
      const refused = await send({ ...other, sendKey: "reused-key-1" });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        ok: false,
        message: TEMPLATE_MESSAGES.sendKeyReused,
        errors: { sendKey: TEMPLATE_MESSAGES.sendKeyReused },
      });
    }
    expect(await sendsOf("reused-key-1")).toHaveLength(1);
    expect(await outboxTo(people.second.email)).toHaveLength(before);
  });

  it("compares a send made before digests were kept by what it recorded", async () => {
    const body = { templateId: template.reminder, userIds: [people.first.userId] };
    expect((await send({ ...body, sendKey: "older-send-key" })).status).toBe(201);
    await db()
      .update(emailSends)
      .set({ requestDigest: null })
      .where(eq(emailSends.sendKey, "older-send-key"));
    expect((await send({ ...body, sendKey: "older-send-key" })).status).toBe(200);
    const other = { templateId: template.news, userIds: [people.first.userId] };
    expect((await send({ ...other, sendKey: "older-send-key" })).status).toBe(409);
  });

  it("on the page, the same key with another template is refused with the sentence", async () => {
    const post = (templateId: string) => {
      const form = new URLSearchParams({ intent: "send", templateId, sendKey: "page-form-key-1" });
      form.append("userIds", people.first.userId);
      return callRoute(
        page.action,
        new Request("http://localhost:3000/admin/doemails?tab=send", {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: form,
        }),
      );
    };
    expect((await post(template.reminder)).status).toBe(302);
    expect((await post(template.reminder)).status).toBe(302);
    const refused = await post(template.news);
    expect(refused.status).toBe(422);
    // The one action result of the send form, its sentence shown above the button.
    expect(await refused.json()).toEqual({
      formId: "send",
      fieldErrors: { _form: TEMPLATE_MESSAGES.sendKeyReused },
      repopulateFields: {},
    });
    expect(await sendsOf("page-form-key-1")).toHaveLength(1);
  });
});

describe("the outbox's idempotency keys", () => {
  const mail = { to: "keys@outbox.example", subject: "Your contract", text: "It is ready." };

  it("queue the same message once, and another message under the same key as well", async () => {
    const first = await enqueueEmail({ ...mail, idempotencyKey: "contract-sent:test" });
    const repeat = await enqueueEmail({ ...mail, idempotencyKey: "contract-sent:test" });
    expect(first.queued).toBe(true);
    expect(repeat.queued).toBe(false);
    const changed = await enqueueEmail({
      ...mail,
      text: "It is ready: the organisation's new name is on it.",
      idempotencyKey: "contract-sent:test",
    });
    expect(changed.queued).toBe(true);
    const again = await enqueueEmail({
      ...mail,
      text: "It is ready: the organisation's new name is on it.",
      idempotencyKey: "contract-sent:test",
    });
    expect(again.queued).toBe(false);
    expect((await outboxTo(mail.to)).map((row) => row.text).sort()).toEqual([
      "It is ready.",
      "It is ready: the organisation's new name is on it.",
    ]);
  });

  it("compare a message queued before digests were kept by what it says", async () => {
    const older = { ...mail, to: "older@outbox.example", idempotencyKey: "older-key" };
    expect((await enqueueEmail(older)).queued).toBe(true);
    await db()
      .update(emailOutbox)
      .set({ contentDigest: null })
      .where(eq(emailOutbox.idempotencyKey, "older-key"));
    expect((await enqueueEmail(older)).queued).toBe(false);
    expect((await enqueueEmail({ ...older, subject: "Another" })).queued).toBe(true);
  });
});

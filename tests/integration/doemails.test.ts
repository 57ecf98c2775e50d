// Programme e-mails (issue 18 'E-mail'; decision 0099): /admin/doemails (templates with their
// variables checked, the send tab's recipients by journey step, one e-mail per person however
// often the send form is posted, marketing only to the mailing list), a send's delivery and
// retry, read:admin reading but changing nothing, /unsubscribe (valid, forged, twice) and the
// /api/v2/admin/email calls.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  emailSends,
  emailTemplates,
  organisationDetails,
  userProfiles,
} from "~/db/schema";
import * as page from "~/routes/admin.doemails/route";
import * as sendPage from "~/routes/admin.doemails_.$sendId";
import * as unsubscribePage from "~/routes/_public.unsubscribe";
import * as templatesApi from "~/routes/api.v2.admin.email.templates";
import * as templateApi from "~/routes/api.v2.admin.email.templates.$templateId";
import * as archiveApi from "~/routes/api.v2.admin.email.templates.$templateId.archive";
import * as sendApi from "~/routes/api.v2.admin.email.send";
import * as sendsApi from "~/routes/api.v2.admin.email.sends";
import * as oneSendApi from "~/routes/api.v2.admin.email.sends.$sendId";
import * as retryApi from "~/routes/api.v2.admin.email.sends.$sendId.retry";
import { getEnv } from "~/env.server";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { TEMPLATE_MESSAGES } from "~/services/email-templates/rules";
import {
  UNSUBSCRIBE_MESSAGES,
  unsubscribeToken,
} from "~/services/email-templates/unsubscribe.server";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation } from "../support/model-fixtures";
import { FIELDS_CONFIRMED, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const PAGE = "http://localhost:3000/admin/doemails";
const ALL =
  "{{firstName}}, {{lastName}}, {{email}}, {{organisationName}}, {{journeyStep}}, {{profileUrl}}";

const cookies = {} as Record<"reader" | "writer" | "farmer", string>;
const tokens = {} as Record<"reader" | "writer", string>;
type Person = { userId: string; email: string };
const people = {} as Record<"planA" | "planB" | "newcomer", Person>;

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(url: string, cookie: string | null, values: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return new Request(url, {
    method: "POST",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body,
  });
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function json(response: Response | unknown) {
  return response instanceof Response ? await response.json() : response;
}

const REMINDER = {
  name: "Map your fields reminder",
  kind: "programme",
  subject: "{{firstName}}, your fields are waiting",
  body: "Hello {{firstName}},\n\n{{organisationName}} is at the {{journeyStep}} step. Open {{profileUrl}} to carry on.",
};

async function createTemplate(values: Record<string, string>) {
  const response = await callRoute(
    page.action,
    post(PAGE, cookies.writer, { intent: "create", ...values }),
  );
  expect(response.status).toBe(302);
  const [row] = await db()
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.name, values.name!));
  return row!;
}

async function auditOf(entityId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

async function outboxOf(sendId: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.sendId, sendId));
}

/** The send tab's preview for a template and the recipients chosen. */
async function preview(templateId: string, search: string) {
  return json(
    await callRoute(
      page.loader,
      get(`${PAGE}?tab=send&templateId=${templateId}&${search}`, cookies.reader),
    ),
  );
}

beforeAll(async () => {
  cookies.reader = await signInCookie("doemails|reader", "reader@doemails.example", ["read:admin"]);
  cookies.writer = await signInCookie("doemails|writer", "writer@doemails.example", [
    "read:admin",
    "write:admin",
  ]);
  // Two people of an organisation whose fields are confirmed (at the implementation plan), one
  // of them off the mailing list; one person of a new organisation.
  const planning = await insertTestOrganisation("Doemails Planning Farm");
  await db()
    .insert(organisationDetails)
    .values({ organisationId: planning.id, ...FIELDS_CONFIRMED, province: "FS" });
  const fresh = await insertTestOrganisation("Doemails New Farm");
  const a = await insertSignedInMember(planning.id, "OWNER");
  const b = await insertSignedInMember(planning.id, "STAFF");
  const c = await insertSignedInMember(fresh.id, "OWNER");
  people.planA = a;
  people.planB = b;
  people.newcomer = c;
  cookies.farmer = a.cookie;
  await db()
    .update(userProfiles)
    .set({ mailingList: true })
    .where(eq(userProfiles.userId, a.userId));
  await db()
    .update(userProfiles)
    .set({ mailingList: true })
    .where(eq(userProfiles.userId, c.userId));
  tokens.reader = await mintAccessToken("doemails|api-reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("doemails|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@doemails.example",
  });
});

describe("templates: variables checked before saving", () => {
  it("knows a form by the intent of its body, and the template by the id beside it", async () => {
    const unknown = await callRoute(page.action, post(PAGE, cookies.writer, { intent: "purge" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(
      "The form's 'intent' field must be one of: create, edit, archive, send, version, removeVersion.",
    );
    const noTemplate = await callRoute(
      page.action,
      post(PAGE, cookies.writer, { intent: "archive", reason: "Replaced." }),
    );
    expect(noTemplate.status).toBe(404);
    expect(await noTemplate.text()).toBe(TEMPLATE_MESSAGES.notFound);
    const badId = await callRoute(
      page.action,
      post(PAGE, cookies.writer, { intent: "edit", templateId: "template-7", ...REMINDER }),
    );
    expect(badId.status).toBe(400);
    expect(await badId.text()).toBe("The form's 'templateId' field must be an id (a UUID).");
  });

  it("refuses an unknown variable beside its field, keeping what was typed", async () => {
    const response = await callRoute(
      page.action,
      post(PAGE, cookies.writer, {
        intent: "create",
        ...REMINDER,
        subject: "Hello {{frist_name}}",
      }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.subject).toBe(`Unknown variable {{frist_name}}: use one of ${ALL}.`);
    expect(body.repopulateFields.subject).toBe("Hello {{frist_name}}");
    expect(await db().select().from(emailTemplates)).toEqual([]);
  });

  it("refuses broken braces in the body with a sentence", async () => {
    const response = await callRoute(
      page.action,
      post(PAGE, cookies.writer, {
        intent: "create",
        ...REMINDER,
        body: "Hello {{firstName, bye.",
      }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.body).toBe(
      'Braces do not pair up near "Hello {{firstName, b…": write a variable as {{firstName}}, with two braces on each side.',
    );
  });

  it("creates, previews with sample data, edits and archives, each audited", async () => {
    const row = await createTemplate({ ...REMINDER, name: "Temporary template" });
    expect(await auditOf(row.id, "email_template.create")).toHaveLength(1);
    const shown = await json(
      await callRoute(
        page.loader,
        get(`${PAGE}?dialog=preview-template&templateId=${row.id}`, cookies.reader),
      ),
    );
    expect(shown.selected.sample.subject).toBe("Thandi, your fields are waiting");
    expect(shown.selected.sample.text).toBe(
      "Hello Thandi,\n\nNkosi Family Farm is at the Map fields step. Open https://veld.example/profile to carry on.",
    );
    const taken = await callRoute(
      page.action,
      post(PAGE, cookies.writer, { intent: "create", ...REMINDER, name: "TEMPORARY template" }),
    );
    expect(taken.status).toBe(422);
    expect((await taken.json()).fieldErrors.name).toBe(TEMPLATE_MESSAGES.nameTaken);
    const edit = await callRoute(
      page.action,
      post(`${PAGE}?dialog=edit-template&templateId=${row.id}`, cookies.writer, {
        intent: "edit",
        templateId: row.id,
        ...REMINDER,
        name: "Temporary template",
        subject: "Fields, {{firstName}}",
      }),
    );
    expect(edit.status).toBe(302);
    const [edited] = await auditOf(row.id, "email_template.update");
    expect(edited!.changes).toMatchObject({
      before: { subject: REMINDER.subject },
      after: { subject: "Fields, {{firstName}}" },
    });
    const archive = await callRoute(
      page.action,
      post(PAGE, cookies.writer, { intent: "archive", templateId: row.id, reason: "Replaced." }),
    );
    expect(archive.status).toBe(302);
    expect((await toastOf(archive))?.text).toBe("The template 'Temporary template' is archived.");
    const [archived] = await auditOf(row.id, "email_template.archive");
    expect(archived!.changes).toEqual({ name: "Temporary template", reason: "Replaced." });
    expect(archived!.actorLabel).toBe("writer@doemails.example");
    // An archived template is not sent.
    const data = await preview(row.id, "everyone=on");
    expect(data.send.errors).toEqual({ templateId: TEMPLATE_MESSAGES.archived });
    expect(data.send.preview).toBeNull();
  });
});

describe("sending to a journey step", () => {
  let templateId = "";
  let sendKey = "";

  it("previews exactly the people of the step chosen, and the first one's e-mail", async () => {
    templateId = (await createTemplate(REMINDER)).id;
    const data = await preview(templateId, "steps=IMPLEMENTATION_PLAN");
    const p = data.send.preview;
    expect(p.recipientCount).toBe(2);
    expect(p.recipients.map((r: { email: string }) => r.email).sort()).toEqual(
      [people.planA.email, people.planB.email].sort(),
    );
    expect(p.sendLabel).toBe("Send to 2 people");
    expect(p.email.subject).toBe("there, your fields are waiting");
    expect(p.email.text).toContain("Doemails Planning Farm is at the Implementation plan step.");
    sendKey = p.sendKey;
    // Another step chooses someone else; nothing chosen is refused beside "everyone".
    const other = await preview(templateId, "steps=IMPLEMENTATION_PLAN&provinces=WC");
    expect(other.send.preview.recipientCount).toBe(0);
    const none = await preview(templateId, "");
    expect(none.send.errors).toEqual({ audience: TEMPLATE_MESSAGES.nobodyChosen });
  });

  it("queues one e-mail per person however often the same form is posted", async () => {
    const form = { intent: "send", templateId, steps: "IMPLEMENTATION_PLAN", sendKey };
    const url = `${PAGE}?tab=send&templateId=${templateId}&steps=IMPLEMENTATION_PLAN`;
    const first = await callRoute(page.action, post(url, cookies.writer, form));
    expect(first.status).toBe(302);
    const [send] = await db().select().from(emailSends).where(eq(emailSends.sendKey, sendKey));
    expect(first.headers.get("Location")).toBe(`/admin/doemails/${send!.id}`);
    expect((await toastOf(first))?.text).toBe("The e-mail is queued for 2 people.");
    const second = await callRoute(page.action, post(url, cookies.writer, form));
    expect(second.status).toBe(302);
    expect((await toastOf(second))?.text).toBe(
      "This e-mail was already sent to 2 people: nothing new was queued.",
    );
    expect(
      await db().select().from(emailSends).where(eq(emailSends.sendKey, sendKey)),
    ).toHaveLength(1);
    const rows = await outboxOf(send!.id);
    expect(rows.map((r) => r.to).sort()).toEqual([people.planA.email, people.planB.email].sort());
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual(
      [people.planA.userId, people.planB.userId].map((u) => `email-send:${send!.id}:${u}`).sort(),
    );
    expect(rows.every((r) => !r.text.includes("/unsubscribe"))).toBe(true);
    // A programme e-mail: replies reach the programme, and no one-click unsubscribe (decision 0143).
    expect(rows.map((r) => [r.replyTo, r.listUnsubscribe])).toEqual([
      [getEnv().MAIL_REPLY_TO, null],
      [getEnv().MAIL_REPLY_TO, null],
    ]);
    const [audited] = await auditOf(send!.id, "email.send");
    expect(audited!.changes).toMatchObject({ recipientCount: 2, skippedCount: 0 });
  });

  it("shows the send in the delivery list, a failure with its error, and retries it", async () => {
    const [send] = await db().select().from(emailSends).where(eq(emailSends.sendKey, sendKey));
    const sendId = send!.id;
    const list = await json(
      await callRoute(page.loader, get(`${PAGE}?tab=delivery`, cookies.reader)),
    );
    expect(list.sends[0]).toMatchObject({
      sendId,
      recipientCount: 2,
      queued: 2,
      sent: 0,
      failed: 0,
    });
    await db()
      .update(emailOutbox)
      .set({ status: "failed", attempts: 8, lastError: "550 Mailbox unavailable" })
      .where(and(eq(emailOutbox.sendId, sendId), eq(emailOutbox.to, people.planA.email)));
    const detail = await json(
      await callRoute(sendPage.loader, get(`${PAGE}/${sendId}`, cookies.reader), { sendId }),
    );
    expect(detail.send).toMatchObject({ queued: 1, failed: 1 });
    expect(
      detail.deliveries.find((d: { email: string }) => d.email === people.planA.email),
    ).toMatchObject({
      status: "failed",
      statusLabel: "Failed",
      error: "550 Mailbox unavailable",
    });
    const readerRetry = await callRoute(
      sendPage.action,
      post(`${PAGE}/${sendId}`, cookies.reader, { intent: "retry" }),
      { sendId },
    );
    expect(readerRetry.status).toBe(403);
    const retry = await callRoute(
      sendPage.action,
      post(`${PAGE}/${sendId}`, cookies.writer, { intent: "retry" }),
      { sendId },
    );
    expect(retry.status).toBe(302);
    expect((await toastOf(retry))?.text).toBe("1 failed e-mail is queued again.");
    expect((await outboxOf(sendId)).map((r) => [r.status, r.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect(await auditOf(sendId, "email.retry")).toHaveLength(1);
    const again = await callRoute(
      sendPage.action,
      post(`${PAGE}/${sendId}`, cookies.writer, { intent: "retry" }),
      { sendId },
    );
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(TEMPLATE_MESSAGES.nothingToRetry);
    const unknown = await callRoute(
      sendPage.loader,
      get(`${PAGE}/00000000-0000-4000-8000-000000000000`, cookies.reader),
      { sendId: "00000000-0000-4000-8000-000000000000" },
    );
    expect(unknown.status).toBe(404);
  });
});

describe("marketing e-mails and unsubscribing (POPIA s69)", () => {
  let token = "";

  it("skips people off the mailing list, counts them, and ends with an unsubscribe link", async () => {
    const news = await createTemplate({
      name: "Programme news",
      kind: "marketing",
      subject: "News from Veld",
      body: "Hello {{firstName}}, here is what is new.",
    });
    const data = await preview(news.id, "everyone=on");
    // Everyone with a profile on the list: planA and the newcomer (planB said no; the admins
    // have no profile).
    expect(data.send.preview.recipientCount).toBe(2);
    expect(data.send.preview.skippedCount).toBeGreaterThanOrEqual(1);
    const response = await callRoute(
      page.action,
      post(PAGE, cookies.writer, {
        intent: "send",
        templateId: news.id,
        steps: "IMPLEMENTATION_PLAN",
        sendKey: "marketing-send-key-1",
      }),
    );
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.text).toBe(
      "The e-mail is queued for 1 person. 1 person not on the mailing list was skipped.",
    );
    const [send] = await db()
      .select()
      .from(emailSends)
      .where(eq(emailSends.sendKey, "marketing-send-key-1"));
    expect(send).toMatchObject({ recipientCount: 1, skippedCount: 1, kind: "marketing" });
    const [row] = await outboxOf(send!.id);
    expect(row!.to).toBe(people.planA.email);
    token = await unsubscribeToken(people.planA.userId);
    expect(row!.text).toContain(
      `To stop these e-mails, open http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    // The same link goes out as List-Unsubscribe, for the mailbox's one-click unsubscribe.
    expect(row!.listUnsubscribe).toBe(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(row!.replyTo).toBe(getEnv().MAIL_REPLY_TO);
  });

  it("unsubscribes with the link's token once, audited; the second time changes nothing", async () => {
    const url = `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`;
    const shown = await json(await callRoute(unsubscribePage.loader, get(url)));
    expect(shown).toMatchObject({ email: people.planA.email, message: null });
    const first = await callRoute(unsubscribePage.action, post(url, null, { token }));
    expect(first.status).toBe(302);
    const done = first.headers.get("Location")!;
    expect(done).toBe(`/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, people.planA.userId));
    expect(profile!.mailingList).toBe(false);
    expect(
      (await json(await callRoute(unsubscribePage.loader, get(`http://localhost:3000${done}`))))
        .message,
    ).toBe(UNSUBSCRIBE_MESSAGES.done);
    const second = await callRoute(unsubscribePage.action, post(url, null, { token }));
    expect(second.headers.get("Location")).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await json(await callRoute(unsubscribePage.loader, get(url)))).message).toBe(
      UNSUBSCRIBE_MESSAGES.already,
    );
    expect(await auditOf(people.planA.userId, "user.unsubscribe")).toHaveLength(1);
  });

  it("lets the person subscribe again from the same page, audited; marketing reaches them again", async () => {
    const url = `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`;
    // Unsubscribed (the test before): the page offers "Subscribe again".
    expect(await json(await callRoute(unsubscribePage.loader, get(url)))).toMatchObject({
      subscribed: false,
      message: UNSUBSCRIBE_MESSAGES.already,
    });
    const again = await callRoute(
      unsubscribePage.action,
      post(url, null, { token, intent: "subscribe" }),
    );
    expect(again.headers.get("Location")).toBe(
      `/unsubscribe?token=${encodeURIComponent(token)}&rejoined=1`,
    );
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, people.planA.userId));
    expect(profile!.mailingList).toBe(true);
    expect(
      (
        await json(
          await callRoute(
            unsubscribePage.loader,
            get(`http://localhost:3000${again.headers.get("Location")}`),
          ),
        )
      ).message,
    ).toBe(UNSUBSCRIBE_MESSAGES.rejoined);
    expect(await auditOf(people.planA.userId, "user.resubscribe")).toHaveLength(1);
    // Back on the list: the unsubscribe button is offered again.
    expect((await json(await callRoute(unsubscribePage.loader, get(url)))).message).toBeNull();
  });

  it("refuses a forged or broken token with a 400 and a sentence", async () => {
    const forged = `${people.planB.userId}.${token.split(".")[1]}`;
    for (const bad of [forged, "nonsense", "", `${people.planB.userId}.x.y`]) {
      const url = `http://localhost:3000/unsubscribe?token=${encodeURIComponent(bad)}`;
      const shown = await callRoute(unsubscribePage.loader, get(url));
      expect(shown.status).toBe(400);
      expect(await shown.text()).toBe(UNSUBSCRIBE_MESSAGES.badToken);
      const posted = await callRoute(unsubscribePage.action, post(url, null, { token: bad }));
      expect(posted.status).toBe(400);
    }
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, people.planB.userId));
    expect(profile!.mailingList).toBe(false);
    expect(await auditOf(people.planB.userId, "user.unsubscribe")).toEqual([]);
  });
});

describe("who may do what", () => {
  it("refuses a farmer the page", async () => {
    const response = await callRoute(page.loader, get(PAGE, cookies.farmer));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(NO_PERMISSION_MESSAGE);
  });

  it("lets read:admin read and preview, but refuses every change with a 403", async () => {
    const [template] = await db().select().from(emailTemplates).limit(1);
    const data = await json(
      await callRoute(page.loader, get(`${PAGE}?tab=templates`, cookies.reader)),
    );
    expect(data.canWrite).toBe(false);
    const before = {
      templates: (await db().select().from(emailTemplates)).length,
      sends: (await db().select().from(emailSends)).length,
      audit: (await db().select().from(auditLog)).length,
    };
    const id = template!.id;
    const changes: Record<string, string>[] = [
      { intent: "create", ...REMINDER, name: "Reader's template" },
      { intent: "edit", templateId: id, ...REMINDER, name: "Reader's edit" },
      { intent: "archive", templateId: id, reason: "Reader wants it gone." },
      { intent: "send", templateId: id, everyone: "on", sendKey: "reader-send-key" },
    ];
    for (const values of changes) {
      const response = await callRoute(page.action, post(PAGE, cookies.reader, values));
      expect(response.status).toBe(403);
    }
    expect({
      templates: (await db().select().from(emailTemplates)).length,
      sends: (await db().select().from(emailSends)).length,
      audit: (await db().select().from(auditLog)).length,
    }).toEqual(before);
  });
});

describe("/api/v2/admin/email", () => {
  const context = { cspNonce: "", requestId: "t" };
  const call = (
    mod: { loader: unknown; action: unknown },
    path: string,
    token: string,
    method = "GET",
    body?: unknown,
    params: Record<string, string> = {},
  ) =>
    ((method === "GET" ? mod.loader : mod.action) as (args: unknown) => Promise<Response>)({
      request: apiRequest(path, token, { method, body }),
      params,
      context,
    });

  it("lets read:admin list templates but not create; write:admin creates, edits and archives", async () => {
    const list = await call(templatesApi, "/api/v2/admin/email/templates", tokens.reader);
    expect(list.status).toBe(200);
    expect((await list.json()).data.templates.length).toBeGreaterThan(0);
    const values = {
      name: "API template",
      kind: "programme",
      subject: "Hi {{firstName}}",
      body: "Welcome to the evidence step.",
    };
    expect(
      (await call(templatesApi, "/api/v2/admin/email/templates", tokens.reader, "POST", values))
        .status,
    ).toBe(403);
    const bad = await call(templatesApi, "/api/v2/admin/email/templates", tokens.writer, "POST", {
      ...values,
      body: "Hi {{nope}}, welcome.",
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.body).toBe(`Unknown variable {{nope}}: use one of ${ALL}.`);
    const created = await call(
      templatesApi,
      "/api/v2/admin/email/templates",
      tokens.writer,
      "POST",
      values,
    );
    expect(created.status).toBe(201);
    const { templateId } = (await created.json()).data;
    const path = `/api/v2/admin/email/templates/${templateId}`;
    expect(
      (await call(templateApi, path, tokens.reader, "GET", undefined, { templateId })).status,
    ).toBe(200);
    expect(
      (await call(templateApi, path, tokens.reader, "PUT", values, { templateId })).status,
    ).toBe(403);
    const put = await call(
      templateApi,
      path,
      tokens.writer,
      "PUT",
      { ...values, subject: "Hello {{firstName}}" },
      { templateId },
    );
    expect(put.status).toBe(200);
    expect((await put.json()).data.subject).toBe("Hello {{firstName}}");
    const noReason = await call(
      archiveApi,
      `${path}/archive`,
      tokens.writer,
      "POST",
      {},
      { templateId },
    );
    expect(noReason.status).toBe(422);
    const archived = await call(
      archiveApi,
      `${path}/archive`,
      tokens.writer,
      "POST",
      { reason: "Not needed." },
      { templateId },
    );
    expect(archived.status).toBe(200);
    expect((await archived.json()).data.archivedAt).not.toBeNull();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await call(
      templateApi,
      `/api/v2/admin/email/templates/${unknown}`,
      tokens.reader,
      "GET",
      undefined,
      { templateId: unknown },
    );
    expect(missing.status).toBe(404);
  });

  it("sends to userIds once per sendKey, lists the sends and refuses read:admin", async () => {
    const [template] = await db()
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.name, REMINDER.name));
    const body = {
      templateId: template!.id,
      userIds: [people.newcomer.userId],
      sendKey: "api-send-key-1",
    };
    expect(
      (await call(sendApi, "/api/v2/admin/email/send", tokens.reader, "POST", body)).status,
    ).toBe(403);
    const created = await call(sendApi, "/api/v2/admin/email/send", tokens.writer, "POST", body);
    expect(created.status).toBe(201);
    const sent = (await created.json()).data;
    expect(sent).toMatchObject({ recipientCount: 1, alreadySent: false, queued: 1 });
    expect(sent.deliveries).toEqual([
      expect.objectContaining({ email: people.newcomer.email, status: "pending" }),
    ]);
    const again = await call(sendApi, "/api/v2/admin/email/send", tokens.writer, "POST", body);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ sendId: sent.sendId, alreadySent: true });
    expect(await outboxOf(sent.sendId)).toHaveLength(1);
    const noKey = await call(sendApi, "/api/v2/admin/email/send", tokens.writer, "POST", {
      ...body,
      sendKey: undefined,
    });
    expect(noKey.status).toBe(422);
    expect(Object.keys((await noKey.json()).errors)).toEqual(["sendKey"]);
    const list = await call(sendsApi, "/api/v2/admin/email/sends", tokens.reader);
    expect(
      (await list.json()).data.sends.some((s: { sendId: string }) => s.sendId === sent.sendId),
    ).toBe(true);
    const one = await call(
      oneSendApi,
      `/api/v2/admin/email/sends/${sent.sendId}`,
      tokens.reader,
      "GET",
      undefined,
      { sendId: sent.sendId },
    );
    expect(one.status).toBe(200);
    const retry = await call(
      retryApi,
      `/api/v2/admin/email/sends/${sent.sendId}/retry`,
      tokens.writer,
      "POST",
      undefined,
      { sendId: sent.sendId },
    );
    expect(retry.status).toBe(409);
    expect((await retry.json()).message).toBe(TEMPLATE_MESSAGES.nothingToRetry);
    const readerRetry = await call(
      retryApi,
      `/api/v2/admin/email/sends/${sent.sendId}/retry`,
      tokens.reader,
      "POST",
      undefined,
      { sendId: sent.sendId },
    );
    expect(readerRetry.status).toBe(403);
  });
});

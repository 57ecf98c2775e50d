// The e-mails and notifications a farmer receives, in the recipient's language (issue 33;
// decision 0160): a programme decision e-mails each owner in the language they saved and
// notifies them in the language they read the page in; a programme template with an isiZulu
// version reaches an isiZulu reader in isiZulu and an Afrikaans reader without an Afrikaans
// version in English; the admin's language-version form is checked and audited.
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
  users,
} from "~/db/schema";
import { insertNotification, insertRecipients } from "~/models/notifications.server";
import * as page from "~/routes/admin.doemails/route";
import * as notificationsPage from "~/routes/profile.notifications";
import { decideEligibility } from "~/services/journey/decisions.server";
import { EMPTY_AUDIENCE } from "~/services/audience/rules";
import { listNotificationsForPerson } from "~/services/notifications/notifications.server";
import { insertTestOrganisation } from "../support/model-fixtures";
import { FIELDS_CONFIRMED, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const PAGE = "http://localhost:3000/admin/doemails";
type Member = Awaited<ReturnType<typeof insertSignedInMember>>;
const people = {} as Record<"zu" | "en" | "af", Member>;
let writer = "";
let adminId = "";
let organisationId = "";

function post(url: string, cookie: string, values: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

async function mailTo(email: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

async function json(response: Response | unknown) {
  return response instanceof Response ? await response.json() : response;
}

const RAW_KEY = /\b(emails|notifications)\.\w/;

beforeAll(async () => {
  const [admin] = await db()
    .insert(users)
    .values({ subject: "language-mail|writer", email: "writer@language-mail.example" })
    .returning();
  writer = await signInCookie("language-mail|writer", "writer@language-mail.example", [
    "read:admin",
    "write:admin",
  ]);
  adminId = admin!.id;
  const farm = await insertTestOrganisation("Emakhosini Farm");
  organisationId = farm.id;
  await db()
    .insert(organisationDetails)
    .values({ organisationId: farm.id, ...FIELDS_CONFIRMED, province: "KZN" });
  for (const language of ["zu", "en", "af"] as const) {
    people[language] = await insertSignedInMember(farm.id, "OWNER");
    await db()
      .update(userProfiles)
      .set({ language: language === "en" ? null : language })
      .where(eq(userProfiles.userId, people[language].userId));
  }
});

describe("a programme decision, in each owner's language", () => {
  it("e-mails the isiZulu owner in isiZulu and the English one in English", async () => {
    await decideEligibility(organisationId, true, adminId);
    const [zu] = await mailTo(people.zu.email);
    expect(zu!.subject).toBe("Ipulazi lakho liyafaneleka ohlelweni");
    expect(zu!.text).toContain("Izindaba ezinhle: sizihlolile izimpendulo zakho zokufaneleka");
    expect(zu!.text).toContain("Inhlangano: Emakhosini Farm");
    expect(zu!.text).toMatch(/Ithimba le-Veld$/);
    expect(zu!.text).not.toMatch(RAW_KEY);
    const [en] = await mailTo(people.en.email);
    expect(en!.subject).toBe("Your farm is eligible for the programme");
    expect(en!.text).toContain(
      "Good news: we have reviewed your eligibility answers and your farm is eligible for the programme.",
    );
    expect(en!.text).toContain("Organisation: Emakhosini Farm");
    expect(en!.text).toMatch(/The Veld team$/);
  });

  it("shows the one notification to each member in the language of their page", async () => {
    const zu = await listNotificationsForPerson(people.zu.userId, "zu");
    expect(zu.items[0]!.title).toBe("Ipulazi lakho liyafaneleka ohlelweni");
    const en = await listNotificationsForPerson(people.en.userId);
    expect(en.items[0]!.title).toBe("Your farm is eligible for the programme");
    // The isiZulu farmer's own page, by their saved language: isiZulu, and no raw key.
    const response = await callRoute(
      notificationsPage.loader,
      new Request("http://localhost:3000/profile/notifications", {
        headers: { Cookie: people.zu.cookie },
      }),
    );
    const text = JSON.stringify(await json(response));
    expect(text).toContain("Ipulazi lakho liyafaneleka ohlelweni");
    expect(text).not.toMatch(RAW_KEY);
  });

  it("carries the decline's reason into the reader's language", async () => {
    await decideEligibility(organisationId, false, adminId, { reason: "Too little veld." });
    const zu = await listNotificationsForPerson(people.zu.userId, "zu");
    expect(zu.items[0]!.title).toBe("Ukuhlolwa kokufaneleka kwakho");
    expect(zu.items[0]!.body).toMatch(/Isizathu sethu: Too little veld\.$/);
    const mail = (await mailTo(people.zu.email)).find((m) => m.subject.startsWith("Ukuhlolwa"));
    expect(mail!.text).toContain("Isizathu sethu: Too little veld.");
  });

  it("shows a notification written without a key (an admin's, or an older row) as written", async () => {
    const row = await insertNotification({
      kind: "message",
      title: "Field day on Saturday",
      body: "Come and see the cover crops.",
      link: null,
      audience: { ...EMPTY_AUDIENCE, userIds: [people.zu.userId] },
      recipientCount: 1,
      emailed: false,
      createdBy: adminId,
    });
    await insertRecipients(row.id, [people.zu.userId]);
    const zu = await listNotificationsForPerson(people.zu.userId, "zu");
    expect(zu.items.find((i) => i.notificationId === row.id)?.title).toBe("Field day on Saturday");
  });
});

describe("a programme template with a version per language", () => {
  let templateId = "";

  it("saves an isiZulu version through the Languages form, audited; refuses a broken one", async () => {
    const created = await callRoute(
      page.action,
      post(PAGE, writer, {
        intent: "create",
        name: "Field day invitation",
        kind: "programme",
        subject: "{{firstName}}, come to the field day",
        body: "Hello {{firstName}},\n\nCome to the field day at {{organisationName}}.",
      }),
    );
    expect(created.status).toBe(302);
    const [template] = await db()
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.name, "Field day invitation"));
    templateId = template!.id;
    const url = `${PAGE}?dialog=template-language&templateId=${templateId}&language=zu`;
    const broken = await callRoute(
      page.action,
      post(url, writer, {
        intent: "version",
        templateId,
        language: "zu",
        subject: "{{igama}}, woza",
        body: "Sawubona {{firstName}}",
      }),
    );
    expect(broken.status).toBe(422);
    expect((await broken.json()).fieldErrors.subject).toMatch(/igama/);
    const unknown = await callRoute(
      page.action,
      post(url, writer, {
        intent: "version",
        templateId,
        language: "fr",
        subject: "Bonjour {{firstName}}",
        body: "Bonjour {{firstName}}",
      }),
    );
    expect(unknown.status).toBe(422);
    const saved = await callRoute(
      page.action,
      post(url, writer, {
        intent: "version",
        templateId,
        language: "zu",
        subject: "{{firstName}}, woza osukwini lwensimu",
        body: "Sawubona {{firstName}},\n\nWoza osukwini lwensimu e-{{organisationName}}.",
      }),
    );
    expect(saved.status).toBe(302);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, templateId), eq(auditLog.action, "email_template.version")));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorUserId).toBe(adminId);
    expect(audits[0]!.changes).toMatchObject({
      language: "zu",
      before: null,
      after: { subject: "{{firstName}}, woza osukwini lwensimu" },
    });
    // The dialog shows it, and the preview has the isiZulu version beside the English.
    const shown = await json(
      await callRoute(
        page.loader,
        new Request(`${PAGE}?dialog=preview-template&templateId=${templateId}`, {
          headers: { Cookie: writer },
        }),
      ),
    );
    const zu = shown.selected.versions.find((v: { language: string }) => v.language === "zu");
    expect(zu.sample.subject).toBe("Thandi, woza osukwini lwensimu");
    expect(shown.versionLanguages[templateId]).toEqual(["zu"]);
  });

  it("sends the isiZulu version to the isiZulu reader and the English to the Afrikaans one", async () => {
    const response = await callRoute(
      page.action,
      post(`${PAGE}?tab=send&templateId=${templateId}`, writer, {
        intent: "send",
        templateId,
        userIds: people.zu.userId,
        sendKey: "language-send-0001",
      }),
    );
    expect(response.status).toBe(302);
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries({
      intent: "send",
      templateId,
      sendKey: "language-send-0002",
    }))
      body.append(k, v);
    body.append("userIds", people.zu.userId);
    body.append("userIds", people.af.userId);
    const both = await callRoute(
      page.action,
      new Request(PAGE, {
        method: "POST",
        headers: { Cookie: writer, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      }),
    );
    expect(both.status).toBe(302);
    const [send] = await db()
      .select()
      .from(emailSends)
      .where(eq(emailSends.sendKey, "language-send-0002"));
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.sendId, send!.id));
    const zu = rows.find((r) => r.to === people.zu.email)!;
    const af = rows.find((r) => r.to === people.af.email)!;
    expect(zu.subject).toMatch(/, woza osukwini lwensimu$/);
    expect(zu.text).toContain("Woza osukwini lwensimu e-Emakhosini Farm.");
    expect(af.subject).toMatch(/, come to the field day$/);
    expect(af.text).toContain("Come to the field day at Emakhosini Farm.");
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, send!.id), eq(auditLog.action, "email.send")));
    expect(audit!.changes).toMatchObject({ languages: { zu: 1, en: 1 } });
  });

  it("removes a version only with a reason, audited; English is sent after", async () => {
    const url = `${PAGE}?dialog=template-language&templateId=${templateId}&language=zu`;
    const noReason = await callRoute(
      page.action,
      post(url, writer, { intent: "removeVersion", templateId, language: "zu", reason: "" }),
    );
    expect(noReason.status).toBe(422);
    const removed = await callRoute(
      page.action,
      post(url, writer, {
        intent: "removeVersion",
        templateId,
        language: "zu",
        reason: "The translation is being redone.",
      }),
    );
    expect(removed.status).toBe(302);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, templateId), eq(auditLog.action, "email_template.versionRemove")),
      );
    expect(audits[0]!.changes).toMatchObject({
      language: "zu",
      reason: "The translation is being redone.",
    });
  });
});

// The demo's programme e-mails (issue 18 'E-mail'; decision 0099): three templates (a programme
// reminder to map fields, a welcome to the evidence step, a marketing "programme news" e-mail)
// and one past send of the reminder to the demo farmer, delivered, so /admin/doemails shows
// each tab at work from the first start. Fixed ids in issue 18's range ('d0' for doemails),
// and what exists is left alone, so an admin's change stays.
import { getEnv } from "~/env.server";
import { insertMissingEmails } from "~/models/email-outbox.server";
import { insertMissingTemplates, insertSend } from "~/models/email-templates.server";
import { listMemberOrganisations } from "~/models/memberships.server";
import { findUserById } from "~/models/profiles.server";
import type { Executor } from "~/models/transaction.server";
import { renderEmail, valuesFor } from "~/services/email-templates/rules";
import { DAY_MS } from "~/shared/time";

/** A fixed id of this demo: issue 18's range, 'd0' for doemails, then the number. */
export const emailsDemoId = (n: number) =>
  `00000000-0000-4000-8000-0018d0${String(n).padStart(6, "0")}`;

export const DEMO_REMINDER_TEMPLATE_ID = emailsDemoId(1);
export const DEMO_EVIDENCE_TEMPLATE_ID = emailsDemoId(2);
export const DEMO_NEWS_TEMPLATE_ID = emailsDemoId(3);
export const DEMO_SEND_ID = emailsDemoId(101);
/** The demo farmer (people.server.ts). */
const DEMO_FARMER_USER_ID = "00000000-0000-4000-8000-000000000101";

export const DEMO_TEMPLATES: Parameters<typeof insertMissingTemplates>[0][number][] = [
  {
    id: DEMO_REMINDER_TEMPLATE_ID,
    name: "Reminder: map your fields",
    kind: "programme",
    subject: "{{firstName}}, your fields are waiting to be mapped",
    body: `Hello {{firstName}},

{{organisationName}} has signed its contract: the next step is to map your fields, so we know which land is in the programme.

Open {{profileUrl}} and choose "Map fields". Draw each field or upload its boundary; it takes about ten minutes a farm.

If anything is unclear, reply to this e-mail and we will help.

The Veld team`,
  },
  {
    id: DEMO_EVIDENCE_TEMPLATE_ID,
    name: "Welcome to the evidence step",
    kind: "programme",
    subject: "Welcome to the evidence step, {{firstName}}",
    body: `Hello {{firstName}},

{{organisationName}} has reached the evidence step. Photos and documents of your practices (grazing plans, fertiliser receipts, cover crops) show the verifier what happened on your land.

Open {{profileUrl}} to see what is asked for this season.

The Veld team`,
  },
  {
    id: DEMO_NEWS_TEMPLATE_ID,
    name: "Programme news",
    kind: "marketing",
    subject: "News from the Veld programme",
    body: `Hello {{firstName}},

This season more than forty farms mapped their fields with Veld, and the first soil samples are back from the laboratory.

Read more and see the upcoming farm days on {{profileUrl}}.

The Veld team`,
  },
];

/** Writes the demo templates and the past send that do not exist yet. */
export async function seedEmailsDemo(executor?: Executor, now = new Date()) {
  await insertMissingTemplates(DEMO_TEMPLATES, executor);
  const user = await findUserById(DEMO_FARMER_USER_ID, executor);
  if (!user) return;
  const [organisation] = await listMemberOrganisations(user.id, executor);
  const farmer = { ...user, organisationName: organisation?.name ?? null };
  const reminder = DEMO_TEMPLATES[0]!;
  const sentAt = new Date(now.getTime() - 3 * DAY_MS);
  // The send's key is fixed: a send that is there already is left as it is.
  const send = await insertSend(
    {
      id: DEMO_SEND_ID,
      sendKey: `demo-send-${DEMO_SEND_ID}`,
      templateId: DEMO_REMINDER_TEMPLATE_ID,
      kind: "programme",
      subject: reminder.subject,
      body: reminder.body,
      audience: {
        everyone: false,
        userIds: [DEMO_FARMER_USER_ID],
        organisationIds: [],
        steps: [],
        provinces: [],
        roles: [],
      },
      recipientCount: 1,
      skippedCount: 0,
      sentBy: null,
      createdAt: sentAt,
    },
    executor,
  );
  if (!send) return;
  const email = renderEmail(
    { kind: "programme", subject: reminder.subject, body: reminder.body },
    valuesFor({ ...farmer, stepLabel: "Map fields" }, `${getEnv().APP_URL}/profile`),
    null,
  );
  await insertMissingEmails(
    [
      {
        id: emailsDemoId(201),
        idempotencyKey: `email-send:${DEMO_SEND_ID}:${DEMO_FARMER_USER_ID}`,
        to: farmer.email,
        from: getEnv().MAIL_FROM,
        replyTo: getEnv().MAIL_REPLY_TO,
        subject: email.subject,
        text: email.text,
        sendAt: sentAt,
        status: "sent",
        attempts: 1,
        sentAt,
        messageId: `<${emailsDemoId(201)}@veld.example>`,
        userId: DEMO_FARMER_USER_ID,
        sendId: DEMO_SEND_ID,
        createdAt: sentAt,
      },
    ],
    executor,
  );
}

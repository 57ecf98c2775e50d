// Sending a template to people (issue 18 'choose a template and recipients (by list, filter or
// journey step), see the count and a preview, send through the outbox (POST /admin/email/send),
// then follow delivery (queued, sent, failed with the error, retry)'; decision 0099).
//
// A send resolves the audience (app/services/audience), leaves out people off the mailing list
// when the template is marketing (counted as skipped, POPIA s69), and in one transaction writes
// one email_sends row for the form's sendKey and one outbox row per person, keyed
// email-send:{sendId}:{userId}. Posting the same form twice finds the send of its sendKey and
// queues nothing; two posts at once meet at the unique sendKey, and the second finds the first.
// The key is bound to its request (decision 0117): the send keeps the digest of the template and
// the audience, and the same key with another template or audience is a 409, not "already sent".
import * as model from "~/models/email-templates.server";
import { transaction } from "~/models/transaction.server";
import { normaliseAudience } from "~/services/audience/forms";
import { resolveAudience, type AudienceMember } from "~/services/audience/audience.server";
import { isAudienceChosen, type AudienceFilter } from "~/services/audience/rules";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { appUrl } from "~/services/contracting/common.server";
import { contentDigest } from "~/services/email/content-digest.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { isUuid } from "~/shared/ids";
import { deliveryJson, sendJson } from "./api";
import { sendChoiceSchema, sendSchema } from "./schema";
import {
  mayReceive,
  renderEmail,
  sendIdempotencyKey,
  TEMPLATE_MESSAGES,
  templateIn,
  valuesFor,
  type TemplateText,
} from "./rules";
import {
  listVersions,
  refusal,
  requireActiveTemplate,
  type EmailTemplateRow,
} from "./templates.server";
import {
  languageOrEnglish,
  recipientLanguages,
  unsubscribeFooterIn,
} from "~/services/email/recipient-language.server";
import { SOURCE_LANGUAGE, type Language } from "~/services/i18n/languages";
import { unsubscribeUrl } from "./unsubscribe.server";
import { Refusal } from "~/services/kit/refusal";

export type { SendWithCounts, SendDelivery } from "~/models/email-templates.server";

/** How many recipients the preview lists. */
export const PREVIEW_RECIPIENTS = 10;

/** The people an e-mail of this kind goes to, and how many were left out (not on the list). */
export function splitRecipients(kind: TemplateText["kind"], people: readonly AudienceMember[]) {
  const recipients = people.filter((p) => mayReceive(kind, p));
  return { recipients, skippedCount: people.length - recipients.length };
}

/**
 * One person's e-mail of this template, with its unsubscribe URL when it is marketing: the text
 * ends with it, and the outbox sends it as List-Unsubscribe too (decision 0143).
 */
async function composeFor(
  template: TemplateText,
  person: AudienceMember,
  language: Language = SOURCE_LANGUAGE,
) {
  const link = template.kind === "marketing" ? await unsubscribeUrl(person.userId) : null;
  return {
    ...renderEmail(
      template,
      valuesFor(person, appUrl("/profile")),
      link,
      language === SOURCE_LANGUAGE ? undefined : unsubscribeFooterIn(language),
    ),
    listUnsubscribeUrl: link,
  };
}

/**
 * Each person's template in their language (decision 0160): the version of the language they
 * saved, else the English.
 */
async function templatesFor(template: EmailTemplateRow, people: readonly AudienceMember[]) {
  const [versions, languageOf] = await Promise.all([
    listVersions([template.id]),
    recipientLanguages(people),
  ]);
  return (person: AudienceMember) => {
    const chosen = templateIn(template, versions, languageOf(person));
    return { text: chosen, language: languageOrEnglish(chosen.language) };
  };
}

/** One person's e-mail of this template, in their language (decision 0160). */
export async function renderFor(template: EmailTemplateRow, person: AudienceMember) {
  const chosen = (await templatesFor(template, [person]))(person);
  const { subject, text } = await composeFor(chosen.text, person, chosen.language);
  return { subject, text, language: chosen.language };
}

async function chosenAudience(filter: AudienceFilter) {
  if (!isAudienceChosen(filter))
    throw new Refusal(422, TEMPLATE_MESSAGES.nobodyChosen, { field: "audience" });
  return resolveAudience(filter);
}

/**
 * The preview of a send: the template, who would receive it (count, the first few) and who is
 * skipped, and the e-mail as the first recipient would receive it.
 */
export async function previewSend(input: unknown) {
  const parsed = sendChoiceSchema.safeParse(input);
  if (!parsed.success) refusal(parsed.error.issues);
  const template = await requireActiveTemplate(parsed.data.templateId, "templateId");
  const filter = normaliseAudience(parsed.data);
  const { recipients, skippedCount } = splitRecipients(template.kind, await chosenAudience(filter));
  const first = recipients[0];
  return {
    template,
    filter,
    recipientCount: recipients.length,
    skippedCount,
    recipients: recipients.slice(0, PREVIEW_RECIPIENTS),
    email: first ? await renderFor(template, first) : null,
  };
}

/**
 * What a send's request asks for, digested: the template and the audience (each list as a set,
 * so the same people in another order are the same request).
 */
export function sendRequestDigest(templateId: string, filter: AudienceFilter): string {
  const set = (values: readonly string[]) => [...new Set(values)].sort();
  return contentDigest({
    templateId: templateId.toLowerCase(),
    audience: {
      everyone: filter.everyone,
      userIds: set(filter.userIds.map((id) => id.toLowerCase())),
      organisationIds: set(filter.organisationIds.map((id) => id.toLowerCase())),
      steps: set(filter.steps),
      provinces: set(filter.provinces),
      roles: set(filter.roles),
    },
  });
}

/**
 * The earlier send of the same sendKey: "already sent" when it was made from the same request,
 * a 409 when the key came with another template or audience. A send made before digests were
 * kept is compared by the template and the audience it recorded.
 */
function alreadySentOrConflict(earlier: model.EmailSendRow, digest: string) {
  const earlierDigest =
    earlier.requestDigest ??
    sendRequestDigest(earlier.templateId ?? "", earlier.audience as AudienceFilter);
  if (earlierDigest !== digest)
    throw new Refusal(409, TEMPLATE_MESSAGES.sendKeyReused, { field: "sendKey" });
  return { send: earlier, alreadySent: true };
}

/**
 * Sends a template (POST /admin/email/send): one send per sendKey, one outbox row per person.
 * `alreadySent` when the sendKey had been used for the same template and audience: nothing new
 * is queued; used for another, a 409 and nothing is sent.
 */
export async function sendTemplate(actor: Actor, input: unknown) {
  const parsed = sendSchema.safeParse(input);
  if (!parsed.success) refusal(parsed.error.issues);
  const { sendKey, templateId } = parsed.data;
  const filter = normaliseAudience(parsed.data);
  const digest = sendRequestDigest(templateId, filter);
  const existing = await model.findSendByKey(sendKey);
  if (existing) return alreadySentOrConflict(existing, digest);
  const template = await requireActiveTemplate(templateId, "templateId");
  const people = await chosenAudience(filter);
  const { recipients, skippedCount } = splitRecipients(template.kind, people);
  if (people.length === 0)
    throw new Refusal(422, TEMPLATE_MESSAGES.noRecipients, { field: "audience" });
  if (recipients.length === 0)
    throw new Refusal(422, TEMPLATE_MESSAGES.nobodyLeft, { field: "audience" });
  // Rendered before the transaction: the unsubscribe secret may be created on first use.
  const templateOf = await templatesFor(template, recipients);
  const emails = await Promise.all(
    recipients.map(async (person) => {
      const chosen = templateOf(person);
      return {
        person,
        language: chosen.language,
        ...(await composeFor(chosen.text, person, chosen.language)),
      };
    }),
  );
  // How many received each language's version, for the audit entry.
  const languages: Record<string, number> = {};
  for (const { language } of emails) languages[language] = (languages[language] ?? 0) + 1;
  const outcome = await transaction(async (tx) => {
    const send = await model.insertSend(
      {
        sendKey,
        templateId: template.id,
        kind: template.kind,
        subject: template.subject,
        body: template.body,
        audience: filter,
        recipientCount: recipients.length,
        skippedCount,
        sentBy: actor.userId,
        requestDigest: digest,
      },
      tx,
    );
    if (!send) return null;
    for (const { person, subject, text, listUnsubscribeUrl } of emails) {
      await enqueueEmail(
        {
          to: person.email,
          subject,
          text,
          ...(listUnsubscribeUrl ? { listUnsubscribeUrl } : {}),
          userId: person.userId,
          sendId: send.id,
          idempotencyKey: sendIdempotencyKey(send.id, person.userId),
        },
        tx,
      );
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "email.send",
        entityType: "email_send",
        entityId: send.id,
        changes: {
          templateId: template.id,
          templateName: template.name,
          kind: template.kind,
          audience: filter,
          recipientCount: recipients.length,
          skippedCount,
          languages,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return send;
  });
  if (outcome) return { send: outcome, alreadySent: false };
  // Another post with the same sendKey won the race: its send stands, if it is this one.
  const winner = await model.findSendByKey(sendKey);
  return alreadySentOrConflict(winner!, digest);
}

export function listSends(limit?: number) {
  return model.listSends(limit);
}

/** A send with its counts and each person's e-mail; 404 for an unknown or malformed id. */
export async function loadSend(sendId: string) {
  const send = isUuid(sendId) ? await model.findSend(sendId) : null;
  if (!send) throw new Refusal(404, TEMPLATE_MESSAGES.sendNotFound);
  return { send, deliveries: await model.listSendDeliveries(send.id) };
}

/** A send as /api/v2 answers it: its counts and each person's e-mail (404 when unknown). */
export async function loadSendJson(sendId: string) {
  const { send, deliveries } = await loadSend(sendId);
  return { ...sendJson(send), deliveries: deliveries.map(deliveryJson) };
}

/** Puts a send's failed e-mails back in the queue; audited; 409 when none failed. */
export async function retrySend(actor: Actor, sendId: string) {
  const { send } = await loadSend(sendId);
  return transaction(async (tx) => {
    const rows = await model.requeueFailedOfSend(send.id, tx);
    if (rows.length === 0) throw new Refusal(409, TEMPLATE_MESSAGES.nothingToRetry);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "email.retry",
        entityType: "email_send",
        entityId: send.id,
        changes: { requeued: rows.length, outboxIds: rows.map((r) => r.id) },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return { send, requeued: rows.length };
  });
}

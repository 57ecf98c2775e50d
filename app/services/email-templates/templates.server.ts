// Programme e-mail templates (issue 18; spec §3 'email template', §7 'GET, POST email template
// endpoints'; decision 0099): write:admin creates, edits and archives them (with a reason), each
// change audited in its own transaction with who, what and, for an archive, why. Names are
// unique (case-insensitive). An archived template stays for the sends that used it, but can no
// longer be edited or sent.
import * as model from "~/models/email-templates.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { isUuid } from "~/shared/ids";
import { unsubscribeFooterIn } from "~/services/email/recipient-language.server";
import { LANGUAGE_INFO, SOURCE_LANGUAGE, type Language } from "~/services/i18n/languages";
import {
  archiveSchema,
  removeVersionSchema,
  templateSchema,
  templateVersionSchema,
  type TemplateInput,
} from "./schema";
import { renderEmail, SAMPLE_VALUES, TEMPLATE_MESSAGES } from "./rules";
import { Refusal } from "~/services/kit/refusal";

export type { EmailTemplateRow, EmailTemplateVersionRow } from "~/models/email-templates.server";

/** A refusal from a schema: 422, the first problem's sentence, its field. */
export function refusal(issues: readonly { message: string; path: (string | number)[] }[]): never {
  const issue = issues[0]!;
  throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "") });
}

function parseTemplate(input: unknown): TemplateInput {
  const result = templateSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  return result.data;
}

async function audit(
  actor: Actor,
  action: string,
  templateId: string,
  changes: unknown,
  tx: Executor,
) {
  await recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType: "email_template",
      entityId: templateId,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );
}

async function refuseTakenName(name: string, exceptId: string | null) {
  if (await model.findTemplateNamed(name, exceptId))
    throw new Refusal(422, TEMPLATE_MESSAGES.nameTaken, { field: "name" });
}

export function listTemplates(options: { includeArchived?: boolean } = {}) {
  return model.listTemplates(options);
}

/** The template, archived or not; 404 for an unknown or malformed id. */
export async function requireTemplate(templateId: string) {
  const row = isUuid(templateId) ? await model.findTemplate(templateId) : null;
  if (!row) throw new Refusal(404, TEMPLATE_MESSAGES.notFound);
  return row;
}

/** A template that may still be changed or sent: 409 once archived. */
export async function requireActiveTemplate(templateId: string, field?: string) {
  const row = await requireTemplate(templateId);
  if (row.archivedAt) throw new Refusal(409, TEMPLATE_MESSAGES.archived, { field: field });
  return row;
}

export async function createTemplate(actor: Actor, input: unknown) {
  const values = parseTemplate(input);
  await refuseTakenName(values.name, null);
  return transaction(async (tx) => {
    const row = await model.insertTemplate({ ...values, createdBy: actor.userId }, tx);
    await audit(actor, "email_template.create", row.id, values, tx);
    return row;
  });
}

/** Changes a template's values; audited with the values before and after. */
export async function editTemplate(actor: Actor, templateId: string, input: unknown) {
  const before = await requireActiveTemplate(templateId);
  const values = parseTemplate(input);
  await refuseTakenName(values.name, before.id);
  return transaction(async (tx) => {
    const row = await model.updateTemplate(before.id, { ...values, updatedBy: actor.userId }, tx);
    if (!row) throw new Refusal(409, TEMPLATE_MESSAGES.archived);
    const { name, kind, subject, body } = before;
    await audit(
      actor,
      "email_template.update",
      row.id,
      { before: { name, kind, subject, body }, after: values },
      tx,
    );
    return row;
  });
}

/** Archives a template with a reason: it can no longer be edited or sent; audited. */
export async function archiveTemplate(actor: Actor, templateId: string, input: unknown) {
  const template = await requireActiveTemplate(templateId);
  const result = archiveSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  return transaction(async (tx) => {
    const row = await model.updateTemplate(
      template.id,
      { archivedAt: new Date(), updatedBy: actor.userId },
      tx,
    );
    if (!row) throw new Refusal(409, TEMPLATE_MESSAGES.archived);
    await audit(
      actor,
      "email_template.archive",
      template.id,
      { name: template.name, reason: result.data.reason },
      tx,
    );
    return row;
  });
}

/**
 * The template as the sample person would receive it (the preview dialog), in `language` (a
 * version's text; the marketing footer in that language, decision 0160).
 */
export function samplePreview(
  template: {
    kind: "programme" | "marketing";
    subject: string;
    body: string;
  },
  language: Language = SOURCE_LANGUAGE,
) {
  return renderEmail(
    template,
    SAMPLE_VALUES,
    "https://veld.example/unsubscribe?token=sample",
    language === SOURCE_LANGUAGE ? undefined : unsubscribeFooterIn(language),
  );
}

// ---- Versions in other languages (issue 33; decision 0160) ----

/** The template's versions in other languages (archived templates' too: they are shown). */
export function listVersions(templateIds: readonly string[]) {
  return model.listTemplateVersions(templateIds);
}

/**
 * Adds or changes the template's version in one language (af, zu, xh, st), checked by
 * templateVersionSchema; audited with the version before (null for a new one) and after.
 */
export async function saveTemplateVersion(actor: Actor, templateId: string, input: unknown) {
  const template = await requireActiveTemplate(templateId);
  const result = templateVersionSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  const values = result.data;
  return transaction(async (tx) => {
    const [before] = (await model.listTemplateVersions([template.id], tx)).filter(
      (v) => v.language === values.language,
    );
    const row = await model.upsertTemplateVersion(
      { templateId: template.id, ...values, updatedBy: actor.userId },
      tx,
    );
    await audit(
      actor,
      "email_template.version",
      template.id,
      {
        name: template.name,
        language: values.language,
        before: before ? { subject: before.subject, body: before.body } : null,
        after: { subject: values.subject, body: values.body },
      },
      tx,
    );
    return { template, version: row, languageName: LANGUAGE_INFO[values.language].name };
  });
}

/** Removes the template's version in one language, with the reason; audited. 404 without one. */
export async function removeTemplateVersion(actor: Actor, templateId: string, input: unknown) {
  const template = await requireActiveTemplate(templateId);
  const result = removeVersionSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  const { language, reason } = result.data;
  return transaction(async (tx) => {
    const removed = await model.deleteTemplateVersion(template.id, language, tx);
    if (!removed) throw new Refusal(404, TEMPLATE_MESSAGES.noVersion, { field: "language" });
    await audit(
      actor,
      "email_template.versionRemove",
      template.id,
      {
        name: template.name,
        language,
        removed: { subject: removed.subject, body: removed.body },
        reason,
      },
      tx,
    );
    return { template, languageName: LANGUAGE_INFO[language].name };
  });
}

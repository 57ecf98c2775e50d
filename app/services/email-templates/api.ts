// The JSON shapes of programme e-mails (issue 18; decision 0099): templates, sends with their
// delivery counts, each person's e-mail of a send. The pages read the same shapes. Pure. The zod
// schemas are what the OpenAPI document shows (decision 0111); the JSON functions' return types
// are inferred from them, so tsc holds what is sent and what is documented together.
import { z } from "zod";
import { audienceFieldsDoc, audienceFilterJsonSchema } from "~/services/audience/forms";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import {
  EMAIL_TEMPLATE_KIND_LABELS,
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
} from "~/shared/email-templates";
import { ARCHIVE_TEMPLATE_FIELDS, TEMPLATE_FIELDS } from "./forms";
import { SEND_KEY_MAX } from "./schema";
import { DELIVERY_LABELS, type DeliveryStatus } from "./rules";
import { singleLineText } from "~/services/kit/forms/text-schema";

export const templateJsonSchema = z.object({
  templateId: z.string().uuid(),
  name: z.string(),
  /** marketing: only to people on the mailing list, with an unsubscribe link. */
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  kindLabel: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  archivedAt: z.string().datetime().nullable(),
});

/** GET /admin/email/templates: archived ones too, with their archivedAt. */
export const templateListJsonSchema = z.object({ templates: z.array(templateJsonSchema) });

export const sendJsonSchema = z.object({
  sendId: z.string().uuid(),
  /** Null once the template is gone; the send keeps its own subject and body. */
  templateId: z.string().uuid().nullable(),
  templateName: z.string().nullable(),
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  kindLabel: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: audienceFilterJsonSchema,
  recipientCount: z.number().int(),
  /** Left out: off the mailing list for a marketing e-mail. */
  skippedCount: z.number().int(),
  sentBy: z.string().nullable(),
  createdAt: z.string().datetime(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

/** GET /admin/email/sends: the newest sends with their counts. */
export const sendListJsonSchema = z.object({ sends: z.array(sendJsonSchema) });

export const deliveryJsonSchema = z.object({
  outboxId: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(["pending", "sending", "sent", "failed"]),
  statusLabel: z.string(),
  attempts: z.number().int(),
  /** A failed e-mail's error; a queued one may show the last attempt's error too. */
  error: z.string().nullable(),
  sentAt: z.string().datetime().nullable(),
});

/** GET /admin/email/sends/{sendId}: the send, its counts and each person's e-mail. */
export const sendDetailJsonSchema = sendJsonSchema.extend({
  deliveries: z.array(deliveryJsonSchema),
});

/** POST /admin/email/send: the send; `alreadySent` when its sendKey had been used. */
export const sendResultJsonSchema = sendDetailJsonSchema.extend({ alreadySent: z.boolean() });

/** POST /admin/email/sends/{sendId}/retry: the send and how many e-mails were queued again. */
export const retryResultJsonSchema = sendDetailJsonSchema.extend({
  requeued: z.number().int().min(1),
});

/**
 * POST /admin/email/templates, PUT …/{templateId}: the template's values, from the page's field
 * list (templateSchema reads them with checks a generator cannot show: the variables).
 */
export const templateBodyDoc = fieldListDocSchema(TEMPLATE_FIELDS);

/** POST …/{templateId}/archive: the reason, kept in the audit log. */
export const archiveBodyDoc = fieldListDocSchema(ARCHIVE_TEMPLATE_FIELDS);

/** POST /admin/email/send: sendSchema's fields (the audience's as a JSON body sends them). */
export const sendBodyDoc = z.object({
  templateId: z.string().uuid(),
  ...audienceFieldsDoc,
  sendKey: singleLineText()
    .min(8)
    .max(SEND_KEY_MAX)
    .describe("A one-time key the client chooses: posting the same send twice sends once."),
});

export function templateJson(t: {
  id: string;
  name: string;
  kind: EmailTemplateKind;
  subject: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}): z.infer<typeof templateJsonSchema> {
  return {
    templateId: t.id,
    name: t.name,
    kind: t.kind,
    kindLabel: EMAIL_TEMPLATE_KIND_LABELS[t.kind],
    subject: t.subject,
    body: t.body,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    archivedAt: t.archivedAt?.toISOString() ?? null,
  };
}
export type TemplateJson = ReturnType<typeof templateJson>;

export function sendJson(s: {
  id: string;
  templateId: string | null;
  templateName: string | null;
  kind: EmailTemplateKind;
  subject: string;
  body: string;
  audience: unknown;
  recipientCount: number;
  skippedCount: number;
  sentByEmail: string | null;
  createdAt: Date;
  queued: number;
  sent: number;
  failed: number;
}): z.infer<typeof sendJsonSchema> {
  return {
    sendId: s.id,
    templateId: s.templateId,
    templateName: s.templateName,
    kind: s.kind,
    kindLabel: EMAIL_TEMPLATE_KIND_LABELS[s.kind],
    subject: s.subject,
    body: s.body,
    // Untyped jsonb in the database; sendTemplate stores normaliseAudience's filter in it.
    audience: s.audience as z.infer<typeof audienceFilterJsonSchema>,
    recipientCount: s.recipientCount,
    skippedCount: s.skippedCount,
    sentBy: s.sentByEmail,
    createdAt: s.createdAt.toISOString(),
    queued: s.queued,
    sent: s.sent,
    failed: s.failed,
  };
}
export type SendJson = ReturnType<typeof sendJson>;

export function deliveryJson(d: {
  outboxId: string;
  userId: string | null;
  to: string;
  name: string | null;
  surname: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}): z.infer<typeof deliveryJsonSchema> {
  return {
    outboxId: d.outboxId,
    userId: d.userId,
    email: d.to,
    name: [d.name, d.surname].filter(Boolean).join(" ") || null,
    status: d.status,
    statusLabel: DELIVERY_LABELS[d.status],
    attempts: d.attempts,
    // A failed e-mail's error; a queued one may show the last attempt's error too.
    error: d.status === "sent" ? null : d.lastError,
    sentAt: d.sentAt?.toISOString() ?? null,
  };
}
export type DeliveryJson = ReturnType<typeof deliveryJson>;

export function recipientJson(p: {
  userId: string;
  email: string;
  name: string | null;
  surname: string | null;
  organisationName: string | null;
  stepLabel: string | null;
  mailingList: boolean;
}) {
  return {
    userId: p.userId,
    email: p.email,
    name: [p.name, p.surname].filter(Boolean).join(" ") || null,
    organisationName: p.organisationName,
    stepLabel: p.stepLabel,
    mailingList: p.mailingList,
  };
}
export type RecipientJson = ReturnType<typeof recipientJson>;

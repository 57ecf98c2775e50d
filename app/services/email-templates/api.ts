// The JSON shapes of programme e-mails (issue 18; decision 0099): templates, sends with their
// delivery counts, each person's e-mail of a send. The pages read the same shapes. Pure.
import { EMAIL_TEMPLATE_KIND_LABELS, type EmailTemplateKind } from "~/shared/email-templates";
import { DELIVERY_LABELS, type DeliveryStatus } from "./rules";

export function templateJson(t: {
  id: string;
  name: string;
  kind: EmailTemplateKind;
  subject: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
}) {
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
}) {
  return {
    sendId: s.id,
    templateId: s.templateId,
    templateName: s.templateName,
    kind: s.kind,
    kindLabel: EMAIL_TEMPLATE_KIND_LABELS[s.kind],
    subject: s.subject,
    body: s.body,
    audience: s.audience,
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
}) {
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

// The forms of notifications (issue 18; decision 0100): the one schema of a notification as the
// service, the page and the API take it (kind, title, body, optional link, the audience of
// services/audience/forms.ts, sendEmail), the reason for withdrawing one, and the page's field
// lists for the kit's FormBuilder. On /admin/notifications the audience is chosen first with a
// GET form ("Check recipients") and rides in the send form's URL; the message's fields are the
// form's; their validators are components/notifications/admin-notification-validators.ts. No
// React, no I/O.
import { z } from "zod";
import { audienceFields } from "~/services/audience/forms";
import { isAudienceChosen } from "~/services/audience/rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "~/shared/notifications";
import { isStorableText, unstorableTextReason } from "~/shared/text";
import { toastDuration } from "~/services/kit/toast";
import {
  isSameSitePath,
  KIND_TOAST_TYPES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
} from "./rules";

/** ?dialog=withdraw-notification&notificationId=… */
export const WITHDRAW_DIALOG = "withdraw-notification";
export const NOTIFICATION_PARAM = "notificationId";

/** Text that can be stored, trimmed, within limits; the sentence names what is wrong. */
function text(min: number, max: number, message: string) {
  return z
    .string({ invalid_type_error: message, required_error: message })
    .refine(isStorableText, (value) => ({ message: unstorableTextReason(value) ?? message }))
    .transform((value) => value.trim())
    .pipe(z.string().min(min, message).max(max, message));
}

const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
) as z.ZodType<boolean>;

/** A notification as the service takes it (the page's form plus its audience, or an API body). */
export const notificationSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, {
      errorMap: () => ({ message: NOTIFICATION_MESSAGES.kind }),
    }),
    title: text(
      NOTIFICATION_LIMITS.title.min,
      NOTIFICATION_LIMITS.title.max,
      NOTIFICATION_MESSAGES.title,
    ),
    body: text(
      NOTIFICATION_LIMITS.body.min,
      NOTIFICATION_LIMITS.body.max,
      NOTIFICATION_MESSAGES.body,
    ),
    link: z.preprocess(
      (value) => (value === undefined || value === "" ? null : value),
      z
        .string({ invalid_type_error: NOTIFICATION_MESSAGES.link })
        .refine(isSameSitePath, NOTIFICATION_MESSAGES.link)
        .nullable(),
    ),
    ...audienceFields,
    sendEmail: checkbox,
  })
  .superRefine((value, ctx) => {
    if (!isAudienceChosen(value)) {
      ctx.addIssue({ code: "custom", path: ["audience"], message: NOTIFICATION_MESSAGES.audience });
    }
  });

export type NotificationInput = z.infer<typeof notificationSchema>;

export const withdrawSchema = z.object({
  reason: text(
    NOTIFICATION_LIMITS.reason.min,
    NOTIFICATION_LIMITS.reason.max,
    NOTIFICATION_MESSAGES.reason,
  ),
});

// How long the overlay shows each kind, in the option's words (spec §9; the kit's durations).
const KIND_OPTIONS = NOTIFICATION_KINDS.map((kind: NotificationKind) => ({
  value: kind,
  label: `${NOTIFICATION_KIND_LABELS[kind]} (shown ${toastDuration(KIND_TOAST_TYPES[kind]) / 1000} s)`,
}));

/** The message's fields on the page (the audience comes from the "Check recipients" form). */
export const NOTIFICATION_FIELDS = [
  {
    type: "dropdown",
    name: "kind",
    label: "Kind",
    options: KIND_OPTIONS,
    hint: "How long it shows on the person's screen when they next open a page.",
  },
  { type: "text", name: "title", label: "Title", maxLength: NOTIFICATION_LIMITS.title.max },
  {
    type: "textarea",
    name: "body",
    label: "Message",
    maxLength: NOTIFICATION_LIMITS.body.max,
    rows: 4,
  },
  {
    type: "text",
    name: "link",
    label: "Link",
    optional: true,
    maxLength: NOTIFICATION_LIMITS.link,
    hint: "A page of Veld to open, such as /profile/learn. Leave empty for none.",
  },
  {
    type: "checkbox",
    name: "sendEmail",
    label: "Also send it by e-mail",
    optional: true,
  },
] as const satisfies readonly FieldSpec[];

export const WITHDRAW_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: NOTIFICATION_LIMITS.reason.max,
    rows: 2,
    hint: `Why it is withdrawn (${NOTIFICATION_LIMITS.reason.min} to ${NOTIFICATION_LIMITS.reason.max} characters). It is kept in the audit log; recipients no longer see the notification.`,
  },
] as const satisfies readonly FieldSpec[];

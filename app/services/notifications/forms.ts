// The forms of notifications (issue 18; decision 0100): the page's field lists for the kit's
// FormBuilder (the schemas the service checks, for the page and the API alike, are in schema.ts,
// so that zod stays out of the page's scripts: decision 0133). On /admin/notifications the audience is chosen first with a
// GET form ("Check recipients") and rides in the send form's URL; the message's fields are the
// form's; their validators are components/notifications/admin-notification-validators.ts. No
// React, no I/O.
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "~/shared/notifications";
import { toastDuration } from "~/services/kit/toast";
import { KIND_TOAST_TYPES, NOTIFICATION_LIMITS } from "./rules";

/** ?dialog=withdraw-notification&notificationId=… */
export const WITHDRAW_DIALOG = "withdraw-notification";
export const NOTIFICATION_PARAM = "notificationId";

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

// The one schema of a notification as the service, the page and the API take it (issue 18;
// decision 0100): kind, title, body, optional link, the audience of services/audience/forms.ts,
// sendEmail; and the reason for withdrawing one.
import { z } from "zod";
import { audienceFields } from "~/services/audience/forms";
import { isAudienceChosen } from "~/services/audience/rules";
import { NOTIFICATION_KINDS } from "~/shared/notifications";
import { isStorableText, unstorableTextReason } from "~/shared/text";
import { isSameSitePath, NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES } from "./rules";

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

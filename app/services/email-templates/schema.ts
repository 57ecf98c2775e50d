// The schemas a template, an archiving and a send must pass in the services (issue 18 'E-mail';
// decision 0099), for the page and the API alike: apart from the forms' field lists (forms.ts),
// so that zod stays out of the page's scripts (decision 0133).
import { z } from "zod";
import { audienceFields } from "~/services/audience/forms";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";
import { EMAIL_TEMPLATE_KINDS, TEMPLATE_VERSION_LANGUAGES } from "~/shared/email-templates";
import { isUuid } from "~/shared/ids";
import { unstorableTextReason } from "~/shared/text";
import { templateTextProblems, TEMPLATE_LIMITS } from "./rules";

const storable = (label: string) => (value: string, ctx: z.RefinementCtx) => {
  const reason = unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: "custom", message: `${label}: ${reason}` });
};

/** A name or a subject is one line; a body or a reason may have several (issue 28). */
const text = (
  label: string,
  limits: { min: number; max: number },
  lines: "one" | "several" = "one",
) =>
  (lines === "one" ? singleLineText : multiLineText)({
    required_error: `Enter the ${label.toLowerCase()}.`,
    invalid_type_error: `The ${label.toLowerCase()} must be text.`,
  })
    .superRefine(storable(label))
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(limits.min, `The ${label.toLowerCase()} needs at least ${limits.min} characters.`)
        .max(limits.max, `The ${label.toLowerCase()} can have at most ${limits.max} characters.`),
    );

const templateText = (
  label: string,
  limits: { min: number; max: number },
  lines: "one" | "several" = "one",
) =>
  text(label, limits, lines).superRefine((value, ctx) => {
    for (const message of templateTextProblems(value)) ctx.addIssue({ code: "custom", message });
  });

/** A template's values as the services accept them (page and API). */
export const templateSchema = z.object({
  name: text("Name", TEMPLATE_LIMITS.name),
  kind: z.enum(EMAIL_TEMPLATE_KINDS, {
    errorMap: () => ({ message: "Choose the kind: programme or marketing." }),
  }),
  subject: templateText("Subject", TEMPLATE_LIMITS.subject),
  body: templateText("Body", TEMPLATE_LIMITS.body, "several"),
});
export type TemplateInput = z.infer<typeof templateSchema>;

const versionLanguage = z.enum(TEMPLATE_VERSION_LANGUAGES, {
  errorMap: () => ({ message: "Choose the language: Afrikaans, isiZulu, isiXhosa or Sesotho." }),
});

/** A template's version in another language (decision 0160): its subject and body. */
export const templateVersionSchema = z.object({
  language: versionLanguage,
  subject: templateText("Subject", TEMPLATE_LIMITS.subject),
  body: templateText("Body", TEMPLATE_LIMITS.body, "several"),
});
export type TemplateVersionInput = z.infer<typeof templateVersionSchema>;

/** Removing a version: which one, and why (kept in the audit log). */
export const removeVersionSchema = z.object({
  language: versionLanguage,
  reason: text("Reason", TEMPLATE_LIMITS.reason, "several"),
});

export const archiveSchema = z.object({
  reason: text("Reason", TEMPLATE_LIMITS.reason, "several"),
});

/** A sendKey: the form's one-time key (a UUID the page makes; an API client chooses its own). */
export const SEND_KEY_MAX = 100;
const sendKey = singleLineText({
  required_error: "A sendKey is needed: a one-time key that makes posting twice send once.",
  invalid_type_error: "The sendKey must be text.",
})
  .superRefine(storable("sendKey"))
  .pipe(
    z
      .string()
      .trim()
      .min(8, "The sendKey needs at least 8 characters.")
      .max(SEND_KEY_MAX, `The sendKey can have at most ${SEND_KEY_MAX} characters.`),
  );

const templateId = z
  .string({ required_error: "Choose a template." })
  .refine((value) => isUuid(value), "Choose a template from the list.");

/** What the recipients' preview needs: a template and the audience (GET form of the send tab). */
export const sendChoiceSchema = z.object({ templateId, ...audienceFields });

/** POST /admin/email/send: templateId, userIds and/or the audience's criteria, sendKey. */
export const sendSchema = sendChoiceSchema.extend({ sendKey });
export type SendInput = z.infer<typeof sendSchema>;

// The forms of /admin/doemails (issue 18 'E-mail'; decision 0099): a template's values (new and
// edit: one field list, its variables checked by a form rule in the browser and on the server),
// the reason for archiving one, and the send (a template, the recipients, the one-time sendKey).
// templateSchema and sendSchema are what the services check again, for the page and the API
// alike. The page's validators are components/doemails/template-validators.ts. No React, no I/O.
import { z } from "zod";
import { audienceFields } from "~/services/audience/forms";
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { formRule } from "~/services/kit/forms/form-rules";
import { EMAIL_TEMPLATE_KIND_LABELS, EMAIL_TEMPLATE_KINDS } from "~/shared/email-templates";
import { isUuid } from "~/shared/ids";
import { unstorableTextReason } from "~/shared/text";
import { templateTextProblems, TEMPLATE_LIMITS } from "./rules";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

/** The dialogs of the templates tab: ?dialog=<name>&templateId=<id>. */
export const NEW_TEMPLATE_DIALOG = "new-template";
export const EDIT_TEMPLATE_DIALOG = "edit-template";
export const PREVIEW_TEMPLATE_DIALOG = "preview-template";
export const ARCHIVE_TEMPLATE_DIALOG = "archive-template";
export const TEMPLATE_PARAM = "templateId";

export const KIND_OPTIONS: ChoiceOption[] = EMAIL_TEMPLATE_KINDS.map((value) => ({
  value,
  label: EMAIL_TEMPLATE_KIND_LABELS[value],
}));

export const VARIABLES_HINT =
  "Variables: {{firstName}}, {{lastName}}, {{email}}, {{organisationName}}, {{journeyStep}}, {{profileUrl}}.";

export const TEMPLATE_FIELDS = [
  {
    type: "text",
    name: "name",
    label: "Name",
    maxLength: TEMPLATE_LIMITS.name.max,
    hint: "For admins only: how the template is listed.",
  },
  {
    type: "dropdown",
    name: "kind",
    label: "Kind",
    options: KIND_OPTIONS,
    hint: "A marketing e-mail goes only to people on the mailing list and ends with an unsubscribe link.",
  },
  {
    type: "text",
    name: "subject",
    label: "Subject",
    maxLength: TEMPLATE_LIMITS.subject.max,
    hint: VARIABLES_HINT,
  },
  {
    type: "textarea",
    name: "body",
    label: "Body",
    maxLength: TEMPLATE_LIMITS.body.max,
    rows: 10,
    hint: `Plain text. ${VARIABLES_HINT}`,
  },
] as const satisfies readonly FieldSpec[];

/** The first problem of a subject or body, for the field. */
const firstProblem = (text: string | null) =>
  text ? (templateTextProblems(text)[0] ?? null) : null;

/** A subject's and a body's variables, checked as the admin types and again on the server. */
export const TEMPLATE_RULES = [
  formRule(TEMPLATE_FIELDS, ["subject", "body"], ({ subject, body }) => ({
    subject: firstProblem(subject),
    body: firstProblem(body),
  })),
];

export const ARCHIVE_TEMPLATE_FIELDS = [
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: TEMPLATE_LIMITS.reason.max,
    rows: 2,
    hint: `Why the template is archived (${TEMPLATE_LIMITS.reason.min} to ${TEMPLATE_LIMITS.reason.max} characters). It is kept in the audit log.`,
  },
] as const satisfies readonly FieldSpec[];

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

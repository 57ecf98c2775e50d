// The forms of /admin/doemails (issue 18 'E-mail'; decision 0099): a template's values (new and
// edit: one field list, its variables checked by a form rule in the browser and on the server),
// the reason for archiving one, and the send (a template, the recipients, the one-time sendKey).
// The services check templateSchema and sendSchema (schema.ts) again, for the page and the API
// alike. The page's validators are components/doemails/template-validators.ts. No React, no I/O,
// no zod: the page's scripts load this (decision 0133).
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { formRule } from "~/services/kit/forms/form-rules";
import { LANGUAGE_INFO } from "~/services/i18n/languages";
import {
  EMAIL_TEMPLATE_KIND_LABELS,
  EMAIL_TEMPLATE_KINDS,
  TEMPLATE_VERSION_LANGUAGES,
} from "~/shared/email-templates";
import { templateTextProblems, TEMPLATE_LIMITS } from "./rules";

/** The dialogs of the templates tab: ?dialog=<name>&templateId=<id>. */
export const NEW_TEMPLATE_DIALOG = "new-template";
export const EDIT_TEMPLATE_DIALOG = "edit-template";
export const PREVIEW_TEMPLATE_DIALOG = "preview-template";
export const ARCHIVE_TEMPLATE_DIALOG = "archive-template";
export const TEMPLATE_PARAM = "templateId";
/** A template's version in another language (decision 0160): ?dialog=template-language&language=. */
export const TEMPLATE_LANGUAGE_DIALOG = "template-language";
export const LANGUAGE_PARAM = "language";

export const KIND_OPTIONS: ChoiceOption[] = EMAIL_TEMPLATE_KINDS.map((value) => ({
  value,
  label: EMAIL_TEMPLATE_KIND_LABELS[value],
}));

export const VARIABLES_HINT =
  "Variables: {{firstName}}, {{lastName}}, {{email}}, {{organisationName}}, {{journeyStep}}, {{profileUrl}}.";

/** A template's subject and body, in English or in another language: the same fields. */
const SUBJECT_AND_BODY = [
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
  ...SUBJECT_AND_BODY,
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

/** The languages a template may have a version in, by their names (decision 0160). */
export const VERSION_LANGUAGE_OPTIONS: ChoiceOption[] = TEMPLATE_VERSION_LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_INFO[value].name,
}));

/** A template's version in another language: the language, its subject and body. */
export const TEMPLATE_VERSION_FIELDS = [
  {
    type: "dropdown",
    name: "language",
    label: "Language",
    options: VERSION_LANGUAGE_OPTIONS,
    hint: "People who chose this language for Veld receive this version; everyone else the English.",
  },
  ...SUBJECT_AND_BODY,
] as const satisfies readonly FieldSpec[];

/** A version's subject and body: the same variables' rule as the English. */
export const TEMPLATE_VERSION_RULES = [
  formRule(TEMPLATE_VERSION_FIELDS, ["subject", "body"], ({ subject, body }) => ({
    subject: firstProblem(subject),
    body: firstProblem(body),
  })),
];

/** Removing a version: which language, and why. */
export const REMOVE_VERSION_FIELDS = [
  {
    type: "dropdown",
    name: "language",
    label: "Language",
    options: VERSION_LANGUAGE_OPTIONS,
  },
  {
    type: "textarea",
    name: "reason",
    label: "Reason",
    maxLength: TEMPLATE_LIMITS.reason.max,
    rows: 2,
    hint: `Why the version is removed (${TEMPLATE_LIMITS.reason.min} to ${TEMPLATE_LIMITS.reason.max} characters). It is kept in the audit log.`,
  },
] as const satisfies readonly FieldSpec[];

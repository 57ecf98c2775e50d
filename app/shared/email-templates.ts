// The vocabulary of programme e-mails (issue 18; decision 0099): templates, their variables and
// who may receive them. Shared by the schema (its enum), the services and the pages.

/**
 * A programme e-mail is about the person's part in the programme (their journey, a request, an
 * event) and goes to everyone chosen. A marketing e-mail (news, offers, invitations to join
 * something new) goes only to people who said yes to the mailing list at sign-up and have not
 * unsubscribed since (POPIA s69), and always carries an unsubscribe link.
 */
export const EMAIL_TEMPLATE_KINDS = ["programme", "marketing"] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const EMAIL_TEMPLATE_KIND_LABELS: Record<EmailTemplateKind, string> = {
  programme: "Programme e-mail",
  marketing: "Marketing e-mail",
};

/**
 * The variables a template may use, written `{{name}}`. Anything else in double braces is refused
 * when the template is saved, so a typo never reaches a farmer as "{{frist_name}}".
 */
export const EMAIL_TEMPLATE_VARIABLES = [
  "firstName",
  "lastName",
  "email",
  "organisationName",
  "journeyStep",
  "profileUrl",
] as const;
export type EmailTemplateVariable = (typeof EMAIL_TEMPLATE_VARIABLES)[number];

/**
 * The languages a template may have a version in besides its own English (issue 33; decision
 * 0160): a send gives each person the version of their saved language, else the English.
 */
export const TEMPLATE_VERSION_LANGUAGES = ["af", "zu", "xh", "st"] as const;
export type TemplateVersionLanguage = (typeof TEMPLATE_VERSION_LANGUAGES)[number];

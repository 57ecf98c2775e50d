// Programme e-mail templates (issue 18 'E-mail: templates (create, edit, preview with sample data,
// variables checked before saving)'; spec §3 'email template'; decision 0099). Pure: the
// `{{ name }}` placeholders of a text, the sentences that refuse unknown variables and broken
// braces, rendering for one person (plain text: a value is put in as it is and never read as
// markup or as another placeholder), the sample person of the preview, and the counts of a send.
import { currentOperator, type Operator } from "~/shared/operator";
import {
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplateKind,
  type EmailTemplateVariable,
} from "~/shared/email-templates";
import { oneLine } from "~/shared/text";

export const TEMPLATE_LIMITS = {
  name: { min: 3, max: 120 },
  subject: { min: 3, max: 200 },
  body: { min: 10, max: 10_000 },
  reason: { min: 5, max: 500 },
} as const;

export const TEMPLATE_MESSAGES = {
  notFound: "There is no such e-mail template.",
  archived: "This template is archived: it can no longer be changed or sent.",
  nameTaken: "Another template already has this name. Choose another name.",
  sendNotFound: "There is no such e-mail send.",
  nobodyChosen:
    "Choose who receives the e-mail: journey steps, provinces, roles, organisations, people, or everyone.",
  nobodyLeft: "Nobody is left to send to: everyone chosen is off the mailing list.",
  noRecipients: "Nobody matches this choice. Choose other recipients.",
  nothingToRetry: "No e-mail of this send has failed: there is nothing to retry.",
  noVersion: "This template has no version in that language.",
  sendKeyReused:
    "This sendKey was already used to send another e-mail (another template or other recipients): nothing was sent. Use a new sendKey for a new send.",
} as const;

const VARIABLE_LIST = EMAIL_TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(", ");

export function isTemplateVariable(name: string): name is EmailTemplateVariable {
  return (EMAIL_TEMPLATE_VARIABLES as readonly string[]).includes(name);
}

export interface Placeholder {
  /** The name inside the braces, trimmed ('firstName'). */
  name: string;
  /** The text as written ('{{ firstName }}'). */
  raw: string;
  index: number;
}

// `{{`, anything but braces, `}}`: the only well-formed placeholder.
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The well-formed placeholders of `text`, in order. */
export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    name: m[1]!.trim(),
    raw: m[0],
    index: m.index,
  }));
}

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** A short quote of where a broken brace is, for the sentence. */
function around(text: string, index: number): string {
  const start = Math.max(0, index - 12);
  const end = Math.min(text.length, index + 14);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/g, " ")}${end < text.length ? "…" : ""}`;
}

/**
 * Why `text` cannot be saved as a template's subject or body, as sentences that name the
 * problem: unknown variables ('Unknown variable {{frist_name}}: use one of {{firstName}}, …'),
 * empty or malformed names, and braces that do not pair up. Empty when it is fine.
 */
export function templateTextProblems(text: string): string[] {
  const problems: string[] = [];
  const unknown = new Set<string>();
  for (const p of findPlaceholders(text)) {
    if (p.name === "")
      problems.push(`The placeholder ${p.raw} is empty: use one of ${VARIABLE_LIST}.`);
    else if (!NAME.test(p.name) || !isTemplateVariable(p.name)) unknown.add(p.name);
  }
  for (const name of unknown)
    problems.push(`Unknown variable {{${name}}}: use one of ${VARIABLE_LIST}.`);
  // What is left once the well-formed placeholders are taken out must hold no double brace.
  const rest = text.replace(PLACEHOLDER, (m) => " ".repeat(m.length));
  const open = rest.indexOf("{{");
  if (open >= 0)
    problems.push(
      `Braces do not pair up near "${around(text, open)}": write a variable as {{firstName}}, with two braces on each side.`,
    );
  const close = rest.indexOf("}}");
  if (close >= 0 && (open < 0 || close < open))
    problems.push(
      `Braces do not pair up near "${around(text, close)}": write a variable as {{firstName}}, with two braces on each side.`,
    );
  return problems;
}

/** The values of one person's e-mail. */
export type TemplateValues = Record<EmailTemplateVariable, string>;

/** The made-up person the preview shows a template for. */
export const SAMPLE_VALUES: TemplateValues = {
  firstName: "Thandi",
  lastName: "Nkosi",
  email: "thandi.nkosi@example.co.za",
  organisationName: "Nkosi Family Farm",
  journeyStep: "Map fields",
  profileUrl: "https://veld.example/profile",
};

export interface TemplatePerson {
  email: string;
  name: string | null;
  surname: string | null;
  organisationName: string | null;
  stepLabel: string | null;
}

/**
 * One person's values. A missing first name reads 'there' ('Hello there'), other missing values
 * are empty, so a template never shows 'null'.
 */
export function valuesFor(person: TemplatePerson, profileUrl: string): TemplateValues {
  return {
    // One line each, whatever was stored before names had to be (decision 0118).
    firstName: oneLine(person.name ?? "") || "there",
    lastName: oneLine(person.surname ?? ""),
    email: person.email,
    organisationName: oneLine(person.organisationName ?? ""),
    journeyStep: person.stepLabel ?? "",
    profileUrl,
  };
}

/**
 * `text` with each known placeholder replaced by its value, in one pass: a value that itself
 * looks like '{{email}}' stays as it is.
 */
export function renderText(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (raw, inner: string) => {
    const name = inner.trim();
    return isTemplateVariable(name) ? values[name] : raw;
  });
}

export interface TemplateText {
  kind: EmailTemplateKind;
  subject: string;
  body: string;
}

/**
 * The template in a person's language (decision 0160): the version of that language when the
 * template has one, else the template's own English.
 */
export function templateIn(
  template: TemplateText,
  versions: readonly { language: string; subject: string; body: string }[],
  language: string,
): TemplateText & { language: string } {
  const version = versions.find((v) => v.language === language);
  return version
    ? { kind: template.kind, subject: version.subject, body: version.body, language }
    : { kind: template.kind, subject: template.subject, body: template.body, language: "en" };
}

/**
 * The unsubscribe footer every marketing e-mail ends with (POPIA s69(4): who sends it and how to
 * stop it). The sender is the configured operator (decision 0147).
 */
export function unsubscribeFooter(
  unsubscribeUrl: string,
  operator: Operator = currentOperator(),
): string {
  return [
    "--",
    "You receive this because you said yes to news from Veld when you signed up.",
    `To stop these e-mails, open ${unsubscribeUrl}`,
    `Sent by ${operator.legalName}, ${operator.postalAddress}.`,
  ].join("\n");
}

/**
 * The e-mail one person receives: the subject on one line, the body as plain text and, for a
 * marketing e-mail, the unsubscribe footer.
 */
export function renderEmail(
  template: TemplateText,
  values: TemplateValues,
  unsubscribeUrl: string | null,
  footer: (unsubscribeUrl: string) => string = unsubscribeFooter,
): { subject: string; text: string } {
  const subject = renderText(template.subject, values).replace(/\s+/g, " ").trim();
  const body = renderText(template.body, values).replace(/\r\n?/g, "\n").trimEnd();
  const text =
    template.kind === "marketing" && unsubscribeUrl ? `${body}\n\n${footer(unsubscribeUrl)}` : body;
  return { subject, text };
}

/** Whether a person may receive an e-mail of this kind (spec §3 'mailingList'; POPIA s69). */
export function mayReceive(kind: EmailTemplateKind, person: { mailingList: boolean }): boolean {
  return kind === "programme" || person.mailingList;
}

/** The outbox key of one person's e-mail of one send: nobody gets the same send twice. */
export function sendIdempotencyKey(sendId: string, userId: string): string {
  return `email-send:${sendId}:${userId}`;
}

export type DeliveryStatus = "pending" | "sending" | "sent" | "failed";

export interface DeliveryCounts {
  queued: number;
  sent: number;
  failed: number;
}

/** Queued counts those waiting and those being sent. */
export function countDelivery(statuses: readonly DeliveryStatus[]): DeliveryCounts {
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const s of statuses) {
    if (s === "sent") counts.sent += 1;
    else if (s === "failed") counts.failed += 1;
    else counts.queued += 1;
  }
  return counts;
}

export const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  pending: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/** "3 people", "1 person". */
export function peopleText(n: number): string {
  return n === 1 ? "1 person" : `${n} people`;
}

/** The toast after a send. */
export function sendOutcomeText(input: {
  recipientCount: number;
  skippedCount: number;
  alreadySent: boolean;
}): string {
  if (input.alreadySent)
    return `This e-mail was already sent to ${peopleText(input.recipientCount)}: nothing new was queued.`;
  const skipped =
    input.skippedCount > 0
      ? ` ${peopleText(input.skippedCount)} not on the mailing list ${input.skippedCount === 1 ? "was" : "were"} skipped.`
      : "";
  return `The e-mail is queued for ${peopleText(input.recipientCount)}.${skipped}`;
}

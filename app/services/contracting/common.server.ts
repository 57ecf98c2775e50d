// What the contracting services share: the messages of what is not found, e-mails and links. Who
// acts is the one Actor (services/kit/actor.ts); anything the caller can fix is a Refusal
// (services/kit/refusal.ts).
import { getEnv } from "~/env.server";
import { englishT, type MailT } from "~/services/email/recipient-language.server";
import { oneLine } from "~/shared/text";

export const NOT_FOUND = {
  organisation: "Organisation not found",
  signatory: "There is no such signatory in this organisation.",
  farm: "There is no such farm in this organisation.",
  boundary: "There is no such boundary in this organisation.",
} as const;

export function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * A plain e-mail: greeting, lines, one link, sign-off; text and HTML. The greeting and sign-off
 * in the recipient's language (`t`, decision 0160); English by default.
 */
export function simpleEmail(
  input: { lines: string[]; link: string; linkLabel: string },
  t: MailT = englishT,
) {
  // Each line one line: a name stored with a line break (before decision 0118) adds none.
  const lines = input.lines.map(oneLine);
  const hello = t("emails.hello");
  const signOff = t("emails.signOff");
  const text = [hello, "", ...lines, "", input.link, "", signOff].join("\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.linkLabel)}</a></p>`,
    `<p>${escapeHtml(signOff)}</p>`,
  ].join("\n");
  return { text, html };
}

export function appUrl(path: string) {
  return `${getEnv().APP_URL}${path}`;
}

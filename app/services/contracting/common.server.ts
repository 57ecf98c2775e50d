// What the contracting services share: the messages of what is not found, e-mails and links. Who
// acts is the one Actor (services/kit/actor.ts); anything the caller can fix is a Refusal
// (services/kit/refusal.ts).
import { getEnv } from "~/env.server";
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

/** A plain e-mail: greeting, lines, one link, sign-off; text and HTML. */
export function simpleEmail(input: { lines: string[]; link: string; linkLabel: string }) {
  // Each line one line: a name stored with a line break (before decision 0118) adds none.
  const lines = input.lines.map(oneLine);
  const text = ["Hello,", "", ...lines, "", input.link, "", "The Veld team"].join("\n");
  const html = [
    "<p>Hello,</p>",
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.linkLabel)}</a></p>`,
    "<p>The Veld team</p>",
  ].join("\n");
  return { text, html };
}

export function appUrl(path: string) {
  return `${getEnv().APP_URL}${path}`;
}

// Validation and refusal messages in the page's language (issue 33; decision 0159). The zod
// schemas and the Refusal type speak English (the spec's texts, which tests quote); a message is
// translated where it is shown, by the catalogue entry whose English text matches it: exactly,
// or by the English ICU message turned into a pattern whose placeholders capture the values
// ('Use at least {min} characters.' matches 'Use at least 8 characters.' with min = '8'), then
// formatted in the page's language. No match: the English stays (never a raw key, never a
// throw). Pure: the server (toasts) and the browser (field errors, summaries) share it.
import { formatMessage, type CompiledMessages, type Translations } from "./translations";

type Compiled = CompiledMessages[string];
type Values = Record<string, string | number>;

interface Pattern {
  id: string;
  regex: RegExp;
  /** The capture groups in order: each names its placeholder and whether it is a plural's '#'. */
  groups: Array<{ name: string; plural: boolean }>;
  /** A plural case with no '#' still fixes its value: 'one' is 1, '=0' is 0. */
  fixed: Array<{ group: number; name: string; value: number | string }>;
  /** Characters of plain text: the more, the more specific. */
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An English number as written in a message: 1250, 1 250, 1,250.5, -3. */
const NUMBER = "[-+\u2212]?\\d[\\d\\s\u00a0,.]*";

function build(
  message: Compiled,
  groups: Pattern["groups"],
  fixed: Pattern["fixed"],
  plural: string | null,
): { source: string; literal: number } {
  if (typeof message === "string")
    return {
      source:
        plural && message.includes("#")
          ? buildPluralText(message, plural, groups)
          : escape(message),
      literal: message.length,
    };
  let source = "";
  let literal = 0;
  for (const token of message) {
    if (typeof token === "string") {
      if (plural && token === "#") {
        groups.push({ name: plural, plural: true });
        source += `(${NUMBER})`;
      } else {
        source += escape(token);
        literal += token.length;
      }
      continue;
    }
    const [name, type, style] = token as [string, string?, unknown?];
    if (type === "plural" || type === "selectordinal" || type === "select") {
      const cases = style as Record<string, Compiled | number | undefined>;
      const options: string[] = [];
      let shortest = Infinity;
      for (const [key, body] of Object.entries(cases)) {
        if (key === "offset" || typeof body === "number" || body === undefined) continue;
        // Each case is its own group, so we know which one matched.
        const marker = groups.length;
        groups.push({ name: `\u0000case:${name}:${key}`, plural: false });
        const inner = build(body, groups, fixed, type === "select" ? plural : name);
        shortest = Math.min(shortest, inner.literal);
        options.push(`(${inner.source})`);
        if (type === "select") fixed.push({ group: marker, name, value: key });
        else if (/^=?\d+$/.test(key))
          fixed.push({ group: marker, name, value: Number(key.replace("=", "")) });
        else if (key === "one") fixed.push({ group: marker, name, value: 1 });
      }
      source += `(?:${options.join("|")})`;
      literal += shortest === Infinity ? 0 : shortest;
      continue;
    }
    groups.push({ name, plural: type === "number" });
    source += type === "number" ? `(${NUMBER})` : "([\\s\\S]+?)";
  }
  return { source, literal };
}

/** A plural case compiled to one string that holds '#' (Lingui keeps '#' inside plain text). */
function buildPluralText(text: string, plural: string, groups: Pattern["groups"]): string {
  return text
    .split("#")
    .map((part, index) => {
      if (index === 0) return escape(part);
      groups.push({ name: plural, plural: true });
      return `(${NUMBER})${escape(part)}`;
    })
    .join("");
}

/** The number an English message wrote: '1 250' and '1,250' are 1250. */
function readNumber(text: string): number | string {
  const value = Number(text.replace(/[\s\u00a0,]/g, "").replace("\u2212", "-"));
  return Number.isFinite(value) ? value : text;
}

interface Matcher {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const matchers = new WeakMap<CompiledMessages, Matcher>();

function matcherOf(english: CompiledMessages): Matcher {
  const known = matchers.get(english);
  if (known) return known;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, message] of Object.entries(english)) {
    if (typeof message === "string") {
      if (!exact.has(message)) exact.set(message, id);
      continue;
    }
    const groups: Pattern["groups"] = [];
    const fixed: Pattern["fixed"] = [];
    const { source, literal } = build(message, groups, fixed, null);
    patterns.push({ id, regex: new RegExp(`^${source}$`), groups, fixed, literal });
  }
  // The most specific first: 'Enter a number no larger than {max}.' before '{message}'.
  patterns.sort((a, b) => b.literal - a.literal);
  const made = { exact, patterns };
  matchers.set(english, made);
  return made;
}

export interface MessageMatch {
  id: string;
  values: Values;
}

/** The catalogue entry whose English text `text` is, with the values its placeholders held. */
export function matchMessage(english: CompiledMessages, text: string): MessageMatch | null {
  const { exact, patterns } = matcherOf(english);
  const id = exact.get(text);
  if (id) return { id, values: {} };
  for (const pattern of patterns) {
    const found = pattern.regex.exec(text);
    if (!found) continue;
    const values: Values = {};
    pattern.groups.forEach((group, index) => {
      const captured = found[index + 1];
      if (captured === undefined || group.name.startsWith("\u0000")) return;
      values[group.name] ??= group.plural ? readNumber(captured) : captured;
    });
    for (const { group, name, value } of pattern.fixed) {
      if (found[group + 1] !== undefined) values[name] ??= value;
    }
    return { id: pattern.id, values };
  }
  return null;
}

/**
 * `text` in the language of `translations`: the entry its English matches, formatted with the
 * values it held; else `text` as it is. Translations without English (an English page: nothing
 * is sent) leave every text as it is.
 */
export function translateMessage(translations: Translations | null, text: string): string {
  if (!translations?.english || !text) return text;
  const found = matchMessage(translations.english, text);
  if (!found) return text;
  const message = translations.messages[found.id];
  if (message === undefined) return text;
  try {
    return formatMessage(message, found.values, translations.language);
  } catch {
    return text;
  }
}

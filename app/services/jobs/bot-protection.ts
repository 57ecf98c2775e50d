// Bot protection of the public forms (spec §7 'The page also loads a bot-protection script with
// a site key'; docs/decisions/0032-bot-protection.md). Pure: the providers' addresses, the field
// each one posts its token in, and the honeypot, shared by the page, the server's check
// (bot-protection.server.ts) and the Content-Security-Policy (app/server/app.server.ts).

export type BotProtectionProvider = "none" | "turnstile" | "recaptcha";

export interface ProviderDetails {
  /** The script the page loads, with the site key in the widget's data-sitekey. */
  scriptUrl: string;
  /** The class of the element the script turns into the widget. */
  widgetClass: string;
  /** The form field the widget fills with its token. */
  tokenField: string;
  /** Where the server checks the token. */
  verifyUrl: string;
  /** What the Content-Security-Policy must allow for the widget (only when it is configured). */
  csp: { script: readonly string[]; frame: readonly string[]; connect: readonly string[] };
}

// Cloudflare Turnstile: https://developers.cloudflare.com/turnstile/ (implicit rendering;
// CSP: script-src and frame-src https://challenges.cloudflare.com).
// Google reCAPTCHA v2 checkbox: https://developers.google.com/recaptcha/docs/display
// (CSP per https://developers.google.com/recaptcha/docs/faq).
export const BOT_PROVIDERS: Record<Exclude<BotProtectionProvider, "none">, ProviderDetails> = {
  turnstile: {
    scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    widgetClass: "cf-turnstile",
    tokenField: "cf-turnstile-response",
    verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    csp: {
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: [],
    },
  },
  recaptcha: {
    scriptUrl: "https://www.google.com/recaptcha/api.js",
    widgetClass: "g-recaptcha",
    tokenField: "g-recaptcha-response",
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
    csp: {
      script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      connect: [],
    },
  },
};

/** What a page needs to show the widget: null when no provider is configured. */
export interface BotWidget {
  provider: Exclude<BotProtectionProvider, "none">;
  siteKey: string;
  scriptUrl: string;
  widgetClass: string;
}

export function botWidgetFor(
  provider: BotProtectionProvider,
  siteKey: string | undefined,
): BotWidget | null {
  if (provider === "none" || !siteKey) return null;
  const { scriptUrl, widgetClass } = BOT_PROVIDERS[provider];
  return { provider, siteKey, scriptUrl, widgetClass };
}

/** The extra CSP sources for a provider; empty when none is configured. */
export function botProtectionCspSources(provider: BotProtectionProvider) {
  if (provider === "none") return { script: [], frame: [], connect: [] };
  const { csp } = BOT_PROVIDERS[provider];
  return { script: [...csp.script], frame: [...csp.frame], connect: [...csp.connect] };
}

/**
 * The honeypot: a text field people never see (hidden by CSS and from screen readers, out of the
 * tab order, no autofill). Bots that fill every field fill it too. Its name looks worth filling.
 */
export const HONEYPOT_FIELD = "website";

/** True when the honeypot holds anything but blanks. */
export function isHoneypotFilled(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() !== "";
}

/** Shown beside the form when the provider's check fails or cannot be made. */
export const BOT_CHECK_FAILED =
  "We could not confirm that you are a person. Please complete the check above the Apply button and send the form again.";
export const BOT_CHECK_NEEDS_JAVASCRIPT =
  "The check that you are a person needs JavaScript. Please switch it on, or e-mail your application and CV to";

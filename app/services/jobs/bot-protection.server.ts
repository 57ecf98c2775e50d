// The server's half of bot protection (decision 0032): checks the token the provider's widget
// put in the form with the provider's siteverify endpoint, with a timeout. Without a provider
// there is nothing to check here: the honeypot and the rate limit on /jobs posts stand alone.
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { BOT_PROVIDERS, botWidgetFor, type BotProtectionProvider } from "./bot-protection";

/** spec §9 'The default HTTP timeout is 10 s'. */
export const VERIFY_TIMEOUT_MS = 10_000;

export type BotCheck =
  | { ok: true }
  | { ok: false; reason: "missing-token" | "rejected" | "unavailable"; codes?: string[] };

export interface VerifyBotTokenInput {
  provider: BotProtectionProvider;
  secret: string | undefined;
  /** The posted form (its provider token field is read). */
  form: FormData;
  /** The visitor's address, passed on to the provider when known. */
  remoteIp?: string | null;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * Turnstile and reCAPTCHA share the same shape: POST secret, response (and remoteip) as a form,
 * answer `{ success: boolean, "error-codes"?: string[] }`.
 */
export async function verifyBotToken(input: VerifyBotTokenInput): Promise<BotCheck> {
  if (input.provider === "none") return { ok: true };
  const details = BOT_PROVIDERS[input.provider];
  const raw = input.form.get(details.tokenField);
  const token = typeof raw === "string" ? raw.trim() : "";
  if (token === "") return { ok: false, reason: "missing-token" };
  if (!input.secret) throw new Error(`BOT_PROTECTION_SECRET is required for ${input.provider}`);

  const body = new URLSearchParams({ secret: input.secret, response: token });
  if (input.remoteIp) body.set("remoteip", input.remoteIp);
  const doFetch = input.fetch ?? globalThis.fetch;
  try {
    const response = await doFetch(details.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(input.timeoutMs ?? VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) {
      logger().warn({ status: response.status, provider: input.provider }, "bot check failed");
      return { ok: false, reason: "unavailable" };
    }
    const result = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
    if (result.success === true) return { ok: true };
    const codes = Array.isArray(result["error-codes"])
      ? result["error-codes"].filter((c): c is string => typeof c === "string")
      : [];
    return { ok: false, reason: "rejected", codes };
  } catch (error) {
    // A timeout or a network failure: we cannot tell, so the post is not accepted (fail closed).
    logger().warn({ err: error, provider: input.provider }, "bot check unavailable");
    return { ok: false, reason: "unavailable" };
  }
}

/** The configured widget for pages (null with BOT_PROTECTION=none). */
export function configuredBotWidget() {
  const env = getEnv();
  return botWidgetFor(env.BOT_PROTECTION, env.BOT_PROTECTION_SITE_KEY);
}

/** Checks a post against the configured provider. */
export function checkBotProtection(
  form: FormData,
  remoteIp: string | null,
  fetch?: typeof globalThis.fetch,
) {
  const env = getEnv();
  return verifyBotToken({
    provider: env.BOT_PROTECTION,
    secret: env.BOT_PROTECTION_SECRET,
    form,
    remoteIp,
    fetch,
  });
}

// An external identity provider's account actions (issue 32; decision 0148). With the built-in
// provider Veld has its own pages (app/idp); with an external one, a person resets a password,
// confirms an e-mail address and sets up two-step sign-in at the provider. Veld calls its
// endpoints where they are configured, otherwise links to its account page.
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";

/** How long Veld waits for the provider before telling the person to try again. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** A second verification e-mail within this time is not asked for (mail-bombing). */
const RESEND_INTERVAL_MS = 60_000;
const lastVerificationRequest = new Map<string, number>();

export interface ProviderAccount {
  /** True with the built-in provider: its own pages answer (nothing here applies). */
  builtIn: boolean;
  /** The provider's account page (password, two-step sign-in, e-mail), if configured. */
  accountUrl: string | null;
  /** Veld posts the e-mail to the provider's change-password endpoint. */
  canResetPassword: boolean;
  /** Veld asks the provider for a new verification e-mail. */
  canResendVerification: boolean;
}

export function providerAccount(): ProviderAccount {
  const env = getEnv();
  return {
    builtIn: env.embeddedIdentityProvider,
    accountUrl: env.OIDC_ACCOUNT_URL ?? null,
    canResetPassword: !env.embeddedIdentityProvider && !!env.OIDC_PASSWORD_RESET_URL,
    canResendVerification: !env.embeddedIdentityProvider && !!env.OIDC_VERIFICATION_URL,
  };
}

/** Where the built-in provider's 'Forgot your password?' page is. */
export function builtInPasswordResetUrl() {
  return `${getEnv().issuer}/account/forgot-password`;
}

async function postToProvider(url: string, body: Record<string, unknown>, what: string) {
  const env = getEnv();
  const credentials = Buffer.from(
    `${encodeURIComponent(env.OIDC_CLIENT_ID ?? "")}:${encodeURIComponent(env.OIDC_CLIENT_SECRET ?? "")}`,
  ).toString("base64");
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Authorization: `Basic ${credentials}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: "error",
    });
    await response.body?.cancel();
    if (response.ok) return true;
    logger().warn({ status: response.status, what }, "the identity provider refused a request");
    return false;
  } catch (error) {
    logger().warn({ err: error, what }, "could not reach the identity provider");
    return false;
  }
}

/**
 * spec §7 'Password reset posts the e-mail to the provider's change-password endpoint' (Auth0's
 * shape: { client_id, email, connection }). The provider answers alike whether or not the
 * account exists; 'unreachable' when it could not be asked.
 */
export async function requestPasswordReset(email: string): Promise<"sent" | "unreachable"> {
  const env = getEnv();
  if (!env.OIDC_PASSWORD_RESET_URL) return "unreachable";
  const sent = await postToProvider(
    env.OIDC_PASSWORD_RESET_URL,
    {
      client_id: env.OIDC_CLIENT_ID,
      email,
      ...(env.OIDC_PASSWORD_RESET_CONNECTION
        ? { connection: env.OIDC_PASSWORD_RESET_CONNECTION }
        : {}),
    },
    "password reset",
  );
  return sent ? "sent" : "unreachable";
}

/** Asks the provider for a new verification e-mail for the signed-in person, once a minute. */
export async function requestVerificationEmail(person: {
  subject: string;
  email: string;
}): Promise<"sent" | "too-soon" | "unreachable"> {
  const env = getEnv();
  if (!env.OIDC_VERIFICATION_URL) return "unreachable";
  const now = Date.now();
  const last = lastVerificationRequest.get(person.subject);
  if (last !== undefined && now - last < RESEND_INTERVAL_MS) return "too-soon";
  const sent = await postToProvider(
    env.OIDC_VERIFICATION_URL,
    { client_id: env.OIDC_CLIENT_ID, user_id: person.subject, email: person.email },
    "verification e-mail",
  );
  if (sent) {
    // Only the last minute's requests matter: the map never holds more than those.
    for (const [subject, at] of lastVerificationRequest) {
      if (now - at >= RESEND_INTERVAL_MS) lastVerificationRequest.delete(subject);
    }
    lastVerificationRequest.set(person.subject, now);
  }
  return sent ? "sent" : "unreachable";
}

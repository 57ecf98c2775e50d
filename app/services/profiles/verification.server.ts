// E-mail verification (spec §2 '/verify', §7 'Verification resend'). The embedded identity
// provider confirms addresses with its one-time links (idp_tokens, purpose verify_email); its link
// lands on /verify?status=… (app/idp/account-routes.server.ts). An external provider sends its
// own verification e-mails: Veld asks its endpoint for a new one where OIDC_VERIFICATION_URL is
// set, otherwise points to its account page (docs/decisions/0017, 0148).
import { getEnv } from "~/env.server";
import { sendVerificationEmail } from "~/idp/account-emails.server";
import { findAccountById } from "~/idp/accounts.server";
import { wasTokenIssuedRecently } from "~/idp/one-time-tokens.server";
import { decodeJwt } from "jose";
import { findProfile, findUserBySubject, markProfileEmailVerified } from "~/models/profiles.server";
import { findSessionTokens } from "~/models/sessions.server";
import { providerAccount, requestVerificationEmail } from "~/services/auth/provider-account.server";
import type { VerifyStatus } from "./queries";

/** A second verification e-mail within this time is not sent (mail-bombing). */
export const RESEND_INTERVAL_SECONDS = 60;

export type VerificationState = "verified" | "unverified" | "unknown";

/** What the embedded provider knows about the subject's address; 'unknown' with an external one. */
export async function verificationStateOf(subject: string): Promise<VerificationState> {
  if (!getEnv().embeddedIdentityProvider) return "unknown";
  const account = await findAccountById(subject);
  if (!account) return "unknown";
  return account.emailVerified ? "verified" : "unverified";
}

export async function isEmailVerifiedAtProvider(subject: string) {
  return (await verificationStateOf(subject)) === "verified";
}

/** Copies a confirmed address onto the Veld profile (user_profiles.email_verified_at), once. */
export async function syncProfileEmailVerified(subject: string) {
  if (!(await isEmailVerifiedAtProvider(subject))) return;
  const user = await findUserBySubject(subject);
  if (user) await markProfileEmailVerified(user.id);
}

export type ResendResult =
  | "sent"
  | "already-verified"
  | "too-soon"
  | "not-available"
  | "at-provider"
  | "provider-unreachable";

/**
 * Sends a new verification link through the outbox, when it makes sense to. With an external
 * provider, asks its endpoint (OIDC_VERIFICATION_URL) or answers 'at-provider': the person
 * confirms the address at the provider's account page (decision 0148).
 */
export async function resendVerificationEmail(person: {
  subject: string;
  email: string | null;
}): Promise<ResendResult> {
  const env = getEnv();
  const { subject } = person;
  if (!env.embeddedIdentityProvider) {
    if (!providerAccount().canResendVerification || !person.email) return "at-provider";
    const asked = await requestVerificationEmail({ subject, email: person.email });
    return asked === "unreachable" ? "provider-unreachable" : asked;
  }
  const account = await findAccountById(subject);
  if (!account) return "not-available";
  if (account.emailVerified) return "already-verified";
  if (await wasTokenIssuedRecently(account.id, "verify_email", RESEND_INTERVAL_SECONDS)) {
    return "too-soon";
  }
  await sendVerificationEmail(account, env.issuer);
  return "sent";
}

/** What /verify says for each ?status= (and the resend results). */
export const VERIFY_MESSAGES = {
  verified: {
    title: "Your e-mail address is confirmed",
    text: "Thank you. You can carry on with your profile.",
  },
  expired: {
    title: "This link has expired or has already been used",
    text: "Verification links work once, for 24 hours. Sign in and ask for a new one below.",
  },
  sent: {
    title: "Check your e-mail",
    text: "We've sent you a new verification link. It works once, for 24 hours.",
  },
  "already-verified": {
    title: "Your e-mail address is already confirmed",
    text: "There is nothing more to do.",
  },
  "too-soon": {
    title: "We sent you a link a moment ago",
    text: "Please check your e-mail (and its spam folder), or wait a minute before asking again.",
  },
  "not-available": {
    title: "We can't send this e-mail",
    text: "Your sign-in provider confirms your e-mail address. Look for its e-mail, or contact us.",
  },
  "at-provider": {
    title: "Your sign-in provider confirms your e-mail address",
    text: "Look for its e-mail (and in your spam folder), or ask it for a new one on your account page at the sign-in provider.",
  },
  "provider-unreachable": {
    title: "We could not reach your sign-in provider",
    text: "Please try again in a few minutes.",
  },
} as const satisfies Record<VerifyStatus, { title: string; text: string }>;

export type { VerifyStatus };

/**
 * Whether the person has shown they own their e-mail address: their Veld profile is marked
 * verified, the built-in provider has confirmed it, or the ID token of this session (checked at
 * sign-in) says `email_verified` for this very address. Anything matched by e-mail (an invite, a
 * signatory's access) waits for this (issue 12): anyone can sign up with someone else's address.
 * A confirmation found here is copied onto the profile, so it is asked for once.
 */
export async function hasVerifiedEmail(person: {
  subject: string;
  email: string;
  userId: string | null;
  sessionId?: string | null;
}): Promise<boolean> {
  const profile = person.userId ? await findProfile(person.userId) : null;
  if (profile?.emailVerifiedAt) return true;
  let verified = await isEmailVerifiedAtProvider(person.subject);
  if (!verified && person.sessionId) {
    const tokens = await findSessionTokens(person.sessionId);
    verified = idTokenVouchesFor(tokens?.idToken ?? null, person.email);
  }
  if (verified && person.userId && profile) await markProfileEmailVerified(person.userId);
  return verified;
}

/** The stored ID token (verified when the session began) says this address is verified. */
function idTokenVouchesFor(idToken: string | null, email: string): boolean {
  if (!idToken) return false;
  try {
    const claims = decodeJwt(idToken);
    return (
      claims.email_verified === true &&
      typeof claims.email === "string" &&
      claims.email.trim().toLowerCase() === email.trim().toLowerCase()
    );
  } catch {
    return false;
  }
}

/** What a person whose address is not confirmed sees where an invite would be. */
export const VERIFY_FIRST_MESSAGE =
  "Confirm your e-mail address first: open the link we e-mailed you when you created your account, or ask for a new one on the verification page (/verify). Invites and signatory access are for addresses that are confirmed.";

// 'Create Your Profile' starts with what the person told their identity provider seconds earlier
// (issue 13; decision 0065): first name, surname and phone number from the session's ID-token
// claims (OpenID Connect Core §5.1 given_name, family_name, phone_number), which they can still
// change. Read-only: the session row keeps the ID token the callback verified (signature,
// issuer, audience, nonce: app/services/auth), so it is only decoded here, never trusted from a
// request.
import { decodeJwt } from "jose";
import { findSessionTokens } from "~/models/sessions.server";
import { storedPhoneFromInternational } from "~/services/kit/forms/phone-metadata";
import type { SignupPrefill } from "./signup-form";

function claimText(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? undefined : text;
}

/**
 * The sign-up values of an ID token's claims. Names as given (a name over the field's limit then
 * says 'Too many characters' in the form, rather than being cut); a phone number only when it is
 * a valid international number, else the person types it.
 */
export function signupPrefillFromClaims(claims: Record<string, unknown>): SignupPrefill {
  const prefill: SignupPrefill = {};
  const name = claimText(claims.given_name);
  const surname = claimText(claims.family_name);
  const phoneNumber = storedPhoneFromInternational(claimText(claims.phone_number));
  if (name) prefill.name = name;
  if (surname) prefill.surname = surname;
  if (phoneNumber) prefill.phoneNumber = phoneNumber;
  return prefill;
}

/** The pre-filled sign-up values of a session; nothing when it has no ID token (or a bad one). */
export async function readSignupPrefill(sessionId: string): Promise<SignupPrefill> {
  const tokens = await findSessionTokens(sessionId);
  if (!tokens?.idToken) return {};
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(tokens.idToken);
  } catch {
    return {};
  }
  return signupPrefillFromClaims(claims);
}

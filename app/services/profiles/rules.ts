// Sign-up rules (spec §4 'Sign-up success', §8 sign-up rows, §3 'Sign-up profile'): the texts,
// how a refused sign-up is answered, the referral codes, and what a validated form becomes in
// the database. Pure: the page, the API and the tests share them.
import { TOO_MANY_CHARACTERS } from "~/services/kit/forms/messages";

/** spec §3 'country: choice, default ZA'. */
export const DEFAULT_COUNTRY = "ZA";

/** spec §3 'otherUserType: free text, shown only when userType is 'other''. */
export const OTHER_USER_TYPE = "other";

/** spec §4 'Sign-up success: shows 'Sign up complete!''. */
export const SIGN_UP_COMPLETE = "Sign up complete!";
/** spec §8 'Sign-up 400 with message 'Too many characters''. */
export const TOO_MANY_CHARACTERS_FORM =
  "Too many characters. Please correct the highlighted field(s)";
/** spec §8 'Sign-up 409'. */
export const DUPLICATE_EMAIL = "A user has already signed up with this email! Please sign in again";
/** Not shown in the spec (decision 0015). */
export const UNKNOWN_REFERRAL_CODE =
  "We don't know this referral code. Check it with the person who gave it to you.";
export const ALREADY_SIGNED_UP = "You have already signed up.";
export const CORRECT_FIELDS = "Please correct the highlighted field(s).";
/** Not shown in the spec (decision 0015). */
export const CONSENT_REQUIRED = "Please agree to the terms and conditions and the privacy policy.";

/** No sign-up without agreeing to the terms and the privacy policy (decision 0015). */
export function consentError(consent: boolean): string | null {
  return consent ? null : CONSENT_REQUIRED;
}

export { TOO_MANY_CHARACTERS };

/** The fields refused only for being too long (spec §8: 'marks the fields listed in errors'). */
export function tooLongFields(fieldErrors: Readonly<Record<string, string>>): string[] {
  return Object.entries(fieldErrors)
    .filter(([, message]) => message === TOO_MANY_CHARACTERS)
    .map(([field]) => field);
}

export type RefusalStatus = 400 | 422;

/**
 * How a refused form is answered (spec §8): any too-long value makes it a 400 'Too many
 * characters' (the spec's only sign-up error the server names); other errors are a 422.
 */
export function classifyRefusal(fieldErrors: Readonly<Record<string, string>>): {
  status: RefusalStatus;
  message: string;
} {
  return tooLongFields(fieldErrors).length > 0
    ? { status: 400, message: TOO_MANY_CHARACTERS }
    : { status: 422, message: CORRECT_FIELDS };
}

// Referral codes (spec §3 'referralCode'; GET /user/referral/{x}): eight characters from an
// alphabet without look-alikes (no 0/O, 1/I/L), shown and typed as 'K7M3-9PQX'; compared
// without case, spaces or dashes.
export const REFERRAL_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** The sign-up page's address with `code` filled in: the link a person shares (decision 0150). */
export function referralSignupPath(code: string): string {
  return `/profile/signup?ref=${encodeURIComponent(formatReferralCode(code))}`;
}

/** A new code from `randomInts` (REFERRAL_CODE_LENGTH numbers, any size). */
export function makeReferralCode(randomInts: readonly number[]): string {
  const chars = randomInts
    .slice(0, REFERRAL_CODE_LENGTH)
    .map((n) => REFERRAL_ALPHABET[Math.abs(Math.trunc(n)) % REFERRAL_ALPHABET.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

/** The code as stored and compared: upper case, without spaces or dashes; null if it can't be one. */
export function normaliseReferralCode(text: string | null | undefined): string | null {
  const code = (text ?? "").replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  return [...code].every((c) => REFERRAL_ALPHABET.includes(c)) ? code : null;
}

/** A stored code as people read it: 'K7M39PQX' → 'K7M3-9PQX'. */
export function formatReferralCode(code: string): string {
  return code.length === REFERRAL_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/**
 * The profile answers of a validated sign-up form (signup-form.ts; the API's JSON body is read
 * by the same schema): required answers are there, hidden ones are null.
 */
export interface ProfileInput {
  name: string;
  surname: string;
  phoneNumber: string;
  userType: string;
  otherUserType: string | null;
  country: string;
  region: string | null;
  hearAboutUs: string;
  hasReferral: boolean;
  referralCode: string | null;
  mailingList: boolean;
}

/** What is stored: the input with the phone optional and the referral code normalised (or null). */
export interface ProfileRecord extends Omit<ProfileInput, "phoneNumber"> {
  phoneNumber: string | null;
}

/**
 * What is stored from a validated form. The schema has already dropped hidden fields; this
 * states the same rules once more for the database (spec §5 'Values of hidden fields are
 * cleared'): otherUserType only for 'other', region only in South Africa, a referral code only
 * with hasReferral.
 */
export function toProfileRecord(input: ProfileInput): ProfileRecord {
  const hasReferral = input.hasReferral && !!input.referralCode;
  return {
    name: input.name,
    surname: input.surname,
    phoneNumber: input.phoneNumber,
    userType: input.userType,
    otherUserType: input.userType === OTHER_USER_TYPE ? input.otherUserType : null,
    country: input.country,
    region: input.country === DEFAULT_COUNTRY ? input.region : null,
    hearAboutUs: input.hearAboutUs,
    hasReferral,
    referralCode: hasReferral ? normaliseReferralCode(input.referralCode) : null,
    mailingList: input.mailingList,
  };
}

/**
 * The sign-up answers as stored (the users row's names and the profile row), null where none is:
 * what the user-info API shows and what a profile update starts from.
 */
export function storedAnswers(
  user: { name: string | null; surname: string | null } | null | undefined,
  profile:
    | (Omit<ProfileRecord, "name" | "surname" | "hasReferral" | "referralCode"> & {
        userType: string | null;
        country: string | null;
        hearAboutUs: string | null;
      })
    | null
    | undefined,
) {
  return {
    name: user?.name ?? null,
    surname: user?.surname ?? null,
    phoneNumber: profile?.phoneNumber ?? null,
    userType: profile?.userType ?? null,
    otherUserType: profile?.otherUserType ?? null,
    country: profile?.country ?? null,
    region: profile?.region ?? null,
    hearAboutUs: profile?.hearAboutUs ?? null,
    mailingList: profile?.mailingList ?? false,
  };
}

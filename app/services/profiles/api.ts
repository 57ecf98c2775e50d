// The JSON shapes of /api/v2/user/info (spec §3 'User info', §7 'The sign-up response contains a
// company object and a user object'), as zod schemas: the OpenAPI
// document shows them (decision 0111) and describeUser's return type is inferred from them, so
// what the call sends and what the document says are checked against each other by tsc.
import { z } from "zod";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { LANGUAGES } from "~/services/i18n/languages";
import { MEMBER_ROLES } from "~/shared/roles";
import { PROFILE_FIELDS, REFERRAL_FIELDS, SIGNUP_FIELDS } from "./signup-form";

/** One of the caller's organisations, with their role in it. */
export const companyJson = z.object({
  companyId: z.string().uuid(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
});

/** spec §6 'Permission flags read from the access token' (PermissionFlags). */
export const permissionFlagsJson = z.object({
  isAdmin: z.boolean(),
  writeConsts: z.boolean(),
  writeApplications: z.boolean(),
  canSignoff: z.boolean(),
  editRoles: z.boolean(),
  writeAdmin: z.boolean(),
  updateAdmin: z.boolean(),
});

/**
 * The user object. The sign-up answers are the stored ones, so a value the form no longer offers
 * is still sent as stored: strings here, not the form's option lists.
 */
export const userJson = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  userType: z.string().nullable(),
  otherUserType: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  hearAboutUs: z.string().nullable(),
  mailingList: z.boolean(),
  hasReferral: z.boolean(),
  referralCode: z.string().nullable(),
  /** Null only for a users row without its sign-up answers (a sign-up cut short). */
  ownReferralCode: z.string().nullable(),
  emailVerified: z.boolean(),
  /** The language the person chose for Veld (en, af, zu, xh, st); null until they choose. */
  language: z.string().nullable(),
  flags: permissionFlagsJson,
});

/** GET and PUT /user/info. */
export const userInfoJson = z.object({ user: userJson, companies: z.array(companyJson) });
export type UserInfoJson = z.infer<typeof userInfoJson>;

/** POST /user/info (sign-up): the organisation signed up with and the new user. */
export const signUpJson = z.object({ company: companyJson, user: userJson });

/** GET /user/referral/{code}: the code is someone's own (an unknown one is a 404). */
export const referralCodeJson = z.object({ valid: z.literal(true) });

/** POST /user/info: the sign-up form's fields (signupSchema reads them). */
export const signUpBodyDoc = fieldListDocSchema(SIGNUP_FIELDS);

/**
 * PUT /user/info: any of the profile fields and mailingList (profileUpdateSchema reads them,
 * laid over the stored answers, so each may be left out).
 */
export const profileUpdateBodyDoc = fieldListDocSchema([...PROFILE_FIELDS, REFERRAL_FIELDS[2]])
  .extend({ language: z.enum(LANGUAGES) })
  .partial();

/** POST /user/verification/resend's `data`: what became of the request. */
export const verificationResendJsonSchema = z.object({
  // at-provider: an external provider confirms the address; its account page, if configured,
  // is where the person asks for a new e-mail (decision 0148).
  status: z.enum(["sent", "already-verified", "at-provider"]),
  accountUrl: z.string().url().nullable().optional(),
});
export type VerificationResendJson = z.infer<typeof verificationResendJsonSchema>;

// Signing up (spec §4 'Sign-up success', §7 'Sign-up submit', §8 sign-up rows): the users row,
// the user_profiles row, the first organisation with its (empty) company info and the person's
// membership, all in one transaction; then the session belongs to the new profile with the new
// organisation active. The page (/profile/signup) and POST /api/v2/user/info both call signUp.
import { randomInt } from "node:crypto";
import {
  findProfile,
  findUserByEmail,
  findUserById,
  findUserBySubject,
  insertProfile,
  insertUser,
  findReferrerByCode,
  isOwnReferralCode,
  updateProfile,
  type UserProfileRow,
  type UserRow,
} from "~/models/profiles.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { foundOrganisation } from "~/services/organisations/members.server";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import type { SignupValues } from "./signup-form";
import { changedDetails } from "./details-form";
import { profileUpdateSchema, type ProfileUpdateValues } from "./signup-schema";
import type { Actor } from "~/services/kit/actor";
import { isEmailVerifiedAtProvider } from "./verification.server";
import {
  formatReferralCode,
  makeReferralCode,
  normaliseReferralCode,
  REFERRAL_CODE_LENGTH,
  toProfileRecord,
  UNKNOWN_REFERRAL_CODE,
  storedAnswers,
} from "./rules";
import { type MemberRole } from "~/shared/roles";
import { attachSessionToUser } from "~/models/sessions.server";

export interface SignUpCaller {
  /** The identity provider's subject (from the session or the access token). */
  subject: string;
  /** The signed-in e-mail address (from the session or the access token), never the form's. */
  email: string;
  /** The session to attach the new profile and organisation to (the page; not the API). */
  sessionId?: string | null;
  requestId?: string | null;
}

export type SignUpResult =
  | {
      ok: true;
      user: UserRow;
      profile: UserProfileRow;
      company: { id: string; name: string; role: MemberRole };
    }
  | { ok: false; reason: "already-signed-up" | "duplicate-email" }
  | { ok: false; reason: "invalid-referral"; fieldErrors: { referralCode: string } };

/** A referral code nobody holds yet (31^8 codes: a clash is rare, so a few tries suffice). */
async function newOwnReferralCode(executor: Executor) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = normaliseReferralCode(
      makeReferralCode(Array.from({ length: REFERRAL_CODE_LENGTH }, () => randomInt(1 << 30))),
    )!;
    if (!(await isOwnReferralCode(code, executor))) return code;
  }
  throw new Error("Could not find a free referral code");
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

class Refused extends Error {
  constructor(readonly reason: "already-signed-up" | "duplicate-email") {
    super(reason);
  }
}

export async function signUp(caller: SignUpCaller, input: SignupValues): Promise<SignUpResult> {
  const record = toProfileRecord(input);
  // spec §3 'referralCode': it must be someone's own code (GET /user/referral/{x}).
  // Who referred whom is kept (decision 0150): the code's holder. A newcomer has no profile, so
  // no code of their own yet: nobody can refer themselves (a check constraint holds it too).
  let referredByUserId: string | null = null;
  if (record.hasReferral) {
    const code = record.referralCode;
    const referrer = code ? await findReferrerByCode(code) : null;
    if (!referrer) {
      return {
        ok: false,
        reason: "invalid-referral",
        fieldErrors: { referralCode: UNKNOWN_REFERRAL_CODE },
      };
    }
    referredByUserId = referrer.userId;
  }
  const emailVerified = await isEmailVerifiedAtProvider(caller.subject);
  const role = input.role;
  try {
    return await transaction(async (tx) => {
      if (await findUserBySubject(caller.subject, tx)) throw new Refused("already-signed-up");
      // spec §8 'Sign-up 409': the e-mail is someone else's profile already.
      if (await findUserByEmail(caller.email, tx)) throw new Refused("duplicate-email");
      const user = await insertUser(
        {
          subject: caller.subject,
          email: caller.email.trim(),
          name: record.name,
          surname: record.surname,
        },
        tx,
      );
      const { name: _name, surname: _surname, ...answers } = record;
      const profile = await insertProfile(
        user.id,
        {
          ...answers,
          ownReferralCode: await newOwnReferralCode(tx),
          referredByUserId,
          emailVerifiedAt: emailVerified ? new Date() : null,
        },
        tx,
      );
      // The first organisation, its (empty) company info and the person as its first member.
      const company = await foundOrganisation(
        { userId: user.id, name: input.companyName ?? "", role },
        tx,
      );
      if (caller.sessionId) await attachSessionToUser(caller.sessionId, user.id, company.id, tx);
      await recordAudit(
        {
          actorUserId: user.id,
          actorLabel: user.email,
          action: "user.signup",
          entityType: "user",
          entityId: user.id,
          changes: {
            organisationId: company.id,
            organisation: company.name,
            role,
            referredByUserId,
          },
          requestId: caller.requestId ?? null,
        },
        tx,
      );
      return { ok: true as const, user, profile, company };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // Two sign-ups racing for one subject or e-mail: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate-email" };
    throw error;
  }
}

export type ProfileUpdateResult =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; notAnObject: true };

/**
 * A person's own details as stored (the details page's form, the API's PUT base). `known`: their
 * user row when the caller has read it already (a page's context), so it is not read again.
 */
export async function loadOwnDetails(
  userId: string,
  known?: { name: string | null; surname: string | null },
) {
  const [user, profile] = await Promise.all([known ?? findUserById(userId), findProfile(userId)]);
  return storedAnswers(user, profile);
}

/**
 * 'Your details' (decision 0150): the answers, as loadOwnDetails gives them, and the person's own
 * referral code as shown, from one read of their profile.
 */
export async function loadDetailsPage(
  userId: string,
  known: { name: string | null; surname: string | null },
) {
  const profile = await findProfile(userId);
  return {
    values: storedAnswers(known, profile),
    referralCode: profile ? formatReferralCode(profile.ownReferralCode) : null,
  };
}

/**
 * Saves a person's own details, checked with the sign-up rules (profileUpdateSchema; a hidden
 * field is cleared), in one transaction with an audit entry naming the answers that changed (not
 * their values: the log keeps no personal data beyond who). Nothing changed: nothing written.
 */
export async function saveOwnDetails(
  actor: Actor & { userId: string },
  values: ProfileUpdateValues,
): Promise<{ changed: string[] }> {
  const before = await loadOwnDetails(actor.userId);
  const record = toProfileRecord({ ...values, hasReferral: false, referralCode: null });
  const after = {
    name: record.name,
    surname: record.surname,
    phoneNumber: record.phoneNumber,
    userType: record.userType,
    otherUserType: record.otherUserType,
    country: record.country,
    region: record.region,
    hearAboutUs: record.hearAboutUs,
    mailingList: record.mailingList,
  };
  const changed = changedDetails(before, after);
  if (changed.length === 0) return { changed };
  await transaction(async (tx) => {
    await updateProfile(actor.userId, after, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "user.detailsChanged",
        entityType: "user",
        entityId: actor.userId,
        changes: { fields: changed },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return { changed };
}

/**
 * PUT /api/v2/user/info: the person changes their own profile answers. The body's fields are
 * laid over what is stored and the whole checked again with the sign-up rules (a hidden field
 * is cleared: a country other than ZA drops the province). The e-mail never changes here.
 */
export async function updateOwnProfile(
  actor: Actor & { userId: string },
  body: unknown,
): Promise<ProfileUpdateResult> {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return { ok: false, notAnObject: true };
  const stored: Record<string, unknown> = await loadOwnDetails(actor.userId);
  const changes = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([key]) => key in stored),
  );
  const parsed = await profileUpdateSchema.safeParseAsync({ ...stored, ...changes });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues) };
  await saveOwnDetails(actor, parsed.data);
  return { ok: true };
}

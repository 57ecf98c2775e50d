// The caller's user info for /api/v2/user/info (spec §3 'User info: e-mail, userId, plus flags
// derived from the access token'; §7 'The sign-up response contains a company object and a user
// object'), and the e-mail address a sign-up through the API is made with.
import { findAccountById } from "~/idp/accounts.server";
import { findProfile } from "~/models/profiles.server";
import type { PermissionFlags } from "~/services/auth/permissions";
import type { MemberRole } from "~/shared/roles";
import type { UserInfoJson } from "./api";
import { formatReferralCode, storedAnswers } from "./rules";
import { listMemberOrganisations } from "~/models/memberships.server";
import { findLatestSessionEmail } from "~/models/sessions.server";

export function companyOf(organisation: { id: string; name: string; role: MemberRole }) {
  return { companyId: organisation.id, name: organisation.name, role: organisation.role };
}

/** The user object (the users row, the sign-up answers, the flags) and the companies. */
export async function describeUser(
  user: { id: string; email: string; name: string | null; surname: string | null },
  flags: PermissionFlags,
): Promise<UserInfoJson> {
  const profile = await findProfile(user.id);
  const companies = (await listMemberOrganisations(user.id)).map(companyOf);
  return {
    user: {
      userId: user.id,
      email: user.email,
      ...storedAnswers(user, profile),
      hasReferral: profile?.hasReferral ?? false,
      referralCode: profile?.referralCode ? formatReferralCode(profile.referralCode) : null,
      ownReferralCode: profile ? formatReferralCode(profile.ownReferralCode) : null,
      emailVerified: Boolean(profile?.emailVerifiedAt),
      language: profile?.language ?? null,
      flags,
    },
    companies,
  };
}

/**
 * The e-mail address of an API caller who signs up: the access token's `email` claim, else the
 * address their last Veld sign-in's ID token gave, else the embedded provider's account. Never a
 * value from the request body (docs/decisions/0018).
 */
export async function emailOfCaller(caller: { subject: string; email: string | null }) {
  if (caller.email) return caller.email;
  const fromSession = await findLatestSessionEmail(caller.subject);
  if (fromSession) return fromSession;
  return (await findAccountById(caller.subject))?.email ?? null;
}

// The JSON shapes of the /api/v2 organisation calls (spec §7 'User and company calls'), so the
// routes stay thin and the answers stay the same wherever they are built.
import type { ApiCaller } from "~/services/api.server";
import {
  inviteExpiresAt,
  inviteState,
  roleLabel,
  type InviteStatus,
  type MemberRole,
} from "~/services/organisation-rules";
import type { Actor, InviteAnswer, loadCompany } from "~/services/organisations.server";

type Company = NonNullable<Awaited<ReturnType<typeof loadCompany>>>;

export function apiActor(
  caller: ApiCaller & { user: NonNullable<ApiCaller["user"]> },
  requestId: string | null | undefined,
): Actor {
  const { user } = caller;
  const name = [user.name, user.surname].filter(Boolean).join(" ");
  return { userId: user.id, email: user.email, label: name || user.email, requestId };
}

/** GET /user/companies/{id}: the organisation, its info, its members and the caller's role. */
export function companyJson(company: Company, role: MemberRole) {
  const { id, name, ...info } = company.info;
  return {
    id,
    companyId: id,
    name,
    info: { name, ...info },
    role,
    roleLabel: roleLabel(role),
    members: company.members.map((m) => ({
      userId: m.userId,
      email: m.email,
      name: m.name,
      surname: m.surname,
      role: m.role,
      roleLabel: roleLabel(m.role),
      joinedAt: m.joinedAt.toISOString(),
    })),
    // Owners only (the list is empty for everyone else).
    invites: company.invites.map((i) => inviteJson({ ...i, organisationId: id })),
  };
}

/**
 * An invite. `userId` repeats the invite's id: it is what PUT /user/company/invite takes as
 * `userId` (docs/decisions/0023).
 */
export function inviteJson(invite: {
  id: string;
  organisationId: string;
  email?: string;
  role: MemberRole;
  status: InviteStatus;
  createdAt: Date;
}) {
  return {
    id: invite.id,
    userId: invite.id,
    companyId: invite.organisationId,
    ...(invite.email === undefined ? {} : { email: invite.email }),
    userType: invite.role,
    userTypeLabel: roleLabel(invite.role),
    status: inviteState(invite),
    createdAt: invite.createdAt.toISOString(),
    expiresAt: inviteExpiresAt(invite.createdAt).toISOString(),
  };
}

export function inviteAnswerJson(answer: InviteAnswer) {
  const { invite, membership } = answer;
  return {
    invite: {
      id: invite.id,
      userId: invite.id,
      companyId: invite.organisationId,
      companyName: invite.organisationName,
      userType: invite.role,
      status: invite.status,
    },
    membership: membership
      ? {
          userId: membership.userId,
          companyId: membership.organisationId,
          role: membership.role,
          roleLabel: roleLabel(membership.role),
          createdAt: membership.createdAt.toISOString(),
        }
      : null,
  };
}

// What people do with their organisation (spec §3 'Organisation / company', §6 'Company users
// join through invites', §7 'User and company calls'): read it, invite people, revoke invites,
// answer invites (its details: details.server.ts). The /profile pages and the /api/v2 routes both call
// these; the caller has already found the person's role in the organisation (or that they have
// none: then it is a 404, never a 403, so ids cannot be probed).
import { getEnv } from "~/env.server";
import * as invites from "~/models/invites.server";
import * as memberships from "~/models/memberships.server";
import * as details from "~/models/organisation-details.server";
import { findOrganisation } from "~/models/organisations.server";
import { linkSignatoriesToUser } from "~/models/signatories.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { VERIFY_FIRST_MESSAGE } from "~/services/profiles/verification.server";
import { inviteLimitReached } from "./invite-limits.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  canManageInvites,
  INVITE_TTL_DAYS,
  inviteValidSince,
} from "~/services/organisations/rules";
import { isUuid } from "~/shared/ids";
import { roleLabel, type MemberRole } from "~/shared/roles";
import { oneLine } from "~/shared/text";
import { actingPerson, type Actor } from "~/services/kit/actor";
import { Refusal, type RefusalStatus } from "~/services/kit/refusal";

const refuse = (status: RefusalStatus, message: string, field?: string) =>
  new Refusal(status, message, { field });

export const MESSAGES = {
  notOwner: "Only an owner of this organisation can do this.",
  organisationNotFound: "Organisation not found",
  inviteNotFound: "Invite not found",
  alreadyMember: "This person is already a member of this organisation.",
  alreadyInvited: "This person has already been invited and has not answered yet.",
  inviteNotPending: "This invite has already been answered.",
} as const;

/** The company page and GET /user/companies/{id}: info, members and, for owners, open invites. */
export async function loadCompany(organisationId: string, role: MemberRole | null) {
  const info = await details.findCompanyInfo(organisationId);
  if (!info) return null;
  const [members, pending] = await Promise.all([
    memberships.listMembers(organisationId),
    canManageInvites(role) ? invites.listPendingInvitesOf(organisationId) : Promise.resolve([]),
  ]);
  return { info, members, invites: pending };
}

function inviteEmail(input: { inviter: string; organisationName: string; role: MemberRole }): {
  subject: string;
  text: string;
  html: string;
} {
  const link = `${getEnv().APP_URL}/auth/login?returnTo=${encodeURIComponent("/profile/home")}`;
  // Each line one line: a name stored with a line break (before decision 0118) adds none.
  const lines = [
    `${input.inviter} has invited you to join ${input.organisationName} on Veld as ${roleLabel(input.role)}.`,
    "Sign in with this e-mail address (or create an account with it) to accept or decline the invite.",
    `The invite is open for ${INVITE_TTL_DAYS} days.`,
  ].map(oneLine);
  const text = ["Hello,", "", ...lines, "", link, "", "The Veld team"].join("\n");
  const html = [
    "<p>Hello,</p>",
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Sign in to Veld</a></p>`,
    "<p>The Veld team</p>",
  ].join("\n");
  return {
    subject: `You're invited to join ${oneLine(input.organisationName)} on Veld`,
    text,
    html,
  };
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * POST /user/company/invite: an owner invites someone by e-mail with a role (the invite's
 * userType, decision 0020). The e-mail is queued in the same transaction as the invite.
 * `actorRole` is the inviter's role in the organisation, which the caller has looked up.
 */
export async function inviteMember(
  actor: Actor,
  organisationId: string,
  actorRole: MemberRole,
  input: { email: string; role: MemberRole },
): Promise<invites.InviteRow> {
  if (!canManageInvites(actorRole)) throw refuse(403, MESSAGES.notOwner);
  const inviter = actingPerson(actor);
  const email = input.email.trim();
  return transaction(async (tx) => {
    const organisation = await findOrganisation(organisationId, tx);
    if (!organisation) throw refuse(404, MESSAGES.organisationNotFound);
    if (await memberships.isMemberByEmail(organisationId, email, tx)) {
      throw refuse(409, MESSAGES.alreadyMember, "email");
    }
    if (await invites.findOpenInviteFor(organisationId, email, inviteValidSince(), tx)) {
      throw refuse(409, MESSAGES.alreadyInvited, "email");
    }
    const limit = await inviteLimitReached(organisationId, inviter, tx);
    if (limit) throw refuse(429, limit, "email");
    const invite = await invites.insertInvite(
      { organisationId, email, role: input.role, invitedBy: inviter },
      tx,
    );
    await enqueueEmail(
      {
        to: email,
        ...inviteEmail({
          inviter: actor.label,
          organisationName: organisation.name,
          role: input.role,
        }),
        idempotencyKey: `organisation-invite:${invite.id}`,
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "invite.create",
        entityType: "organisation_invite",
        entityId: invite.id,
        changes: { organisationId, email, role: input.role },
        requestId: actor.requestId,
      },
      tx,
    );
    return invite;
  });
}

/** An owner withdraws a pending invite of their organisation; another's invite id is a 404. */
export async function revokeInvite(
  actor: Actor,
  organisationId: string,
  actorRole: MemberRole,
  inviteId: string,
): Promise<void> {
  if (!canManageInvites(actorRole)) throw refuse(403, MESSAGES.notOwner);
  if (!isUuid(inviteId)) throw refuse(404, MESSAGES.inviteNotFound);
  const revoker = actingPerson(actor);
  await transaction(async (tx) => {
    const invite = await invites.findInviteOf(organisationId, inviteId, tx);
    if (!invite) throw refuse(404, MESSAGES.inviteNotFound);
    if (!(await invites.closeInvite(inviteId, "revoked", revoker, tx))) {
      throw refuse(409, MESSAGES.inviteNotPending);
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "invite.revoke",
        entityType: "organisation_invite",
        entityId: inviteId,
        changes: { organisationId, email: invite.email },
        requestId: actor.requestId,
      },
      tx,
    );
  });
}

/** The invites waiting for this person's answer (pending, not expired). */
export function listOpenInvites(email: string) {
  return invites.listOpenInvitesFor(email, inviteValidSince());
}

export interface InviteAnswer {
  invite: {
    id: string;
    organisationId: string;
    organisationName: string;
    role: MemberRole;
    status: "accepted" | "declined";
  };
  membership: { userId: string; organisationId: string; role: MemberRole; createdAt: Date } | null;
}

/**
 * PUT /user/company/invite: the invitee accepts or declines. Only an open invite sent to the
 * person's own address counts; anything else is a 404. Accepting adds the membership with the
 * invited role (someone already a member keeps their role).
 */
export async function answerInvite(
  actor: Actor,
  inviteId: string,
  accept: boolean,
  /**
   * The answering person's e-mail address (an invite is matched by it) and whether it is
   * confirmed (hasVerifiedEmail()): an unconfirmed address answers nothing.
   */
  person: { email: string; emailVerified: boolean },
): Promise<InviteAnswer> {
  if (!isUuid(inviteId)) throw refuse(404, MESSAGES.inviteNotFound);
  if (!person.emailVerified) throw refuse(403, VERIFY_FIRST_MESSAGE);
  const userId = actingPerson(actor);
  return transaction(async (tx) => {
    const invite = await invites.findOpenInviteForEmail(
      inviteId,
      person.email,
      inviteValidSince(),
      tx,
    );
    if (!invite) throw refuse(404, MESSAGES.inviteNotFound);
    const status = accept ? "accepted" : "declined";
    if (!(await invites.closeInvite(invite.id, status, userId, tx))) {
      throw refuse(404, MESSAGES.inviteNotFound);
    }
    const membership = accept
      ? await memberships.addMember(
          { userId, organisationId: invite.organisationId, role: invite.role },
          tx,
        )
      : null;
    // A signatory invited from the contracting details is the same person from now on.
    if (accept) await linkSignatoriesToUser(invite.organisationId, person.email, userId, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: accept ? "invite.accept" : "invite.decline",
        entityType: "organisation_invite",
        entityId: invite.id,
        changes: { organisationId: invite.organisationId, role: invite.role },
        requestId: actor.requestId,
      },
      tx,
    );
    const organisation = await findOrganisation(invite.organisationId, tx);
    return {
      invite: {
        id: invite.id,
        organisationId: invite.organisationId,
        organisationName: organisation?.name ?? "",
        role: invite.role,
        status,
      },
      membership,
    };
  });
}

/** The open invite of `organisationId` sent to this person (for PUT with their own user id). */
export async function findOpenInviteToOrganisation(email: string, organisationId: string) {
  if (!isUuid(organisationId)) return null;
  return invites.findOpenInviteFor(organisationId, email, inviteValidSince());
}

export { findMembershipRole } from "~/models/memberships.server";

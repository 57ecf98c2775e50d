// An organisation's people manage themselves (issue 32 'self-service for people and
// organisations'; decision 0145): an owner changes a member's role, removes a member or transfers
// ownership; any member leaves; anyone founds a further organisation. The /profile/company page
// and the /api/v2 routes both call these. Each change takes the lock of decision 0117 before it
// reads the members, so two changes at once are made one after the other and the rules
// (member-rules.ts) always see what the other left: an organisation never ends without an OWNER.
import * as memberships from "~/models/memberships.server";
import { insertNotification, insertRecipients } from "~/models/notifications.server";
import { insertEmptyDetails } from "~/models/organisation-details.server";
import { findOrganisation, insertOrganisation } from "~/models/organisations.server";
import { clearActiveOrganisationOfUser } from "~/models/sessions.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { EMPTY_AUDIENCE } from "~/services/audience/rules";
import { enqueueEmail } from "~/services/email/outbox.server";
import { actingPerson, type Actor } from "~/services/kit/actor";
import { Refusal } from "~/services/kit/refusal";
import { roleLabel, type MemberRole } from "~/shared/roles";
import { oneLine } from "~/shared/text";
import {
  applyMemberChange,
  refuseMemberChange,
  type MemberChange,
  type MemberSeat,
} from "./member-rules";

export interface MemberChangeResult {
  organisationId: string;
  organisationName: string;
  /** The memberships that changed: the role before and after (null: no longer a member). */
  changed: { userId: string; email: string; from: MemberRole; to: MemberRole | null }[];
}

const AUDIT_ACTIONS: Record<MemberChange["kind"], string> = {
  role: "membership.roleChange",
  remove: "membership.remove",
  leave: "membership.leave",
  transfer: "membership.transferOwnership",
};

/**
 * Makes `change` in `organisationId` for `actor` (a member of it; anyone else gets a 404), with
 * an audit entry (who, what, the reason given) and a message to each person whose membership
 * changed. A person no longer a member loses it at once: their sessions stop pointing there and
 * every later request reads their memberships afresh.
 */
export async function changeMembers(
  actor: Actor,
  organisationId: string,
  change: MemberChange,
  reason?: string | null,
): Promise<MemberChangeResult> {
  const actorId = actingPerson(actor);
  return transaction(async (tx) => {
    // decision 0117: the organisation's row is locked before its owners are counted.
    const locked = await memberships.lockOrganisationsOfMember(actorId, tx);
    if (!locked.includes(organisationId)) throw new Refusal(404, "Organisation not found");
    const organisation = await findOrganisation(organisationId, tx);
    if (!organisation) throw new Refusal(404, "Organisation not found");
    const before = await memberships.listMembers(organisationId, tx);
    const seats: MemberSeat[] = before.map(({ userId, role }) => ({ userId, role }));
    const refusal = refuseMemberChange(seats, actorId, change);
    if (refusal) throw new Refusal(refusal.status, refusal.message);
    const after = new Map(applyMemberChange(seats, actorId, change).map((s) => [s.userId, s]));
    const changed: MemberChangeResult["changed"] = [];
    for (const member of before) {
      const next = after.get(member.userId)?.role ?? null;
      if (next === member.role) continue;
      if (next === null) {
        await memberships.removeMembership({ userId: member.userId, organisationId }, tx);
        await clearActiveOrganisationOfUser(member.userId, organisationId, tx);
      } else {
        await memberships.setMemberRole({ userId: member.userId, organisationId, role: next }, tx);
      }
      changed.push({ userId: member.userId, email: member.email, from: member.role, to: next });
    }
    const trimmed = reason?.trim() || null;
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: AUDIT_ACTIONS[change.kind],
        entityType: "organisation",
        entityId: organisationId,
        changes: {
          organisationId,
          memberships: changed.map(({ userId, from, to }) => ({ userId, from, to })),
          ...(trimmed ? { reason: trimmed } : {}),
        },
        requestId: actor.requestId,
      },
      tx,
    );
    const result = { organisationId, organisationName: organisation.name, changed };
    await tellMembers(actor, result, change, tx);
    // Leaving: the organisation's owners hear of it.
    if (change.kind === "leave") await tellOwnersOfLeaving(actor, result, tx);
    return result;
  });
}

/** The one sentence each person whose membership changed reads (e-mail and notification). */
function changeSentence(
  actor: Actor,
  organisationName: string,
  change: MemberChange,
  to: MemberRole | null,
) {
  const name = oneLine(organisationName);
  if (change.kind === "leave") return `You left ${name}.`;
  if (to === null) return `${actor.label} removed you from ${name} on Veld.`;
  if (change.kind === "transfer" && to === "OWNER") {
    return `${actor.label} transferred the ownership of ${name} to you: you are now its owner.`;
  }
  return `${actor.label} changed your role in ${name} to ${roleLabel(to)}.`;
}

async function tellMembers(
  actor: Actor,
  result: MemberChangeResult,
  change: MemberChange,
  tx: Executor,
) {
  for (const person of result.changed) {
    // The person who acted on themself (a transfer's former owner, someone leaving) knows.
    if (person.userId === actor.userId) continue;
    const sentence = changeSentence(actor, result.organisationName, change, person.to);
    await tell(person, sentence, person.to === null ? "/profile/home" : "/profile/company", tx, {
      key: `${AUDIT_ACTIONS[change.kind]}:${result.organisationId}:${person.userId}:${Date.now()}`,
      createdBy: actor.userId ?? null,
    });
  }
}

async function tellOwnersOfLeaving(actor: Actor, result: MemberChangeResult, tx: Executor) {
  const owners = await memberships.listMembersWithRoles(result.organisationId, ["OWNER"], tx);
  const sentence = `${actor.label} left ${oneLine(result.organisationName)} on Veld.`;
  for (const owner of owners) {
    await tell(owner, sentence, "/profile/company", tx, {
      key: `membership.leave:${result.organisationId}:${actor.userId}:${owner.userId}:${Date.now()}`,
      createdBy: actor.userId ?? null,
    });
  }
}

/** An e-mail and an in-app notification to one person, in the change's transaction. */
async function tell(
  person: { userId: string; email: string },
  sentence: string,
  link: string,
  tx: Executor,
  options: { key: string; createdBy: string | null },
) {
  await enqueueEmail(
    {
      to: person.email,
      userId: person.userId,
      subject: "Your membership on Veld changed",
      text: ["Hello,", "", sentence, "", "The Veld team"].join("\n"),
      idempotencyKey: options.key,
    },
    tx,
  );
  const row = await insertNotification(
    {
      kind: "message",
      title: "Your membership changed",
      body: sentence,
      link,
      audience: { ...EMPTY_AUDIENCE, userIds: [person.userId] },
      recipientCount: 1,
      emailed: true,
      createdBy: options.createdBy,
    },
    tx,
  );
  await insertRecipients(row.id, [person.userId], tx);
}

/**
 * A new organisation with its (empty) company info and `userId` as its first member: sign-up's
 * first organisation and every further one (decision 0145) are made here, in the caller's
 * transaction.
 */
export async function foundOrganisation(
  input: { userId: string; name: string; role: MemberRole },
  tx: Executor,
) {
  const organisation = await insertOrganisation(input.name.trim(), tx);
  await insertEmptyDetails(organisation.id, tx);
  await memberships.addMember(
    { userId: input.userId, organisationId: organisation.id, role: input.role },
    tx,
  );
  return { id: organisation.id, name: organisation.name, role: input.role };
}

/** A signed-up person founds a further organisation (a consultant serving several farms). */
export async function createOrganisation(actor: Actor, name: string) {
  const userId = actingPerson(actor);
  return transaction(async (tx) => {
    const company = await foundOrganisation({ userId, name, role: "OWNER" }, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "organisation.create",
        entityType: "organisation",
        entityId: company.id,
        changes: { organisationId: company.id, organisation: company.name, role: "OWNER" },
        requestId: actor.requestId,
      },
      tx,
    );
    return company;
  });
}

/** One member of an organisation the caller belongs to; anyone else (or no UUID) is a 404. */
export async function requireMember(organisationId: string, userId: string) {
  const member = await memberships.findMember(organisationId, userId);
  if (!member) throw new Refusal(404, "Member not found");
  return member;
}

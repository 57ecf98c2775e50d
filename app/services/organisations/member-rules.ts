// What an organisation's people may do with its memberships (issue 32 'self-service for people and
// organisations'; spec §6 'User roles'; decision 0145): an owner changes a member's role, removes
// a member or hands ownership to another member; any member leaves. An organisation always keeps
// at least one OWNER: its only owner transfers ownership first. Pure: the service applies these
// to the members it read under the lock of decision 0117, the page and the API share them.
import type { MemberRole } from "~/shared/roles";

/** What a former owner holds after handing ownership over (decision 0145): an editor's role. */
export const FORMER_OWNER_ROLE = "STAFF" as const satisfies MemberRole;

/** The longest reason an owner may give for removing a member (kept in the audit log). */
export const REMOVAL_REASON_MAX = 500;

/**
 * An owner's forms for one member (decision 0145): change their role, remove them (after the
 * confirmation step), transfer ownership to them (after its confirmation step); any member's
 * 'Leave this organisation'.
 */
export const MEMBER_INTENTS = [
  "member-role",
  "remove-member",
  "transfer-ownership",
  "leave-organisation",
] as const;

export type MemberChange =
  | { kind: "role"; userId: string; role: MemberRole }
  | { kind: "remove"; userId: string }
  | { kind: "leave" }
  | { kind: "transfer"; userId: string };

export interface MemberSeat {
  userId: string;
  role: MemberRole;
}

export const MEMBER_MESSAGES = {
  notOwner: "Only an owner of this organisation can do this.",
  memberNotFound: "Member not found",
  onlyOwnerLeave:
    "You are the only owner of this organisation. Transfer ownership to another member before you leave it.",
  onlyOwnerRole:
    "You are the only owner of this organisation. Transfer ownership to another member before you change your role.",
  lastOwner:
    "An organisation must keep at least one owner. Transfer ownership to another member first.",
  transferToSelf: "Choose another member to transfer ownership to.",
  removeSelf: "To leave this organisation, use 'Leave this organisation'.",
} as const;

export interface MemberRefusal {
  status: 403 | 404 | 409;
  message: string;
}

/** Who may change roles, remove members and transfer ownership: owners only. */
export function canManageMembers(role: string | null | undefined): boolean {
  return role === "OWNER";
}

const owners = (members: readonly MemberSeat[]) =>
  members.filter((member) => member.role === "OWNER").length;

/**
 * Why `actorId` may not make `change` among `members` (the organisation's, as they stand), or
 * null when they may. Another organisation's member is not among them: a 404.
 */
export function refuseMemberChange(
  members: readonly MemberSeat[],
  actorId: string,
  change: MemberChange,
): MemberRefusal | null {
  const actor = members.find((member) => member.userId === actorId);
  // Not a member: the organisation itself is not theirs to see.
  if (!actor) return { status: 404, message: "Organisation not found" };
  if (change.kind === "leave") {
    if (actor.role === "OWNER" && owners(members) <= 1) {
      return { status: 409, message: MEMBER_MESSAGES.onlyOwnerLeave };
    }
    return null;
  }
  if (!canManageMembers(actor.role)) return { status: 403, message: MEMBER_MESSAGES.notOwner };
  const target = members.find((member) => member.userId === change.userId);
  if (!target) return { status: 404, message: MEMBER_MESSAGES.memberNotFound };
  switch (change.kind) {
    case "role":
      if (target.role === "OWNER" && change.role !== "OWNER" && owners(members) <= 1) {
        const self = target.userId === actorId;
        return {
          status: 409,
          message: self ? MEMBER_MESSAGES.onlyOwnerRole : MEMBER_MESSAGES.lastOwner,
        };
      }
      return null;
    case "remove":
      if (target.userId === actorId) return { status: 409, message: MEMBER_MESSAGES.removeSelf };
      if (target.role === "OWNER" && owners(members) <= 1) {
        return { status: 409, message: MEMBER_MESSAGES.lastOwner };
      }
      return null;
    case "transfer":
      if (target.userId === actorId)
        return { status: 409, message: MEMBER_MESSAGES.transferToSelf };
      return null;
  }
}

/** The memberships after `change` (one the rules allow): what the service writes. */
export function applyMemberChange(
  members: readonly MemberSeat[],
  actorId: string,
  change: MemberChange,
): MemberSeat[] {
  switch (change.kind) {
    case "leave":
      return members.filter((member) => member.userId !== actorId);
    case "remove":
      return members.filter((member) => member.userId !== change.userId);
    case "role":
      return members.map((member) =>
        member.userId === change.userId ? { ...member, role: change.role } : member,
      );
    case "transfer":
      return members.map((member) => {
        if (member.userId === change.userId) return { ...member, role: "OWNER" };
        if (member.userId === actorId) return { ...member, role: FORMER_OWNER_ROLE };
        return member;
      });
  }
}

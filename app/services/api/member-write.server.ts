// A member's write as the domain operations take it (their typed input, not the request): the
// actor, named in the audit log by the e-mail of the member's profile (auditActor names the
// token's), and, for the operations that check the role themselves, the organisation and the role.
import type { Actor } from "~/services/kit/actor";
import type { MemberRole } from "~/shared/roles";
import type { ApiMember } from "./callers.server";

/** The member as the actor of a write. */
export function memberActor(caller: ApiMember, requestId: string): Actor {
  return { userId: caller.user.id, label: caller.user.email, requestId };
}

/** The member's write: the actor, the organisation and the role the operation checks. */
export function memberWrite(
  caller: ApiMember,
  requestId: string,
): { actor: Actor; organisationId: string; role: MemberRole } {
  return {
    actor: memberActor(caller, requestId),
    organisationId: caller.organisationId,
    role: caller.role,
  };
}

// The invites a person has received, on /profile/home and /profile/company: which ones they are
// shown, and answering one (Accept, Decline), which on accepting makes that organisation the
// active one (issue 4). The routes read the buttons' posts and answer them.
import { answerInvite, listOpenInvites } from "~/services/organisations/organisations.server";
import {
  actorOf,
  setActiveOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { hasVerifiedEmail } from "~/services/profiles/verification.server";

import { INVITE_INTENTS } from "./queries";

export { INVITE_INTENTS };

export function isInviteIntent(intent: unknown): intent is (typeof INVITE_INTENTS)[number] {
  return (INVITE_INTENTS as readonly unknown[]).includes(intent);
}

/**
 * Answers an invite of the person whose context this is and, on accepting, makes its
 * organisation the active one of their session. answerInvite's refusals pass on (another's
 * invite is a 404).
 */
export async function answerInviteAs(
  context: ProfileContext,
  inviteId: string,
  accept: boolean,
  requestId: string | null | undefined,
) {
  const emailVerified = await hasVerifiedEmail({
    subject: context.viewer.subject,
    email: context.user.email,
    userId: context.user.id,
    sessionId: context.viewer.sessionId,
  });
  const { invite } = await answerInvite(actorOf(context, requestId), inviteId, accept, {
    email: context.user.email,
    emailVerified,
  });
  if (accept) await setActiveOrganisation(context.viewer.sessionId, invite.organisationId);
  return invite;
}

/**
 * The invites waiting for the person whose pages these are. An invite is matched by e-mail
 * address, so until that address is confirmed only their number is told (`unconfirmed`), never
 * who sent them: anyone can create an account with someone else's address (issue 12).
 */
export async function receivedInvitesFor(context: ProfileContext) {
  const open = await listOpenInvites(context.user.email);
  if (open.length === 0) return { invites: open, unconfirmed: 0 };
  const confirmed = await hasVerifiedEmail({
    subject: context.isUserView ? "" : context.viewer.subject,
    email: context.user.email,
    userId: context.user.id,
    sessionId: context.isUserView ? null : context.viewer.sessionId,
  });
  return confirmed ? { invites: open, unconfirmed: 0 } : { invites: [], unconfirmed: open.length };
}

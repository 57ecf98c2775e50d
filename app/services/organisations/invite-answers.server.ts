// The Accept and Decline buttons of an invite, on /profile/home and /profile/company: answers
// the invite and, on accepting, makes that organisation the active one (issue 4).
import { answerInvite, listOpenInvites } from "~/services/organisations/organisations.server";
import {
  actorOf,
  setActiveOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { pageRefused } from "~/services/kit/forms/refusal.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { hasVerifiedEmail } from "~/services/profiles/verification.server";

export const INVITE_INTENTS = ["accept-invite", "decline-invite"] as const;

export function isInviteIntent(intent: unknown): intent is (typeof INVITE_INTENTS)[number] {
  return (INVITE_INTENTS as readonly unknown[]).includes(intent);
}

/** Answers the posted invite and redirects to `back` with a toast; another's invite is a 404. */
export async function answerInviteFromForm(
  context: ProfileContext,
  form: FormData,
  requestId: string | null | undefined,
  back: string,
): Promise<Response> {
  const inviteId = form.get("inviteId");
  const accept = form.get("intent") === "accept-invite";
  const emailVerified = await hasVerifiedEmail({
    subject: context.viewer.subject,
    email: context.user.email,
    userId: context.user.id,
    sessionId: context.viewer.sessionId,
  });
  const { invite } = await answerInvite(
    actorOf(context, requestId),
    typeof inviteId === "string" ? inviteId : "",
    accept,
    { email: context.user.email, emailVerified },
  ).catch(pageRefused);
  if (!accept) {
    return redirectWithToast(back, {
      type: "message",
      text: `You declined the invite to join ${invite.organisationName}.`,
    });
  }
  await setActiveOrganisation(context.viewer.sessionId, invite.organisationId);
  return redirectWithToast(back, {
    type: "success",
    text: `You joined ${invite.organisationName}. It is now your active organisation.`,
  });
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

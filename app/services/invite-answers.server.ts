// The Accept and Decline buttons of an invite, on /profile/home and /profile/company: answers
// the invite and, on accepting, makes that organisation the active one (issue 4).
import { answerInvite } from "~/services/organisations.server";
import {
  actorOf,
  setActiveOrganisation,
  type ProfileContext,
} from "~/services/profile-context.server";
import { redirectWithToast } from "~/services/toast.server";

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
  const outcome = await answerInvite(
    actorOf(context, requestId),
    typeof inviteId === "string" ? inviteId : "",
    accept,
  );
  if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
  const { invite } = outcome.value;
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

// The company page's member forms (issue 32; decision 0145): an owner's role change, removal and
// ownership transfer, any member's 'Leave this organisation', anyone's further organisation. The
// organisation is the session's active one; a member id only picks within it (another
// organisation's member is a 404). A refusal (the only owner, not an owner, a member who has gone
// meanwhile) comes back on the page as the one action result, with its status, its sentence and
// what was posted (the member, the role, the removal reason), so the page shows it beside the form.
import { newOrganisationValidator } from "~/components/organisations/company-validators";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  formRefusal,
  refuseForm,
  validatePost,
  type Post,
} from "~/services/kit/forms/validate-form.server";
import { isRefusal } from "~/services/kit/refusal";
import { changeMembers, createOrganisation } from "~/services/organisations/members.server";
import { FORMER_OWNER_ROLE, type MemberChange } from "~/services/organisations/member-rules";
import type { companyPost } from "~/services/organisations/queries";
import {
  actorOf,
  requireOrganisation,
  setActiveOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { roleLabel } from "~/shared/roles";
import type { z } from "zod";

type CompanyPost = Post<z.infer<typeof companyPost>>;

const PAGE = "/profile/company";

/** A member form's refusal: the sentence at the form's level, everything posted kept. */
function refuseMemberForm(
  intent: string | undefined,
  fields: CompanyPost["fields"],
  message: string,
  status: number,
) {
  const { memberId, role, reason } = fields;
  const values = { memberId: memberId ?? "", role: role ?? "", reason: reason ?? "" };
  return refuseForm(intent, { formError: message, values }, status);
}

export async function handleMemberPost(
  context: ProfileContext,
  post: CompanyPost,
  requestId: string,
) {
  const actor = actorOf(context, requestId);
  const { intent, memberId, role, reason } = post.fields;
  if (intent === "create-organisation") {
    const result = await validatePost(post, newOrganisationValidator);
    if (result instanceof Response) return result;
    let company: Awaited<ReturnType<typeof createOrganisation>>;
    try {
      company = await createOrganisation(actor, result.data.name);
    } catch (error) {
      return formRefusal(error, intent, result.submittedData, { formLevel: true });
    }
    // The new organisation is the one the person works in now, as after an accepted invite.
    await setActiveOrganisation(context.viewer.sessionId, company.id);
    return redirectWithToast(PAGE, {
      type: "success",
      text: `You created ${company.name}. It is now your active organisation.`,
    });
  }
  const organisation = requireOrganisation(context);
  const missing = (what: string) =>
    refuseMemberForm(intent, post.fields, `Choose ${what} first.`, 400);
  let change: MemberChange;
  switch (intent) {
    case "member-role":
      if (!memberId) return missing("a member");
      if (!role) return missing("a role");
      change = { kind: "role", userId: memberId, role };
      break;
    case "remove-member":
      if (!memberId) return missing("a member");
      change = { kind: "remove", userId: memberId };
      break;
    case "transfer-ownership":
      if (!memberId) return missing("a member");
      change = { kind: "transfer", userId: memberId };
      break;
    case "leave-organisation":
      change = { kind: "leave" };
      break;
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
  let result: Awaited<ReturnType<typeof changeMembers>>;
  try {
    result = await changeMembers(actor, organisation.id, change, reason);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuseMemberForm(intent, post.fields, error.message, error.status);
  }
  if (result.changed.length === 0) {
    return redirectWithToast(PAGE, { type: "message", text: "Nothing changed." });
  }
  const person = result.changed.find((c) => c.userId !== actor.userId) ?? result.changed[0];
  const who = person?.email ?? "The member";
  switch (change.kind) {
    case "leave":
      return redirectWithToast("/profile/home", {
        type: "message",
        text: `You left ${result.organisationName}.`,
      });
    case "remove":
      return redirectWithToast(PAGE, {
        type: "success",
        text: `${who} was removed from ${result.organisationName}.`,
      });
    case "transfer":
      return redirectWithToast(PAGE, {
        type: "success",
        text: `${who} is now the owner of ${result.organisationName}. Your role is now ${roleLabel(FORMER_OWNER_ROLE)}.`,
      });
    case "role":
      return redirectWithToast(PAGE, {
        type: "success",
        text: `${who}'s role is now ${roleLabel(change.role)}.`,
      });
  }
}

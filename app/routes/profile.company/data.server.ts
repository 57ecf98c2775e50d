// The company page's loader data and form handling (spec §3 'Organisation / company'). Every
// query is scoped by the organisation that is active in the session (docs/architecture.md
// 'Models'); ids posted from the page only ever pick within it.
import { saveOrganisationDetails } from "~/services/organisations/details.server";
import { companyPost, companyQuery } from "~/services/organisations/queries";
import { canManageMembers } from "~/services/organisations/member-rules";
import { readQuery } from "~/services/kit/query";
import { handleMemberPost } from "./members.server";
import {
  companyValidator,
  inviteValidator,
  legalEntityDraftValidator,
} from "~/components/organisations/company-validators";
import {
  formRefusal,
  pageRefused,
  readPost,
  validatePost,
} from "~/services/kit/forms/validate-form.server";
import { answerInviteAs, receivedInvitesFor } from "~/services/organisations/invite-answers.server";
import {
  canEditOrganisation,
  canManageInvites,
  canRenameOrganisation,
} from "~/services/organisations/rules";
import {
  inviteMember,
  loadCompany,
  revokeInvite,
} from "~/services/organisations/organisations.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profiles/context.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { reportJson } from "~/services/reports/api";
import { listReportsOfOrganisation } from "~/services/reports/reports.server";

export async function loadCompanyPage(context: ProfileContext, request: Request) {
  const organisation = context.organisation;
  const [company, receivedInvites, reports] = await Promise.all([
    organisation ? loadCompany(organisation.id, organisation.role) : Promise.resolve(null),
    receivedInvitesFor(context),
    // spec §7 'Report GET': the organisation's report files (decision 0083).
    organisation ? listReportsOfOrganisation(organisation.id) : Promise.resolve([]),
  ]);
  const mayChange = !context.isUserView;
  const manages = mayChange && canManageMembers(organisation?.role);
  // The confirmation step of a removal, a transfer or leaving, as an address (decision 0145).
  const asked = readQuery(request, companyQuery);
  const member = company?.members.find((m) => m.userId === asked.member) ?? null;
  const confirm =
    !mayChange || !asked.confirm
      ? null
      : asked.confirm === "leave"
        ? { step: asked.confirm, member: null }
        : manages && member && member.userId !== context.user.id
          ? { step: asked.confirm, member }
          : null;
  const owners = company?.members.filter((m) => m.role === "OWNER").length ?? 0;
  return {
    organisation,
    company,
    receivedInvites: receivedInvites.invites,
    unconfirmedInvites: receivedInvites.unconfirmed,
    canEdit: mayChange && canEditOrganisation(organisation?.role),
    canRename: mayChange && canRenameOrganisation(organisation?.role),
    canInvite: mayChange && canManageInvites(organisation?.role),
    canManageMembers: manages,
    canLeave: mayChange && !!organisation,
    isOnlyOwner: organisation?.role === "OWNER" && owners <= 1,
    confirm,
    isUserView: context.isUserView,
    currentUserId: context.user.id,
    reports: reports.map(reportJson),
  };
}

const PAGE = "/profile/company";

/** The page's forms and buttons, by their intent (decision 0128). */
export async function handleCompanyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const post = await readPost(request, companyPost);
  if (post instanceof Response) return post;
  const { intent, inviteId = "" } = post.fields;
  const actor = actorOf(context, requestId);

  switch (intent) {
    case "member-role":
    case "remove-member":
    case "transfer-ownership":
    case "leave-organisation":
    case "create-organisation":
      return handleMemberPost(context, post, requestId);
    case "accept-invite":
    case "decline-invite":
      return answerInvite(context, inviteId, intent === "accept-invite", requestId, PAGE);
    case "company-info": {
      const organisation = requireOrganisation(context);
      if (!canEditOrganisation(organisation.role)) {
        throw new Response("Your role in this organisation does not allow changing its details.", {
          status: 403,
        });
      }
      // Owners' form has the name; the others' has only the legal entity (decision 0054). A name
      // posted by someone else still reaches the service, which refuses the rename.
      const owner = canRenameOrganisation(organisation.role);
      const result = owner
        ? await validatePost(post, companyValidator)
        : await validatePost(post, legalEntityDraftValidator);
      if (result instanceof Response) return result;
      const postedName = post.form.get("name");
      await saveOrganisationDetails(actor, organisation.id, organisation.role, {
        ...result.data,
        ...(!owner && typeof postedName === "string" ? { name: postedName } : {}),
      }).catch(pageRefused);
      return redirectWithToast(PAGE, { type: "success", text: "Company information saved." });
    }
    case "company-invite": {
      const organisation = requireOrganisation(context);
      if (!canManageInvites(organisation.role)) throw forbidden();
      const result = await validatePost(post, inviteValidator);
      if (result instanceof Response) return result;
      // The schema gives a role: userType's options are the member roles (INVITE_ROLE_OPTIONS).
      const { email, userType } = result.data;
      try {
        await inviteMember(actor, organisation.id, organisation.role, { email, role: userType });
      } catch (error) {
        // Beside the e-mail field: already a member or invited (409), the invite limit (429).
        return formRefusal(error, intent, result.submittedData);
      }
      return redirectWithToast(PAGE, { type: "success", text: `Invite sent to ${email}.` });
    }
    case "revoke-invite": {
      const organisation = requireOrganisation(context);
      await revokeInvite(actor, organisation.id, organisation.role, inviteId).catch(pageRefused);
      return redirectWithToast(PAGE, { type: "message", text: "Invite revoked." });
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

const forbidden = () =>
  new Response("Only an owner of this organisation can do this.", { status: 403 });

/**
 * An invite's Accept or Decline (intent accept-invite or decline-invite, the invite in
 * inviteId): back to `back` with a toast; another's invite is a 404.
 */
async function answerInvite(
  context: ProfileContext,
  inviteId: string,
  accept: boolean,
  requestId: string | null | undefined,
  back: string,
) {
  const invite = await answerInviteAs(context, inviteId, accept, requestId).catch(pageRefused);
  if (!accept) {
    return redirectWithToast(back, {
      type: "message",
      text: `You declined the invite to join ${invite.organisationName}.`,
    });
  }
  return redirectWithToast(back, {
    type: "success",
    text: `You joined ${invite.organisationName}. It is now your active organisation.`,
  });
}

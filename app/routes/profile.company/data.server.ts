// The company page's loader data and form handling (spec §3 'Organisation / company'). Every
// query is scoped by the organisation that is active in the session (docs/architecture.md
// 'Models'); ids posted from the page only ever pick within it.
import { saveOrganisationDetails } from "~/services/organisations/details.server";
import { COMPANY_FORM_ID, INVITE_FORM_ID } from "~/services/organisations/forms";
import {
  companyValidator,
  inviteValidator,
  legalEntityDraftValidator,
} from "~/components/organisations/company-validators";
import {
  formRefusal,
  pageRefused,
  readFormOrRefuse,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import {
  answerInviteAs,
  isInviteIntent,
  receivedInvitesFor,
} from "~/services/organisations/invite-answers.server";
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

export async function loadCompanyPage(context: ProfileContext) {
  const organisation = context.organisation;
  const [company, receivedInvites, reports] = await Promise.all([
    organisation ? loadCompany(organisation.id, organisation.role) : Promise.resolve(null),
    receivedInvitesFor(context),
    // spec §7 'Report GET': the organisation's report files (decision 0083).
    organisation ? listReportsOfOrganisation(organisation.id) : Promise.resolve([]),
  ]);
  const mayChange = !context.isUserView;
  return {
    organisation,
    company,
    receivedInvites: receivedInvites.invites,
    unconfirmedInvites: receivedInvites.unconfirmed,
    canEdit: mayChange && canEditOrganisation(organisation?.role),
    canRename: mayChange && canRenameOrganisation(organisation?.role),
    canInvite: mayChange && canManageInvites(organisation?.role),
    isUserView: context.isUserView,
    currentUserId: context.user.id,
    reports: reports.map(reportJson),
  };
}

const PAGE = "/profile/company";

/** The page's forms: the kit forms by their id, the buttons by their intent. */
export async function handleCompanyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const form = await readFormOrRefuse(request.clone());
  const formId = form.get("__rvfInternalFormId");
  const intent = typeof formId === "string" && formId ? formId : form.get("intent");
  const actor = actorOf(context, requestId);

  if (isInviteIntent(intent)) return answerInviteFromForm(context, form, requestId, PAGE);

  const organisation = requireOrganisation(context);
  switch (intent) {
    case COMPANY_FORM_ID: {
      if (!canEditOrganisation(organisation.role)) {
        throw new Response("Your role in this organisation does not allow changing its details.", {
          status: 403,
        });
      }
      // Owners' form has the name; the others' has only the legal entity (decision 0054). A name
      // posted by someone else still reaches the service, which refuses the rename.
      const owner = canRenameOrganisation(organisation.role);
      const result = owner
        ? await validateForm(request, companyValidator)
        : await validateForm(request, legalEntityDraftValidator);
      if (result instanceof Response) return result;
      const postedName = form.get("name");
      await saveOrganisationDetails(actor, organisation.id, organisation.role, {
        ...result.data,
        ...(!owner && typeof postedName === "string" ? { name: postedName } : {}),
      }).catch(pageRefused);
      return redirectWithToast(PAGE, { type: "success", text: "Company information saved." });
    }
    case INVITE_FORM_ID: {
      if (!canManageInvites(organisation.role)) throw forbidden();
      const result = await validateForm(request, inviteValidator);
      if (result instanceof Response) return result;
      // The schema gives a role: userType's options are the member roles (INVITE_ROLE_OPTIONS).
      const { email, userType } = result.data;
      try {
        await inviteMember(actor, organisation.id, organisation.role, { email, role: userType });
      } catch (error) {
        // Beside the e-mail field: already a member or invited (409), the invite limit (429).
        return formRefusal(error, INVITE_FORM_ID, result.submittedData);
      }
      return redirectWithToast(PAGE, { type: "success", text: `Invite sent to ${email}.` });
    }
    case "revoke-invite": {
      const inviteId = form.get("inviteId");
      await revokeInvite(
        actor,
        organisation.id,
        organisation.role,
        typeof inviteId === "string" ? inviteId : "",
      ).catch(pageRefused);
      return redirectWithToast(PAGE, { type: "message", text: "Invite revoked." });
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

const forbidden = () =>
  new Response("Only an owner of this organisation can do this.", { status: 403 });

/**
 * An invite's Accept or Decline (intent=accept-invite or decline-invite, the invite in
 * inviteId): back to `back` with a toast; another's invite is a 404.
 */
async function answerInviteFromForm(
  context: ProfileContext,
  form: FormData,
  requestId: string | null | undefined,
  back: string,
) {
  const inviteId = form.get("inviteId");
  const accept = form.get("intent") === "accept-invite";
  const invite = await answerInviteAs(
    context,
    typeof inviteId === "string" ? inviteId : "",
    accept,
    requestId,
  ).catch(pageRefused);
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

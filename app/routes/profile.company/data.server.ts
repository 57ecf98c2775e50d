// The company page's loader data and form handling (spec §3 'Organisation / company'). Every
// query is scoped by the organisation that is active in the session (conventions.md
// 'Organisation scoping'); ids posted from the page only ever pick within it.
import { validationError } from "remix-validated-form";
import {
  companyValidator,
  COMPANY_FORM_ID,
  inviteValidator,
  INVITE_FORM_ID,
} from "~/components/organisations/forms";
import { repopulatableValues, validateForm } from "~/services/forms/validate-form.server";
import { answerInviteFromForm, isInviteIntent } from "~/services/invite-answers.server";
import { canEditCompany, canManageInvites, isMemberRole } from "~/services/organisation-rules";
import {
  inviteMember,
  listOpenInvites,
  loadCompany,
  revokeInvite,
  updateCompanyInfo,
} from "~/services/organisations.server";
import {
  actorOf,
  requireOrganisation,
  type ProfileContext,
} from "~/services/profile-context.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loadCompanyPage(context: ProfileContext) {
  const organisation = context.organisation;
  const [company, receivedInvites] = await Promise.all([
    organisation ? loadCompany(organisation.id, organisation.role) : Promise.resolve(null),
    listOpenInvites(context.user.email),
  ]);
  const mayChange = !context.isUserView;
  return {
    organisation,
    company,
    receivedInvites,
    canEdit: mayChange && canEditCompany(organisation?.role),
    canInvite: mayChange && canManageInvites(organisation?.role),
    isUserView: context.isUserView,
    currentUserId: context.user.id,
  };
}

const PAGE = "/profile/company";

/** The page's forms: the kit forms by their id, the buttons by their intent. */
export async function handleCompanyPost(
  context: ProfileContext,
  request: Request,
  requestId: string,
) {
  const form = await request.clone().formData();
  const formId = form.get("__rvfInternalFormId");
  const intent = typeof formId === "string" && formId ? formId : form.get("intent");
  const actor = actorOf(context, requestId);

  if (isInviteIntent(intent)) return answerInviteFromForm(context, form, requestId, PAGE);

  const organisation = requireOrganisation(context);
  switch (intent) {
    case COMPANY_FORM_ID: {
      if (!canEditCompany(organisation.role)) throw forbidden();
      const result = await validateForm(request, companyValidator);
      if (result instanceof Response) return result;
      const { name, ...details } = result.data;
      const outcome = await updateCompanyInfo(actor, organisation.id, organisation.role, {
        ...details,
        name: name ?? "",
      });
      if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
      return redirectWithToast(PAGE, { type: "success", text: "Company information saved." });
    }
    case INVITE_FORM_ID: {
      if (!canManageInvites(organisation.role)) throw forbidden();
      const result = await validateForm(request, inviteValidator);
      if (result instanceof Response) return result;
      const { email, userType } = result.data;
      if (!email || !isMemberRole(userType)) throw new Response("Bad invite", { status: 400 });
      const outcome = await inviteMember(actor, organisation.id, organisation.role, {
        email,
        role: userType,
      });
      if (!outcome.ok) {
        if (!outcome.field) throw new Response(outcome.message, { status: outcome.status });
        return validationError(
          { fieldErrors: { [outcome.field]: outcome.message }, formId: INVITE_FORM_ID },
          repopulatableValues(result.submittedData),
          { status: outcome.status },
        );
      }
      return redirectWithToast(PAGE, { type: "success", text: `Invite sent to ${email}.` });
    }
    case "revoke-invite": {
      const inviteId = form.get("inviteId");
      const outcome = await revokeInvite(
        actor,
        organisation.id,
        organisation.role,
        typeof inviteId === "string" ? inviteId : "",
      );
      if (!outcome.ok) throw new Response(outcome.message, { status: outcome.status });
      return redirectWithToast(PAGE, { type: "message", text: "Invite revoked." });
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

const forbidden = () =>
  new Response("Only an owner of this organisation can do this.", { status: 403 });

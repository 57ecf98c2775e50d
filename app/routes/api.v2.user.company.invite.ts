// /api/v2/user/company/invite (spec §7: 'POST and PUT /user/company/invite. The POST takes
// e-mail, companyId and userType. The PUT takes userId and accept.'); GET lists the caller's
// open invites. Same services and rules as /profile/company (decisions 0020–0023).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  apiError,
  apiJson,
  readJsonBody,
  requireApiMembership,
  requireApiUser,
} from "~/services/api.server";
import { isEmail } from "~/services/forms/text-rules";
import { isMemberRole } from "~/services/organisation-rules";
import { apiActor, inviteAnswerJson, inviteJson } from "~/services/organisations-api.server";
import {
  answerInvite,
  findOpenInviteToOrganisation,
  inviteMember,
  isUuid,
  listOpenInvites,
} from "~/services/organisations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  const open = await listOpenInvites(caller.user.email);
  return apiJson({
    invites: open.map((i) => ({
      ...inviteJson({ ...i, status: "pending" }),
      companyName: i.organisationName,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const caller = await requireApiUser(request);
  const actor = apiActor(caller, context.requestId);
  const body = asObject(await readJsonBody(request));

  if (request.method === "POST") {
    const errors: Record<string, string> = {};
    const email = typeof body.email === "string" ? body.email.trim() : "";
    if (!email || email.length > 254 || !isEmail(email))
      errors.email = "A valid email is required.";
    if (typeof body.companyId !== "string" || !body.companyId)
      errors.companyId = "companyId is required.";
    if (!isMemberRole(body.userType))
      errors.userType = "userType must be OWNER, STAFF, CONSULTANT, SIGNATORY or OTHER.";
    if (Object.keys(errors).length) throw apiError(400, "The invite is not valid.", errors);
    const companyId = body.companyId as string;
    const { role } = await requireApiMembership(caller, companyId);
    const outcome = await inviteMember(actor, companyId, role, {
      email,
      role: body.userType as Parameters<typeof inviteMember>[3]["role"],
    });
    if (!outcome.ok) {
      throw apiError(
        outcome.status,
        outcome.message,
        outcome.field ? { [outcome.field]: outcome.message } : undefined,
      );
    }
    return apiJson(inviteJson(outcome.value), 201);
  }

  if (request.method === "PUT") {
    const errors: Record<string, string> = {};
    if (typeof body.userId !== "string" || !isUuid(body.userId))
      errors.userId = "userId must be the id of the invite.";
    if (typeof body.accept !== "boolean") errors.accept = "accept must be true or false.";
    if (Object.keys(errors).length) throw apiError(400, "The answer is not valid.", errors);
    let inviteId = body.userId as string;
    // decision 0023: the caller's own user id with companyId names their invite to that company.
    if (inviteId === caller.user.id) {
      if (typeof body.companyId !== "string") {
        throw apiError(400, "The answer is not valid.", {
          companyId: "companyId is required when userId is your own user id.",
        });
      }
      const invite = await findOpenInviteToOrganisation(caller.user.email, body.companyId);
      if (!invite) throw apiError(404, "Invite not found");
      inviteId = invite.id;
    }
    const outcome = await answerInvite(actor, inviteId, body.accept as boolean);
    if (!outcome.ok) throw apiError(outcome.status, outcome.message);
    return apiJson(inviteAnswerJson(outcome.value));
  }

  throw apiError(405, "Use POST to invite or PUT to answer an invite.");
}

function asObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw apiError(400, "The request body must be a JSON object.");
}

// /api/v2/user/company/invite (spec §7: 'POST and PUT /user/company/invite. The POST takes
// e-mail, companyId and userType. The PUT takes userId and accept.'); GET lists the caller's
// open invites. Same services and rules as /profile/company (decisions 0020–0023).
import { apiActor } from "~/services/api/callers.server";
import { z } from "zod";
import {
  requireApiMembership,
  requireApiUser,
  type ApiSignedUpCaller,
} from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { type FieldErrors } from "~/services/kit/field-errors";
import { apiRoute, type ApiArgs } from "~/services/api/route.server";
import { isEmail } from "~/services/kit/forms/text-rules";
import {
  inviteAnswerBodyDoc,
  inviteAnswerJson,
  inviteAnswerJsonSchema,
  inviteBodyDoc,
  inviteJson,
  inviteJsonSchema,
  openInviteJsonSchema,
} from "~/services/organisations/api";
import {
  answerInvite,
  findOpenInviteToOrganisation,
  inviteMember,
  listOpenInvites,
} from "~/services/organisations/organisations.server";
import { hasVerifiedEmail, VERIFY_FIRST_MESSAGE } from "~/services/profiles/verification.server";
import { isUuid } from "~/shared/ids";
import { isMemberRole } from "~/shared/roles";

type Args = ApiArgs & { caller: ApiSignedUpCaller };

async function invite({ request, context, caller }: Args) {
  const body = await readJsonObject(request);
  const errors: FieldErrors = {};
  const email = typeof body.email === "string" ? body.email.trim() : "";
  if (!email || email.length > 254 || !isEmail(email)) errors.email = "A valid email is required.";
  if (typeof body.companyId !== "string" || !body.companyId)
    errors.companyId = "companyId is required.";
  if (!isMemberRole(body.userType))
    errors.userType = "userType must be OWNER, STAFF, CONSULTANT, SIGNATORY or OTHER.";
  if (Object.keys(errors).length) throw apiError(422, "The invite is not valid.", errors);
  const companyId = body.companyId as string;
  const { role } = await requireApiMembership(caller, companyId);
  const created = await inviteMember(apiActor(caller, context.requestId), companyId, role, {
    email,
    role: body.userType as Parameters<typeof inviteMember>[3]["role"],
  });
  return apiCreated(inviteJson(created));
}

async function answer({ request, context, caller }: Args) {
  const body = await readJsonObject(request);
  const errors: FieldErrors = {};
  if (typeof body.userId !== "string" || !isUuid(body.userId))
    errors.userId = "userId must be the id of the invite.";
  if (typeof body.accept !== "boolean") errors.accept = "accept must be true or false.";
  if (Object.keys(errors).length) throw apiError(422, "The answer is not valid.", errors);
  let inviteId = body.userId as string;
  // decision 0023: the caller's own user id with companyId names their invite to that company.
  if (inviteId === caller.user.id) {
    if (typeof body.companyId !== "string") {
      throw apiError(422, "The answer is not valid.", {
        companyId: "companyId is required when userId is your own user id.",
      });
    }
    const open = await findOpenInviteToOrganisation(caller.user.email, body.companyId);
    if (!open) throw apiError(404, "Invite not found");
    inviteId = open.id;
  }
  const emailVerified = await hasVerifiedEmail({
    subject: caller.subject,
    email: caller.user.email,
    userId: caller.user.id,
  });
  const answered = await answerInvite(
    apiActor(caller, context.requestId),
    inviteId,
    body.accept as boolean,
    {
      email: caller.user.email,
      emailVerified,
    },
  );
  return apiOk(inviteAnswerJson(answered));
}

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),

  GET: async ({ caller }) => {
    const open = await listOpenInvites(caller.user.email);
    // Matched by e-mail address: shown once the address is confirmed (issue 12).
    if (open.length > 0) {
      const confirmed = await hasVerifiedEmail({
        subject: caller.subject,
        email: caller.user.email,
        userId: caller.user.id,
      });
      if (!confirmed) return apiOk([], { message: VERIFY_FIRST_MESSAGE });
    }
    return apiOk(
      open.map((i) => ({
        ...inviteJson({ ...i, status: "pending" }),
        companyName: i.organisationName,
      })),
    );
  },
  POST: invite,
  PUT: answer,

  describe: {
    GET: {
      summary: "The caller's open invites",
      description:
        "Matched by the caller's e-mail address, so shown once it is confirmed: until then an " +
        "empty list with the message asking to confirm it first.",
      response: z.array(openInviteJsonSchema),
      message: "sometimes",
      errors: [404],
    },
    POST: {
      summary: "Invite someone to an organisation by e-mail, with a role",
      description:
        "Owners of the organisation. 409 when the address is a member or invited already; 429 " +
        "when too many invites were sent." +
        " 403 for a member of another role, 404 when the caller is no member of `companyId`. " +
        "`userType` is the role the invitee will hold (decision 0020); the invite stays open 14 " +
        "days (`expiresAt`).",
      body: inviteBodyDoc,
      response: inviteJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422, 429],
    },
    PUT: {
      summary: "Accept or decline an invite",
      description:
        "Only an open invite to the caller's own, confirmed address (403 until it is confirmed); " +
        "anything else is a 404. Accepting adds the membership with the invited role." +
        " `userId` is the invite's id, or the caller's own user id together with `companyId` " +
        "(decision 0023). `membership` is null after declining.",
      body: inviteAnswerBodyDoc,
      response: inviteAnswerJsonSchema,
      errors: [400, 403, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET, PATCH and DELETE /api/v2/user/companies/{id}/members/{userId} (spec §7 'Company users';
// issue 32; decision 0145): one member of one of the caller's organisations; an owner changes
// their role or removes them, through the same service as /profile/company. Another
// organisation, or a member of another one, is a 404; so is an id that is not a UUID.
import { apiActor, requireApiMember } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  memberChangeJson,
  memberChangeJsonSchema,
  memberJson,
  memberJsonSchema,
  memberRemovalBody,
  memberRoleBody,
} from "~/services/organisations/api";
import { changeMembers, requireMember } from "~/services/organisations/members.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.id ?? ""),

  GET: async ({ params, caller }) => {
    return apiOk(memberJson(await requireMember(caller.organisationId, params.userId ?? "")));
  },

  PATCH: async ({ request, params, context, caller }) => {
    const { role } = await readJsonBody(request, memberRoleBody);
    const change = { kind: "role", userId: params.userId ?? "", role } as const;
    const result = await changeMembers(
      apiActor(caller, context.requestId),
      caller.organisationId,
      change,
    );
    return apiOk(memberChangeJson(result));
  },

  DELETE: async ({ request, params, context, caller }) => {
    const { reason } = await readJsonBody(request, memberRemovalBody, { optional: true });
    const change = { kind: "remove", userId: params.userId ?? "" } as const;
    const actor = apiActor(caller, context.requestId);
    return apiOk(
      memberChangeJson(await changeMembers(actor, caller.organisationId, change, reason)),
    );
  },

  describe: {
    GET: {
      summary: "One member of one of the caller's organisations",
      description: "Any member. A member of another organisation is a 404.",
      response: memberJsonSchema,
      errors: [404],
    },
    PATCH: {
      summary: "Change a member's role",
      description:
        "Owners (403 for other members). An organisation keeps at least one owner: the only " +
        "owner changing their own role is a 409 asking them to transfer ownership first.",
      body: memberRoleBody,
      response: memberChangeJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Remove a member",
      description:
        "Owners (403 for other members). The person loses access at once and is told by e-mail " +
        "and in the app; the optional reason is kept in the audit log. Removing yourself is a " +
        "409: leave instead (POST …/leave).",
      body: memberRemovalBody,
      response: memberChangeJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

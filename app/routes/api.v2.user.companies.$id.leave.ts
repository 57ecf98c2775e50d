// POST /api/v2/user/companies/{id}/leave (issue 32; decision 0145): the caller leaves one of their
// organisations, at once, through the same service as /profile/company's 'Leave this
// organisation'. The only owner is refused (409) until they transfer ownership.
import { apiActor, requireApiMember } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { memberChangeJson, memberChangeJsonSchema } from "~/services/organisations/api";
import { changeMembers } from "~/services/organisations/members.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.id ?? ""),

  POST: async ({ request, context, caller }) => {
    // No values: no body, or {}; one that cannot be read is a 400 (docs/api.md).
    await readJsonObject(request, { optional: true });
    const actor = apiActor(caller, context.requestId);
    const result = await changeMembers(actor, caller.organisationId, { kind: "leave" });
    return apiOk(memberChangeJson(result));
  },

  describe: {
    POST: {
      summary: "Leave one of the caller's organisations",
      description:
        "Any member; no body. The organisation's only owner gets a 409 asking them to transfer " +
        "ownership first. The organisation's owners are told.",
      response: memberChangeJsonSchema,
      errors: [400, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

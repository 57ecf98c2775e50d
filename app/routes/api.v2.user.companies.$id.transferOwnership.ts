// POST /api/v2/user/companies/{id}/transferOwnership (issue 32; decision 0145): an owner hands the
// organisation to another member, who becomes its OWNER; the former owner stays as STAFF. The
// same service as /profile/company's 'Transfer ownership'.
import { apiActor, requireApiMember } from "~/services/api/callers.server";
import { apiOk, readJsonBody } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  memberChangeJson,
  memberChangeJsonSchema,
  transferOwnershipBody,
} from "~/services/organisations/api";
import { changeMembers } from "~/services/organisations/members.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.id ?? ""),

  POST: async ({ request, context, caller }) => {
    const { userId } = await readJsonBody(request, transferOwnershipBody);
    const actor = apiActor(caller, context.requestId);
    const change = { kind: "transfer", userId } as const;
    return apiOk(memberChangeJson(await changeMembers(actor, caller.organisationId, change)));
  },

  describe: {
    POST: {
      summary: "Transfer the ownership of an organisation to another member",
      description:
        "Owners (403 for other members). The member becomes an owner and the caller's role " +
        "becomes STAFF. A member of another organisation is a 404.",
      body: transferOwnershipBody,
      response: memberChangeJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

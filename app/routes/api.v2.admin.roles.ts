// GET /api/v2/admin/roles (spec §7 'GET, PUT, DELETE roles'; issue 18; decision 0096): the people
// with admin access (ADMIN_USER) or removed from it (ADMIN_USER_REMOVED), each scope with where it
// comes from (Veld's grants or the identity provider). read:admin.
import { z } from "zod";
import {
  accessPersonJson,
  accessPersonJsonSchema,
  rolesMetadataSchema,
} from "~/services/access/api";
import { listAccessPeople, providerKind } from "~/services/access/access.server";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async () => {
    const people = await listAccessPeople();
    return apiOk(people.map(accessPersonJson), { metadata: { provider: providerKind() } });
  },

  describe: {
    GET: {
      summary: "The people with admin access, or removed from it",
      description:
        "Each scope with where it comes from: granted in Veld, or from the identity provider." +
        " `metadata.provider` says whether the identity provider is the embedded one or external.",
      response: z.array(accessPersonJsonSchema),
      metadata: rolesMetadataSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

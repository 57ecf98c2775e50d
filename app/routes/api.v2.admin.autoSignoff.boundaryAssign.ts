// GET /api/v2/admin/autoSignoff/boundaryAssign[?companyId=] (spec §7 admin calls 'GET auto
// signoff for wetland and boundaryAssign'): runs boundaryAssign on every field (of one
// organisation, or all) and answers what it did. A GET that writes, because the spec names the
// call a GET (decision 0072): it is idempotent (running it twice assigns the same boundaries) and
// needs write:signoff, and a browser never runs it from a link, since /api/v2 takes bearer tokens
// only, never cookies.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readQuery, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { boundaryAssignJsonSchema, boundaryAssignQueryDoc } from "~/services/fields/signoff-api";
import { boundaryAssignQuery } from "~/services/fields/queries";
import { autoSignOffBoundaryAssign } from "~/services/fields/signoff.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:signoff"),
  GET: async ({ request, context, caller }) => {
    const { companyId = null } = readQuery(request, boundaryAssignQuery);
    try {
      return apiOk(
        await autoSignOffBoundaryAssign(auditActor(caller, context.requestId), companyId),
      );
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "Run the boundaryAssign auto signoff",
      description:
        "Each field of the current season gets the farm boundaries that cover most of it; a " +
        "field only on boundaries with a title deed passes ownership. A GET that writes, as the " +
        "spec names it; idempotent." +
        " `?companyId=` for one organisation. A field gets the farm boundaries of its " +
        "organisation that together cover more than half of it; a field on none stays as it is; " +
        "fields whose ownership a person decided are left alone. 429 when Veld's worker pool is " +
        "busy (decision 0120).",
      query: boundaryAssignQueryDoc,
      response: boundaryAssignJsonSchema,
      errors: [400, 403, 429],
      scopes: ["write:signoff"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

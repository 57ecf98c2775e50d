// GET /api/v2/admin/fields (spec §7 admin calls 'GET /admin/fields companyIds'; issue 14): every
// organisation's fields with their record of the season (the latest at or before it), in the
// spec's admin-view names (§3 'Field'). ?companyIds=a,b (comma-separated, repeated, or both)
// narrows it to those organisations; an id that is not a UUID is a 400. Also farmId, status,
// signoff (passed|failed|notDone), season (default: the current one), page (from 0) and limit
// (default 20, at most 1000), like job applications: 204 when nothing matches; otherwise
// { ok, data: [field…], metadata: { totalFields, page, limit, season, hectares,
// includedHectares } }. read:admin.
import { z } from "zod";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiNoContent, apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminFieldJsonSchema,
  adminFieldsMetadata,
  adminFieldsQueryDoc,
} from "~/services/fields/api";
import { listAdminFieldsJson } from "~/services/fields/admin-list.server";
import { apiFieldQuery, apiFieldQueryOf } from "~/services/fields/queries";
import { currentSeason } from "~/services/fields/seasons";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),

  GET: async ({ request }) => {
    const query = apiFieldQueryOf(readQuery(request, apiFieldQuery), currentSeason());
    if (typeof query === "string") throw apiError(400, query);
    const { totals, rows } = await listAdminFieldsJson(query.filter, query.page, query.limit);
    if (totals.count === 0 || rows.length === 0) return apiNoContent();
    return apiOk(rows, {
      metadata: {
        totalFields: totals.count,
        page: query.page,
        limit: query.limit,
        season: query.filter.season,
        hectares: totals.hectares,
        includedHectares: totals.includedHectares,
      },
    });
  },

  describe: {
    GET: {
      summary: "Every organisation's fields with their record of a season, a page at a time",
      description:
        "The record read is the latest at or before the season (default: the current one). " +
        "204 with no body when nothing matches." +
        " Ordered by organisation, farm and field name; deleted fields only with " +
        "`status=DELETED`; an unknown organisation id matches nothing. `metadata.hectares` and " +
        "`includedHectares` are those of every matching field and of those that count (spec §4 " +
        "'Field inclusion'). `recordSeason` is the season of the record read (null: none yet); " +
        "`outsideFarmHectares` and `otherOverlapHectares` flag hectares outside the " +
        "organisation's farm boundaries and shared with another organisation's fields.",
      query: adminFieldsQueryDoc,
      response: z.array(adminFieldJsonSchema),
      metadata: adminFieldsMetadata,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET /api/v2/admin/dashboard (issue 18 '`/admin` dashboard'; decision 0095): the programme at a
// glance, the numbers of the /admin page, each with the page that lists what it counts.
// read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { dashboardJson, dashboardJsonSchema } from "~/services/admin/dashboard";
import { loadDashboardCounts } from "~/services/admin/dashboard.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async () => apiOk(dashboardJson(await loadDashboardCounts())),

  describe: {
    GET: {
      summary: "The admin dashboard's numbers, each with the page behind it",
      description:
        "Fields are the current season's, deleted ones left out; signed off means every signoff " +
        "passed; credits leave voided records out; `failedEmails.latest` holds the five newest " +
        "failed e-mails.",
      response: dashboardJsonSchema,
      errors: [403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

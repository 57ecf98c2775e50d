// DELETE /api/v2/admin/reports/{reportId} (issue 16; decision 0083): removes a report file from
// its organisation's lists. JSON body { "reason": "…" } (5 to 500 characters, kept in the audit
// log); the stored file and its bytes stay. 200 with the removed report; 404 for an unknown or
// already removed one. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readJsonObject, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminReportJson,
  adminReportJsonSchema,
  reportRemoveBodyDoc,
} from "~/services/reports/api";
import { removeReport } from "~/services/reports/reports.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  DELETE: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    try {
      const removed = await removeReport(
        auditActor(caller, context.requestId),
        params.reportId ?? "",
        body.reason,
      );
      return apiOk(adminReportJson(removed), { message: "Report removed." });
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    DELETE: {
      summary: "Remove a report file, with the reason",
      description:
        "The reason is audited." +
        " `reason` 5 to 500 characters. The file stays stored; an unknown or removed report is a " +
        "404.",
      body: reportRemoveBodyDoc,
      response: adminReportJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

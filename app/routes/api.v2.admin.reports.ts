// GET /api/v2/admin/reports (spec §7 admin 'GET downloads of reports, summary files and ndvi';
// issue 16; decision 0083): report files across organisations, newest first. ?companyIds=
// (repeated or comma-separated), ?kind= (report | summary | ndvi), ?page= (from 0), ?limit= (1 to
// 100, default 50). { ok, data: [report…], metadata: { total, page, limit } }. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  adminReportJson,
  adminReportJsonSchema,
  adminReportListMetadata,
  adminReportQueryDoc,
} from "~/services/reports/api";
import { adminReportsApiQuery, companyIdsOf } from "~/services/reports/queries";
import { listReports } from "~/services/reports/reports.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ request }) => {
    const query = readQuery(request, adminReportsApiQuery);
    const { rows, info } = await listReports({
      companyIds: companyIdsOf(query),
      kinds: query.kind ? [query.kind] : [],
      page: query.page,
      size: query.limit,
    });
    return apiOk(rows.map(adminReportJson), {
      metadata: { total: info.total, page: info.page, limit: info.size },
    });
  },

  describe: {
    GET: {
      summary: "Report files across organisations, a page at a time",
      description:
        "Newest first; `metadata` holds the total, the page and the limit. Each report carries " +
        "`apiDownloadUrl` too.",
      query: adminReportQueryDoc,
      response: z.array(adminReportJsonSchema),
      metadata: adminReportListMetadata,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

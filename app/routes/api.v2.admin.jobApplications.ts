// GET /api/v2/admin/jobApplications (spec §7 'List applications'): page (zero-based), limit,
// jobId, status (repeated, or comma-separated) and name. 204 when nothing matches; otherwise
// { data: { data: [applicant…], metadata: { totalApplications, page, limit } } }. limit=0 returns
// every match. Bearer token with write:application (spec §6). docs/decisions/0028.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { countApplications, listApplicationRecords } from "~/models/job-applications.server";
import { apiError, apiJson, apiNoContent, requireApiPermission } from "~/services/api.server";
import { parseApiApplicationQuery } from "~/services/jobs/admin-view";
import { applicantJson } from "~/services/jobs/api-json";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:application");
  const query = parseApiApplicationQuery(new URL(request.url).searchParams);
  if (typeof query === "string") throw apiError(400, query);
  const total = await countApplications(query.filter);
  const offset = query.limit === null ? 0 : query.page * query.limit;
  if (total === 0 || offset >= total) return apiNoContent();
  const rows = await listApplicationRecords(query.filter, { offset, limit: query.limit });
  return apiJson({
    data: {
      data: rows.map(applicantJson),
      metadata: { totalApplications: total, page: query.page, limit: query.limit ?? 0 },
    },
  });
}

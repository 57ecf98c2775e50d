// GET /api/v2/admin/jobApplications (spec §7 'List applications'): page (zero-based), limit,
// jobId, status (repeated, or comma-separated) and name. 204 when nothing matches; otherwise
// { ok, data: [applicant…], metadata: { totalApplications, page, limit } } (the spec's
// 'data.data' and 'data.metadata' read the response body as `data`). limit=0 returns every
// match. Bearer token with write:application (spec §6). Decisions 0028, 0055.
import { countApplications, listApplicationRecords } from "~/models/job-applications.server";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  applicantJsonSchema,
  applicationListMetadataSchema,
  applicationListQueryDoc,
} from "~/services/jobs/api";
import { applicantJson } from "~/services/jobs/api-json";
import { apiApplicationListQuery, apiApplicationQueryOf } from "~/services/jobs/queries";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),

  GET: async ({ request }) => {
    const query = apiApplicationQueryOf(readQuery(request, apiApplicationListQuery));
    const total = await countApplications(query.filter);
    const offset = query.limit === null ? 0 : query.page * query.limit;
    if (total === 0 || offset >= total) return apiNoContent();
    const rows = await listApplicationRecords(query.filter, { offset, limit: query.limit });
    return apiOk(rows.map(applicantJson), {
      metadata: { totalApplications: total, page: query.page, limit: query.limit ?? 0 },
    });
  },

  describe: {
    GET: {
      summary: "The job applications, a page at a time",
      description:
        "Newest first. 204 with no body when nothing matches or the page is past the end." +
        " `limit` 0 answers every match. A bad `page`, `limit`, `status` or `jobId` is a 400 " +
        "naming it.",
      query: applicationListQueryDoc,
      response: z.array(applicantJsonSchema),
      metadata: applicationListMetadataSchema,
      errors: [400, 403],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET /api/v2/admin/submissions?status=&companyId=&season=&order=queue|newest&page=&limit=
// (issue 16; decision 0086): submissions across
// organisations with their organisation, item counts and how long they have waited. order=queue
// is the review queue's order (the one waiting longest first; pass status=SUBMITTED for the
// queue itself); newest (the default) the newest submitted first. read:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import {
  submissionListMetadata,
  submissionListQueryDoc,
  submissionSummaryJsonSchema,
} from "~/services/review/admin-api";
import { apiSubmissionListQuery, submissionListQueryOf } from "~/services/review/queries";
import { listAllSubmissions, REVIEW_PAGE_SIZE } from "~/services/review/review.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ request }) => {
    const query = submissionListQueryOf(readQuery(request, apiSubmissionListQuery), {
      defaultOrder: "newest",
      defaultSize: REVIEW_PAGE_SIZE,
    });
    const list = await listAllSubmissions(
      { organisationId: query.organisationId, season: query.season, status: query.status },
      { page: query.page, size: query.size },
      query.order,
    );
    return apiOk(list.rows, {
      metadata: {
        total: list.info.total,
        page: list.info.page,
        limit: list.info.size,
        order: query.order,
      },
    });
  },

  describe: {
    GET: {
      summary: "Submissions across organisations, a page at a time",
      description:
        "order=queue is the review queue's order (pass status=SUBMITTED for the queue itself)." +
        " `order=newest` (the default) lists the newest submitted first.",
      query: submissionListQueryDoc,
      response: z.array(submissionSummaryJsonSchema),
      metadata: submissionListMetadata,
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET /api/v2/admin/submissions/{id} (issue 16; decision 0086): one submission as the reviewer
// sees it: its organisation, its items with their
// decisions, reasons and who decided, each item's snapshot, the live evidence with its kept and
// removed files, and the organisation's requests. read:admin. Unknown id: 404.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { submissionReviewJsonSchema } from "~/services/review/admin-api";
import { loadSubmissionForReview } from "~/services/review/review.server";
import { REVIEW_MESSAGES } from "~/services/review/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: async ({ params }) => {
    const review = await loadSubmissionForReview(params.id ?? "");
    if (!review) throw apiError(404, REVIEW_MESSAGES.notFound);
    return apiOk(review);
  },

  describe: {
    GET: {
      summary: "One submission as the reviewer sees it",
      description:
        "Its organisation, its items with their decisions and history, each item's snapshot, " +
        "the live evidence with its kept and removed files, and the organisation's requests.",
      response: submissionReviewJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// PUT /api/v2/admin/submissions/{id}/items/{itemId} { decision, reason } (issue 16; decision
// 0086): an item's decision: ACCEPTED, CHANGES_REQUESTED or REJECTED, a reason required for the
// last two (422). Only while the submission waits for review (409). Audited. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefusal } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  itemDecisionBodyDoc,
  reviewItemJsonSchema,
  unknownKeyProblem,
} from "~/services/review/admin-api";
import { decideItem, loadSubmissionForReview } from "~/services/review/review.server";
import { isRefusal } from "~/services/kit/refusal";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  PUT: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    const unknown = unknownKeyProblem(body, ["decision", "reason"]);
    if (unknown) throw apiError(422, "Send { decision, reason }.", unknown);
    try {
      await decideItem(
        auditActor(caller, context.requestId),
        params.id ?? "",
        params.itemId ?? "",
        body.decision,
        body.reason,
      );
    } catch (error) {
      if (isRefusal(error)) throw apiRefusal(error);
      throw error;
    }
    const review = await loadSubmissionForReview(params.id ?? "");
    return apiOk(review!.items.find((i) => i.id === params.itemId));
  },

  describe: {
    PUT: {
      summary: "Decide one item of a submission",
      description:
        "Only while the submission waits for review (409); a decision may be changed until " +
        "the summary is sent." +
        " `decision` ACCEPTED, CHANGES_REQUESTED or REJECTED; the last two need a `reason` (422).",
      body: itemDecisionBodyDoc,
      response: reviewItemJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

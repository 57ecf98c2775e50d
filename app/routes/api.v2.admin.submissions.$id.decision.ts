// POST /api/v2/admin/submissions/{id}/decision { decision, message } (issue 16; decision 0086):
// the summary decision (ACCEPTED, CHANGES_REQUESTED, REJECTED) as the items' decisions allow
// (409 with the rule's sentence otherwise); a message is required to reject the season (422).
// E-mails every member of the organisation; 'Changes requested' opens a request per item that
// needs changes. Audited. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefusal } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  submissionDecisionJsonSchema,
  summaryDecisionBodyDoc,
  unknownKeyProblem,
} from "~/services/review/admin-api";
import {
  decideSubmission,
  loadSubmissionForReview,
  taskView,
} from "~/services/review/review.server";
import { isRefusal } from "~/services/kit/refusal";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    const unknown = unknownKeyProblem(body, ["decision", "message"]);
    if (unknown) throw apiError(422, "Send { decision, message }.", unknown);
    let decided: Awaited<ReturnType<typeof decideSubmission>>;
    try {
      decided = await decideSubmission(
        auditActor(caller, context.requestId),
        params.id ?? "",
        body.decision,
        body.message,
      );
    } catch (error) {
      if (isRefusal(error)) throw apiRefusal(error);
      throw error;
    }
    const review = await loadSubmissionForReview(params.id ?? "");
    return apiOk(
      {
        ...review!,
        tasksOpened: decided.tasksOpened.map(taskView),
        emailed: decided.emailed,
      },
      { message: "Decision sent." },
    );
  },

  describe: {
    POST: {
      summary: "Send the summary decision of a submission",
      description:
        "As the items' decisions allow (409 with the rule's sentence otherwise). Every member " +
        "is e-mailed; 'Changes requested' opens a request per item that needs changes." +
        " REJECTED needs a `message` (422). Answers the submission with `tasksOpened` and " +
        "`emailed`.",
      body: summaryDecisionBodyDoc,
      response: submissionDecisionJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

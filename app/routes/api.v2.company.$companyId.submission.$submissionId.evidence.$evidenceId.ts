// POST /api/v2/company/{companyId}/submission/{submissionId}/evidence/{evidenceId} (issue 16;
// decision 0085): adds a submitted evidence item of the season to the
// submission while changes are requested; the submission goes back in the review queue. 201
// with the season's view; 409 when it cannot be added now (with the reason); unknown ids 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, readJsonObject, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { seasonSubmissionJson, seasonSubmissionJsonSchema } from "~/services/review/api";
import { addEvidenceToSubmission, loadSubmissionSeason } from "~/services/review/submission.server";
import { submissionWriter } from "~/services/review/submission-api.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  POST: async ({ request, params, context, caller }) => {
    // No values are needed, but a body that is not JSON is still a 400 (docs/api.md).
    await readJsonObject(request, { optional: true });
    const submissionId = params.submissionId ?? "";
    try {
      await addEvidenceToSubmission(
        submissionWriter(caller, context.requestId),
        submissionId,
        params.evidenceId ?? "",
      );
    } catch (error) {
      apiRefused(error);
    }
    return apiCreated(
      seasonSubmissionJson((await loadSubmissionSeason(caller.organisationId, submissionId))!),
    );
  },

  describe: {
    POST: {
      summary: "Add submitted evidence to a submission while changes are requested",
      description:
        "Owners, staff and consultants; no body is needed. The submission goes back in the " +
        "review queue. 409 with the reason when the item cannot be added now.",
      response: seasonSubmissionJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

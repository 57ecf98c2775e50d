// POST /api/v2/company/{companyId}/submission/{submissionId}/evidence/{evidenceId} (issue 16;
// decision 0085): adds a submitted evidence item of the season to the
// submission while changes are requested; the submission goes back in the review queue. 201
// with the season's view; 409 when it cannot be added now (with the reason); unknown ids 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, readJsonObject } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonSubmissionJson, seasonSubmissionJsonSchema } from "~/services/review/api";
import { addEvidenceToSubmission, loadSubmissionSeason } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  POST: async ({ request, params, context, caller }) => {
    // No values are needed, but a body that is not JSON is still a 400 (docs/api.md).
    await readJsonObject(request, { optional: true });
    const submissionId = params.submissionId ?? "";
    const who = memberWrite(caller, context.requestId);
    await addEvidenceToSubmission(who, submissionId, params.evidenceId ?? "");
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

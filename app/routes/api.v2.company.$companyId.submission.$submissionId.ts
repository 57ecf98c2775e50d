// DELETE /api/v2/company/{companyId}/submission/{submissionId} (issue 16; spec §7 'Submission
// DELETE'; decision 0085): withdraws the submission while it waits
// for review and nothing is decided yet (owners, staff and consultants). 200 with the season's
// view (the submission is then among `withdrawn`); 409 once the review has begun; another
// organisation's submission, or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonSubmissionJson, seasonSubmissionJsonSchema } from "~/services/review/api";
import { loadSeasonSubmission, withdrawSubmission } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  DELETE: async ({ params, context, caller }) => {
    const who = memberWrite(caller, context.requestId);
    const { season } = await withdrawSubmission(who, params.submissionId ?? "");
    return apiOk(seasonSubmissionJson(await loadSeasonSubmission(caller.organisationId, season)));
  },

  describe: {
    DELETE: {
      summary: "Withdraw a submission before its review begins",
      description:
        "Owners, staff and consultants. The answer is the season's view, the submission among " +
        "`withdrawn`; 409 once the review has begun.",
      response: seasonSubmissionJsonSchema,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET and POST /api/v2/company/{companyId}/submission (issue 16; spec §7 'Submission: GET,
// POST'; decision 0085). GET (members): the season's submission as
// the farmer sees it (?season=, default the programme's first season): its status, each item's
// review status (a decision shows once the summary decision is sent; the reason only with it),
// what blocks submitting and what a submission would package. POST (owners, staff and
// consultants, the evidence step open): { "season": 26 } submits the season: 201 with the view;
// 422 with the blockers; 409 when the season is already submitted.
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readJsonObject, readQuery } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonQueryDoc } from "~/services/evidence/api";
import { seasonQuery } from "~/services/practice/queries";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { routeAccess } from "~/services/journey/steps";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import {
  readSeasonBody,
  seasonSubmissionJson,
  seasonSubmissionJsonSchema,
  seasonSubmitBody,
} from "~/services/review/api";
import { REVIEW_MESSAGES } from "~/services/review/rules";
import { loadSeasonSubmission, submitSeason } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const programme = await loadProgrammeSeasons(caller.organisationId);
    const season = readQuery(request, seasonQuery).season ?? programme.first;
    if (!programme.required.includes(season)) throw apiError(422, REVIEW_MESSAGES.season);
    return apiOk(seasonSubmissionJson(await loadSeasonSubmission(caller.organisationId, season)));
  },

  POST: async ({ request, context, caller }) => {
    const season = readSeasonBody(await readJsonObject(request));
    if (typeof season === "string") throw apiError(422, season, { season });
    const access = routeAccess(await loadJourneyProgress(caller.organisationId), "evidence");
    if (!access.open) throw apiError(409, access.reason);
    await submitSeason(memberWrite(caller, context.requestId), season);
    return apiCreated(
      seasonSubmissionJson(await loadSeasonSubmission(caller.organisationId, season)),
    );
  },

  describe: {
    GET: {
      summary: "The season's submission as the farmer sees it",
      description:
        "Its status and each item's review status (a decision shows once the summary decision " +
        "is sent, the reason only with it), what blocks submitting and what a submission would " +
        "package. Any member; a season not in the programme is a 422.",
      query: seasonQueryDoc,
      response: seasonSubmissionJsonSchema,
      errors: [400, 404, 422],
    },
    POST: {
      summary: "Submit the season",
      description:
        "Owners, staff and consultants, the evidence step open. 422 with the blockers; 409 when " +
        "the season is already submitted." +
        " It packages the plan, the practice data and the submitted evidence (drafts are left " +
        "out); the 422's message is the first blocker, all of them in `errors.season`.",
      body: seasonSubmitBody,
      response: seasonSubmissionJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

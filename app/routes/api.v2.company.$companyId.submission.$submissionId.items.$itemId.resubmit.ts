// POST /api/v2/company/{companyId}/submission/{submissionId}/items/{itemId}/resubmit (issue 16;
// decisions 0085, 0141): sends an item that needs changes for review again (an evidence item must
// be marked submitted again, and changed, first). Only that item re-opens; the submission goes
// back in the review queue once no other item still needs changes (the pages send them all at
// once); the item's requests are complete. 200 with the season's view; 409 when the item does not
// need changes or has not changed; unknown ids are 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { seasonSubmissionJson, seasonSubmissionJsonSchema } from "~/services/review/api";
import { loadSubmissionSeason, resubmitItem } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  POST: async ({ request, params, context, caller }) => {
    // No values are needed, but a body that is not JSON is still a 400 (docs/api.md).
    await readJsonObject(request, { optional: true });
    const submissionId = params.submissionId ?? "";
    await resubmitItem(memberWrite(caller, context.requestId), submissionId, params.itemId ?? "");
    return apiOk(
      seasonSubmissionJson((await loadSubmissionSeason(caller.organisationId, submissionId))!),
    );
  },

  describe: {
    POST: {
      summary: "Send an item that needs changes for review again",
      description:
        "Owners, staff and consultants; no body is needed. An evidence item must be marked " +
        "submitted again, and changed, first. Only that item re-opens; the submission goes " +
        "back in the review queue once no other item still needs changes. 409 when the item " +
        "does not need changes or has not changed.",
      response: seasonSubmissionJsonSchema,
      errors: [400, 403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

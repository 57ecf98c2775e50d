// POST /api/v2/company/{companyId}/practiceData/submit (issue 15; decision 0076): submits the
// practice data, as the page's 'Submit practice data'. 422 with
// what is missing per season until every included field has every required season recorded;
// then the journey moves on to EVIDENCE. Owners, staff and consultants; 409 before the step is
// open.
import type { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { memberActor } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { practiceDataSubmittedJsonSchema } from "~/services/practice/crop-journey-api";
import {
  loadPracticeSeasons,
  requirePracticeDataOpen,
  requirePracticeEditor,
  submitPracticeData,
} from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  POST: async ({ request, context, caller }) => {
    requirePracticeEditor(caller.role);
    // No values are needed, but a body that is not JSON is still a 400 (docs/api.md).
    await readJsonObject(request, { optional: true });
    const orgId = caller.organisationId;
    await requirePracticeDataOpen(orgId);
    const actor = memberActor(caller, context.requestId);
    const seasons = await loadPracticeSeasons(orgId);
    const completeness = await submitPracticeData(actor, orgId, seasons);
    const json: z.infer<typeof practiceDataSubmittedJsonSchema> = {
      companyId: orgId,
      practiceDataSubmitted: true,
      seasons: completeness.seasons.map((s) => ({
        season: s.season,
        label: s.label,
        fields: s.total,
      })),
    };
    return apiOk(json);
  },

  describe: {
    POST: {
      summary: "Submit the practice data",
      description:
        "No body needed (an empty one or a JSON object). 422 with what is missing per season " +
        "until every included field has every required season recorded. Owners, staff and " +
        "consultants; 409 before the step is open." +
        " The journey moves on to EVIDENCE; the data stays editable after, and submitting again " +
        "is allowed.",
      response: practiceDataSubmittedJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// POST /api/v2/company/{companyId}/practiceData/submit (issue 15; decision 0076): submits the
// practice data, as the page's 'Submit practice data'. 422 with
// what is missing per season until every included field has every required season recorded;
// then the journey moves on to EVIDENCE. Owners, staff and consultants; 409 before the step is
// open.
import type { z } from "zod";
import { requireApiMember } from "~/services/api/callers.server";
import { apiOk, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { practiceDataSubmittedJsonSchema } from "~/services/practice/crop-journey-api";
import { practiceApiWriter } from "~/services/practice/crop-journey-api.server";
import { loadPracticeSeasons, submitPracticeData } from "~/services/practice/practice-data.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  POST: async (args) => {
    const { actor } = await practiceApiWriter(args, args.caller, { body: "optional" });
    const orgId = args.caller.organisationId;
    const seasons = await loadPracticeSeasons(orgId);
    try {
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
    } catch (error) {
      apiRefused(error);
    }
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

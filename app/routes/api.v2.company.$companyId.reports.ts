// GET /api/v2/company/{companyId}/reports (spec §7 'Report GET'; issue 16; decision 0083): the
// organisation's report files (reports, summary files, NDVI images), newest first, each with its
// download URL (/files/{fileId}). Members of the organisation and admins (read:admin); for anyone
// else the organisation does not exist (404).
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { reportJson, reportJsonSchema } from "~/services/reports/api";
import { requireReportsReader } from "~/services/reports/api.server";
import { listReportsOfOrganisation } from "~/services/reports/reports.server";

const api = apiRoute({
  guard: ({ request, params }) => requireReportsReader(request, params.companyId ?? ""),
  GET: async ({ caller }) => {
    const rows = await listReportsOfOrganisation(caller.organisationId);
    return apiOk(rows.map(reportJson));
  },

  describe: {
    GET: {
      summary: "The organisation's report files",
      description:
        "Reports, summary files and NDVI images, newest first, each with its download URL. " +
        "Members of the organisation, and admins (read:admin).",
      response: z.array(reportJsonSchema),
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

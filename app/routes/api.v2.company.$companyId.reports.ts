// GET /api/v2/company/{companyId}/reports (spec §7 'Report GET'; issue 16; decision 0083): the
// organisation's report files (reports, summary files, NDVI images), newest first, each with its
// download URL (/files/{fileId}). Members of the organisation and admins (read:admin); for anyone
// else the organisation does not exist (404).
import { findOrganisation } from "~/models/organisations.server";
import {
  requireApiCaller,
  requireApiMembership,
  type ApiCaller,
} from "~/services/api/callers.server";
import { apiError, apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { reportJson, reportJsonSchema } from "~/services/reports/api";
import { listReportsOfOrganisation } from "~/services/reports/reports.server";
import { REPORT_MESSAGES } from "~/services/reports/rules";

/**
 * The caller of `request` if they may read the organisation's reports: an admin (read:admin), or
 * a member. Another organisation's id, an unknown one or a malformed one is a 404.
 */
async function requireReportsReader(
  request: Request,
  organisationId: string,
): Promise<ApiCaller & { organisationId: string }> {
  const caller = await requireApiCaller(request);
  if (caller.permissions.includes("read:admin")) {
    if (!(await findOrganisation(organisationId))) {
      throw apiError(404, REPORT_MESSAGES.organisationNotFound);
    }
  } else {
    await requireApiMembership(caller, organisationId);
  }
  return { ...caller, organisationId };
}

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

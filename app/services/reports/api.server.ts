// What the report API routes share (issue 16; decision 0083): who may read an organisation's
// reports (its members and admins; anyone else is told it does not exist), and a ReportError as
// the API's refusal.
import {
  requireApiCaller,
  requireApiMembership,
  type ApiCaller,
} from "~/services/api/callers.server";
import { apiError } from "~/services/api/envelope";
import { findOrganisation } from "~/models/organisations.server";

import { REPORT_MESSAGES } from "./rules";

/**
 * The caller of `request` if they may read the organisation's reports: an admin (read:admin), or
 * a member. Another organisation's id, an unknown one or a malformed one is a 404.
 */
export async function requireReportsReader(
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

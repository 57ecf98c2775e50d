// /api/v2 of the carbon calculator (issue 17; decision 0093), in the envelope of docs/api.md:
// GET /api/v2/calculations (a member's organisation) and GET /api/v2/admin/calculations/{companyId}
// (read:admin). The answer is the OrganisationCalculation the pages show, worked out afresh with
// the organisation's pinned constants.
import type { z } from "zod";
import { listMemberOrganisations } from "~/models/memberships.server";
import { findOrganisation } from "~/models/organisations.server";
import { requireApiMembership, type ApiSignedUpCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readQuery } from "~/services/api/envelope";
import { isUuid } from "~/shared/ids";
import type { organisationCalculationJsonSchema } from "./api";
import { calculateOrganisation } from "./carbon.server";
import { organisationQuery } from "./queries";

/** The answer is checked against its OpenAPI schema by tsc (decision 0111). */
type OrganisationCalculationJson = z.infer<typeof organisationCalculationJsonSchema>;

export const SEVERAL_ORGANISATIONS =
  "You belong to several organisations: name one with ?companyId=<the organisation's id>.";
export const NO_ORGANISATION = "You don't belong to an organisation yet.";

/**
 * The calculation of the caller's organisation: the one ?companyId= names (a 404 unless they
 * are its member), or their only one.
 */
export async function memberCalculationsApi(
  request: Request,
  caller: ApiSignedUpCaller,
): Promise<Response> {
  const { companyId } = readQuery(request, organisationQuery);
  let organisationId: string;
  if (companyId !== undefined) {
    await requireApiMembership(caller, companyId);
    organisationId = companyId;
  } else {
    const organisations = await listMemberOrganisations(caller.user.id);
    if (organisations.length === 0) return apiError(404, NO_ORGANISATION);
    if (organisations.length > 1) return apiError(400, SEVERAL_ORGANISATIONS);
    organisationId = organisations[0]!.id;
  }
  return apiOk(await calculateOrganisation(organisationId));
}

/** Any organisation's calculation, for read:admin; an unknown id or one not a UUID is a 404. */
export async function adminCalculationsApi(companyId: string): Promise<Response> {
  const organisation = isUuid(companyId) ? await findOrganisation(companyId) : null;
  if (!organisation) return apiError(404, "Organisation not found");
  const json: OrganisationCalculationJson = await calculateOrganisation(organisation.id);
  return apiOk(json);
}

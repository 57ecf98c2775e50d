// The guard of the /api/v2 calls that name the member's organisation in the query (spec §7 'User
// and company calls': partnershipInfo, credits, samples; decision 0092): the one ?companyId=
// names, or the caller's only organisation when they belong to one. Another organisation is a
// 404, as everywhere.
import { listMemberOrganisations } from "~/models/memberships.server";
import { organisationQuery } from "~/services/calculations/queries";
import { requireApiMembership, requireApiUser, type ApiMember } from "./callers.server";
import { apiError, readQuery } from "./envelope";

export const SEVERAL_ORGANISATIONS =
  "You belong to more than one organisation: name one with ?companyId=.";

/** The signed-up caller as a member of the organisation the query names (or their only one). */
export async function requireApiOrganisationMember(request: Request): Promise<ApiMember> {
  const caller = await requireApiUser(request);
  const { companyId: named } = readQuery(request, organisationQuery);
  if (named !== undefined) {
    const { role } = await requireApiMembership(caller, named);
    return { ...caller, organisationId: named, role };
  }
  const organisations = await listMemberOrganisations(caller.user.id);
  if (organisations.length === 0) throw apiError(404, "Organisation not found");
  if (organisations.length > 1) throw apiError(400, SEVERAL_ORGANISATIONS);
  const only = organisations[0]!;
  return { ...caller, organisationId: only.id, role: only.role };
}

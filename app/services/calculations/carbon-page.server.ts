// The carbon calculator's pages (issue 17; decision 0093): /profile/calc for a member's active
// organisation, /admin/calc for read:admin choosing any organisation (?companyId=<uuid>: not a
// UUID is a 400, an unknown one a 404; without it the list to choose from).
import { findOrganisation, listOrganisations } from "~/models/organisations.server";
import { readQuery } from "~/services/kit/query";
import { isUuid } from "~/shared/ids";
import type { OrganisationCalculation } from "./carbon";
import { calculateOrganisation } from "./carbon.server";
import { organisationQuery } from "./queries";

export const COMPANY_ID_NOT_UUID =
  "The companyId must be an organisation's id (a UUID): choose the organisation from the list.";
export const NO_SUCH_ORGANISATION = "There is no such organisation.";

export interface CarbonPageData {
  organisation: { id: string; name: string };
  calculation: OrganisationCalculation;
}

/** The calculation of an organisation the caller has already been authorised for. */
export async function loadCarbonPage(organisation: {
  id: string;
  name: string;
}): Promise<CarbonPageData> {
  return {
    organisation: { id: organisation.id, name: organisation.name },
    calculation: await calculateOrganisation(organisation.id),
  };
}

/** The organisation ?companyId= names: 400 when it is not a UUID, 404 when there is none. */
export async function requireCompany(companyId: string): Promise<{ id: string; name: string }> {
  if (!isUuid(companyId)) throw new Response(COMPANY_ID_NOT_UUID, { status: 400 });
  const organisation = await findOrganisation(companyId);
  if (!organisation) throw new Response(NO_SUCH_ORGANISATION, { status: 404 });
  return { id: organisation.id, name: organisation.name };
}

export type AdminCarbonPage =
  | { kind: "choose"; organisations: { id: string; name: string }[] }
  | ({ kind: "calculation" } & CarbonPageData);

/** /admin/calc: the list of organisations, or the chosen one's calculation. */
export async function loadAdminCarbonPage(url: URL): Promise<AdminCarbonPage> {
  const { companyId } = readQuery(url, organisationQuery);
  if (companyId === undefined) {
    const organisations = await listOrganisations();
    return {
      kind: "choose",
      organisations: organisations.map((o) => ({ id: o.id, name: o.name })),
    };
  }
  return { kind: "calculation", ...(await loadCarbonPage(await requireCompany(companyId))) };
}

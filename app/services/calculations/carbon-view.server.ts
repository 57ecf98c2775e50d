// The carbon calculator's views (issue 17; decision 0093): /profile/calc shows a member's active
// organisation, /admin/calc lets read:admin choose any organisation (its companyId: not a UUID
// is a 400, an unknown one a 404; without one the list to choose from). The routes guard and
// read the query string; a refusal is the kit's Refusal.
import { findOrganisation, listOrganisations } from "~/models/organisations.server";
import { Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import type { OrganisationCalculation } from "./carbon";
import { calculateOrganisation } from "./carbon.server";

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

/** The organisation a companyId names: a 400 Refusal when it is not a UUID, 404 when there is none. */
export async function requireCompany(companyId: string): Promise<{ id: string; name: string }> {
  if (!isUuid(companyId)) throw new Refusal(400, COMPANY_ID_NOT_UUID);
  const organisation = await findOrganisation(companyId);
  if (!organisation) throw new Refusal(404, NO_SUCH_ORGANISATION);
  return { id: organisation.id, name: organisation.name };
}

export type AdminCarbonPage =
  | { kind: "choose"; organisations: { id: string; name: string }[] }
  | ({ kind: "calculation" } & CarbonPageData);

/** /admin/calc: the list of organisations, or the chosen one's calculation. */
export async function loadAdminCarbonPage(companyId: string | undefined): Promise<AdminCarbonPage> {
  if (companyId === undefined) {
    const organisations = await listOrganisations();
    return {
      kind: "choose",
      organisations: organisations.map((o) => ({ id: o.id, name: o.name })),
    };
  }
  return { kind: "calculation", ...(await loadCarbonPage(await requireCompany(companyId))) };
}

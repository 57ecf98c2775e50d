// The admin's list of fields across organisations (issue 14 'Admin /admin/journey/fields'; spec §2
// /admin journey 'fields', §3 'Field', §4 'Field inclusion', 'Signoff display labels', §7
// 'GET /admin/fields companyIds'). Pure: the page's loader, its CSV export and the API build
// their filters with these; the page builds its links and labels with them.
//
// The URL is read by queries.ts (adminFieldPageQuery, apiFieldQuery).
// URL: ?companyIds=<id>[,<id>…] (repeated or comma-separated) &farmId= &status= &signoff=
// passed|failed|notDone &season= &page=<index from 0> &size=10|20|50|100 &orgQuery=<name>.
import { SIGNOFF_FILTERS, type SignoffFilterValue } from "~/services/fields/signoff";
import type { FieldStatus } from "~/shared/fields";

export const FIELD_LIST_PARAMS = {
  companyIds: "companyIds",
  farmId: "farmId",
  status: "status",
  signoff: "signoff",
  season: "season",
  page: "page",
  size: "size",
  /** The organisation picker's name search (the page only). */
  orgQuery: "orgQuery",
} as const;

// spec §4 'Signoff display labels' as filter values: shared with /admin/journey/fieldRecords.
export { SIGNOFF_FILTERS, type SignoffFilterValue };

/** The most organisations one list filters on (a URL stays well under any server's limit). */
export const MAX_COMPANY_IDS = 100;
/** The longest organisation name search taken. */
export const ORG_QUERY_MAX = 100;
/** Seasons an admin may ask about: 2000/2001 (0) to 2199/2200 (199). */
export const MAX_SEASON = 199;

export interface AdminFieldFilter {
  season: number;
  /** Undefined: every organisation. */
  organisationIds?: string[];
  farmId?: string;
  status?: FieldStatus;
  signoff?: SignoffFilterValue;
}

export interface AdminFieldQuery {
  filter: AdminFieldFilter;
  /** Page index from 0 (spec §9 'The page index starts at 0'). */
  page: number;
  size: number;
  orgQuery: string;
}

/** The list's filters as URL parameters (the CSV export's link: no page, no picker search). */
export function filterSearch(filter: AdminFieldFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.organisationIds?.length)
    params.set(FIELD_LIST_PARAMS.companyIds, filter.organisationIds.join(","));
  if (filter.farmId) params.set(FIELD_LIST_PARAMS.farmId, filter.farmId);
  if (filter.status) params.set(FIELD_LIST_PARAMS.status, filter.status);
  if (filter.signoff) params.set(FIELD_LIST_PARAMS.signoff, filter.signoff);
  params.set(FIELD_LIST_PARAMS.season, String(filter.season));
  return params;
}

// ---- The /api/v2 list (spec §7 'GET /admin/fields companyIds'; paging like job applications) ----

export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 1_000;

export interface ApiFieldQuery {
  filter: AdminFieldFilter;
  page: number;
  limit: number;
}

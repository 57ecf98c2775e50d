// The admin's list of fields across organisations (issue 14 'Admin /admin/journey/fields'; spec §2
// /admin journey 'fields', §3 'Field', §4 'Field inclusion', 'Signoff display labels', §7
// 'GET /admin/fields companyIds'). Pure: the page's loader, its CSV export and the API read the
// URL with these; the page builds its links and labels with them.
//
// URL: ?companyIds=<id>[,<id>…] (repeated or comma-separated) &farmId= &status= &signoff=
// passed|failed|notDone &season= &page=<index from 0> &size=10|20|50|100 &orgQuery=<name>.
import { SIGNOFF_FILTERS, type SignoffFilterValue } from "~/services/fields/admin-paths";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/services/kit/table";
import { FIELD_STATUSES, type FieldStatus } from "~/shared/fields";
import { isUuid } from "~/shared/ids";

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

const isStatus = (value: string): value is FieldStatus =>
  (FIELD_STATUSES as readonly string[]).includes(value);
const isSignoff = (value: string): value is SignoffFilterValue =>
  SIGNOFF_FILTERS.some((option) => option.value === value);

function wholeNumber(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * The organisation ids of `?companyIds=a,b&companyIds=c` (also `companyIds[]=`), lower-cased,
 * without repeats; `invalid` holds what was sent that is not an id.
 */
export function parseCompanyIds(search: URLSearchParams): { ids: string[]; invalid: string[] } {
  const raw = [
    ...search.getAll(FIELD_LIST_PARAMS.companyIds),
    ...search.getAll(`${FIELD_LIST_PARAMS.companyIds}[]`),
  ]
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  const ids = [...new Set(raw.filter((value) => isUuid(value)).map((id) => id.toLowerCase()))];
  const invalid = raw.filter((value) => !isUuid(value));
  return { ids, invalid };
}

/** The season asked about: a whole number from 0 to MAX_SEASON, else null. */
export function parseSeason(raw: string | null): number | null {
  const season = wholeNumber(raw);
  return season !== null && season <= MAX_SEASON ? season : null;
}

/**
 * The page's list, read from the URL. Anything not allowed is left out rather than refused (a
 * page always shows): an id that is not one, an unknown status or signoff, a season out of
 * range (the current one), a page size not offered (20).
 */
export function parseAdminFieldQuery(
  search: URLSearchParams,
  currentSeason: number,
): AdminFieldQuery {
  const { ids } = parseCompanyIds(search);
  const farmId = search.get(FIELD_LIST_PARAMS.farmId)?.trim() ?? "";
  const status = search.get(FIELD_LIST_PARAMS.status) ?? "";
  const signoff = search.get(FIELD_LIST_PARAMS.signoff) ?? "";
  const size = wholeNumber(search.get(FIELD_LIST_PARAMS.size));
  const filter: AdminFieldFilter = {
    season: parseSeason(search.get(FIELD_LIST_PARAMS.season)) ?? currentSeason,
  };
  if (ids.length > 0) filter.organisationIds = ids.slice(0, MAX_COMPANY_IDS);
  if (isUuid(farmId)) filter.farmId = farmId.toLowerCase();
  if (isStatus(status)) filter.status = status;
  if (isSignoff(signoff)) filter.signoff = signoff;
  return {
    filter,
    page: wholeNumber(search.get(FIELD_LIST_PARAMS.page)) ?? 0,
    size:
      size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    orgQuery: (search.get(FIELD_LIST_PARAMS.orgQuery) ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, ORG_QUERY_MAX),
  };
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

/** The API's parameters, or a sentence naming the one at fault (a 400). */
export function parseApiFieldQuery(
  search: URLSearchParams,
  currentSeason: number,
): ApiFieldQuery | string {
  const { ids, invalid } = parseCompanyIds(search);
  if (invalid.length > 0) {
    const shown = invalid[0]!.slice(0, 40);
    return `companyIds must be organisation ids (UUIDs), comma-separated or repeated; '${shown}' is not one.`;
  }
  if (ids.length > MAX_COMPANY_IDS)
    return `companyIds may name at most ${MAX_COMPANY_IDS} organisations.`;
  const page = search.get(FIELD_LIST_PARAMS.page);
  const limit = search.get("limit");
  if (page !== null && wholeNumber(page) === null) return "page must be a whole number from 0.";
  if (limit !== null && wholeNumber(limit) === null) return "limit must be a whole number from 1.";
  const limitNumber = limit === null ? API_DEFAULT_LIMIT : Number(limit.trim());
  if (limitNumber < 1 || limitNumber > API_MAX_LIMIT)
    return `limit must be from 1 to ${API_MAX_LIMIT}.`;
  const farmId = search.get(FIELD_LIST_PARAMS.farmId);
  if (farmId !== null && farmId !== "" && !isUuid(farmId.trim()))
    return "farmId must be a farm's id (a UUID).";
  const status = search.get(FIELD_LIST_PARAMS.status);
  if (status !== null && status !== "" && !isStatus(status))
    return `status must be one of ${FIELD_STATUSES.join(", ")}.`;
  const signoff = search.get(FIELD_LIST_PARAMS.signoff);
  if (signoff !== null && signoff !== "" && !isSignoff(signoff))
    return "signoff must be passed, failed or notDone.";
  const seasonRaw = search.get(FIELD_LIST_PARAMS.season);
  const season = seasonRaw === null || seasonRaw === "" ? currentSeason : parseSeason(seasonRaw);
  if (season === null) return `season must be a whole number from 0 to ${MAX_SEASON}.`;
  const filter: AdminFieldFilter = { season };
  if (ids.length > 0) filter.organisationIds = ids;
  if (farmId) filter.farmId = farmId.trim().toLowerCase();
  if (status) filter.status = status as FieldStatus;
  if (signoff) filter.signoff = signoff as SignoffFilterValue;
  return { filter, page: page === null ? 0 : Number(page.trim()), limit: limitNumber };
}

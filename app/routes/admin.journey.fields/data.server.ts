// /admin/journey/fields: the loader's data (issue 14). The filters come from the URL
// (services/fields/admin-list.ts); the page of fields and the selection's totals from the model
// (count and hectares, all and included: spec §4 'Field inclusion'); the organisation picker's
// choices (those chosen, and those whose name matches the picker's search); the farms of the
// chosen organisations for the farm filter; the map's tiles.
import { getEnv } from "~/env.server";
import { listFarms } from "~/models/farms.server";
import { searchOrganisations } from "~/models/organisation-details.server";
import { findOrganisation } from "~/models/organisations.server";
import { filterSearch } from "~/services/fields/admin-list";
import { loadAdminFieldPage } from "~/services/fields/admin-list.server";
import { adminFieldPageQuery, adminFieldQueryOf } from "~/services/fields/queries";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import { readQuery } from "~/services/kit/query";

/** How many organisations the picker offers for one search. */
export const PICKER_MATCHES = 20;
/** Seasons offered before the current one (any other is reached with ?season=). */
const SEASONS_BACK = 6;

export interface PickerOrganisation {
  id: string;
  name: string;
}

function seasonOptions(current: number, chosen: number) {
  const seasons = new Set<number>([current + 1]);
  for (let s = current; s >= Math.max(0, current - SEASONS_BACK); s -= 1) seasons.add(s);
  seasons.add(chosen);
  return [...seasons]
    .sort((a, b) => b - a)
    .map((season) => ({ value: season, label: seasonLabel(season) }));
}

export async function loadFieldsPage(url: URL) {
  const season = currentSeason();
  const query = adminFieldQueryOf(readQuery(url, adminFieldPageQuery), season);
  const chosenIds = query.filter.organisationIds ?? [];
  const [page, chosenRows, matchRows, farmRows] = await Promise.all([
    loadAdminFieldPage(query.filter, query.page, query.size),
    Promise.all(chosenIds.map((id) => findOrganisation(id))),
    searchOrganisations(query.orgQuery, PICKER_MATCHES),
    chosenIds.length > 0 ? listFarms(chosenIds) : Promise.resolve([]),
  ]);
  const chosen: PickerOrganisation[] = chosenRows
    .filter((row): row is NonNullable<typeof row> => row !== null)
    .map((row) => ({ id: row.id, name: row.name }));
  const chosenSet = new Set(chosen.map((o) => o.id));
  const matches: PickerOrganisation[] = matchRows
    .filter((row) => !chosenSet.has(row.id))
    .map((row) => ({ id: row.id, name: row.name }));
  const names = new Map(chosen.map((o) => [o.id, o.name]));
  const farms = farmRows
    .map((farm) => ({
      id: farm.id,
      label:
        chosen.length > 1 ? `${names.get(farm.organisationId) ?? ""}: ${farm.name}` : farm.name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-ZA"));
  // A farm chosen in a link (without its organisation): named from the rows when one is shown.
  const farmId = query.filter.farmId ?? null;
  if (farmId && !farms.some((farm) => farm.id === farmId)) {
    const row = page.rows.find((r) => r.farmId === farmId);
    farms.unshift({ id: farmId, label: row ? row.farmName : "The farm in the link" });
  }
  return {
    query,
    season,
    seasonOptions: seasonOptions(season, query.filter.season),
    seasonLabel: seasonLabel(query.filter.season),
    exportSearch: filterSearch(query.filter).toString(),
    picker: { chosen, matches, searched: query.orgQuery !== "" },
    farms,
    ...page,
    mapTiles: getEnv().mapTiles,
  };
}

// The practice data pages' paths, tabs and season choice (issue 15; decision 0076). Pure: the
// layout route /profile/journey/practice_data, its tabs (fields and crops, herds, livestock
// numbers, grazing, fertiliser) and the API share it. Every tab reads the season from ?season=NN
// (the stored 2000 offset) with seasonFromSearch, which never fails: a season that is not a whole
// number, or not one the page offers, is the default (the programme's first season); that reader is
// in ./queries with the query schemas, so this module (the tabs' links in the browser) needs no zod.
import { pathWithout } from "~/services/kit/url-state";
import type { ProgrammeSeasons } from "~/services/practice/seasons";
import { programmeSeasonLabel } from "~/services/practice/seasons";

/** The practice data page under a base path ('/profile' or '/admin/userView'). */
export const PRACTICE_DATA_PATH = "/journey/practice_data";

/** The route id of the layout, for useRouteLoaderData in the tabs. */
export const PRACTICE_LAYOUT_ROUTE_ID = "routes/profile.journey.practice_data";

/** The query parameter of the season shown. */
export const SEASON_PARAM = "season";

export const PRACTICE_TABS = [
  { key: "fields", label: "Fields and crops", path: "" },
  { key: "herds", label: "Herds", path: "/herds" },
  { key: "livestock", label: "Livestock numbers", path: "/livestock" },
  { key: "grazing", label: "Grazing", path: "/grazing" },
  { key: "fertiliser", label: "Fertiliser", path: "/fertiliser" },
] as const;
export type PracticeTab = (typeof PRACTICE_TABS)[number]["key"];

/** The seasons the practice data pages offer: the programme's, and its default. */
export interface PracticeSeasons extends ProgrammeSeasons {
  /** Every season offered, oldest first: the required seasons, then each later one up to now. */
  offered: number[];
}

/** The required seasons plus every later season up to `current` (oldest first). */
export function practiceSeasons(programme: ProgrammeSeasons, current: number): PracticeSeasons {
  const offered = [...programme.required];
  for (let season = programme.first + 1; season <= current; season++) offered.push(season);
  return { ...programme, offered };
}

/** The season choices for the page, labelled ('2023/2024 (baseline)'). */
export function seasonChoices(seasons: PracticeSeasons) {
  return seasons.offered.map((season) => ({
    season,
    label: programmeSeasonLabel(season, seasons),
  }));
}

/**
 * A search string keeping `search` (e.g. '?userId=…' under userView) with ?season set: the
 * links between tabs and seasons stay under the base path and keep the person looked at.
 */
export function practiceSearch(search: string, season: number): string {
  const params = new URLSearchParams(search);
  params.set(SEASON_PARAM, String(season));
  return `?${params.toString()}`;
}

/** The query parameter naming the one field whose editor a tab shows open (decision 0076). */
export const FIELD_PARAM = "field";

/** The search of a tab for a season with one field's editor open: '?season=26&field=<id>'. */
export function practiceFieldSearch(search: string, season: number, fieldId: string): string {
  const params = new URLSearchParams(practiceSearch(search, season));
  params.set(FIELD_PARAM, fieldId);
  return `?${params.toString()}`;
}

/** The path of a tab under a base path, without a search: '/profile/journey/practice_data/herds'. */
export function practiceTabPath(basePath: string, tab: PracticeTab): string {
  const found = PRACTICE_TABS.find((t) => t.key === tab)!;
  return `${basePath}${PRACTICE_DATA_PATH}${found.path}`;
}

/**
 * A tab's own address after a post to `url`: its search without the dialog's parameters (an open
 * dialog's ?dialog=&eventId= is page state: a refused post keeps it, a saved one closes it).
 */
export function pageAfterPost(url: string | URL): string {
  return pathWithout(url, ["dialog", "eventId", "index"]);
}

/** The link of a tab for a season: path and search. */
export function practiceTabHref(
  basePath: string,
  tab: PracticeTab,
  search: string,
  season: number,
): string {
  return `${practiceTabPath(basePath, tab)}${practiceSearch(search, season)}`;
}

/** The data the layout's loader returns, for the tabs' useRouteLoaderData(PRACTICE_LAYOUT_ROUTE_ID). */
export interface PracticeLayoutData {
  organisation: { id: string; name: string } | null;
  seasons: PracticeSeasons | null;
  season: number | null;
  canEdit: boolean;
  basePath: string;
  search: string;
}

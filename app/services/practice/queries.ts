// The query strings of the farm-data pages and calls (issue 28; services/kit/query.ts): the
// season kind every farm-data domain reads (?season=, the start year minus 2000), and the
// parameters of the practice data pages and the admin's analysis and corrections pages. Pure.
import { z } from "zod";
import { parseQuery, postSchema, q, querySchema } from "~/services/kit/query";
import {
  CROP_JOURNEY_INTENTS,
  FERTILISER_INTENTS,
  GRAZING_INTENTS,
  HERD_INTENTS,
  LIVESTOCK_INTENTS,
  PRACTICE_SUBMIT_INTENT,
} from "./intents";
import type { PracticeSeasons } from "./practice-paths";
import { PLAN_INTENTS } from "./plan-forms";
import { ANALYSIS_MODES } from "./analysis";
import { OVERRIDE_INTENTS } from "./overrides-forms";

/** Seasons a call may ask about: 2000/2001 (0) to 2199/2200 (199). */
export const MAX_QUERY_SEASON = 199;

const SEASON_MESSAGE =
  `must be a whole number from 0 to ${MAX_QUERY_SEASON}: ` +
  "the season's start year − 2000, e.g. 26 for 2026/2027.";

/**
 * ?season= of a call: a whole number from `min` to `max` (the start year minus 2000); blank or
 * left out is undefined (the caller's default); anything else is refused naming the parameter.
 */
function season(options: { min?: number; max?: number } = {}) {
  const min = options.min ?? 0;
  const max = options.max ?? MAX_QUERY_SEASON;
  const message =
    min === 0 && max === MAX_QUERY_SEASON
      ? SEASON_MESSAGE
      : `must be a whole number from ${min} to ${max}: the season's start year − 2000.`;
  return z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value === "" || /^-?\d{1,4}$/.test(value), message)
    .transform((value) => (value === "" ? undefined : Number(value)))
    .refine((value) => value === undefined || (value >= min && value <= max), message)
    .optional();
}

/**
 * ?season= of a page: like `season`, but a value that is not one (an old or edited link) is left
 * out, so the page shows its default season rather than an error.
 */
function pageSeason(options: { min?: number; max?: number } = {}) {
  return season(options).catch(undefined);
}

/** The farm-data season kinds, beside the kit's (`q`). */
export const seasonKind = { season, pageSeason };

/** A call's ?season= (the member and admin farm-data calls of /api/v2). */
export const seasonQuery = querySchema({ season: season() });

/**
 * The season asked for when it is one the programme offers; left out, the first; otherwise the
 * sentence of a 400 naming the parameter and the seasons offered.
 */
export function offeredSeason(
  asked: number | undefined,
  seasons: { offered: readonly number[]; first: number },
): number | string {
  if (asked === undefined) return seasons.first;
  if (seasons.offered.includes(asked)) return asked;
  return (
    `The address's 'season' parameter must be one of ${seasons.offered.join(", ")} ` +
    "(the programme's seasons up to now, as the year minus 2000)."
  );
}

// ---- The practice data pages (/profile/journey/practice_data and its tabs) ----

/**
 * The season shown and the field whose editor is open (?season=&field=): never refused, a value
 * the page cannot use is its default (seasonFromSearch, openFieldFromSearch below).
 */
export const practicePageQuery = querySchema({
  season: pageSeason({ max: 9999 }),
  field: q.id().catch(undefined),
});

/**
 * The season asked for in ?season= of `url` (a URL, a string URL, or a search string), when it
 * is a whole number the page offers; anything else (missing, '25.5', 'abc', 9999) is the
 * default, the programme's first season. Never throws.
 */
export function seasonFromSearch(
  url: URL | string | URLSearchParams,
  seasons: Pick<PracticeSeasons, "offered" | "first">,
): number {
  const season = practicePageValues(url)?.season;
  return season !== undefined && seasons.offered.includes(season) ? season : seasons.first;
}

/** ?season= and ?field= of `url` (never refused: practicePageQuery falls back), or null. */
function practicePageValues(url: URL | string | URLSearchParams) {
  let search: URLSearchParams;
  try {
    search =
      url instanceof URLSearchParams
        ? url
        : new URLSearchParams(
            url instanceof URL ? url.search : url.includes("://") ? new URL(url).search : url,
          );
  } catch {
    return null;
  }
  const values = parseQuery(search, practicePageQuery);
  return typeof values === "string" ? null : values;
}

/**
 * The field named by ?field= of `url` when it is one of `fieldIds` (the fields the tab shows),
 * else null: a missing, malformed or another organisation's id opens no editor. Never throws.
 */
export function openFieldFromSearch(url: URL, fieldIds: readonly string[]): string | null {
  const wanted = practicePageValues(url)?.field;
  return wanted !== undefined && fieldIds.includes(wanted) ? wanted : null;
}

// ---- The admin's analysis and corrections pages (decision 0078) ----

/** Seasons the admin's practice pages show: 1990/1991 (-10) to 2099/2100 (99). */
const adminPracticeSeason = () => pageSeason({ min: -10, max: 99 });

/**
 * /admin/journey/analysis: ?companyId= (the organisation analysed; not an id is a 404, as an
 * unknown one), ?season= and ?mode=LSU|eLSU (anything else LSU).
 */
export const analysisQuery = querySchema({
  companyId: q.text({ max: 100 }),
  season: adminPracticeSeason(),
  mode: q.choice(ANALYSIS_MODES, "LSU"),
});

/**
 * /admin/journey/companies/{id}/practice: ?season= and the value the dialog corrects
 * (?override=<recordType>:<recordId>:<valueName>, read by overrides-forms.ts parseOverrideTarget).
 */
export const correctionsQuery = querySchema({
  season: adminPracticeSeason(),
  override: q.text({ max: 200 }),
});

/**
 * The corrections page's posts (decision 0128): the form's intent ('override' or 'remove') and
 * the value it corrects (`override`, <recordType>:<recordId>:<valueName>, as ?override=).
 */
export const correctionsPost = postSchema({
  intent: q.choice(OVERRIDE_INTENTS),
  override: q.text({ max: 200 }),
});

/** The grazing tab's units (?units=eLSU; anything else LSU). */
export const grazingUnitsQuery = querySchema({ units: q.choice(["LSU", "eLSU"], "LSU") });

// ---- The implementation plan (/profile/journey/implementation and its calls) ----

/** GET …/implementationPlan/actions: ?fieldId= for one field's practices. */
export const planActionsQuery = querySchema({ fieldId: q.id() });

// ---- The posts of the practice data pages (decision 0128) ----
// Each form names itself in the `intent` field of its body, and the record it changes (the
// field whose fertiliser is saved, the grazing event edited or deleted) in a field beside it;
// the address keeps only the page's state (?season=, ?field=, ?dialog=).

/** The layout's post: the submit form. */
export const practiceSubmitPost = postSchema({ intent: q.choice([PRACTICE_SUBMIT_INTENT]) });
export const cropJourneyPost = postSchema({ intent: q.choice(CROP_JOURNEY_INTENTS) });
export const herdsPost = postSchema({ intent: q.choice(HERD_INTENTS) });
export const livestockPost = postSchema({ intent: q.choice(LIVESTOCK_INTENTS) });
export const grazingPost = postSchema({ intent: q.choice(GRAZING_INTENTS), eventId: q.id() });
export const fertiliserPost = postSchema({
  intent: q.choice(FERTILISER_INTENTS),
  fieldId: q.id(),
});

/**
 * /profile/journey/implementation's posts: the form's intent and the field whose practices are
 * saved. An unknown intent is the action's 400, an id that is not one a 400 naming the field, a
 * field of another organisation a 404.
 */
export const implementationPost = postSchema({
  intent: q.choice(PLAN_INTENTS),
  fieldId: q.id(),
});

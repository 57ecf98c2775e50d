// The seasons practice data is collected for (issue 15; decision 0073). The programme's first
// season is the season of the organisation's first submitted implementation plan (before one is
// submitted: the current season). Its baseline is the BASELINE_SEASONS seasons before it: what
// was done before the change, which soil-carbon methodologies (VM0042) ask for at least three
// years of. Pure.
import { seasonLabel } from "~/services/fields/seasons";

/** How many seasons before the programme's first season make the baseline (decision 0073). */
export const BASELINE_SEASONS = 3;

export interface ProgrammeSeasons {
  /** The programme's first season (stored offset: 26 is 2026/2027). */
  first: number;
  /** The baseline seasons, oldest first. */
  baseline: number[];
  /** Every season the practice data step needs, oldest first: the baseline, then `first`. */
  required: number[];
}

export function programmeSeasons(first: number): ProgrammeSeasons {
  const baseline = Array.from({ length: BASELINE_SEASONS }, (_, i) => first - BASELINE_SEASONS + i);
  return { first, baseline, required: [...baseline, first] };
}

/** 'Baseline 2023/2024' or 'Programme 2026/2027': how a page names a season of the programme. */
export function programmeSeasonLabel(season: number, seasons: ProgrammeSeasons): string {
  if (seasons.baseline.includes(season)) return `${seasonLabel(season)} (baseline)`;
  return seasonLabel(season);
}

// Seasons (spec §9 'Season label: year/next-year, with an optional season suffix, based on a 2000
// offset'; decision 0070). A season runs from 1 July to 30 June on South Africa's clock
// (TIME_ZONE), whatever the server's or the phone's own zone, and is stored as the calendar year
// it starts in minus 2000: 26 is the season from 1 July 2026 to 30 June 2027. Pure: the zone
// arithmetic is @date-fns/tz's, never a hand-written offset.
import { TZDate } from "@date-fns/tz";
import { seasonLabel as formatSeasonLabel, SEASON_BASE_YEAR } from "~/services/kit/format";
import { TIME_ZONE } from "~/shared/time";

export { SEASON_BASE_YEAR };

/** The month a season starts in, 1-based: July. */
export const SEASON_START_MONTH = 7;

/** The calendar year a stored season starts in: 26 → 2026. */
export function seasonYear(season: number): number {
  return SEASON_BASE_YEAR + season;
}

/** The stored season of the season starting in `year`: 2026 → 26. */
export function seasonFromYear(year: number): number {
  return year - SEASON_BASE_YEAR;
}

/**
 * The season an instant falls in, read on South Africa's clock: 30 June 2026 23:59 SAST (21:59
 * UTC) is still season 25; 1 July 2026 00:00 SAST (30 June 22:00 UTC) is season 26. An invalid
 * date is a programming error: RangeError.
 */
export function seasonOf(date: Date | number): number {
  const time = typeof date === "number" ? date : date.getTime();
  if (!Number.isFinite(time)) throw new RangeError("seasonOf: not a valid date");
  const local = new TZDate(time, TIME_ZONE);
  const year = local.getFullYear();
  const startYear = local.getMonth() + 1 >= SEASON_START_MONTH ? year : year - 1;
  return seasonFromYear(startYear);
}

/** The season now, on South Africa's clock. */
export function currentSeason(now: Date = new Date()): number {
  return seasonOf(now);
}

/** The instant a season starts: 1 July of its year, 00:00 in South Africa. */
export function seasonStart(season: number): Date {
  return new Date(new TZDate(seasonYear(season), SEASON_START_MONTH - 1, 1, TIME_ZONE).getTime());
}

/** The instant a season ends, exclusive: the next season's start (30 June ends at midnight). */
export function seasonEnd(season: number): Date {
  return seasonStart(season + 1);
}

/**
 * spec §9 'Season label': both calendar years in full, then the suffix after one space as the
 * caller gives it: 26 → '2026/2027', (26, 'Summer') → '2026/2027 Summer'. The text is the
 * kit's (services/kit/format.ts, decision 0011), so every page shows seasons alike; a suffix of
 * only spaces adds nothing, and a season that is not a whole number shows '-'.
 */
export function seasonLabel(season: number, suffix?: string | null): string {
  return formatSeasonLabel(season, suffix);
}

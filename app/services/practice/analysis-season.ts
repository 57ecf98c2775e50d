// The season the admin's practice pages show (decision 0078): ?season= when it is a whole number
// in a sensible range, else the newest season with data, else the current season. Pure.
import { seasonLabel } from "~/services/kit/format";

/** Seasons from 1990/1991 to 2099/2100 (stored as the start year minus 2000). */
const MIN_SEASON = -10;
const MAX_SEASON = 99;

export function chooseSeason(
  param: string | null | undefined,
  withData: readonly number[],
  current: number,
): number {
  const text = (param ?? "").trim();
  if (/^-?\d{1,3}$/.test(text)) {
    const season = Number(text);
    if (season >= MIN_SEASON && season <= MAX_SEASON) return season;
  }
  return withData.length > 0 ? Math.max(...withData) : current;
}

/** The choices of the season select: the seasons with data, the current and the chosen one. */
export function seasonOptions(withData: readonly number[], current: number, chosen: number) {
  const all = [...new Set([...withData, current, chosen])].sort((a, b) => b - a);
  return all.map((season) => ({
    value: String(season),
    label: withData.includes(season) ? seasonLabel(season) : `${seasonLabel(season)} (no data)`,
  }));
}

// The season the admin's practice pages show (decision 0078): ?season= when given (queries.ts
// reads it: a whole number from -10, 1990/1991, to 99, 2099/2100), else the newest season with
// data, else the current season. Pure.
import { seasonLabel } from "~/services/kit/format";

export function chooseSeason(
  asked: number | undefined,
  withData: readonly number[],
  current: number,
): number {
  if (asked !== undefined) return asked;
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

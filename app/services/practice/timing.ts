// The timing of a planned practice: the programme link fields (spec §3 'Programme link fields':
// 'programmeTarget: a value of none means no link. programmeLinkDirection: tandem, on, or another
// direction word. programmeLinkDays and date.'). Veld's reading (decision 0074):
// - target 'none': `date` is the practice's own date (required); direction and days are empty;
// - a target: `date` is the target's expected date (optional: the first rains are not known in
//   advance); 'tandem' runs alongside the target from its date, 'on' is on the target's day,
//   'before' / 'after' are programmeLinkDays (1–365) days before / after it.
// Pure: dates are calendar dates 'YYYY-MM-DD'.
import { formatDate } from "~/services/kit/format";
import {
  PROGRAMME_LINK_DIRECTIONS,
  PROGRAMME_TARGET_LABELS,
  type ProgrammeLinkDirection,
  type ProgrammeTarget,
} from "~/shared/practice";
import { dateOfDay, dayNumber, isCalendarDate } from "./calculations";

export interface ProgrammeLink {
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection?: ProgrammeLinkDirection | null;
  programmeLinkDays?: number | null;
  date?: string | null;
}

export type TimingField =
  "programmeTarget" | "programmeLinkDirection" | "programmeLinkDays" | "date";

export const MAX_LINK_DAYS = 365;

/** Whether the direction counts days from the target. */
export function usesDays(direction: ProgrammeLinkDirection | null | undefined): boolean {
  return direction === "before" || direction === "after";
}

/**
 * The link as stored: no direction or days without a target, no days unless the direction is
 * before or after, an empty date as null. A form's hidden fields are cleared the same way (spec
 * §5 'Values of hidden fields are cleared').
 */
export function normaliseTiming(link: ProgrammeLink): Required<ProgrammeLink> {
  const date = link.date?.trim() ? link.date.trim() : null;
  if (link.programmeTarget === "none") {
    return { programmeTarget: "none", programmeLinkDirection: null, programmeLinkDays: null, date };
  }
  const direction =
    link.programmeLinkDirection && PROGRAMME_LINK_DIRECTIONS.includes(link.programmeLinkDirection)
      ? link.programmeLinkDirection
      : null;
  return {
    programmeTarget: link.programmeTarget,
    programmeLinkDirection: direction,
    programmeLinkDays: usesDays(direction) ? (link.programmeLinkDays ?? null) : null,
    date,
  };
}

/** The problems of a link (after normaliseTiming), each beside its field. */
export function timingProblems(link: ProgrammeLink): { field: TimingField; message: string }[] {
  const timing = normaliseTiming(link);
  const problems: { field: TimingField; message: string }[] = [];
  if (timing.date !== null && !isCalendarDate(timing.date)) {
    problems.push({ field: "date", message: "Give a real date, such as 2026-10-01." });
  }
  if (timing.programmeTarget === "none") {
    if (timing.date === null) {
      problems.push({ field: "date", message: "Give the date the practice starts." });
    }
    return problems;
  }
  const direction = timing.programmeLinkDirection;
  if (!direction) {
    problems.push({
      field: "programmeLinkDirection",
      message: `Choose whether it is done before, on or after ${PROGRAMME_TARGET_LABELS[timing.programmeTarget]}.`,
    });
  } else if (usesDays(direction)) {
    const days = timing.programmeLinkDays;
    if (days === null || !Number.isInteger(days) || days < 1 || days > MAX_LINK_DAYS) {
      problems.push({
        field: "programmeLinkDays",
        message: `Give the number of days, from 1 to ${MAX_LINK_DAYS}.`,
      });
    }
  }
  return problems;
}

/** 'YYYY-MM-DD' of 1 July of a season (stored as start year − 2000). */
function seasonStartDate(season: number): string {
  return `${2000 + season}-07-01`;
}

/**
 * The practice's own date: its date without a target; else the target's date moved by the link
 * (tandem and on: the target's date; before / after: that many days). The target's date is the
 * link's date, or for 'seasonStart' 1 July of `season` when no date is given. null when it is not
 * known (or the link has problems).
 */
export function practiceDate(link: ProgrammeLink, season?: number): string | null {
  if (timingProblems(link).length > 0) return null;
  const timing = normaliseTiming(link);
  if (timing.programmeTarget === "none") return timing.date;
  const targetDate =
    timing.date ??
    (timing.programmeTarget === "seasonStart" && season !== undefined && Number.isInteger(season)
      ? seasonStartDate(season)
      : null);
  const day = dayNumber(targetDate);
  if (day === null) return null;
  const days = timing.programmeLinkDays ?? 0;
  if (timing.programmeLinkDirection === "before") return dateOfDay(day - days);
  if (timing.programmeLinkDirection === "after") return dateOfDay(day + days);
  return dateOfDay(day);
}

/**
 * The timing in words: 'From 1 October 2026', 'Together with planting', 'On the day of harvest
 * (15 March 2027)', '14 days after the first rains'. A date in brackets is the practice's own
 * date when it is known.
 */
export function describeTiming(link: ProgrammeLink, season?: number): string {
  const timing = normaliseTiming(link);
  if (timing.programmeTarget === "none") {
    return isCalendarDate(timing.date) ? `From ${formatDate(timing.date)}` : "No date given";
  }
  const target = PROGRAMME_TARGET_LABELS[timing.programmeTarget];
  const date = practiceDate(timing, season);
  const when = date ? ` (${formatDate(date)})` : "";
  switch (timing.programmeLinkDirection) {
    case "tandem":
      return `Together with ${target}${date ? ` (from ${formatDate(date)})` : ""}`;
    case "on":
      return `On the day of ${target}${when}`;
    case "before":
    case "after": {
      const days = timing.programmeLinkDays;
      if (days === null || !Number.isInteger(days))
        return `${capitalise(timing.programmeLinkDirection)} ${target}`;
      return `${days} ${days === 1 ? "day" : "days"} ${timing.programmeLinkDirection} ${target}${when}`;
    }
    default:
      return `Linked to ${target}`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

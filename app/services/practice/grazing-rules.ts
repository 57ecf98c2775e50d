// The rules of a grazing event (spec §3 'Grazing event: fieldIds, startDate, endDate, herdId,
// hoursOnField'; issue 15: 'checks that the dates lie in the season, the fields are the
// organisation's, and a herd is not on two fields beyond 24 h a day'; decision 0074). Pure: the
// caller loads the organisation's field ids and the herd's other events.
import { formatDate, formatNumber, seasonLabel } from "~/services/kit/format";
import { dateOfDay, dayNumber } from "./calculations";

export type GrazingField = "fieldIds" | "startDate" | "endDate" | "hoursOnField" | "herdId";

export interface GrazingEventDraft {
  /** The event's own id when it is being changed (it is never compared with itself). */
  id?: string | null;
  fieldIds: readonly string[];
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  hoursOnField: number | null | undefined;
  herdId: string | null | undefined;
}

export interface OtherGrazingEvent {
  id: string;
  startDate: string;
  endDate: string;
  hoursOnField: number;
  fieldIds: readonly string[];
}

export interface GrazingContext {
  season: number;
  organisationFieldIds: ReadonlySet<string> | readonly string[];
  /** The same herd's other events (the event itself may be among them: it is skipped by id). */
  otherEventsOfHerd: readonly OtherGrazingEvent[];
}

export const HOURS_IN_A_DAY = 24;
/** Sums of hours are floats (12.2 + 11.8); a total this close to 24 is 24. */
const EPSILON = 1e-9;

/** The first and last day of a season as 'YYYY-MM-DD': 26 → 2026-07-01 … 2027-06-30. */
export function seasonDates(season: number): { first: string; last: string } {
  const year = 2000 + season;
  return { first: `${year}-07-01`, last: `${year + 1}-06-30` };
}

/** The message for dates outside the season, e.g. for 26: '… 2026/2027 season: 1 July 2026 to 30 June 2027.' */
export function outsideSeasonMessage(season: number): string {
  const { first, last } = seasonDates(season);
  return `The grazing must fall within the ${seasonLabel(season)} season: ${formatDate(first)} to ${formatDate(last)}.`;
}

/**
 * The first day on which the herd would be on fields for more than 24 hours, counting this
 * event's hours once per day (however many fields it covers: the herd is spread over them) plus
 * the hours of every other event of the herd covering that day. null when no day is over.
 */
export function firstOverfullDay(
  event: { id?: string | null; startDate: string; endDate: string; hoursOnField: number },
  others: readonly OtherGrazingEvent[],
): { date: string; hours: number } | null {
  const first = dayNumber(event.startDate);
  const last = dayNumber(event.endDate);
  if (first === null || last === null || last < first) return null;
  // Hours per day of this event's window, as a difference array: O(days + events).
  const length = last - first + 1;
  const delta = new Array<number>(length + 1).fill(0);
  delta[0] = event.hoursOnField;
  delta[length] = -event.hoursOnField;
  for (const other of others) {
    if (event.id && other.id === event.id) continue;
    const start = dayNumber(other.startDate);
    const end = dayNumber(other.endDate);
    if (start === null || end === null || !Number.isFinite(other.hoursOnField)) continue;
    const from = Math.max(start, first);
    const to = Math.min(end, last);
    if (to < from) continue;
    delta[from - first] = (delta[from - first] ?? 0) + other.hoursOnField;
    delta[to - first + 1] = (delta[to - first + 1] ?? 0) - other.hoursOnField;
  }
  // Summing running deltas drifts; sum each day's hours afresh only when it looks over.
  let running = 0;
  for (let index = 0; index < length; index += 1) {
    running += delta[index] ?? 0;
    if (running > HOURS_IN_A_DAY + EPSILON) {
      const day = first + index;
      const hours = hoursOnDay(day, event, others);
      if (hours > HOURS_IN_A_DAY + EPSILON) return { date: dateOfDay(day), hours };
    }
  }
  return null;
}

/** The herd's hours on fields on one day (this event plus the others covering it). */
function hoursOnDay(
  day: number,
  event: { id?: string | null; hoursOnField: number },
  others: readonly OtherGrazingEvent[],
): number {
  let hours = event.hoursOnField;
  for (const other of others) {
    if (event.id && other.id === event.id) continue;
    const start = dayNumber(other.startDate);
    const end = dayNumber(other.endDate);
    if (start !== null && end !== null && start <= day && day <= end) hours += other.hoursOnField;
  }
  return hours;
}

/** Every problem of a grazing event, each beside its field, in the form's order. */
export function grazingEventProblems(
  event: GrazingEventDraft,
  context: GrazingContext,
): { field: GrazingField; message: string }[] {
  const problems: { field: GrazingField; message: string }[] = [];
  const organisationFields =
    context.organisationFieldIds instanceof Set
      ? (context.organisationFieldIds as ReadonlySet<string>)
      : new Set(context.organisationFieldIds as readonly string[]);

  if (event.fieldIds.length === 0) {
    problems.push({ field: "fieldIds", message: "Choose at least one field." });
  } else if (event.fieldIds.some((id) => !organisationFields.has(id))) {
    problems.push({
      field: "fieldIds",
      message: "Choose only fields of your organisation; one of the chosen fields is not one.",
    });
  }

  const start = dayNumber(event.startDate);
  const end = dayNumber(event.endDate);
  if (!event.startDate) {
    problems.push({ field: "startDate", message: "Give the date the grazing starts." });
  } else if (start === null) {
    problems.push({ field: "startDate", message: "Give a real date, such as 2026-08-01." });
  }
  if (!event.endDate) {
    problems.push({ field: "endDate", message: "Give the date the grazing ends." });
  } else if (end === null) {
    problems.push({ field: "endDate", message: "Give a real date, such as 2026-08-31." });
  }
  const season = seasonDates(context.season);
  const seasonFirst = dayNumber(season.first) ?? 0;
  const seasonLast = dayNumber(season.last) ?? 0;
  const outside = outsideSeasonMessage(context.season);
  if (start !== null && (start < seasonFirst || start > seasonLast)) {
    problems.push({ field: "startDate", message: outside });
  }
  if (end !== null && (end < seasonFirst || end > seasonLast)) {
    problems.push({ field: "endDate", message: outside });
  }
  if (start !== null && end !== null && end < start) {
    problems.push({
      field: "endDate",
      message: "The end date must be on or after the start date.",
    });
  }

  const hours = event.hoursOnField;
  const hoursValid =
    typeof hours === "number" && Number.isFinite(hours) && hours > 0 && hours <= HOURS_IN_A_DAY;
  if (!hoursValid) {
    problems.push({
      field: "hoursOnField",
      message: "Give the hours on the field each day: more than 0 and at most 24.",
    });
  }

  if (!event.herdId) {
    problems.push({ field: "herdId", message: "Choose a herd." });
  }

  if (
    hoursValid &&
    start !== null &&
    end !== null &&
    end >= start &&
    event.startDate &&
    event.endDate
  ) {
    const overfull = firstOverfullDay(
      { id: event.id, startDate: event.startDate, endDate: event.endDate, hoursOnField: hours },
      context.otherEventsOfHerd,
    );
    if (overfull) {
      problems.push({
        field: "hoursOnField",
        message: `This herd would be on fields for ${formatNumber(overfull.hours)} hours on ${formatDate(overfull.date)}; a day has 24.`,
      });
    }
  }
  return problems;
}

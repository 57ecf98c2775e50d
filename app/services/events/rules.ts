// Programme events (issue 18; decision 0097): when an event is upcoming or past, the seats left,
// whether a farmer may register, and the limits and messages of the values an admin enters (their
// zod schemas are in ./schema). Pure: no I/O, no framework, no zod (the pages' scripts use it).
import type { EventKind, EventStatus } from "~/shared/events";

export const EVENT_LIMITS = {
  title: { min: 3, max: 150 },
  description: { min: 10, max: 4000 },
  place: 300,
  link: 500,
  capacity: { min: 1, max: 100_000 },
  reason: { min: 5, max: 500 },
  earliest: "2020-01-01",
  latest: "2100-12-31",
} as const;

export const EVENT_MESSAGES = {
  kind: "Choose what kind of event this is.",
  title: `Give the event a title (${EVENT_LIMITS.title.min} to ${EVENT_LIMITS.title.max} characters).`,
  description: `Describe the event (${EVENT_LIMITS.description.min} to ${EVENT_LIMITS.description.max} characters).`,
  date: "Enter the date of the event, such as 2026-12-03.",
  startTime: "Enter the start time as hh:mm, such as 09:00.",
  endTime: "Enter the end time as hh:mm, such as 15:30.",
  endBeforeStart: "The event must end after it starts.",
  place: `At most ${EVENT_LIMITS.place} characters.`,
  link: "Enter a web address that starts with https://.",
  placeOrLink: "Say where the event happens, or give the link to join it online.",
  capacity: `Enter the number of seats, a whole number from ${EVENT_LIMITS.capacity.min} to ${EVENT_LIMITS.capacity.max.toLocaleString("en-ZA")}, or leave it empty for no limit.`,
  province: "Choose one of the nine provinces, or leave it empty for every farmer.",
  reason: `Say why the event is cancelled (${EVENT_LIMITS.reason.min} to ${EVENT_LIMITS.reason.max} characters). Registered farmers can read it.`,
  status: "Choose draft, published or cancelled.",
  notFound: "Event not found",
  full: "This event is full: every seat is taken.",
  notOpen: "Registration for this event is closed.",
  cancelled: "This event was cancelled.",
  ended: "This event has already taken place.",
  alreadyRegistered: "You are already registered for this event.",
  notRegistered: "You are not registered for this event.",
  alreadyCancelled: "This event is already cancelled.",
  draftOnly: "Only a draft can be published.",
  signUpFirst: "Create your profile before you register for an event.",
} as const;

/** South Africa keeps UTC+2 all year (no daylight saving): a local time is that instant. */
const SAST_OFFSET = "+02:00";
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant of a South African date and time ('2026-12-03', '09:00'); null when not real. */
export function sastInstant(date: string, time: string): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const instant = new Date(`${date}T${time}:00${SAST_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return null;
  // 2026-02-31 parses in some engines as March: the date must come back as written.
  const back = new Date(instant.getTime() + 2 * 3600_000).toISOString().slice(0, 10);
  return back === date ? instant : null;
}

/** The South African date ('2026-12-03') and time ('09:00') of an instant: the form's values. */
export function sastDateAndTime(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + 2 * 3600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export interface EventTiming {
  startsAt: Date;
  endsAt: Date;
}

/** An event is upcoming until it ends; then it is past. */
export function isPast(event: EventTiming, now: Date): boolean {
  return event.endsAt.getTime() <= now.getTime();
}

/** Seats left; null when the event has no limit. Never below 0. */
export function seatsLeft(capacity: number | null, seatsTaken: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - seatsTaken);
}

export function isFull(capacity: number | null, seatsTaken: number): boolean {
  return seatsLeft(capacity, seatsTaken) === 0;
}

export interface RegistrationCheck extends EventTiming {
  status: EventStatus;
  capacity: number | null;
  seatsTaken: number;
}

/** Why a farmer may not take a seat now, or null when they may. */
export function registrationRefusal(event: RegistrationCheck, now: Date): string | null {
  if (event.status === "cancelled") return EVENT_MESSAGES.cancelled;
  if (event.status !== "published") return EVENT_MESSAGES.notFound;
  if (isPast(event, now)) return EVENT_MESSAGES.ended;
  if (isFull(event.capacity, event.seatsTaken)) return EVENT_MESSAGES.full;
  return null;
}

/** The words beside an event: '12 of 30 seats left', 'Full', 'No limit on seats'. */
export function seatsText(capacity: number | null, seatsTaken: number): string {
  const left = seatsLeft(capacity, seatsTaken);
  if (left === null) return "No limit on seats";
  if (left === 0) return "Full";
  return `${left} of ${capacity} ${capacity === 1 ? "seat" : "seats"} left`;
}

/** An https address (nothing else: the link is shown to farmers and put in calendars). */
export function isHttpsLink(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface EventInput {
  kind: EventKind;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
  capacity: number | null;
  province: string | null;
}

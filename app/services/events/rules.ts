// Programme events (issue 18; decision 0097): when an event is upcoming or past, the seats left,
// whether a farmer may register, and the values an admin enters (the API's body; the page's form
// reaches the same checks). Pure: no I/O, no framework.
import { z } from "zod";
import { EVENT_KINDS, type EventKind, type EventStatus } from "~/shared/events";
import { isProvince } from "~/shared/provinces";
import { unstorableTextReason } from "~/shared/text";

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
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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

function storable(value: string, ctx: z.RefinementCtx) {
  // zod runs refinements on a value already refused (optionalText's z.NEVER for a number or an
  // object): that value is no text, and its issue is already there. Reading it as text was a
  // 500 for { "place": 5 }.
  if (typeof value !== "string") return;
  const reason = unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
}

const text = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message)
    .superRefine(storable);

const optionalText = (max: number, message: string) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return "";
      if (typeof value !== "string") {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        return z.NEVER;
      }
      return value.trim();
    })
    .refine((value) => value.length <= max, message)
    .superRefine(storable)
    .transform((value) => (value === "" ? null : value));

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

const capacity = z.unknown().transform((value, ctx) => {
  if (value === null || value === undefined || value === "") return null;
  const n =
    typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  if (!Number.isInteger(n) || n < EVENT_LIMITS.capacity.min || n > EVENT_LIMITS.capacity.max) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: EVENT_MESSAGES.capacity });
    return z.NEVER;
  }
  return n;
});

/**
 * An event's values: the kind, title, description, the South African date with start and end
 * times, where (place and/or https link: at least one), seats (empty: no limit) and the
 * audience (a province, or empty for every farmer).
 */
export const eventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { message: EVENT_MESSAGES.kind }),
    title: text(EVENT_LIMITS.title.min, EVENT_LIMITS.title.max, EVENT_MESSAGES.title),
    description: text(
      EVENT_LIMITS.description.min,
      EVENT_LIMITS.description.max,
      EVENT_MESSAGES.description,
    ),
    date: z
      .string({ message: EVENT_MESSAGES.date })
      .refine(
        (d) => DATE_PATTERN.test(d) && d >= EVENT_LIMITS.earliest && d <= EVENT_LIMITS.latest,
        EVENT_MESSAGES.date,
      ),
    startTime: z.string({ message: EVENT_MESSAGES.startTime }).refine((t) => TIME_PATTERN.test(t), {
      message: EVENT_MESSAGES.startTime,
    }),
    endTime: z.string({ message: EVENT_MESSAGES.endTime }).refine((t) => TIME_PATTERN.test(t), {
      message: EVENT_MESSAGES.endTime,
    }),
    place: optionalText(EVENT_LIMITS.place, EVENT_MESSAGES.place),
    link: optionalText(EVENT_LIMITS.link, EVENT_MESSAGES.link).refine(
      (value) => value === null || isHttpsLink(value),
      EVENT_MESSAGES.link,
    ),
    capacity,
    province: optionalText(2, EVENT_MESSAGES.province).refine(
      (value) => value === null || isProvince(value),
      EVENT_MESSAGES.province,
    ),
  })
  .strict()
  .superRefine((v, ctx) => {
    const startsAt = sastInstant(v.date, v.startTime);
    const endsAt = sastInstant(v.date, v.endTime);
    if (!startsAt) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: EVENT_MESSAGES.date, path: ["date"] });
    } else if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: EVENT_MESSAGES.endBeforeStart,
        path: ["endTime"],
      });
    }
    if (v.place === null && v.link === null) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: EVENT_MESSAGES.placeOrLink,
        path: ["place"],
      });
    }
  })
  .transform((v): EventInput => ({
    kind: v.kind,
    title: v.title,
    description: v.description,
    startsAt: sastInstant(v.date, v.startTime)!,
    endsAt: sastInstant(v.date, v.endTime)!,
    place: v.place,
    link: v.link,
    capacity: v.capacity,
    province: v.province,
  }));

export const cancelSchema = z
  .object({
    reason: text(EVENT_LIMITS.reason.min, EVENT_LIMITS.reason.max, EVENT_MESSAGES.reason),
  })
  .strict();

// The JSON shapes of /api/v2 for programme events (issue 18; decision 0097). Pure. The zod
// schemas are what the OpenAPI document shows (decision 0111); the JSON functions' return types
// are inferred from them, so tsc holds what is sent and what is documented together.
import { z } from "zod";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { Refusal } from "~/services/kit/refusal";
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_STATUSES,
  type EventKind,
  type EventStatus,
} from "~/shared/events";
import { provinceLabel } from "~/shared/provinces";
import { CANCEL_EVENT_FIELDS, EVENT_FIELDS } from "./forms";
import { EVENT_MESSAGES, sastDateAndTime, seatsLeft } from "./rules";

/** An event as every caller sees it; `registered` only in a farmer's list (their own seat). */
export const eventJsonSchema = z.object({
  eventId: z.string().uuid(),
  kind: z.enum(EVENT_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
  /** The admin form's values: the South African date (YYYY-MM-DD) and times (hh:mm). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  /** Null: for every farmer. */
  province: z.string().nullable(),
  provinceLabel: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  cancelReason: z.string().nullable(),
  registered: z.boolean().optional(),
  /** The event as an iCalendar file. */
  calendarUrl: z.string(),
});

/** GET /admin/events (and /events): the events. */
export const eventListJsonSchema = z.object({ events: z.array(eventJsonSchema) });

export const registrantJsonSchema = z.object({
  userId: z.string().uuid(),
  name: z.string().nullable(),
  email: z.string(),
  organisationName: z.string().nullable(),
  registeredAt: z.string().datetime(),
});

/** GET, PUT /admin/events/{eventId}: the event and who holds a seat. */
export const adminEventJsonSchema = eventJsonSchema.extend({
  registrations: z.array(registrantJsonSchema),
});

/**
 * POST /admin/events: the event's values, from the page's field list (eventSchema reads them
 * with checks across fields), and a draft unless "status": "published".
 */
export const eventCreateBodyDoc = fieldListDocSchema(EVENT_FIELDS).extend({
  status: z.enum(["draft", "published"]).optional(),
});

/**
 * PUT /admin/events/{eventId}: all the event's values (as in POST) and/or a status to move it
 * to; "cancelled" with the reason.
 */
export const eventChangeBodyDoc = fieldListDocSchema(EVENT_FIELDS)
  .merge(fieldListDocSchema(CANCEL_EVENT_FIELDS))
  .extend({ status: z.enum(EVENT_STATUSES) })
  .partial();

interface EventLike {
  id: string;
  kind: EventKind;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
  capacity: number | null;
  province: string | null;
  status: EventStatus;
  cancelReason: string | null;
  seatsTaken: number;
}

/** An event as every caller sees it; `registered` for a farmer's own seat. */
export function eventJson(event: EventLike, registered?: boolean): z.infer<typeof eventJsonSchema> {
  const start = sastDateAndTime(event.startsAt);
  const end = sastDateAndTime(event.endsAt);
  return {
    eventId: event.id,
    kind: event.kind,
    kindLabel: EVENT_KIND_LABELS[event.kind],
    title: event.title,
    description: event.description,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    // The same values as the admin's form: South African date and times.
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    place: event.place,
    link: event.link,
    capacity: event.capacity,
    seatsTaken: event.seatsTaken,
    seatsLeft: seatsLeft(event.capacity, event.seatsTaken),
    province: event.province,
    provinceLabel: provinceLabel(event.province),
    status: event.status,
    cancelReason: event.cancelReason,
    ...(registered === undefined ? {} : { registered }),
    calendarUrl: `/profile/events/${event.id}/calendar.ics`,
  };
}

export type EventJson = ReturnType<typeof eventJson>;

export function registrantJson(r: {
  userId: string;
  name: string | null;
  surname: string | null;
  email: string;
  organisationName: string | null;
  createdAt: Date;
}): z.infer<typeof registrantJsonSchema> {
  return {
    userId: r.userId,
    name: [r.name, r.surname].filter(Boolean).join(" ") || null,
    email: r.email,
    organisationName: r.organisationName,
    registeredAt: r.createdAt.toISOString(),
  };
}

/** POST /events/{eventId}/registration's query: which of the caller's organisations registers. */
export const registrationQueryDoc = z.object({
  companyId: z
    .string()
    .uuid()
    .optional()
    .describe("The registering organisation, where the caller belongs to several."),
});

/** The "status" of a POST or PUT body: absent, or one of the statuses (a 422 beside it if not). */
export function eventStatusOf(value: unknown): EventStatus | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !(EVENT_STATUSES as readonly string[]).includes(value)) {
    throw new Refusal(422, "Some fields are missing or not valid.", {
      fieldErrors: { status: EVENT_MESSAGES.status },
    });
  }
  return value as EventStatus;
}

// The JSON shapes of /api/v2 for programme events (issue 18; decision 0097). Pure.
import { EVENT_KIND_LABELS, type EventKind, type EventStatus } from "~/shared/events";
import { provinceLabel } from "~/shared/provinces";
import { sastDateAndTime, seatsLeft } from "./rules";

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
export function eventJson(event: EventLike, registered?: boolean) {
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
}) {
  return {
    userId: r.userId,
    name: [r.name, r.surname].filter(Boolean).join(" ") || null,
    email: r.email,
    organisationName: r.organisationName,
    registeredAt: r.createdAt.toISOString(),
  };
}

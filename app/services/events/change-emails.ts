// The e-mails registered farmers get when a published event changes or is cancelled (decision
// 0103; the open item of decision 0097). Pure: what changed between two versions of an event,
// and the message that says so, in South African time (spec §9 date-time form, app/shared/time).
// Only what changes a person's plans counts: the time, the place and the link. A new description,
// title or capacity sends nothing.
import { formatDate, sastParts } from "~/services/kit/format";

export interface EventPlanFacts {
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
}

export type EventChangeField = "when" | "place" | "link";

export interface EventChange {
  field: EventChangeField;
  label: string;
  from: string;
  to: string;
}

const CHANGE_LABELS: Record<EventChangeField, string> = {
  when: "When",
  place: "Where",
  link: "Link to join",
};

/** The 'nothing' of a place or link that was taken away or newly given. */
export const NONE_TEXT = "(none)";

const pad2 = (n: number) => String(n).padStart(2, "0");
const clock = (instant: Date) => {
  const { hour, minute } = sastParts(instant);
  return `${pad2(hour)}:${pad2(minute)}`;
};

/** '4 March 2099, 09:00–15:30 (South African time)'; an end on another day names its date. */
export function eventWhenText(startsAt: Date, endsAt: Date): string {
  const startDay = formatDate(startsAt);
  const endDay = formatDate(endsAt);
  const end = endDay === startDay ? clock(endsAt) : `${endDay} ${clock(endsAt)}`;
  return `${startDay}, ${clock(startsAt)}–${end} (South African time)`;
}

const textOf = (value: string | null) => (value && value.trim() !== "" ? value : NONE_TEXT);

/** What changed that a registered person must know, in the order the e-mail lists it. */
export function eventPlanChanges(before: EventPlanFacts, after: EventPlanFacts): EventChange[] {
  const changes: EventChange[] = [];
  if (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime()
  ) {
    changes.push({
      field: "when",
      label: CHANGE_LABELS.when,
      from: eventWhenText(before.startsAt, before.endsAt),
      to: eventWhenText(after.startsAt, after.endsAt),
    });
  }
  for (const field of ["place", "link"] as const) {
    if (textOf(before[field]) !== textOf(after[field])) {
      changes.push({
        field,
        label: CHANGE_LABELS[field],
        from: textOf(before[field]),
        to: textOf(after[field]),
      });
    }
  }
  return changes;
}

export interface EventEmailLinks {
  /** The event's page for the farmer: /profile/events/{id}. */
  page: string;
  /** Its calendar file: /profile/events/{id}/calendar.ics. */
  calendar: string;
}

export interface EventEmail {
  subject: string;
  text: string;
}

const greeting = (name: string | null) => `Dear ${name && name.trim() !== "" ? name : "farmer"},`;

function footer(links: EventEmailLinks): string[] {
  return [
    "",
    `See the event: ${links.page}`,
    `Update your calendar: ${links.calendar}`,
    "",
    "The Veld team",
  ];
}

/** The e-mail of a changed event: each change as old → new. */
export function eventChangedEmail(
  event: EventPlanFacts,
  changes: readonly EventChange[],
  person: { name: string | null },
  links: EventEmailLinks,
): EventEmail {
  return {
    subject: `Changed: ${event.title}`,
    text: [
      greeting(person.name),
      "",
      `The event '${event.title}' you registered for has changed:`,
      "",
      ...changes.map((change) => `${change.label}: ${change.from} → ${change.to}`),
      "",
      `Your seat is kept. If you can no longer come, please cancel your registration on the event's page so someone else can have it.`,
      ...footer(links),
    ].join("\n"),
  };
}

/** The e-mail of a cancelled event, with the reason the admin gave. */
export function eventCancelledEmail(
  event: EventPlanFacts,
  reason: string,
  person: { name: string | null },
  links: EventEmailLinks,
): EventEmail {
  return {
    subject: `Cancelled: ${event.title}`,
    text: [
      greeting(person.name),
      "",
      `The event '${event.title}' on ${eventWhenText(event.startsAt, event.endsAt)} you registered for is cancelled.`,
      "",
      `Reason: ${reason}`,
      ...footer(links),
    ].join("\n"),
  };
}

/** The outbox key: the event, the change (its audit entry) and the person, so a retry sends once. */
export function eventEmailKey(
  kind: "change" | "cancel",
  eventId: string,
  auditId: number,
  userId: string,
): string {
  return `event-${kind}-${eventId}-${auditId}-${userId}`;
}

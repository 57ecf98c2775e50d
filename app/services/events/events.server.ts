// Programme events (issue 18; decision 0097): admins (write:admin) create, edit, publish and
// cancel events, each change audited in its own transaction (a cancel with its reason); farmers
// take and give back seats. A seat is given under a row lock on the event, so two farmers
// asking for the last seat at once get it once: the second waits, counts again and is refused.
import * as eventsModel from "~/models/events.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import type { EventStatus } from "~/shared/events";
import { isUuid } from "~/shared/ids";
import { eventJson } from "./api";
import { eventPlanChanges } from "./change-emails";
import { queueRegistrantEmails } from "./change-emails.server";
import { eventIcs, icsFileName } from "./ics";
import { EVENT_MESSAGES, registrationRefusal, type EventInput } from "./rules";
import { cancelSchema, eventSchema } from "./schema";
import { Refusal } from "~/services/kit/refusal";

export type { EventRow, EventWithSeats, FarmerEvent, Registrant } from "~/models/events.server";

/** A refusal from a schema: 422, the first problem's sentence, its field. */
function refusal(issues: readonly { message: string; path: (string | number)[] }[]): never {
  const issue = issues[0]!;
  throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "") });
}

function parseEvent(input: unknown): EventInput {
  const result = eventSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  return result.data;
}

function auditChanges(values: EventInput) {
  return {
    ...values,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
  };
}

async function audit(
  actor: Actor,
  action: string,
  eventId: string,
  changes: unknown,
  tx: Parameters<typeof recordAudit>[1],
): Promise<number> {
  return recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType: "event",
      entityId: eventId,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );
}

/** A new event, a draft unless `publish`; audited. */
export async function createEvent(actor: Actor, input: unknown, publish = false) {
  const values = parseEvent(input);
  const status: EventStatus = publish ? "published" : "draft";
  return transaction(async (tx) => {
    const row = await eventsModel.insertEvent({ ...values, status, createdBy: actor.userId }, tx);
    await audit(actor, "event.create", row.id, { ...auditChanges(values), status }, tx);
    return row;
  });
}

async function requireEvent(eventId: string) {
  const event = await eventsModel.findEvent(eventId);
  if (!event) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return event;
}

/**
 * Changes an event's values (not its status); audited with the values before and after. When a
 * published event's time, place or link changes, each registrant is e-mailed in the same
 * transaction (decision 0103); the values before are read under the row lock, so two edits at
 * once each report their own change.
 */
export async function editEvent(actor: Actor, eventId: string, input: unknown) {
  const found = await requireEvent(eventId);
  const values = parseEvent(input);
  return transaction(async (tx) => {
    const before = await eventsModel.lockEvent(found.id, tx);
    if (!before) throw new Refusal(404, EVENT_MESSAGES.notFound);
    const row = await eventsModel.updateEvent(before.id, values, tx);
    if (!row) throw new Refusal(404, EVENT_MESSAGES.notFound);
    const auditId = await audit(
      actor,
      "event.update",
      row.id,
      {
        before: auditChanges(before),
        after: auditChanges(values),
      },
      tx,
    );
    if (before.status === "published") {
      const changes = eventPlanChanges(before, row);
      await queueRegistrantEmails(row, { kind: "change", changes }, auditId, tx);
    }
    return row;
  });
}

/** Publishes a draft: farmers see it from now on; audited. 409 when it is not a draft. */
export async function publishEvent(actor: Actor, eventId: string) {
  const event = await requireEvent(eventId);
  if (event.status !== "draft") throw new Refusal(409, EVENT_MESSAGES.draftOnly);
  return transaction(async (tx) => {
    const row = await eventsModel.updateEvent(event.id, { status: "published" }, tx);
    await audit(actor, "event.publish", event.id, { title: event.title }, tx);
    return row!;
  });
}

/** Cancels an event with a reason (it stays listed, marked cancelled); audited. */
export async function cancelEvent(actor: Actor, eventId: string, input: unknown) {
  const event = await requireEvent(eventId);
  const result = cancelSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  if (event.status === "cancelled") throw new Refusal(409, EVENT_MESSAGES.alreadyCancelled);
  return transaction(async (tx) => {
    // Two cancels at once: the second waits for the lock and is refused, so nobody hears twice.
    const locked = await eventsModel.lockEvent(event.id, tx);
    if (!locked) throw new Refusal(404, EVENT_MESSAGES.notFound);
    if (locked.status === "cancelled") throw new Refusal(409, EVENT_MESSAGES.alreadyCancelled);
    const row = await eventsModel.updateEvent(
      event.id,
      { status: "cancelled", cancelReason: result.data.reason },
      tx,
    );
    const auditId = await audit(
      actor,
      "event.cancel",
      event.id,
      { title: event.title, seatsTaken: event.seatsTaken, reason: result.data.reason },
      tx,
    );
    // A draft has nobody registered; a published event's registrants hear why (decision 0103).
    if (event.status === "published") {
      await queueRegistrantEmails(
        row!,
        { kind: "cancel", reason: result.data.reason },
        auditId,
        tx,
      );
    }
    return row!;
  });
}

export function listAllEvents() {
  return eventsModel.listAllEvents();
}

/** The event and who holds a seat (the admin's detail). 404 for an unknown id. */
export async function loadEventForAdmin(eventId: string) {
  const event = await requireEvent(eventId);
  return { event, registrants: await eventsModel.listRegistrants(event.id) };
}

/** Published events that have not ended, soonest first, with the user's seat: one query. */
/** The home page's list: the next few events as JSON, with the user's seat (one query). */
export async function upcomingEventsFor(userId: string, limit = 5) {
  const rows = await eventsModel.listUpcomingEvents(userId, new Date(), limit);
  return rows.map((row) => eventJson(row, row.registered));
}

export function listUpcomingForUser(userId: string | null, now = new Date(), limit = 20) {
  return eventsModel.listUpcomingEvents(userId, now, limit);
}

/**
 * The event a farmer may see (published or cancelled; a draft is not found) and whether they
 * hold a seat.
 */
export async function loadEventForUser(userId: string, eventId: string) {
  const event = await eventsModel.findEvent(eventId);
  if (!event || event.status === "draft") throw new Refusal(404, EVENT_MESSAGES.notFound);
  const registration = await eventsModel.findRegistration(event.id, userId);
  return { event, registered: !!registration && registration.cancelledAt === null };
}

/**
 * Gives the user a seat. Inside one transaction: lock the event row, count the seats taken,
 * refuse when full (409 with a sentence), insert. Registering twice is no error.
 */
export async function registerForEvent(
  userId: string,
  organisationId: string | null,
  eventId: string,
  now = new Date(),
) {
  if (!isUuid(eventId)) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return transaction(async (tx) => {
    const event = await eventsModel.lockEvent(eventId, tx);
    if (!event || event.status === "draft") {
      throw new Refusal(404, EVENT_MESSAGES.notFound);
    }
    const existing = await eventsModel.findRegistration(event.id, userId, tx);
    if (existing && existing.cancelledAt === null) return { event, alreadyRegistered: true };
    const seatsTaken = await eventsModel.countSeatsTaken(event.id, tx);
    const refused = registrationRefusal({ ...event, seatsTaken }, now);
    if (refused) throw new Refusal(409, refused);
    await eventsModel.upsertRegistration(event.id, userId, organisationId, tx);
    return { event, alreadyRegistered: false };
  });
}

/** Gives the seat back. 404 for an unknown event; 409 when the user held no seat. */
export async function cancelRegistration(userId: string, eventId: string) {
  const event = await eventsModel.findEvent(eventId);
  if (!event || event.status === "draft") throw new Refusal(404, EVENT_MESSAGES.notFound);
  const row = await eventsModel.cancelRegistration(event.id, userId);
  if (!row) throw new Refusal(409, EVENT_MESSAGES.notRegistered);
  return event;
}

/** The .ics file of an event the user may see: its text and a file name. */
export async function eventCalendarFile(userId: string, eventId: string, now = new Date()) {
  const { event } = await loadEventForUser(userId, eventId);
  return {
    fileName: icsFileName(event.title),
    text: eventIcs({ ...event, cancelled: event.status === "cancelled" }, now),
  };
}

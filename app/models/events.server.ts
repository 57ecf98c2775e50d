// Programme events and farmers' registrations (issue 18; decision 0097). Events are the
// programme's, not an organisation's: admins see every one, farmers see published ones. A
// registration belongs to its user; every function that touches one names the user in its
// `where`. An id that is not a UUID names nothing, so PostgreSQL never sees it.
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { eventRegistrations, events, organisations, users } from "~/db/schema";
import type { EventKind, EventStatus } from "~/shared/events";
import { isUuid } from "~/shared/ids";

export interface EventValues {
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

export interface EventRow extends EventValues {
  id: string;
  status: EventStatus;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EventWithSeats extends EventRow {
  /** Registrations not cancelled. */
  seatsTaken: number;
}

export interface FarmerEvent extends EventWithSeats {
  /** Whether this user holds a seat (a registration not cancelled). */
  registered: boolean;
}

const columns = {
  id: events.id,
  kind: events.kind,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  place: events.place,
  link: events.link,
  capacity: events.capacity,
  province: events.province,
  status: events.status,
  cancelReason: events.cancelReason,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

// The seats taken, as a correlated count (one query for a list). Columns are written with
// their table: Drizzle leaves them unqualified in a single-table select, which a subquery
// would read as its own table's.
const seatsTaken = sql<number>`(select count(*)::int from ${eventRegistrations} r
  where r.event_id = ${events}.id and r.cancelled_at is null)`;

export async function insertEvent(
  values: EventValues & { id?: string; status?: EventStatus; createdBy: string | null },
  executor: Executor = db(),
): Promise<EventRow> {
  const [row] = await executor.insert(events).values(values).returning(columns);
  return row!;
}

export async function updateEvent(
  id: string,
  values: Partial<EventValues> & { status?: EventStatus; cancelReason?: string | null },
  executor: Executor = db(),
): Promise<EventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning(columns);
  return row ?? null;
}

export async function findEvent(
  id: string,
  executor: Executor = db(),
): Promise<EventWithSeats | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({ ...columns, seatsTaken })
    .from(events)
    .where(eq(events.id, id));
  return row ?? null;
}

/** The event, locked until the transaction ends: registrations for it wait their turn. */
export async function lockEvent(id: string, executor: Executor): Promise<EventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select(columns).from(events).where(eq(events.id, id)).for("update");
  return row ?? null;
}

/** Every event, the latest first, with its seats taken (the admin list). */
export async function listAllEvents(executor: Executor = db()): Promise<EventWithSeats[]> {
  return executor
    .select({ ...columns, seatsTaken })
    .from(events)
    .orderBy(desc(events.startsAt), asc(events.id));
}

/**
 * Published events that have not ended at `now`, soonest first, with the seats taken and
 * whether `userId` holds one: one query (the farmer's home page). `limit` caps the list.
 */
export async function listUpcomingEvents(
  userId: string | null,
  now: Date,
  limit = 20,
  executor: Executor = db(),
): Promise<FarmerEvent[]> {
  // Someone who has not signed up yet holds no seat.
  const registered = isUuid(userId)
    ? sql<boolean>`exists (select 1 from ${eventRegistrations} r
        where r.event_id = ${events}.id and r.user_id = ${userId} and r.cancelled_at is null)`
    : sql<boolean>`false`;
  const rows = await executor
    .select({ ...columns, seatsTaken, registered })
    .from(events)
    .where(and(eq(events.status, "published"), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows;
}

/** Seats taken at the event (registrations not cancelled). */
export async function countSeatsTaken(eventId: string, executor: Executor = db()): Promise<number> {
  if (!isUuid(eventId)) return 0;
  const [row] = await executor
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt)));
  return row?.n ?? 0;
}

export interface Registration {
  eventId: string;
  userId: string;
  organisationId: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

const registrationColumns = {
  eventId: eventRegistrations.eventId,
  userId: eventRegistrations.userId,
  organisationId: eventRegistrations.organisationId,
  createdAt: eventRegistrations.createdAt,
  cancelledAt: eventRegistrations.cancelledAt,
};

export async function findRegistration(
  eventId: string,
  userId: string,
  executor: Executor = db(),
): Promise<Registration | null> {
  if (!isUuid(eventId) || !isUuid(userId)) return null;
  const [row] = await executor
    .select(registrationColumns)
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** Gives the user a seat: a new row, or the cancelled one made current again. */
export async function upsertRegistration(
  eventId: string,
  userId: string,
  organisationId: string | null,
  executor: Executor = db(),
): Promise<Registration> {
  const now = new Date();
  const [row] = await executor
    .insert(eventRegistrations)
    .values({ eventId, userId, organisationId, createdAt: now })
    .onConflictDoUpdate({
      target: [eventRegistrations.eventId, eventRegistrations.userId],
      set: { cancelledAt: null, createdAt: now, organisationId },
    })
    .returning(registrationColumns);
  return row!;
}

/** Cancels the user's seat; null when they held none. */
export async function cancelRegistration(
  eventId: string,
  userId: string,
  executor: Executor = db(),
): Promise<Registration | null> {
  if (!isUuid(eventId) || !isUuid(userId)) return null;
  const [row] = await executor
    .update(eventRegistrations)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        isNull(eventRegistrations.cancelledAt),
      ),
    )
    .returning(registrationColumns);
  return row ?? null;
}

export interface Registrant {
  userId: string;
  name: string | null;
  surname: string | null;
  email: string;
  organisationName: string | null;
  createdAt: Date;
}

/** Who holds a seat at the event, in the order they registered (admins only). */
export async function listRegistrants(
  eventId: string,
  executor: Executor = db(),
): Promise<Registrant[]> {
  if (!isUuid(eventId)) return [];
  return executor
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      organisationName: organisations.name,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(organisations, eq(organisations.id, eventRegistrations.organisationId))
    .where(and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt)))
    .orderBy(asc(eventRegistrations.createdAt), asc(users.email));
}

/**
 * Events with fixed ids (the demo's, app/demo): one already there, or changed since, stays as it
 * is. The ids written.
 */
export async function insertMissingEvents(
  rows: readonly (typeof events.$inferInsert & { id: string })[],
  executor: Executor = db(),
): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await executor
    .insert(events)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: events.id });
  return written.map((row) => row.id);
}

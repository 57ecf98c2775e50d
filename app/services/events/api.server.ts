// The /api/v2 calls of programme events (issue 18; decision 0097): the upcoming published
// events for anyone signed in, a farmer's registration (POST) and its cancelling (DELETE), and
// the admin calls (read:admin lists; write:admin creates and changes, audited).
import { listMemberOrganisations } from "~/models/memberships.server";
import {
  auditActor,
  requireApiMembership,
  type ApiCaller,
  type ApiSignedUpCaller,
} from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefused,
} from "~/services/api/envelope";
import { EVENT_STATUSES, type EventStatus } from "~/shared/events";
import { eventJson, registrantJson } from "./api";
import {
  cancelEvent,
  cancelRegistration,
  createEvent,
  editEvent,
  listAllEvents,
  listUpcomingForUser,
  loadEventForAdmin,
  loadEventForUser,
  publishEvent,
  registerForEvent,
} from "./events.server";
import { registrationQuery } from "./queries";
import { cancelSchema, EVENT_MESSAGES } from "./rules";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    apiRefused(error);
  }
}

/** GET /events: published events that have not ended, with the caller's seat. */
export async function getUpcomingEventsApi(caller: ApiCaller) {
  const rows = await listUpcomingForUser(caller.user?.id ?? null);
  return apiOk({ events: rows.map((row) => eventJson(row, row.registered)) });
}

/**
 * The organisation a registration is made for: ?companyId= (the caller must be a member), or
 * the caller's only organisation, or none.
 */
async function registeringOrganisation(caller: ApiSignedUpCaller, request: Request) {
  const named = readQuery(request, registrationQuery).companyId;
  if (named) {
    await requireApiMembership(caller, named);
    return named;
  }
  const organisations = await listMemberOrganisations(caller.user.id);
  return organisations.length === 1 ? organisations[0]!.id : null;
}

/** POST /events/{eventId}/registration: a seat (201; 200 when already registered; 409 when full). */
export async function registerApi(caller: ApiSignedUpCaller, request: Request, eventId: string) {
  await readJsonObject(request, { optional: true });
  const organisationId = await registeringOrganisation(caller, request);
  const outcome = await guarded(() => registerForEvent(caller.user.id, organisationId, eventId));
  const { event, registered } = await guarded(() => loadEventForUser(caller.user.id, eventId));
  const body = eventJson(event, registered);
  return outcome.alreadyRegistered ? apiOk(body) : apiCreated(body);
}

/** DELETE /events/{eventId}/registration: gives the seat back (409 when none was held). */
export async function cancelRegistrationApi(caller: ApiSignedUpCaller, eventId: string) {
  await guarded(() => cancelRegistration(caller.user.id, eventId));
  const { event, registered } = await guarded(() => loadEventForUser(caller.user.id, eventId));
  return apiOk(eventJson(event, registered));
}

/** GET /admin/events: every event with its seats taken. */
export async function getAdminEventsApi() {
  const rows = await listAllEvents();
  return apiOk({ events: rows.map((row) => eventJson(row)) });
}

/** GET /admin/events/{eventId}: the event and who holds a seat. */
export async function getAdminEventApi(eventId: string) {
  const { event, registrants } = await guarded(() => loadEventForAdmin(eventId));
  return apiOk({ ...eventJson(event), registrations: registrants.map(registrantJson) });
}

function statusOf(value: unknown): EventStatus | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !(EVENT_STATUSES as readonly string[]).includes(value)) {
    throw apiError(422, "Some fields are missing or not valid.", { status: EVENT_MESSAGES.status });
  }
  return value as EventStatus;
}

/** POST /admin/events: a new event, a draft unless "status": "published" (201; audited). */
export async function postAdminEventApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null,
) {
  const { status: rawStatus, ...values } = await readJsonObject(request);
  const status = statusOf(rawStatus);
  if (status === "cancelled") {
    throw apiError(422, "Some fields are missing or not valid.", {
      status: "A new event is a draft or published.",
    });
  }
  const row = await guarded(() =>
    createEvent(auditActor(caller, requestId), values, status === "published"),
  );
  return apiCreated(eventJson({ ...row, seatsTaken: 0 }));
}

/**
 * PUT /admin/events/{eventId}: the event's values (all of them, as in POST) and/or its status:
 * "published" publishes a draft; "cancelled" cancels with a "reason". Each change is audited.
 */
export async function putAdminEventApi(
  caller: ApiCaller,
  request: Request,
  eventId: string,
  requestId: string | null,
) {
  const { status: rawStatus, reason, ...values } = await readJsonObject(request);
  const status = statusOf(rawStatus);
  const actor = auditActor(caller, requestId);
  const { event } = await guarded(() => loadEventForAdmin(eventId));
  if (status === undefined && Object.keys(values).length === 0) {
    throw apiError(422, "Send the event's values, or a status to move it to.");
  }
  if (status === "draft" && event.status !== "draft") {
    throw apiError(409, "A published or cancelled event cannot go back to draft.");
  }
  // The reason is checked before anything changes, so a refused cancel changes nothing.
  if (status === "cancelled" && event.status !== "cancelled") {
    const checked = cancelSchema.safeParse({ reason });
    if (!checked.success) {
      throw apiError(422, "Some fields are missing or not valid.", {
        reason: EVENT_MESSAGES.reason,
      });
    }
  }
  if (Object.keys(values).length > 0) await guarded(() => editEvent(actor, eventId, values));
  if (status === "published" && event.status !== "published") {
    await guarded(() => publishEvent(actor, eventId));
  }
  if (status === "cancelled" && event.status !== "cancelled") {
    await guarded(() => cancelEvent(actor, eventId, { reason }));
  }
  return getAdminEventApi(eventId);
}

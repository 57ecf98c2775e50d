// /admin/events and /admin/events/{eventId}: loader data and the page's posts (issue 18;
// decision 0097). ?do=create (?dialog=new-event), ?do=edit&eventId= (?dialog=edit-event),
// ?do=publish&eventId= (?dialog=publish-event), ?do=cancel&eventId= with a reason
// (?dialog=cancel-event). The route checks who is asking; every change is audited.
import { actorOf } from "~/services/auth/session.server";
import { validationError } from "remix-validated-form";
import type { Viewer } from "~/services/auth/guards.server";
import { type Actor } from "~/services/contracting/common.server";
import { readFormOrRefuse, validateForm } from "~/services/kit/forms/validate-form.server";
import { readQuery } from "~/services/kit/query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { isUuid } from "~/shared/ids";
import { eventJson, registrantJson } from "./api";
import {
  cancelEvent,
  createEvent,
  editEvent,
  listAllEvents,
  loadEventForAdmin,
  publishEvent,
} from "./events.server";
import {
  CANCEL_EVENT_FORM_ID,
  cancelEventValidator,
  EVENT_FORM_ID,
  eventFormValidator,
} from "./forms";
import { adminEventsPostQuery, adminEventsQuery } from "./queries";
import { EVENT_MESSAGES, isPast } from "./rules";
import { isRefusal } from "~/services/kit/refusal";

export const EVENTS_PATH = "/admin/events";

export function eventsActor(viewer: Viewer, requestId: string | null | undefined): Actor {
  return actorOf(viewer, requestId);
}

function notFound(): never {
  throw new Response(EVENT_MESSAGES.notFound, { status: 404 });
}

/** ?eventId= of a dialog: null when absent; not an id → 400 naming the parameter. */
function eventIdOfUrl(url: URL): string | null {
  return readQuery(url, adminEventsQuery).eventId ?? null;
}

export async function loadEventsPage(url: URL, viewer: Viewer, now = new Date()) {
  const rows = await listAllEvents();
  const selectedId = eventIdOfUrl(url);
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) notFound();
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    events: rows.map((row) => ({ ...eventJson(row), past: isPast(row, now) })),
    // The values the edit dialog starts from.
    selected: selected ? eventJson(selected) : null,
  };
}

export async function loadEventPage(eventId: string, viewer: Viewer, now = new Date()) {
  if (!isUuid(eventId)) notFound();
  try {
    const { event, registrants } = await loadEventForAdmin(eventId);
    return {
      canWrite: viewer.permissions.includes("write:admin"),
      event: { ...eventJson(event), past: isPast(event, now) },
      registrants: registrants.map(registrantJson),
    };
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

function afterPost(request: Request): string {
  const url = new URL(request.url);
  for (const name of ["do", "dialog", "eventId"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

function refusedOn(formId: string, error: unknown, submitted: Record<string, unknown>) {
  if (!isRefusal(error)) throw error;
  if (error.status === 422) {
    return validationError(
      { fieldErrors: { [error.field || "title"]: error.message }, formId },
      submitted,
      { status: 422 },
    );
  }
  throw new Response(error.message, { status: error.status });
}

function requireEventId(eventId: string | undefined): string {
  return eventId ?? notFound();
}

export async function handleEventsPost(request: Request, actor: Actor) {
  const url = new URL(request.url);
  const done = (text: string) => redirectWithToast(afterPost(request), { type: "success", text });
  const query = readQuery(url, adminEventsPostQuery);
  switch (query.do) {
    case "create": {
      const result = await validateForm(request, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await createEvent(actor, result.data);
        return await done(
          `The event '${row.title}' is saved as a draft. Publish it when it is ready.`,
        );
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, result.submittedData);
      }
    }
    case "edit": {
      const eventId = requireEventId(query.eventId);
      const result = await validateForm(request, eventFormValidator);
      if (result instanceof Response) return result;
      try {
        const row = await editEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is saved.`);
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, result.submittedData);
      }
    }
    case "publish": {
      const eventId = requireEventId(query.eventId);
      await readFormOrRefuse(request);
      try {
        const row = await publishEvent(actor, eventId);
        return await done(
          `The event '${row.title}' is published: farmers can see it and register.`,
        );
      } catch (error) {
        return refusedOn(EVENT_FORM_ID, error, {});
      }
    }
    case "cancel": {
      const eventId = requireEventId(query.eventId);
      const result = await validateForm(request, cancelEventValidator);
      if (result instanceof Response) return result;
      try {
        const row = await cancelEvent(actor, eventId, result.data);
        return await done(`The event '${row.title}' is cancelled.`);
      } catch (error) {
        return refusedOn(CANCEL_EVENT_FORM_ID, error, result.submittedData);
      }
    }
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
}

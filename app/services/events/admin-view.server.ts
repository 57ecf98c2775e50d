// The views of /admin/events and /admin/events/{eventId} (issue 18; decision 0097): the
// programme's events with the one a dialog is about, and one event with its registrants. The
// routes guard, read the query string and the posts; an unknown event is a 404 Refusal.
import type { Viewer } from "~/services/auth/session.server";
import { Refusal } from "~/services/kit/refusal";
import { isUuid } from "~/shared/ids";
import { eventJson, registrantJson } from "./api";
import { listAllEvents, loadEventForAdmin } from "./events.server";
import { EVENT_MESSAGES, isPast } from "./rules";

/** /admin/events: every event; `selectedId` the one a dialog is about (null: none). */
export async function loadEventsPage(selectedId: string | null, viewer: Viewer, now = new Date()) {
  const rows = await listAllEvents();
  const selected = selectedId ? rows.find((row) => row.id === selectedId) : null;
  if (selectedId && !selected) throw new Refusal(404, EVENT_MESSAGES.notFound);
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    events: rows.map((row) => ({ ...eventJson(row), past: isPast(row, now) })),
    // The values the edit dialog starts from.
    selected: selected ? eventJson(selected) : null,
  };
}

/** /admin/events/{eventId}: the event and who registered; not an id or none is a 404. */
export async function loadEventPage(eventId: string, viewer: Viewer, now = new Date()) {
  if (!isUuid(eventId)) throw new Refusal(404, EVENT_MESSAGES.notFound);
  const { event, registrants } = await loadEventForAdmin(eventId);
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    event: { ...eventJson(event), past: isPast(event, now) },
    registrants: registrants.map(registrantJson),
  };
}

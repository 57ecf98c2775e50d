// The query strings of the events pages and API (issue 28): read only through these schemas, so
// a NUL or a malformed id is a 400 naming the parameter.
import { q, querySchema } from "~/services/kit/query";

/** /admin/events: ?eventId= the event a dialog is about (left out: none). */
export const adminEventsQuery = querySchema({ eventId: q.id() });

/** /admin/events posts: ?do= names the form, ?eventId= the event it changes. */
export const adminEventsPostQuery = querySchema({
  do: q.choice(["create", "edit", "publish", "cancel"]),
  eventId: q.id(),
});

/** POST /events/{eventId}/registration: ?companyId= the organisation the seat is booked for. */
export const registrationQuery = querySchema({ companyId: q.id() });

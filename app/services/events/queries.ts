// The query strings of the events pages and API (issue 28): read only through these schemas, so
// a NUL or a malformed id is a 400 naming the parameter.
import { postSchema, q, querySchema } from "~/services/kit/query";

/** /admin/events: ?eventId= the event a dialog is about (left out: none). */
export const adminEventsQuery = querySchema({ eventId: q.id() });

/** /admin/events' forms, by the intent each posts (decision 0128). */
export const EVENT_INTENTS = ["create", "edit", "publish", "cancel"] as const;
export type EventIntent = (typeof EVENT_INTENTS)[number];

/** /admin/events posts: the form's intent, and the event it changes. */
export const adminEventsPost = postSchema({
  intent: q.choice(EVENT_INTENTS),
  eventId: q.id(),
});

/** POST /events/{eventId}/registration: ?companyId= the organisation the seat is booked for. */
export const registrationQuery = querySchema({ companyId: q.id() });

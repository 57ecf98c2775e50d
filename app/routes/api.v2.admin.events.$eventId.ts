// GET, PUT /api/v2/admin/events/{eventId} (issue 18; decision 0097): read:admin reads the event
// with who registered (names, organisations, e-mails); write:admin changes its values and/or
// status ("published"; "cancelled" with a "reason"), each change audited.
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  adminEventJsonSchema,
  eventChangeBodyDoc,
  eventJson,
  eventStatusOf,
  registrantJson,
} from "~/services/events/api";
import {
  cancelEvent,
  editEvent,
  loadEventForAdmin,
  publishEvent,
} from "~/services/events/events.server";
import { EVENT_MESSAGES } from "~/services/events/rules";
import { cancelSchema } from "~/services/events/schema";

/** The event and who holds a seat. */
async function adminEventJson(eventId: string) {
  const { event, registrants } = await loadEventForAdmin(eventId);
  return { ...eventJson(event), registrations: registrants.map(registrantJson) };
}

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  GET: async ({ params }) => apiOk(await adminEventJson(params.eventId ?? "")),
  // The event's values (all of them, as in POST) and/or its status: "published" publishes a
  // draft; "cancelled" cancels with a "reason". Each change is audited.
  PUT: async ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    const eventId = params.eventId ?? "";
    const { status: rawStatus, reason, ...values } = await readJsonObject(request);
    const status = eventStatusOf(rawStatus);
    const actor = auditActor(caller, context.requestId);
    const { event } = await loadEventForAdmin(eventId);
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
    if (Object.keys(values).length > 0) await editEvent(actor, eventId, values);
    if (status === "published" && event.status !== "published") {
      await publishEvent(actor, eventId);
    }
    if (status === "cancelled" && event.status !== "cancelled") {
      await cancelEvent(actor, eventId, { reason });
    }
    return apiOk(await adminEventJson(eventId));
  },

  describe: {
    GET: {
      summary: "An event, with who registered",
      description: "Names, organisations and e-mail addresses. read:admin or write:admin.",
      response: adminEventJsonSchema,
      errors: [403, 404],
      scopes: ["read:admin"],
    },
    PUT: {
      summary: "Change an event, publish it or cancel it",
      description:
        "All its values (as in POST) and/or `status`: published publishes a draft, cancelled " +
        "cancels it with a `reason` registered farmers see. Back to draft is a 409. Each " +
        "change audited." +
        " The cancel's `reason` is 5 to 500 characters, checked before anything changes. " +
        "Changing a published event's time, place or link, or cancelling it, e-mails everyone " +
        "holding a seat (decision 0103).",
      body: eventChangeBodyDoc,
      response: adminEventJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

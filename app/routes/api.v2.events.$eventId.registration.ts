// POST, DELETE /api/v2/events/{eventId}/registration[?companyId=] (issue 18; decision 0097): a
// signed-up farmer takes a seat at a published event (201; 200 when already registered; 409
// with a sentence when it is full, cancelled or over) or gives it back (409 when none was held).
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { eventJsonSchema, registrationQueryDoc } from "~/services/events/api";
import { cancelRegistrationApi, registerApi } from "~/services/events/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: ({ caller, request, params }) => registerApi(caller, request, params.eventId ?? ""),
  DELETE: ({ caller, params }) => cancelRegistrationApi(caller, params.eventId ?? ""),

  describe: {
    POST: {
      summary: "Take a seat at a published event",
      description:
        "201 with the event for a new seat, 200 when the caller held one already. ?companyId= " +
        "names the organisation registering when the caller belongs to several. 409 with a " +
        "sentence when the event is full, cancelled or over; 404 before sign-up." +
        " The seat is counted under a lock on the event: two callers asking for the last seat " +
        "get it once.",
      query: registrationQueryDoc,
      response: eventJsonSchema,
      status: 201,
      alsoStatus: [200],
      errors: [400, 403, 404, 409],
    },
    DELETE: {
      summary: "Give back the caller's seat at an event",
      description: "Answers the event. 409 when the caller held no seat; 404 before sign-up.",
      response: eventJsonSchema,
      errors: [404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

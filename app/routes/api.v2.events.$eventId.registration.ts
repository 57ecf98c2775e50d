// POST, DELETE /api/v2/events/{eventId}/registration[?companyId=] (issue 18; decision 0097): a
// signed-up farmer takes a seat at a published event (201; 200 when already registered; 409
// with a sentence when it is full, cancelled or over) or gives it back (409 when none was held).
import { listMemberOrganisations } from "~/models/memberships.server";
import {
  requireApiMembership,
  requireApiUser,
  type ApiSignedUpCaller,
} from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { eventJson, eventJsonSchema, registrationQueryDoc } from "~/services/events/api";
import {
  cancelRegistration,
  loadEventForUser,
  registerForEvent,
} from "~/services/events/events.server";
import { registrationQuery } from "~/services/events/queries";

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

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: async ({ caller, request, params }) => {
    const eventId = params.eventId ?? "";
    await readJsonObject(request, { optional: true });
    const organisationId = await registeringOrganisation(caller, request);
    const outcome = await registerForEvent(caller.user.id, organisationId, eventId);
    const { event, registered } = await loadEventForUser(caller.user.id, eventId);
    const body = eventJson(event, registered);
    return outcome.alreadyRegistered ? apiOk(body) : apiCreated(body);
  },
  DELETE: async ({ caller, params }) => {
    const eventId = params.eventId ?? "";
    await cancelRegistration(caller.user.id, eventId);
    const { event, registered } = await loadEventForUser(caller.user.id, eventId);
    return apiOk(eventJson(event, registered));
  },

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

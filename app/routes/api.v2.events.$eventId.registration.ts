// POST, DELETE /api/v2/events/{eventId}/registration[?companyId=] (issue 18; decision 0097): a
// signed-up farmer takes a seat at a published event (201; 200 when already registered; 409
// with a sentence when it is full, cancelled or over) or gives it back (409 when none was held).
import { requireApiUser } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { cancelRegistrationApi, registerApi } from "~/services/events/api.server";

const api = apiRoute({
  guard: ({ request }) => requireApiUser(request),
  POST: ({ caller, request, params }) => registerApi(caller, request, params.eventId ?? ""),
  DELETE: ({ caller, params }) => cancelRegistrationApi(caller, params.eventId ?? ""),
});

export const loader = api.loader;
export const action = api.action;

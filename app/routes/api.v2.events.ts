// GET /api/v2/events (issue 18; decision 0097): the programme's published events that have not
// ended, soonest first, with seats left and whether the caller holds a seat. Anyone signed in.
import { requireApiCaller } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { eventJson, eventListJsonSchema } from "~/services/events/api";
import { listUpcomingForUser } from "~/services/events/events.server";

const api = apiRoute({
  guard: ({ request }) => requireApiCaller(request),
  GET: async ({ caller }) => {
    const rows = await listUpcomingForUser(caller.user?.id ?? null);
    return apiOk({ events: rows.map((row) => eventJson(row, row.registered)) });
  },

  describe: {
    GET: {
      summary: "The programme's upcoming published events",
      description:
        "Soonest first, with seats left and, for a signed-up caller, `registered` (whether they " +
        "hold a seat). Anyone signed in, an API client too." +
        " `startsAt` and `endsAt` are instants; `date`, `startTime` and `endTime` the same in " +
        "South African time (UTC+2). `capacity` and `seatsLeft` are null for no limit; " +
        "`province` null means every farmer.",
      response: eventListJsonSchema,
      anyCaller: true,
    },
  },
});

export const loader = api.loader;
export const action = api.action;

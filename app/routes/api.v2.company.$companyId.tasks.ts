// GET /api/v2/company/{companyId}/tasks (issue 16; spec §4 'Task or request types'; decision
// 0085): the organisation's requests from the programme (FARM,
// PRACTICE_DATA, ADMIN_REQUESTED), open ones first (oldest first), then done ones. Members.
import { requireApiMember } from "~/services/api/callers.server";
import { apiOk } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { taskJson, taskJsonSchema } from "~/services/review/api";
import { listOrganisationTasks } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ caller }) =>
    apiOk((await listOrganisationTasks(caller.organisationId)).map(taskJson)),

  describe: {
    GET: {
      summary: "The organisation's requests from the programme",
      description: "Open ones first (oldest first), then done ones. Any member.",
      response: z.array(taskJsonSchema),
      errors: [404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

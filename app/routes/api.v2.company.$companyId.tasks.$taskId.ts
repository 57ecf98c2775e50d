// PUT /api/v2/company/{companyId}/tasks/{taskId} (issue 16; decision 0085): { "status": "COMPLETE"
// } marks a request of the programme (ADMIN_REQUESTED) done
// (owners, staff and consultants). FARM and PRACTICE_DATA requests are done when their item is
// sent for review again: 409. 200 with the request; unknown ids 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { readTaskBody, taskCompleteBodyDoc, taskJson, taskJsonSchema } from "~/services/review/api";
import { completeRequest } from "~/services/review/submission.server";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  PUT: async ({ request, params, context, caller }) => {
    const problem = readTaskBody(await readJsonObject(request));
    if (problem) throw apiError(422, problem, { status: problem });
    const task = await completeRequest(memberWrite(caller, context.requestId), params.taskId ?? "");
    return apiOk(taskJson(task));
  },

  describe: {
    PUT: {
      summary: "Mark a programme's request done",
      description:
        "ADMIN_REQUESTED requests only; FARM and PRACTICE_DATA requests are done when their " +
        "item is sent for review again (409). Owners, staff and consultants.",
      body: taskCompleteBodyDoc,
      response: taskJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

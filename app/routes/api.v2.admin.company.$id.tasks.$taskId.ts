// PUT /api/v2/admin/company/{id}/tasks/{taskId} { status: "COMPLETE" } (issue 16; decision
// 0086): the programme closes a request of the organisation (audited; closing a closed one
// changes nothing). write:admin. Another organisation's request, or an unknown one: 404.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject, apiRefusal } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import {
  readTaskStatusBody,
  reviewTaskJsonSchema,
  taskStatusBodyDoc,
} from "~/services/review/admin-api";
import { closeRequest, taskView } from "~/services/review/review.server";
import { isRefusal } from "~/services/kit/refusal";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  PUT: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    const checked = readTaskStatusBody(body);
    if (checked !== true) throw apiError(422, checked, { status: checked });
    try {
      const task = await closeRequest(
        auditActor(caller, context.requestId),
        params.id ?? "",
        params.taskId ?? "",
      );
      return apiOk(taskView(task));
    } catch (error) {
      if (isRefusal(error)) throw apiRefusal(error);
      throw error;
    }
  },

  describe: {
    PUT: {
      summary: "Close a request of the organisation",
      description: "Closing a closed one changes nothing.",
      body: taskStatusBodyDoc,
      response: reviewTaskJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// POST /api/v2/admin/email/sends/{sendId}/retry (issue 18; decision 0099): write:admin queues a
// send's failed e-mails again (audited; 409 when none failed).
import { auditActor, requireApiStaff, requireScope } from "~/services/api/callers.server";
import { apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { retryResultJsonSchema } from "~/services/email-templates/api";
import { loadSendJson, retrySend } from "~/services/email-templates/sends.server";

const api = apiRoute({
  guard: ({ request }) => requireApiStaff(request),
  POST: async ({ caller, request, params, context }) => {
    requireScope(caller, "write:admin");
    await readJsonObject(request, { optional: true });
    const sendId = params.sendId ?? "";
    const { requeued } = await retrySend(auditActor(caller, context.requestId ?? null), sendId);
    return apiOk({ ...(await loadSendJson(sendId)), requeued });
  },

  describe: {
    POST: {
      summary: "Queue a send's failed e-mails again",
      description:
        "Audited; 409 when none failed. No body is needed." +
        " Their attempts are counted afresh; the answer says how many were `requeued`.",
      response: retryResultJsonSchema,
      errors: [400, 403, 404, 409],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

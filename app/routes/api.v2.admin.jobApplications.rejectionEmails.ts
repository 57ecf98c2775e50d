// POST /api/v2/admin/jobApplications/rejectionEmails (spec §7 'Send rejection emails: a 204
// response means nobody to e-mail'; §4 'Rejection emails'). Queues one e-mail per applicant
// marked decline without one, sent at the next weekday 14:00 South African time.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiNoContent, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { rejectionEmailsJsonSchema } from "~/services/jobs/api";
import { sendRejectionEmails } from "~/services/jobs/applications.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),

  POST: async ({ request, context, caller }) => {
    // No values are needed, but a body that cannot be read is refused like everywhere else.
    await readJsonObject(request, { optional: true });
    const { queued, sendAt } = await sendRejectionEmails(auditActor(caller, context.requestId));
    if (queued === 0) return apiNoContent();
    return apiOk({ queued, sendAt: sendAt.toISOString() });
  },

  describe: {
    POST: {
      summary: "Queue the rejection e-mails",
      description:
        "One per applicant marked decline without one, sent at the next weekday 14:00 South " +
        "African time. 204 with no body when there is nobody to e-mail. No body is needed.",
      response: rejectionEmailsJsonSchema,
      errors: [400, 403],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

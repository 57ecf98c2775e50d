// POST /api/v2/admin/jobApplications/rejectionEmails (spec §7 'Send rejection emails: a 204
// response means nobody to e-mail'; §4 'Rejection emails'). Queues one e-mail per applicant
// marked decline without one, sent at the next weekday 14:00 South African time.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, apiNoContent, requireApiPermission } from "~/services/api.server";
import { sendRejectionEmails } from "~/services/jobs/applications.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const caller = await requireApiPermission(request, "write:application");
  if (request.method !== "POST")
    throw apiJson({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const { queued, sendAt } = await sendRejectionEmails({
    userId: caller.user?.id ?? null,
    label: caller.email ?? caller.subject,
    requestId: context.requestId,
  });
  if (queued === 0) return apiNoContent();
  return apiJson({ ok: true, data: { queued, sendAt: sendAt.toISOString() } });
}

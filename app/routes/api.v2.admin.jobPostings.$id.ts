// PUT /api/v2/admin/jobPostings/:id (spec §7 'Update job posting (id, data): disabling sends
// status disabled'). A JSON object with any of the posting's fields and/or status; a disabled
// posting cannot be made active again (spec §4 'Disabling is irreversible'): 409.
import type { ActionFunctionArgs } from "@remix-run/node";
import { findPosting } from "~/models/job-postings.server";
import { apiError, apiJson, readJsonBody, requireApiPermission } from "~/services/api.server";
import { postingJson } from "~/services/jobs/api-json";
import { parsePostingPatch } from "~/services/jobs/posting-input";
import { updatePosting } from "~/services/jobs/postings.server";

const NOT_FOUND = "Job posting not found";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiPermission(request, "write:application");
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw apiJson({ message: "Use PUT." }, { status: 405, headers: { Allow: "PUT, PATCH" } });
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw apiError(400, "The body must be a JSON object.");
  const parsed = await parsePostingPatch(body as Record<string, unknown>);
  if ("errors" in parsed) throw apiError(422, "The job posting has errors.", parsed.errors);
  const result = await updatePosting(
    {
      userId: caller.user?.id ?? null,
      label: caller.email ?? caller.subject,
      requestId: context.requestId,
    },
    params.id ?? "",
    parsed.values,
  );
  if (result === null) throw apiError(404, NOT_FOUND);
  if (result === "disabled")
    throw apiError(409, "A disabled job posting cannot be made active again.");
  const posting = await findPosting(result.id);
  return apiJson({ ok: true, data: postingJson(posting ?? result) });
}

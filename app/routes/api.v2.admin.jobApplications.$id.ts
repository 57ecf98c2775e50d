// PUT /api/v2/admin/jobApplications/:id (spec §7 'Update application: takes id plus status, or
// a notes field, or interviewStatus. It returns an ok flag and the updated applicant in data').
// JSON body with exactly one of them; recorded in the audit log like the admin page's changes.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { findApplication } from "~/models/job-applications.server";
import { apiError, apiJson, readJsonBody, requireApiPermission } from "~/services/api.server";
import { isUuid } from "~/services/jobs/admin-view";
import { applicantJson } from "~/services/jobs/api-json";
import { changeApplication, parseApplicationChange } from "~/services/jobs/applications.server";

const NOT_FOUND = "Job application not found";

/** GET: one applicant. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:application");
  const id = params.id ?? "";
  const applicant = isUuid(id) ? await findApplication(id) : null;
  if (!applicant) throw apiError(404, NOT_FOUND);
  return apiJson({ ok: true, data: applicantJson(applicant) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiPermission(request, "write:application");
  if (request.method !== "PUT" && request.method !== "PATCH")
    throw apiJson({ message: "Use PUT." }, { status: 405, headers: { Allow: "GET, PUT, PATCH" } });
  const id = params.id ?? "";
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw apiError(400, "The body must be a JSON object.");
  const { id: bodyId, ...input } = body as Record<string, unknown>;
  if (bodyId !== undefined && bodyId !== id)
    throw apiError(400, "The id in the body is not the URL's.");
  const change = parseApplicationChange(input);
  if (typeof change === "string") throw apiError(400, change);
  const updated = await changeApplication(
    {
      userId: caller.user?.id ?? null,
      label: caller.email ?? caller.subject,
      requestId: context.requestId,
    },
    id,
    change,
  );
  if (!updated) throw apiError(404, NOT_FOUND);
  return apiJson({ ok: true, data: applicantJson(updated) });
}

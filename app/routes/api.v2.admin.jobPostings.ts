// /api/v2/admin/jobPostings (spec §7 'List job postings with all=true: returns an array with
// title, closingDate, leaflet, status, id'; 'Create job posting: sends the form data with the
// leaflet file as file'). GET answers the array itself (active postings only without all=true);
// POST takes multipart/form-data and answers 201 { ok, data: posting }. write:application.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listPostingsWithCounts } from "~/models/job-postings.server";
import { apiError, apiJson, requireApiPermission } from "~/services/api.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import { isActivePosting } from "~/services/jobs/admin-view";
import { postingJson } from "~/services/jobs/api-json";
import { parsePostingCreate } from "~/services/jobs/posting-input";
import { createPosting } from "~/services/jobs/postings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:application");
  const all = new URL(request.url).searchParams.get("all") === "true";
  const now = new Date();
  const postings = await listPostingsWithCounts();
  return apiJson(
    postings
      .filter((posting) => all || isActivePosting(posting, now))
      .map((posting) => ({ ...postingJson(posting, now), counts: posting.counts })),
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const caller = await requireApiPermission(request, "write:application");
  if (request.method !== "POST")
    throw apiJson({ message: "Use POST." }, { status: 405, headers: { Allow: "GET, POST" } });
  let form: FormData;
  try {
    form = await parseUploadForm(request, { maxFiles: 1 });
  } catch (error) {
    if (isUploadError(error)) throw apiError(error.status, error.message);
    throw error;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  const parsed = await parsePostingCreate(fields, filesIn(form, "file")[0] ?? null);
  if ("errors" in parsed) throw apiError(422, "The job posting has errors.", parsed.errors);
  try {
    const posting = await createPosting(
      {
        userId: caller.user?.id ?? null,
        label: caller.email ?? caller.subject,
        requestId: context.requestId,
      },
      parsed.values,
      parsed.leaflet as File,
    );
    return apiJson({ ok: true, data: postingJson(posting) }, 201);
  } catch (error) {
    if (isUploadError(error)) throw apiError(422, error.message, { file: error.message });
    throw error;
  }
}

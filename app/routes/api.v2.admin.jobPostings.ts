// /api/v2/admin/jobPostings (spec §7 'List job postings with all=true: returns an array with
// title, closingDate, leaflet, status, id'; 'Create job posting: sends the form data with the
// leaflet file as file'). GET answers { ok, data: [posting…] } (active postings only without
// all=true); POST takes multipart/form-data and answers 201 { ok, data: posting }.
// write:application.
import { z } from "zod";
import { listPostingsWithCounts } from "~/models/job-postings.server";
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiError, apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { readApiUpload } from "~/services/api/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn } from "~/services/files/upload-form.server";
import { isActivePosting } from "~/services/jobs/admin-view";
import {
  postingCreateBodyDoc,
  postingJsonSchema,
  postingListQueryDoc,
  postingWithCountsJsonSchema,
} from "~/services/jobs/api";
import { postingJson } from "~/services/jobs/api-json";
import { parsePostingCreate } from "~/services/jobs/posting-input";
import { createPosting } from "~/services/jobs/postings.server";
import { apiPostingListQuery } from "~/services/jobs/queries";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),

  GET: async ({ request }) => {
    const { all } = readQuery(request, apiPostingListQuery);
    const now = new Date();
    const postings = await listPostingsWithCounts();
    const data: z.infer<typeof postingWithCountsJsonSchema>[] = postings
      .filter((posting) => all || isActivePosting(posting, now))
      .map((posting) => ({ ...postingJson(posting, now), counts: posting.counts }));
    return apiOk(data);
  },

  POST: async ({ request, context, caller }) => {
    const form = await readApiUpload(
      request,
      "the job posting's fields with the leaflet PDF in 'file'",
    );
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
    const parsed = await parsePostingCreate(fields, filesIn(form, "file")[0] ?? null);
    if ("errors" in parsed) throw apiError(422, "The job posting has errors.", parsed.errors);
    try {
      const posting = await createPosting(
        auditActor(caller, context.requestId),
        parsed.values,
        parsed.leaflet as File,
      );
      return apiCreated(postingJson(posting));
    } catch (error) {
      if (isUploadError(error)) throw apiError(422, error.message, { file: error.message });
      throw error;
    }
  },

  describe: {
    GET: {
      summary: "The job postings, with their applicant counts",
      description:
        "Active postings only, unless `all=true`: disabled and expired ones too." +
        " Each with its counts (total, pending, future, awaiting interview). An `all` other than " +
        "true or false is a 400.",
      query: postingListQueryDoc,
      response: z.array(postingWithCountsJsonSchema),
      errors: [400, 403],
      scopes: ["write:application"],
    },
    POST: {
      summary: "Create a job posting with its leaflet",
      description:
        "multipart/form-data: the posting's fields as text parts (the admin page's form's " +
        "rules) and the leaflet PDF in `file`, which is required. 422 with the fields at " +
        "fault; 400 for a body that is not multipart.",
      body: postingCreateBodyDoc,
      upload: { files: ["file"] },
      response: postingJsonSchema,
      status: 201,
      errors: [400, 403, 422],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

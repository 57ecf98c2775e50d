// POST /api/v2/admin/jobApplications/{id}/file (spec §7 admin calls: 'upload | job application
// file'): the applicant's CV, replaced, as multipart/form-data with the file in `file` (the
// field the spec's other uploads use). The same checks as the public application form's CV:
// a .pdf, .doc or .docx by its bytes, inspected in the worker pool, active content refused.
// Answers the applicant as it now is, its `cv` the new path. write:application.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiOk, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { readApiFile } from "~/services/api/uploads.server";
import { z } from "zod";
import { applicantJsonSchema } from "~/services/jobs/api";
import { applicantJson } from "~/services/jobs/api-json";
import { replaceApplicationCv } from "~/services/jobs/application-cv.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),
  POST: async ({ request, params, context, caller }) => {
    const file = await readApiFile(request, "the applicant's CV");
    try {
      const applicant = await replaceApplicationCv(
        auditActor(caller, context.requestId),
        params.id ?? "",
        file,
      );
      return apiOk(applicantJson(applicant));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Upload a job application's file (the applicant's CV)",
      description:
        "multipart/form-data with the CV in `file` (one file: a .pdf, .doc or .docx by its " +
        "bytes, as the public application form takes; a PDF with active content is refused). " +
        "The previous CV is replaced and removed; audited. Answers the applicant, its `cv` the " +
        "new file's path (download it with the same token). 404 for an unknown application; 422 " +
        "without a file or for one refused; 400 for a body that is not multipart.",
      // The handler reads no text part: the body is the file alone.
      body: z.object({}),
      upload: { files: ["file"] },
      response: applicantJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// POST /api/v2/admin/company/{id}/reports (issue 16; decision 0083): uploads a report file for
// the organisation as multipart/form-data: `kind` (report | summary | ndvi), `title`, `season`
// (optional, years since 2000) and the file in `file`. 201 with the report; its members are
// e-mailed that a new report is ready. 422 with spec §5's 'Invalid file type: {type}' for a type
// the kind does not take. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiRefusal, requireMultipart, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import {
  adminReportJson,
  adminReportJsonSchema,
  reportUploadPartsDoc,
} from "~/services/reports/api";
import { uploadReport } from "~/services/reports/reports.server";
import { REPORT_MAX_FILE_BYTES } from "~/services/reports/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    requireMultipart(
      request,
      "the report's kind, title, season and the file in the form field 'file'",
    );
    let form: FormData;
    try {
      form = await parseUploadForm(request, { maxFiles: 1, maxFileBytes: REPORT_MAX_FILE_BYTES });
    } catch (error) {
      if (isUploadError(error)) throw apiRefusal(error);
      throw error;
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    try {
      const report = await uploadReport(
        auditActor(caller, context.requestId),
        params.id ?? "",
        { kind: text("kind"), title: text("title"), season: text("season") },
        filesIn(form, "file")[0],
      );
      return apiCreated(adminReportJson(report));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Upload a report file for an organisation",
      description:
        "multipart/form-data: the report's kind, title and season as text parts and the file " +
        `in \`file\` (one file, ${REPORT_MAX_FILE_BYTES / (1024 * 1024)} MB at most). The ` +
        "organisation's members are e-mailed that a new report is ready. 422 with spec §5's " +
        "'Invalid file type: {type}' for a type the kind does not take, or beside the part at " +
        "fault; 400 for a body that is not multipart." +
        " `title` 1 to 200 characters. Reports and summaries take .pdf, .doc, .docx, .xls, .xlsx " +
        "and .csv; NDVI images .png and .jpg.",
      body: reportUploadPartsDoc,
      upload: { files: ["file"] },
      response: adminReportJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

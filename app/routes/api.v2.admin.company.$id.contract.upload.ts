// POST /api/v2/admin/company/{id}/contract/upload (spec §7 admin calls: payload file): the
// contract PDF for the organisation, as multipart/form-data with the PDF in `file`. A previous
// contract file is replaced. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiError, apiRefusal, requireMultipart } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { contractingRefusal } from "~/services/contracting/api.server";
import { uploadContract } from "~/services/contracting/contract.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    requireMultipart(request, "the contract PDF in the form field 'file'");
    let form: FormData;
    try {
      form = await parseUploadForm(request, { maxFiles: 1 });
    } catch (error) {
      if (isUploadError(error)) throw apiRefusal(error);
      throw error;
    }
    const [file] = filesIn(form, "file");
    if (!file) {
      throw apiError(422, "Send the contract PDF in the form field 'file'.", { file: "Required" });
    }
    try {
      const stored = await uploadContract(
        auditActor(caller, context.requestId),
        params.id ?? "",
        file,
      );
      return apiCreated({
        companyId: params.id,
        fileId: stored.id,
        fileName: stored.originalName,
        size: stored.size,
        downloadPath: `/files/${stored.id}`,
      });
    } catch (error) {
      contractingRefusal(error);
    }
  },
});

export const loader = api.loader;
export const action = api.action;

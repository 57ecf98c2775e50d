// POST /api/v2/admin/company/{id}/contract/upload (spec §7 admin calls: payload file): the
// contract PDF for the organisation, as multipart/form-data with the PDF in `file`. A previous
// contract file is replaced. write:admin.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiJson, requireApiPermission } from "~/services/api.server";
import { apiRefusal } from "~/services/contracting/api.server";
import { uploadContract } from "~/services/contracting/contract.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";

// Only POST: anyone else is refused before being told so (no anonymous probing).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:admin");
  throw apiError(405, "Use POST.");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiPermission(request, "write:admin");
  if (request.method !== "POST") throw apiError(405, "Use POST.");
  let form: FormData;
  try {
    form = await parseUploadForm(request, { maxFiles: 1 });
  } catch (error) {
    if (isUploadError(error)) throw apiError(error.status, error.message, { file: error.message });
    throw error;
  }
  const [file] = filesIn(form, "file");
  if (!file)
    throw apiError(400, "Send the contract PDF in the form field 'file'.", { file: "Required" });
  const actor = {
    userId: caller.user?.id ?? null,
    label: caller.email ?? caller.subject,
    requestId: context.requestId,
  };
  try {
    const stored = await uploadContract(actor, params.id ?? "", file);
    return apiJson(
      {
        companyId: params.id,
        fileId: stored.id,
        fileName: stored.originalName,
        size: stored.size,
        downloadPath: `/files/${stored.id}`,
      },
      201,
    );
  } catch (error) {
    apiRefusal(error);
  }
}

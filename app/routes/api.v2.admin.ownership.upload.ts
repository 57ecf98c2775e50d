// POST /api/v2/admin/ownership/upload (spec §7 admin calls 'POST ownership upload'; decision
// 0072): a title deed PDF for one farm boundary, as multipart/form-data with `companyId`,
// `boundaryId` and the PDF in `file`. Then every field of the organisation whose farm boundaries
// all have a title deed passes ownership, unless a person decided it. write:signoff.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiRefusal,
  requireMultipart,
  apiRefused,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { isUploadError } from "~/services/files/upload-error";
import { filesIn, parseUploadForm } from "~/services/files/upload-form.server";
import {
  titleDeedJson,
  titleDeedJsonSchema,
  titleDeedUploadPartsDoc,
} from "~/services/fields/signoff-api";
import { attachTitleDeed } from "~/services/fields/signoff.server";
import { isUuid } from "~/shared/ids";

const MB = 1024 * 1024;
const MAX_FILE_MB = 20;

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:signoff"),
  POST: async ({ request, context, caller }) => {
    requireMultipart(request, "companyId, boundaryId and the title deed PDF in 'file'");
    let form: FormData;
    try {
      form = await parseUploadForm(request, { maxFiles: 1, maxFileBytes: MAX_FILE_MB * MB });
    } catch (error) {
      if (isUploadError(error)) throw apiRefusal(error);
      throw error;
    }
    const companyId = form.get("companyId");
    const boundaryId = form.get("boundaryId");
    const [file] = filesIn(form, "file");
    const errors: Record<string, string> = {};
    if (typeof companyId !== "string" || !isUuid(companyId))
      errors.companyId = "Send the organisation's id.";
    if (typeof boundaryId !== "string" || !isUuid(boundaryId))
      errors.boundaryId = "Send the farm boundary's id.";
    if (!file) errors.file = "Required";
    if (Object.keys(errors).length > 0)
      throw apiError(422, "Some fields are missing or not valid.", errors);
    try {
      const outcome = await attachTitleDeed(
        auditActor(caller, context.requestId),
        companyId as string,
        boundaryId as string,
        file!,
      );
      return apiCreated(titleDeedJson(outcome));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Attach a title deed to a farm boundary",
      description:
        "multipart/form-data: `companyId` and `boundaryId` as text parts and the title deed PDF " +
        `in \`file\` (one file, ${MAX_FILE_MB} MB at most). Then every field of this season ` +
        "whose farm boundaries all have a title deed passes ownership, unless a person decided " +
        "it. 404 for an unknown organisation or a boundary not of it; 422 for a missing part " +
        "or a file that is not a plain PDF; 400 for a body that is not multipart.",
      body: titleDeedUploadPartsDoc,
      upload: { files: ["file"] },
      response: titleDeedJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
      scopes: ["write:signoff"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

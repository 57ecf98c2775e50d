// POST /api/v2/admin/company/{id}/contract/upload (spec §7 admin calls: payload file): the
// contract PDF for the organisation, as multipart/form-data with the PDF in `file`. A previous
// contract file is replaced. write:admin.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiCreated, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { readApiFile } from "~/services/api/uploads.server";
import { z } from "zod";
import { contractFileJson, contractFileJsonSchema } from "~/services/contracting/api";
import { uploadContract } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: async ({ request, params, context, caller }) => {
    const file = await readApiFile(request, "the contract PDF");
    try {
      const stored = await uploadContract(
        auditActor(caller, context.requestId),
        params.id ?? "",
        file,
      );
      return apiCreated(contractFileJson(params.id ?? "", stored));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Upload the organisation's contract",
      description:
        "multipart/form-data with the contract PDF in `file` (one file); a previous contract " +
        "file is replaced. 409 when the organisation was declined; 422 without a file or for " +
        "one that is not a plain PDF; 400 for a body that is not multipart.",
      // The handler reads no text part: the body is the file alone.
      body: z.object({}),
      upload: { files: ["file"] },
      response: contractFileJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

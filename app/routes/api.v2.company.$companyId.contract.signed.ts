// POST /api/v2/company/{companyId}/contract/signed (issue 14, decision 0070): the signed copy of
// the contract, as multipart/form-data with the PDF in `file`, from an owner, staff member,
// consultant or signatory. It replaces an earlier copy until an admin confirms one. 409 before
// the contract is sent or after the signed copy is confirmed.
import { requireApiMember } from "~/services/api/callers.server";
import { apiCreated, apiError, apiRefused } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { readApiFile } from "~/services/api/uploads.server";
import { z } from "zod";
import { contractFileJson, contractFileJsonSchema } from "~/services/contracting/api";
import { uploadSignedContract } from "~/services/contracting/contract.server";

const RETURNING_ROLES = ["OWNER", "STAFF", "CONSULTANT", "SIGNATORY"];

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),
  POST: async ({ request, context, caller }) => {
    if (!RETURNING_ROLES.includes(caller.role)) {
      throw apiError(403, "Your role in this organisation does not allow returning its contract.");
    }
    const file = await readApiFile(request, "the signed contract PDF");
    try {
      const stored = await uploadSignedContract(
        { userId: caller.user.id, label: caller.user.email, requestId: context.requestId },
        caller.organisationId,
        file,
      );
      return apiCreated(contractFileJson(caller.organisationId, stored));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    POST: {
      summary: "Return the signed copy of the contract",
      description:
        "multipart/form-data with the PDF in `file` (one file). Owners, staff, " +
        "consultants and signatories; it replaces an earlier copy until an admin confirms one. " +
        "409 before the contract is sent, once the signed copy is confirmed or when the " +
        "organisation was declined; 422 without a file or for one that is not a plain PDF.",
      // The handler reads no text part: the body is the file alone.
      body: z.object({}),
      upload: { files: ["file"] },
      response: contractFileJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

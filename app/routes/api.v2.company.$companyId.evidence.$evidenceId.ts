// GET and DELETE /api/v2/company/{companyId}/evidence/{evidenceId} (issue 16; spec §7 'Evidence
// DELETE'; decision 0079). GET (members): the item with its files and
// deletedFiles. DELETE (owners, staff and consultants, the evidence step open): a draft only
// (409 for a submitted item); its stored files stay for the audit. Another organisation's item,
// or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiNoContent, apiOk } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import { evidenceJson, evidenceJsonSchema } from "~/services/evidence/api";
import {
  deleteEvidence,
  findEvidence,
  requireEvidenceWriter,
} from "~/services/evidence/evidence.server";
import { EVIDENCE_MESSAGES } from "~/services/evidence/rules";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    const item = await findEvidence(caller.organisationId, params.evidenceId ?? "");
    if (!item) throw apiError(404, EVIDENCE_MESSAGES.notFound);
    return apiOk(evidenceJson(item));
  },

  DELETE: async ({ params, context, caller }) => {
    const item = await findEvidence(caller.organisationId, params.evidenceId ?? "");
    if (!item) throw apiError(404, EVIDENCE_MESSAGES.notFound);
    const who = memberWrite(caller, context.requestId);
    await requireEvidenceWriter(who);
    await deleteEvidence(who, item.id);
    return apiNoContent();
  },

  describe: {
    GET: {
      summary: "An evidence item",
      description: "With its files and deletedFiles. Any member.",
      response: evidenceJsonSchema,
      errors: [404],
    },
    DELETE: {
      summary: "Delete a draft evidence item",
      description:
        "Owners, staff and consultants, the evidence step open. A draft only, and not one in a " +
        "submission (409); its stored files stay for the audit.",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

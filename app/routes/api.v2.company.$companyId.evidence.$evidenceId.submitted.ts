// PUT /api/v2/company/{companyId}/evidence/{evidenceId}/submitted (issue 16; spec §7 'Evidence
// submitted PUT'; decision 0079): { "submitted": true } marks the item
// submitted (it needs a file; it becomes read-only), { "submitted": false } takes it back to
// draft. Owners, staff and consultants, the evidence step open. 200 with the item; another
// organisation's item, or an id that is not a UUID, is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { memberWrite } from "~/services/api/member-write.server";
import { apiRoute } from "~/services/api/route.server";
import {
  evidenceJson,
  evidenceJsonSchema,
  evidenceSubmittedBody,
  readSubmittedBody,
} from "~/services/evidence/api";
import {
  findEvidence,
  requireEvidenceWriter,
  setEvidenceSubmitted,
} from "~/services/evidence/evidence.server";
import { EVIDENCE_MESSAGES } from "~/services/evidence/rules";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  PUT: async ({ request, params, context, caller }) => {
    const submitted = readSubmittedBody(await readJsonObject(request));
    if (typeof submitted === "string") throw apiError(422, submitted, { submitted: submitted });
    const item = await findEvidence(caller.organisationId, params.evidenceId ?? "");
    if (!item) throw apiError(404, EVIDENCE_MESSAGES.notFound);
    const who = memberWrite(caller, context.requestId);
    await requireEvidenceWriter(who);
    await setEvidenceSubmitted(who, item.id, submitted);
    return apiOk(evidenceJson((await findEvidence(caller.organisationId, item.id))!));
  },

  describe: {
    PUT: {
      summary: "Mark an evidence item submitted, or take it back to draft",
      description:
        "Owners, staff and consultants, the evidence step open. Submitting needs a file; an " +
        "item under review goes back to draft only when changes to it were asked for (409).",
      body: evidenceSubmittedBody,
      response: evidenceJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

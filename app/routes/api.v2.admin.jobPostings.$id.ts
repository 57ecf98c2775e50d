// PUT /api/v2/admin/jobPostings/{id} (spec §7 'Update job posting (id, data): disabling sends
// status disabled'). A JSON object with any of the posting's fields and/or status; a disabled
// posting cannot be made active again (spec §4 'Disabling is irreversible'): 409. PATCH does the
// same as PUT.
import { findPosting } from "~/models/job-postings.server";
import { auditActor, requireApiPermission, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute, type ApiHandler } from "~/services/api/route.server";
import { postingJsonSchema, postingPatchBodyDoc } from "~/services/jobs/api";
import { postingJson } from "~/services/jobs/api-json";
import { parsePostingPatch } from "~/services/jobs/posting-input";
import { updatePosting } from "~/services/jobs/postings.server";

const update: ApiHandler<ApiCaller> = async ({ request, params, context, caller }) => {
  const parsed = await parsePostingPatch(await readJsonObject(request));
  if ("errors" in parsed) throw apiError(422, "The job posting has errors.", parsed.errors);
  const result = await updatePosting(
    auditActor(caller, context.requestId),
    params.id ?? "",
    parsed.values,
  );
  if (result === null) throw apiError(404, "Job posting not found");
  if (result === "disabled") {
    throw apiError(409, "A disabled job posting cannot be made active again.");
  }
  const posting = await findPosting(result.id);
  return apiOk(postingJson(posting ?? result));
};

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),
  PUT: update,
  PATCH: update,

  describe: {
    PUT: {
      summary: "Change a job posting, or disable it",
      description:
        "Any of the posting's fields, with the form's rules (a 422 names each field at " +
        "fault), and/or `status`. A disabled posting cannot be made active again (409).",
      body: postingPatchBodyDoc,
      response: postingJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:application"],
    },
    PATCH: {
      summary: "Change a job posting, or disable it (as PUT)",
      body: postingPatchBodyDoc,
      response: postingJsonSchema,
      errors: [400, 403, 404, 409, 422],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

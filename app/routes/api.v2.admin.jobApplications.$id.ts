// GET and PUT /api/v2/admin/jobApplications/{id} (spec §7 'Update application: takes id plus
// status, or a notes field, or interviewStatus. It returns an ok flag and the updated applicant
// in data'). JSON body with exactly one of them; recorded in the audit log like the admin page's
// changes. PATCH does the same as PUT.
import { findApplication } from "~/models/job-applications.server";
import { auditActor, requireApiPermission, type ApiCaller } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { apiRoute, type ApiHandler } from "~/services/api/route.server";
import { isNoteField } from "~/services/jobs/admin-view";
import { applicantJsonSchema, applicationChangeBodyDoc } from "~/services/jobs/api";
import { applicantJson } from "~/services/jobs/api-json";
import { changeApplication, parseApplicationChange } from "~/services/jobs/applications.server";

const NOT_FOUND = "Job application not found";

const update: ApiHandler<ApiCaller> = async ({ request, params, context, caller }) => {
  const id = params.id ?? "";
  const { id: bodyId, ...input } = await readJsonObject(request);
  if (bodyId !== undefined && bodyId !== id) {
    const message = "The id in the body is not the one in the address.";
    throw apiError(422, message, { id: message });
  }
  const change = parseApplicationChange(input);
  if (typeof change === "string") {
    // The field at fault, when the body names exactly one of the fields that can change.
    const named = Object.keys(input).filter(
      (key) => key === "status" || key === "interviewStatus" || isNoteField(key),
    );
    throw apiError(422, change, named.length === 1 ? { [named[0]!]: change } : undefined);
  }
  const updated = await changeApplication(auditActor(caller, context.requestId), id, change);
  if (!updated) throw apiError(404, NOT_FOUND);
  return apiOk(applicantJson(updated));
};

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:application"),

  GET: async ({ params }) => {
    const applicant = await findApplication(params.id ?? "");
    if (!applicant) throw apiError(404, NOT_FOUND);
    return apiOk(applicantJson(applicant));
  },
  PUT: update,
  PATCH: update,

  describe: {
    GET: {
      summary: "A job application",
      response: applicantJsonSchema,
      errors: [403, 404],
      scopes: ["write:application"],
    },
    PUT: {
      summary: "Change an application's status, interview status or one of its notes",
      description:
        "Exactly one of them; audited like the admin page's changes." +
        " Exactly one of `status`, a notes field (`generalNotes`, `interviewPreparationNotes`, " +
        "`interview1Notes`, `interview2Notes`, `interview3Notes`, `interviewerNotes`) or " +
        "`interviewStatus`, and optionally the `id`. Two changes at once, an unknown value or an " +
        "`id` that is not the URL's are a 422.",
      body: applicationChangeBodyDoc,
      response: applicantJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:application"],
    },
    PATCH: {
      summary: "Change an application (as PUT)",
      body: applicationChangeBodyDoc,
      response: applicantJsonSchema,
      errors: [400, 403, 404, 422],
      scopes: ["write:application"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// PUT, DELETE /api/v2/admin/resources/{resourceId} (issue 18; decision 0098): changes the fields
// given (and publishes or takes back with "status"), or deletes with { "reason" } kept in the
// audit log. write:admin; an unknown or malformed id is a 404.
import { auditActor, requireApiPermission } from "~/services/api/callers.server";
import { apiError, apiOk, readJsonObject } from "~/services/api/envelope";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { apiRoute } from "~/services/api/route.server";
import {
  adminResourceJson,
  adminResourceJsonSchema,
  RESOURCE_SAVE_FAILURE,
  resourceDeleteBodyDoc,
  resourceChangeSchema,
} from "~/services/resources/api";
import {
  changeResource,
  findAnyResource,
  removeResource,
  setStatus,
} from "~/services/resources/resources.server";
import { RESOURCE_MESSAGES } from "~/services/resources/rules";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  // Changes the fields given; `status` publishes or takes back.
  PUT: async ({ request, params, context, caller }) => {
    const resourceId = params.resourceId ?? "";
    const body = await readJsonObject(request);
    if (!(await findAnyResource(resourceId))) return apiError(404, RESOURCE_MESSAGES.notFound);
    const parsed = resourceChangeSchema.safeParse(body);
    if (!parsed.success) {
      return apiError(422, RESOURCE_SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
    }
    const { status, ...fields } = parsed.data;
    const actor = auditActor(caller, context.requestId);
    let resource = await findAnyResource(resourceId);
    if (Object.keys(fields).length > 0) {
      if (fields.kind === "file" && resource?.kind !== "file") {
        return apiError(422, RESOURCE_MESSAGES.fileByApi, { kind: RESOURCE_MESSAGES.fileByApi });
      }
      resource = await changeResource(actor, resourceId, fields);
    }
    if (status && status !== resource?.status) {
      resource = await setStatus(actor, resourceId, status);
    }
    return apiOk(adminResourceJson(resource!), { message: "Resource saved." });
  },

  // { reason } (5 to 500 characters), kept in the audit log.
  DELETE: async ({ request, params, context, caller }) => {
    const body = await readJsonObject(request);
    const actor = auditActor(caller, context.requestId);
    const removed = await removeResource(actor, params.resourceId ?? "", body.reason);
    return apiOk(adminResourceJson(removed), { message: "Resource deleted." });
  },

  describe: {
    PUT: {
      summary: "Change a learning resource, publish it or take it back",
      description: "The fields given change, the rest stay; `status` publishes or takes back.",
      body: resourceChangeSchema,
      response: adminResourceJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
    DELETE: {
      summary: "Delete a learning resource",
      description:
        "With a reason, kept in the audit log with its title. Answers what was deleted." +
        " The reason is 5 to 500 characters; a file's bytes stay stored.",
      body: resourceDeleteBodyDoc,
      response: adminResourceJsonSchema,
      message: true,
      errors: [400, 403, 404, 422],
      scopes: ["write:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// The handlers of /api/v2/resources and /api/v2/admin/resources (issue 18; decision 0098;
// the OpenAPI document). Signed-in callers read published resources; write:admin creates,
// changes, publishes and deletes (read:admin reads every resource, drafts too). A ResourceError
// becomes the envelope's 404 or 422 with the field at fault.
import type { z } from "zod";
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  fieldErrorsOf,
  readJsonObject,
  readQuery,
  apiRefused,
} from "~/services/api/envelope";
import { adminResourceJson, type learnerResourcesJsonSchema, resourceJson } from "./api";
import { resourceBodySchema, resourceChangeSchema } from "./forms";
import { adminResourcesApiQuery, resourcesApiQuery } from "./queries";
import {
  changeResource,
  createResource,
  findAnyResource,
  findPublishedResource,
  learnerResources,
  listAllResources,
  removeResource,
  setStatus,
} from "./resources.server";
import { RESOURCE_MESSAGES } from "./rules";

const SAVE_FAILURE = "The resource could not be saved: check the fields named.";

/** GET /api/v2/resources: published resources, those for ?step= first, ?topic= to filter. */
export async function listPublishedApi(request: Request): Promise<Response> {
  const query = readQuery(request, resourcesApiQuery);
  const order = await learnerResources(query.step ?? null, query.topic ?? null);
  const json: z.infer<typeof learnerResourcesJsonSchema> = {
    step: order.step,
    stepLabel: order.stepLabel,
    forStep: order.forStep.map(resourceJson),
    byTopic: order.byTopic.map((g) => ({
      topic: g.topic,
      topicLabel: g.label,
      resources: g.resources.map(resourceJson),
    })),
  };
  return apiOk(json);
}

/** GET /api/v2/resources/{resourceId}: a published resource; a draft is not found. */
export async function getPublishedApi(resourceId: string): Promise<Response> {
  const resource = await findPublishedResource(resourceId);
  if (!resource) return apiError(404, RESOURCE_MESSAGES.notFound);
  return apiOk(resourceJson(resource));
}

/** GET /api/v2/admin/resources: every resource, drafts too (?status=, ?topic=). */
export async function listAdminApi(request: Request): Promise<Response> {
  const query = readQuery(request, adminResourcesApiQuery);
  const rows = await listAllResources({
    topic: query.topic ?? null,
    status: query.status ?? null,
  });
  return apiOk(rows.map(adminResourceJson));
}

/** POST /api/v2/admin/resources: a new article, link or video; a draft unless status says so. */
export async function createAdminApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null | undefined,
): Promise<Response> {
  const parsed = resourceBodySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return apiError(422, SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
  const { status, ...fields } = parsed.data;
  if (fields.kind === "file") {
    return apiError(422, RESOURCE_MESSAGES.fileByApi, { kind: RESOURCE_MESSAGES.fileByApi });
  }
  try {
    const created = await createResource(auditActor(caller, requestId), fields, undefined, status);
    return apiCreated(adminResourceJson(created), { message: "Resource created." });
  } catch (error) {
    apiRefused(error);
  }
}

/** PUT /api/v2/admin/resources/{resourceId}: changes the fields given; `status` publishes. */
export async function changeAdminApi(
  caller: ApiCaller,
  request: Request,
  resourceId: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const body = await readJsonObject(request);
  if (!(await findAnyResource(resourceId))) return apiError(404, RESOURCE_MESSAGES.notFound);
  const parsed = resourceChangeSchema.safeParse(body);
  if (!parsed.success) return apiError(422, SAVE_FAILURE, fieldErrorsOf(parsed.error.issues));
  const { status, ...fields } = parsed.data;
  const actor = auditActor(caller, requestId);
  try {
    let resource = await findAnyResource(resourceId);
    if (Object.keys(fields).length > 0) {
      if (fields.kind === "file" && resource?.kind !== "file") {
        return apiError(422, RESOURCE_MESSAGES.fileByApi, { kind: RESOURCE_MESSAGES.fileByApi });
      }
      resource = await changeResource(actor, resourceId, fields);
    }
    if (status && status !== resource?.status)
      resource = await setStatus(actor, resourceId, status);
    return apiOk(adminResourceJson(resource!), { message: "Resource saved." });
  } catch (error) {
    apiRefused(error);
  }
}

/** DELETE /api/v2/admin/resources/{resourceId}: { reason } (5 to 500 characters, audited). */
export async function deleteAdminApi(
  caller: ApiCaller,
  request: Request,
  resourceId: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const body = await readJsonObject(request);
  try {
    const removed = await removeResource(auditActor(caller, requestId), resourceId, body.reason);
    return apiOk(adminResourceJson(removed), { message: "Resource deleted." });
  } catch (error) {
    apiRefused(error);
  }
}

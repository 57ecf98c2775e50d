// /api/v2/admin/apiClients (issue 19; decision 0112), in the envelope of docs/api.md: list and
// register API clients, read one, rotate its secret, revoke it. The routes guard (read:admin to
// read, write:roles and a person to change: an API client never registers another); these read
// the request, call ./api-clients.server.ts and answer.
import type { ZodType, ZodTypeDef } from "zod";
import type { Actor } from "~/services/kit/actor";
import { auditActor, type ApiSignedUpCaller } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  fieldErrorsOf,
  readJsonObject,
  apiRefused,
} from "~/services/api/envelope";
import {
  createApiClient,
  describeApiClient,
  listApiClientViews,
  revokeApiClient,
  rotateApiClientSecret,
  type ApiClientView,
} from "./api-clients.server";
import { apiClientReasonSchema, createApiClientSchema } from "./forms";

/** The caller as the actor: a signed-up person, or an API client acting for one. */
const actorOf = (caller: ApiSignedUpCaller, requestId: string | null | undefined): Actor =>
  auditActor(caller, requestId);

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    apiRefused(error);
  }
}

/** GET /admin/apiClients: every client, standing ones first. */
export async function listApiClientsApi(): Promise<Response> {
  return apiOk(await listApiClientViews());
}

/** GET /admin/apiClients/{id}. */
export async function getApiClientApi(id: string): Promise<Response> {
  return apiOk(await guarded(() => describeApiClient(id)));
}

/** The JSON body parsed with `schema`; a field it does not know is refused (docs/api.md). */
async function readValid<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const body = await readJsonObject(request);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw apiError(422, Object.values(errors)[0] ?? "The request is not valid.", errors);
  }
  return parsed.data;
}

/** POST /admin/apiClients { name, scopes, reason }: 201 with the client and its secret, once. */
export async function createApiClientApi(
  caller: ApiSignedUpCaller,
  request: Request,
  requestId: string | null | undefined,
): Promise<Response> {
  const input = await readValid(request, createApiClientSchema.strict());
  const issued = await guarded(() =>
    createApiClient(actorOf(caller, requestId), caller.permissions, input),
  );
  return apiCreated(
    { ...issued.client, clientSecret: issued.clientSecret },
    { message: "API client registered. Keep the secret now: it is not shown again." },
  );
}

/** POST /admin/apiClients/{id}/rotate { reason }: the new secret, once; the old one stops. */
export async function rotateApiClientApi(
  caller: ApiSignedUpCaller,
  request: Request,
  id: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const { reason } = await readValid(request, apiClientReasonSchema.strict());
  const issued = await guarded(() => rotateApiClientSecret(actorOf(caller, requestId), id, reason));
  return apiOk(
    { ...issued.client, clientSecret: issued.clientSecret },
    { message: "New secret issued. The old secret and its tokens no longer work." },
  );
}

/** DELETE /admin/apiClients/{id} { reason }: the client and its tokens stop working. */
export async function revokeApiClientApi(
  caller: ApiSignedUpCaller,
  request: Request,
  id: string,
  requestId: string | null | undefined,
): Promise<Response> {
  const { reason } = await readValid(request, apiClientReasonSchema.strict());
  const client: ApiClientView = await guarded(() =>
    revokeApiClient(actorOf(caller, requestId), id, reason),
  );
  return apiOk(client, { message: "API client revoked." });
}

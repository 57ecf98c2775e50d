// The OpenAPI 3.1 document of /api/v2 (issue 19, decision 0111), built from the route modules
// themselves: every module built with apiRoute is a path with the methods it serves (what
// `Allow` says), and a method described beside its handler (`describe`, describe.ts) carries
// the zod schemas the handler parses with and answers with. A method not described yet is listed
// all the same, marked `x-veld-described: false` with the generic envelope: the document never
// invents what a call takes or answers. Which modules there are is the caller's to say
// (app/api-document.server.ts lists app/routes), since services never import routes.
import {
  extendZodWithOpenApi,
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import type { OperationDescription } from "./describe";
import type { ApiErrorStatus } from "./envelope";
import { API_METHODS, apiRouteFacts, type ApiMethod } from "./route.server";

// The generator reads schemas through `.openapi()`, which this adds to zod's prototype. Done once
// here, not at start-up: nothing else of Veld uses it, and schemas made earlier gain it too.
extendZodWithOpenApi(z);

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

export interface ApiRouteModuleEntry {
  /** The route file's name in app/routes: 'api.v2.company.$companyId.fields.ts'. */
  file: string;
  module: { loader?: unknown };
}

/** Where the document is served and what its paths are relative to (docs/api.md 'Calls'). */
export const API_BASE = "/api/v2";
export const SECURITY_SCHEME = "bearerAuth";

/**
 * The URL path of a flat route file, relative to /api/v2, with Remix's `$name` as `{name}`:
 * 'api.v2.company.$companyId.fields.ts' → '/company/{companyId}/fields'. `[.]` is an escaped
 * dot ('api.v2.openapi[.]json.ts' → '/openapi.json'). Anything else flat routes allow (layouts,
 * `_` prefixes, splats, optional segments) is no /api/v2 call and is refused, so a new kind of
 * file cannot slip into the document under a wrong path.
 */
export function apiPathOfRouteFile(file: string): string {
  const name = file.replace(/^.*\//, "").replace(/\.tsx?$/, "");
  if (!name.startsWith("api.v2.")) throw new Error(`${file} is not an /api/v2 route file.`);
  const segments = name
    .slice("api.v2.".length)
    .split(/\.(?![^[]*\])/)
    .map((segment) => {
      const plain = segment.replace(/\[\.\]/g, ".");
      if (/^\$[A-Za-z][A-Za-z0-9]*$/.test(plain)) return `{${plain.slice(1)}}`;
      if (/^[A-Za-z0-9-][A-Za-z0-9.-]*$/.test(plain)) return plain;
      throw new Error(`${file}: the segment '${segment}' is not a plain segment or a $param.`);
    });
  return `/${segments.join("/")}`;
}

/** The path's parameters, in order: '{companyId}' → 'companyId'. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** route.server.ts: a parameter `id` or `…Id` is a UUID, any other value a 404. */
const isIdParameter = (name: string) => name === "id" || name.endsWith("Id");

const ERROR_WHEN: Record<ApiErrorStatus, string> = {
  400: "The request cannot be read: a body that is not a JSON object, a malformed query parameter.",
  401: "No bearer token, or an expired, forged or revoked one (`WWW-Authenticate: Bearer`).",
  403: "The caller lacks the scope or the role in the organisation.",
  404: "An unknown id, an id that is not a UUID, another organisation's id.",
  405: "The route does not serve this method; `Allow` lists what it serves.",
  409: "A conflict with the current state.",
  422: "The body was read but a value breaks a rule; `errors` names the fields.",
  429: "Too many calls; wait and try again.",
  500: "Something failed on Veld's side; the log has the details under `X-Request-Id`.",
};

/** docs/api.md 'The envelope': the one error body. */
export const apiErrorBodySchema = z
  .object({
    ok: z.literal(false),
    message: z.string().describe("A sentence a person understands."),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe("One message per field at fault, by the request's own field names."),
  })
  .openapi("ApiError");

/** The success body of a call not described yet: the envelope, `data` of any shape. */
const genericSuccessSchema = z
  .object({
    ok: z.literal(true),
    data: z.unknown(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    message: z.string().optional(),
  })
  .openapi("ApiSuccess");

/**
 * The whole success body of a described call: `{ ok: true, data, metadata?, message? }` around
 * the description's schemas, or the bare body. Null for a 204. The contract tests validate the
 * answers against this, the very schema the document was made from.
 */
export function successBodySchema(description: OperationDescription): ZodTypeAny | null {
  if (description.response === null || description.status === 204 || description.download)
    return null;
  if (description.bare) return description.response;
  return z.object({
    ok: z.literal(true),
    data: description.response,
    ...(description.metadata ? { metadata: description.metadata } : {}),
    ...(description.message === "sometimes"
      ? { message: z.string().optional() }
      : description.message
        ? { message: z.string() }
        : {}),
  });
}

function errorResponse(status: ApiErrorStatus): ResponseConfig {
  return {
    description: ERROR_WHEN[status],
    content: { "application/json": { schema: apiErrorBodySchema } },
  };
}

function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith("{") ? `By${capitalise(segment.slice(1, -1))}` : capitalise(segment),
    );
  return `${method}${words.join("").replace(/[^A-Za-z0-9]/g, "")}`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The request of a route: its path parameters, and for a description its query and body. */
function requestOf(path: string, description: OperationDescription | undefined) {
  const names = pathParameters(path);
  const params = names.length
    ? z.object(
        Object.fromEntries(
          names.map((name) => [name, isIdParameter(name) ? z.string().uuid() : z.string().min(1)]),
        ),
      )
    : undefined;
  const body = description?.body
    ? { required: true, content: bodyContent(description.body, description.upload) }
    : undefined;
  return {
    ...(params ? { params } : {}),
    ...(description?.query ? { query: description.query as z.AnyZodObject } : {}),
    ...(body ? { body } : {}),
  };
}

/** A binary part of a multipart body: a string in `format: binary`, as OpenAPI tools read it. */
const filePart = () => z.string().openapi({ format: "binary" });

/** JSON, or for an upload multipart/form-data: the text parts of `body` and the file parts. */
function bodyContent(body: ZodTypeAny, upload: OperationDescription["upload"]) {
  if (!upload) return { "application/json": { schema: body } };
  const parts = Object.fromEntries(
    upload.files.map((name) => [name, upload.many ? z.array(filePart()) : filePart()]),
  );
  const schema = body instanceof z.ZodObject ? body.extend(parts) : z.object(parts);
  return { "multipart/form-data": { schema } };
}

function securityOf(description: OperationDescription | undefined) {
  if (description?.public) return [];
  return [{ [SECURITY_SCHEME]: [...(description?.scopes ?? [])] }];
}

/** One operation: described from its description, else the generic envelope. */
function operationOf(
  method: ApiMethod,
  path: string,
  description: OperationDescription | undefined,
): RouteConfig {
  const common = {
    method: method.toLowerCase() as Lowercase<ApiMethod>,
    path,
    operationId: operationId(method.toLowerCase(), path),
    tags: [path.split("/")[1]!],
    security: securityOf(description),
    request: requestOf(path, description),
  };
  if (!description) {
    return {
      ...common,
      description: "Not described in this document yet: see docs/api.md.",
      "x-veld-described": false,
      responses: {
        "2XX": {
          description: "Done; the envelope (or 204 with no body).",
          content: { "application/json": { schema: genericSuccessSchema } },
        },
        "4XX": {
          description: "Refused; docs/api.md 'Statuses'.",
          content: { "application/json": { schema: apiErrorBodySchema } },
        },
        500: errorResponse(500),
      },
    };
  }
  const status = description.status ?? 200;
  const success = successBodySchema(description);
  const refusals = new Set<ApiErrorStatus>([
    ...(description.public ? [] : [401 as const]),
    405,
    ...(description.errors ?? []),
    500,
  ]);
  return {
    ...common,
    summary: description.summary,
    ...(description.description ? { description: description.description } : {}),
    "x-veld-described": true,
    responses: {
      [status]: description.download
        ? {
            description: "The file's bytes; `Content-Disposition` names the file.",
            content: Object.fromEntries(
              description.download.mediaTypes.map((type) => [
                type,
                { schema: { type: "string", contentMediaType: type } },
              ]),
            ),
            headers: {
              "Content-Disposition": {
                schema: { type: "string" },
                description: 'attachment; filename="…"',
              },
            },
          }
        : success
          ? {
              description: description.bare
                ? "Done."
                : "Done; the envelope's `data` holds the answer.",
              content: { "application/json": { schema: success } },
            }
          : { description: "Nothing to answer: no body." },
      ...Object.fromEntries(
        (description.alsoStatus ?? []).map((also) => [
          also,
          {
            description: "Done, as above (see the description for when).",
            content: { "application/json": { schema: success ?? genericSuccessSchema } },
          },
        ]),
      ),
      ...Object.fromEntries(
        [...refusals].sort().map((refusal) => [refusal, errorResponse(refusal)]),
      ),
    },
  };
}

/** HEAD and OPTIONS, which apiRoute answers the same way on every route (docs/api.md). */
function conventionalOperations(path: string, getDescription: OperationDescription | undefined) {
  const request = requestOf(path, undefined);
  const security = securityOf(getDescription);
  const head: RouteConfig = {
    method: "head",
    path,
    operationId: operationId("head", path),
    tags: [path.split("/")[1]!],
    summary: "GET's status and headers, without the body",
    security,
    request,
    "x-veld-described": true,
    responses: { "2XX": { description: "What GET answers, without the body." } },
  };
  const options: RouteConfig = {
    method: "options",
    path,
    operationId: operationId("options", path),
    tags: [path.split("/")[1]!],
    summary: "The methods this path serves, in `Allow`",
    security,
    request,
    "x-veld-described": true,
    responses: {
      204: {
        description: "No body; `Allow` lists the methods.",
        headers: { Allow: { schema: { type: "string" }, description: "e.g. GET, HEAD, OPTIONS" } },
      },
    },
  };
  return { head, options };
}

/**
 * The document for these route modules. A module not built with apiRoute is an error: every file
 * the caller lists is meant to be a call.
 */
export function buildOpenApiDocument(entries: readonly ApiRouteModuleEntry[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", SECURITY_SCHEME, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The identity provider's RS256 access token for the API audience (OIDC_AUDIENCE; decision " +
      "0053). Where an operation lists scopes, they are spec §6 admin scopes the caller's " +
      "grants must hold; Veld reads the grants afresh on each call.",
  });
  registry.register("ApiError", apiErrorBodySchema);
  registry.register("ApiSuccess", genericSuccessSchema);

  const sorted = entries
    .map((entry) => ({ ...entry, path: apiPathOfRouteFile(entry.file) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const { file, path, module } of sorted) {
    const facts = apiRouteFacts(module);
    if (!facts) throw new Error(`${file} is not built with apiRoute: it cannot be described.`);
    for (const method of facts.served) {
      registry.registerPath(operationOf(method, path, facts.describe[method]));
    }
    const { head, options } = conventionalOperations(path, facts.describe.GET);
    // apiRoute: HEAD with GET, and always OPTIONS (allowedMethods).
    if (facts.served.includes("GET")) registry.registerPath(head);
    registry.registerPath(options);
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Veld API",
      version: "2",
      description:
        "The JSON API of Veld for integrations and scripts. Every answer is the envelope " +
        "(`ApiSuccess`, `ApiError`), except this document itself; the rules behind each call " +
        "are in docs/api.md. Operations marked `x-veld-described: false` are served but not " +
        "described here yet.",
    },
    servers: [{ url: API_BASE }],
  });
}

/** The methods a path of the document has, upper-case, in the order `Allow` lists them. */
export function documentedMethods(document: OpenApiDocument, path: string): string[] {
  const item = (document.paths?.[path] ?? {}) as Record<string, unknown>;
  return [...API_METHODS.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])), "OPTIONS"].filter(
    (method) => method.toLowerCase() in item,
  );
}

/** GET /openapi.json answers the document bare: its top level, as OpenAPI 3.1 requires it. */
export const openApiDocumentShape = z
  .object({
    openapi: z.literal("3.1.0"),
    info: z.object({ title: z.string(), version: z.string() }).passthrough(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  })
  .passthrough();

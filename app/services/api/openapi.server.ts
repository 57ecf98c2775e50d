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
import type { OperationDescription, RouteDescriptions } from "./describe";
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

/** Where the document is served and what its paths are relative to (docs/api.md 'Base URL, versions and the document'). */
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

/**
 * When each refusal happens, in general; `refusalsOf` adds what an operation's own facts say
 * (its scopes, its path's ids, its body). docs/api.md 'Statuses' tells the same in prose.
 */
const ERROR_WHEN: Record<ApiErrorStatus, string> = {
  400: "The request cannot be read; the message says what is wrong with it.",
  401:
    "No bearer token, or an expired, forged or revoked one. `WWW-Authenticate: Bearer` comes " +
    'with it (`Bearer error="invalid_token"` when a token was sent).',
  403: "The caller may not do this.",
  404: "Nothing was found; the message says what.",
  405: "The route does not serve this method; `Allow` lists what it serves.",
  409: "A conflict with the current state of the records; the message says which.",
  422:
    "The body was read but a value breaks a rule: `message` sums it up and `errors` names each " +
    "field at fault by the request's own names (`herds[0].species` inside a list; 'This field " +
    "is not known.' for a field the call does not take).",
  429: "Too many requests just now; the message says when to try again.",
  500: "Something failed on Veld's side; Veld's log has the details under the `X-Request-Id`.",
  503: "A service Veld relies on (the identity provider) could not be reached; try again later.",
};

/** The one error body of the envelope (envelope.ts `apiError`; docs/api.md 'The envelope'). */
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

/** The 404 of a path with ids: what apiRoute and the guards answer for an id. */
function notFoundById(ids: readonly string[]): string {
  return (
    `No record the caller may see has that ${ids.map((id) => `{${id}}`).join(" or ")}: an ` +
    "unknown id, one that is not a UUID, or another organisation's (never a 403, so ids cannot " +
    "be probed)."
  );
}

/**
 * The refusals an operation can give, each with when it happens: those it names (`errors`), and
 * those its facts imply: 401 without a token (unless public), 403 without its scopes, 404 for a
 * path id that names nothing the caller may see, 400 and 422 for a body, 400 for a query, 429
 * for an upload (its content is checked in the worker pool, decision 0120), 500 always.
 */
export function refusalsOf(
  path: string,
  description: OperationDescription,
): Map<ApiErrorStatus, string> {
  const statuses = new Set<ApiErrorStatus>(description.errors ?? []);
  const ids = pathParameters(path);
  const scopes = description.scopes ?? [];
  if (!description.public) statuses.add(401);
  if (scopes.length > 0 || (!description.public && !description.anyCaller)) statuses.add(403);
  if (ids.length > 0) statuses.add(404);
  if (description.body || description.upload) statuses.add(400).add(422);
  if (description.query) statuses.add(400);
  if (description.upload) statuses.add(429);
  statuses.add(500);
  statuses.delete(405);

  const when = new Map<ApiErrorStatus, string>();
  for (const status of [...statuses].sort()) {
    const parts: string[] = [];
    if (status === 400) {
      if (description.upload) parts.push("The body is not multipart/form-data.");
      else if (description.body) parts.push("The body is not a JSON object (or cannot be stored).");
      if (description.query) parts.push("A query parameter is malformed; the message names it.");
    }
    if (status === 403) {
      parts.push(
        scopes.length > 0
          ? `The caller's grants lack ${scopes.map((scope) => `\`${scope}\``).join(" or ")} ` +
              "(read afresh on every call)."
          : description.anyCaller
            ? ""
            : "An API client's token: this call needs a person signed up to Veld (API clients " +
              "call the admin API with their scopes).",
      );
      if (description.errors?.includes(403)) {
        parts.push("Or the caller may not do this here; the message says why.");
      }
    }
    if (status === 404 && ids.length > 0) parts.push(notFoundById(ids));
    if (status === 429 && description.upload) {
      parts.push(
        "Veld is checking many files just now, or the caller's earlier checks still run: try " +
          "again in a moment.",
      );
    }
    const own = parts.filter(Boolean);
    when.set(status, own.length > 0 ? own.join(" ") : ERROR_WHEN[status]);
  }
  return when;
}

/** The envelope's error body under `description`; a HEAD answers the headers alone. */
function errorResponse(status: ApiErrorStatus, description: string, head = false): ResponseConfig {
  return {
    description,
    ...(status === 401
      ? {
          headers: {
            "WWW-Authenticate": {
              schema: { type: "string" },
              description: 'Bearer, or Bearer error="invalid_token" when a token was sent.',
            },
          },
        }
      : {}),
    ...(head ? {} : { content: { "application/json": { schema: apiErrorBodySchema } } }),
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
      description: "Not described in this document yet.",
      "x-veld-described": false,
      responses: {
        "2XX": {
          description: "Done; the envelope (or 204 with no body).",
          content: { "application/json": { schema: genericSuccessSchema } },
        },
        "4XX": errorResponse(400, "Refused; the message says why (docs/api.md 'Statuses')."),
        500: errorResponse(500, ERROR_WHEN[500]),
      },
    };
  }
  const status = description.status ?? 200;
  const success = successBodySchema(description);
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
        [...refusalsOf(path, description)].map(([refusal, when]) => [
          refusal,
          errorResponse(refusal, when),
        ]),
      ),
    },
  };
}

/**
 * The refusals of OPTIONS: the route's guard runs first for every method, so a refusal every
 * described method of the path gives (401, a scope's 403, an id's 404) is the guard's. A HEAD
 * answers GET's refusals, headers only.
 */
function guardRefusals(path: string, descriptions: readonly OperationDescription[]) {
  const each = descriptions.map((description) => refusalsOf(path, description));
  const when = new Map<ApiErrorStatus, string>();
  for (const status of [401, 403, 404] as const) {
    if (each.length > 0 && each.every((refusals) => refusals.has(status))) {
      when.set(
        status,
        status === 403
          ? "The caller may not call this path: the check its methods share (a scope, a person)."
          : status === 404 && pathParameters(path).length > 0
            ? notFoundById(pathParameters(path))
            : ERROR_WHEN[status],
      );
    }
  }
  return when.set(500, ERROR_WHEN[500]);
}

/** HEAD and OPTIONS, which apiRoute answers the same way on every route (docs/api.md). */
function conventionalOperations(path: string, described: RouteDescriptions<ApiMethod>) {
  const getDescription = described.GET;
  const request = requestOf(path, undefined);
  const security = securityOf(getDescription);
  const refusalsOfHead = getDescription
    ? refusalsOf(path, getDescription)
    : new Map<ApiErrorStatus, string>([[400, "Refused (docs/api.md 'Statuses')."]]);
  const head: RouteConfig = {
    method: "head",
    path,
    operationId: operationId("head", path),
    tags: [path.split("/")[1]!],
    summary: "GET's status and headers, without the body",
    security,
    request,
    "x-veld-described": true,
    responses: {
      "2XX": { description: "What GET answers, without the body." },
      ...Object.fromEntries(
        [...refusalsOfHead].map(([status, when]) => [status, errorResponse(status, when, true)]),
      ),
    },
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
      ...Object.fromEntries(
        [...guardRefusals(path, Object.values(described))].map(([status, when]) => [
          status,
          errorResponse(status, when),
        ]),
      ),
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

  const sorted = entries
    .map((entry) => ({ ...entry, path: apiPathOfRouteFile(entry.file) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  let undescribed = false;
  for (const { file, path, module } of sorted) {
    const facts = apiRouteFacts(module);
    if (!facts) throw new Error(`${file} is not built with apiRoute: it cannot be described.`);
    for (const method of facts.served) {
      undescribed ||= !facts.describe[method];
      registry.registerPath(operationOf(method, path, facts.describe[method]));
    }
    const { head, options } = conventionalOperations(path, facts.describe);
    // apiRoute: HEAD with GET, and always OPTIONS (allowedMethods).
    if (facts.served.includes("GET")) registry.registerPath(head);
    registry.registerPath(options);
  }

  // The generic success body is a component only while some operation uses it.
  if (undescribed) registry.register("ApiSuccess", genericSuccessSchema);

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Veld API",
      version: "2",
      description:
        "The JSON API of Veld for integrations and scripts: every call, what it takes, what " +
        "it answers and every refusal it can give. Every answer is the envelope (`{ ok: true, " +
        "data, metadata?, message? }`, or `ApiError` for a refusal), except this document " +
        "itself. Authentication, the envelope and the statuses are explained in the guide, " +
        "docs/api.md. Operations marked `x-veld-described: false` are served but not " +
        "described here yet.",
    },
    servers: [{ url: API_BASE }],
  });
  return withoutRepeatedAlternatives(document);
}

/**
 * The document with every `anyOf` that lists one schema twice (zod's `.nullable()` on a schema
 * that is already nullable gives `[string, null, null]`) listing it once, and one of a single
 * schema replaced by that schema: the same meaning, without the repetition linters flag.
 */
export function withoutRepeatedAlternatives<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutRepeatedAlternatives) as T;
  if (!node || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (key !== "anyOf" || !Array.isArray(value)) return [key, withoutRepeatedAlternatives(value)];
    const seen = new Set<string>();
    const unique = value.map(withoutRepeatedAlternatives).filter((schema) => {
      const text = JSON.stringify(schema);
      return seen.has(text) ? false : (seen.add(text), true);
    });
    return [key, unique];
  });
  const result = Object.fromEntries(entries) as Record<string, unknown>;
  const anyOf = result.anyOf as unknown[] | undefined;
  if (anyOf?.length === 1 && Object.keys(result).length === 1) {
    return anyOf[0] as T;
  }
  return result as T;
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

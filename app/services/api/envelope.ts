// The one shape of every /api/v2 answer (docs/api.md, decision 0055). Pure: web Responses only,
// no I/O, so the JSON shape modules of each domain can build refusals with it too.
//   success  { ok: true, data, metadata?, message? }   200, or 201 when something was created
//   empty    204 with no body                            spec §7 'A 204 response means empty'
//   error    { ok: false, message, errors? }            errors: { "<field>": "<message>" }
import { fieldErrorsOf, type FieldErrors } from "~/services/kit/field-errors";
import type { z, ZodType, ZodTypeDef } from "zod";
import { parseQuery, type QuerySchema } from "~/services/kit/query";
import { isRefusal } from "~/services/kit/refusal";
import { isStorableText, unstorableTextReason } from "~/shared/text";

/** spec §7: every call carries no-cache headers; so does every answer. */
export const NO_CACHE_HEADERS = {
  "Cache-Control": "no-store, no-cache, must-revalidate",
  Pragma: "no-cache",
} as const;

/** One message per field the request named, keyed as sent: 'email', 'herds[0].species'. */

export interface ApiSuccessBody<T> {
  ok: true;
  data: T;
  metadata?: Record<string, unknown>;
  message?: string;
}

export interface ApiErrorBody {
  ok: false;
  message: string;
  errors?: FieldErrors;
}

/** The statuses an /api/v2 refusal may carry (docs/api.md 'Statuses'). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 422 | 429 | 500 | 503;

function json(body: unknown, status: number, headers?: HeadersInit): Response {
  const all = new Headers(headers);
  all.set("Content-Type", "application/json; charset=utf-8");
  for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) all.set(name, value);
  return new Response(JSON.stringify(body), { status, headers: all });
}

interface SuccessExtras {
  /** A sentence for a person, where the spec names one ('Sign up complete!'). */
  message?: string;
  /** Paging of a list: { totalApplications, page, limit }. */
  metadata?: Record<string, unknown>;
  /** 200 unless said otherwise (202 for work queued for later). */
  status?: 200 | 202;
}

/** 200 `{ ok: true, data }`. */
export function apiOk<T>(data: T, extras: SuccessExtras = {}): Response {
  const body: ApiSuccessBody<T> = {
    ok: true,
    ...(extras.message === undefined ? {} : { message: extras.message }),
    data,
    ...(extras.metadata === undefined ? {} : { metadata: extras.metadata }),
  };
  return json(body, extras.status ?? 200);
}

/** 201 `{ ok: true, data }`: the record that was created. */
export function apiCreated<T>(data: T, extras: Omit<SuccessExtras, "status"> = {}): Response {
  const response = apiOk(data, extras);
  return new Response(response.body, { status: 201, headers: response.headers });
}

/** 204 with no body (spec §7 'A 204 response means empty'). */
export function apiNoContent(): Response {
  return new Response(null, { status: 204, headers: NO_CACHE_HEADERS });
}

/**
 * `{ ok: false, message, errors? }`. Returned or thrown from a handler; `errors` only when
 * particular fields are at fault.
 */
export function apiError(
  status: ApiErrorStatus,
  message: string,
  errors?: FieldErrors,
  headers?: HeadersInit,
): Response {
  const body: ApiErrorBody = {
    ok: false,
    message,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
  return json(body, status, headers);
}

/**
 * A refusal a domain service gave (a Refusal, services/kit/refusal.ts, or organisations'
 * outcomes) as the API's error: `errors` holds its fieldErrors, or its one field. A 400 that names
 * a field becomes a 422: by the time a service runs the body has been read, so the fault is a
 * value breaking a rule. `fieldName` renames the fields as the API names them.
 */
export function apiRefusal(
  refusal: {
    status: number;
    message: string;
    field?: string | undefined;
    fieldErrors?: FieldErrors | undefined;
  },
  fieldName: (field: string) => string = (field) => field,
): Response {
  const status = refusal.status === 400 && refusal.field ? 422 : refusal.status;
  const errors =
    refusal.fieldErrors ?? (refusal.field ? { [refusal.field]: refusal.message } : undefined);
  return apiError(
    status as ApiErrorStatus,
    refusal.message,
    errors &&
      Object.fromEntries(Object.entries(errors).map(([field, text]) => [fieldName(field), text])),
  );
}

/** The one API mapper: a Refusal thrown as the API's error answer; anything else rethrown. */
export function apiRefused(error: unknown): never {
  if (isRefusal(error)) throw apiRefusal(error);
  throw error;
}

export const NOT_AN_OBJECT = "The request body must be a JSON object.";
const FORM_BODY =
  "The request body must be JSON: send it with the header Content-Type: application/json.";

/**
 * The request's body as a JSON object. Anything that cannot be read as one (a form body, text
 * that is not JSON, an array, nothing at all) is a 400: the request itself is at fault, not a
 * value in it (that would be a 422). `optional`: a call that needs no values (POST
 * …/rejectionEmails) takes an empty body as `{}`, but still refuses one it cannot read.
 */
export async function readJsonObject(
  request: Request,
  options: { optional?: boolean } = {},
): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/")) {
    throw apiError(400, FORM_BODY);
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw apiError(400, NOT_AN_OBJECT);
  }
  if (options.optional && text.trim() === "") return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, NOT_AN_OBJECT);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw apiError(400, NOT_AN_OBJECT);
  const refusal = unacceptableJson(body);
  if (refusal) throw apiError(400, refusal);
  return body as Record<string, unknown>;
}

/**
 * The request's JSON object (readJsonObject) read through `schema`: a value that breaks a rule is
 * a 422 led by the first field's message, with one message per field (`fallback` leads when no
 * field is named).
 */
export async function readJsonBody<T>(
  request: Request,
  schema: ZodType<T, ZodTypeDef, unknown>,
  options: { optional?: boolean; fallback?: string } = {},
): Promise<T> {
  const parsed = schema.safeParse(await readJsonObject(request, { optional: options.optional }));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    const message = Object.values(errors)[0] ?? options.fallback ?? "The request is not valid.";
    throw apiError(422, message, errors);
  }
  return parsed.data;
}

/**
 * The body's values checked by `schema`, or a 422 with an error per field (spec §7
 * 'data.errors'; an unknown field is named too). The body was read already: a value at fault.
 */
export function parseBody<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  body: Record<string, unknown>,
): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw apiError(422, "Some fields are missing or not valid.", fieldErrorsOf(result.error.issues));
}

/** Keys that reach an object's prototype when copied with Object.assign or a merge. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed JSON body is refused, or null: text PostgreSQL cannot store (app/shared/text.ts)
 * in any key or string, a key that reaches a prototype, or nesting deeper than any call needs.
 */
function unacceptableJson(value: unknown, path = "", depth = 0): string | null {
  if (depth > MAX_JSON_DEPTH) return "The request body is nested too deeply.";
  const where = path ? ` (at ${path})` : "";
  if (typeof value === "string") {
    const reason = unstorableTextReason(value);
    return reason ? `A value${where} cannot be stored. ${reason}` : null;
  }
  if (!value || typeof value !== "object") return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, inner] of entries) {
    if (!Array.isArray(value)) {
      if (!isStorableText(key)) return `A field name${where} cannot be stored.`;
      if (PROTOTYPE_KEYS.has(key)) return `The field name '${key}'${where} is not allowed.`;
    }
    const refusal = unacceptableJson(inner, path ? `${path}.${key}` : key, depth + 1);
    if (refusal) return refusal;
  }
  return null;
}

/** A request that must be multipart/form-data (uploads); anything else is a 400 saying so. */
export function requireMultipart(request: Request, what: string): void {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) {
    throw apiError(400, `Send ${what} as multipart/form-data.`);
  }
}

/**
 * An /api/v2 route's query string read through its schema (services/kit/query.ts); a value that
 * breaks a rule is a 400 in the envelope naming the parameter.
 */
export function readQuery<Shape extends z.ZodRawShape>(
  request: Request,
  schema: QuerySchema<Shape>,
): z.infer<QuerySchema<Shape>> {
  const result = parseQuery(new URL(request.url).searchParams, schema);
  if (typeof result === "string") throw apiError(400, result);
  return result;
}

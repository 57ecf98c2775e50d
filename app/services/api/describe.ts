// What an /api/v2 route says about itself for the OpenAPI document (issue 19, decision 0111):
// per method, the same zod schemas its handler parses with and answers with. Kept beside the
// handler in the route module (`apiRoute({ guard, GET, describe: { GET: … } })`) so a change to
// a call and to its description are one edit. Pure: no generator here, so a route module pays
// nothing for being described; app/services/api/openapi.server.ts reads these.
import type { ZodTypeAny } from "zod";
import type { AdminScope } from "~/shared/scopes";
import type { ApiErrorStatus } from "./envelope";

export interface OperationDescription {
  summary: string;
  /** Longer prose: the rules behind the call, its limits and what its values mean. */
  description?: string;
  /** The query string's parameters, as a zod object (each a string, as URLs carry them). */
  query?: ZodTypeAny;
  /** A JSON request body: the schema the handler parses with, or one derived from it. */
  body?: ZodTypeAny;
  /**
   * The body is multipart/form-data (an upload) rather than JSON: `body` then describes its text
   * parts, and the parts named in `files` carry files (several under one name where `many`).
   */
  upload?: { files: readonly string[]; many?: boolean };
  /** The envelope's `data`; null for a 204 with no body, or for a download. */
  response: ZodTypeAny | null;
  /**
   * The answer is a file's bytes (spec §7 'File download': a blob saved under the file name),
   * not the envelope: the media types it can have, `Content-Disposition` naming the file.
   */
  download?: { mediaTypes: readonly string[] };
  /** The envelope's `metadata`, for the calls that send one (paging, the season read). */
  metadata?: ZodTypeAny;
  /**
   * Whether the success carries a `message` (spec §7 names sentences for some calls); "sometimes"
   * where only some outcomes say one.
   */
  message?: boolean | "sometimes";
  /** 200 unless the call answers 201 (created), 202 (queued) or 204 (nothing to answer). */
  status?: 200 | 201 | 202 | 204;
  /**
   * Other success statuses the same answer comes with: a registration that already existed (200
   * beside 201's new one), a link already needless (200 beside 202's queued one).
   */
  alsoStatus?: readonly (200 | 201 | 202)[];
  /**
   * Refusals beyond the ones the description's facts imply (openapi.server.ts `refusalsOf`: 401
   * without a token, 403 without the scopes or for an API client, 404 for a path's id, 400 and
   * 422 for a body, 429 for an upload, 500); docs/api.md 'Statuses'.
   */
  errors?: readonly ApiErrorStatus[];
  /** spec §6 admin scopes the guard asks for, where it asks for one. */
  scopes?: readonly AdminScope[];
  /** No token needed (the document itself). */
  public?: boolean;
  /**
   * Any valid token will do, an API client's too (decision 0112). Without it, a call with no
   * `scopes` needs a person signed up to Veld, and an API client's token is a 403.
   */
  anyCaller?: boolean;
  /**
   * The answer is not the envelope (the OpenAPI document is read by tools that expect the
   * document at the top level); `response` is then the whole body.
   */
  bare?: boolean;
}

/** A route's descriptions, by the method they describe. */
export type RouteDescriptions<Method extends string> = Partial<
  Record<Method, OperationDescription>
>;

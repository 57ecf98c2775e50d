// One /api/v2 route = one guard and a handler per HTTP method it serves. A route module is
//   const api = apiRoute({ guard, GET, PUT, … });
//   export const loader = api.loader;
//   export const action = api.action;
// (each exported by name: Remix's build strips server code from a route only for `export const
// loader = …`, not for a destructured `export const { loader, action }`), so loaders and actions
// go through the same steps (docs/api.md):
//   1. the guard: who may call this route at all (401, 403, 404 for another organisation). It runs
//      first for every method, so nobody learns what a route serves without the right to call it;
//   2. OPTIONS: 204 with `Allow`; a method the route does not serve: 405 with `Allow`;
//   3. a path parameter named `id` or `…Id` that is not a UUID: 404, before any body is read;
//   4. the handler; HEAD runs GET's and sends its status and headers without the body.
// A Response thrown anywhere is the answer; a Refusal (services/kit/refusal.ts) is answered by
// apiRefusal; anything else thrown is logged and answered 500 in the envelope (Remix would
// answer it in plain text).
// `describe` (optional, per method) is what the OpenAPI document says of the call (decision 0111);
// it changes nothing of how the route answers.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { logger } from "~/logger.server";
import { isUuid } from "~/shared/ids";
import type { RouteDescriptions } from "./describe";
import { isRefusal } from "~/services/kit/refusal";
import { apiError, apiRefusal, NO_CACHE_HEADERS } from "./envelope";

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export interface ApiArgs {
  request: Request;
  params: Partial<Record<string, string>>;
  context: AppLoadContext;
}

export type ApiHandler<Caller> = (args: ApiArgs & { caller: Caller }) => Promise<Response>;

export type ApiRouteSpec<Caller> = {
  /** Who may call the route; throws the refusal (requireApiUser, requireApiPermission, …). */
  guard: (args: ApiArgs) => Promise<Caller>;
  describe?: RouteDescriptions<ApiMethod>;
} & Partial<Record<ApiMethod, ApiHandler<Caller>>>;

/** What the OpenAPI generator learns of a route module from its loader (see apiRouteFacts). */
export interface ApiRouteFacts {
  /** The methods with a handler, in API_METHODS order (HEAD and OPTIONS are implied). */
  served: ApiMethod[];
  describe: RouteDescriptions<ApiMethod>;
}

// Keyed by the loader a route module exports, so the generator finds a route's facts from the
// module alone and no route module needs a second export to be listed (decision 0111).
const factsByLoader = new WeakMap<object, ApiRouteFacts>();

/** The facts of a route module built with apiRoute, or null for anything else. */
export function apiRouteFacts(module: { loader?: unknown }): ApiRouteFacts | null {
  const loader = module.loader;
  return typeof loader === "function" ? (factsByLoader.get(loader) ?? null) : null;
}

/** What the route serves, as the `Allow` header says it: HEAD with GET, and always OPTIONS. */
export function allowedMethods(spec: Partial<Record<ApiMethod, unknown>>): string[] {
  const served = API_METHODS.filter((method) => spec[method]);
  return [...served.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])), "OPTIONS"];
}

/** spec §3: records are named by UUIDs; a path parameter `id` or `…Id` holds one. */
function malformedId(params: ApiArgs["params"]): boolean {
  return Object.entries(params).some(
    ([name, value]) => (name === "id" || name.endsWith("Id")) && !isUuid(value),
  );
}

export function apiRoute<Caller>(spec: ApiRouteSpec<Caller>) {
  const allow = allowedMethods(spec).join(", ");
  const served = API_METHODS.filter((method) => spec[method]);
  for (const method of Object.keys(spec.describe ?? {})) {
    // A description of a method the route does not serve would put a call in the document that
    // answers 405: refused when the module loads, so no test run can miss it.
    if (!served.includes(method as ApiMethod)) {
      throw new Error(`apiRoute: 'describe' names ${method}, which the route does not serve.`);
    }
  }
  const use =
    served.length === 1 ? served[0] : `${served.slice(0, -1).join(", ")} or ${served.at(-1)}`;

  async function answer(args: ApiArgs, method: string): Promise<Response> {
    try {
      const caller = await spec.guard(args);
      if (method === "OPTIONS") {
        return new Response(null, { status: 204, headers: { ...NO_CACHE_HEADERS, Allow: allow } });
      }
      const handler = spec[(method === "HEAD" ? "GET" : method) as ApiMethod];
      if (!handler) {
        return apiError(405, `${method} is not served here. Use ${use}.`, undefined, {
          Allow: allow,
        });
      }
      if (malformedId(args.params)) return apiError(404, "Nothing was found with that id.");
      return await handler({ ...args, caller });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      if (isRefusal(thrown)) return apiRefusal(thrown);
      logger().error(
        { err: thrown, requestId: args.context.requestId, url: args.request.url },
        "unhandled error in an /api/v2 route",
      );
      return apiError(500, "Something went wrong on our side. Please try again later.");
    }
  }

  async function dispatch(args: ApiArgs): Promise<Response> {
    const method = args.request.method.toUpperCase();
    const response = await answer(args, method);
    // HEAD: GET's status and headers, refusals included, without the body.
    return method === "HEAD"
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  }

  const loader = (args: LoaderFunctionArgs) => dispatch(args);
  factsByLoader.set(loader, { served, describe: spec.describe ?? {} });
  return {
    loader,
    action: (args: ActionFunctionArgs) => dispatch(args),
  };
}

// The OpenAPI document of this build (decision 0111): every /api/v2 route module in app/routes,
// found by Vite's import.meta.glob, given to the generator in app/services/api/openapi.server.ts.
// It lives here, beside app/routes.ts, because two routes need it (/api/v2/openapi.json and the
// page /docs/api), a route never imports another route, and services never import routes.
// The glob is lazy: /api/v2/openapi.json is one of the modules it lists, so an eager one would
// import that module into itself.
import {
  buildOpenApiDocument,
  type ApiRouteModuleEntry,
  type OpenApiDocument,
} from "~/services/api/openapi.server";

// api.v2.$.ts answers every path that is no call (a 404 in the envelope): not a call itself.
const routeModules = import.meta.glob<{ loader?: unknown }>([
  "/app/routes/api.v2.*.ts",
  "!/app/routes/api.v2.$.ts",
]);

let built: Promise<OpenApiDocument> | undefined;

/** The document, made once per process: the routes of a build do not change while it runs. */
export function apiDocument(): Promise<OpenApiDocument> {
  built ??= Promise.all(
    Object.entries(routeModules).map(async ([file, load]): Promise<ApiRouteModuleEntry> => ({
      file,
      module: await load(),
    })),
  )
    .then(buildOpenApiDocument)
    .catch((error: unknown) => {
      // A failed build is not kept: the next request tries again and logs its own error.
      built = undefined;
      throw error;
    });
  return built;
}

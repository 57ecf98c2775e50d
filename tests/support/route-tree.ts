// The route tree of Veld as a list, for the suites that walk every route (the route inventory,
// the bad-input suite): each route with a URL that reaches it, its params and its module.
import path from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import * as rootModule from "~/root";

// flatRoutes() (in app/routes.ts) reads the app directory that the Remix Vite plugin sets.
(globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = path.resolve("app");
const routeConfig: RouteConfigEntry[] = await (await import("~/routes")).default;

export type DataFunction = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; requestId: string };
}) => unknown;
export interface RouteModule {
  loader?: DataFunction;
  action?: DataFunction;
}

const routeModules = import.meta.glob<RouteModule>(
  ["/app/routes/**/*.{ts,tsx}", "!/app/routes/**/*.test.{ts,tsx}"],
  { eager: true },
);

export interface RouteNode {
  id: string;
  file: string;
  url: string;
  params: Record<string, string>;
  module: RouteModule;
  /** Outermost first, starting with root. */
  ancestors: RouteNode[];
}

export const TEST_USER_ID = "00000000-0000-4000-8000-000000000001";

function moduleOf(file: string): RouteModule {
  const routeModule = routeModules[`/app/${file.split(path.sep).join("/")}`];
  if (!routeModule) throw new Error(`No route module found for ${file}`);
  return routeModule;
}

/** The route tree as a list, each route with a URL that reaches it and its ancestors. */
function flatten(): RouteNode[] {
  const root: RouteNode = {
    id: "root",
    file: "root.tsx",
    url: "/",
    params: {},
    module: rootModule as RouteModule,
    ancestors: [],
  };
  const nodes: RouteNode[] = [root];
  const walk = (entries: RouteConfigEntry[], parent: RouteNode, segments: string[]) => {
    for (const entry of entries) {
      const own = (entry.path ?? "").split("/").filter(Boolean);
      const params = { ...parent.params };
      const concrete = own.map((segment) => {
        if (segment === "*") return (params["*"] = "not-a-real-page");
        if (segment.startsWith(":")) {
          const name = segment.slice(1).replace(/\?$/, "");
          return (params[name] = `test-${name}`);
        }
        return segment.replace(/\?$/, "");
      });
      const all = [...segments, ...concrete];
      const id = entry.id ?? entry.file;
      // The /profile pages mounted under /admin/userView need the person's id (app/routes.ts).
      const search = all.join("/").toLowerCase().startsWith("admin/userview")
        ? `?userId=${TEST_USER_ID}`
        : "";
      const node: RouteNode = {
        id,
        file: entry.file,
        url: `/${all.join("/")}${search}`,
        params,
        module: moduleOf(entry.file),
        ancestors: [...parent.ancestors, parent],
      };
      nodes.push(node);
      if (entry.children) walk(entry.children, node, all);
    }
  };
  walk(routeConfig, root, []);
  return nodes;
}

/** Every route, root first. */
export const routeNodes = flatten();

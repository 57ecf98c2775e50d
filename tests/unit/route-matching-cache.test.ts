// The route-matching backport in patches/ (issue 19; docs/decisions/0105): React Router 7's
// cached branches, applied to Remix v2's @remix-run/router, react-router-dom and @remix-run/react.
// If `npm ci` stopped applying the patches (patch-package in postinstall), these tests fail.
import fs from "node:fs";
import path from "node:path";
import {
  createRouter,
  createMemoryHistory,
  matchRoutes,
  type AgnosticRouteObject,
} from "@remix-run/router";
import fc from "fast-check";
import { createStaticHandler } from "@remix-run/router";
import { createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

/** A routes array that counts how often the router walks it (flattenRoutes uses forEach). */
function counted(routes: AgnosticRouteObject[]) {
  const walks = { count: 0 };
  const proxy = new Proxy(routes, {
    get(target, property, receiver) {
      if (property === "forEach") walks.count++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { routes: proxy, walks };
}

const tree = (): AgnosticRouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "jobs", path: "jobs" },
      { id: "job", path: "jobs/:jobId" },
      {
        id: "profile",
        path: "profile",
        children: [
          { id: "profile-home", path: "home" },
          { id: "field", path: "fields/:fieldId?" },
        ],
      },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((match) => [match.route.id, match.params]) ?? null;

describe("matchRoutes with cached branches", () => {
  it("walks a routes array once, however often it matches against it", () => {
    const { routes, walks } = counted(tree());
    for (const pathname of ["/jobs", "/jobs/42", "/profile/home", "/nowhere", "/"]) {
      matchRoutes(routes, pathname);
    }
    expect(walks.count).toBe(1);
  });

  it("matches exactly as a freshly flattened copy of the same routes does", () => {
    const segment = fc.constantFrom("jobs", "42", "profile", "home", "fields", "x", "");
    const cached = tree();
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const pathname = `/${segments.join("/")}`;
        // A new array each time is a cache miss: the router's own uncached answer.
        expect(ids(matchRoutes(cached, pathname))).toEqual(ids(matchRoutes(tree(), pathname)));
      }),
    );
  });

  it("matches as the unpatched router does, on any route tree and any path (property)", () => {
    const segment = fc.constantFrom("a", "b", "Jobs", ":id", ":opt?", "b?", "x.y");
    const path = fc.oneof(
      fc.constant(undefined),
      fc.constant("*"),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("/")),
    );
    let next = 0;
    const { routes } = fc.letrec<{ routes: AgnosticRouteObject[]; route: AgnosticRouteObject }>(
      (tie) => ({
        routes: fc.array(tie("route"), { maxLength: 4 }),
        route: fc.oneof(
          { depthSize: "small", withCrossShrink: true },
          fc.record({ index: fc.constant(true as const) }),
          fc.record({
            path,
            caseSensitive: fc.boolean(),
            children: tie("routes") as fc.Arbitrary<AgnosticRouteObject[]>,
          }),
        ),
      }),
    );
    const withIds = (list: AgnosticRouteObject[]): AgnosticRouteObject[] =>
      list.map((route) => ({
        ...route,
        id: `r${next++}`,
        ...(route.children ? { children: withIds(route.children) } : {}),
      })) as AgnosticRouteObject[];
    const pathname = fc
      .array(fc.constantFrom("a", "b", "jobs", "JOBS", "42", "x.y", "", "%2F"), { maxLength: 5 })
      .map((parts) => `/${parts.join("/")}`);
    const global = globalThis as { __veldRouterBackport?: boolean };
    fc.assert(
      fc.property(routes, fc.array(pathname, { minLength: 1, maxLength: 8 }), (tree, paths) => {
        const routeTree = withIds(tree);
        for (const pathname of paths) {
          const patched = matchRoutes(routeTree, pathname);
          global.__veldRouterBackport = false;
          try {
            expect(patched).toEqual(matchRoutes(routeTree, pathname));
          } finally {
            delete global.__veldRouterBackport;
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("sees routes patched in by lazy route discovery", () => {
    const router = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }],
      history: createMemoryHistory(),
    });
    expect(matchRoutes(router.routes, "/b")).toBeNull();
    router.patchRoutes("root", [{ id: "b", path: "b" }]);
    expect(ids(matchRoutes(router.routes, "/b"))).toEqual([
      ["root", {}],
      ["b", {}],
    ]);
    router.dispose();
  });
});

describe("createStaticRouter", () => {
  it("converts one routes array to data routes once, so rendering reuses the cached branches", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "jobs", path: "jobs" }] }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://veld.test/jobs"));
    if (context instanceof Response) throw new Error("expected a context");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "jobs"]);
  });
});

describe("the patches", () => {
  it("are applied to the server and browser builds of each package", () => {
    const patched = [
      "node_modules/@remix-run/router/dist/router.cjs.js",
      "node_modules/@remix-run/router/dist/router.js",
      "node_modules/react-router-dom/server.js",
      "node_modules/react-router-dom/server.mjs",
      "node_modules/@remix-run/react/dist/server.js",
      "node_modules/@remix-run/react/dist/esm/server.js",
    ];
    for (const file of patched) {
      expect(fs.readFileSync(path.resolve(file), "utf8"), file).toContain("veld-backport");
    }
  });
});

// The metrics' route label (decision 0106): the pattern Remix itself would pick, on every route of
// Veld, without the cost of matching the whole tree from scratch on each request.
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { routeLabeller, routePatternMatcher } from "./route-label.server";

// flatRoutes() (in app/routes.ts) reads the app directory that the Remix Vite plugin sets.
(globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = path.resolve("app");
const routeConfig: RouteConfigEntry[] = await (await import("~/routes")).default;

type Manifest = ServerBuild["routes"];
type RouteTree = { id: string; path?: string; index?: boolean; children?: RouteTree }[];
// Matching reads only ids and paths.
const NO_MODULE = {} as NonNullable<Manifest[string]>["module"];

/** Veld's routes as the server build lists them: root, then every route under its parent. */
function manifestOf(entries: RouteConfigEntry[]): Manifest {
  const manifest: Manifest = { root: { id: "root", path: "", module: NO_MODULE } };
  const add = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file;
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: NO_MODULE,
      };
      if (entry.children) add(entry.children, id);
    }
  };
  add(entries, "root");
  return manifest;
}

/** The same routes as the tree @remix-run/router matches against (Remix's createRoutes). */
function treeOf(manifest: Manifest, parentId?: string): RouteTree {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      children: route!.index ? undefined : treeOf(manifest, route!.id),
    }));
}

const manifest = manifestOf(routeConfig);
const tree = treeOf(manifest);

/** The pattern of the deepest route Remix matches, as the label should read. */
function remixPattern(pathname: string): string | null {
  const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname);
  if (!matches) return null;
  return `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`.replace(/\/+/g, "/");
}

/** A URL for every route, and variants that route differently or not at all. */
function sampleUrls(): string[] {
  const urls = new Set(["/", "/nothing-here", "/admin/nothing-here/at-all", "/profile/x/y/z"]);
  for (const route of Object.values(manifest)) {
    const segments: string[] = [];
    for (
      let at: Manifest[string] | undefined = route;
      at;
      at = at.parentId ? manifest[at.parentId] : undefined
    ) {
      if (at.path) segments.unshift(at.path);
    }
    const url = `/${segments.join("/")}`
      .replace(/:[\w-]+\??/g, "4f9c2a1e-0000-4000-8000-000000000001")
      .replace(/\*/g, "deep/er");
    for (const variant of [url, `${url}/`, url.toUpperCase(), `${url}/more`, `${url}/a/b/c`]) {
      urls.add(variant);
    }
  }
  return [...urls];
}

describe("the route pattern of a path", () => {
  it("is the one Remix's router picks, for every route of Veld and its near misses", () => {
    const match = routePatternMatcher(manifest);
    const urls = sampleUrls();
    expect(urls.length).toBeGreaterThan(500);
    const disagreements = urls
      .map((url) => ({ url, remix: remixPattern(url), label: match(url) }))
      .filter(({ remix, label }) => remix !== label);
    expect(disagreements).toEqual([]);
  });

  it("never holds the ids of the URL", () => {
    const match = routePatternMatcher(manifest);
    expect(match("/admin/events/4f9c2a1e-0000-4000-8000-000000000001")).toBe(
      "/admin/events/:eventId",
    );
    expect(match("/profile/home")).toBe("/profile/home");
    expect(match("/")).toBe("/");
    expect(match("/api/v2/anything/else")).toBe("/api/v2/*");
    expect(match("/no-such-page")).toBeNull();
  });
});

describe("the label of a request", () => {
  const build = { routes: manifest } as ServerBuild;
  const label = routeLabeller(build, {
    ownPaths: ["/healthz", "/metrics"],
    identityProviderPath: "/oidc",
  });

  it.each([
    ["/jobs/4f9c2a1e-0000-4000-8000-000000000001", "/jobs/:jobId"],
    // single fetch asks for a page's data at the page's URL with '.data'; '/' is '/_root.data'
    ["/jobs/4f9c2a1e-0000-4000-8000-000000000001.data", "/jobs/:jobId.data"],
    ["/_root.data", "/_root.data"],
    ["/__manifest", "/__manifest"],
    ["/healthz", "/healthz"],
    ["/metrics", "/metrics"],
    ["/oidc/interaction/Xk2hQ9", "/oidc/*"],
    ["/oidc", "/oidc/*"],
    ["/assets/root-B4x9.js", "static"],
    ["/favicon.svg", "static"],
    ["/wp-login.php", "static"],
    ["/no-such-page", "unmatched"],
    ["/no/such/page", "unmatched"],
  ])("%s is labelled %s", async (pathname, expected) => {
    expect(await label(pathname)).toBe(expected);
  });

  it("asks a development build (a function) for its routes on each request", async () => {
    let calls = 0;
    const dev = routeLabeller(async () => {
      calls += 1;
      return build;
    });
    expect(await dev("/profile/home")).toBe("/profile/home");
    expect(await dev("/profile/home")).toBe("/profile/home");
    expect(calls).toBe(2);
  });
});

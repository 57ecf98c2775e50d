// The route a request reached, as a metrics label: the matched Remix route's path pattern
// ('/admin/journey/companies/:companyId'), never the URL, whose ids would make a label value per
// record (decision 0106).
//
// Matching is the router's own (matchRoutes), against a route tree made once per build: with
// the route-matching backport in patches/ (decision 0105) the router flattens and ranks a tree
// once, so a label costs one walk over precompiled expressions.
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

type RouteManifest = Pick<ServerBuild, "routes">["routes"];
type ManifestRoute = RouteManifest[string];
type RouteTree = Parameters<typeof matchRoutes>[0];

/** What a request is labelled with when it did not reach a route of Veld's. */
export const UNMATCHED = "unmatched";
export const STATIC = "static";

/** The build's routes as the nested tree Remix's createRoutes makes: siblings in manifest order. */
function routeTree(manifest: RouteManifest): RouteTree {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push(route);
    byParent.set(route.parentId ?? "", siblings);
  }
  const childrenOf = (parentId: string): RouteTree =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = route.index ? [] : childrenOf(route.id);
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        ...(children.length ? { children } : {}),
      } as RouteTree[number];
    });
  return childrenOf("");
}

/** The pattern of the route Remix would pick for `pathname`, or null when none matches. */
export function routePatternMatcher(manifest: RouteManifest): (pathname: string) => string | null {
  const tree = routeTree(manifest);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return null;
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${pattern}`.replace(/\/+/g, "/");
  };
}

export interface RouteLabelOptions {
  /** Paths Express answers itself ('/healthz'): each its own label. */
  ownPaths?: readonly string[];
  /** Where the embedded identity provider is mounted, when it is: one label for all of it. */
  identityProviderPath?: string;
}

/**
 * The label of a request's path: a route pattern (with '.data' for single fetch's data requests),
 * one of Express's own paths, 'static' for files, 'unmatched' for the rest. A development build
 * (a function, Vite's) is asked for on each call, and its matcher rebuilt when the routes change.
 */
export function routeLabeller(
  build: ServerBuild | (() => Promise<ServerBuild>),
  options: RouteLabelOptions = {},
): (pathname: string) => Promise<string> {
  const matchers = new WeakMap<RouteManifest, (pathname: string) => string | null>();
  const matcherOf = (current: ServerBuild) => {
    let matcher = matchers.get(current.routes);
    if (!matcher) {
      matcher = routePatternMatcher(current.routes);
      matchers.set(current.routes, matcher);
    }
    return matcher;
  };
  const ownPaths = new Set(options.ownPaths ?? []);
  const idp = options.identityProviderPath;

  const label = (match: (pathname: string) => string | null, pathname: string) => {
    if (ownPaths.has(pathname)) return pathname;
    if (idp && (pathname === idp || pathname.startsWith(`${idp}/`))) return `${idp}/*`;
    // Remix's own endpoints: lazy route discovery and single fetch (server-runtime's server.js).
    if (pathname === "/__manifest") return pathname;
    if (pathname.endsWith(".data")) {
      const page = pathname.slice(0, -".data".length);
      const pattern = match(page === "/_root" ? "/" : page);
      if (pattern) return `${pattern === "/" ? "/_root" : pattern}.data`;
    }
    const pattern = match(pathname);
    if (pattern) return pattern;
    const last = pathname.slice(pathname.lastIndexOf("/") + 1);
    if (pathname.startsWith("/assets/") || last.includes(".")) return STATIC;
    return UNMATCHED;
  };

  if (typeof build !== "function") {
    const match = matcherOf(build);
    return (pathname) => Promise.resolve(label(match, pathname));
  }
  return async (pathname) => label(matcherOf(await build()), pathname);
}

import type { RouteConfig, RouteConfigEntry } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// File-system routes (app/routes), nested exactly like the spec's URLs (spec §2).
//
// One addition: /admin/userView "has the same nested pages as /profile" (spec §2). Rather than
// a second copy of every /profile route file, the /profile pages are mounted a second time
// under routes/admin.userView, with ids of their own (docs/decisions/0006). So a /profile
// route module's loader also runs for staff at /admin/userView/…?userId=…, and must work out
// whose pages to show from the URL, never just from the session.
const USER_VIEW_ID = "routes/admin.userView";
const PROFILE_ID = "routes/profile";
/** The ids of the mounted copies: `userView/routes/profile.home` for `routes/profile.home`. */
export const USER_VIEW_PREFIX = "userView/";

function findRoute(entries: RouteConfigEntry[], id: string): RouteConfigEntry | undefined {
  for (const entry of entries) {
    if (entry.id === id) return entry;
    const found = entry.children ? findRoute(entry.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

function mountedCopy(entry: RouteConfigEntry): RouteConfigEntry {
  return {
    ...entry,
    id: `${USER_VIEW_PREFIX}${entry.id}`,
    children: entry.children?.map(mountedCopy),
  };
}

async function routes(): Promise<RouteConfigEntry[]> {
  const entries = await flatRoutes();
  const profile = findRoute(entries, PROFILE_ID);
  const userView = findRoute(entries, USER_VIEW_ID);
  if (!profile || !userView)
    throw new Error(`app/routes.ts: ${PROFILE_ID} or ${USER_VIEW_ID} is missing.`);
  // /profile's own index only redirects to /profile/home; /admin/userView has an index of its
  // own. (profile.journey._index is an index route too, but with the path "journey": kept.)
  const isOwnIndex = (child: RouteConfigEntry) => child.index && !child.path;
  const pages = (profile.children ?? []).filter((child) => !isOwnIndex(child)).map(mountedCopy);
  userView.children = [...(userView.children ?? []), ...pages];
  return entries;
}

export default routes() satisfies RouteConfig;

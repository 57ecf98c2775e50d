// Guards called at the top of every loader and action that needs them (docs/architecture.md
// 'A request', step 1).
import { redirect } from "@remix-run/node";
import { getViewer, type Viewer } from "./session.server";
import { type AdminScope } from "~/shared/scopes";

export const NO_PERMISSION_MESSAGE = "You do not have permission to view this page.";

/** Where sign-in starts, remembering the page the person asked for. */
export function loginUrl(request: Request) {
  const url = new URL(request.url);
  const returnTo = url.pathname + url.search;
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The signed-in person; anyone else is sent to sign in and brought back afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(loginUrl(request));
  return viewer;
}

/** The signed-in person holding `scope`; others get a 403 page saying they lack permission. */
export async function requirePermission(request: Request, scope: AdminScope): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.permissions.includes(scope)) {
    throw new Response(NO_PERMISSION_MESSAGE, { status: 403, statusText: "Forbidden" });
  }
  return viewer;
}

export { getViewer };
export type { Viewer };

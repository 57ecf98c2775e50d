// The view of /admin/userAccess (issue 18; decision 0096): the people with access, the recent
// changes, whether the viewer may change them, and the revoke dialog the URL names. The route
// guards, reads the query string and the posts.
import type { Viewer } from "~/services/auth/session.server";
import type { AdminScope } from "~/shared/scopes";
import { listAccessChanges, listAccessPeople, providerKind } from "./access.server";
import { canChangeAccess } from "./rules";

/** The revoke dialog the URL asks for (?dialog=revoke&person=<userId>&scope=<scope>). */
export interface RevokeAsked {
  person?: string | null;
  scope?: AdminScope | null;
}

/**
 * /admin/userAccess: everybody with admin scopes and the last 30 changes; the revoke dialog only
 * for a viewer who may change access and a scope the person holds in Veld (not from the provider).
 */
export async function loadUserAccessView(asked: RevokeAsked, viewer: Viewer) {
  const [people, changes] = await Promise.all([listAccessPeople(), listAccessChanges(30)]);
  const canChange = canChangeAccess(viewer.permissions);
  const person = asked.person ? people.find((p) => p.userId === asked.person) : undefined;
  const held = person?.scopes.find((s) => s.scope === asked.scope && s.source === "veld");
  const revoke =
    canChange && person && held
      ? { userId: person.userId, name: person.name, email: person.email, scope: held.scope }
      : null;
  return {
    people,
    changes,
    canChange,
    provider: providerKind(),
    viewerUserId: viewer.user?.id ?? null,
    revoke,
  };
}

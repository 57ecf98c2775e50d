// The signed-in person's public bits: what the root loader sends to the browser. Nothing else
// (no e-mail unless it is the only name, no tokens, no ids) leaves the server this way.
import type { PermissionFlags } from "~/services/auth/permissions";

export interface PublicViewer {
  displayName: string;
  flags: PermissionFlags;
}

interface ViewerNames {
  email: string;
  displayName: string | null;
  user: { name: string | null; surname: string | null } | null;
}

/** The profile's name and surname, else the identity provider's display name, else the e-mail. */
export function displayNameOf(viewer: ViewerNames): string {
  const fullName = [viewer.user?.name, viewer.user?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || viewer.displayName?.trim() || viewer.email;
}

// spec §6 'Permission flags read from the access token'.
import { ADMIN_SCOPES, isAdminScope, type AdminScope } from "~/shared/scopes";

export interface PermissionFlags {
  /** READ_ADMIN */
  isAdmin: boolean;
  /** WRITE_CONSTS */
  writeConsts: boolean;
  /** WRITE_APPLICATIONS: the job applications page */
  writeApplications: boolean;
  /** SIGNOFF */
  canSignoff: boolean;
  /** ROLES */
  editRoles: boolean;
  /** WRITE_ADMIN */
  writeAdmin: boolean;
  /** UPDATE_ADMIN: the spec names no scope of its own for it; see docs/decisions. */
  updateAdmin: boolean;
}

/** Merges the access token's permissions with the grants stored in Veld, keeping known scopes only. */
export function mergePermissions(...lists: ReadonlyArray<readonly string[]>): AdminScope[] {
  const merged = new Set<AdminScope>();
  for (const list of lists) for (const scope of list) if (isAdminScope(scope)) merged.add(scope);
  return ADMIN_SCOPES.filter((scope) => merged.has(scope));
}

export function permissionFlags(scopes: readonly string[]): PermissionFlags {
  const has = (scope: AdminScope) => scopes.includes(scope);
  return {
    isAdmin: has("read:admin"),
    writeConsts: has("write:consts"),
    writeApplications: has("write:application"),
    canSignoff: has("write:signoff"),
    editRoles: has("write:roles"),
    writeAdmin: has("write:admin"),
    updateAdmin: has("write:admin"),
  };
}

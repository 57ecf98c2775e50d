// spec §6 'Admin permission scopes'.
export const ADMIN_SCOPES = [
  "read:admin",
  "write:admin",
  "write:consts",
  "write:application",
  "write:signoff",
  "write:roles",
] as const;

export type AdminScope = (typeof ADMIN_SCOPES)[number];

export function isAdminScope(value: unknown): value is AdminScope {
  return typeof value === "string" && (ADMIN_SCOPES as readonly string[]).includes(value);
}

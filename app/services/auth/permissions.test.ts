import { describe, expect, it } from "vitest";
import { mergePermissions, permissionFlags } from "./permissions";

describe("permission flags (spec §6)", () => {
  it.each([
    ["read:admin", "isAdmin"],
    ["write:consts", "writeConsts"],
    ["write:application", "writeApplications"],
    ["write:signoff", "canSignoff"],
    ["write:roles", "editRoles"],
    ["write:admin", "writeAdmin"],
    ["write:admin", "updateAdmin"],
  ] as const)("%s sets %s and nothing else needs it", (scope, flag) => {
    expect(permissionFlags([scope])[flag]).toBe(true);
    expect(permissionFlags([])[flag]).toBe(false);
  });

  it("write:application alone does not make someone an admin", () => {
    expect(permissionFlags(["write:application"]).isAdmin).toBe(false);
  });

  it("merges token permissions with stored grants, dropping unknown scopes and duplicates", () => {
    expect(
      mergePermissions(["read:admin", "openid", "write:roles"], ["read:admin", "write:consts"]),
    ).toEqual(["read:admin", "write:consts", "write:roles"]);
  });
});

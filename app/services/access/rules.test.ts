// The access rules of issue 18 (decision 0096): who may change access, no self-lockout, never
// leaving the programme without a write:roles holder, and the admin roles of spec §6.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADMIN_SCOPES, type AdminScope } from "~/shared/scopes";
import {
  canChangeAccess,
  checkLockout,
  deriveAdminRole,
  diffScopes,
  effectiveScopes,
  LAST_ROLES_HOLDER_MESSAGE,
  nextVeldScopes,
  orderScopes,
  SELF_LOCKOUT_MESSAGE,
  type ScopeHolding,
} from "./rules";

const scopes = fc.subarray([...ADMIN_SCOPES]);
const holding = (
  userId: string,
  veld: AdminScope[],
  provider: AdminScope[] = [],
): ScopeHolding => ({
  userId,
  veld,
  provider,
});

describe("canChangeAccess", () => {
  it.each([
    [["read:admin"], false],
    [["read:admin", "write:admin"], false],
    [["write:roles"], true],
  ] as const)("%j → %s (only write:roles changes access)", (held, expected) => {
    expect(canChangeAccess(held)).toBe(expected);
  });
});

describe("checkLockout", () => {
  it("refuses removing one's own last write:roles", () => {
    const holdings = [holding("a", ["read:admin", "write:roles"]), holding("b", ["write:roles"])];
    expect(checkLockout({ actorId: "a", targetId: "a", after: ["read:admin"], holdings })).toEqual({
      ok: false,
      message: SELF_LOCKOUT_MESSAGE,
    });
  });

  it("allows removing one's own Veld write:roles when the provider also gives it", () => {
    const holdings = [holding("a", ["write:roles"], ["write:roles"])];
    expect(checkLockout({ actorId: "a", targetId: "a", after: [], holdings })).toEqual({
      ok: true,
    });
  });

  it("allows removing another's write:roles while someone else keeps it", () => {
    const holdings = [holding("a", ["write:roles"]), holding("b", ["write:roles"])];
    expect(checkLockout({ actorId: "a", targetId: "b", after: [], holdings })).toEqual({
      ok: true,
    });
  });

  it("refuses leaving nobody with write:roles", () => {
    const holdings = [holding("b", ["write:roles"])];
    expect(checkLockout({ actorId: "outsider", targetId: "b", after: [], holdings })).toEqual({
      ok: false,
      message: LAST_ROLES_HOLDER_MESSAGE,
    });
  });

  it("allows any change that keeps the target's write:roles, or one they never had", () => {
    const holdings = [holding("a", ["write:roles", "write:consts"]), holding("b", ["read:admin"])];
    expect(checkLockout({ actorId: "a", targetId: "a", after: ["write:roles"], holdings }).ok).toBe(
      true,
    );
    expect(checkLockout({ actorId: "a", targetId: "b", after: [], holdings }).ok).toBe(true);
  });

  it("property: an allowed change never leaves the programme without a write:roles holder", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(scopes, scopes), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        scopes,
        (rows, actorIndex, targetIndex, after) => {
          const holdings = rows.map(([veld, provider], i) => holding(`u${i}`, veld, provider));
          const actorId = `u${actorIndex % rows.length}`;
          const targetId = `u${targetIndex % rows.length}`;
          const before = holdings.some((h) => effectiveScopes(h).includes("write:roles"));
          const check = checkLockout({ actorId, targetId, after, holdings });
          if (!check.ok) return;
          const changed = holdings.map((h) => (h.userId === targetId ? { ...h, veld: after } : h));
          const afterHolders = changed.filter((h) => effectiveScopes(h).includes("write:roles"));
          if (before) expect(afterHolders.length).toBeGreaterThan(0);
          // And the actor never loses their own write:roles.
          const actorBefore = effectiveScopes(holdings.find((h) => h.userId === actorId)!);
          const actorAfter = effectiveScopes(changed.find((h) => h.userId === actorId)!);
          if (actorBefore.includes("write:roles")) expect(actorAfter).toContain("write:roles");
        },
      ),
    );
  });
});

describe("nextVeldScopes and diffScopes", () => {
  it("property: a grant holds every scope asked for; a revoke holds none of them", () => {
    fc.assert(
      fc.property(scopes, scopes, (current, asked) => {
        const granted = nextVeldScopes(current, "grant", asked);
        for (const s of asked) expect(granted).toContain(s);
        const revoked = nextVeldScopes(current, "revoke", asked);
        for (const s of asked) expect(revoked).not.toContain(s);
        expect(orderScopes(revoked)).toEqual(revoked);
      }),
    );
  });

  it("property: applying the diff to `before` gives `after`", () => {
    fc.assert(
      fc.property(scopes, scopes, (before, after) => {
        const { added, removed } = diffScopes(before, after);
        const applied = nextVeldScopes(nextVeldScopes(before, "revoke", removed), "grant", added);
        expect(applied).toEqual(orderScopes(after));
      }),
    );
  });
});

describe("deriveAdminRole (spec §6 'User roles')", () => {
  it.each([
    [["read:admin"], false, "ADMIN_USER"],
    [["read:admin"], true, "ADMIN_USER"],
    [[], true, "ADMIN_USER_REMOVED"],
    [[], false, null],
  ] as const)("%j, was granted %s → %s", (held, was, role) => {
    expect(deriveAdminRole(held, was)).toBe(role);
  });
});

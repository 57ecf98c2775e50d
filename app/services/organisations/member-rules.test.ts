// The membership rules (issue 32; decision 0145): a table of cases, and a property: whatever the
// members do, in any order, an organisation keeps at least one OWNER.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEMBER_ROLES, type MemberRole } from "~/shared/roles";
import {
  applyMemberChange,
  FORMER_OWNER_ROLE,
  MEMBER_MESSAGES,
  refuseMemberChange,
  type MemberChange,
  type MemberSeat,
} from "./member-rules";

const owner = { userId: "o", role: "OWNER" } as const;
const owner2 = { userId: "p", role: "OWNER" } as const;
const staff = { userId: "s", role: "STAFF" } as const;
const signatory = { userId: "g", role: "SIGNATORY" } as const;

describe("refuseMemberChange", () => {
  it.each<[string, MemberSeat[], string, MemberChange, string | null]>([
    [
      "an owner changes a member's role",
      [owner, staff],
      "o",
      { kind: "role", userId: "s", role: "CONSULTANT" },
      null,
    ],
    ["an owner removes a member", [owner, staff], "o", { kind: "remove", userId: "s" }, null],
    [
      "an owner removes a signatory member",
      [owner, signatory],
      "o",
      { kind: "remove", userId: "g" },
      null,
    ],
    ["an owner transfers ownership", [owner, staff], "o", { kind: "transfer", userId: "s" }, null],
    ["a member leaves", [owner, staff], "s", { kind: "leave" }, null],
    ["one of two owners leaves", [owner, owner2], "o", { kind: "leave" }, null],
    [
      "one of two owners demotes the other",
      [owner, owner2],
      "o",
      { kind: "role", userId: "p", role: "STAFF" },
      null,
    ],
    [
      "the only owner leaves",
      [owner, staff],
      "o",
      { kind: "leave" },
      MEMBER_MESSAGES.onlyOwnerLeave,
    ],
    [
      "the only owner demotes themself",
      [owner, staff],
      "o",
      { kind: "role", userId: "o", role: "STAFF" },
      MEMBER_MESSAGES.onlyOwnerRole,
    ],
    [
      "the only owner removes themself",
      [owner, staff],
      "o",
      { kind: "remove", userId: "o" },
      MEMBER_MESSAGES.removeSelf,
    ],
    [
      "the only owner transfers to themself",
      [owner, staff],
      "o",
      { kind: "transfer", userId: "o" },
      MEMBER_MESSAGES.transferToSelf,
    ],
    [
      "staff change a role",
      [owner, staff],
      "s",
      { kind: "role", userId: "o", role: "STAFF" },
      MEMBER_MESSAGES.notOwner,
    ],
    [
      "staff remove the owner",
      [owner, staff],
      "s",
      { kind: "remove", userId: "o" },
      MEMBER_MESSAGES.notOwner,
    ],
    [
      "staff take ownership",
      [owner, staff],
      "s",
      { kind: "transfer", userId: "s" },
      MEMBER_MESSAGES.notOwner,
    ],
    [
      "another organisation's member",
      [owner, staff],
      "o",
      { kind: "remove", userId: "x" },
      MEMBER_MESSAGES.memberNotFound,
    ],
    ["someone who is no member", [owner, staff], "x", { kind: "leave" }, "Organisation not found"],
  ])("%s", (_, members, actor, change, refusal) => {
    expect(refuseMemberChange(members, actor, change)?.message ?? null).toBe(refusal);
  });

  it("answers 403 to a non-owner and 404 to a member of another organisation", () => {
    expect(refuseMemberChange([owner, staff], "s", { kind: "remove", userId: "o" })?.status).toBe(
      403,
    );
    expect(refuseMemberChange([owner, staff], "o", { kind: "remove", userId: "x" })?.status).toBe(
      404,
    );
  });
});

describe("applyMemberChange", () => {
  it("a transfer makes the member an owner and the former owner an editor", () => {
    expect(applyMemberChange([owner, staff], "o", { kind: "transfer", userId: "s" })).toEqual([
      { userId: "o", role: FORMER_OWNER_ROLE },
      { userId: "s", role: "OWNER" },
    ]);
  });
});

describe("an organisation always keeps an owner", () => {
  const ids = ["a", "b", "c", "d"];
  const role = fc.constantFrom<MemberRole>(...MEMBER_ROLES);
  const change = fc.oneof(
    fc.record({ kind: fc.constant("role" as const), userId: fc.constantFrom(...ids), role }),
    fc.record({ kind: fc.constant("remove" as const), userId: fc.constantFrom(...ids) }),
    fc.record({ kind: fc.constant("transfer" as const), userId: fc.constantFrom(...ids) }),
    fc.record({ kind: fc.constant("leave" as const) }),
  );

  it("through any sequence of allowed changes by any member", () => {
    fc.assert(
      fc.property(
        fc.array(role, { minLength: 4, maxLength: 4 }),
        fc.array(fc.tuple(fc.constantFrom(...ids), change), { maxLength: 30 }),
        (roles, steps) => {
          let members: MemberSeat[] = ids.map((userId, i) => ({ userId, role: roles[i]! }));
          members[0] = { userId: "a", role: "OWNER" };
          for (const [actor, step] of steps) {
            if (refuseMemberChange(members, actor, step)) continue;
            members = applyMemberChange(members, actor, step);
            expect(members.some((member) => member.role === "OWNER")).toBe(true);
          }
        },
      ),
    );
  });
});

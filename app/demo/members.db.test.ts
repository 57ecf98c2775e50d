// The members demo (decision 0145): a role changed, a member removed with the reason, the
// ownership transferred, each in the audit log; seeding again changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, memberships } from "~/db/schema";
import {
  MEMBERS_DEMO_ORGANISATION_ID,
  MEMBERS_DEMO_PEOPLE,
  seedMembersDemo,
} from "./members.server";

describe("the members demo", () => {
  it("shows a role changed, a member removed and an ownership transferred, once", async () => {
    await seedMembersDemo();
    await seedMembersDemo();
    const rows = await db()
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.organisationId, MEMBERS_DEMO_ORGANISATION_ID));
    const roles = Object.fromEntries(rows.map((row) => [row.userId, row.role]));
    const { formerOwner, newOwner, removed, roleChanged } = MEMBERS_DEMO_PEOPLE;
    expect(roles).toEqual({
      [formerOwner.id]: "STAFF",
      [newOwner.id]: "OWNER",
      [roleChanged.id]: "STAFF",
    });
    expect(roles[removed.id]).toBeUndefined();
    const actions = (
      await db()
        .select({ action: auditLog.action, changes: auditLog.changes })
        .from(auditLog)
        .where(eq(auditLog.entityId, MEMBERS_DEMO_ORGANISATION_ID))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual([
      "membership.remove",
      "membership.roleChange",
      "membership.transferOwnership",
    ]);
  });
});

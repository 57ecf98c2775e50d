// The invites model on a real database: scoping by organisation and by the invitee's address,
// expiry, answering once, and ids that are not UUIDs found nowhere.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisations, users } from "~/db/schema";
import { NOT_A_UUID } from "../../tests/support/model-fixtures";
import * as invites from "./invites.server";

let orgA: string;
let orgB: string;
let ownerA: string;

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas Boerdery" }, { name: "Môreson" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  const [owner] = await db()
    .insert(users)
    .values({ subject: "auth|owner", email: "Owner@Boplaas.example", name: "Thandi" })
    .returning();
  ownerA = owner!.id;
  await db().insert(memberships).values({ userId: ownerA, organisationId: orgA, role: "OWNER" });
});

describe("invites", () => {
  const longAgo = new Date(Date.now() - 60 * 86_400_000);

  it("finds an invite only within its own organisation", async () => {
    const invite = await invites.insertInvite({
      organisationId: orgA,
      email: " Naledi@New.example ",
      role: "STAFF",
      invitedBy: ownerA,
    });
    expect(invite.email).toBe("Naledi@New.example");
    expect(await invites.findInviteOf(orgA, invite.id)).toMatchObject({ id: invite.id });
    expect(await invites.findInviteOf(orgB, invite.id)).toBeNull();
    expect((await invites.listPendingInvitesOf(orgA)).map((i) => i.id)).toEqual([invite.id]);
    expect(await invites.listPendingInvitesOf(orgB)).toEqual([]);
  });

  it("lists open invites by address (any case), never someone else's, never expired ones", async () => {
    const [open] = await invites.listOpenInvitesFor("naledi@new.example", longAgo);
    expect(open).toMatchObject({ organisationName: "Boplaas Boerdery", invitedByName: "Thandi" });
    expect(await invites.listOpenInvitesFor("other@new.example", longAgo)).toEqual([]);
    // Sent before 'validSince': expired.
    expect(
      await invites.listOpenInvitesFor("naledi@new.example", new Date(Date.now() + 1000)),
    ).toEqual([]);
    expect(await invites.findOpenInviteForEmail(open!.id, "other@new.example", longAgo)).toBeNull();
    expect(await invites.findOpenInviteFor(orgA, "NALEDI@new.example", longAgo)).not.toBeNull();
  });

  it("closes a pending invite once", async () => {
    const [open] = await invites.listOpenInvitesFor("naledi@new.example", longAgo);
    expect(await invites.closeInvite(open!.id, "declined", ownerA)).toBe(true);
    expect(await invites.closeInvite(open!.id, "accepted", ownerA)).toBe(false);
    expect(await invites.listOpenInvitesFor("naledi@new.example", longAgo)).toEqual([]);
  });

  it("revokes the organisation's pending invites with a role for an address, and no other", async () => {
    const signatory = await invites.insertInvite({
      organisationId: orgA,
      email: "sign@new.example",
      role: "SIGNATORY",
      invitedBy: null,
    });
    const staff = await invites.insertInvite({
      organisationId: orgA,
      email: "sign@new.example",
      role: "STAFF",
      invitedBy: ownerA,
    });
    const elsewhere = await invites.insertInvite({
      organisationId: orgB,
      email: "sign@new.example",
      role: "SIGNATORY",
      invitedBy: null,
    });
    expect(await invites.revokePendingInvitesFor(orgA, " SIGN@new.example", "SIGNATORY")).toBe(1);
    expect((await invites.findInviteOf(orgA, signatory.id))!.status).toBe("revoked");
    expect((await invites.findInviteOf(orgA, staff.id))!.status).toBe("pending");
    expect((await invites.findInviteOf(orgB, elsewhere.id))!.status).toBe("pending");
    expect(await invites.revokePendingInvitesFor(NOT_A_UUID, "sign@new.example", "STAFF")).toBe(0);
  });

  it("finds, lists and closes nothing for ids that are not UUIDs", async () => {
    expect(await invites.findInviteOf(NOT_A_UUID, NOT_A_UUID)).toBeNull();
    expect(await invites.findInviteOf(orgA, NOT_A_UUID)).toBeNull();
    expect(await invites.listPendingInvitesOf(NOT_A_UUID)).toEqual([]);
    expect(await invites.findOpenInviteFor(NOT_A_UUID, "naledi@new.example", longAgo)).toBeNull();
    expect(
      await invites.findOpenInviteForEmail(NOT_A_UUID, "naledi@new.example", longAgo),
    ).toBeNull();
    expect(await invites.closeInvite(NOT_A_UUID, "declined", ownerA)).toBe(false);
  });
});

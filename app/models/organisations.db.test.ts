// The organisation and invite models on a real database: scoping by organisation and by the
// invitee's address, a missing organisation_details row read as empty, the upsert, expiry.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { memberships, organisations, users } from "~/db/schema";
import * as invites from "./invites.server";
import * as organisationsModel from "./organisations.server";

let orgA: string;
let orgB: string;
let ownerA: string;

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Môreson" }])
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

describe("company info", () => {
  it("reads an organisation without organisation_details as empty fields", async () => {
    expect(await organisationsModel.findCompanyInfo(orgB)).toEqual({
      id: orgB,
      name: "Môreson",
      legalName: null,
      registrationNumber: null,
      vatNumber: null,
      addressLine1: null,
      addressLine2: null,
      town: null,
      province: null,
      postalCode: null,
    });
    expect(await organisationsModel.findCompanyInfo("00000000-0000-4000-8000-000000000000")).toBe(
      null,
    );
  });

  it("saves twice (insert, then update) without touching another organisation", async () => {
    const values = {
      name: "Boplaas Boerdery",
      legalName: "Boplaas (Pty) Ltd",
      registrationNumber: null,
      vatNumber: null,
      addressLine1: null,
      addressLine2: null,
      town: "Bethal",
      province: "MP",
      postalCode: null,
    };
    await organisationsModel.saveCompanyInfo(orgA, values);
    await organisationsModel.saveCompanyInfo(orgA, { ...values, town: "Ermelo" });
    expect(await organisationsModel.findCompanyInfo(orgA)).toMatchObject({
      name: "Boplaas Boerdery",
      town: "Ermelo",
      province: "MP",
    });
    expect((await organisationsModel.findCompanyInfo(orgB))!.name).toBe("Môreson");
  });

  it("lists only the organisation's own members and finds members by e-mail in any case", async () => {
    expect((await organisationsModel.listMembers(orgA)).map((m) => m.userId)).toEqual([ownerA]);
    expect(await organisationsModel.listMembers(orgB)).toEqual([]);
    expect(await organisationsModel.isMemberByEmail(orgA, " owner@boplaas.EXAMPLE ")).toBe(true);
    expect(await organisationsModel.isMemberByEmail(orgB, "owner@boplaas.example")).toBe(false);
    expect(await organisationsModel.findMembershipRole(ownerA, orgB)).toBeNull();
  });
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
});

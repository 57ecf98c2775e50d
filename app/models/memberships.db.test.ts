// The memberships model on a real database: each organisation's own members only, members found
// by e-mail in any case, roles set and removed for one organisation, and ids that are not UUIDs
// belonging to nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { transaction } from "~/models/transaction.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import * as membershipsModel from "./memberships.server";

let orgA: string;
let orgB: string;
let ownerA: string;
let staffA: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  ownerA = (await insertTestUser({ email: "Owner@Boplaas.example", name: "Thandi" })).id;
  staffA = (await insertTestUser({ email: "staff@boplaas.example" })).id;
  await insertTestMembership(ownerA, orgA, "OWNER");
  await insertTestMembership(staffA, orgA, "STAFF");
});

describe("memberships", () => {
  it("lists only the organisation's own members and finds members by e-mail in any case", async () => {
    expect((await membershipsModel.listMembers(orgA)).map((m) => m.userId)).toEqual([
      ownerA,
      staffA,
    ]);
    expect(await membershipsModel.listMembers(orgB)).toEqual([]);
    expect(await membershipsModel.isMemberByEmail(orgA, " owner@boplaas.EXAMPLE ")).toBe(true);
    expect(await membershipsModel.isMemberByEmail(orgB, "owner@boplaas.example")).toBe(false);
    expect(await membershipsModel.findMembershipRole(ownerA, orgB)).toBeNull();
    expect(await membershipsModel.findMembershipRole(ownerA, orgA)).toBe("OWNER");
  });

  it("lists the members with given roles", async () => {
    const owners = await membershipsModel.listMembersWithRoles(orgA, ["OWNER"]);
    expect(owners).toMatchObject([
      { userId: ownerA, email: "Owner@Boplaas.example", name: "Thandi" },
    ]);
    expect(await membershipsModel.listMembersWithRoles(orgA, [])).toEqual([]);
    expect(await membershipsModel.listMembersWithRoles(orgB, ["OWNER"])).toEqual([]);
  });

  it("lists a person's organisations and their ids", async () => {
    expect(await membershipsModel.listMemberOrganisations(staffA)).toEqual([
      { id: orgA, name: "Boplaas", role: "STAFF" },
    ]);
    expect(await membershipsModel.listMemberOrganisationIds(staffA)).toEqual([orgA]);
  });

  it("sets a role in one organisation, and removes it only while it is still that role", async () => {
    await membershipsModel.setMemberRole({
      userId: staffA,
      organisationId: orgB,
      role: "SIGNATORY",
    });
    expect(await membershipsModel.findMembershipRole(staffA, orgB)).toBe("SIGNATORY");
    expect(await membershipsModel.findMembershipRole(staffA, orgA)).toBe("STAFF");
    // Someone who is STAFF keeps that when a SIGNATORY membership is released.
    expect(
      await membershipsModel.removeMembership({
        userId: staffA,
        organisationId: orgA,
        role: "SIGNATORY",
      }),
    ).toBe(false);
    expect(await membershipsModel.findMembershipRole(staffA, orgA)).toBe("STAFF");
    expect(
      await membershipsModel.removeMembership({
        userId: staffA,
        organisationId: orgB,
        role: "SIGNATORY",
      }),
    ).toBe(true);
    expect(await membershipsModel.findMembershipRole(staffA, orgB)).toBeNull();
  });

  it("removes a membership whatever its role when no role is named", async () => {
    await membershipsModel.setMemberRole({ userId: staffA, organisationId: orgB, role: "STAFF" });
    expect(await membershipsModel.removeMembership({ userId: staffA, organisationId: orgB })).toBe(
      true,
    );
    expect(await membershipsModel.findMembershipRole(staffA, orgB)).toBeNull();
    expect(await membershipsModel.findMembershipRole(staffA, orgA)).toBe("STAFF");
    expect(await membershipsModel.removeMembership({ userId: staffA, organisationId: orgB })).toBe(
      false,
    );
  });

  it("adds a member once: someone who is a member keeps their role", async () => {
    const added = await membershipsModel.addMember({
      userId: ownerA,
      organisationId: orgA,
      role: "OTHER",
    });
    expect(added.role).toBe("OWNER");
  });

  it("locks only the person's own organisations", async () => {
    const locked = await transaction((tx) =>
      membershipsModel.lockOrganisationsOfMember(ownerA, tx),
    );
    expect(locked).toEqual([orgA]);
    expect(
      await transaction((tx) => membershipsModel.lockOrganisationsOfMember(NOT_A_UUID, tx)),
    ).toEqual([]);
  });

  it("answers nothing for ids that are not UUIDs", async () => {
    expect(await membershipsModel.findMembershipRole(NOT_A_UUID, orgA)).toBeNull();
    expect(await membershipsModel.findMembershipRole(ownerA, NOT_A_UUID)).toBeNull();
    expect(await membershipsModel.listMembers(NOT_A_UUID)).toEqual([]);
    expect(await membershipsModel.isMemberByEmail(NOT_A_UUID, "owner@boplaas.example")).toBe(false);
    expect(await membershipsModel.listMemberOrganisations(NOT_A_UUID)).toEqual([]);
    expect(await membershipsModel.listMemberOrganisationIds(NOT_A_UUID)).toEqual([]);
    expect(
      await membershipsModel.removeMembership({
        userId: NOT_A_UUID,
        organisationId: orgA,
        role: "OWNER",
      }),
    ).toBe(false);
  });
});

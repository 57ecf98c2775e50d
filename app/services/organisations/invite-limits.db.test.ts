import { describe, expect, it } from "vitest";
import { countInvitesSince, insertInvite } from "~/models/invites.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestUser,
} from "../../../tests/support/model-fixtures";
import { INVITE_LIMITS } from "./invite-limits";
import { inviteMember } from "./organisations.server";
import { Refusal } from "~/services/kit/refusal";

async function ownerOfNewOrganisation(name: string) {
  const owner = await insertTestUser();
  const organisation = await insertTestOrganisation(name);
  await insertTestMembership(owner.id, organisation.id, "OWNER");
  const actor = { userId: owner.id, label: owner.email, requestId: null };
  return { actor, organisationId: organisation.id };
}

describe("invite e-mails are limited per person and per organisation", () => {
  it(`one person's invite after ${INVITE_LIMITS.perPersonPerHour} in an hour is refused (429) and sends nothing`, async () => {
    const { actor, organisationId } = await ownerOfNewOrganisation("Busy Farm");
    for (let n = 0; n < INVITE_LIMITS.perPersonPerHour; n++) {
      const sent = await inviteMember(actor, organisationId, "OWNER", {
        email: `person${n}@busy.example`,
        role: "STAFF",
      });
      expect(sent.status).toBe("pending");
    }
    const refused = await inviteMember(actor, organisationId, "OWNER", {
      email: "one-too-many@busy.example",
      role: "STAFF",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 429, field: "email" });
    expect((refused as Refusal).message).toMatch(/^You have sent 20 invites in the last hour/);
    expect(await countInvitesSince({ organisationId }, new Date(Date.now() - 60_000))).toBe(
      INVITE_LIMITS.perPersonPerHour,
    );
  });

  it(`the organisation's invite after ${INVITE_LIMITS.perOrganisationPerDay} in a day is refused, whoever sends it`, async () => {
    const { actor, organisationId } = await ownerOfNewOrganisation("Many Hands Farm");
    for (let n = 0; n < INVITE_LIMITS.perOrganisationPerDay; n++) {
      await insertInvite({
        organisationId,
        email: `p${n}@hands.example`,
        role: "STAFF",
        invitedBy: null,
      });
    }
    const refused = await inviteMember(actor, organisationId, "OWNER", {
      email: "late@hands.example",
      role: "STAFF",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ status: 429 });
    expect((refused as Refusal).message).toMatch(/^This organisation has sent 50 invites/);
  });
});

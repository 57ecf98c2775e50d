// The audience model on a real database: one row per person and organisation, one row with
// nulls for a person with no organisation, the province and mailing-list answer joined in, and
// the rows ordered by e-mail then organisation name.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { organisationDetails, userProfiles } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import {
  insertTestMembership,
  insertTestOrganisation,
  insertTestProfile,
  insertTestUser,
} from "../../tests/support/model-fixtures";
import { listAudienceRows } from "./audience.server";

let farmer: string;
let staff: string;
let orgZ: string;
let orgA: string;

beforeAll(async () => {
  farmer = (await insertTestUser({ email: "b-farmer@audience.example", name: "Lerato" })).id;
  staff = (await insertTestUser({ email: "a-staff@audience.example" })).id;
  orgZ = (await insertTestOrganisation("Zoutpan")).id;
  orgA = (await insertTestOrganisation("Aasvoëlkop")).id;
  await insertTestMembership(farmer, orgZ, "OWNER");
  await insertTestMembership(farmer, orgA, "STAFF");
  await insertTestProfile(farmer);
  await db().update(userProfiles).set({ mailingList: true }).where(eq(userProfiles.userId, farmer));
  await db().insert(organisationDetails).values({ organisationId: orgZ, province: "Limpopo" });
});

describe("audience", () => {
  it("gives a person one row per organisation, ordered by e-mail then organisation name", async () => {
    const rows = await listAudienceRows();
    expect(rows).toEqual([
      {
        userId: staff,
        email: "a-staff@audience.example",
        name: null,
        surname: null,
        mailingList: false,
        organisationId: null,
        organisationName: null,
        role: null,
        province: null,
      },
      {
        userId: farmer,
        email: "b-farmer@audience.example",
        name: "Lerato",
        surname: null,
        mailingList: true,
        organisationId: orgA,
        organisationName: "Aasvoëlkop",
        role: "STAFF",
        province: null,
      },
      {
        userId: farmer,
        email: "b-farmer@audience.example",
        name: "Lerato",
        surname: null,
        mailingList: true,
        organisationId: orgZ,
        organisationName: "Zoutpan",
        role: "OWNER",
        province: "Limpopo",
      },
    ]);
  });

  it("reads inside the caller's transaction, seeing its uncommitted changes", async () => {
    let seen: boolean[] = [];
    await expect(
      transaction(async (tx) => {
        await tx
          .update(userProfiles)
          .set({ mailingList: false })
          .where(eq(userProfiles.userId, farmer));
        seen = (await listAudienceRows(tx))
          .filter((r) => r.userId === farmer)
          .map((r) => r.mailingList);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(seen).toEqual([false, false]);
    const committed = (await listAudienceRows()).filter((r) => r.userId === farmer);
    expect(committed.map((r) => r.mailingList)).toEqual([true, true]);
  });
});

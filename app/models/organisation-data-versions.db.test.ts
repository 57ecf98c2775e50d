// The data stamp (decision 0130): the opened database and the organisation's version, which the
// triggers of migration 0017 raise on every write to what its calculation reads, in the writing
// transaction. A write the transaction takes back leaves the version as it was.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseId, db } from "~/db/client.server";
import { farms } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID } from "../../tests/support/model-fixtures";
import { findOrganisationDataStamp } from "./organisation-data-versions.server";

const versionOf = async (organisationId: string) =>
  Number((await findOrganisationDataStamp(organisationId)).split(":")[1]);

describe("findOrganisationDataStamp", () => {
  it("names the opened database and starts at version 0 for an organisation never written", async () => {
    const organisation = await insertTestOrganisation("Stamp Farm");
    expect(await findOrganisationDataStamp(organisation.id)).toBe(`${databaseId()}:0`);
  });

  it("rises once per row written, updated or deleted, for the row's organisation only", async () => {
    const one = await insertTestOrganisation("Stamp One");
    const two = await insertTestOrganisation("Stamp Two");
    await db()
      .insert(farms)
      .values([
        { organisationId: one.id, name: "North" },
        { organisationId: one.id, name: "South" },
      ]);
    expect(await versionOf(one.id)).toBe(2);
    await db()
      .update(farms)
      .set({ nearestTown: "Kroonstad" })
      .where(eq(farms.organisationId, one.id));
    expect(await versionOf(one.id)).toBe(4);
    await db().delete(farms).where(eq(farms.organisationId, one.id));
    expect(await versionOf(one.id)).toBe(6);
    expect(await versionOf(two.id)).toBe(0);
  });

  it("raises the version of both organisations when a row moves from one to the other", async () => {
    const from = await insertTestOrganisation("Stamp From");
    const to = await insertTestOrganisation("Stamp To");
    const [farm] = await db()
      .insert(farms)
      .values({ organisationId: from.id, name: "Moved" })
      .returning();
    await db().update(farms).set({ organisationId: to.id }).where(eq(farms.id, farm!.id));
    expect(await versionOf(from.id)).toBe(2);
    expect(await versionOf(to.id)).toBe(1);
  });

  it("keeps the version of a write that was rolled back", async () => {
    const organisation = await insertTestOrganisation("Stamp Rollback");
    const before = await findOrganisationDataStamp(organisation.id);
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(farms).values({ organisationId: organisation.id, name: "Never" });
        throw new Error("taken back");
      }),
    ).rejects.toThrow("taken back");
    expect(await findOrganisationDataStamp(organisation.id)).toBe(before);
  });

  it("gives an id that is not a UUID a stamp of its own, with no query", async () => {
    expect(await findOrganisationDataStamp(NOT_A_UUID)).toBe(`${databaseId()}:none`);
  });
});

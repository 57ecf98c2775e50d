// The transaction helper on a real database: the work commits as a whole or not at all, and
// inside another transaction it is a savepoint that undoes only its own writes.
import { describe, expect, it } from "vitest";
import { findOrganisation, insertOrganisation } from "./organisations.server";
import { transaction } from "./transaction.server";

class Undo extends Error {}

describe("transaction", () => {
  it("commits what the work wrote and answers what it returned", async () => {
    const made = await transaction((tx) => insertOrganisation("Committed", tx));
    expect(await findOrganisation(made.id)).toMatchObject({ name: "Committed" });
  });

  it("writes nothing when the work throws, and passes the error on", async () => {
    let id: string | undefined;
    await expect(
      transaction(async (tx) => {
        id = (await insertOrganisation("Undone", tx)).id;
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
    expect(id).toBeDefined();
    expect(await findOrganisation(id!)).toBeNull();
  });

  it("inside another transaction, undoes only the inner work when it throws", async () => {
    let inner: string | undefined;
    const outer = await transaction(async (tx) => {
      const kept = await insertOrganisation("Outer", tx);
      await transaction(async (savepoint) => {
        inner = (await insertOrganisation("Inner", savepoint)).id;
        throw new Undo();
      }, tx).catch((error: unknown) => {
        if (!(error instanceof Undo)) throw error;
      });
      return kept;
    });
    expect(await findOrganisation(outer.id)).toMatchObject({ name: "Outer" });
    expect(await findOrganisation(inner!)).toBeNull();
  });
});

// The organisations model on a real database: an organisation found by its id only, never by an
// id that is not a UUID; the admin's list by name.
import { describe, expect, it } from "vitest";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import { findOrganisation, insertOrganisation, listOrganisations } from "./organisations.server";

describe("organisations", () => {
  it("finds an organisation by its id; an unknown id or one that is not a UUID is not found", async () => {
    const made = await insertOrganisation("Zebrafontein");
    expect(await findOrganisation(made.id)).toEqual({
      id: made.id,
      name: "Zebrafontein",
      createdAt: made.createdAt,
    });
    expect(await findOrganisation(UNKNOWN_ID)).toBeNull();
    expect(await findOrganisation(NOT_A_UUID)).toBeNull();
  });

  it("lists every organisation by name", async () => {
    await insertOrganisation("Aloe Ridge");
    const names = (await listOrganisations()).map((o) => o.name);
    expect(names.indexOf("Aloe Ridge")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Aloe Ridge")).toBeLessThan(names.indexOf("Zebrafontein"));
  });
});

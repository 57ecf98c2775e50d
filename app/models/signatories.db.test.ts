// The signatories model on a real database: another organisation's signatory is not found,
// changed or removed; e-mail addresses compare without case; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import * as signatories from "./signatories.server";

let orgA: string;
let orgB: string;

const naledi = {
  name: "Naledi",
  surname: "Mokoena",
  email: "Naledi@Sign.example",
  phoneNumber: null,
  designation: "Director",
};

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
});

describe("signatories", () => {
  it("finds, changes and removes a signatory only within its own organisation", async () => {
    const row = await signatories.insertSignatory(orgA, { ...naledi, userId: null });
    expect(await signatories.findSignatory(orgA, row.id)).toMatchObject({ name: "Naledi" });
    expect(await signatories.findSignatory(orgB, row.id)).toBeNull();
    expect((await signatories.listSignatories(orgA)).map((s) => s.id)).toEqual([row.id]);
    expect(await signatories.listSignatories(orgB)).toEqual([]);
    expect(await signatories.updateSignatory(orgB, row.id, { designation: "Owner" })).toBeNull();
    expect(await signatories.deleteSignatory(orgB, row.id)).toBeNull();
    expect(await signatories.updateSignatory(orgA, row.id, { designation: "Owner" })).toMatchObject(
      { designation: "Owner" },
    );
    expect(await signatories.deleteSignatory(orgA, row.id)).toMatchObject({ id: row.id });
    expect(await signatories.findSignatory(orgA, row.id)).toBeNull();
  });

  it("knows whether an address is a signatory already, apart from the one being changed", async () => {
    const row = await signatories.insertSignatory(orgA, { ...naledi, userId: null });
    expect(await signatories.hasSignatoryWithEmail(orgA, " naledi@sign.EXAMPLE", null)).toBe(true);
    expect(await signatories.hasSignatoryWithEmail(orgA, "naledi@sign.example", row.id)).toBe(
      false,
    );
    expect(await signatories.hasSignatoryWithEmail(orgB, "naledi@sign.example", null)).toBe(false);
  });

  it("links the organisation's signatories with an address to the person who joined", async () => {
    const person = await insertTestUser({ email: "naledi@sign.example" });
    const other = await signatories.insertSignatory(orgB, { ...naledi, userId: null });
    expect(await signatories.linkSignatoriesToUser(orgA, "NALEDI@sign.example", person.id)).toBe(1);
    expect((await signatories.listSignatories(orgA))[0]!.userId).toBe(person.id);
    expect((await signatories.findSignatory(orgB, other.id))!.userId).toBeNull();
  });

  it("finds, changes and removes nothing for ids that are not UUIDs", async () => {
    expect(await signatories.listSignatories(NOT_A_UUID)).toEqual([]);
    expect(await signatories.findSignatory(orgA, NOT_A_UUID)).toBeNull();
    expect(await signatories.findSignatory(NOT_A_UUID, NOT_A_UUID)).toBeNull();
    expect(await signatories.updateSignatory(orgA, NOT_A_UUID, { name: "X" })).toBeNull();
    expect(await signatories.deleteSignatory(orgA, NOT_A_UUID)).toBeNull();
    expect(await signatories.hasSignatoryWithEmail(NOT_A_UUID, "naledi@sign.example", null)).toBe(
      false,
    );
    expect(await signatories.linkSignatoriesToUser(NOT_A_UUID, "a@b.example", NOT_A_UUID)).toBe(0);
  });
});

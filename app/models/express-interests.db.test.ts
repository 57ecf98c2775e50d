// The express-interests model on a real database: each organisation's own expressions of
// interest, newest first; none for an organisation id that is not a UUID.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertTestOrganisation,
  insertTestUser,
  NOT_A_UUID,
} from "../../tests/support/model-fixtures";
import { createExpressInterest, listExpressInterests } from "./express-interests.server";

let orgA: string;
let orgB: string;
let userId: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  userId = (await insertTestUser({ email: "thandi@boplaas.example", name: "Thandi" })).id;
});

describe("express interests", () => {
  it("lists one organisation's expressions of interest, with exact hectares and who asked", async () => {
    const id = await createExpressInterest({
      organisationId: orgA,
      requestedBy: userId,
      programme: "soil",
      hectares: 120.5,
      description: null,
      regenStarted: true,
    });
    expect(await listExpressInterests(orgA)).toEqual([
      expect.objectContaining({
        id,
        companyId: orgA,
        hectares: 120.5,
        requestedByName: "Thandi",
        regenStarted: true,
      }),
    ]);
    expect(await listExpressInterests(orgB)).toEqual([]);
  });

  it("lists none for an organisation id that is not a UUID", async () => {
    expect(await listExpressInterests(NOT_A_UUID)).toEqual([]);
  });
});

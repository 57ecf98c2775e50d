// The issued credits model on a real database (decision 0092): another organisation's credit is
// not listed, found or voided; a credit is voided once; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as model from "./issued-credits.server";

let orgA: string;
let orgB: string;
let creditIds: string[];

const credit = {
  season: 25,
  tonnesCo2e: 120.5,
  carbonPriceZarPerTco2e: 300,
  farmerShare: 0.7,
  issuedOn: "2026-06-30",
  registry: "Verra",
  serialRange: "VCS-1-100",
  note: "First issuance.",
  recordedBy: null,
  recordedByLabel: "Admin",
};

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Credits A")).id;
  orgB = (await insertTestOrganisation("Credits B")).id;
  const later = await model.insertIssuedCredit(orgA, {
    ...credit,
    season: 26,
    issuedOn: "2027-06-30",
  });
  const first = await model.insertIssuedCredit(orgA, credit);
  creditIds = [first.id, later.id];
});

describe("issued credits", () => {
  it("lists the organisation's credits by season and finds one", async () => {
    const list = await model.listIssuedCredits(orgA);
    expect(list.map((c) => c.id)).toEqual(creditIds);
    expect(list[0]).toMatchObject({ season: 25, tonnesCo2e: 120.5, voidedAt: null });
    expect((await model.findIssuedCredit(orgA, creditIds[1]!))?.season).toBe(26);
    expect((await model.findIssuedCreditById(creditIds[1]!))?.organisationId).toBe(orgA);
  });

  it("the admin list shows every organisation or the one asked for", async () => {
    const all = await model.listAllIssuedCredits(null);
    expect(all.filter((c) => c.organisationId === orgA)).toHaveLength(2);
    expect((await model.listAllIssuedCredits(orgB)).length).toBe(0);
    expect((await model.listAllIssuedCredits(orgA))[0]?.organisationName).toBe("Credits A");
  });

  it("never lists, finds or voids another organisation's credit", async () => {
    expect(await model.listIssuedCredits(orgB)).toEqual([]);
    expect(await model.findIssuedCredit(orgB, creditIds[0]!)).toBeNull();
    expect(await model.voidIssuedCredit(orgB, creditIds[0]!, null, "Wrong")).toBeNull();
    expect((await model.findIssuedCredit(orgA, creditIds[0]!))?.voidedAt).toBeNull();
  });

  it("finds nothing for ids that are not UUIDs or unknown", async () => {
    expect(await model.listIssuedCredits(NOT_A_UUID)).toEqual([]);
    expect(await model.listAllIssuedCredits(NOT_A_UUID)).toEqual([]);
    expect(await model.findIssuedCreditById(NOT_A_UUID)).toBeNull();
    expect(await model.voidIssuedCredit(orgA, UNKNOWN_ID, null, "Wrong")).toBeNull();
  });

  it("voids a credit once, keeping it in the list with its reason", async () => {
    const voided = await model.voidIssuedCredit(orgA, creditIds[0]!, null, "Entered twice.");
    expect(voided?.voidReason).toBe("Entered twice.");
    expect(voided?.voidedAt).toBeInstanceOf(Date);
    expect(await model.voidIssuedCredit(orgA, creditIds[0]!, null, "Again")).toBeNull();
    expect((await model.listIssuedCredits(orgA)).length).toBe(2);
  });
});

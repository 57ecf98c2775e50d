// The organisation-details model on a real database: a missing organisation_details row read as
// empty, the upsert, the rename, the journey records and the admin search, each scoped to the
// organisation it is given; an id that is not a UUID is not found and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { expressInterests, farms, journeyForms, organisationDetails } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as details from "./organisation-details.server";

let orgA: string;
let orgB: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
});

describe("company info", () => {
  it("reads an organisation without organisation_details as empty fields", async () => {
    expect(await details.findCompanyInfo(orgB)).toEqual({
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
    expect(await details.findCompanyInfo(UNKNOWN_ID)).toBe(null);
    expect(await details.findCompanyInfo(NOT_A_UUID)).toBe(null);
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
    expect(await details.saveCompanyInfo(orgA, values)).toBe(true);
    expect(await details.saveCompanyInfo(orgA, { ...values, town: "Ermelo" })).toBe(true);
    expect(await details.findCompanyInfo(orgA)).toMatchObject({
      name: "Boplaas Boerdery",
      town: "Ermelo",
      province: "MP",
    });
    expect((await details.findCompanyInfo(orgB))!.name).toBe("Môreson");
    expect((await details.findCompanyInfo(orgB))!.town).toBeNull();
  });

  it("saves nothing for an unknown organisation or an id that is not a UUID", async () => {
    const values = { ...(await details.findCompanyInfo(orgB))!, town: "Nowhere" };
    const { id: _id, ...changes } = values;
    expect(await details.saveCompanyInfo(UNKNOWN_ID, changes)).toBe(false);
    expect(await details.saveCompanyInfo(NOT_A_UUID, changes)).toBe(false);
    expect(await db().select().from(organisationDetails)).toHaveLength(1);
  });
});

describe("the contracting record", () => {
  it("reads defaults without a row, then the flags written by upsert, for that organisation only", async () => {
    expect(await details.findCompany(orgB)).toMatchObject({
      id: orgB,
      eligibility: null,
      farmsComplete: false,
      contractSent: false,
      fieldsComplete: false,
      contractFileId: null,
      contractFileName: null,
    });
    expect(await details.upsertDetails(orgB, { eligibility: true, farmsComplete: true })).toBe(
      true,
    );
    expect(await details.findCompany(orgB)).toMatchObject({
      eligibility: true,
      farmsComplete: true,
    });
    expect(await details.findCompany(orgA)).toMatchObject({
      eligibility: null,
      farmsComplete: false,
    });
    expect(await details.findCompany(UNKNOWN_ID)).toBeNull();
    expect(await details.findCompany(NOT_A_UUID)).toBeNull();
    expect(await details.upsertDetails(NOT_A_UUID, { eligibility: false })).toBe(false);
  });

  it("renames the organisation it is given, and no other", async () => {
    expect(await details.renameOrganisation(orgB, "Môreson Wines")).toBe(true);
    expect((await details.findCompany(orgB))!.name).toBe("Môreson Wines");
    expect((await details.findCompany(orgA))!.name).toBe("Boplaas Boerdery");
    expect(await details.renameOrganisation(UNKNOWN_ID, "Ghost")).toBe(false);
    expect(await details.renameOrganisation(NOT_A_UUID, "Ghost")).toBe(false);
  });
});

describe("journey records", () => {
  it("counts each organisation's own records, and leaves out ids that are not UUIDs", async () => {
    await db().insert(expressInterests).values({
      organisationId: orgA,
      programme: "soil",
      hectares: "12.50",
    });
    await db().insert(journeyForms).values({
      organisationId: orgA,
      kind: "eligibility",
      status: "submitted",
    });
    await db()
      .insert(farms)
      .values({ organisationId: orgA, name: "Home farm", erfNumbers: ["12"], latitude: -26.4 });
    const records = await details.listJourneyRecords([orgA, orgB, NOT_A_UUID, UNKNOWN_ID]);
    expect(records.map((r) => r.id).sort()).toEqual([orgA, orgB].sort());
    const a = records.find((r) => r.id === orgA)!;
    expect(a).toMatchObject({
      legalName: "Boplaas (Pty) Ltd",
      expressInterestCount: 1,
      eligibilitySubmitted: true,
      viabilitySubmitted: false,
      farmCount: 1,
      farmsWithErf: 1,
      // A latitude without a longitude is no location.
      farmsWithLocation: 0,
      farmsWithBoundary: 0,
    });
    expect(records.find((r) => r.id === orgB)).toMatchObject({
      eligibility: true,
      expressInterestCount: 0,
      eligibilitySubmitted: false,
      farmCount: 0,
    });
    expect(await details.listJourneyRecords([NOT_A_UUID])).toEqual([]);
  });
});

describe("searchOrganisations", () => {
  it("matches the name or the legal name without case; % and _ are literal", async () => {
    expect((await details.searchOrganisations("pty")).map((o) => o.id)).toEqual([orgA]);
    expect((await details.searchOrganisations("WINES")).map((o) => o.id)).toEqual([orgB]);
    expect(await details.searchOrganisations("%")).toEqual([]);
    expect((await details.searchOrganisations("  ")).map((o) => o.id)).toEqual([orgA, orgB]);
  });
});

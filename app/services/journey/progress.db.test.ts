import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  expressInterests,
  farmBoundaries,
  farms,
  journeyForms,
  organisationDetails,
  organisations,
  signatories,
} from "~/db/schema";
import { EMPTY_PROGRESS } from "~/services/journey/steps";
import { loadJourneyProgress, loadJourneyProgressMany, loadJourneyState } from "./progress.server";

async function newOrganisation(name: string) {
  const [row] = await db().insert(organisations).values({ name }).returning();
  return row!.id;
}

describe("loadJourneyProgress", () => {
  it("gives the defaults for an organisation without an organisation_details row", async () => {
    const id = await newOrganisation("Leeg");
    expect(await loadJourneyProgress(id)).toEqual(EMPTY_PROGRESS);
    const state = await loadJourneyState(id);
    expect(state.step).toBe("N_A");
    expect(state.next).toEqual({ label: "Start your journey", href: "/profile/journey_start" });
  });

  it("reads the flags and counts the records of that organisation only", async () => {
    const id = await newOrganisation("Boplaas");
    const other = await newOrganisation("Môreson");
    await db().insert(organisationDetails).values({
      organisationId: id,
      eligibility: true,
      viability: true,
      legalName: "Boplaas (Pty) Ltd",
      registrationNumber: "2001/000001/07",
      addressLine1: "1 Kerkstraat",
      town: "Bethal",
      province: "MP",
    });
    await db()
      .insert(expressInterests)
      .values({ organisationId: id, programme: "soil-carbon", hectares: "120" });
    await db()
      .insert(journeyForms)
      .values([
        { organisationId: id, kind: "eligibility", status: "submitted" },
        { organisationId: id, kind: "viability", status: "draft" },
      ]);
    await db()
      .insert(signatories)
      .values({ organisationId: id, name: "A", surname: "B", email: "a@example.org" });
    const [withAll, bare] = await db()
      .insert(farms)
      .values([
        { organisationId: id, name: "Noord", erfNumbers: ["ERF 12"], latitude: -29, longitude: 30 },
        { organisationId: id, name: "Suid" },
      ])
      .returning();
    await db()
      .insert(farms)
      .values({ organisationId: other, name: "Elders", erfNumbers: ["1"] });
    await db()
      .insert(farmBoundaries)
      .values({
        farmId: withAll!.id,
        organisationId: id,
        source: "circle",
        geometry: { type: "Polygon", coordinates: [] },
        areaHectares: 3.14,
      });
    expect(bare).toBeDefined();
    const progress = await loadJourneyProgress(id);
    expect(progress).toMatchObject({
      eligibility: true,
      viability: true,
      expressedInterest: true,
      eligibilitySubmitted: true,
      viabilitySubmitted: false,
      hasLegalEntity: true,
      signatoryCount: 1,
      farmCount: 2,
      farmsWithBoundary: 1,
      farmsWithErf: 1,
      farmsWithLocation: 1,
      hasContract: false,
    });
    const many = await loadJourneyProgressMany([id, other, "not-a-uuid"]);
    expect(many.get(other)).toMatchObject({ farmCount: 1, farmsWithErf: 1, signatoryCount: 0 });
    expect(many.size).toBe(2);
    expect((await loadJourneyState(id)).step).toBe("CONTRACTING_BOUNDS");
  });
});

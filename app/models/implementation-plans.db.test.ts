// The implementation plans model on a real database (decision 0075): one plan per organisation
// and season, created once; another organisation's plan and actions are not found, listed or
// changed; a field's actions are replaced as a whole, keeping the ids posted back; ids that are
// not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farms, fields } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as plans from "./implementation-plans.server";

let orgA: string;
let orgB: string;
let fieldA: string;
let fieldA2: string;
let fieldB: string;

async function insertField(organisationId: string, name: string) {
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId, name: `${name} farm` })
    .returning();
  const [row] = await db()
    .insert(fields)
    .values({
      organisationId,
      farmId: farm!.id,
      name,
      source: "drawn",
      geometry: { type: "Polygon", coordinates: [] },
      areaHectares: 10,
      boxWest: 28.3,
      boxSouth: -28.26,
      boxEast: 28.31,
      boxNorth: -28.25,
    })
    .returning();
  return row!.id;
}

const cover = { practice: "coverCrops", programmeTarget: "none", date: "2026-10-01" } as const;
const compost = {
  practice: "compost",
  programmeTarget: "planting",
  programmeLinkDirection: "before",
  programmeLinkDays: 14,
} as const;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  fieldA = await insertField(orgA, "North Camp");
  fieldA2 = await insertField(orgA, "River Field");
  fieldB = await insertField(orgB, "Vineyard");
});

describe("implementation plans", () => {
  it("has one plan per organisation and season, created once", async () => {
    expect(await plans.findPlan(orgA, 26)).toBeNull();
    const plan = await plans.ensurePlan(orgA, 26);
    expect(await plans.ensurePlan(orgA, 26)).toMatchObject({ id: plan.id, submittedAt: null });
    expect((await plans.findPlan(orgA, 26))?.id).toBe(plan.id);
    expect(await plans.findPlan(orgB, 26)).toBeNull();
    expect(await plans.findPlan(NOT_A_UUID, 26)).toBeNull();
    expect(await plans.firstSubmittedPlanSeason(orgA)).toBeNull();
  });

  it("replaces a field's actions, keeping the ids sent back, only within the organisation", async () => {
    const plan = await plans.ensurePlan(orgA, 26);
    const [first] = await plans.replaceFieldActions(orgA, plan.id, fieldA, [cover], null);
    await plans.replaceFieldActions(orgA, plan.id, fieldA2, [compost], null);
    const again = await plans.replaceFieldActions(
      orgA,
      plan.id,
      fieldA,
      [{ ...compost }, { ...cover, id: first!.id, notes: "Oats and vetch" }],
      null,
    );
    expect(again.map((a) => a.practice)).toEqual(["compost", "coverCrops"]);
    expect(again[1]).toMatchObject({ id: first!.id, notes: "Oats and vetch" });
    expect(again[0]!.id).not.toBe(first!.id);
    const listed = await plans.listActions(orgA, plan.id);
    expect(listed).toHaveLength(3);
    expect(await plans.findAction(orgA, first!.id)).toMatchObject({ fieldId: fieldA });

    // Another organisation sees and changes nothing of it.
    expect(await plans.listActions(orgB, plan.id)).toEqual([]);
    expect(await plans.findAction(orgB, first!.id)).toBeNull();
    expect(await plans.replaceFieldActions(orgB, plan.id, fieldA, [], null)).toEqual([]);
    expect(await plans.listActions(orgA, plan.id)).toHaveLength(3);
    expect(await plans.markSubmitted(orgB, plan.id, null)).toBeNull();
    expect((await plans.findPlan(orgA, 26))?.submittedAt).toBeNull();

    // Ids that are not UUIDs find nothing.
    expect(await plans.listActions(orgA, NOT_A_UUID)).toEqual([]);
    expect(await plans.findAction(orgA, NOT_A_UUID)).toBeNull();
    expect(await plans.findAction(orgA, UNKNOWN_ID)).toBeNull();
    expect(await plans.replaceFieldActions(orgA, plan.id, NOT_A_UUID, [cover], null)).toEqual([]);
  });

  it("empties a field's list, and marks the plan submitted: the programme's first season", async () => {
    const plan = await plans.ensurePlan(orgA, 26);
    await plans.replaceFieldActions(orgA, plan.id, fieldA2, [], null);
    expect((await plans.listActions(orgA, plan.id)).map((a) => a.fieldId)).toEqual([
      fieldA,
      fieldA,
    ]);
    const submitted = await plans.markSubmitted(orgA, plan.id, null);
    expect(submitted?.submittedAt).toBeInstanceOf(Date);
    expect(await plans.firstSubmittedPlanSeason(orgA)).toBe(26);
    expect(await plans.firstSubmittedPlanSeason(orgB)).toBeNull();
  });

  it("keeps another organisation's plans apart", async () => {
    const planB = await plans.ensurePlan(orgB, 26);
    await plans.replaceFieldActions(orgB, planB.id, fieldB, [cover], null);
    const planA = (await plans.findPlan(orgA, 26))!;
    expect(planB.id).not.toBe(planA.id);
    expect(await plans.listActions(orgA, planB.id)).toEqual([]);
    expect(await plans.listActions(orgB, planB.id)).toHaveLength(1);
  });
});

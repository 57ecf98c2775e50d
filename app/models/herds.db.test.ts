// The herds model on a real database (decision 0077): another organisation's herd is not found,
// changed or deleted; ids that are not UUIDs find nothing; grazing events are counted per
// organisation; a deleted herd takes its livestock numbers with it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { livestockNumbers } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as herds from "./herds.server";

let orgA: string;
let orgB: string;
let herdA: string;
let herdB: string;

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  herdA = (await herds.insertHerd(orgA, { name: "Nguni", type: "beef", frameSize: "small" }, null))
    .id;
  herdB = (await herds.insertHerd(orgB, { name: "Dorper", type: "sheep", frameSize: null }, null))
    .id;
});

describe("herds model", () => {
  it("lists and finds within the organisation only", async () => {
    expect((await herds.listHerds(orgA)).map((h) => h.id)).toEqual([herdA]);
    expect(await herds.findHerd(orgA, herdB)).toBeNull();
    expect(await herds.findHerd(orgA, NOT_A_UUID)).toBeNull();
    expect(await herds.findHerd(NOT_A_UUID, herdA)).toBeNull();
    expect(await herds.listHerds(NOT_A_UUID)).toEqual([]);
    expect((await herds.findHerd(orgA, herdA))?.name).toBe("Nguni");
  });

  it("does not change or delete another organisation's herd", async () => {
    const values = { name: "Mine", type: "pigs" as const, frameSize: null };
    expect(await herds.updateHerd(orgA, herdB, values)).toBeNull();
    expect(await herds.deleteHerd(orgA, herdB)).toBeNull();
    expect(await herds.deleteHerd(orgA, UNKNOWN_ID)).toBeNull();
    expect((await herds.findHerd(orgB, herdB))?.name).toBe("Dorper");
    expect(await herds.countHerdGrazingEvents(orgA, herdB)).toBe(0);
    expect(await herds.countHerdGrazingEvents(orgA, NOT_A_UUID)).toBe(0);
  });

  it("deletes a herd with its livestock numbers", async () => {
    await db().insert(livestockNumbers).values({
      organisationId: orgA,
      herdId: herdA,
      year: 2026,
      month: 6,
      mature: 1,
      juvenile: 0,
    });
    expect((await herds.deleteHerd(orgA, herdA))?.id).toBe(herdA);
    expect(
      await db().select().from(livestockNumbers).where(eq(livestockNumbers.herdId, herdA)),
    ).toEqual([]);
  });
});

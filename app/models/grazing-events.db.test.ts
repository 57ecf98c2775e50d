// The grazing events model on a real database (decision 0077): another organisation's event is
// not found, changed or deleted; a season's list and a herd's other events are the
// organisation's own; ids that are not UUIDs find nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { herds } from "~/db/schema";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import * as grazing from "./grazing-events.server";

let orgA: string;
let orgB: string;
let herdA: string;
let eventA: string;
let eventA2: string;
let eventB: string;

const values = (herdId: string, startDate: string) => ({
  season: 26,
  herdId,
  fieldIds: [UNKNOWN_ID],
  startDate,
  endDate: startDate,
  hoursOnField: 6,
});

beforeAll(async () => {
  orgA = (await insertTestOrganisation("Boplaas")).id;
  orgB = (await insertTestOrganisation("Môreson")).id;
  const [a, b] = await db()
    .insert(herds)
    .values([
      { organisationId: orgA, name: "Nguni", type: "beef", frameSize: "small" },
      { organisationId: orgB, name: "Dorper", type: "sheep" },
    ])
    .returning();
  herdA = a!.id;
  eventA = (await grazing.insertGrazingEvent(orgA, values(herdA, "2026-08-01"), null)).id;
  eventA2 = (await grazing.insertGrazingEvent(orgA, values(herdA, "2026-09-01"), null)).id;
  eventB = (await grazing.insertGrazingEvent(orgB, values(b!.id, "2026-08-01"), null)).id;
});

describe("grazing events model", () => {
  it("lists a season's events and a herd's others within the organisation", async () => {
    expect((await grazing.listGrazingEvents(orgA, 26)).map((e) => e.id)).toEqual([eventA, eventA2]);
    expect(await grazing.listGrazingEvents(orgA, 25)).toEqual([]);
    expect(await grazing.listGrazingEvents(NOT_A_UUID, 26)).toEqual([]);
    expect((await grazing.listHerdGrazingEvents(orgA, herdA, eventA)).map((e) => e.id)).toEqual([
      eventA2,
    ]);
    expect(await grazing.listHerdGrazingEvents(orgB, herdA, null)).toEqual([]);
  });

  it("does not find, change or delete another organisation's event", async () => {
    expect(await grazing.findGrazingEvent(orgA, eventB)).toBeNull();
    expect(await grazing.findGrazingEvent(orgA, NOT_A_UUID)).toBeNull();
    expect(await grazing.updateGrazingEvent(orgA, eventB, values(herdA, "2026-10-01"))).toBeNull();
    expect(await grazing.deleteGrazingEvent(orgA, eventB)).toBeNull();
    expect((await grazing.findGrazingEvent(orgB, eventB))?.startDate).toBe("2026-08-01");
    expect((await grazing.deleteGrazingEvent(orgA, eventA2))?.id).toBe(eventA2);
  });
});

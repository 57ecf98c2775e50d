// Programme events and registrations (decision 0097): a registration is the user's own (another
// user's cancel changes nothing), a cancelled seat is not counted and comes back on registering
// again, drafts and ended events stay off the farmer's list, and ids that are not UUIDs name
// nothing.
import { describe, expect, it } from "vitest";
import {
  cancelRegistration,
  countSeatsTaken,
  findEvent,
  findRegistration,
  insertEvent,
  listRegistrants,
  listUpcomingEvents,
  lockEvent,
  upsertRegistration,
} from "./events.server";
import { transaction } from "./transaction.server";
import { insertTestUser, NOT_A_UUID } from "../../tests/support/model-fixtures";

const now = new Date("2030-06-01T10:00:00Z");
const day = 86_400_000;

function values(title: string, startsIn: number, status: "draft" | "published" = "published") {
  return {
    kind: "farmDay" as const,
    title,
    description: "A day on the farm.",
    startsAt: new Date(now.getTime() + startsIn * day),
    endsAt: new Date(now.getTime() + startsIn * day + 3_600_000),
    place: "Bethlehem",
    link: null,
    capacity: 10,
    province: null,
    status,
    createdBy: null,
  };
}

describe("events model", () => {
  it("lists published events that have not ended, with the user's seat", async () => {
    const user = await insertTestUser();
    const soon = await insertEvent(values("Model soon", 1));
    const later = await insertEvent(values("Model later", 5));
    await insertEvent(values("Model draft", 2, "draft"));
    await insertEvent(values("Model past", -3));
    await upsertRegistration(later.id, user.id, null);
    const list = (await listUpcomingEvents(user.id, now, 100)).filter((e) =>
      e.title.startsWith("Model"),
    );
    expect(list.map((e) => [e.title, e.registered, e.seatsTaken])).toEqual([
      ["Model soon", false, 0],
      ["Model later", true, 1],
    ]);
    expect((await listUpcomingEvents(null, now, 100)).every((e) => !e.registered)).toBe(true);
    expect(soon.status).toBe("published");
  });

  it("keeps a registration the user's own; a cancelled seat is freed and can be taken again", async () => {
    const [a, b] = [await insertTestUser(), await insertTestUser()];
    const event = await insertEvent(values("Model seats", 3));
    await upsertRegistration(event.id, a.id, null);
    await upsertRegistration(event.id, b.id, null);
    expect(await countSeatsTaken(event.id)).toBe(2);
    expect(await cancelRegistration(event.id, a.id)).not.toBeNull();
    expect(await cancelRegistration(event.id, a.id)).toBeNull();
    expect(await countSeatsTaken(event.id)).toBe(1);
    expect((await findRegistration(event.id, b.id))!.cancelledAt).toBeNull();
    await upsertRegistration(event.id, a.id, null);
    expect((await findRegistration(event.id, a.id))!.cancelledAt).toBeNull();
    expect((await findEvent(event.id))!.seatsTaken).toBe(2);
    expect((await listRegistrants(event.id)).map((r) => r.userId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
  });

  it("treats an id that is not a UUID as nothing", async () => {
    expect(await findEvent(NOT_A_UUID)).toBeNull();
    expect(await countSeatsTaken(NOT_A_UUID)).toBe(0);
    expect(await cancelRegistration(NOT_A_UUID, NOT_A_UUID)).toBeNull();
    expect(await listRegistrants(NOT_A_UUID)).toEqual([]);
    expect(await listUpcomingEvents(NOT_A_UUID, now)).toEqual(expect.any(Array));
    expect(await transaction((tx) => lockEvent(NOT_A_UUID, tx))).toBeNull();
  });
});

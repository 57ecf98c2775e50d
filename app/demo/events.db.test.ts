// The demo's programme events (decision 0097): written with the demo data (a Free State farm
// day next month with 30 seats, a webinar, a past training), valid by the rules an admin's
// events meet, and written once (an admin's change survives).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { events } from "~/db/schema";
import { findEvent, listUpcomingEvents } from "~/models/events.server";
import { isPast, sastDateAndTime } from "~/services/events/rules";
import { eventSchema } from "~/services/events/schema";
import { DEMO_FARM_DAY_ID, demoEvents, eventsDemoId, seedEventsDemo } from "./events.server";
import { seedDemoData } from "./people.server";

beforeAll(async () => {
  await seedDemoData();
}, 60_000);

describe("the events demo", () => {
  it("has a farm day next month in the Free State with 30 seats, a webinar and a past event", async () => {
    const now = new Date();
    const farmDay = (await findEvent(DEMO_FARM_DAY_ID))!;
    expect(farmDay).toMatchObject({ kind: "farmDay", province: "FS", capacity: 30 });
    expect(farmDay.status).toBe("published");
    const days = (farmDay.startsAt.getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await findEvent(eventsDemoId(2)))!.kind).toBe("webinar");
    expect(isPast((await findEvent(eventsDemoId(3)))!, now)).toBe(true);
    const upcoming = await listUpcomingEvents(null, now, 100);
    expect(upcoming.map((e) => e.id)).toEqual(
      expect.arrayContaining([DEMO_FARM_DAY_ID, eventsDemoId(2)]),
    );
    expect(upcoming.map((e) => e.id)).not.toContain(eventsDemoId(3));
  });

  it("meets the rules of an admin's event", () => {
    for (const demo of demoEvents(new Date())) {
      const start = sastDateAndTime(demo.startsAt);
      const end = sastDateAndTime(demo.endsAt);
      const result = eventSchema.safeParse({
        kind: demo.kind,
        title: demo.title,
        description: demo.description,
        date: start.date,
        startTime: start.time,
        endTime: end.time,
        place: demo.place,
        link: demo.link,
        capacity: demo.capacity,
        province: demo.province,
      });
      expect(result.success, demo.title).toBe(true);
    }
  });

  it("leaves what an admin changed alone when it runs again", async () => {
    await db()
      .update(events)
      .set({ title: "Farm day (edited)" })
      .where(eq(events.id, DEMO_FARM_DAY_ID));
    await seedEventsDemo(db());
    expect((await findEvent(DEMO_FARM_DAY_ID))!.title).toBe("Farm day (edited)");
  });
});

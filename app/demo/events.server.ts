// The demo's programme events (issue 18 'Demo: … an event … in the demo seed'; decision 0097):
// a farm day next month in the Free State with 30 seats, an open webinar two weeks out, and a
// training day that took place two months ago, so /admin/events, the farmer's home page and
// /profile/events/{eventId} show what they are for from the first start. Dates are counted from
// the day the demo is seeded. Fixed ids, written with ON CONFLICT DO NOTHING: what exists is
// left alone, an admin's change stays.
import { insertMissingEvents } from "~/models/events.server";
import type { Executor } from "~/models/transaction.server";
import { DAY_MS } from "~/shared/time";

/** A fixed id of this demo: issue 18's range, 'e0' for events, then the number. */
export const eventsDemoId = (n: number) =>
  `00000000-0000-4000-8000-0018e0${String(n).padStart(6, "0")}`;

/** The demo farm day farmers register for (tests/e2e/events.spec.ts). */
export const DEMO_FARM_DAY_ID = eventsDemoId(1);

/** `days` from `now` at hh:mm South African time (UTC+2 all year). */
function sastAt(now: Date, days: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const hh = String(hour).padStart(2, "0");
  const mm = String(minute).padStart(2, "0");
  return new Date(`${day}T${hh}:${mm}:00+02:00`);
}

export function demoEvents(now: Date): Parameters<typeof insertMissingEvents>[0][number][] {
  return [
    {
      id: DEMO_FARM_DAY_ID,
      kind: "farmDay",
      title: "Farm day: planned grazing on sourveld",
      description: `Spend a day on a programme farm near Bethlehem that has used planned grazing for four seasons. We walk the camps, compare rested and overgrazed veld, and dig soil pits to see the difference in roots and soil carbon.

Bring a hat, water and boots for walking. Lunch is provided. Tell us about dietary needs when you arrive.`,
      startsAt: sastAt(now, 30, 9),
      endsAt: sastAt(now, 30, 15, 30),
      place: "Rietvlei farm, 12 km north of Bethlehem on the R26",
      link: null,
      capacity: 30,
      province: "FS",
      status: "published",
    },
    {
      id: eventsDemoId(2),
      kind: "webinar",
      title: "Webinar: how soil carbon credits are calculated",
      description: `An hour with the Veld team on how the carbon calculator turns your practice data and soil samples into credits, what the verifier checks, and how long it takes. Questions are welcome in the chat.`,
      startsAt: sastAt(now, 14, 18),
      endsAt: sastAt(now, 14, 19),
      place: null,
      link: "https://meet.veld.example/soil-carbon-webinar",
      capacity: null,
      province: null,
      status: "published",
    },
    {
      id: eventsDemoId(3),
      kind: "training",
      title: "Training: keeping practice records",
      description: `A morning of hands-on training in entering grazing events, herds and fertiliser inputs in Veld, and in taking evidence photos the verifier accepts.`,
      startsAt: sastAt(now, -60, 9),
      endsAt: sastAt(now, -60, 12),
      place: "Landbou Hall, Harrismith",
      link: null,
      capacity: 40,
      province: "FS",
      status: "published",
    },
  ];
}

/** Writes the demo events that do not exist yet. */
export async function seedEventsDemo(executor?: Executor, now = new Date()) {
  await insertMissingEvents(demoEvents(now), executor);
}

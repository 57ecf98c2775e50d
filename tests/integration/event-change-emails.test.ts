// E-mails to registrants when a published event changes or is cancelled (decision 0103): a new
// time, place or link e-mails each person holding a seat (old → new, South African time, the
// event's page and .ics), queued in the change's transaction with a key naming the event, the
// change and the person; a new description sends nothing; a cancel sends the reason; a cancelled
// registration and a refused change send nothing.
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, events } from "~/db/schema";
import * as adminEvents from "~/routes/admin.events/route";
import { cancelRegistration, registerForEvent } from "~/services/events/events.server";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const PAGE = "http://localhost:3000/admin/events";
let writer = "";
const people = {} as Record<"first" | "second" | "gone", { userId: string; email: string }>;

function post(url: string, values: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: writer, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

const BASE = {
  kind: "farmDay",
  title: "Change e-mail farm day",
  description: "Walk the camps; dig soil pits, compare roots.",
  date: "2099-03-04",
  startTime: "09:00",
  endTime: "15:30",
  place: "Rietvlei, Bethlehem",
  link: "",
  capacity: "",
  province: "FS",
};

async function createEvent(title: string, publish: boolean) {
  const created = await callRoute(
    adminEvents.action,
    post(PAGE, { intent: "create", ...BASE, title }),
  );
  expect(created.status).toBe(302);
  const [row] = await db().select({ id: events.id }).from(events).where(eq(events.title, title));
  if (publish) {
    const published = await callRoute(
      adminEvents.action,
      post(PAGE, { intent: "publish", eventId: row!.id }),
    );
    expect(published.status).toBe(302);
  }
  return row!.id;
}

async function mailsOf(eventId: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.idempotencyKey, `event-%-${eventId}-%`));
}

async function edit(eventId: string, title: string, values: Partial<typeof BASE>) {
  const response = await callRoute(
    adminEvents.action,
    post(PAGE, { intent: "edit", eventId, ...BASE, title, ...values }),
  );
  return response.status;
}

beforeAll(async () => {
  writer = await signInCookie("change-mails|writer", "writer@change-mails.example", [
    "read:admin",
    "write:admin",
  ]);
  const org = await insertTestOrganisation("Change Mail Farm");
  people.first = await insertSignedInMember(org.id, "OWNER");
  people.second = await insertSignedInMember(org.id, "STAFF");
  people.gone = await insertSignedInMember(org.id, "STAFF");
});

async function publishedWithSeats(title: string) {
  const eventId = await createEvent(title, true);
  await registerForEvent(people.first.userId, null, eventId);
  await registerForEvent(people.second.userId, null, eventId);
  await registerForEvent(people.gone.userId, null, eventId);
  await cancelRegistration(people.gone.userId, eventId);
  return eventId;
}

describe("a published event's time, place or link changes", () => {
  it("e-mails each person holding a seat, once, with old → new in South African time", async () => {
    const title = "Moved farm day";
    const eventId = await publishedWithSeats(title);
    expect(
      await edit(eventId, title, { date: "2099-03-05", startTime: "10:00", endTime: "16:00" }),
    ).toBe(302);
    const mails = await mailsOf(eventId);
    expect(mails.map((m) => m.to).sort()).toEqual([people.first.email, people.second.email].sort());
    const mine = mails.find((m) => m.userId === people.first.userId)!;
    expect(mine.subject).toBe(`Changed: ${title}`);
    expect(mine.text).toContain(
      "When: 4 March 2099, 09:00–15:30 (South African time) → 5 March 2099, 10:00–16:00 (South African time)",
    );
    expect(mine.text).not.toContain("Where:");
    expect(mine.text).toContain(`See the event: http://localhost:3000/profile/events/${eventId}`);
    expect(mine.text).toContain(
      `Update your calendar: http://localhost:3000/profile/events/${eventId}/calendar.ics`,
    );
    expect(mine.idempotencyKey).toMatch(
      new RegExp(`^event-change-${eventId}-\\d+-${people.first.userId}$`),
    );
    // Nobody who gave the seat back hears of it.
    expect(mails.some((m) => m.userId === people.gone.userId)).toBe(false);
  });

  it("says which place and link changed; a second change is a second e-mail", async () => {
    const title = "Relocated farm day";
    const eventId = await publishedWithSeats(title);
    expect(await edit(eventId, title, { place: "Uitsig, Reitz" })).toBe(302);
    expect(
      await edit(eventId, title, { place: "Uitsig, Reitz", link: "https://meet.example/farm-day" }),
    ).toBe(302);
    const mails = (await mailsOf(eventId)).filter((m) => m.userId === people.second.userId);
    expect(mails).toHaveLength(2);
    const texts = mails.map((m) => m.text);
    expect(texts.some((t) => t.includes("Where: Rietvlei, Bethlehem → Uitsig, Reitz"))).toBe(true);
    expect(
      texts.some((t) => t.includes("Link to join: (none) → https://meet.example/farm-day")),
    ).toBe(true);
  });

  it("sends nothing when only the description or title changes", async () => {
    const title = "Described farm day";
    const eventId = await publishedWithSeats(title);
    expect(
      await edit(eventId, title, { description: "A new description of the day, longer." }),
    ).toBe(302);
    expect(await mailsOf(eventId)).toEqual([]);
  });

  it("sends nothing when the change is refused", async () => {
    const published = await publishedWithSeats("Refused change day");
    // An end before the start is refused: nothing changes, nobody is told.
    expect(
      await edit(published, "Refused change day", { startTime: "16:00", endTime: "09:00" }),
    ).toBe(422);
    expect(await mailsOf(published)).toEqual([]);
  });
});

describe("a published event is cancelled", () => {
  it("e-mails each registrant the reason, once even when cancelled twice", async () => {
    const title = "Cancelled farm day";
    const eventId = await publishedWithSeats(title);
    const reason = "The river is in flood and the bridge is closed.";
    const first = await callRoute(
      adminEvents.action,
      post(PAGE, { intent: "cancel", eventId, reason }),
    );
    expect(first.status).toBe(302);
    const again = await callRoute(
      adminEvents.action,
      post(PAGE, { intent: "cancel", eventId, reason }),
    );
    expect(again.status).toBe(409);
    const mails = await mailsOf(eventId);
    expect(mails).toHaveLength(2);
    const mine = mails.find((m) => m.userId === people.first.userId)!;
    expect(mine.subject).toBe(`Cancelled: ${title}`);
    expect(mine.text).toContain(
      `The event '${title}' on 4 March 2099, 09:00–15:30 (South African time) you registered for is cancelled.`,
    );
    expect(mine.text).toContain(`Reason: ${reason}`);
    expect(mine.idempotencyKey).toMatch(/^event-cancel-/);
  });
});

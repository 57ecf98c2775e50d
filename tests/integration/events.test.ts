// Programme events (issue 18; decision 0097): /admin/events (read:admin reads, write:admin
// creates, edits, publishes and cancels with a reason, each audited), the farmer's home page and
// /profile/events/{eventId} (register, cancel, 'Full'), the .ics file, the last seat under
// concurrency, and /api/v2/events, /api/v2/events/{eventId}/registration, /api/v2/admin/events.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, events } from "~/db/schema";
import { countSeatsTaken, findEvent } from "~/models/events.server";
import * as adminEvents from "~/routes/admin.events/route";
import * as adminEvent from "~/routes/admin.events_.$eventId";
import * as registrationApi from "~/routes/api.v2.events.$eventId.registration";
import * as eventsApi from "~/routes/api.v2.events";
import * as adminEventsApi from "~/routes/api.v2.admin.events";
import * as adminEventApi from "~/routes/api.v2.admin.events.$eventId";
import * as home from "~/routes/profile.home/route";
import * as farmerEvent from "~/routes/profile.events.$eventId";
import * as calendar from "~/routes/profile.events.$eventId_.calendar[.ics]";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";

import { registerForEvent } from "~/services/events/events.server";
import { EVENT_MESSAGES } from "~/services/events/rules";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";
import { isRefusal } from "~/services/kit/refusal";

trustTestTokens();

const PAGE = "http://localhost:3000/admin/events";
const HOME = "http://localhost:3000/profile/home";
const eventUrl = (id: string) => `http://localhost:3000/profile/events/${id}`;

const cookies = {} as Record<"reader" | "writer" | "farmer" | "other", string>;
const tokens = {} as Record<"reader" | "writer" | "farmer", string>;
const farmers = {} as Record<"farmer" | "other", { userId: string; email: string }>;

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A refused registration button: the one action result of the form it posted (decision 0128). */
const refusedWith = (intent: string, sentence: string) => ({
  formId: intent,
  fieldErrors: { _form: sentence },
  repopulateFields: {},
});

function post(url: string, cookie: string, values: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function json(response: Response | unknown) {
  return response instanceof Response ? await response.json() : response;
}

const FARM_DAY = {
  kind: "farmDay",
  title: "Integration farm day",
  description: "Walk the camps; dig soil pits, compare roots.",
  date: "2099-03-04",
  startTime: "09:00",
  endTime: "15:30",
  place: "Rietvlei, Bethlehem",
  link: "",
  capacity: "2",
  province: "FS",
};

async function createPublished(values: Partial<typeof FARM_DAY> = {}) {
  const response = await callRoute(
    adminEvents.action,
    post(PAGE, cookies.writer, { intent: "create", ...FARM_DAY, ...values }),
  );
  expect(response.status).toBe(302);
  const [row] = await db()
    .select({ id: events.id })
    .from(events)
    .where(eq(events.title, values.title ?? FARM_DAY.title));
  const published = await callRoute(
    adminEvents.action,
    post(PAGE, cookies.writer, { intent: "publish", eventId: row!.id }),
  );
  expect(published.status).toBe(302);
  return row!.id;
}

async function auditOf(eventId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, eventId), eq(auditLog.action, action)));
}

beforeAll(async () => {
  cookies.reader = await signInCookie("events|reader", "reader@events.example", ["read:admin"]);
  cookies.writer = await signInCookie("events|writer", "writer@events.example", [
    "read:admin",
    "write:admin",
  ]);
  const org = await insertTestOrganisation("Events Farm");
  const farmer = await insertSignedInMember(org.id, "OWNER");
  const other = await insertSignedInMember(org.id, "STAFF");
  cookies.farmer = farmer.cookie;
  cookies.other = other.cookie;
  farmers.farmer = farmer;
  farmers.other = other;
  tokens.reader = await mintAccessToken("events|api-reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("events|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@events.example",
  });
  tokens.farmer = await mintAccessToken(farmer.subject);
});

describe("/admin/events: who may do what", () => {
  it("refuses a farmer, and a farmer cannot create an event", async () => {
    const page = await callRoute(adminEvents.loader, get(PAGE, cookies.farmer));
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(NO_PERMISSION_MESSAGE);
    const create = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.farmer, { intent: "create", ...FARM_DAY, title: "Farmer's event" }),
    );
    expect(create.status).toBe(403);
    expect(await db().select().from(events).where(eq(events.title, "Farmer's event"))).toEqual([]);
  });

  it("lets read:admin read but change nothing", async () => {
    const data = await json(await callRoute(adminEvents.loader, get(PAGE, cookies.reader)));
    expect(data.canWrite).toBe(false);
    const create = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.reader, { intent: "create", ...FARM_DAY, title: "Reader's event" }),
    );
    expect(create.status).toBe(403);
    expect(await db().select().from(events).where(eq(events.title, "Reader's event"))).toEqual([]);
  });
});

describe("an event from creation to the farmer's calendar", () => {
  let eventId = "";

  it("creates a draft farmers do not see, audited", async () => {
    const response = await callRoute(
      adminEvents.action,
      post(`${PAGE}?dialog=new-event`, cookies.writer, { intent: "create", ...FARM_DAY }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/events");
    expect((await toastOf(response))?.text).toContain("saved as a draft");
    const [row] = await db().select().from(events).where(eq(events.title, FARM_DAY.title));
    expect(row).toMatchObject({ status: "draft", capacity: 2, province: "FS", link: null });
    expect(row!.startsAt.toISOString()).toBe("2099-03-04T07:00:00.000Z");
    eventId = row!.id;
    expect(await auditOf(eventId, "event.create")).toHaveLength(1);
    const homeData = await json(await callRoute(home.loader, get(HOME, cookies.farmer)));
    expect(homeData.events.some((e: { eventId: string }) => e.eventId === eventId)).toBe(false);
    const page = await callRoute(farmerEvent.loader, get(eventUrl(eventId), cookies.farmer), {
      eventId,
    });
    expect(page.status).toBe(404);
  });

  it("keeps what was typed when a value is refused", async () => {
    const response = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.writer, { intent: "create", ...FARM_DAY, endTime: "08:00" }),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(EVENT_MESSAGES.endBeforeStart);
  });

  it("edits and publishes it, each audited; the farmer sees it on the home page", async () => {
    const edit = await callRoute(
      adminEvents.action,
      post(`${PAGE}?dialog=edit-event&eventId=${eventId}`, cookies.writer, {
        intent: "edit",
        eventId,
        ...FARM_DAY,
        place: "Rietvlei farm, Bethlehem",
      }),
    );
    expect(edit.status).toBe(302);
    expect((await findEvent(eventId))!.place).toBe("Rietvlei farm, Bethlehem");
    expect(await auditOf(eventId, "event.update")).toHaveLength(1);
    const publish = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.writer, { intent: "publish", eventId }),
    );
    expect(publish.status).toBe(302);
    expect(await auditOf(eventId, "event.publish")).toHaveLength(1);
    const homeData = await json(await callRoute(home.loader, get(HOME, cookies.farmer)));
    const shown = homeData.events.find((e: { eventId: string }) => e.eventId === eventId);
    expect(shown).toMatchObject({ registered: false, seatsLeft: 2, status: "published" });
  });

  it("registers the farmer from a plain form; the seats left drop", async () => {
    const response = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.farmer, { intent: "register" }),
      { eventId },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/profile/events/${eventId}`);
    expect((await toastOf(response))?.text).toContain("You are registered");
    const homeData = await json(await callRoute(home.loader, get(HOME, cookies.farmer)));
    const shown = homeData.events.find((e: { eventId: string }) => e.eventId === eventId);
    expect(shown).toMatchObject({ registered: true, seatsLeft: 1, seatsTaken: 1 });
    // Registering again is no error and takes no second seat.
    const again = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.farmer, { intent: "register" }),
      { eventId },
    );
    expect(again.status).toBe(302);
    expect(await countSeatsTaken(eventId)).toBe(1);
  });

  it("shows the admin who registered: name, organisation, e-mail", async () => {
    const data = await json(
      await callRoute(adminEvent.loader, get(`${PAGE}/${eventId}`, cookies.reader), { eventId }),
    );
    expect(data.event.seatsTaken).toBe(1);
    expect(data.registrants).toEqual([
      expect.objectContaining({ email: farmers.farmer.email, organisationName: "Events Farm" }),
    ]);
  });

  it("gives the farmer the .ics file", async () => {
    const response = await callRoute(
      calendar.loader,
      get(`${eventUrl(eventId)}/calendar.ics`, cookies.farmer),
      { eventId },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="integration-farm-day.ics"',
    );
    const text = await response.text();
    expect(text).toContain("BEGIN:VEVENT\r\n");
    expect(text).toContain("SUMMARY:Integration farm day\r\n");
    expect(text).toContain("DTSTART:20990304T070000Z\r\n");
    expect(text).toContain("LOCATION:Rietvlei farm\\, Bethlehem\r\n");
  });

  it("refuses a seat at a full event with a sentence", async () => {
    const second = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.other, { intent: "register" }),
      { eventId },
    );
    expect(second.status).toBe(302);
    const third = await insertSignedInMember(
      (await insertTestOrganisation("Late Farm")).id,
      "OWNER",
    );
    const refused = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), third.cookie, { intent: "register" }),
      { eventId },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(refusedWith("register", EVENT_MESSAGES.full));
    expect(await countSeatsTaken(eventId)).toBe(2);
    const page = await json(
      await callRoute(farmerEvent.loader, get(eventUrl(eventId), third.cookie), { eventId }),
    );
    expect(page.closedBecause).toBe(EVENT_MESSAGES.full);
  });

  it("cancels the farmer's registration, freeing the seat", async () => {
    const response = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.other, { intent: "cancelRegistration" }),
      { eventId },
    );
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.text).toContain("is cancelled");
    expect(await countSeatsTaken(eventId)).toBe(1);
    const again = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.other, { intent: "cancelRegistration" }),
      { eventId },
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(
      refusedWith("cancelRegistration", EVENT_MESSAGES.notRegistered),
    );
  });

  it("cancels the event only with a reason, audited; registering is then refused", async () => {
    const noReason = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.writer, { intent: "cancel", eventId, reason: "" }),
    );
    expect(noReason.status).toBe(422);
    expect((await findEvent(eventId))!.status).toBe("published");
    const response = await callRoute(
      adminEvents.action,
      post(`${PAGE}?dialog=cancel-event&eventId=${eventId}`, cookies.writer, {
        intent: "cancel",
        eventId,
        reason: "The farm road is flooded.",
      }),
    );
    expect(response.status).toBe(302);
    const event = (await findEvent(eventId))!;
    expect(event).toMatchObject({ status: "cancelled", cancelReason: "The farm road is flooded." });
    const [entry] = await auditOf(eventId, "event.cancel");
    expect(entry!.changes).toMatchObject({ reason: "The farm road is flooded." });
    expect(entry!.actorLabel).toBe("writer@events.example");
    const refused = await callRoute(
      farmerEvent.action,
      post(eventUrl(eventId), cookies.other, { intent: "register" }),
      { eventId },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual(refusedWith("register", EVENT_MESSAGES.cancelled));
  });
});

describe("the last seat", () => {
  it("goes to one of two farmers asking at once; the other is refused", async () => {
    const eventId = await createPublished({ title: "One seat left", capacity: "1" });
    const outcomes = await Promise.allSettled([
      registerForEvent(farmers.farmer.userId, null, eventId),
      registerForEvent(farmers.other.userId, null, eventId),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(isRefusal(rejected.reason)).toBe(true);
    expect(rejected.reason.message).toBe(EVENT_MESSAGES.full);
    expect(await countSeatsTaken(eventId)).toBe(1);
  });
});

describe("ids that are not ids", () => {
  it.each([NOT_A_UUID, UNKNOWN_ID, "%00"])("%s is a 404 with a sentence", async (id) => {
    const page = await callRoute(farmerEvent.loader, get(eventUrl(id), cookies.farmer), {
      eventId: id,
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toBe(EVENT_MESSAGES.notFound);
    const posted = await callRoute(
      farmerEvent.action,
      post(eventUrl(id), cookies.farmer, { intent: "register" }),
      { eventId: id },
    );
    expect(posted.status).toBe(404);
    const ics = await callRoute(
      calendar.loader,
      get(`${eventUrl(id)}/calendar.ics`, cookies.farmer),
      {
        eventId: id,
      },
    );
    expect(ics.status).toBe(404);
    const admin = await callRoute(adminEvent.loader, get(`${PAGE}/${id}`, cookies.reader), {
      eventId: id,
    });
    expect(admin.status).toBe(404);
    const dialog = await callRoute(
      adminEvents.loader,
      get(`${PAGE}?dialog=edit-event&eventId=${encodeURIComponent(id)}`, cookies.reader),
    );
    // In the query string a malformed id is a 400 naming the parameter (issue 28).
    expect(dialog.status).toBe(id === UNKNOWN_ID ? 404 : 400);
    if (id !== UNKNOWN_ID) expect(await dialog.text()).toContain("'eventId' parameter");
  });

  it("refuses an unknown form", async () => {
    const response = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.writer, { intent: "bogus" }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "The form's 'intent' field must be one of: create, edit, publish, cancel.",
    );
    const noEvent = await callRoute(
      adminEvents.action,
      post(PAGE, cookies.writer, { intent: "publish" }),
    );
    expect(noEvent.status).toBe(404);
  });
});

describe("/api/v2", () => {
  it("lists upcoming published events with the caller's seat, and registers and cancels", async () => {
    const eventId = await createPublished({
      title: "API webinar",
      capacity: "",
      place: "",
      link: "https://meet.example/w",
    });
    const list = await eventsApi.loader({
      request: apiRequest("/api/v2/events", tokens.farmer),
      params: {},
      context: { cspNonce: "", requestId: "t" },
    } as never);
    expect(list.status).toBe(200);
    const body = await list.json();
    expect(body.data.events.find((e: { eventId: string }) => e.eventId === eventId)).toMatchObject({
      registered: false,
      seatsLeft: null,
      link: "https://meet.example/w",
    });
    const args = (method: string) =>
      ({
        request: apiRequest(`/api/v2/events/${eventId}/registration`, tokens.farmer, { method }),
        params: { eventId },
        context: { cspNonce: "", requestId: "t" },
      }) as never;
    const created = await registrationApi.action(args("POST"));
    expect(created.status).toBe(201);
    expect((await created.json()).data.registered).toBe(true);
    const again = await registrationApi.action(args("POST"));
    expect(again.status).toBe(200);
    const deleted = await registrationApi.action(args("DELETE"));
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).data.registered).toBe(false);
    const none = await registrationApi.action(args("DELETE"));
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe(EVENT_MESSAGES.notRegistered);
  });

  it("lets read:admin list but not create; write:admin creates, cancels with a reason", async () => {
    const call = (mod: typeof adminEventsApi, token: string, method = "GET", body?: unknown) =>
      (method === "GET" ? mod.loader : mod.action)({
        request: apiRequest("/api/v2/admin/events", token, { method, body }),
        params: {},
        context: { cspNonce: "", requestId: "t" },
      } as never);
    expect((await call(adminEventsApi, tokens.reader)).status).toBe(200);
    expect((await call(adminEventsApi, tokens.farmer)).status).toBe(403);
    const values = { ...FARM_DAY, title: "API farm day", capacity: 10, link: null };
    expect((await call(adminEventsApi, tokens.reader, "POST", values)).status).toBe(403);
    const bad = await call(adminEventsApi, tokens.writer, "POST", { ...values, capacity: "many" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.capacity).toBe(EVENT_MESSAGES.capacity);
    const created = await call(adminEventsApi, tokens.writer, "POST", values);
    expect(created.status).toBe(201);
    const { eventId, status } = (await created.json()).data;
    expect(status).toBe("draft");
    const put = (token: string, body: unknown) =>
      adminEventApi.action({
        request: apiRequest(`/api/v2/admin/events/${eventId}`, token, { method: "PUT", body }),
        params: { eventId },
        context: { cspNonce: "", requestId: "t" },
      } as never);
    expect((await put(tokens.reader, { status: "published" })).status).toBe(403);
    expect((await put(tokens.writer, { status: "published" })).status).toBe(200);
    const noReason = await put(tokens.writer, { status: "cancelled" });
    expect(noReason.status).toBe(422);
    expect((await findEvent(eventId))!.status).toBe("published");
    const cancelled = await put(tokens.writer, { status: "cancelled", reason: "Speaker is ill." });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toMatchObject({
      status: "cancelled",
      cancelReason: "Speaker is ill.",
      registrations: [],
    });
    const [entry] = await auditOf(eventId, "event.cancel");
    expect(entry!.actorLabel).toBe("api-writer@events.example");
  });
});

// Practice-data overrides (spec §3 'Other records': pd overrides; §7 'GET, POST, PUT, DELETE
// /pd/{id}/overrides'; decision 0078), with real Requests on a fresh database: the API creates,
// lists, changes and removes a correction, each audited with its reason, the farmer's value left
// as typed; a missing reason, a value that cannot be overridden, another organisation's record,
// read:admin writing and an id that is not a UUID are refused. The admin page's forms post as a
// browser without JavaScript does: a refused post comes back with the values as typed.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, livestockNumbers } from "~/db/schema";
import * as page from "~/routes/admin.journey.companies.$companyId_.practice/route";
import * as overridesApi from "~/routes/api.v2.pd.$id.overrides";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../support/model-fixtures";
import {
  insertFertiliserInput,
  insertGrazingEvent,
  insertLivestockNumber,
  insertPracticeFields,
  insertPracticeHerd,
} from "../support/practice-admin-fixtures";
import { signInCookie } from "../support/sessions";
import { callRoute } from "../support/route-call";

trustTestTokens();

const BASE = "http://localhost:3000";
const tokens = { admin: "", reader: "" };
const cookies = { admin: "", reader: "" };
const org = { a: "", b: "" };
const rec = { livestock: "", grazing: "", fertiliser: "", otherLivestock: "" };

const call = callRoute;

const url = (id: string) => `/api/v2/pd/${id}/overrides`;
function api(method: string, token: string, body?: unknown, id = org.a) {
  const fn = method === "GET" ? overridesApi.loader : overridesApi.action;
  return call(fn, apiRequest(url(id), token, { method, body }), { id });
}

const audits = (entityId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "pd_override"), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  org.a = (await insertTestOrganisation("Boplaas practice")).id;
  org.b = (await insertTestOrganisation("Elders practice")).id;
  const [field] = await insertPracticeFields(org.a, [{ name: "Kamp 1", areaHectares: 10 }]);
  const herd = await insertPracticeHerd(org.a);
  rec.livestock = (
    await insertLivestockNumber(org.a, herd.id, { year: 2026, month: 7, mature: 10, juvenile: 4 })
  ).id;
  rec.grazing = (
    await insertGrazingEvent(org.a, {
      season: 26,
      herdId: herd.id,
      fieldIds: [field!.id],
      startDate: "2026-08-01",
      endDate: "2026-08-10",
      hoursOnField: 12,
    })
  ).id;
  rec.fertiliser = (
    await insertFertiliserInput(org.a, {
      fieldId: field!.id,
      season: 26,
      applicationRate: 200,
      nutrientPercent: 50,
      nitrogen: 0.2,
      phosphorus: 0.1,
      potassium: 0.1,
    })
  ).id;
  const otherHerd = await insertPracticeHerd(org.b);
  rec.otherLivestock = (
    await insertLivestockNumber(org.b, otherHerd.id, {
      year: 2026,
      month: 7,
      mature: 5,
      juvenile: 0,
    })
  ).id;
  tokens.admin = await mintAccessToken("pdo|admin", {
    permissions: ["read:admin", "write:admin"],
    email: "admin@veld.example",
  });
  tokens.reader = await mintAccessToken("pdo|reader", { permissions: ["read:admin"] });
  cookies.admin = await signInCookie("pdo|admin", "admin@veld.example", [
    "read:admin",
    "write:admin",
  ]);
  cookies.reader = await signInCookie("pdo|reader", "reader@veld.example", ["read:admin"]);
});

describe("/api/v2/pd/{id}/overrides", () => {
  it("creates, lists, changes and removes a correction, each audited with its reason", async () => {
    const created = await api("POST", tokens.admin, {
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "mature",
      value: 12,
      reason: "Counted at the dip on 3 August",
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; value: number } };
    expect(data).toMatchObject({
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "mature",
      value: 12,
      reason: "Counted at the dip on 3 August",
    });

    const again = await api("POST", tokens.admin, {
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "mature",
      value: 13,
      reason: "A second correction",
    });
    expect(again.status).toBe(409);

    const list = await api("GET", tokens.reader);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { id: string }[] }).data.map((o) => o.id)).toEqual([
      data.id,
    ]);
    const otherList = await api("GET", tokens.reader, undefined, org.b);
    expect(((await otherList.json()) as { data: unknown[] }).data).toEqual([]);

    const changed = await api("PUT", tokens.admin, {
      overrideId: data.id,
      value: 11,
      reason: "Recount: one cow was the neighbour's",
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { value: number } }).data.value).toBe(11);

    const removed = await api("DELETE", tokens.admin, {
      overrideId: data.id,
      reason: "The farmer's count was right after all",
    });
    expect(removed.status).toBe(200);
    expect(((await (await api("GET", tokens.reader)).json()) as { data: [] }).data).toEqual([]);

    const trail = await audits(data.id);
    expect(trail.map((a) => a.action)).toEqual([
      "pd_override.create",
      "pd_override.update",
      "pd_override.delete",
    ]);
    expect(trail.every((a) => a.actorLabel === "admin@veld.example")).toBe(true);
    expect(trail[0]!.changes).toMatchObject({
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "mature",
      from: 10,
      to: 12,
      reason: "Counted at the dip on 3 August",
    });
    expect(trail[1]!.changes).toMatchObject({ from: 12, to: 11 });
    expect(trail[2]!.changes).toMatchObject({
      from: 11,
      to: 10,
      reason: "The farmer's count was right after all",
    });
    // The farmer's value stays as typed throughout.
    const [row] = await db()
      .select()
      .from(livestockNumbers)
      .where(eq(livestockNumbers.id, rec.livestock));
    expect(row!.mature).toBe(10);
  });

  it("requires a reason of 5 to 500 characters", async () => {
    const body = { recordType: "grazing", recordId: rec.grazing, valueName: "hoursOnField" };
    const missing = await api("POST", tokens.admin, { ...body, value: 8 });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.reason).toBe(
      "Enter the reason for this correction.",
    );
    const short = await api("POST", tokens.admin, { ...body, value: 8, reason: "typo" });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: Record<string, string> }).errors.reason).toBe(
      "Enter a reason of 5 to 500 characters.",
    );
    const long = await api("POST", tokens.admin, { ...body, value: 8, reason: "x".repeat(501) });
    expect(long.status).toBe(422);
    const nul = await api("POST", tokens.admin, { ...body, value: 8, reason: "bad \u0000 text" });
    expect(nul.status).toBe(400);
  });

  it("refuses a value that cannot be overridden or is out of range (422)", async () => {
    const wrongName = await api("POST", tokens.admin, {
      recordType: "fertiliser",
      recordId: rec.fertiliser,
      valueName: "product",
      value: 1,
      reason: "Not a number value",
    });
    expect(wrongName.status).toBe(422);
    expect(((await wrongName.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      "valueName",
    );
    const hours = await api("POST", tokens.admin, {
      recordType: "grazing",
      recordId: rec.grazing,
      valueName: "hoursOnField",
      value: 25,
      reason: "More than a day",
    });
    expect(hours.status).toBe(422);
    const half = await api("POST", tokens.admin, {
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "juvenile",
      value: 2.5,
      reason: "Half a calf",
    });
    expect(half.status).toBe(422);
    const text = await api("POST", tokens.admin, {
      recordType: "livestock",
      recordId: rec.livestock,
      valueName: "juvenile",
      value: "3",
      reason: "Sent as text",
    });
    expect(text.status).toBe(422);
  });

  it("another organisation's record or override is a 404", async () => {
    const foreign = await api("POST", tokens.admin, {
      recordType: "livestock",
      recordId: rec.otherLivestock,
      valueName: "mature",
      value: 6,
      reason: "Not this organisation's herd",
    });
    expect(foreign.status).toBe(404);
    const created = await api(
      "POST",
      tokens.admin,
      {
        recordType: "livestock",
        recordId: rec.otherLivestock,
        valueName: "mature",
        value: 6,
        reason: "Elders' own correction",
      },
      org.b,
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const put = await api("PUT", tokens.admin, {
      overrideId: data.id,
      value: 7,
      reason: "Through the wrong organisation",
    });
    expect(put.status).toBe(404);
    const del = await api("DELETE", tokens.admin, { overrideId: data.id, reason: "Wrong org" });
    expect(del.status).toBe(404);
    const unknownOrg = await api("GET", tokens.reader, undefined, UNKNOWN_ID);
    expect(unknownOrg.status).toBe(404);
  });

  it("read:admin may read but not write (403); a non-UUID id is a 404", async () => {
    const denied = await api("POST", tokens.reader, {
      recordType: "grazing",
      recordId: rec.grazing,
      valueName: "hoursOnField",
      value: 8,
      reason: "A reader trying to write",
    });
    expect(denied.status).toBe(403);
    expect((await api("GET", tokens.reader, undefined, NOT_A_UUID)).status).toBe(404);
    expect(
      (await api("DELETE", tokens.admin, { overrideId: NOT_A_UUID, reason: "no such" })).status,
    ).toBe(404);
  });
});

describe("the admin's corrections page", () => {
  const PATH = () => `/admin/journey/companies/${org.a}/practice`;
  const target = () => `grazing:${rec.grazing}:hoursOnField`;

  // Posted as the open dialog posts: to its URL, with the intent and the value in the body.
  function post(who: "admin" | "reader", intent: string, body: Record<string, string>) {
    const search = `season=26&dialog=override&override=${target()}`;
    return call(
      page.action,
      new Request(`${BASE}${PATH()}?${search}`, {
        method: "POST",
        body: new URLSearchParams({ intent, override: target(), ...body }),
        headers: { Cookie: cookies[who], "Content-Type": "application/x-www-form-urlencoded" },
      }),
      { companyId: org.a },
    );
  }

  async function load(who: "admin" | "reader", search = "season=26") {
    const answer = await call(
      page.loader,
      new Request(`${BASE}${PATH()}?${search}`, { headers: { Cookie: cookies[who] } }),
      { companyId: org.a },
    );
    return answer as unknown as Awaited<ReturnType<typeof page.loader>>;
  }

  it("overrides a value with a reason, and removes the correction, through real posts", async () => {
    const refused = await post("admin", "override", { value: "30", reason: "Too many hours" });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(body.fieldErrors.value).toBeTruthy();
    expect(body.repopulateFields).toMatchObject({ value: "30", reason: "Too many hours" });

    const short = await post("admin", "override", { value: "8", reason: "typo" });
    expect(short.status).toBe(422);
    const shortBody = (await short.json()) as typeof body;
    expect(shortBody.fieldErrors.reason).toBe("Enter a reason of 5 to 500 characters.");
    expect(shortBody.repopulateFields).toMatchObject({ value: "8", reason: "typo" });

    const ok = await post("admin", "override", { value: "8", reason: "Herd book says 8 hours" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`${PATH()}?season=26`);
    const data = await load("admin", `season=26&dialog=override&override=${target()}`);
    expect(data.canWrite).toBe(true);
    expect(data.grazing[0]).toMatchObject({ hoursOnField: 8 });
    expect(data.grazing[0]!.corrections[0]).toMatchObject({
      original: 12,
      value: 8,
      reason: "Herd book says 8 hours",
    });
    expect(data.target).toMatchObject({ original: 12, override: { value: 8 } });

    const changed = await post("admin", "override", { value: "9", reason: "Herd book: 9 hours" });
    expect(changed.status).toBe(302);
    expect((await load("reader")).grazing[0]).toMatchObject({ hoursOnField: 9 });

    const noReason = await post("admin", "remove", { reason: "" });
    expect(noReason.status).toBe(422);
    const removed = await post("admin", "remove", { reason: "The farmer's 12 hours stand" });
    expect(removed.status).toBe(302);
    expect((await load("reader")).grazing[0]).toMatchObject({ hoursOnField: 12, corrections: [] });
  });

  it("is read-only for read:admin without write:admin", async () => {
    const data = await load("reader");
    expect(data.canWrite).toBe(false);
    const denied = await post("reader", "override", { value: "8", reason: "A reader's try" });
    expect(denied.status).toBe(403);
    const other = await call(
      page.loader,
      new Request(`${BASE}/admin/journey/companies/${NOT_A_UUID}/practice`, {
        headers: { Cookie: cookies.reader },
      }),
      { companyId: NOT_A_UUID },
    );
    expect(other.status).toBe(404);
  });
});

// The calculation constants (issue 17; decision 0090): /admin/editConsts (read:admin views,
// write:consts saves a new version with a note; refused saves keep every typed value; versions
// and diffs), /admin/journey/calcSetup (which version each organisation uses; audited moves), and
// /api/v2/admin/consts/*, /api/v2/constants with bearer tokens. Hostile input is a 4xx.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { pinMissingToVersion } from "~/models/constants.server";
import {
  findLatestConstantVersion,
  findOrganisationPins,
  listConstantVersions,
} from "~/models/constants.server";
import * as editConsts from "~/routes/admin.editConsts/route";
import * as calcSetup from "~/routes/admin.journey.calcSetup/route";
import * as constsApi from "~/routes/api.v2.admin.consts.$type";
import * as versionsApi from "~/routes/api.v2.admin.consts.versions.list";
import * as memberApi from "~/routes/api.v2.constants";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { constantsForCalculation } from "~/services/constants/constants.server";
import { constantsInForce } from "~/services/constants/in-force.server";
import { CONSTANT_SETS } from "~/services/constants/sets";
import { toastCookie } from "~/services/kit/toast.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const cookies = {} as Record<"reader" | "writer" | "member", string>;
const tokens = {} as Record<"reader" | "writer" | "member" | "nobody", string>;

const PAGE = "http://localhost:3000/admin/editConsts";
const SETUP = "http://localhost:3000/admin/journey/calcSetup";

function get(url: string, cookie?: string) {
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(url: string, cookie: string, values: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values),
  });
}

/** The form of a set as the page posts it: its intent, every value as text, and the note. */
function formOf(values: Record<string, number | null>, note: string) {
  return {
    intent: "save-constants",
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? "" : String(v)])),
    note,
  };
}

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

async function loaderData(response: Response | unknown) {
  return response instanceof Response ? await response.json() : response;
}

beforeAll(async () => {
  cookies.reader = await signInCookie("consts|reader", "reader@consts.example", ["read:admin"]);
  cookies.writer = await signInCookie("consts|writer", "writer@consts.example", [
    "read:admin",
    "write:consts",
  ]);
  const org = await insertTestOrganisation("Consts Member Farm");
  const member = await insertSignedInMember(org.id, "OWNER");
  cookies.member = member.cookie;
  tokens.reader = await mintAccessToken("consts|api-reader", { permissions: ["read:admin"] });
  tokens.writer = await mintAccessToken("consts|api-writer", {
    permissions: ["read:admin", "write:consts"],
    email: "api-writer@consts.example",
  });
  tokens.member = await mintAccessToken(member.subject);
  tokens.nobody = await mintAccessToken("consts|nobody");
});

describe("/admin/editConsts", () => {
  it("is refused to a member without read:admin, and sends a visitor to sign in", async () => {
    const refused = await callRoute(editConsts.loader, get(PAGE, cookies.member));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(NO_PERMISSION_MESSAGE);
    const visitor = await callRoute(editConsts.loader, get(PAGE));
    expect(visitor.status).toBe(302);
  });

  it("shows read:admin the current version of a set, read-only", async () => {
    const data = await loaderData(
      await callRoute(editConsts.loader, get(`${PAGE}?type=livestock`, cookies.reader)),
    );
    expect(data.type).toBe("livestock");
    expect(data.canWrite).toBe(false);
    expect(data.shown.version).toBe(1);
    expect(data.shown.values.beefLarge).toBe(1.557);
    expect(data.shown.values.pigsSmall).toBeNull();
  });

  it.each([
    [`${PAGE}?type=bogus`, 404],
    [`${PAGE}?type=%00`, 400],
    [`${PAGE}?type=credits&version=abc`, 400],
    [`${PAGE}?type=credits&version=-1`, 400],
    [`${PAGE}?type=credits&version=99999999999999`, 400],
    [`${PAGE}?type=credits&version=999`, 404],
    [`${PAGE}?type=credits&view=versions&from=1&to=999`, 404],
  ])("%s answers %i", async (url, status) => {
    expect((await callRoute(editConsts.loader, get(url, cookies.reader))).status).toBe(status);
  });

  it("refuses a save from read:admin alone", async () => {
    const latest = (await findLatestConstantVersion("credits"))!;
    const response = await callRoute(
      editConsts.action,
      post(`${PAGE}?type=credits`, cookies.reader, formOf(latest.values, "Should not save.")),
    );
    expect(response.status).toBe(403);
    expect((await listConstantVersions("credits")).length).toBe(latest.version);
  });

  it("saves a write:consts edit as the next version, with a toast and an audit entry", async () => {
    const latest = (await findLatestConstantVersion("credits"))!;
    const response = await callRoute(
      editConsts.action,
      post(
        `${PAGE}?type=credits`,
        cookies.writer,
        formOf({ ...latest.values, farmerShare: 0.75 }, "Board decision of 20 November."),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/editConsts?type=credits");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      text: `Credits and earnings constants saved as version ${latest.version + 1}.`,
    });
    const saved = (await findLatestConstantVersion("credits"))!;
    expect(saved.version).toBe(latest.version + 1);
    expect(saved.values.farmerShare).toBe(0.75);
    expect(saved.note).toBe("Board decision of 20 November.");
    expect(saved.createdByLabel).toBe("writer@consts.example");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "constants.save"), eq(auditLog.entityId, saved.id)));
    expect(entry?.actorLabel).toBe("writer@consts.example");
    expect(entry?.changes).toMatchObject({
      type: "credits",
      version: saved.version,
      reason: "Board decision of 20 November.",
      changed: [{ key: "farmerShare", from: 0.7, to: 0.75 }],
    });

    // The diff between the two versions names the key, old → new.
    const data = await loaderData(
      await callRoute(
        editConsts.loader,
        get(
          `${PAGE}?type=credits&view=versions&from=${latest.version}&to=${saved.version}`,
          cookies.reader,
        ),
      ),
    );
    expect(data.diff.changes).toEqual([
      expect.objectContaining({ key: "farmerShare", from: 0.7, to: 0.75 }),
    ]);
    expect(data.versions.map((v: { version: number }) => v.version)[0]).toBe(saved.version);
  });

  it("a refused save comes back with every typed value and each error beside its field", async () => {
    const before = (await findLatestConstantVersion("soilCarbon"))!;
    const typed = {
      ...formOf(before.values, ""),
      cropFMgNoTill_warmTemperateDry: "0",
      periodYears: "12.5",
      socRef_tropicalDry_hac: "forty",
    };
    const response = await callRoute(
      editConsts.action,
      post(`${PAGE}?type=soilCarbon`, cookies.writer, typed),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    expect(body.fieldErrors.cropFMgNoTill_warmTemperateDry).toBe(
      "Enter a number above 0 and at most 3.",
    );
    expect(body.fieldErrors.periodYears).toBeDefined();
    expect(body.fieldErrors.socRef_tropicalDry_hac).toBeDefined();
    expect(body.fieldErrors.note).toBeDefined();
    expect(body.repopulateFields.socRef_tropicalDry_hac).toBe("forty");
    expect(body.repopulateFields.periodYears).toBe("12.5");
    expect(body.repopulateFields.cropFILow_tropicalDry).toBe("0.95");
    expect((await findLatestConstantVersion("soilCarbon"))!.version).toBe(before.version);
  });

  it("refuses a save that changes nothing, saying so", async () => {
    const latest = (await findLatestConstantVersion("livestock"))!;
    const response = await callRoute(
      editConsts.action,
      post(`${PAGE}?type=livestock`, cookies.writer, formOf(latest.values, "No change at all.")),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(Object.values(body.fieldErrors)).toContain(
      "Nothing has changed: change at least one value to save a new version.",
    );
  });

  it.each([
    ["an unknown set", `${PAGE}?type=nope`, 404],
    ["a JSON body", `${PAGE}?type=credits`, 400],
  ])("refuses %s with a 4xx", async (_what, url, status) => {
    const request = new Request(url, {
      method: "POST",
      headers: { Cookie: cookies.writer, "Content-Type": "application/json" },
      body: "{}",
    });
    const response = await callRoute(editConsts.action, request);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    if (status === 404) expect(response.status).toBe(404);
  });
});

describe("/admin/journey/calcSetup", () => {
  it("shows each organisation's versions, and moves one to the latest with a reason, audited", async () => {
    const org = await insertTestOrganisation("Calc Setup Farm");
    const fresh = await insertTestOrganisation("Calc Setup Fresh");
    const stamped = await constantsForCalculation(org.id);
    // A newer emissions version: the organisation stays on its version.
    const emissions = (await findLatestConstantVersion("emissions"))!;
    await callRoute(
      editConsts.action,
      post(
        `${PAGE}?type=emissions`,
        cookies.writer,
        formOf({ ...emissions.values, gwpN2o: 265 }, "AR5 value for a comparison run."),
      ),
    );

    const data = await loaderData(await callRoute(calcSetup.loader, get(SETUP, cookies.reader)));
    const row = data.organisations.find((o: { id: string }) => o.id === org.id);
    expect(row.versions.emissions).toBe(stamped.versions.emissions);
    expect(row.isBehind).toBe(true);
    const freshRow = data.organisations.find((o: { id: string }) => o.id === fresh.id);
    expect(freshRow.versions.emissions).toBeNull();
    expect(data.canWrite).toBe(false);

    // The move dialog posts to the page's URL, naming its form and organisation in the body.
    const url = `${SETUP}?dialog=move&companyId=${org.id}`;
    const move = (reason: string) => ({ intent: "move", companyId: org.id, reason });
    const noReason = await callRoute(calcSetup.action, post(url, cookies.writer, move("")));
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { formId: string }).formId).toBe("move");
    const readerMove = await callRoute(
      calcSetup.action,
      post(url, cookies.reader, move("Not allowed.")),
    );
    expect(readerMove.status).toBe(403);

    const moved = await callRoute(
      calcSetup.action,
      post(url, cookies.writer, move("Move to the AR5 comparison.")),
    );
    expect(moved.status).toBe(302);
    expect((await toastOf(moved))?.text).toContain("Emissions");
    const pins = await findOrganisationPins(org.id);
    expect(pins.emissions?.version).toBe(emissions.version + 1);
    expect(pins.emissions?.reason).toBe("Move to the AR5 comparison.");
    expect(pins.credits?.reason ?? null).toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "constants.pin.move"), eq(auditLog.entityId, org.id)));
    expect(entry?.changes).toMatchObject({
      reason: "Move to the AR5 comparison.",
      moved: [{ type: "emissions", from: emissions.version, to: emissions.version + 1 }],
    });

    // Moving again: nothing to move is a clear refusal, not a new audit entry.
    const again = await callRoute(
      calcSetup.action,
      post(url, cookies.writer, move("Move to the AR5 comparison.")),
    );
    expect(again.status).toBe(409);
  });

  it("lists the organisations still on version 1, whose figures stay version 1's until moved", async () => {
    const old = await insertTestOrganisation("Still On Version One Farm");
    await pinMissingToVersion(old.id, 1, "Calculated before the IPCC 2019 release.");
    const fresh = await insertTestOrganisation("Never Calculated Farm");
    const inForce = await constantsInForce(old.id);
    expect(inForce.versions).toMatchObject({ soilCarbon: 1, emissions: 1 });
    expect(inForce.values.soilCarbon).toEqual(CONSTANT_SETS.soilCarbon.defaults);
    expect((await constantsInForce(fresh.id)).versions.soilCarbon).toBeGreaterThan(1);

    const data = await loaderData(await callRoute(calcSetup.loader, get(SETUP, cookies.reader)));
    const listed = data.onVersionOne.find((o: { id: string }) => o.id === old.id);
    expect(listed.sets).toEqual(expect.arrayContaining(["Soil carbon", "Emissions"]));
    expect(data.onVersionOne.some((o: { id: string }) => o.id === fresh.id)).toBe(false);
    const older = await loaderData(
      await callRoute(calcSetup.loader, get(`${SETUP}?show=older`, cookies.reader)),
    );
    expect(older.onlyOlder).toBe(true);
    expect(older.organisations.some((o: { id: string }) => o.id === old.id)).toBe(true);
    expect(older.organisations.some((o: { id: string }) => o.id === fresh.id)).toBe(false);
  });

  it("moves every organisation on an older version at once", async () => {
    const org = await insertTestOrganisation("Calc Setup All");
    await constantsForCalculation(org.id);
    const livestock = (await findLatestConstantVersion("livestock"))!;
    await callRoute(
      editConsts.action,
      post(
        `${PAGE}?type=livestock`,
        cookies.writer,
        formOf({ ...livestock.values, pigsSmall: 0.2, pigsMedium: 0.3, pigsLarge: 0.4 }, "Pigs."),
      ),
    );
    const response = await callRoute(
      calcSetup.action,
      post(`${SETUP}?dialog=move&companyId=all`, cookies.writer, {
        intent: "moveAll",
        reason: "Pig factors for everyone.",
      }),
    );
    expect(response.status).toBe(302);
    expect((await findOrganisationPins(org.id)).livestock?.version).toBe(livestock.version + 1);
  });

  it.each([
    [{ intent: "move", companyId: "not-a-uuid" }, 400],
    [{ intent: "move", companyId: "00000000-0000-4000-8000-000000000000" }, 404],
    [{ intent: "explode" }, 400],
    [{}, 400],
  ])("a post of %j answers %i", async (fields: Record<string, string>, status) => {
    const response = await callRoute(
      calcSetup.action,
      post(SETUP, cookies.writer, { ...fields, reason: "A good reason." }),
    );
    expect(response.status).toBe(status);
  });
});

describe("/api/v2/admin/consts", () => {
  const base = "/api/v2/admin/consts";

  it("GET answers the latest version with units and sources; ?version= an older one", async () => {
    const response = await callRoute(
      constsApi.loader,
      apiRequest(`${base}/livestock?version=1`, tokens.reader),
      { type: "livestock" },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.version).toBe(1);
    expect(body.data.values.dairyMedium).toBe(1.402);
    expect(body.data.fields[0]).toMatchObject({ key: "beefSmall", unit: "LSU per head" });
  });

  it.each([
    ["nobody", "credits", "", 403],
    ["reader", "bogus", "", 404],
    ["reader", "credits", "?version=x", 400],
    ["reader", "credits", "?version=4000", 404],
  ] as const)("GET by %s of %s%s answers %i", async (who, type, query, status) => {
    const response = await callRoute(
      constsApi.loader,
      apiRequest(`${base}/${type}${query}`, tokens[who]),
      { type },
    );
    expect(response.status).toBe(status);
  });

  it("PUT saves the next version (201); read:admin alone is refused (403)", async () => {
    const latest = (await findLatestConstantVersion("credits"))!;
    const body = {
      values: { ...latest.values, carbonPriceZarPerTco2e: 325 },
      note: "Price update from the API.",
    };
    const refused = await callRoute(
      constsApi.action,
      apiRequest(`${base}/credits`, tokens.reader, { method: "PUT", body }),
      { type: "credits" },
    );
    expect(refused.status).toBe(403);
    const response = await callRoute(
      constsApi.action,
      apiRequest(`${base}/credits`, tokens.writer, { method: "PUT", body }),
      { type: "credits" },
    );
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json.data.version).toBe(latest.version + 1);
    expect(json.data.changed).toEqual([
      { key: "carbonPriceZarPerTco2e", from: latest.values.carbonPriceZarPerTco2e, to: 325 },
    ]);
    expect((await findLatestConstantVersion("credits"))!.values.carbonPriceZarPerTco2e).toBe(325);
  });

  it("PUT refuses bad values with an error per field (422), and bad bodies (400)", async () => {
    const latest = (await findLatestConstantVersion("credits"))!;
    const bad = await callRoute(
      constsApi.action,
      apiRequest(`${base}/credits`, tokens.writer, {
        method: "PUT",
        body: { values: { ...latest.values, farmerShare: 2, extra: 1 }, note: "" },
      }),
      { type: "credits" },
    );
    expect(bad.status).toBe(422);
    const json = await bad.json();
    expect(json.errors).toMatchObject({
      "values.farmerShare": "Enter a number from 0 to 1.",
      "values.extra": "This value is not one of the set's constants.",
      note: expect.any(String),
    });
    for (const body of [[], { values: [] }, { values: "x", note: "x" }]) {
      const response = await callRoute(
        constsApi.action,
        apiRequest(`${base}/credits`, tokens.writer, { method: "PUT", body }),
        { type: "credits" },
      );
      expect([400, 422]).toContain(response.status);
    }
    const text = new Request(new URL(`${base}/credits`, "http://localhost:3000"), {
      method: "PUT",
      headers: { Authorization: `Bearer ${tokens.writer}`, "Content-Type": "text/plain" },
      body: "values=1",
    });
    expect((await callRoute(constsApi.action, text, { type: "credits" })).status).toBe(400);
    expect((await findLatestConstantVersion("credits"))!.version).toBe(latest.version);
  });

  it("versions/list answers every version, newest first; an unknown ?type= is a 400", async () => {
    const response = await callRoute(
      versionsApi.loader,
      apiRequest(`${base}/versions/list?type=credits`, tokens.reader),
    );
    expect(response.status).toBe(200);
    const json = await response.json();
    const versions = json.data.map((v: { version: number }) => v.version);
    expect(versions.at(-1)).toBe(1);
    expect(versions[0]).toBeGreaterThan(1);
    expect(json.data[0]).not.toHaveProperty("values");
    const all = await callRoute(
      versionsApi.loader,
      apiRequest(`${base}/versions/list`, tokens.reader),
    );
    expect(new Set((await all.json()).data.map((v: { type: string }) => v.type)).size).toBe(4);
    const bad = await callRoute(
      versionsApi.loader,
      apiRequest(`${base}/versions/list?type=../x`, tokens.reader),
    );
    expect(bad.status).toBe(400);
    const member = await callRoute(
      versionsApi.loader,
      apiRequest(`${base}/versions/list`, tokens.member),
    );
    expect(member.status).toBe(403);
  });
});

describe("/api/v2/constants (members)", () => {
  it("answers the latest values with units and sources, without notes or authors", async () => {
    const response = await callRoute(
      memberApi.loader,
      apiRequest("/api/v2/constants?type=credits", tokens.member),
    );
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.data).toHaveLength(1);
    expect(json.data[0].type).toBe("credits");
    expect(Object.keys(json.data[0].values).sort()).toEqual(
      Object.keys(CONSTANT_SETS.credits.defaults).sort(),
    );
    expect(json.data[0]).not.toHaveProperty("note");
    expect(json.data[0]).not.toHaveProperty("createdBy");
  });

  it("needs a token, and refuses an unknown set", async () => {
    const anonymous = await callRoute(memberApi.loader, apiRequest("/api/v2/constants", null));
    expect(anonymous.status).toBe(401);
    const bad = await callRoute(
      memberApi.loader,
      apiRequest("/api/v2/constants?type=%EF%BF%BF", tokens.member),
    );
    expect(bad.status).toBe(400);
  });
});

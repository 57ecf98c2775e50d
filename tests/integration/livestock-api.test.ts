// Herds, livestock numbers and grazing events through /api/v2 (issue 15; decision 0077), with
// bearer tokens from a test issuer: the same services and rules as the pages. Members read;
// owners, staff and consultants write; a signatory reads only; another organisation's herd,
// field or event, or an id that is not a UUID, is a 404; NUL in a name is a 4xx.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { implementationPlans, livestockNumbers } from "~/db/schema";
import * as allEvents from "~/routes/api.v2.company.$companyId.grazingEvents";
import * as oneEvent from "~/routes/api.v2.company.$companyId.grazingEvents.$eventId";
import * as allHerds from "~/routes/api.v2.company.$companyId.herds";
import * as oneHerd from "~/routes/api.v2.company.$companyId.herds.$herdId";
import * as numbers from "~/routes/api.v2.company.$companyId.livestockNumbers";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

const season = currentSeason();
const y = 2000 + season;
let orgA: string;
let orgB: string;
let camp1: string;
let foreignField: string;
const tokens = {} as Record<"owner" | "signer" | "outsider", string>;

type Body = { ok: boolean; data?: unknown; message?: string; errors?: Record<string, string> };

const call = callRoute;

async function send(
  route: { loader: unknown; action: unknown },
  method: string,
  url: string,
  token: string,
  params: Record<string, string>,
  body?: unknown,
) {
  const fn = (method === "GET" ? route.loader : route.action) as (args: never) => unknown;
  const response = await call(fn, apiRequest(url, token, { method, body }), params);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Boplaas", season, [
    { farm: "Boplaas", name: "Kamp 1", areaHectares: 80 },
  ]);
  orgA = a.organisationId;
  camp1 = a.fieldIds["Kamp 1"]!;
  const b = await insertPlanningOrganisation("Elders", season, [{ farm: "Elders", name: "Hulle" }]);
  orgB = b.organisationId;
  foreignField = b.fieldIds.Hulle!;
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season, submittedAt: new Date() },
      { organisationId: orgB, season, submittedAt: new Date() },
    ]);
  const owner = await insertSignedInMember(orgA, "OWNER");
  const signer = await insertSignedInMember(orgA, "SIGNATORY");
  const outsider = await insertSignedInMember(orgB, "OWNER");
  tokens.owner = await mintAccessToken(owner.subject, { email: owner.email });
  tokens.signer = await mintAccessToken(signer.subject, { email: signer.email });
  tokens.outsider = await mintAccessToken(outsider.subject, { email: outsider.email });
});

let herdId: string;
let theirHerd: string;
let eventId: string;

describe("herds", () => {
  const url = (org: string) => `/api/v2/company/${org}/herds`;

  it("adds, lists and changes herds", async () => {
    const created = await send(
      allHerds,
      "POST",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        name: "Nguni cows",
        type: "beef",
        frameSize: "medium",
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: "Nguni cows",
      type: "beef",
      typeLabel: "Beef cattle",
      frameSize: "medium",
      frameSizeLabel: "Medium (400–699 kg)",
    });
    herdId = (created.body.data as { id: string }).id;
    const theirs = await send(
      allHerds,
      "POST",
      url(orgB),
      tokens.outsider,
      { companyId: orgB },
      {
        name: "Theirs",
        type: "sheep",
      },
    );
    theirHerd = (theirs.body.data as { id: string }).id;
    const list = await send(allHerds, "GET", url(orgA), tokens.signer, { companyId: orgA });
    expect((list.body.data as { id: string }[]).map((h) => h.id)).toEqual([herdId]);
    const changed = await send(
      oneHerd,
      "PUT",
      `${url(orgA)}/${herdId}`,
      tokens.owner,
      { companyId: orgA, herdId },
      { name: "Nguni cows", type: "beef", frameSize: "large" },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ frameSize: "large" });
  });

  it("refuses a missing frame size, a frame size for sheep and NUL in the name (422)", async () => {
    const params = { companyId: orgA };
    const noFrame = await send(allHerds, "POST", url(orgA), tokens.owner, params, {
      name: "Jerseys",
      type: "dairy",
    });
    expect(noFrame.status).toBe(422);
    expect(Object.keys(noFrame.body.errors ?? {})).toEqual(["frameSize"]);
    const sheep = await send(allHerds, "POST", url(orgA), tokens.owner, params, {
      name: "Merino",
      type: "sheep",
      frameSize: "small",
    });
    expect(sheep.status).toBe(422);
    const nul = await send(allHerds, "POST", url(orgA), tokens.owner, params, {
      name: "Bad\u0000name",
      type: "pigs",
    });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const wrongType = await send(allHerds, "POST", url(orgA), tokens.owner, params, {
      name: 12,
      type: "pigs",
    });
    expect(wrongType.status).toBe(422);
  });

  it("is read-only for a signatory; another organisation's herd or a non-UUID id is a 404", async () => {
    const params = { companyId: orgA };
    const signer = await send(allHerds, "POST", url(orgA), tokens.signer, params, {
      name: "Pigs",
      type: "pigs",
    });
    expect(signer.status).toBe(403);
    for (const id of [theirHerd, "not-a-uuid"]) {
      const put = await send(
        oneHerd,
        "PUT",
        `${url(orgA)}/${id}`,
        tokens.owner,
        { companyId: orgA, herdId: id },
        { name: "Mine", type: "pigs" },
      );
      expect(put.status).toBe(404);
      const del = await send(oneHerd, "DELETE", `${url(orgA)}/${id}`, tokens.owner, {
        companyId: orgA,
        herdId: id,
      });
      expect(del.status).toBe(404);
    }
    const other = await send(allHerds, "GET", url(orgB), tokens.owner, { companyId: orgB });
    expect(other.status).toBe(404);
  });
});

describe("livestock numbers", () => {
  const url = (org: string, search = "") => `/api/v2/company/${org}/livestockNumbers${search}`;

  it("replaces the season's numbers (month 0-based) and reads them back", async () => {
    const put = await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        season,
        numbers: [
          { herdId, year: y, month: 6, mature: 100, juvenile: 40 },
          { herdId, year: y + 1, month: 0, mature: 90, juvenile: 30 },
        ],
      },
    );
    expect(put.status).toBe(200);
    const get = await send(numbers, "GET", url(orgA, `?season=${season}`), tokens.signer, {
      companyId: orgA,
    });
    expect(get.body.data).toEqual([
      { herdId, year: y, month: 6, monthName: "July", mature: 100, juvenile: 40 },
      { herdId, year: y + 1, month: 0, monthName: "January", mature: 90, juvenile: 30 },
    ]);
    // A second PUT replaces: January is cleared.
    await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        season,
        numbers: [{ herdId, year: y, month: 6, mature: 101, juvenile: 40 }],
      },
    );
    const rows = await db()
      .select()
      .from(livestockNumbers)
      .where(eq(livestockNumbers.organisationId, orgA));
    expect(rows.map((r) => [r.month, r.mature])).toEqual([[6, 101]]);
  });

  it("refuses bad numbers beside each, and another organisation's herd (404)", async () => {
    const bad = await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        season,
        numbers: [
          { herdId, year: y, month: 6, mature: 1.5, juvenile: 0 },
          { herdId, year: y + 1, month: 12, mature: 1, juvenile: 0 },
        ],
      },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      "numbers[0].mature",
      "numbers[1].month",
    ]);
    const outside = await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        season,
        numbers: [{ herdId, year: y + 1, month: 7, mature: 1, juvenile: 0 }],
      },
    );
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.body.errors ?? {})).toEqual(["numbers[0].month"]);
    const foreign = await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      {
        season,
        numbers: [{ herdId: theirHerd, year: y, month: 6, mature: 1, juvenile: 0 }],
      },
    );
    expect(foreign.status).toBe(404);
    const signer = await send(
      numbers,
      "PUT",
      url(orgA),
      tokens.signer,
      { companyId: orgA },
      {
        season,
        numbers: [],
      },
    );
    expect(signer.status).toBe(403);
    const badSeason = await send(numbers, "GET", url(orgA, "?season=abc"), tokens.owner, {
      companyId: orgA,
    });
    expect(badSeason.status).toBe(400);
  });
});

describe("grazing events", () => {
  const url = (org: string) => `/api/v2/company/${org}/grazingEvents`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    fieldIds: [camp1],
    startDate: `${y}-07-01`,
    endDate: `${y}-07-10`,
    herdId: [herdId],
    hoursOnField: 12,
    ...overrides,
  });

  it("adds an event (herdId an array, the first used; a string too) and lists it", async () => {
    const created = await send(
      allEvents,
      "POST",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      body(),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ season, herdId: [herdId], fieldIds: [camp1] });
    eventId = (created.body.data as { id: string }).id;
    const asString = await send(
      oneEvent,
      "PUT",
      `${url(orgA)}/${eventId}`,
      tokens.owner,
      { companyId: orgA, eventId },
      body({ herdId, hoursOnField: 10 }),
    );
    expect(asString.status).toBe(200);
    expect(asString.body.data).toMatchObject({ hoursOnField: 10, herdId: [herdId] });
    const list = await send(allEvents, "GET", `${url(orgA)}?season=${season}`, tokens.signer, {
      companyId: orgA,
    });
    expect((list.body.data as { id: string }[]).map((e) => e.id)).toEqual([eventId]);
  });

  it("refuses the rules' problems beside each field", async () => {
    const over = await send(
      allEvents,
      "POST",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      body({
        startDate: `${y}-07-05`,
        endDate: `${y}-07-06`,
        hoursOnField: 15,
      }),
    );
    expect(over.status).toBe(422);
    expect(over.body.errors?.hoursOnField).toContain("25 hours");
    const outside = await send(
      allEvents,
      "POST",
      url(orgA),
      tokens.owner,
      { companyId: orgA },
      body({
        season,
        startDate: `${y + 1}-07-01`,
        endDate: `${y + 1}-07-02`,
      }),
    );
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.body.errors ?? {})).toEqual(["startDate", "endDate"]);
  });

  it("answers 404 for another organisation's field, herd or event; 403 for a signatory", async () => {
    const params = { companyId: orgA };
    expect(
      (
        await send(
          allEvents,
          "POST",
          url(orgA),
          tokens.owner,
          params,
          body({ fieldIds: [foreignField] }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          allEvents,
          "POST",
          url(orgA),
          tokens.owner,
          params,
          body({ herdId: [theirHerd] }),
        )
      ).status,
    ).toBe(404);
    for (const id of ["not-a-uuid", theirHerd]) {
      const del = await send(oneEvent, "DELETE", `${url(orgA)}/${id}`, tokens.owner, {
        companyId: orgA,
        eventId: id,
      });
      expect(del.status).toBe(404);
    }
    expect(
      (
        await send(
          allEvents,
          "POST",
          url(orgA),
          tokens.signer,
          params,
          body({ startDate: `${y}-09-01`, endDate: `${y}-09-01` }),
        )
      ).status,
    ).toBe(403);
  });

  it("keeps a grazed herd (409) until its event is deleted", async () => {
    const herdUrl = `/api/v2/company/${orgA}/herds/${herdId}`;
    const refused = await send(oneHerd, "DELETE", herdUrl, tokens.owner, {
      companyId: orgA,
      herdId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This herd has grazing events: delete or move them first.");
    const deleted = await send(oneEvent, "DELETE", `${url(orgA)}/${eventId}`, tokens.owner, {
      companyId: orgA,
      eventId,
    });
    expect(deleted.status).toBe(204);
    const gone = await send(oneHerd, "DELETE", herdUrl, tokens.owner, { companyId: orgA, herdId });
    expect(gone.status).toBe(204);
  });
});

// Herds (issue 15; spec §3 'Herd': id, type, frameSize; decision 0077), through the real route
// module on PGlite: add, edit and delete; the frame size asked for beef and dairy only (hidden
// values cleared, required when shown); a herd that grazing events use is not deleted (409);
// its livestock numbers go with a deleted herd; another organisation's herd is a 404; a
// signatory reads only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, grazingEvents, herds, implementationPlans, livestockNumbers } from "~/db/schema";
import * as page from "~/routes/profile.journey.practice_data.herds";
import { currentSeason } from "~/services/fields/seasons";
import { HERD_MESSAGES } from "~/services/practice/herds.server";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
const season = currentSeason();
let orgA: string;
let orgB: string;
let fieldA: string;
let owner: string;
let signer: string;
let otherHerd: string;

async function call(fn: (args: never) => unknown, request: Request) {
  try {
    const answer = await fn({ request, params: {}, context: ctx } as never);
    const wrapped = answer as { type?: string; data?: unknown; init?: { status?: number } };
    if (wrapped?.type === "DataWithResponseInit") {
      return new Response(JSON.stringify(wrapped.data), { status: wrapped.init?.status ?? 200 });
    }
    return answer as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(search: string, cookie: string, values: Record<string, string>) {
  return call(
    page.action,
    new Request(`${BASE}/profile/journey/practice_data/herds?season=${season}&${search}`, {
      method: "POST",
      body: new URLSearchParams({ ...values, __rvfInternalFormId: "herd-add" }),
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    }),
  );
}

const herdsOf = (organisationId: string) =>
  db().select().from(herds).where(eq(herds.organisationId, organisationId));
const byName = async (name: string) => (await herdsOf(orgA)).find((h) => h.name === name)!;

beforeAll(async () => {
  let fieldIds: Record<string, string>;
  ({ organisationId: orgA, fieldIds } = await insertPlanningOrganisation("Nkosi Boerdery", season, [
    { farm: "Rietvlei", name: "Camp 1" },
  ]));
  fieldA = fieldIds["Camp 1"]!;
  ({ organisationId: orgB } = await insertPlanningOrganisation("Môreson", season, []));
  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season, submittedAt: new Date() },
      { organisationId: orgB, season, submittedAt: new Date() },
    ]);
  owner = (await insertSignedInMember(orgA, "OWNER")).cookie;
  signer = (await insertSignedInMember(orgA, "SIGNATORY")).cookie;
  const [other] = await db()
    .insert(herds)
    .values({ organisationId: orgB, name: "Their cows", type: "beef", frameSize: "large" })
    .returning();
  otherHerd = other!.id;
});

describe("herds", () => {
  it("adds a beef herd with its frame size", async () => {
    const response = await post("do=add-herd", owner, {
      name: "  Nguni cows ",
      type: "beef",
      frameSize: "medium",
    });
    expect(response.status).toBe(302);
    const herd = await byName("Nguni cows");
    expect(herd).toMatchObject({ type: "beef", frameSize: "medium" });
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, herd.id));
    expect(entries.map((e) => e.action)).toEqual(["herd.create"]);
  });

  it("clears the frame size of a species without options", async () => {
    const response = await post("do=add-herd", owner, {
      name: "Dohne merino",
      type: "sheep",
      frameSize: "large",
    });
    expect(response.status).toBe(302);
    expect((await byName("Dohne merino")).frameSize).toBeNull();
  });

  it("requires the frame size of beef and dairy, keeping the values typed", async () => {
    const response = await post("do=add-herd", owner, { name: "Jerseys", type: "dairy" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    expect(Object.keys(body.fieldErrors)).toEqual(["frameSize"]);
    expect(body.repopulateFields).toMatchObject({ name: "Jerseys", type: "dairy" });
  });

  it("refuses a name over 80 characters and text that cannot be stored", async () => {
    const long = await post("do=add-herd", owner, { name: "x".repeat(81), type: "pigs" });
    expect(long.status).toBe(422);
    expect(Object.keys(((await long.json()) as { fieldErrors: object }).fieldErrors)).toEqual([
      "name",
    ]);
    const nul = await post("do=add-herd", owner, { name: "Pigs\u0000", type: "pigs" });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect((await herdsOf(orgA)).some((h) => h.type === "pigs")).toBe(false);
  });

  it("edits a herd; another organisation's herd or a non-UUID id is a 404", async () => {
    const herd = await byName("Nguni cows");
    const edited = await post(`do=edit-herd&herdId=${herd.id}`, owner, {
      name: "Nguni cows",
      type: "beef",
      frameSize: "large",
    });
    expect(edited.status).toBe(302);
    expect((await byName("Nguni cows")).frameSize).toBe("large");
    const values = { name: "Mine now", type: "beef", frameSize: "small" };
    expect((await post(`do=edit-herd&herdId=${otherHerd}`, owner, values)).status).toBe(404);
    expect((await post("do=edit-herd&herdId=not-a-uuid", owner, values)).status).toBe(404);
    expect((await herdsOf(orgB))[0]!.name).toBe("Their cows");
  });

  it("lists the herds with species and frame size labels", async () => {
    const data = (await call(
      page.loader,
      new Request(`${BASE}/profile/journey/practice_data/herds`, { headers: { Cookie: signer } }),
    )) as unknown as Awaited<ReturnType<typeof page.loader>>;
    expect(data.canEdit).toBe(false);
    expect(data.herds.map((h) => [h.name, h.typeLabel, h.frameSizeLabel])).toEqual([
      ["Dohne merino", "Sheep", null],
      ["Nguni cows", "Beef cattle", "Large (700+ kg)"],
    ]);
  });

  it("refuses to delete a herd with grazing events (409), then deletes it with its numbers", async () => {
    const herd = await byName("Nguni cows");
    await db()
      .insert(livestockNumbers)
      .values({
        organisationId: orgA,
        herdId: herd.id,
        year: 2000 + season,
        month: 6,
        mature: 5,
        juvenile: 1,
      });
    const [event] = await db()
      .insert(grazingEvents)
      .values({
        organisationId: orgA,
        season,
        herdId: herd.id,
        fieldIds: [fieldA],
        startDate: `${2000 + season}-08-01`,
        endDate: `${2000 + season}-08-02`,
        hoursOnField: 8,
      })
      .returning();
    const refused = await post("do=delete-herd", owner, { herdId: herd.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ deleteRefusal: HERD_MESSAGES.inUse });
    expect(HERD_MESSAGES.inUse).toBe("This herd has grazing events: delete or move them first.");
    await db().delete(grazingEvents).where(eq(grazingEvents.id, event!.id));
    const deleted = await post("do=delete-herd", owner, { herdId: herd.id });
    expect(deleted.status).toBe(302);
    expect((await herdsOf(orgA)).map((h) => h.name)).toEqual(["Dohne merino"]);
    const numbers = await db()
      .select()
      .from(livestockNumbers)
      .where(eq(livestockNumbers.herdId, herd.id));
    expect(numbers).toHaveLength(0);
  });

  it("does not delete another organisation's herd", async () => {
    expect((await post("do=delete-herd", owner, { herdId: otherHerd })).status).toBe(404);
    expect(await herdsOf(orgB)).toHaveLength(1);
  });

  it("is read-only for a signatory", async () => {
    const response = await post("do=add-herd", signer, { name: "Sheep", type: "sheep" });
    expect(response.status).toBe(403);
  });
});

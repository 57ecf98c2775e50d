// One request must never stall the others (issue 28, decision 0120). The attack that froze the
// server: an organisation editor posts a field of tens of thousands of points that overlaps the
// organisation's large fields, and the clipping held the event loop for 20-30 s. Here that
// request goes through the real Express app (app.server.ts) to the real POST
// /api/v2/company/{id}/fields on PGlite, while /healthz is asked every 25 ms: no answer waits as
// long as half the clipping's deadline (clipping on the event loop would hold every answer for
// the whole deadline and more), the field is refused with the farmer's sentence soon after its
// deadline (the worker's thread ended), and nothing is stored. The margins are wide on purpose:
// reading the 800 KB body and the stored fields is main-thread work that a loaded 2-core machine
// can stretch to a few hundred milliseconds, and this test is about the stall, not speed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { farms, fields, memberships, organisationDetails, organisations, users } from "~/db/schema";
import { loadEnv } from "~/env.server";
import { insertField, writeFieldRecord } from "~/models/fields.server";
import * as fieldsRoute from "~/routes/api.v2.company.$companyId.fields";
import { TOO_INTRICATE_MESSAGE } from "~/services/contracting/boundaries/errors";
import { MAX_BOUNDARY_POINTS } from "~/services/contracting/boundaries/parse.server";
import { currentSeason } from "~/services/fields/seasons";
import { closeWorkerPool } from "~/services/workers/pool.server";
import { mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { boundingBox } from "~/services/contracting/boundaries/geometry";
import { wavyRing } from "../support/boundary-fixtures";
import { startTestApp, testBuild, type RunningApp } from "../support/express-app";

trustTestTokens();

/** The deadline here: short, so the test is quick; the default is WORKER_DEADLINE_MS's. */
const DEADLINE_MS = 2_000;

const ROUTE_ID = "routes/api.v2.company.$companyId.fields";
const build = testBuild({
  [ROUTE_ID]: { path: "api/v2/company/:companyId/fields", module: fieldsRoute },
});

let running: RunningApp;
let origin = "";
let organisationId = "";
let farmId = "";
let token = "";

const polygon = (ring: number[][]) => ({ type: "Polygon" as const, coordinates: [ring] });

/** A large field already stored (as the attacker's earlier uploads would be), not clipped here. */
async function storeLargeField(name: string, ring: number[][]) {
  const box = boundingBox(polygon(ring));
  const row = await insertField({
    organisationId,
    farmId,
    name,
    source: "drawn",
    geometry: polygon(ring),
    circle: null,
    areaHectares: 700,
    boxWest: box.west,
    boxSouth: box.south,
    boxEast: box.east,
    boxNorth: box.north,
    createdBy: null,
  });
  await writeFieldRecord(organisationId, row.id, currentSeason(), { status: "DRAWN" });
}

beforeAll(async () => {
  loadEnv({ ...process.env, WORKER_DEADLINE_MS: String(DEADLINE_MS) });
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Groot Grense Trust" })
    .returning();
  organisationId = organisation!.id;
  await db().insert(organisationDetails).values({
    organisationId,
    eligibility: true,
    viability: true,
    farmsComplete: true,
    contractSent: true,
    contractSigned: true,
  });
  const [editor] = await db()
    .insert(users)
    .values({ subject: "stall|editor", email: "editor@grens.example" })
    .returning();
  await db().insert(memberships).values({ userId: editor!.id, organisationId, role: "OWNER" });
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId, name: "Grensplaas" })
    .returning();
  farmId = farm!.id;
  await storeLargeField("Oos", wavyRing(20_000, 28.32, -28.25));
  await storeLargeField("Wes", wavyRing(20_000, 28.28, -28.25));
  token = await mintAccessToken("stall|editor", { email: "editor@grens.example" });

  running = await startTestApp(build);
  origin = running.origin;
});

afterAll(async () => {
  await running?.close();
  await closeWorkerPool();
  loadEnv();
});

/** Asks /healthz every 25 ms until `work` settles; the slowest answer's time. */
async function slowestHealthz(work: Promise<unknown>) {
  let settled = false;
  void work.finally(() => (settled = true));
  let slowest = 0;
  let answered = 0;
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${origin}/healthz`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    answered += 1;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { slowest, answered };
}

describe("a worst-case field upload", () => {
  it("is refused soon after its deadline while /healthz keeps answering", async () => {
    // Just under the cap on points per request, lying across both stored 20 000-point fields.
    const points = MAX_BOUNDARY_POINTS - 1_001;
    const started = performance.now();
    const upload = fetch(`${origin}/api/v2/company/${organisationId}/fields`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        farmId,
        name: "Middel",
        geometry: polygon(wavyRing(points, 28.3, -28.25)),
      }),
    });
    const { slowest, answered } = await slowestHealthz(upload);
    const response = await upload;
    const elapsed = performance.now() - started;

    expect(response.status).toBe(422);
    const body = (await response.json()) as { message?: string; errors?: unknown };
    expect(JSON.stringify(body)).toContain(TOO_INTRICATE_MESSAGE);
    // The deadline, and what reading the JSON and the database around it took; without the
    // deadline the clipping ran for 20-30 s.
    expect(elapsed).toBeLessThan(DEADLINE_MS + 4_000);
    expect(answered).toBeGreaterThan(10);
    expect(slowest).toBeLessThan(DEADLINE_MS / 2);
    const stored = await db()
      .select()
      .from(fields)
      .where(eq(fields.organisationId, organisationId));
    expect(stored.map((f) => f.name).sort()).toEqual(["Oos", "Wes"]);
  });
});

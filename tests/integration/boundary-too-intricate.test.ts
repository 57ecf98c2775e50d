// Geometry that takes too long is stopped, never the server (decision 0120, which replaced 0071's
// time limit on the request's thread): reading a farm boundary file, and measuring a boundary's
// overlap with stored ones, run in the worker pool under one deadline per upload, fixed whatever
// the points. Through the real /profile/journey/details action on PGlite, with real outlines
// long enough to pass a short deadline: each upload is answered 422 with the farmer's sentence
// beside its field, within the deadline, and nothing is stored. The caps on points (per upload,
// per organisation) and on one person's running work answer with their own sentences.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  farmBoundaries,
  farms,
  memberships,
  organisationDetails,
  organisations,
  storedFiles,
  users,
} from "~/db/schema";
import { loadEnv } from "~/env.server";
import * as details from "~/routes/profile.journey.details/route";
import { TOO_INTRICATE_MESSAGE } from "~/services/contracting/boundaries/errors";
import {
  MAX_ORGANISATION_POINTS,
  organisationPointsMessage,
  WORKER_BUSY_MESSAGE,
} from "~/services/contracting/boundaries/geometry-work.server";
import {
  MAX_BOUNDARY_POINTS,
  tooManyPointsMessage,
} from "~/services/contracting/boundaries/parse.server";
import { closeWorkerPool, tasksRunningFor } from "~/services/workers/pool.server";
import { boxRing, geoJsonFeatures, wavyRing } from "../support/boundary-fixtures";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

/** Short, so that long outlines pass it; the default is WORKER_DEADLINE_MS's. */
const DEADLINE_MS = 1_000;

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
let cookie: string;
let farmId: string;
/** The person who uploads: the owner of their checking's worker tasks. */
let personId: string;

/** A post of one of the page's forms: its intent and the farm it is about go in the body. */
async function post(intent: string, fields: Record<string, string | File>) {
  const form = new FormData();
  form.append("intent", intent);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request(`${BASE}/profile/journey/details`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
  try {
    return (await details.action({ request, params: {}, context: ctx } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const upload = (bytes: Uint8Array, name: string) =>
  post("upload-boundary", { farmId, "file.files": new File([bytes as BlobPart], name) });

const counts = async () => ({
  files: (await db().select().from(storedFiles)).length,
  boundaries: (await db().select().from(farmBoundaries)).length,
});

/** Posts, expects `status` with `message` beside `field`, and nothing stored. */
async function expectRefused(
  send: () => Promise<Response>,
  field: string,
  message: string,
  status = 422,
) {
  const before = await counts();
  const started = performance.now();
  const response = await send();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(status);
  const body = (await response.json()) as { fieldErrors?: Record<string, string> };
  expect(body.fieldErrors?.[field]).toBe(message);
  expect(await counts()).toEqual(before);
  return elapsed;
}

/** Refused as too intricate within the deadline (and what reading the post takes around it). */
async function expectTooIntricate(send: () => Promise<Response>, field: string) {
  const elapsed = await expectRefused(send, field, TOO_INTRICATE_MESSAGE);
  expect(elapsed).toBeLessThan(DEADLINE_MS + 4_000);
}

const named = (...blocks: Array<[string, number[][]]>) =>
  geoJsonFeatures(
    blocks.map(([name, ring]) => ({ name, geometry: { type: "Polygon", coordinates: [ring] } })),
  );

let organisationId = "";

/** A boundary stored as earlier uploads left it (not clipped here). */
async function storeBoundary(name: string, ring: number[][]) {
  await db()
    .insert(farmBoundaries)
    .values({
      farmId,
      organisationId,
      name,
      source: "geojson",
      geometry: { type: "Polygon", coordinates: [ring] },
      areaHectares: 700,
    });
}

beforeAll(async () => {
  loadEnv({ ...process.env, WORKER_DEADLINE_MS: String(DEADLINE_MS) });
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Mokoena Trust" })
    .returning();
  organisationId = organisation!.id;
  await db()
    .insert(organisationDetails)
    .values({ organisationId, eligibility: true, viability: true });
  const [person] = await db()
    .insert(users)
    .values({ subject: "t|mokoena", email: "palesa@example.co.za" })
    .returning();
  personId = person!.id;
  await insertTestProfile(person!.id);
  await db().insert(memberships).values({ userId: person!.id, organisationId, role: "OWNER" });
  cookie = await signInCookie("t|mokoena", "palesa@example.co.za");
  const [farm] = await db().insert(farms).values({ organisationId, name: "Mooiplaas" }).returning();
  farmId = farm!.id;
});

afterAll(async () => {
  await closeWorkerPool();
  loadEnv();
});

describe("a boundary whose checking outlasts its deadline is refused, not the server stalled", () => {
  it("a file whose long outlines take too long to join: 422 beside the file", async () => {
    // Two outlines round one centre that cross about 6 000 times: joining them takes about three
    // times the deadline on its own on a 2-core machine (twice-offset plain rings, about half of
    // it, were joined in time whenever the machine was quiet).
    const file = named(
      ["North camp", wavyRing(12_000, 28.3, -28.25)],
      ["South camp", wavyRing(12_000, 28.3, -28.25, 3_001, 0.2)],
    );
    await expectTooIntricate(() => upload(file, "camps.geojson"), "file");
  });

  it("a small file is joined and stored as before", async () => {
    const file = named(
      ["North camp", boxRing(28.5, -28.25, 28.52, -28.23)],
      ["South camp", boxRing(28.51, -28.26, 28.53, -28.24)],
    );
    expect((await upload(file, "camps.geojson")).status).toBe(302);
    const rows = await db().select().from(farmBoundaries).where(eq(farmBoundaries.farmId, farmId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.geometry).toMatchObject({ type: "Polygon" });
  });

  it("a circle over a stored outline too long to measure in time: 422 beside the radius", async () => {
    // Stored outlines of 20 000 points round the circle's centre, every other one finely waved:
    // measuring the circle against them takes the clipper well over twice the deadline (plain
    // outlines alone took about twice it, too close on a quiet machine).
    for (const [i, lng] of [28.4, 28.46, 28.43, 28.43].entries())
      await storeBoundary(
        `Block ${i}`,
        wavyRing(20_000, lng, i < 3 ? -28.25 : -28.22, i % 2 ? 3_001 : 37, i % 2 ? 0.2 : 0.05),
      );
    await expectTooIntricate(
      () => post("circle", { farmId, latitude: "-28.25", longitude: "28.43", radius: "2000" }),
      "radius",
    );
  });
});

describe("the caps on points and on one person's running work", () => {
  it("a file with more points than one upload may hold is refused with its sentence", async () => {
    const file = named(["Everything", wavyRing(MAX_BOUNDARY_POINTS + 10, 28.7, -28.25)]);
    await expectRefused(
      () => upload(file, "everything.geojson"),
      "file",
      tooManyPointsMessage(MAX_BOUNDARY_POINTS),
    );
  });

  it("a file that would take the organisation past its points is refused with its sentence", async () => {
    // Stored outlines far apart (nothing to clip), up to just under the organisation's cap.
    const stored = await db()
      .select()
      .from(farmBoundaries)
      .where(eq(farmBoundaries.organisationId, organisationId));
    let points = stored.reduce(
      (n, row) => n + (row.geometry as { coordinates: number[][][] }).coordinates[0]!.length,
      0,
    );
    for (let i = 0; points + 20_001 < MAX_ORGANISATION_POINTS - 100; i++) {
      await storeBoundary(`Store ${i}`, wavyRing(20_000, 30 + i * 0.2, -30));
      points += 20_001;
    }
    // One more point than the organisation has room for (wavyRing closes its ring: n + 1).
    const file = named(["New camp", wavyRing(MAX_ORGANISATION_POINTS - points, 29, -29)]);
    await expectRefused(
      () => upload(file, "new.geojson"),
      "file",
      organisationPointsMessage(points),
    );
  });

  it("a person's upload while their earlier one is still checked is answered 429", async () => {
    loadEnv({
      ...process.env,
      WORKER_DEADLINE_MS: String(DEADLINE_MS),
      WORKER_JOBS_PER_PERSON: "1",
    });
    try {
      const slow = named(
        ["North camp", wavyRing(12_000, 27.3, -28.25)],
        ["South camp", wavyRing(12_000, 27.3, -28.25, 3_001, 0.2)],
      );
      const first = upload(slow, "slow.geojson");
      // The second is sent once the first's checking runs in a worker: before that, the first is
      // still reading its body and the session, and on a busy machine the second could overtake
      // it (the PostgreSQL pass of 2026-11-30 saw a 302).
      await expect.poll(() => tasksRunningFor(personId), { timeout: 10_000, interval: 5 }).toBe(1);
      const second = await upload(named(["Small", boxRing(27, -27, 27.01, -26.99)]), "s.geojson");
      expect(second.status).toBe(429);
      const body = (await second.json()) as { fieldErrors?: Record<string, string> };
      expect(body.fieldErrors?.file).toBe(WORKER_BUSY_MESSAGE);
      expect((await first).status).toBe(422);
    } finally {
      loadEnv({ ...process.env, WORKER_DEADLINE_MS: String(DEADLINE_MS) });
    }
  });
});

// A boundary whose clipping never ends (decision 0071): polyclip-ts can loop for ever on rare
// near-degenerate polygons (Turfjs/turf#2705, #2955). Here @turf/union and @turf/intersect are
// made to spin when asked (15 s, then throw), so the uploads reach the real time limit through
// the real /profile/journey/details action on PGlite: each is stopped within the limit and
// answered 422 with the farmer's sentence beside its field, and nothing is stored. Without the
// limit the spin would end in an ordinary error after 15 s and the answers would differ.
import type * as TurfIntersect from "@turf/intersect";
import type * as TurfUnion from "@turf/union";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
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
import * as details from "~/routes/profile.journey.details/route";
import { CLIPPING_TIME_LIMIT_MS } from "~/services/contracting/boundaries/clipping.server";
import { TOO_INTRICATE_MESSAGE } from "~/services/contracting/boundaries/errors";
import { boxRing, geoJsonFeatures } from "../support/boundary-fixtures";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const spinning = vi.hoisted(() => ({
  union: false,
  intersect: false,
  /** Never returns of its own accord within the test's patience, as polyclip's loop. */
  spin(): never {
    const end = Date.now() + 15_000;
    while (Date.now() < end);
    throw new Error("the clipping was not stopped at its time limit");
  },
}));

vi.mock("@turf/union", async (importOriginal) => {
  const actual = await importOriginal<typeof TurfUnion>();
  const union: typeof actual.union = (...args) =>
    spinning.union ? spinning.spin() : actual.union(...args);
  return { ...actual, union, default: union };
});

vi.mock("@turf/intersect", async (importOriginal) => {
  const actual = await importOriginal<typeof TurfIntersect>();
  const intersect: typeof actual.intersect = (...args) =>
    spinning.intersect ? spinning.spin() : actual.intersect(...args);
  return { ...actual, intersect, default: intersect };
});

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
let cookie: string;
let farmId: string;

async function post(search: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request(`${BASE}/profile/journey/details?${search}`, {
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
  post(`do=upload-boundary&farmId=${farmId}`, {
    "file.files": new File([bytes as BlobPart], name),
  });

const counts = async () => ({
  files: (await db().select().from(storedFiles)).length,
  boundaries: (await db().select().from(farmBoundaries)).length,
});

/** Posts, expects a 422 with the sentence beside `field` within the limit, and nothing stored. */
async function expectTooIntricate(send: () => Promise<Response>, field: string) {
  const before = await counts();
  const started = performance.now();
  const response = await send();
  // The limit for a few points is CLIPPING_TIME_LIMIT_MS and a bit; the spin would take 15 s.
  expect(performance.now() - started).toBeLessThan(CLIPPING_TIME_LIMIT_MS + 5_000);
  expect(response.status).toBe(422);
  const body = (await response.json()) as { fieldErrors?: Record<string, string> };
  expect(body.fieldErrors?.[field]).toBe(TOO_INTRICATE_MESSAGE);
  expect(await counts()).toEqual(before);
}

const named = (...blocks: Array<[string, number[][]]>) =>
  geoJsonFeatures(
    blocks.map(([name, ring]) => ({ name, geometry: { type: "Polygon", coordinates: [ring] } })),
  );

beforeAll(async () => {
  const [organisation] = await db()
    .insert(organisations)
    .values({ name: "Mokoena Trust" })
    .returning();
  await db()
    .insert(organisationDetails)
    .values({ organisationId: organisation!.id, eligibility: true, viability: true });
  const [person] = await db()
    .insert(users)
    .values({ subject: "t|mokoena", email: "palesa@example.co.za" })
    .returning();
  await insertTestProfile(person!.id);
  await db()
    .insert(memberships)
    .values({ userId: person!.id, organisationId: organisation!.id, role: "OWNER" });
  cookie = await signInCookie("t|mokoena", "palesa@example.co.za");
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: organisation!.id, name: "Mooiplaas" })
    .returning();
  farmId = farm!.id;
});

beforeEach(() => {
  spinning.union = false;
  spinning.intersect = false;
});

describe("clipping that never ends is stopped and refused", () => {
  it("a file whose polygons cannot be joined: 422 beside the file", async () => {
    spinning.union = true;
    const file = named(
      ["North camp", boxRing(28.3, -28.25, 28.32, -28.23)],
      ["South camp", boxRing(28.31, -28.26, 28.33, -28.24)],
    );
    await expectTooIntricate(() => upload(file, "camps.geojson"), "file");
  });

  it("the same file is joined once the clipping ends (polyclip is usable again)", async () => {
    const file = named(
      ["North camp", boxRing(28.3, -28.25, 28.32, -28.23)],
      ["South camp", boxRing(28.31, -28.26, 28.33, -28.24)],
    );
    spinning.union = true;
    await expectTooIntricate(() => upload(file, "camps.geojson"), "file");
    spinning.union = false;
    expect((await upload(file, "camps.geojson")).status).toBe(302);
    const rows = await db().select().from(farmBoundaries).where(eq(farmBoundaries.farmId, farmId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.geometry).toMatchObject({ type: "Polygon" });
  });
});

describe("measuring the overlap with a stored boundary that never ends is stopped and refused", () => {
  beforeAll(async () => {
    spinning.union = false;
    spinning.intersect = false;
    const home = named(["Home block", boxRing(28.4, -28.25, 28.42, -28.23)]);
    expect((await upload(home, "home.geojson")).status).toBe(302);
  });

  it("a file: 422 beside the file", async () => {
    spinning.intersect = true;
    const file = named(["East camp", boxRing(28.415, -28.25, 28.43, -28.24)]);
    await expectTooIntricate(() => upload(file, "east.geojson"), "file");
  });

  it("a circle: 422 beside the radius", async () => {
    spinning.intersect = true;
    await expectTooIntricate(
      () =>
        post(`do=circle&farmId=${farmId}`, {
          latitude: "-28.24",
          longitude: "28.41",
          radius: "300",
        }),
      "radius",
    );
  });
});

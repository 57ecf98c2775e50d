// From a sent contract to confirmed fields (issue 14, decision 0070), through the real route
// modules on PGlite: a member returns the signed contract, an admin confirms it, the farmer maps
// fields by file (one per feature), as a circle and by drawing; overlapping their own fields is
// refused, land outside the farm and land another organisation mapped is flagged; fields are
// left out, included, renamed and deleted; the farmer submits and an admin confirms, and the
// journey moves to the implementation plan.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  farmBoundaries,
  farms,
  fieldRecords,
  fields,
  fieldVersions,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import * as adminCompany from "~/routes/admin.journey.companies.$companyId/route";
import * as contract from "~/routes/profile.journey.contract/route";
import * as mapFields from "~/routes/profile.journey.map_fields/route";
import { currentStep } from "~/services/journey/steps";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { FIELD_MESSAGES } from "~/services/fields/fields.server";
import {
  boxRing,
  degreesFor,
  geoJsonFeatures,
  rectangleSquareMetres,
  squareRing,
} from "../support/boundary-fixtures";
import { CIRCLE_HOLE_MESSAGES } from "~/services/fields/circle-holes";
import { toastCookie } from "~/services/kit/toast.server";
import * as fileFixture from "../support/file-fixtures";
import { insertTestProfile } from "../support/model-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "test" };
type Who = "owner" | "signer" | "neighbour" | "admin";
const cookies = {} as Record<Who, string>;
let orgA: string;
let orgB: string;
let farmA: string;
let farmB: string;

/** Calls a route function: a thrown Response, or data() with a status, is the answer. */
async function call(fn: (args: never) => unknown, request: Request, params = {}) {
  try {
    const answer = await fn({ request, params, context: ctx } as never);
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

function post(path: string, who: Who, body: Record<string, string | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, value);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookies[who] },
  });
}

/** A post of one of the page's forms: its intent and the ids it needs go in the body. */
const postFields = (who: Who, intent: string, body: Record<string, string | File> = {}) =>
  call(mapFields.action, post("/profile/journey/map_fields", who, { intent, ...body }));

const postAdmin = (organisationId: string, intent: string, body: Record<string, string> = {}) =>
  call(
    adminCompany.action,
    post(`/admin/journey/companies/${organisationId}`, "admin", { intent, ...body }),
    { companyId: organisationId },
  );

async function loadFields(who: Who) {
  const response = await call(
    mapFields.loader,
    new Request(`${BASE}/profile/journey/map_fields`, { headers: { Cookie: cookies[who] } }),
  );
  return response as unknown as Awaited<ReturnType<typeof mapFields.loader>>;
}

const hectares = (ring: number[][]) => {
  const xs = ring.map((p) => p[0]!);
  const ys = ring.map((p) => p[1]!);
  return (
    Math.round(
      rectangleSquareMetres(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)) /
        100,
    ) / 100
  );
};

async function toastOf(response: Response) {
  const header = response.headers.get("Set-Cookie");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

const polygon = (ring: number[][]) => ({ type: "Polygon", coordinates: [ring] });
const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
const fieldsOf = async (organisationId: string) =>
  db().select().from(fields).where(eq(fields.organisationId, organisationId));

// Farm A's boundary: about 4 km × 4.4 km near Bethlehem; its fields lie inside it.
const FARM_A = boxRing(28.3, -28.26, 28.34, -28.22);
const NORTH = boxRing(28.3, -28.23, 28.31, -28.22);
const SOUTH = boxRing(28.3, -28.26, 28.31, -28.25);

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Nkosi Family Farm" }, { name: "Môreson" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  // Both organisations are at CONTRACT_SENT: every step before it done.
  const done = { eligibility: true, viability: true, farmsComplete: true, contractSent: true };
  await db()
    .insert(organisationDetails)
    .values([
      { organisationId: orgA, ...done },
      { organisationId: orgB, ...done, contractSigned: true },
    ]);
  const people = await db()
    .insert(users)
    .values([
      { subject: "f|owner", email: "thandi@example.co.za", name: "Thandi", surname: "Nkosi" },
      { subject: "f|signer", email: "sipho@example.co.za", name: "Sipho", surname: "Nkosi" },
      { subject: "f|neighbour", email: "anna@example.co.za" },
      { subject: "f|admin", email: "admin@example.co.za" },
    ])
    .returning();
  for (const person of people) await insertTestProfile(person.id);
  const [owner, signer, neighbour] = people;
  await db()
    .insert(memberships)
    .values([
      { userId: owner!.id, organisationId: orgA, role: "OWNER" },
      { userId: signer!.id, organisationId: orgA, role: "SIGNATORY" },
      { userId: neighbour!.id, organisationId: orgB, role: "OWNER" },
    ]);
  cookies.owner = await signInCookie("f|owner", "thandi@example.co.za");
  cookies.signer = await signInCookie("f|signer", "sipho@example.co.za");
  cookies.neighbour = await signInCookie("f|neighbour", "anna@example.co.za");
  cookies.admin = await signInCookie("f|admin", "admin@example.co.za", [
    "read:admin",
    "write:admin",
  ]);
  const [fa, fb] = await db()
    .insert(farms)
    .values([
      {
        organisationId: orgA,
        name: "Mooiplaas",
        erfNumbers: ["101"],
        latitude: -28.24,
        longitude: 28.32,
      },
      {
        organisationId: orgB,
        name: "Vlakte",
        erfNumbers: ["7"],
        latitude: -28.24,
        longitude: 28.36,
      },
    ])
    .returning();
  farmA = fa!.id;
  farmB = fb!.id;
  await db()
    .insert(farmBoundaries)
    .values([
      {
        farmId: farmA,
        organisationId: orgA,
        source: "geojson",
        geometry: polygon(FARM_A),
        areaHectares: hectares(FARM_A),
      },
    ]);
});

describe("the signed contract comes back", () => {
  it("keeps mapping fields closed until the signed contract is confirmed", async () => {
    const response = await postFields("owner", "circle-field", {
      farmId: farmA,
      name: "Kraal",
      latitude: "-28.24",
      longitude: "28.32",
      radius: "100",
    });
    expect(response.status).toBe(409);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("CONTRACT_SENT");
  });

  it("is uploaded by a signatory as a PDF; anything else is refused beside the field", async () => {
    const refused = await call(
      contract.action,
      post("/profile/journey/contract", "signer", {
        "file.files": file(fileFixture.png(), "signed.png"),
      }),
    );
    expect(refused.status).toBe(422);
    const accepted = await call(
      contract.action,
      post("/profile/journey/contract", "signer", {
        "file.files": file(fileFixture.pdf(), "signed contract.pdf"),
      }),
    );
    expect(accepted.status).toBe(302);
    const progress = await loadJourneyProgress(orgA);
    expect(progress.signedContractReturned).toBe(true);
    expect(currentStep(progress)).toBe("CONTRACT_SENT");
  });

  it("is confirmed by an admin, which opens mapping fields and e-mails the signatories and owners", async () => {
    const response = await postAdmin(orgA, "contract-signed", { value: "true" });
    expect(response.status).toBe(302);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("MAP_FIELDS");
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "thandi@example.co.za"));
    expect(mail.map((m) => m.subject)).toContain(
      "Your signed contract for Nkosi Family Farm is confirmed: map your fields",
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "company.contractSigned"), eq(auditLog.entityId, orgA)));
    expect(entry?.actorLabel).toBe("admin@example.co.za");
  });
});

describe("mapping fields", () => {
  it("adds one field per feature of a file, named as in the file, with its area", async () => {
    const response = await postFields("owner", "upload-fields", {
      farmId: farmA,
      "file.files": file(
        geoJsonFeatures([
          { name: "North camp", geometry: polygon(NORTH) },
          { name: "South camp", geometry: polygon(SOUTH) },
        ]),
        "camps.geojson",
      ),
    });
    expect(response.status).toBe(302);
    const rows = await fieldsOf(orgA);
    expect(rows.map((r) => r.name).sort()).toEqual(["North camp", "South camp"]);
    const north = rows.find((r) => r.name === "North camp")!;
    expect(north.areaHectares).toBeCloseTo(hectares(NORTH), 1);
    expect(north.source).toBe("geojson");
    expect(north.outsideFarmHectares).toBe(0);
    // History: a version for the season; the season's record is UPLOADED.
    expect(
      await db().select().from(fieldVersions).where(eq(fieldVersions.fieldId, north.id)),
    ).toHaveLength(1);
    const [record] = await db()
      .select()
      .from(fieldRecords)
      .where(eq(fieldRecords.fieldId, north.id));
    expect(record).toMatchObject({ status: "UPLOADED", inclusion: "included", signoffPass: null });
  });

  it("stores a file's field names without the characters PostgreSQL refuses", async () => {
    const response = await postFields("owner", "upload-fields", {
      farmId: farmA,
      "file.files": file(
        geoJsonFeatures([
          {
            name: "Nul\u0000kamp \ud800",
            geometry: polygon(boxRing(28.32, -28.26, 28.325, -28.255)),
          },
        ]),
        "odd.geojson",
      ),
    });
    expect(response.status).toBe(302);
    const names = (await fieldsOf(orgA)).map((r) => r.name);
    expect(names).toContain("Nulkamp \ufffd");
    const odd = (await fieldsOf(orgA)).find((r) => r.name === "Nulkamp \ufffd")!;
    expect((await postFields("owner", "delete-field", { fieldId: odd.id })).status).toBe(302);
  });

  it("refuses a file or a round field posted without its farm, beside the farm choice, and stores nothing", async () => {
    const before = (await fieldsOf(orgA)).length;
    const upload = await postFields("owner", "upload-fields", {
      "file.files": file(
        geoJsonFeatures([
          { name: "Nowhere", geometry: polygon(boxRing(28.2, -28.3, 28.21, -28.29)) },
        ]),
        "nowhere.geojson",
      ),
    });
    expect(upload.status).toBe(422);
    const uploadBody = (await upload.json()) as { fieldErrors: Record<string, string> };
    expect(uploadBody.fieldErrors).toEqual({ farmId: "Choose the farm the fields are on." });
    const circle = await postFields("owner", "circle-field", {
      name: "Kraal",
      latitude: "-28.24",
      longitude: "28.32",
      radius: "100",
    });
    expect(circle.status).toBe(422);
    const circleBody = (await circle.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(circleBody.fieldErrors).toEqual({ farmId: "Choose the farm the fields are on." });
    expect(circleBody.repopulateFields).toMatchObject({ name: "Kraal", radius: "100" });
    expect((await fieldsOf(orgA)).length).toBe(before);
  });

  it("refuses a field that overlaps one of the organisation's own, naming it, and stores nothing", async () => {
    const before = (await fieldsOf(orgA)).length;
    const response = await postFields("owner", "upload-fields", {
      farmId: farmA,
      "file.files": file(
        geoJsonFeatures([
          { name: "Overlap", geometry: polygon(boxRing(28.305, -28.235, 28.315, -28.225)) },
        ]),
        "overlap.geojson",
      ),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.file).toMatch(
      /^This field overlaps your field "North camp" by \d+\.\d\d ha\./,
    );
    expect((await fieldsOf(orgA)).length).toBe(before);
  });

  it("flags the hectares outside the farm boundaries and those another organisation mapped", async () => {
    // Another organisation maps a field across the east edge of farm A's land first.
    const neighbour = await db()
      .update(organisationDetails)
      .set({ contractSigned: true })
      .where(eq(organisationDetails.organisationId, orgB))
      .returning();
    expect(neighbour).toHaveLength(1);
    await db()
      .insert(farmBoundaries)
      .values({
        farmId: farmB,
        organisationId: orgB,
        source: "geojson",
        geometry: polygon(boxRing(28.33, -28.26, 28.38, -28.22)),
        areaHectares: 2000,
      });
    const theirs = await postFields("neighbour", "upload-fields", {
      farmId: farmB,
      "file.files": file(
        geoJsonFeatures([
          { name: "Grens", geometry: polygon(boxRing(28.335, -28.26, 28.345, -28.25)) },
        ]),
        "grens.geojson",
      ),
    });
    expect(theirs.status).toBe(302);
    const ours = await postFields("owner", "upload-fields", {
      farmId: farmA,
      "file.files": file(
        geoJsonFeatures([
          { name: "East camp", geometry: polygon(boxRing(28.335, -28.25, 28.345, -28.24)) },
        ]),
        "east.geojson",
      ),
    });
    expect(ours.status).toBe(302);
    const east = (await fieldsOf(orgA)).find((r) => r.name === "East camp")!;
    // Half of it (east of 28.34) lies outside farm A's boundary.
    expect(east.outsideFarmHectares).toBeCloseTo(
      hectares(boxRing(28.34, -28.25, 28.345, -28.24)),
      0,
    );
    expect(east.otherOverlapHectares).toBe(0);
    const shared = await postFields("owner", "circle-field", {
      farmId: farmA,
      name: "Corner",
      latitude: "-28.2575",
      longitude: "28.3375",
      radius: "150",
    });
    expect(shared.status).toBe(302);
    const corner = (await fieldsOf(orgA)).find((r) => r.name === "Corner")!;
    expect(corner.otherOverlapHectares).toBeGreaterThan(0);
    expect(corner.source).toBe("circle");
    const page = await loadFields("owner");
    const flags = page.overview!.farms[0]!.fields.find((f) => f.name === "Corner")!.flags;
    expect(flags.join(" ")).toContain("is also mapped by another organisation");
  });

  it("adds a drawn field, and refuses a drawing that crosses itself with the reason", async () => {
    const bow = [
      [28.32, -28.23],
      [28.33, -28.22],
      [28.33, -28.23],
      [28.32, -28.22],
      [28.32, -28.23],
    ];
    const refused = await postFields("owner", "draw", {
      farmId: farmA,
      name: "Bow tie",
      geometry: JSON.stringify(polygon(bow)),
    });
    expect(refused.status).toBe(422);
    // The one action result: the reason beside the drawing, the name as typed kept.
    expect(await refused.json()).toMatchObject({
      formId: "draw",
      fieldErrors: { geometry: expect.stringContaining("crosses itself") },
      repopulateFields: { name: "Bow tie" },
    });
    for (const junk of ["", "{", '{"type":"Point","coordinates":[28,-28]}', "\u0000"]) {
      const response = await postFields("owner", "draw", {
        farmId: farmA,
        name: "Junk",
        geometry: junk,
      });
      expect(response.status).toBe(422);
    }
    const drawn = await postFields("owner", "draw", {
      farmId: farmA,
      name: "Drawn camp",
      geometry: JSON.stringify(polygon(boxRing(28.32, -28.23, 28.33, -28.22))),
    });
    expect(drawn.status).toBe(302);
    const row = (await fieldsOf(orgA)).find((r) => r.name === "Drawn camp")!;
    expect(row.source).toBe("drawn");
    const [record] = await db().select().from(fieldRecords).where(eq(fieldRecords.fieldId, row.id));
    expect(record?.status).toBe("DRAWN");
  });

  it("keeps every boundary of a redrawn field as a version", async () => {
    const row = (await fieldsOf(orgA)).find((r) => r.name === "Drawn camp")!;
    const response = await postFields("owner", "redraw", {
      fieldId: row.id,
      geometry: JSON.stringify(polygon(boxRing(28.32, -28.23, 28.325, -28.22))),
    });
    expect(response.status).toBe(302);
    const versions = await db()
      .select()
      .from(fieldVersions)
      .where(eq(fieldVersions.fieldId, row.id));
    expect(versions.map((v) => v.areaHectares).sort((x, y) => x - y)).toEqual(
      [
        hectares(boxRing(28.32, -28.23, 28.325, -28.22)),
        hectares(boxRing(28.32, -28.23, 28.33, -28.22)),
      ].sort((x, y) => x - y),
    );
  });

  it("leaves a field out of the season and back, and counts only included hectares", async () => {
    const south = (await fieldsOf(orgA)).find((r) => r.name === "South camp")!;
    const before = (await loadFields("owner")).overview!.includedHectares;
    expect((await postFields("owner", "leave-out", { fieldId: south.id })).status).toBe(302);
    const left = (await loadFields("owner")).overview!;
    expect(left.includedHectares).toBeCloseTo(before - south.areaHectares, 2);
    const view = left.farms[0]!.fields.find((f) => f.id === south.id)!;
    expect(view).toMatchObject({ statusLabel: "Not included", included: false, canInclude: true });
    expect((await postFields("owner", "include", { fieldId: south.id })).status).toBe(302);
    expect((await loadFields("owner")).overview!.includedHectares).toBeCloseTo(before, 2);
  });

  it("renames a field, refusing a name the farm already has", async () => {
    const south = (await fieldsOf(orgA)).find((r) => r.name === "South camp")!;
    const taken = await postFields("owner", "field-rename", {
      fieldId: south.id,
      name: "north CAMP",
    });
    expect(taken.status).toBe(422);
    const renamed = await postFields("owner", "field-rename", {
      fieldId: south.id,
      name: "Suidkamp",
    });
    expect(renamed.status).toBe(302);
    expect((await fieldsOf(orgA)).map((r) => r.name)).toContain("Suidkamp");
  });

  it("deletes a field from the lists and totals, keeping its row and history", async () => {
    const corner = (await fieldsOf(orgA)).find((r) => r.name === "Corner")!;
    expect((await postFields("owner", "delete-field", { fieldId: corner.id })).status).toBe(302);
    const page = (await loadFields("owner")).overview!;
    expect(page.farms[0]!.fields.map((f) => f.name)).not.toContain("Corner");
    expect((await fieldsOf(orgA)).map((r) => r.name)).toContain("Corner");
    // A deleted field cannot be changed again.
    expect((await postFields("owner", "leave-out", { fieldId: corner.id })).status).toBe(404);
  });

  it("finds no field or farm of another organisation, and refuses an id that is not a UUID", async () => {
    const theirs = (await fieldsOf(orgB))[0]!;
    for (const id of [theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await postFields("owner", "delete-field", { fieldId: id })).status).toBe(404);
    }
    // The post's ids are read through the page's post schema: a 400 naming the field.
    const malformed = await postFields("owner", "delete-field", { fieldId: "not-a-uuid" });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe("The form's 'fieldId' field must be an id (a UUID).");
    const response = await postFields("owner", "circle-field", {
      farmId: farmB,
      name: "Theirs",
      latitude: "-28.24",
      longitude: "28.36",
      radius: "50",
    });
    expect(response.status).toBe(404);
  });

  it("adds a round field with parts cut out from a file in one post, without JavaScript (decision 0152)", async () => {
    // A 400 m pivot round a homestead (100 m square) and a kraal (40 m square), from one GeoJSON.
    const circle = { farmId: farmA, name: "Pivot 1", latitude: "-28.24", longitude: "28.31" };
    const centreSquare = (side: number, east = 0) => {
      const half = degreesFor(side / 2);
      const west = 28.31 + degreesFor(east) / Math.cos((28.24 * Math.PI) / 180);
      return squareRing(west - half / Math.cos((28.24 * Math.PI) / 180), -28.24 - half, side);
    };
    const holes = geoJsonFeatures([
      { name: "Opstal", geometry: polygon(centreSquare(100)) },
      { name: "Kraal", geometry: polygon(centreSquare(40, 200)) },
    ]);
    // A part outside the circle: refused beside the file, every typed value kept, nothing stored.
    const before = (await fieldsOf(orgA)).length;
    const refused = await postFields("owner", "circle-field", {
      ...circle,
      radius: "400",
      "holes.files": file(
        geoJsonFeatures([{ geometry: polygon(centreSquare(40, 900)) }]),
        "kraal.geojson",
      ),
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, unknown>;
    };
    expect(body.fieldErrors).toEqual({ holes: CIRCLE_HOLE_MESSAGES.outside(0) });
    expect(body.repopulateFields).toMatchObject({
      name: "Pivot 1",
      latitude: "-28.24",
      longitude: "28.31",
      radius: "400",
    });
    // A file that is not a boundary file is refused beside it too.
    const notMap = await postFields("owner", "circle-field", {
      ...circle,
      radius: "400",
      "holes.files": file(new TextEncoder().encode("hello"), "holes.geojson"),
    });
    expect(notMap.status).toBe(422);
    expect(((await notMap.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("holes");
    expect((await fieldsOf(orgA)).length).toBe(before);

    const added = await postFields("owner", "circle-field", {
      ...circle,
      radius: "400",
      "holes.files": file(holes, "opstal.geojson"),
    });
    expect(added.status).toBe(302);
    const row = (await fieldsOf(orgA)).find((r) => r.name === "Pivot 1")!;
    const geometry = row.geometry as { type: string; coordinates: number[][][] };
    expect(geometry.type).toBe("Polygon");
    expect(geometry.coordinates).toHaveLength(3);
    const stored = row.circle as { radiusMetres: number; holes: unknown[] };
    expect(stored).toMatchObject({ latitude: -28.24, longitude: 28.31, radiusMetres: 400 });
    expect(stored.holes).toHaveLength(2);
    // 50.27 ha of circle less 1 ha and 0.16 ha.
    expect(row.areaHectares).toBeCloseTo(50.27 - 1 - 0.16, 1);
    expect(row.areaHectares).toBeLessThan(50.27);
    expect((await toastOf(added))?.text).toBe(
      `Field added: Pivot 1, ${row.areaHectares.toFixed(2)} ha.`,
    );
  });

  it("lets a signatory see the fields but not change them", async () => {
    const response = await postFields("signer", "circle-field", {
      farmId: farmA,
      name: "Kraal",
      latitude: "-28.24",
      longitude: "28.32",
      radius: "50",
    });
    expect(response.status).toBe(403);
    expect((await loadFields("signer")).canEdit).toBe(false);
  });
});

describe("submitting and confirming the fields", () => {
  it("is submitted by the farmer and confirmed by an admin: the journey moves to the implementation plan", async () => {
    expect((await postFields("owner", "submit")).status).toBe(302);
    const submitted = await loadJourneyProgress(orgA);
    expect(submitted.fieldsSubmitted).toBe(true);
    expect(currentStep(submitted)).toBe("MAP_FIELDS");
    const again = await postFields("owner", "submit");
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(FIELD_MESSAGES.alreadySubmitted);
    expect((await postAdmin(orgA, "fields-complete", { value: "true" })).status).toBe(302);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("IMPLEMENTATION_PLAN");
    const statuses = (await loadFields("owner")).overview!.farms[0]!.fields.map((f) => f.status);
    expect(new Set(statuses)).toEqual(new Set(["NOT_STARTED"]));
  });
});

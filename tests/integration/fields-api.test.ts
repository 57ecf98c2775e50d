// The fields journey through /api/v2 (issue 14 'API', decision 0070), with bearer tokens from a
// test issuer: a signatory returns the signed contract, an admin confirms it
// (/admin/update/{id}/contractSigned); members read a field; editors rename it, leave it out,
// include it and delete it; the farmer submits and an admin confirms (/fieldsComplete). Another
// organisation's field, or an id that is not a UUID, is a 404; a signatory cannot change fields.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  farms,
  fieldRecords,
  fields,
  memberships,
  organisationDetails,
  organisations,
  users,
} from "~/db/schema";
import * as contractSigned from "~/routes/api.v2.admin.update.$id.contractSigned";
import * as fieldsComplete from "~/routes/api.v2.admin.update.$id.fieldsComplete";
import * as signedCopy from "~/routes/api.v2.company.$companyId.contract.signed";
import * as oneField from "~/routes/api.v2.company.$companyId.fields.$fieldId";
import * as allFields from "~/routes/api.v2.company.$companyId.fields";
import * as submit from "~/routes/api.v2.company.$companyId.fields.submit";
import { insertField, writeFieldRecord } from "~/models/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { currentStep } from "~/services/journey/steps";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { boxRing, degreesFor, squareRing } from "../support/boundary-fixtures";
import { CIRCLE_HOLE_MESSAGES, MAX_CIRCLE_HOLES } from "~/services/fields/circle-holes";
import { pdf } from "../support/file-fixtures";
import { callRoute } from "../support/route-call";

trustTestTokens();

let orgA: string;
let orgB: string;
let fieldA: string;
let fieldB: string;
let farmAId: string;
let farmBId: string;
const tokens = {} as Record<"owner" | "signer" | "outsider" | "admin" | "reader", string>;

const call = callRoute;

const fieldsOfOrg = (organisationId: string) =>
  db().select().from(fields).where(eq(fields.organisationId, organisationId));

const fieldUrl = (org: string, id: string) => `/api/v2/company/${org}/fields/${id}`;

async function newField(organisationId: string, farmId: string, name: string) {
  const ring = boxRing(28.3, -28.26, 28.31, -28.25);
  const row = await insertField({
    organisationId,
    farmId,
    name,
    source: "drawn",
    geometry: { type: "Polygon", coordinates: [ring] },
    circle: null,
    areaHectares: 109.5,
    boxWest: 28.3,
    boxSouth: -28.26,
    boxEast: 28.31,
    boxNorth: -28.25,
    createdBy: null,
  });
  await writeFieldRecord(organisationId, row.id, currentSeason(), { status: "DRAWN" });
  return row.id;
}

beforeAll(async () => {
  const [a, b] = await db()
    .insert(organisations)
    .values([{ name: "Boplaas" }, { name: "Elders" }])
    .returning();
  orgA = a!.id;
  orgB = b!.id;
  const done = { eligibility: true, viability: true, farmsComplete: true, contractSent: true };
  await db()
    .insert(organisationDetails)
    .values([
      { organisationId: orgA, ...done },
      { organisationId: orgB, ...done, contractSigned: true },
    ]);
  const [owner, signer, outsider] = await db()
    .insert(users)
    .values([
      { subject: "fapi|owner", email: "owner@example.co.za" },
      { subject: "fapi|signer", email: "signer@example.co.za" },
      { subject: "fapi|outsider", email: "outsider@example.co.za" },
      { subject: "fapi|admin", email: "admin@example.co.za" },
    ])
    .returning();
  await db()
    .insert(memberships)
    .values([
      { userId: owner!.id, organisationId: orgA, role: "OWNER" },
      { userId: signer!.id, organisationId: orgA, role: "SIGNATORY" },
      { userId: outsider!.id, organisationId: orgB, role: "OWNER" },
    ]);
  const [farmA, farmB] = await db()
    .insert(farms)
    .values([
      { organisationId: orgA, name: "Boplaas Noord" },
      { organisationId: orgB, name: "Elders" },
    ])
    .returning();
  farmAId = farmA!.id;
  farmBId = farmB!.id;
  fieldA = await newField(orgA, farmA!.id, "Kamp 1");
  fieldB = await newField(orgB, farmB!.id, "Hulle s'n");
  tokens.owner = await mintAccessToken("fapi|owner");
  tokens.signer = await mintAccessToken("fapi|signer");
  tokens.outsider = await mintAccessToken("fapi|outsider");
  tokens.admin = await mintAccessToken("fapi|admin", {
    permissions: ["read:admin", "write:admin"],
  });
  tokens.reader = await mintAccessToken("fapi|admin", { permissions: ["read:admin"] });
});

describe("the signed contract through the API", () => {
  it("a signatory uploads the signed copy; an admin confirms it; a reader may not", async () => {
    const form = new FormData();
    form.append("file", new File([pdf() as BlobPart], "signed.pdf", { type: "application/pdf" }));
    const upload = await call(
      signedCopy.action,
      new Request(`http://localhost:3000/api/v2/company/${orgA}/contract/signed`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${tokens.signer}` },
      }),
      { companyId: orgA },
    );
    expect(upload.status).toBe(201);
    const json = apiRequest(`/api/v2/company/${orgA}/contract/signed`, tokens.signer, {
      method: "POST",
      body: {},
    });
    expect((await call(signedCopy.action, json, { companyId: orgA })).status).toBe(400);
    const url = `/api/v2/admin/update/${orgA}/contractSigned`;
    const denied = await call(
      contractSigned.action,
      apiRequest(url, tokens.reader, { method: "POST", body: {} }),
      { id: orgA },
    );
    expect(denied.status).toBe(403);
    const ok = await call(
      contractSigned.action,
      apiRequest(url, tokens.admin, { method: "POST", body: {} }),
      { id: orgA },
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      ok: true,
      data: { contractSigned: true, signedContractReturned: true },
    });
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("MAP_FIELDS");
  });
});

describe("a field through the API", () => {
  it("members read it; another organisation's field or a non-UUID id is a 404", async () => {
    const ok = await call(oneField.loader, apiRequest(fieldUrl(orgA, fieldA), tokens.signer), {
      companyId: orgA,
      fieldId: fieldA,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      ok: true,
      data: { id: fieldA, name: "Kamp 1", area: 109.5, status: "DRAWN", included: true },
    });
    for (const id of [fieldB, "not-a-uuid"]) {
      const missing = await call(oneField.loader, apiRequest(fieldUrl(orgA, id), tokens.owner), {
        companyId: orgA,
        fieldId: id,
      });
      expect(missing.status).toBe(404);
    }
    const outsider = await call(
      oneField.loader,
      apiRequest(fieldUrl(orgA, fieldA), tokens.outsider),
      {
        companyId: orgA,
        fieldId: fieldA,
      },
    );
    expect(outsider.status).toBe(404);
  });

  it("an editor adds a drawn and a round field; an overlap is refused naming the other field", async () => {
    const post = (token: string, body: unknown) =>
      call(
        allFields.action,
        apiRequest(`/api/v2/company/${orgA}/fields`, token, { method: "POST", body }),
        { companyId: orgA },
      );
    const drawn = {
      farmId: farmAId,
      name: "Getekende kamp",
      geometry: { type: "Polygon", coordinates: [boxRing(28.32, -28.26, 28.33, -28.25)] },
    };
    expect((await post(tokens.signer, drawn)).status).toBe(403);
    expect((await post(tokens.owner, { farmId: farmAId, name: "Geen" })).status).toBe(422);
    expect((await post(tokens.owner, { ...drawn, circle: { latitude: 1 } })).status).toBe(422);
    const created = await post(tokens.owner, drawn);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      ok: true,
      data: { name: "Getekende kamp", source: "drawn", status: "DRAWN", included: true },
    });
    const overlap = await post(tokens.owner, { ...drawn, name: "Oorvleuel" });
    expect(overlap.status).toBe(422);
    expect(await overlap.json()).toMatchObject({
      ok: false,
      errors: { geometry: expect.stringContaining('your field "Getekende kamp"') },
    });
    const round = await post(tokens.owner, {
      farmId: farmAId,
      name: "Kraal",
      circle: { latitude: -28.24, longitude: 28.35, radiusMetres: 100 },
    });
    expect(round.status).toBe(201);
    expect(await round.json()).toMatchObject({ data: { source: "circle", area: 3.14 } });
    const theirs = await post(tokens.owner, { ...drawn, farmId: farmBId, name: "Hulle" });
    expect(theirs.status).toBe(404);
  });

  it("an editor adds a round field with parts cut out; parts outside or overlapping are refused (decision 0152)", async () => {
    const post = (body: unknown) =>
      call(
        allFields.action,
        apiRequest(`/api/v2/company/${orgA}/fields`, tokens.owner, { method: "POST", body }),
        { companyId: orgA },
      );
    // A 400 m pivot at (28.4, -28.2) and square parts `side` metres wide, `east` metres off centre.
    const part = (side: number, east = 0) => {
      const cos = Math.cos((28.2 * Math.PI) / 180);
      const half = degreesFor(side / 2);
      const west = 28.4 + degreesFor(east) / cos - half / cos;
      return { type: "Polygon", coordinates: [squareRing(west, -28.2 - half, side)] };
    };
    const pivot = (holes: unknown) => ({
      farmId: farmAId,
      name: "Spilpunt",
      circle: { latitude: -28.2, longitude: 28.4, radiusMetres: 400, holes },
    });
    const outside = await post(pivot([part(100), part(40, 900)]));
    expect(outside.status).toBe(422);
    expect(await outside.json()).toMatchObject({
      ok: false,
      errors: { holes: CIRCLE_HOLE_MESSAGES.outside(1) },
    });
    const overlapping = await post(pivot([part(100), part(100, 60)]));
    expect(overlapping.status).toBe(422);
    expect(await overlapping.json()).toMatchObject({
      errors: { holes: CIRCLE_HOLE_MESSAGES.overlap(0, 1) },
    });
    const across = await post(pivot([part(100, 390)]));
    expect(await across.json()).toMatchObject({
      errors: { holes: CIRCLE_HOLE_MESSAGES.crossing(0) },
    });
    // Bodies of the wrong shape are refused, never a 500.
    for (const holes of [
      "x",
      [1],
      [{ type: "Point", coordinates: [28.4, -28.2] }],
      [part(10)].concat(Array(MAX_CIRCLE_HOLES).fill(part(10))),
    ]) {
      const refused = await post(pivot(holes));
      expect(refused.status, JSON.stringify(holes).slice(0, 60)).toBe(422);
    }
    const formBody = await call(
      allFields.action,
      new Request(`http://localhost:3000/api/v2/company/${orgA}/fields`, {
        method: "POST",
        body: new URLSearchParams({ farmId: farmAId, name: "Spilpunt" }),
        headers: { Authorization: `Bearer ${tokens.owner}` },
      }),
      { companyId: orgA },
    );
    expect(formBody.status).toBeGreaterThanOrEqual(400);
    expect(formBody.status).toBeLessThan(500);
    expect((await fieldsOfOrg(orgA)).some((f) => f.name === "Spilpunt")).toBe(false);

    const created = await post(pivot([part(100), part(40, 200)]));
    expect(created.status).toBe(201);
    const json = (await created.json()) as {
      data: { id: string; area: number; circle: { holes: unknown[] } };
    };
    // 50.27 ha of circle less 1 ha and 0.16 ha.
    expect(json.data.area).toBeLessThan(50.27);
    expect(json.data.area).toBeCloseTo(49.11, 1);
    expect(json.data.circle).toMatchObject({ latitude: -28.2, longitude: 28.4, radiusMetres: 400 });
    expect(json.data.circle.holes).toHaveLength(2);
    const [row] = await db().select().from(fields).where(eq(fields.id, json.data.id));
    const geometry = row!.geometry as { coordinates: number[][][] };
    expect(geometry.coordinates).toHaveLength(3);
    expect(geometry.coordinates[1]).toHaveLength(5);
    const read = await call(
      oneField.loader,
      apiRequest(fieldUrl(orgA, json.data.id), tokens.signer),
      { companyId: orgA, fieldId: json.data.id },
    );
    expect(await read.json()).toMatchObject({
      data: { area: json.data.area, source: "circle", circle: { radiusMetres: 400 } },
    });
    const list = await call(
      allFields.loader,
      apiRequest(`/api/v2/company/${orgA}/fields`, tokens.signer),
      { companyId: orgA },
    );
    const listed = ((await list.json()) as { data: Array<{ id: string; circle: unknown }> }).data;
    expect(listed.find((f) => f.id === json.data.id)?.circle).toEqual(json.data.circle);
    expect(listed.find((f) => f.id === fieldA)?.circle).toBeNull();
  });

  it("an editor renames it and leaves it out; a signatory may not; a bad body is a 422", async () => {
    const put = (token: string, body: unknown) =>
      call(oneField.action, apiRequest(fieldUrl(orgA, fieldA), token, { method: "PUT", body }), {
        companyId: orgA,
        fieldId: fieldA,
      });
    expect((await put(tokens.signer, { name: "Nee" })).status).toBe(403);
    expect((await put(tokens.owner, {})).status).toBe(422);
    expect((await put(tokens.owner, { included: "yes" })).status).toBe(422);
    expect((await put(tokens.owner, { name: "x".repeat(101) })).status).toBe(422);
    const renamed = await put(tokens.owner, { name: "Kamp Een", included: false });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      data: { name: "Kamp Een", status: "NOT_INCLUDED", included: false },
    });
    const back = await put(tokens.owner, { included: true });
    expect(await back.json()).toMatchObject({ data: { status: "DRAWN", included: true } });
  });

  it("the farmer submits, an admin confirms, and the fields are NOT_STARTED", async () => {
    const post = (token: string) =>
      call(
        submit.action,
        apiRequest(`/api/v2/company/${orgA}/fields/submit`, token, { method: "POST", body: {} }),
        { companyId: orgA },
      );
    expect((await post(tokens.signer)).status).toBe(403);
    expect((await post(tokens.owner)).status).toBe(200);
    expect((await post(tokens.owner)).status).toBe(409);
    const ok = await call(
      fieldsComplete.action,
      apiRequest(`/api/v2/admin/update/${orgA}/fieldsComplete`, tokens.admin, {
        method: "POST",
        body: {},
      }),
      { id: orgA },
    );
    expect(ok.status).toBe(200);
    expect(currentStep(await loadJourneyProgress(orgA))).toBe("IMPLEMENTATION_PLAN");
    const [record] = await db().select().from(fieldRecords).where(eq(fieldRecords.fieldId, fieldA));
    expect(record?.status).toBe("NOT_STARTED");
  });

  it("an editor deletes it: a 204, then a 404", async () => {
    const del = () =>
      call(
        oneField.action,
        apiRequest(fieldUrl(orgA, fieldA), tokens.owner, { method: "DELETE" }),
        {
          companyId: orgA,
          fieldId: fieldA,
        },
      );
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(404);
  });
});

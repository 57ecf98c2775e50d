// The farmer's fields (issue 14; spec §3 'Field', 'Land area measurement', §4 'Field status',
// 'Field inclusion'; decision 0070): adding fields from a file (one per feature), a circle or a
// drawing; renaming, redrawing, leaving out and deleting them; submitting them. The admin
// confirms them (setFieldsComplete).
//
// Every boundary is checked before anything is stored: in South Africa, not crossing itself, with
// an area; it must not overlap another of the organisation's fields (refused, naming the field
// and the hectares); what lies outside the organisation's farm boundaries, and what it shares with
// another organisation's fields, is measured and kept on the field as a flag for the admin.
// A changed boundary is a new version for the season, so what a season credited stays known.
import * as boundaries from "~/models/boundaries.server";
import * as farmsModel from "~/models/farms.server";
import * as fieldsModel from "~/models/fields.server";
import { findCompany, upsertDetails } from "~/models/organisation-details.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import {
  areaHectares,
  areaSquareMetres,
  circlePolygonWithHoles,
  circleWithHolesAreaHectares,
  isBoundaryGeometry,
  roundArea,
  SQUARE_METRES_PER_HECTARE,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import { isBoundaryFileError } from "~/services/contracting/boundaries/errors";
import {
  boundingBox,
  OVERLAP_TOLERANCE_SQUARE_METRES,
} from "~/services/contracting/boundaries/geometry";
import {
  circleFieldProblemInWorker,
  coveredEachInWorker,
  fieldBoundaryProblemInWorker,
  geometryWork,
  parseFieldFileInWorker,
  refuseOverOrganisationPoints,
  workOwner,
  type GeometryWork,
} from "~/services/contracting/boundaries/geometry-work.server";
import type { Polygon, Position } from "geojson";
import { HOLES_FIELD, holesOf } from "~/services/fields/circle-holes";
import type { ParsedField } from "~/services/contracting/boundaries/parse.server";
import type { Actor } from "~/services/kit/actor";
import {
  formatHectares,
  CIRCLE_RADIUS_MESSAGE,
  MAX_CIRCLE_RADIUS_METRES,
} from "~/services/contracting/rules";
import { transactionWithUploads } from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import { isFieldIncluded } from "~/services/fields/inclusion";
import { currentSeason } from "~/services/fields/seasons";
import {
  canDelete,
  canTransition,
  initialStatus,
  nextStatusOnConfirm,
  statusAfterInclude,
} from "~/services/fields/status";
import { resolveUpdatedBy } from "~/services/contracting/contract.server";
import { appUrl, simpleEmail } from "~/services/contracting/common.server";
import { listMembersWithRoles } from "~/models/memberships.server";
import { tellOrganisation } from "~/services/notifications/programme-messages.server";
import { ORGANISATION_EDITOR_ROLES } from "~/services/organisations/rules";
import type { FieldSource, FieldStatus } from "~/shared/fields";
import { storableText } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";

export const FIELD_MESSAGES = {
  notOpen: "Mapping fields opens once we have confirmed your signed contract.",
  farmNotFound: "There is no such farm in this organisation.",
  fieldNotFound: "There is no such field in this organisation.",
  deleted: "This field has been deleted.",
  nameRequired: "Enter the field's name.",
  nameTaken: (name: string, farm: string) =>
    `${farm} already has a field called "${name}". Give this field another name.`,
  tooManyFeatures: (max: number) =>
    `The file has more than ${max} fields in it. Split it into smaller files and upload them one by one.`,
  drawing:
    "The drawn field could not be read. Draw it again, or upload its boundary from a file instead.",
  noFields: "Map at least one field that is included this season before you submit.",
  alreadySubmitted:
    "Your fields have been submitted. We will e-mail you once we have checked them.",
  alreadyComplete: "Your fields have been confirmed.",
  cannotLeaveOut: "This field has practice data this season, so it cannot be left out.",
  cannotDelete:
    "This field has practice data recorded, so it cannot be deleted. Clear its practice data first, or ask us to exclude it.",
  notSubmitted: "The organisation has not submitted its fields yet.",
} as const;

/** What the farmer is told when an admin confirms the fields, or takes that back (promised.ts). */
export const FIELDS_CONFIRMED_MESSAGE = {
  title: "Your fields are confirmed: plan your practices",
  body: "We have checked and confirmed your fields. The next step, the implementation plan, is open: plan the practices for each field.",
  link: "/profile/journey/implementation",
  linkLabel: "Plan your practices",
} as const;
export const FIELDS_REOPENED_MESSAGE = {
  title: "Your fields are open to change again",
  body: "We have reopened your fields. Change what is needed on the map, then submit them again.",
  link: "/profile/journey/map_fields",
  linkLabel: "Open your fields",
} as const;

/** How many fields one file may hold (a farm's camps, not a province's). */
export const MAX_FIELDS_PER_FILE = 500;
/** The longest field name kept. */
export const MAX_FIELD_NAME = 100;
/** The most characters of a drawn geometry's JSON read (a field needs far fewer). */
export const MAX_DRAWN_GEOMETRY_CHARS = 2_000_000;

const hectaresOf = (squareMetres: number) => roundArea(squareMetres / SQUARE_METRES_PER_HECTARE);

function audit(actor: Actor, action: string, entityId: string, changes: unknown) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType: "field",
    entityId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

/** Mapping is open once the signed contract is confirmed; a declined organisation never gets there. */
async function requireMappingOpen(organisationId: string) {
  const company = await findCompany(organisationId);
  if (!company) throw new Refusal(404, "Organisation not found");
  if (!company.contractSigned) throw new Refusal(409, FIELD_MESSAGES.notOpen);
  return company;
}

async function requireFarm(organisationId: string, farmId: string) {
  const farm = await farmsModel.findFarm(organisationId, farmId);
  if (!farm) throw new Refusal(404, FIELD_MESSAGES.farmNotFound);
  return farm;
}

async function requireField(
  organisationId: string,
  fieldId: string,
  season: number,
  executor?: Executor,
) {
  const field = await fieldsModel.findFieldWithRecord(organisationId, fieldId, season, executor);
  if (!field) throw new Refusal(404, FIELD_MESSAGES.fieldNotFound);
  const status = statusOf(field);
  if (status === "DELETED") throw new Refusal(404, FIELD_MESSAGES.deleted);
  return { field, status };
}

/** A field's status this season: its record's, or the status it was created with. */
export function statusOf(field: fieldsModel.FieldWithRecord): FieldStatus {
  return field.record?.status ?? initialStatus(field.source);
}

/**
 * A name as stored: spaces collapsed, at most MAX_FIELD_NAME characters, and without what
 * PostgreSQL refuses in text (NUL; a lone surrogate becomes U+FFFD), which a name read from a
 * GeoJSON file may hold (typed names are refused earlier, by readForm).
 */
function cleanName(name: string | null | undefined): string {
  // Cut by code points, so the cut never splits a pair into a lone surrogate.
  const cleaned = storableText(name ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, MAX_FIELD_NAME).join("");
}

// ---- Checking a boundary ----

/**
 * A drawn geometry as posted (JSON text): a Polygon or MultiPolygon whose outline is fit for a
 * field (boundary-problem.server.ts, checked in the worker pool), else a refusal beside `geometry`.
 */
export async function readDrawnGeometry(
  text: string,
  work: GeometryWork,
): Promise<BoundaryGeometry> {
  if (text.length === 0 || text.length > MAX_DRAWN_GEOMETRY_CHARS)
    throw new Refusal(422, FIELD_MESSAGES.drawing, { field: "geometry" });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal(422, FIELD_MESSAGES.drawing, { field: "geometry" });
  }
  const geometry =
    value && typeof value === "object" && (value as { type?: unknown }).type === "Feature"
      ? (value as { geometry?: unknown }).geometry
      : value;
  if (!isBoundaryGeometry(geometry))
    throw new Refusal(422, FIELD_MESSAGES.drawing, { field: "geometry" });
  const problem = await checkedInWorker(
    () => fieldBoundaryProblemInWorker(geometry, work),
    "geometry",
  );
  if (problem) throw new Refusal(422, problem, { field: "geometry" });
  return geometry;
}

/** Worker-pool work whose refusal (too intricate, busy) is answered beside `formField`. */
async function checkedInWorker<T>(work: () => Promise<T>, formField: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBoundaryFileError(error))
      throw new Refusal(error.status, error.message, { field: formField });
    throw error;
  }
}

interface Measured {
  outsideFarmHectares: number;
  otherOverlapHectares: number;
}

/**
 * Refuses a boundary that overlaps another of the organisation's fields; measures the hectares
 * outside its farm boundaries and those shared with other organisations' fields.
 */
async function checkPlacement(
  organisationId: string,
  geometry: BoundaryGeometry,
  season: number,
  work: GeometryWork,
  formField: string,
  options: {
    exceptFieldId?: string;
    alsoAgainst?: Array<{ name: string; geometry: BoundaryGeometry }>;
  } = {},
): Promise<Measured> {
  const box = boundingBox(geometry);
  const own = await fieldsModel.listFieldsNear(organisationId, box, season, {
    exceptFieldId: options.exceptFieldId,
  });
  const candidates = [
    ...own
      .filter((row) => isBoundaryGeometry(row.geometry))
      .map((row) => ({ name: row.name, geometry: row.geometry as BoundaryGeometry })),
    ...(options.alsoAgainst ?? []),
  ];
  const farmBoundaries = (await boundaries.listBoundariesNear(organisationId, box))
    .map((row) => row.geometry)
    .filter(isBoundaryGeometry);
  const others = (await fieldsModel.listFieldsNear(organisationId, box, season, { others: true }))
    .map((row) => row.geometry)
    .filter(isBoundaryGeometry);
  // One trip to the worker pool: each own field on its own, then the farm boundaries together
  // and the other organisations' fields together (land inside two of them counts once). An
  // outline the clipper fails on (one stored before today's checks) counts as not overlapping.
  const measured = await checkedInWorker(
    () =>
      coveredEachInWorker(
        geometry,
        [...candidates.map((other) => [other.geometry]), farmBoundaries, others],
        work,
      ),
    formField,
  );
  const [inside, shared] = measured.slice(candidates.length).map((m) => m ?? 0) as [number, number];
  for (const [index, other] of candidates.entries()) {
    const squareMetres = measured[index] ?? 0;
    if (squareMetres >= OVERLAP_TOLERANCE_SQUARE_METRES) {
      throw new Refusal(
        422,
        `This field overlaps your field "${other.name}" by ${formatHectares(hectaresOf(squareMetres))}. Fields must not overlap: each hectare is counted once. Change the boundary, or change "${other.name}" first.`,
        { field: formField },
      );
    }
  }
  const outside = Math.max(0, areaSquareMetres(geometry) - inside);
  return {
    outsideFarmHectares: outside >= OVERLAP_TOLERANCE_SQUARE_METRES ? hectaresOf(outside) : 0,
    otherOverlapHectares: shared >= OVERLAP_TOLERANCE_SQUARE_METRES ? hectaresOf(shared) : 0,
  };
}

async function refuseTakenName(
  organisationId: string,
  farmId: string,
  farmName: string,
  name: string,
  season: number,
  options: { exceptFieldId?: string; executor?: Executor } = {},
) {
  const taken = (
    await fieldsModel.listFieldsWithRecords(organisationId, season, options.executor)
  ).some(
    (f) =>
      f.farmId === farmId &&
      f.id !== options.exceptFieldId &&
      statusOf(f) !== "DELETED" &&
      f.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw new Refusal(422, FIELD_MESSAGES.nameTaken(name, farmName), { field: "name" });
}

function boxOf(geometry: BoundaryGeometry) {
  const box = boundingBox(geometry);
  return { boxWest: box.west, boxSouth: box.south, boxEast: box.east, boxNorth: box.north };
}

interface NewFieldInput {
  name: string;
  source: FieldSource;
  geometry: BoundaryGeometry;
  circle: unknown;
  areaHectares: number;
  fileId: string | null;
  measured: Measured;
}

async function insertWithHistory(
  actor: Actor,
  organisationId: string,
  farmId: string,
  season: number,
  input: NewFieldInput,
  executor: Parameters<typeof fieldsModel.insertField>[1],
) {
  const row = await fieldsModel.insertField(
    {
      organisationId,
      farmId,
      name: input.name,
      source: input.source,
      geometry: input.geometry,
      circle: input.circle ?? null,
      areaHectares: input.areaHectares,
      ...boxOf(input.geometry),
      ...input.measured,
      fileId: input.fileId,
      createdBy: actor.userId,
    },
    executor,
  );
  await fieldsModel.insertFieldVersion(
    {
      fieldId: row.id,
      organisationId,
      season,
      source: input.source,
      geometry: input.geometry,
      circle: input.circle ?? null,
      areaHectares: input.areaHectares,
      createdBy: actor.userId,
    },
    executor,
  );
  await fieldsModel.writeFieldRecord(
    organisationId,
    row.id,
    season,
    { status: initialStatus(input.source), inclusion: "included" },
    executor,
  );
  await recordAudit(
    audit(actor, "field.create", row.id, {
      organisationId,
      farmId,
      name: input.name,
      source: input.source,
      areaHectares: input.areaHectares,
      season,
      ...input.measured,
      fileId: input.fileId,
    }),
    executor,
  );
  return row;
}

// ---- Adding fields ----

/** Names for a file's fields: each feature's own, else the file's name with a number; unique. */
function namesFor(parsed: readonly ParsedField[], baseName: string, taken: Set<string>): string[] {
  return parsed.map((feature, index) => {
    const wanted = cleanName(feature.name) || `${baseName} ${index + 1}`;
    let name = wanted;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${wanted} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** One field per polygon feature of the file; all or nothing. */
export async function addFieldsFromFile(
  actor: Actor,
  organisationId: string,
  farmId: string,
  file: File,
) {
  await requireMappingOpen(organisationId);
  const farm = await requireFarm(organisationId, farmId);
  const season = currentSeason();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const work = geometryWork(workOwner(actor));
  const parsed = await checkedInWorker(() => parseFieldFileInWorker(bytes, work), "file");
  if (parsed.fields.length > MAX_FIELDS_PER_FILE)
    throw new Refusal(422, FIELD_MESSAGES.tooManyFeatures(MAX_FIELDS_PER_FILE), { field: "file" });
  await checkedInWorker(
    () =>
      refuseOverOrganisationPoints(
        organisationId,
        parsed.fields.map((f) => f.geometry),
      ),
    "file",
  );
  const existing = await fieldsModel.listFieldsWithRecords(organisationId, season);
  const taken = new Set(
    existing
      .filter((f) => f.farmId === farmId && statusOf(f) !== "DELETED")
      .map((f) => f.name.toLowerCase()),
  );
  const baseName = cleanName((file.name || "Field").replace(/\.[^./\\]*$/, "")) || "Field";
  const names = namesFor(parsed.fields, baseName, taken);
  // Each field checked against the organisation's fields and the file's earlier ones.
  const measured: Measured[] = [];
  for (const [index, feature] of parsed.fields.entries()) {
    const earlier = parsed.fields
      .slice(0, index)
      .map((f, i) => ({ name: names[i]!, geometry: f.geometry }));
    try {
      measured.push(
        await checkPlacement(organisationId, feature.geometry, season, work, "file", {
          alsoAgainst: earlier,
        }),
      );
    } catch (error) {
      if (error instanceof Refusal && parsed.fields.length > 1)
        throw new Refusal(error.status, `${names[index]}: ${error.message}`, { field: "file" });
      throw error;
    }
  }
  const storedName = `${baseName}${{ kml: ".kml", kmz: ".kmz", geojson: ".geojson", shapefile: ".zip" }[parsed.format]}`;
  try {
    return await transactionWithUploads(async (tx, saveUpload) => {
      const stored = await saveUpload({
        file: new File([bytes], storedName, { type: file.type }),
        accept: [storedName.slice(storedName.lastIndexOf("."))],
        purpose: "field-boundaries",
        organisationId,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
      });
      const rows = [];
      for (const [index, feature] of parsed.fields.entries()) {
        rows.push(
          await insertWithHistory(
            actor,
            organisationId,
            farm.id,
            season,
            {
              name: names[index]!,
              source: parsed.format,
              geometry: feature.geometry,
              circle: null,
              areaHectares: feature.areaHectares,
              fileId: stored.id,
              measured: measured[index]!,
            },
            tx,
          ),
        );
      }
      return rows;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

export interface CircleFieldInput {
  name: string;
  latitude: number;
  longitude: number;
  radiusMetres: number;
  /** Parts cut out (decision 0152): GeoJSON Polygons, whose outer rings are the holes. */
  holes?: readonly Polygon[];
  /** Or a file of them (the page's "Parts to cut out"): each polygon in it is one hole. */
  holesFile?: File;
}

/** The holes of a file: read as a file of fields is, in the worker; refused beside `holes`. */
async function readHolesFile(file: File, work: GeometryWork): Promise<Polygon[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parsed = await checkedInWorker(() => parseFieldFileInWorker(bytes, work), HOLES_FIELD);
  return holesOf(parsed.fields.map((field) => field.geometry));
}

/**
 * A round field (spec §3 'Land area measurement': a circle given by a radius, with optional holes
 * subtracted; decisions 0042, 0152): stored as the circle's polygon with each hole as an inner
 * ring, its area the exact cap's less the holes'. The holes are checked in the worker pool.
 */
export async function addCircleField(
  actor: Actor,
  organisationId: string,
  farmId: string,
  input: CircleFieldInput,
) {
  await requireMappingOpen(organisationId);
  const farm = await requireFarm(organisationId, farmId);
  const season = currentSeason();
  const name = cleanName(input.name);
  if (!name) throw new Refusal(422, FIELD_MESSAGES.nameRequired, { field: "name" });
  if (!(input.radiusMetres > 0) || input.radiusMetres > MAX_CIRCLE_RADIUS_METRES) {
    throw new Refusal(422, CIRCLE_RADIUS_MESSAGE, { field: "radius" });
  }
  const circle = {
    latitude: input.latitude,
    longitude: input.longitude,
    radiusMetres: input.radiusMetres,
  };
  const work = geometryWork(workOwner(actor));
  const holes = input.holesFile
    ? await readHolesFile(input.holesFile, work)
    : [...(input.holes ?? [])];
  const problem = await checkedInWorker(
    () => circleFieldProblemInWorker({ circle, holes }, work),
    holes.length > 0 ? HOLES_FIELD : "radius",
  );
  if (problem) throw new Refusal(422, problem.message, { field: problem.field });
  const geometry = circlePolygonWithHoles(circle, holes);
  await checkedInWorker(
    () => refuseOverOrganisationPoints(organisationId, [geometry]),
    holes.length > 0 ? HOLES_FIELD : "radius",
  );
  await refuseTakenName(organisationId, farm.id, farm.name, name, season);
  const measured = await checkPlacement(organisationId, geometry, season, work, "radius");
  return transaction((tx) =>
    insertWithHistory(
      actor,
      organisationId,
      farm.id,
      season,
      {
        name,
        source: "circle",
        geometry,
        // The holes as stored in the geometry: their outer rings, clockwise.
        circle: { ...circle, holes: geometry.coordinates.slice(1).map(holeOf) },
        areaHectares: circleWithHolesAreaHectares(input.radiusMetres, holes),
        fileId: null,
        measured,
      },
      tx,
    ),
  );
}

const holeOf = (ring: Position[]): Polygon => ({ type: "Polygon", coordinates: [ring] });

/** A field drawn on the map (the geometry as the page posted it, JSON). */
export async function addDrawnField(
  actor: Actor,
  organisationId: string,
  farmId: string,
  input: { name: string; geometry: string },
) {
  await requireMappingOpen(organisationId);
  const farm = await requireFarm(organisationId, farmId);
  const season = currentSeason();
  const name = cleanName(input.name);
  if (!name) throw new Refusal(422, FIELD_MESSAGES.nameRequired, { field: "name" });
  const work = geometryWork(workOwner(actor));
  const geometry = await readDrawnGeometry(input.geometry, work);
  await checkedInWorker(() => refuseOverOrganisationPoints(organisationId, [geometry]), "geometry");
  await refuseTakenName(organisationId, farm.id, farm.name, name, season);
  const measured = await checkPlacement(organisationId, geometry, season, work, "geometry");
  return transaction((tx) =>
    insertWithHistory(
      actor,
      organisationId,
      farm.id,
      season,
      {
        name,
        source: "drawn",
        geometry,
        circle: null,
        areaHectares: areaHectares(geometry),
        fileId: null,
        measured,
      },
      tx,
    ),
  );
}

// ---- Changing a field ----

/** A new boundary for a field: a new version for this season; the earlier ones stay. */
export async function redrawField(
  actor: Actor,
  organisationId: string,
  fieldId: string,
  geometryText: string,
) {
  await requireMappingOpen(organisationId);
  const season = currentSeason();
  const { field } = await requireField(organisationId, fieldId, season);
  const work = geometryWork(workOwner(actor));
  const geometry = await readDrawnGeometry(geometryText, work);
  await checkedInWorker(
    () => refuseOverOrganisationPoints(organisationId, [geometry], { exceptFieldId: field.id }),
    "geometry",
  );
  const measured = await checkPlacement(organisationId, geometry, season, work, "geometry", {
    exceptFieldId: field.id,
  });
  const area = areaHectares(geometry);
  return transaction(async (tx) => {
    const row = await fieldsModel.updateField(
      organisationId,
      field.id,
      {
        source: "drawn",
        geometry,
        circle: null,
        areaHectares: area,
        ...boxOf(geometry),
        ...measured,
      },
      tx,
    );
    await fieldsModel.insertFieldVersion(
      {
        fieldId: field.id,
        organisationId,
        season,
        source: "drawn",
        geometry,
        circle: null,
        areaHectares: area,
        createdBy: actor.userId,
      },
      tx,
    );
    await recordAudit(
      audit(actor, "field.redraw", field.id, {
        organisationId,
        season,
        previousAreaHectares: field.areaHectares,
        areaHectares: area,
        ...measured,
      }),
      tx,
    );
    return row!;
  });
}

/** What a change of a field asks for: a new name, and/or included this season or not. */
export interface FieldChange {
  name?: string;
  /** 'Leave out this season' (false) or 'Include this season' (true), decision 0070. */
  included?: boolean;
}

/**
 * The status a field moves to when the farmer asks for it to be included or left out, or null
 * when its status already says so. Only NOT_INCLUDED is "left out" by its status (spec §4
 * 'Field inclusion'), so including a field in any other status changes nothing: an IN_PROGRESS
 * or COMPLETE field is already in the season. Leaving out is refused for IN_PROGRESS and
 * COMPLETE (their practice data belongs to the season; status.ts).
 */
function inclusionMove(
  status: FieldStatus,
  source: FieldSource,
  fieldsConfirmed: boolean,
  included: boolean,
): FieldStatus | null {
  if (included) {
    if (status !== "NOT_INCLUDED") return null;
    return statusAfterInclude(source, fieldsConfirmed);
  }
  if (status === "NOT_INCLUDED") return null;
  if (!canTransition(status, "NOT_INCLUDED"))
    throw new Refusal(409, FIELD_MESSAGES.cannotLeaveOut, { field: "included" });
  return "NOT_INCLUDED";
}

/**
 * Renames a field and/or includes it or leaves it out, as one transaction: every check runs
 * before the first write, and a refusal (a taken name, a field that cannot be left out) leaves
 * the field, its record and the audit trail as they were.
 */
export async function changeField(
  actor: Actor,
  organisationId: string,
  fieldId: string,
  change: FieldChange,
) {
  const season = currentSeason();
  return transaction(async (tx) => {
    const { field, status } = await requireField(organisationId, fieldId, season, tx);
    let name: string | undefined;
    if (change.name !== undefined) {
      name = cleanName(change.name);
      if (!name) throw new Refusal(422, FIELD_MESSAGES.nameRequired, { field: "name" });
      await refuseTakenName(organisationId, field.farmId, field.farmName, name, season, {
        exceptFieldId: field.id,
        executor: tx,
      });
      if (name === field.name) name = undefined;
    }
    let to: FieldStatus | null = null;
    if (change.included !== undefined) {
      const company = await findCompany(organisationId, tx);
      to = inclusionMove(status, field.source, !!company?.fieldsComplete, change.included);
    }
    // Every check has passed: the writes.
    let row: fieldsModel.FieldRow = field;
    if (name !== undefined) {
      row = (await fieldsModel.updateField(organisationId, field.id, { name }, tx))!;
      await recordAudit(
        audit(actor, "field.rename", field.id, { organisationId, from: field.name, to: name }),
        tx,
      );
    }
    if (to !== null) {
      await fieldsModel.writeFieldRecord(organisationId, field.id, season, { status: to }, tx);
      await recordAudit(
        audit(actor, to === "NOT_INCLUDED" ? "field.leaveOut" : "field.include", field.id, {
          organisationId,
          season,
          from: status,
          to,
        }),
        tx,
      );
    }
    return row;
  });
}

export function renameField(actor: Actor, organisationId: string, fieldId: string, name: string) {
  return changeField(actor, organisationId, fieldId, { name });
}

/** 'Leave out this season' (included = false) or 'Include this season' (decision 0070). */
export function setFieldIncluded(
  actor: Actor,
  organisationId: string,
  fieldId: string,
  included: boolean,
) {
  return changeField(actor, organisationId, fieldId, { included });
}

/** A soft delete: the field leaves every list and total; its row and history stay. */
export async function deleteField(actor: Actor, organisationId: string, fieldId: string) {
  const season = currentSeason();
  const { field, status } = await requireField(organisationId, fieldId, season);
  if (!canDelete(status)) throw new Refusal(409, FIELD_MESSAGES.cannotDelete);
  await transaction(async (tx) => {
    await fieldsModel.writeFieldRecord(organisationId, field.id, season, { status: "DELETED" }, tx);
    await recordAudit(
      audit(actor, "field.delete", field.id, { organisationId, season, from: status }),
      tx,
    );
  });
  return field;
}

// ---- Submitting and confirming ----

/** The farmer says the fields are complete; an admin then confirms (spec §3 fieldsComplete). */
export async function submitFields(actor: Actor, organisationId: string) {
  const company = await requireMappingOpen(organisationId);
  if (company.fieldsComplete) throw new Refusal(409, FIELD_MESSAGES.alreadyComplete);
  if (company.fieldsSubmittedAt) throw new Refusal(409, FIELD_MESSAGES.alreadySubmitted);
  const season = currentSeason();
  const list = await fieldsModel.listFieldsWithRecords(organisationId, season);
  const included = list.filter((f) =>
    isFieldIncluded({
      status: statusOf(f),
      signoffPass: f.record?.signoffPass,
      inclusion: f.record?.inclusion,
    }),
  );
  if (included.length === 0) throw new Refusal(422, FIELD_MESSAGES.noFields);
  await transaction(async (tx) => {
    await upsertDetails(
      organisationId,
      { fieldsSubmittedAt: new Date(), fieldsSubmittedBy: actor.userId },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.fieldsSubmitted",
        entityType: "organisation",
        entityId: organisationId,
        changes: { season, fields: included.length },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
}

/**
 * An admin confirms the fields complete (value true: the journey moves to IMPLEMENTATION_PLAN and
 * the season's UPLOADED/DRAWN fields become NOT_STARTED) or takes it back (value false: the
 * farmer may change and submit them again).
 */
export async function setFieldsComplete(
  actor: Actor,
  organisationId: string,
  input: { value?: boolean; updatedBy?: unknown } = {},
) {
  const company = await findCompany(organisationId);
  if (!company) throw new Refusal(404, "Organisation not found");
  const value = input.value ?? true;
  if (value && !company.contractSigned) throw new Refusal(409, FIELD_MESSAGES.notOpen);
  const updatedBy = await resolveUpdatedBy(actor, input.updatedBy);
  const season = currentSeason();
  await transaction(async (tx) => {
    await upsertDetails(
      organisationId,
      value
        ? { fieldsComplete: true, fieldsCompleteUpdatedBy: updatedBy, fieldsCompleteAt: new Date() }
        : {
            fieldsComplete: false,
            fieldsCompleteUpdatedBy: updatedBy,
            fieldsCompleteAt: null,
            fieldsSubmittedAt: null,
            fieldsSubmittedBy: null,
          },
      tx,
    );
    let moved = 0;
    if (value) {
      for (const field of await fieldsModel.listFieldsWithRecords(organisationId, season, tx)) {
        const status = statusOf(field);
        const next = nextStatusOnConfirm(status);
        if (next !== status) {
          await fieldsModel.writeFieldRecord(
            organisationId,
            field.id,
            season,
            { status: next },
            tx,
          );
          moved += 1;
        }
      }
    }
    // The farmer was told 'we will e-mail you then' (journey steps.ts): the e-mail and a
    // notification to the people who plan the fields; taking it back tells them too.
    if (value !== company.fieldsComplete) {
      const members = await listMembersWithRoles(organisationId, ORGANISATION_EDITOR_ROLES, tx);
      const text = value ? FIELDS_CONFIRMED_MESSAGE : FIELDS_REOPENED_MESSAGE;
      const messageKey = value ? "fieldsConfirmed" : "fieldsReopened";
      await tellOrganisation(
        {
          event: value ? "fields.confirmed" : "fields.reopened",
          organisationId,
          members,
          notification: { key: messageKey },
          link: text.link,
          key: `${organisationId}:${season}:${Date.now()}`,
          createdBy: actor.userId,
          // In each reader's language (decision 0160); the English is FIELDS_*_MESSAGE's.
          email: ({ t }) => ({
            subject: t(`notifications.${messageKey}Title`),
            ...simpleEmail(
              {
                lines: [
                  t("emails.organisationSays", {
                    name: company.name,
                    message: t(`notifications.${messageKey}Body`),
                  }),
                ],
                link: appUrl(text.link),
                linkLabel: t(`emails.${messageKey}Button`),
              },
              t,
            ),
          }),
        },
        tx,
      );
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.fieldsComplete",
        entityType: "organisation",
        entityId: organisationId,
        changes: { fieldsComplete: value, updatedBy, season, fieldsMovedToNotStarted: moved },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return (await findCompany(organisationId))!;
}

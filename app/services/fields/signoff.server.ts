// The admin's signoff of fields (issue 14 'Admin /admin/journey/fieldRecords' and 'Auto
// signoff'; spec §3 'Field' admin view, §4 'Signoff per field per criterion', §7 admin calls;
// decisions 0070 and 0072). Every operation takes an actor whose write:signoff the route checked;
// nothing here knows about HTTP. A refusal the admin can fix is a ContractingError (with the form
// field when there is one).
//
// Every change of a criterion goes through one write: the season's record carried forward with
// the change on top, the computed signoffPass stored with it (signoff.ts, spec §4 'Overall
// signoffPass'), the last decision per criterion in signoff_decisions { by, byLabel, at, reason },
// and an audit entry 'field.signoff' in the same transaction.
//
// Auto signoffs (decision 0072) never overrule a person: they write a criterion only while it is
// undecided or was last decided by an auto signoff (auto-signoff.ts mayDecideAutomatically).
import type { z } from "zod";
import * as boundaries from "~/models/boundaries.server";
import * as fieldsModel from "~/models/fields.server";
import { findOrganisation } from "~/models/organisations.server";
import * as titleDeeds from "~/models/title-deeds.server";
import { transaction, type Executor } from "~/models/transaction.server";
import * as wetlandLayers from "~/models/wetland-layers.server";
import { recordAudit } from "~/services/audit/audit.server";
import {
  areaSquareMetres,
  isBoundaryGeometry,
  roundArea,
  SQUARE_METRES_PER_HECTARE,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import {
  isBoundaryFileError,
  isBoundaryTooIntricateError,
} from "~/services/contracting/boundaries/errors";
import {
  boundingBox,
  doBoxesMeet,
  OVERLAP_TOLERANCE_SQUARE_METRES,
  polygonsOf,
} from "~/services/contracting/boundaries/geometry";
import {
  coveredEachInWorker,
  geometryWork,
  parseFieldFileInWorker,
  workOwner,
} from "~/services/contracting/boundaries/geometry-work.server";
import type { Actor } from "~/services/kit/actor";
import { NOT_FOUND } from "~/services/contracting/common.server";
import { transactionWithUploads } from "~/services/files/uploads.server";
import { SINGLE_LINE_TEXT } from "~/services/kit/forms/messages";
import { isUploadError } from "~/services/files/upload-error";
import { FIELD_MESSAGES, statusOf } from "~/services/fields/fields.server";
import { currentSeason } from "~/services/fields/seasons";
import { signoffPass } from "~/services/fields/signoff";
import type { boundaryAssignJsonSchema, wetlandRunJsonSchema } from "~/services/fields/signoff-api";
import {
  assignBoundaries,
  isOwnershipProvenByDeeds,
  mayDecideAutomatically,
  readDecisions,
  sameIds,
  SIGNOFF_COLUMNS,
  signoffOfMode,
  type BulkMode,
  type SignoffDecision,
} from "~/services/fields/auto-signoff";
import {
  DOMINANT_LAND_USES,
  NATIVE_ECOSYSTEM_TYPES,
  WETLAND_REASONS,
  type Signoff,
  type SignoffCriterion,
} from "~/shared/fields";
import { isUuid } from "~/shared/ids";
import { isSingleLineText } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";

export const SIGNOFF_MESSAGES = {
  reasonRequired: "Enter the reason for this decision.",
  reasonTooLong: (max: number) => `Too many characters (at most ${max}).`,
  deleted: "This field has been deleted: its signoff cannot change.",
  unknownBoundary: "Choose farm boundaries of this organisation only.",
  wetlandReason: "Choose one of the wetland reasons.",
  nativeEcosystemType: "Choose one of the native ecosystem types.",
  dominantLandUse: "Choose one of the dominant land uses.",
  number: "Enter a number.",
  season: "Enter the year the land was converted, like 2015.",
  noLayer: "Upload a wetland layer first.",
  layerNotFound: "There is no such wetland layer.",
  tooManyFields: (n: number) =>
    `The file has ${n.toLocaleString("en-ZA")} polygons; a wetland layer may have at most ${MAX_WETLAND_POLYGONS.toLocaleString("en-ZA")}. Split it by province and upload each part.`,
} as const;

/** The longest reason kept: a few sentences. */
export const MAX_REASON_LENGTH = 1000;
/** The most polygons one wetland layer may hold (a province's wetlands, not the world's). */
export const MAX_WETLAND_POLYGONS = 50_000;
/**
 * The most points a wetland layer may hold: a province's wetlands, read in the worker pool under
 * its deadline (decision 0120). Farmers' files have their own, smaller cap (MAX_BOUNDARY_POINTS).
 */
export const MAX_WETLAND_LAYER_POINTS = 100_000;
/** The most fields one auto signoff reads (every field of the programme, for years to come). */
const MAX_FIELDS_PER_JOB = 100_000;

/** What a criterion's signoff carries besides its value (spec §3 'Field' admin view). */
export interface SignoffData {
  wetlandReason?: string | null;
  farmBoundaryIds?: readonly string[] | null;
  landConversionSeason?: number | null;
  degradationCategory?: number | null;
  naraValue?: number | null;
  conservationIndex?: number | null;
  nativeEcosystemType?: string | null;
  dominantLandUse?: string | null;
}

/** The data fields that belong to each criterion; others in an input are ignored. */
export const CRITERION_DATA_FIELDS = {
  boundary: [],
  wetland: ["wetlandReason"],
  ownership: ["farmBoundaryIds"],
  landConversion: ["landConversionSeason", "degradationCategory", "naraValue", "conservationIndex"],
  nativeEcosystem: ["nativeEcosystemType", "dominantLandUse"],
} as const satisfies Record<SignoffCriterion, readonly (keyof SignoffData)[]>;

export interface SignoffInput extends SignoffData {
  /** spec §4: true, false or null (undecided). */
  value: Signoff;
  /** Why: kept with the decision and in the audit log. */
  reason: string;
}

type FieldWithRecord = fieldsModel.FieldWithRecord;
type RecordRow = fieldsModel.FieldRecordRow;

const hectaresOf = (squareMetres: number) => roundArea(squareMetres / SQUARE_METRES_PER_HECTARE);

function cleanReason(reason: unknown): string {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text) throw new Refusal(422, SIGNOFF_MESSAGES.reasonRequired, { field: "reason" });
  if (text.length > MAX_REASON_LENGTH)
    throw new Refusal(422, SIGNOFF_MESSAGES.reasonTooLong(MAX_REASON_LENGTH), { field: "reason" });
  return text;
}

function oneOf(list: readonly string[], value: unknown, field: string, message: string) {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string" || !list.includes(value))
    throw new Refusal(422, message, { field: field });
  return value;
}

function numberOrNull(value: unknown, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Refusal(422, SIGNOFF_MESSAGES.number, { field: field });
  return value;
}

/** The record columns an input for `criterion` changes, checked (422 beside the field). */
async function dataChanges(
  organisationId: string,
  criterion: SignoffCriterion,
  input: SignoffData,
): Promise<fieldsModel.RecordChanges> {
  const changes: fieldsModel.RecordChanges = {};
  const given = (name: keyof SignoffData) =>
    (CRITERION_DATA_FIELDS[criterion] as readonly string[]).includes(name) &&
    input[name] !== undefined;
  if (given("wetlandReason"))
    changes.wetlandReason = oneOf(
      WETLAND_REASONS,
      input.wetlandReason,
      "wetlandReason",
      SIGNOFF_MESSAGES.wetlandReason,
    );
  if (given("farmBoundaryIds")) {
    const ids = [...new Set((input.farmBoundaryIds ?? []).map((id) => String(id).toLowerCase()))];
    const known = new Set((await boundaries.listBoundaries(organisationId)).map((b) => b.id));
    if (ids.some((id) => !isUuid(id) || !known.has(id)))
      throw new Refusal(422, SIGNOFF_MESSAGES.unknownBoundary, { field: "farmBoundaryIds" });
    changes.farmBoundaryIds = ids;
  }
  if (given("landConversionSeason")) {
    const season = numberOrNull(input.landConversionSeason, "landConversionSeason");
    if (season !== null && (!Number.isInteger(season) || season < 0 || season > 2100))
      throw new Refusal(422, SIGNOFF_MESSAGES.season, { field: "landConversionSeason" });
    changes.landConversionSeason = season;
  }
  for (const name of ["degradationCategory", "naraValue", "conservationIndex"] as const) {
    if (given(name)) changes[name] = numberOrNull(input[name], name);
  }
  if (given("nativeEcosystemType"))
    changes.nativeEcosystemType = oneOf(
      NATIVE_ECOSYSTEM_TYPES,
      input.nativeEcosystemType,
      "nativeEcosystemType",
      SIGNOFF_MESSAGES.nativeEcosystemType,
    );
  if (given("dominantLandUse"))
    changes.dominantLandUse = oneOf(
      DOMINANT_LAND_USES,
      input.dominantLandUse,
      "dominantLandUse",
      SIGNOFF_MESSAGES.dominantLandUse,
    );
  return changes;
}

interface Decide {
  criterion: SignoffCriterion;
  /** The criterion's new signoff; undefined leaves it as it is (a measurement only). */
  value?: Signoff;
  data?: fieldsModel.RecordChanges;
  reason: string;
  automatic?: boolean;
  bulk?: boolean;
}

/**
 * Writes one decision on one field for `season` within `tx`: the record with signoffPass
 * recomputed, the decision, the audit entry. The field was read in the same transaction.
 */
async function writeDecision(
  tx: Executor,
  actor: Actor,
  field: FieldWithRecord,
  season: number,
  decide: Decide,
): Promise<RecordRow> {
  const before = field.record;
  const column = SIGNOFF_COLUMNS[decide.criterion];
  const from: Signoff = before?.[column] ?? null;
  const changes: fieldsModel.RecordChanges = { ...decide.data };
  if (decide.value !== undefined) changes[column] = decide.value;
  const decisions = readDecisions(before?.signoffDecisions);
  if (decide.value !== undefined) {
    const decision: SignoffDecision = {
      by: actor.userId,
      byLabel: actor.label,
      at: new Date().toISOString(),
      reason: decide.reason,
      ...(decide.automatic ? { automatic: true } : {}),
    };
    decisions[decide.criterion] = decision;
  }
  const merged = { ...(before ?? {}), ...changes };
  const pass = signoffPass(merged);
  const row = await fieldsModel.writeFieldRecord(
    field.organisationId,
    field.id,
    season,
    { ...changes, signoffPass: pass, signoffDecisions: decisions },
    tx,
  );
  await recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action: "field.signoff",
      entityType: "field",
      entityId: field.id,
      changes: {
        organisationId: field.organisationId,
        season,
        criterion: decide.criterion,
        from,
        to: decide.value === undefined ? from : decide.value,
        data: decide.data ?? {},
        reason: decide.reason,
        signoffPass: pass,
        ...(decide.automatic ? { automatic: true } : {}),
        ...(decide.bulk ? { bulk: true } : {}),
      },
      requestId: actor.requestId ?? null,
    },
    tx,
  );
  return row!;
}

async function requireOrganisation(organisationId: string) {
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw new Refusal(404, NOT_FOUND.organisation);
  return organisation;
}

/** The organisation's fields this season, DELETED ones left out. */
async function liveFields(organisationId: string, season: number, tx?: Executor) {
  return (await fieldsModel.listFieldsWithRecords(organisationId, season, tx)).filter(
    (field) => statusOf(field) !== "DELETED",
  );
}

// ---- One criterion of one field ----

/**
 * spec §7 'POST /admin/{id}/field/{fieldId}/signoff/{criteria}': the admin's decision on one
 * criterion of one field, with the criterion's data and the reason.
 */
export async function signOffCriterion(
  actor: Actor,
  organisationId: string,
  fieldId: string,
  criterion: SignoffCriterion,
  input: SignoffInput,
) {
  const reason = cleanReason(input.reason);
  const season = currentSeason();
  const found = await fieldsModel.findFieldWithRecord(organisationId, fieldId, season);
  if (!found) throw new Refusal(404, FIELD_MESSAGES.fieldNotFound);
  if (statusOf(found) === "DELETED") throw new Refusal(409, SIGNOFF_MESSAGES.deleted);
  const data = await dataChanges(organisationId, criterion, input);
  return transaction(async (tx) => {
    const field = (await fieldsModel.findFieldWithRecord(organisationId, fieldId, season, tx))!;
    const record = await writeDecision(tx, actor, field, season, {
      criterion,
      value: input.value,
      data,
      reason,
    });
    return { field, record };
  });
}

// ---- One criterion of every field of an organisation ----

/**
 * spec §7 'PUT /admin/company/{id}/signoff/{type}/{mode}' (decision 0072): `mode` pass, fail or
 * clear sets the criterion to true, false or null on every field of the organisation that is not
 * DELETED, in one transaction, with one audit entry per field (each field's history stays
 * complete). The criterion's data is left as it is.
 */
export async function bulkSignOff(
  actor: Actor,
  organisationId: string,
  criterion: SignoffCriterion,
  mode: BulkMode,
  reasonText: string,
) {
  const reason = cleanReason(reasonText);
  await requireOrganisation(organisationId);
  const season = currentSeason();
  const value = signoffOfMode(mode);
  return transaction(async (tx) => {
    const fields = await liveFields(organisationId, season, tx);
    const results: Array<{ fieldId: string; name: string; signoffPass: Signoff }> = [];
    for (const field of fields) {
      const record = await writeDecision(tx, actor, field, season, {
        criterion,
        value,
        reason,
        bulk: true,
      });
      results.push({ fieldId: field.id, name: field.name, signoffPass: record.signoffPass });
    }
    return { organisationId, criterion, mode, value, fields: results };
  });
}

// ---- Fields across organisations, for the auto signoffs ----

async function fieldsForJob(season: number, organisationId?: string | null) {
  if (organisationId) await requireOrganisation(organisationId);
  return fieldsModel.listFieldsForAdmin(
    { season, ...(organisationId ? { organisationIds: [organisationId] } : {}) },
    { offset: 0, limit: MAX_FIELDS_PER_JOB },
  );
}

/**
 * Square metres of `geometry` inside `others`, measured in the worker pool (decision 0120) with a
 * deadline of its own (a job clips thousands of fields, one by one), or null when it ran out of
 * time or the clipper failed on it: the field is skipped. A pool too busy to take it stops the
 * job with a 429.
 */
async function coveredOrNull(
  actor: Actor,
  geometry: BoundaryGeometry,
  others: BoundaryGeometry[],
): Promise<number | null> {
  if (others.length === 0) return 0;
  try {
    const [covered] = await coveredEachInWorker(geometry, [others], geometryWork(workOwner(actor)));
    return covered ?? null;
  } catch (error) {
    if (isBoundaryTooIntricateError(error)) return null;
    if (isBoundaryFileError(error)) throw new Refusal(error.status, error.message);
    throw error;
  }
}

const AUTO_OWNERSHIP_REASON = "Automatic: every farm boundary of the field has a title deed.";

/**
 * The title deed rule (auto-signoff.ts isOwnershipProvenByDeeds): ownership true, automatically,
 * for a field whose farm boundaries all have a title deed, unless a person decided ownership.
 */
function ownershipByDeeds(field: FieldWithRecord, ids: readonly string[], deeded: Set<string>) {
  const record = field.record;
  if (record?.ownershipSignoff === true) return false;
  if (!isOwnershipProvenByDeeds(ids, deeded)) return false;
  return mayDecideAutomatically(
    record?.ownershipSignoff,
    readDecisions(record?.signoffDecisions).ownership,
  );
}

// ---- boundaryAssign ----

/** What the run did (signoff-api.ts: the answer of GET /admin/autoSignoff/boundaryAssign). */
export type BoundaryAssignOutcome = z.infer<typeof boundaryAssignJsonSchema>;

/**
 * issue 14 'Auto signoff: boundaryAssign' (decision 0072): each field gets as farmBoundaryIds the
 * boundaries of its organisation's farms that together cover most of it
 * (auto-signoff.ts assignBoundaries); a field with none stays as it is (ownership undecided,
 * spec §4). A field whose ownership a person decided is left alone. A field that now lies only
 * on boundaries with a title deed passes ownership (the title deed rule).
 */
export async function autoSignOffBoundaryAssign(
  actor: Actor,
  organisationId?: string | null,
): Promise<BoundaryAssignOutcome> {
  const season = currentSeason();
  const fields = await fieldsForJob(season, organisationId);
  const outcome: BoundaryAssignOutcome = {
    checked: fields.length,
    assigned: 0,
    unchanged: 0,
    unassigned: 0,
    leftAlone: 0,
    skipped: 0,
    ownershipPassed: 0,
  };
  const byOrganisation = new Map<string, FieldWithRecord[]>();
  for (const field of fields) {
    byOrganisation.set(field.organisationId, [
      ...(byOrganisation.get(field.organisationId) ?? []),
      field,
    ]);
  }
  const writes: Array<{ field: FieldWithRecord; ids: string[]; ownership: boolean }> = [];
  for (const [orgId, orgFields] of byOrganisation) {
    const farmBoundaries = (await boundaries.listBoundaries(orgId))
      .filter((b) => isBoundaryGeometry(b.geometry))
      .map((b) => ({
        id: b.id,
        geometry: b.geometry as BoundaryGeometry,
        box: boundingBox(b.geometry as BoundaryGeometry),
      }));
    const deeded = new Set((await titleDeeds.listTitleDeeds(orgId)).map((d) => d.boundaryId));
    for (const field of orgFields) {
      const record = field.record;
      if (
        !mayDecideAutomatically(
          record?.ownershipSignoff,
          readDecisions(record?.signoffDecisions).ownership,
        )
      ) {
        outcome.leftAlone += 1;
        continue;
      }
      if (!isBoundaryGeometry(field.geometry)) {
        outcome.skipped += 1;
        continue;
      }
      const geometry = field.geometry;
      const box = boundingBox(geometry);
      const covered: Array<{ boundaryId: string; squareMetres: number }> = [];
      let tooIntricate = false;
      for (const boundary of farmBoundaries) {
        if (!doBoxesMeet(box, boundary.box)) continue;
        const squareMetres = await coveredOrNull(actor, geometry, [boundary.geometry]);
        if (squareMetres === null) {
          tooIntricate = true;
          break;
        }
        covered.push({ boundaryId: boundary.id, squareMetres });
      }
      if (tooIntricate) {
        outcome.skipped += 1;
        continue;
      }
      const ids = assignBoundaries(
        areaSquareMetres(geometry),
        covered,
        OVERLAP_TOLERANCE_SQUARE_METRES,
      );
      if (ids.length === 0) {
        outcome.unassigned += 1;
        continue;
      }
      const changed = !sameIds(record?.farmBoundaryIds, ids);
      const ownership = ownershipByDeeds(field, ids, deeded);
      if (changed) outcome.assigned += 1;
      else outcome.unchanged += 1;
      if (ownership) outcome.ownershipPassed += 1;
      if (changed || ownership) writes.push({ field, ids, ownership });
    }
  }
  if (writes.length > 0) {
    await transaction(async (tx) => {
      for (const { field, ids, ownership } of writes) {
        const current = (await fieldsModel.findFieldWithRecord(
          field.organisationId,
          field.id,
          season,
          tx,
        ))!;
        await writeDecision(tx, actor, current, season, {
          criterion: "ownership",
          value: ownership ? true : undefined,
          data: { farmBoundaryIds: ids },
          reason: ownership
            ? `${AUTO_OWNERSHIP_REASON} Farm boundaries assigned by boundaryAssign.`
            : "Automatic: farm boundaries assigned by boundaryAssign.",
          automatic: true,
        });
      }
    });
  }
  return outcome;
}

// ---- Wetland layers and the wetland auto signoff ----

const EXTENSIONS = { kml: ".kml", kmz: ".kmz", geojson: ".geojson", shapefile: ".zip" } as const;

/**
 * A wetland map for the auto signoff (issue 14 'Auto signoff: wetland'): a KML, KMZ, GeoJSON or
 * zipped shapefile, read as field files are (every feature's polygons, in South Africa), kept as
 * one MultiPolygon of all its polygons (not joined: joining a national layer would take long
 * and gain nothing, the auto signoff clips each field against the polygons near it).
 */
export async function uploadWetlandLayer(actor: Actor, file: File, name?: string | null) {
  if (name && !isSingleLineText(name)) throw new Refusal(422, SINGLE_LINE_TEXT, { field: "name" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let parsed;
  try {
    parsed = await parseFieldFileInWorker(
      bytes,
      geometryWork(workOwner(actor)),
      MAX_WETLAND_LAYER_POINTS,
    );
  } catch (error) {
    if (isBoundaryFileError(error))
      throw new Refusal(error.status, error.message, { field: "file" });
    throw error;
  }
  const polygons = parsed.fields.flatMap((field) => polygonsOf(field.geometry));
  if (polygons.length > MAX_WETLAND_POLYGONS)
    throw new Refusal(422, SIGNOFF_MESSAGES.tooManyFields(polygons.length), { field: "file" });
  const baseName = (file.name || "Wetlands").replace(/\.[^./\\]*$/, "").trim() || "Wetlands";
  const layerName = (name ?? "").trim().slice(0, 100) || baseName.slice(0, 100);
  const storedName = `${baseName}${EXTENSIONS[parsed.format]}`;
  try {
    return await transactionWithUploads(async (tx, saveUpload) => {
      const stored = await saveUpload({
        file: new File([bytes], storedName, { type: file.type }),
        accept: [EXTENSIONS[parsed.format]],
        purpose: "wetland-layer",
        organisationId: null,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
      });
      const layer = await wetlandLayers.insertWetlandLayer(
        {
          name: layerName,
          geometry: { type: "MultiPolygon", coordinates: polygons.map((p) => p.coordinates) },
          polygonCount: polygons.length,
          fileId: stored.id,
          uploadedBy: actor.userId,
        },
        tx,
      );
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "wetlandLayer.upload",
          entityType: "wetland_layer",
          entityId: layer.id,
          changes: { name: layerName, polygonCount: polygons.length, fileId: stored.id },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      return layer;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

/** What the run did (signoff-api.ts: the answer of GET /admin/autoSignoff/wetland). */
export type WetlandOutcome = z.infer<typeof wetlandRunJsonSchema>;

/**
 * issue 14 'Auto signoff: wetland' (decision 0072): every field (of one organisation, or all)
 * against a wetland layer (the newest unless one is named). A field that does not meet a wetland
 * (less than the overlap tolerance, 50 m²) passes the wetland criterion, with an automatic reason;
 * a field that does gets wetlandHectares and is left for a person (wetlandSignoff null, or as a
 * person decided it). First cut by boxes: a field is clipped only against the polygons whose box
 * meets its own, so a national layer costs what the few wetlands near each field cost.
 */
export async function autoSignOffWetland(
  actor: Actor,
  layerId?: string | null,
  organisationId?: string | null,
): Promise<WetlandOutcome> {
  const layer = layerId
    ? await wetlandLayers.findWetlandLayer(layerId)
    : await wetlandLayers.findLatestWetlandLayer();
  if (!layer)
    throw new Refusal(
      layerId ? 404 : 409,
      layerId ? SIGNOFF_MESSAGES.layerNotFound : SIGNOFF_MESSAGES.noLayer,
    );
  const polygons = isBoundaryGeometry(layer.geometry)
    ? polygonsOf(layer.geometry).map((polygon) => ({ polygon, box: boundingBox(polygon) }))
    : [];
  const layerBox = polygons.length > 0 ? boundingBox(layer.geometry as BoundaryGeometry) : null;
  const season = currentSeason();
  const fields = await fieldsForJob(season, organisationId);
  const outcome: WetlandOutcome = {
    layerId: layer.id,
    layerName: layer.name,
    checked: fields.length,
    passed: 0,
    flagged: [],
    leftAlone: 0,
    skipped: 0,
  };
  const writes: Array<{
    field: FieldWithRecord;
    hectares: number;
    value?: Signoff;
    reason: string;
  }> = [];
  for (const field of fields) {
    if (!isBoundaryGeometry(field.geometry)) {
      outcome.skipped += 1;
      continue;
    }
    const box = boundingBox(field.geometry);
    const near =
      layerBox && doBoxesMeet(box, layerBox)
        ? polygons.filter((p) => doBoxesMeet(box, p.box)).map((p) => p.polygon)
        : [];
    const squareMetres = await coveredOrNull(actor, field.geometry, near);
    if (squareMetres === null) {
      outcome.skipped += 1;
      continue;
    }
    const record = field.record;
    const mayDecide = mayDecideAutomatically(
      record?.wetlandSignoff,
      readDecisions(record?.signoffDecisions).wetland,
    );
    if (!mayDecide) outcome.leftAlone += 1;
    if (squareMetres < OVERLAP_TOLERANCE_SQUARE_METRES) {
      if (mayDecide) outcome.passed += 1;
      writes.push({
        field,
        hectares: 0,
        value: mayDecide ? true : undefined,
        reason: `Automatic: the field lies outside every wetland of the layer "${layer.name}".`,
      });
    } else {
      const hectares = hectaresOf(squareMetres);
      outcome.flagged.push({
        fieldId: field.id,
        organisationId: field.organisationId,
        name: field.name,
        hectares,
      });
      // An earlier automatic pass no longer holds: back to undecided, for a person.
      const reset =
        mayDecide && record?.wetlandSignoff !== null && record?.wetlandSignoff !== undefined;
      writes.push({
        field,
        hectares,
        value: reset ? null : undefined,
        reason: `Automatic: ${hectares.toFixed(2)} ha of the field lie inside wetlands of the layer "${layer.name}"; a person decides.`,
      });
    }
  }
  if (writes.length > 0) {
    await transaction(async (tx) => {
      for (const write of writes) {
        const current = (await fieldsModel.findFieldWithRecord(
          write.field.organisationId,
          write.field.id,
          season,
          tx,
        ))!;
        await writeDecision(tx, actor, current, season, {
          criterion: "wetland",
          value: write.value,
          data: { wetlandHectares: write.hectares },
          reason: write.reason,
          automatic: true,
        });
      }
    });
  }
  return outcome;
}

// ---- Title deeds (ownership upload) ----

/**
 * spec §7 'POST ownership upload' (decision 0072): a title deed PDF for one farm boundary of the
 * organisation. Then the title deed rule: every field of the organisation whose farm boundaries
 * all have a title deed passes ownership, automatically and audited, unless a person decided its
 * ownership (their decision stands). A field on no boundary stays undecided (spec §4).
 */
export async function attachTitleDeed(
  actor: Actor,
  organisationId: string,
  boundaryId: string,
  file: File,
) {
  await requireOrganisation(organisationId);
  const boundary = await boundaries.findBoundary(organisationId, boundaryId);
  if (!boundary) throw new Refusal(404, NOT_FOUND.boundary);
  const season = currentSeason();
  try {
    return await transactionWithUploads(async (tx, saveUpload) => {
      const stored = await saveUpload({
        file,
        accept: [".pdf"],
        purpose: "title-deed",
        organisationId,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
      });
      const deed = await titleDeeds.insertTitleDeed(
        { boundaryId: boundary.id, organisationId, fileId: stored.id, uploadedBy: actor.userId },
        tx,
      );
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "boundary.titleDeed",
          entityType: "farm_boundary",
          entityId: boundary.id,
          changes: { organisationId, fileId: stored.id, fileName: stored.originalName },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      const deeded = new Set(
        (await titleDeeds.listTitleDeeds(organisationId, tx)).map((d) => d.boundaryId),
      );
      const passed: string[] = [];
      for (const field of await liveFields(organisationId, season, tx)) {
        const ids = field.record?.farmBoundaryIds ?? [];
        if (!ownershipByDeeds(field, ids, deeded)) continue;
        await writeDecision(tx, actor, field, season, {
          criterion: "ownership",
          value: true,
          reason: AUTO_OWNERSHIP_REASON,
          automatic: true,
        });
        passed.push(field.id);
      }
      return { deed, file: stored, fieldsPassed: passed };
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

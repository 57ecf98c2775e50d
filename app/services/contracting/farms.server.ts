// Farms and their boundaries (issue 6 'Contracting details'; spec §3 'Land area measurement').
// A boundary file is parsed before anything is stored; the file and the boundary row are then
// written in one transaction, so a refused or failed upload leaves nothing behind.
//
// Land is measured once (issue 12, decision 0061): a boundary that overlaps another of the same
// organisation is refused with the hectares and the other's name; one that overlaps another
// organisation's is accepted and flagged with the hectares only (listOverlapFlags, the audit).
import * as boundaries from "~/models/boundaries.server";
import * as farms from "~/models/farms.server";
import { transaction } from "~/models/transaction.server";
import { logger } from "~/logger.server";
import {
  circleAreaHectares,
  circlePolygon,
  isBoundaryGeometry,
  roundArea,
  SQUARE_METRES_PER_HECTARE,
  type BoundaryGeometry,
} from "~/services/contracting/boundaries/area";
import { recordAudit } from "~/services/audit/audit.server";
import { isBoundaryFileError } from "~/services/contracting/boundaries/errors";
import {
  coveredEachInWorker,
  geometryWork,
  parseBoundaryFileInWorker,
  refuseOverOrganisationPoints,
  workOwner,
  type GeometryWork,
} from "~/services/contracting/boundaries/geometry-work.server";
import {
  boundingBox,
  OVERLAP_TOLERANCE_SQUARE_METRES,
} from "~/services/contracting/boundaries/geometry";
import type { BoundaryFormat } from "~/services/contracting/boundaries/parse.server";
import {
  BOUNDARY_SOURCE_LABELS,
  findCornerOutsideSouthAfrica,
  CIRCLE_RADIUS_MESSAGE,
  MAX_CIRCLE_RADIUS_METRES,
  OTHER_ORGANISATION_OVERLAP,
  otherOrganisationOverlapMessage,
  ownOverlapMessage,
} from "~/services/contracting/rules";
import { deleteStoredFile, transactionWithUploads } from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import type { Actor } from "~/services/kit/actor";
import { NOT_FOUND } from "./common.server";
import { Refusal } from "~/services/kit/refusal";

export type FarmInput = farms.FarmInput;

/** The stored files of boundaries are Veld's to remove once their farm or boundary goes. */
const SYSTEM_SUBJECT = { userId: null, isAdmin: true, organisationIds: [] as string[] };

export const BOUNDARY_FILE_ACCEPT = [".kml", ".kmz", ".geojson", ".json", ".zip"] as const;

/** The name a boundary file is stored under: its own, with the extension its content proves. */
const STORED_EXTENSION: Record<BoundaryFormat, string> = {
  kml: ".kml",
  kmz: ".kmz",
  geojson: ".geojson",
  shapefile: ".zip",
};

function audit(
  actor: Actor,
  action: string,
  entityType: string,
  entityId: string,
  changes: unknown,
) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType,
    entityId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

export async function createFarm(actor: Actor, organisationId: string, input: FarmInput) {
  return transaction(async (tx) => {
    const row = await farms.insertFarm(organisationId, input, tx);
    await recordAudit(
      audit(actor, "farm.create", "farm", row.id, { organisationId, ...input }),
      tx,
    );
    return row;
  });
}

export async function updateFarm(
  actor: Actor,
  organisationId: string,
  farmId: string,
  input: FarmInput,
) {
  return transaction(async (tx) => {
    const row = await farms.updateFarm(organisationId, farmId, input, tx);
    if (!row) throw new Refusal(404, NOT_FOUND.farm);
    await recordAudit(
      audit(actor, "farm.update", "farm", farmId, { organisationId, ...input }),
      tx,
    );
    return row;
  });
}

export async function removeFarm(actor: Actor, organisationId: string, farmId: string) {
  const fileIds = await boundaries.listBoundaryFileIdsOfFarm(organisationId, farmId);
  const row = await transaction(async (tx) => {
    const deleted = await farms.deleteFarm(organisationId, farmId, tx);
    if (!deleted) throw new Refusal(404, NOT_FOUND.farm);
    await recordAudit(
      audit(actor, "farm.delete", "farm", farmId, { organisationId, name: deleted.name }),
      tx,
    );
    return deleted;
  });
  for (const fileId of fileIds) await removeFile(actor, fileId);
  return row;
}

async function removeFile(actor: Actor, fileId: string) {
  await deleteStoredFile({
    fileId,
    subject: SYSTEM_SUBJECT,
    actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
  });
}

// ---- Overlaps (decision 0061) ----

/** Own boundaries named in a refusal; more are rare and the first ones say enough. */
const OVERLAPS_NAMED = 3;

const hectaresOf = (squareMetres: number) => roundArea(squareMetres / SQUARE_METRES_PER_HECTARE);

/**
 * Square metres of `geometry` inside each group of outlines, measured in the worker pool under
 * the operation's deadline (decision 0120). A group whose clipping fails on a stored outline it
 * cannot read (one from before these checks) counts 0, logged: never a 500 for the farmer.
 * Stopped at the deadline, it refuses the new boundary (422 beside `field`, or 429 when the pool
 * could not take it now); with no field (measuring stored boundaries only) it is logged and
 * counts 0.
 */
async function measureOverlaps(
  geometry: BoundaryGeometry,
  groups: BoundaryGeometry[][],
  work: GeometryWork,
  context: object,
  field: string | null,
): Promise<number[]> {
  let measured: Array<number | null>;
  try {
    measured = await coveredEachInWorker(geometry, groups, work);
  } catch (error) {
    if (field && isBoundaryFileError(error))
      throw new Refusal(error.status, error.message, { field: field });
    logger().warn({ err: error, ...context }, "boundary overlap could not be measured");
    return groups.map(() => 0);
  }
  return measured.map((squareMetres) => {
    if (squareMetres !== null) return squareMetres;
    logger().warn(context, "boundary overlap could not be measured: the clipper failed");
    return 0;
  });
}

/** The organisation's cap on points (decision 0120), as a refusal beside `field`. */
async function refusePastOrganisationPoints(
  organisationId: string,
  geometry: BoundaryGeometry,
  field: string,
) {
  try {
    await refuseOverOrganisationPoints(organisationId, [geometry]);
  } catch (error) {
    if (isBoundaryFileError(error))
      throw new Refusal(error.status, error.message, { field: field });
    throw error;
  }
}

/**
 * Refuses (422 beside `field`) a boundary that overlaps one the organisation already has, on any
 * of its farms: both would count the same land (spec §3 'Land area measurement'), and the farm's
 * and the organisation's totals add the boundaries up.
 */
async function refuseOwnOverlaps(
  organisationId: string,
  geometry: BoundaryGeometry,
  work: GeometryWork,
  field: string,
) {
  const near = (await boundaries.listBoundariesNear(organisationId, boundingBox(geometry))).filter(
    (row) => isBoundaryGeometry(row.geometry),
  );
  const measured = await measureOverlaps(
    geometry,
    near.map((row) => [row.geometry as BoundaryGeometry]),
    work,
    { organisationId },
    field,
  );
  const overlaps = near
    .map((row, index) => ({ row, squareMetres: measured[index]! }))
    .filter((o) => o.squareMetres >= OVERLAP_TOLERANCE_SQUARE_METRES)
    .sort((a, b) => b.squareMetres - a.squareMetres);
  if (overlaps.length === 0) return;
  const farmNames = new Map((await farms.listFarms(organisationId)).map((f) => [f.id, f.name]));
  throw new Refusal(
    422,
    ownOverlapMessage(
      overlaps.slice(0, OVERLAPS_NAMED).map(({ row, squareMetres }) => ({
        boundaryName: row.name ?? BOUNDARY_SOURCE_LABELS[row.source],
        farmName: farmNames.get(row.farmId) ?? "",
        hectares: hectaresOf(squareMetres),
      })),
    ),
    { field: field },
  );
}

/**
 * Hectares of `geometry` inside other organisations' boundaries (0 below the tolerance). `field`
 * names the form field of a new boundary, refused when its clipping is stopped (measureOverlaps).
 */
async function otherOrganisationsOverlapHectares(
  organisationId: string,
  geometry: BoundaryGeometry,
  work: GeometryWork,
  field: string | null,
): Promise<number> {
  const outlines = await boundaries.listOtherOrganisationsOutlinesNear(
    organisationId,
    boundingBox(geometry),
  );
  const others = outlines.map((o) => o.geometry).filter(isBoundaryGeometry);
  if (others.length === 0) return 0;
  const [squareMetres] = await measureOverlaps(geometry, [others], work, { organisationId }, field);
  return squareMetres! >= OVERLAP_TOLERANCE_SQUARE_METRES ? hectaresOf(squareMetres!) : 0;
}

export interface OverlapFlag {
  kind: typeof OTHER_ORGANISATION_OVERLAP;
  boundaryId: string;
  farmId: string;
  hectares: number;
  message: string;
}

/**
 * The organisation's boundaries that share land with another organisation's, with the hectares:
 * computed when asked, so a flag appears for both organisations whichever uploaded first and
 * goes when either boundary is deleted. Says nothing of whose the other boundary is.
 */
export async function listOverlapFlags(organisationId: string): Promise<OverlapFlag[]> {
  const flags: OverlapFlag[] = [];
  // One deadline for the page's measuring; its owner is the organisation, whoever looks.
  const work = geometryWork(`organisation:${organisationId}`);
  for (const row of await boundaries.listBoundaries(organisationId)) {
    if (!isBoundaryGeometry(row.geometry)) continue;
    const hectares = await otherOrganisationsOverlapHectares(
      organisationId,
      row.geometry,
      work,
      null,
    );
    if (hectares > 0) {
      flags.push({
        kind: OTHER_ORGANISATION_OVERLAP,
        boundaryId: row.id,
        farmId: row.farmId,
        hectares,
        message: otherOrganisationOverlapMessage(hectares),
      });
    }
  }
  return flags;
}

/**
 * Reads an uploaded boundary file and stores it with its boundary. Throws ContractingError
 * (422, field 'file') with the parser's or the upload check's message, or when the boundary
 * overlaps one of the organisation's own; nothing is stored then.
 */
export async function addBoundaryFromFile(
  actor: Actor,
  organisationId: string,
  farmId: string,
  file: File,
) {
  const farm = await farms.findFarm(organisationId, farmId);
  if (!farm) throw new Refusal(404, NOT_FOUND.farm);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const work = geometryWork(workOwner(actor));
  let parsed;
  try {
    parsed = await parseBoundaryFileInWorker(bytes, work);
  } catch (error) {
    if (isBoundaryFileError(error))
      throw new Refusal(error.status, error.message, { field: "file" });
    throw error;
  }
  await refusePastOrganisationPoints(organisationId, parsed.geometry, "file");
  // Outside the transaction: clipping can take a moment on a large farm and needs no lock.
  await refuseOwnOverlaps(organisationId, parsed.geometry, work, "file");
  const overlapsOtherOrganisationsHectares = await otherOrganisationsOverlapHectares(
    organisationId,
    parsed.geometry,
    work,
    "file",
  );
  const baseName = (file.name || "boundary").replace(/\.[^./\\]*$/, "") || "boundary";
  const named = new File([bytes], `${baseName}${STORED_EXTENSION[parsed.format]}`, {
    type: file.type,
  });
  try {
    // The bytes are removed if the boundary is not saved (transactionWithUploads).
    return await transactionWithUploads(async (tx, saveUpload) => {
      const stored = await saveUpload({
        file: named,
        accept: [STORED_EXTENSION[parsed.format]],
        purpose: "farm-boundary",
        organisationId,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
      });
      const row = await boundaries.insertBoundary(
        {
          farmId,
          organisationId,
          name: parsed.name ?? file.name.slice(0, 100),
          source: parsed.format,
          geometry: parsed.geometry,
          circle: null,
          areaHectares: parsed.areaHectares,
          fileId: stored.id,
          createdBy: actor.userId,
        },
        tx,
      );
      await recordAudit(
        audit(actor, "boundary.create", "farm_boundary", row.id, {
          organisationId,
          farmId,
          source: parsed.format,
          areaHectares: parsed.areaHectares,
          fileId: stored.id,
          overlapsOtherOrganisationsHectares,
        }),
        tx,
      );
      return row;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
}

export interface CircleBoundaryInput {
  latitude: number;
  longitude: number;
  radiusMetres: number;
  name?: string | null;
}

export async function addCircleBoundary(
  actor: Actor,
  organisationId: string,
  farmId: string,
  input: CircleBoundaryInput,
) {
  if (!(input.radiusMetres > 0) || input.radiusMetres > MAX_CIRCLE_RADIUS_METRES) {
    throw new Refusal(422, CIRCLE_RADIUS_MESSAGE, { field: "radius" });
  }
  const farm = await farms.findFarm(organisationId, farmId);
  if (!farm) throw new Refusal(404, NOT_FOUND.farm);
  const geometry = circlePolygon(input);
  // The farm-point rule for the whole circle, not only its centre (issue 12).
  const outside = findCornerOutsideSouthAfrica(geometry);
  if (outside) {
    throw new Refusal(
      422,
      `Part of this circle lies outside South Africa (at latitude ${outside[1]!.toFixed(5)}, longitude ${outside[0]!.toFixed(5)}). Check the centre's latitude and longitude and the radius.`,
      { field: "radius" },
    );
  }
  const work = geometryWork(workOwner(actor));
  await refuseOwnOverlaps(organisationId, geometry, work, "radius");
  const overlapsOtherOrganisationsHectares = await otherOrganisationsOverlapHectares(
    organisationId,
    geometry,
    work,
    "radius",
  );
  return transaction(async (tx) => {
    if (!(await farms.findFarm(organisationId, farmId, tx))) throw new Refusal(404, NOT_FOUND.farm);
    const areaHectares = circleAreaHectares(input.radiusMetres);
    const row = await boundaries.insertBoundary(
      {
        farmId,
        organisationId,
        name: input.name?.trim() || null,
        source: "circle",
        geometry,
        circle: {
          latitude: input.latitude,
          longitude: input.longitude,
          radiusMetres: input.radiusMetres,
        },
        areaHectares,
        fileId: null,
        createdBy: actor.userId,
      },
      tx,
    );
    await recordAudit(
      audit(actor, "boundary.create", "farm_boundary", row.id, {
        organisationId,
        farmId,
        source: "circle",
        circle: input,
        areaHectares,
        overlapsOtherOrganisationsHectares,
      }),
      tx,
    );
    return row;
  });
}

export async function removeBoundary(actor: Actor, organisationId: string, boundaryId: string) {
  const row = await transaction(async (tx) => {
    const deleted = await boundaries.deleteBoundary(organisationId, boundaryId, tx);
    if (!deleted) throw new Refusal(404, NOT_FOUND.boundary);
    await recordAudit(
      audit(actor, "boundary.delete", "farm_boundary", boundaryId, {
        organisationId,
        farmId: deleted.farmId,
        source: deleted.source,
        areaHectares: deleted.areaHectares,
      }),
      tx,
    );
    return deleted;
  });
  if (row.fileId) await removeFile(actor, row.fileId);
  return row;
}

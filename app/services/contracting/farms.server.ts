// Farms and their boundaries (issue 6 'Contracting details'; spec §3 'Land area measurement').
// A boundary file is parsed before anything is stored; the file and the boundary row are then
// written in one transaction, so a refused or failed upload leaves nothing behind.
import * as boundaries from "~/models/boundaries.server";
import * as farms from "~/models/farms.server";
import { transaction } from "~/models/transaction.server";
import { circleAreaHectares, circlePolygon } from "~/services/contracting/boundaries/area";
import { recordAudit } from "~/services/audit/audit.server";
import { isBoundaryFileError } from "~/services/contracting/boundaries/errors";
import {
  parseBoundaryFile,
  type BoundaryFormat,
} from "~/services/contracting/boundaries/parse.server";
import { MAX_CIRCLE_RADIUS_METRES } from "~/services/contracting/rules";
import { fileStore } from "~/services/files/file-store.server";
import { deleteStoredFile, saveUpload } from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import { ContractingError, NOT_FOUND, type Actor } from "./common.server";

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
    if (!row) throw new ContractingError(404, NOT_FOUND.farm);
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
    if (!deleted) throw new ContractingError(404, NOT_FOUND.farm);
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

/**
 * Reads an uploaded boundary file and stores it with its boundary. Throws ContractingError
 * (422, field 'file') with the parser's or the upload check's message; nothing is stored then.
 */
export async function addBoundaryFromFile(
  actor: Actor,
  organisationId: string,
  farmId: string,
  file: File,
) {
  const farm = await farms.findFarm(organisationId, farmId);
  if (!farm) throw new ContractingError(404, NOT_FOUND.farm);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let parsed;
  try {
    parsed = parseBoundaryFile(bytes);
  } catch (error) {
    if (isBoundaryFileError(error)) throw new ContractingError(422, error.message, "file");
    throw error;
  }
  const baseName = (file.name || "boundary").replace(/\.[^./\\]*$/, "") || "boundary";
  const named = new File([bytes], `${baseName}${STORED_EXTENSION[parsed.format]}`, {
    type: file.type,
  });
  let storageKey: string | null = null;
  try {
    return await transaction(async (tx) => {
      const stored = await saveUpload({
        file: named,
        accept: [STORED_EXTENSION[parsed.format]],
        purpose: "farm-boundary",
        organisationId,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
        executor: tx,
      });
      storageKey = stored.storageKey;
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
        }),
        tx,
      );
      return row;
    });
  } catch (error) {
    // The row went with the transaction; the bytes saveUpload wrote must go too.
    if (storageKey)
      await fileStore()
        .delete(storageKey)
        .catch(() => {});
    if (isUploadError(error)) throw new ContractingError(422, error.message, "file");
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
    throw new ContractingError(
      422,
      `Enter a radius between 1 and ${MAX_CIRCLE_RADIUS_METRES.toLocaleString("en-ZA")} metres.`,
      "radius",
    );
  }
  return transaction(async (tx) => {
    const farm = await farms.findFarm(organisationId, farmId, tx);
    if (!farm) throw new ContractingError(404, NOT_FOUND.farm);
    const areaHectares = circleAreaHectares(input.radiusMetres);
    const row = await boundaries.insertBoundary(
      {
        farmId,
        organisationId,
        name: input.name?.trim() || null,
        source: "circle",
        geometry: circlePolygon(input),
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
      }),
      tx,
    );
    return row;
  });
}

export async function removeBoundary(actor: Actor, organisationId: string, boundaryId: string) {
  const row = await transaction(async (tx) => {
    const deleted = await boundaries.deleteBoundary(organisationId, boundaryId, tx);
    if (!deleted) throw new ContractingError(404, NOT_FOUND.boundary);
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

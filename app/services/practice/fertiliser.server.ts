// Fertiliser inputs per field and season (spec §3 'Fertilizer input'; §5 'Calculations': the
// fertiliser factor, N/P/K per input and per field; issue 15; decision 0076). The page and the
// API share it: listing a season's inputs with the N, P and K applied (Engineer A's
// calculations), adding, changing and deleting one. Each write is audited; a field or input of
// another organisation is a 404, a field not included in the season a 422.
import * as inputsModel from "~/models/fertiliser-inputs.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { ContractingError, type Actor } from "~/services/contracting/common.server";
import { seasonLabel } from "~/services/fields/seasons";
import { nutrientsOfInput, nutrientsPerField } from "~/services/practice/calculations";
import type { FertiliserValues } from "~/services/practice/fertiliser-forms";
import { loadSeasonFields, PRACTICE_MESSAGES } from "~/services/practice/practice-data.server";
import type { PracticeSeasons } from "~/services/practice/practice-paths";
import {
  correctionNote,
  OVERRIDE_VALUE_LABELS,
  withOverrides,
} from "~/services/practice/overrides";
import { loadOverrideMap } from "~/services/practice/overrides.server";
import { listFieldsWithRecords } from "~/models/fields.server";

export const FERTILISER_NOT_FOUND = "There is no such fertiliser input in this organisation.";

export function fertiliserJson(row: inputsModel.FertiliserInputRow) {
  return {
    id: row.id,
    fieldId: row.fieldId,
    season: row.season,
    product: row.product,
    npkType: row.npkType,
    applicationRate: row.applicationRate,
    nutrientPercent: row.nutrientPercent,
    nitrogen: row.nitrogen,
    phosphorus: row.phosphorus,
    potassium: row.potassium,
    applied: nutrientsOfInput(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type FertiliserJson = ReturnType<typeof fertiliserJson>;

/** The season's included fields (by farm) with their inputs and N/P/K applied per field. */
export async function loadFertiliserSeason(
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
) {
  const [fieldsBySeason, stored, overrides] = await Promise.all([
    loadSeasonFields(organisationId, [season], seasons),
    inputsModel.listFertiliserInputs(organisationId, [season]),
    loadOverrideMap(organisationId),
  ]);
  const fields = fieldsBySeason.get(season) ?? [];
  // The programme's corrections count (decision 0078): the table shows the farmer's values as
  // typed, the N, P and K worked out from the corrected ones, with a note saying what changed.
  const rows = withOverrides("fertiliser", stored, overrides);
  const perField = nutrientsPerField(rows);
  const none = { nitrogen: 0, phosphorus: 0, potassium: 0 };
  return {
    season,
    label: seasonLabel(season),
    fields: fields.map((field) => ({
      ...field,
      inputs: rows
        .filter((row) => row.fieldId === field.id)
        .map((row) => {
          const typed = stored.find((input) => input.id === row.id) ?? row;
          return {
            ...fertiliserJson(typed),
            applied: nutrientsOfInput(row),
            corrections: row.corrections.map(
              (correction) =>
                `${OVERRIDE_VALUE_LABELS[correction.valueName] ?? correction.valueName}: ${correction.value}. ${correctionNote(correction)}`,
            ),
          };
        }),
      total: perField[field.id] ?? none,
    })),
  };
}

async function requireSeasonField(
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
  fieldId: string,
) {
  if (!seasons.offered.includes(season)) {
    throw new ContractingError(422, PRACTICE_MESSAGES.seasonNotOffered, "season");
  }
  const all = await listFieldsWithRecords(organisationId, season);
  const field = all.find((f) => f.id === fieldId);
  if (!field) throw new ContractingError(404, PRACTICE_MESSAGES.fieldNotFound, "fieldId");
  const included = (await loadSeasonFields(organisationId, [season], seasons)).get(season) ?? [];
  if (!included.some((f) => f.id === fieldId)) {
    throw new ContractingError(
      422,
      PRACTICE_MESSAGES.fieldNotIncluded(field.name, seasonLabel(season)),
      "fieldId",
    );
  }
  return field;
}

const audit = (
  actor: Actor,
  action: string,
  row: inputsModel.FertiliserInputRow,
  changes: unknown,
  tx: Parameters<typeof recordAudit>[1],
) =>
  recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType: "fertiliserInput",
      entityId: row.id,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );

export async function addFertiliserInput(
  actor: Actor,
  organisationId: string,
  seasons: PracticeSeasons,
  input: { fieldId: string; season: number } & FertiliserValues,
) {
  await requireSeasonField(organisationId, seasons, input.season, input.fieldId);
  return transaction(async (tx) => {
    const row = await inputsModel.insertFertiliserInput(
      { ...input, organisationId, createdBy: actor.userId },
      tx,
    );
    await audit(actor, "practice.fertiliserAdded", row, { ...input }, tx);
    return row;
  });
}

export async function updateFertiliserInput(
  actor: Actor,
  organisationId: string,
  inputId: string,
  values: FertiliserValues,
) {
  return transaction(async (tx) => {
    const before = await inputsModel.findFertiliserInput(organisationId, inputId, tx);
    if (!before) throw new ContractingError(404, FERTILISER_NOT_FOUND);
    const row = (await inputsModel.updateFertiliserInput(organisationId, inputId, values, tx))!;
    await audit(actor, "practice.fertiliserChanged", row, { before, after: values }, tx);
    return row;
  });
}

export async function deleteFertiliserInput(actor: Actor, organisationId: string, inputId: string) {
  return transaction(async (tx) => {
    const row = await inputsModel.deleteFertiliserInput(organisationId, inputId, tx);
    if (!row) throw new ContractingError(404, FERTILISER_NOT_FOUND);
    await audit(actor, "practice.fertiliserDeleted", row, { deleted: fertiliserJson(row) }, tx);
    return row;
  });
}

export async function findFertiliser(organisationId: string, inputId: string) {
  const row = await inputsModel.findFertiliserInput(organisationId, inputId);
  if (!row) throw new ContractingError(404, FERTILISER_NOT_FOUND);
  return row;
}

// Fertiliser inputs per field and season (spec §3 'Fertilizer input'; §5 'Calculations': the
// fertiliser factor, N/P/K per input and per field; issue 15; decision 0076). The page and the
// API share it: listing a season's inputs with the N, P and K applied (Engineer A's
// calculations), adding, changing and deleting one (the API), and saving a field's whole list
// for a season at once (the page's add-line-item editor). Each write is audited; a field or
// input of another organisation is a 404, a field not included in the season a 422. Deleting an
// input deletes the programme's corrections of it in the same transaction (decision 0078).
import type { z } from "zod";
import * as inputsModel from "~/models/fertiliser-inputs.server";
import { deleteOverridesOfRecords } from "~/models/pd-overrides.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { seasonLabel } from "~/services/fields/seasons";
import { nutrientsOfInput, nutrientsPerField } from "~/services/practice/calculations";
import type { fertiliserJsonSchema } from "~/services/practice/fertiliser-api";
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
import { Refusal } from "~/services/kit/refusal";

export const FERTILISER_NOT_FOUND = "There is no such fertiliser input in this organisation.";

export function fertiliserJson(
  row: inputsModel.FertiliserInputRow,
): z.infer<typeof fertiliserJsonSchema> {
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
    throw new Refusal(422, PRACTICE_MESSAGES.seasonNotOffered, { field: "season" });
  }
  const all = await listFieldsWithRecords(organisationId, season);
  const field = all.find((f) => f.id === fieldId);
  if (!field) throw new Refusal(404, PRACTICE_MESSAGES.fieldNotFound, { field: "fieldId" });
  const included = (await loadSeasonFields(organisationId, [season], seasons)).get(season) ?? [];
  if (!included.some((f) => f.id === fieldId)) {
    throw new Refusal(422, PRACTICE_MESSAGES.fieldNotIncluded(field.name, seasonLabel(season)), {
      field: "fieldId",
    });
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
    if (!before) throw new Refusal(404, FERTILISER_NOT_FOUND);
    const row = (await inputsModel.updateFertiliserInput(organisationId, inputId, values, tx))!;
    await audit(actor, "practice.fertiliserChanged", row, { before, after: values }, tx);
    return row;
  });
}

/** Deletes an input and the programme's corrections of it (none is left pointing at nothing). */
async function deleteInput(
  actor: Actor,
  organisationId: string,
  inputId: string,
  tx: Parameters<typeof recordAudit>[1],
) {
  const row = await inputsModel.deleteFertiliserInput(organisationId, inputId, tx);
  if (!row) throw new Refusal(404, FERTILISER_NOT_FOUND);
  const overrides = await deleteOverridesOfRecords(organisationId, "fertiliser", [row.id], tx);
  await audit(
    actor,
    "practice.fertiliserDeleted",
    row,
    { deleted: fertiliserJson(row), overridesDeleted: overrides.map((o) => o.valueName) },
    tx,
  );
  return row;
}

export async function deleteFertiliserInput(actor: Actor, organisationId: string, inputId: string) {
  return transaction((tx) => deleteInput(actor, organisationId, inputId, tx));
}

export const FERTILISER_REPEATED =
  "The same fertiliser input is in the list twice. Remove one of the rows.";

/** A row of a field's list: with the id of a stored input it changes that input, else a new one. */
export type FertiliserListRow = { id?: string } & FertiliserValues;

const VALUE_NAMES = [
  "product",
  "npkType",
  "applicationRate",
  "nutrientPercent",
  "nitrogen",
  "phosphorus",
  "potassium",
] as const satisfies readonly (keyof FertiliserValues)[];

const unchanged = (row: FertiliserValues, values: FertiliserValues) =>
  VALUE_NAMES.every((name) => row[name] === values[name]);

/**
 * Saves a field's fertiliser inputs for a season as one list, in one transaction: rows with an
 * id change that input (kept ids stay, so the programme's corrections still point at them), rows
 * without are added in the order listed, and inputs missing from the list are deleted with their
 * corrections. A row whose id is not an input of this field and season (another organisation's,
 * another field's, a made-up one) is a 404 and nothing is saved.
 */
export async function saveFertiliserList(
  actor: Actor,
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
  fieldId: string,
  rows: readonly FertiliserListRow[],
) {
  const field = await requireSeasonField(organisationId, seasons, season, fieldId);
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  if (new Set(ids).size !== ids.length) {
    throw new Refusal(422, FERTILISER_REPEATED, { field: "inputs" });
  }
  return transaction(async (tx) => {
    const existing = (await inputsModel.listFertiliserInputs(organisationId, [season], tx)).filter(
      (row) => row.fieldId === field.id,
    );
    const byId = new Map(existing.map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id))) throw new Refusal(404, FERTILISER_NOT_FOUND);
    const kept = new Set(ids);
    const removed = existing.filter((row) => !kept.has(row.id));
    for (const row of removed) await deleteInput(actor, organisationId, row.id, tx);
    const now = Date.now();
    const saved: inputsModel.FertiliserInputRow[] = [];
    for (const [index, row] of rows.entries()) {
      const { id, ...given } = row;
      const values: FertiliserValues = {
        product: given.product,
        npkType: given.npkType,
        applicationRate: given.applicationRate,
        nutrientPercent: given.nutrientPercent,
        nitrogen: given.nitrogen,
        phosphorus: given.phosphorus,
        potassium: given.potassium,
      };
      const before = id ? byId.get(id) : undefined;
      if (before) {
        if (unchanged(before, values)) {
          saved.push(before);
          continue;
        }
        const after = (await inputsModel.updateFertiliserInput(
          organisationId,
          before.id,
          values,
          tx,
        ))!;
        await audit(actor, "practice.fertiliserChanged", after, { before, after: values }, tx);
        saved.push(after);
      } else {
        const created = await inputsModel.insertFertiliserInput(
          {
            ...values,
            organisationId,
            fieldId: field.id,
            season,
            createdBy: actor.userId,
            createdAt: new Date(now + index),
          },
          tx,
        );
        await audit(
          actor,
          "practice.fertiliserAdded",
          created,
          { ...values, fieldId: field.id, season },
          tx,
        );
        saved.push(created);
      }
    }
    return { field, inputs: saved, removed };
  });
}

export async function findFertiliser(organisationId: string, inputId: string) {
  const row = await inputsModel.findFertiliserInput(organisationId, inputId);
  if (!row) throw new Refusal(404, FERTILISER_NOT_FOUND);
  return row;
}

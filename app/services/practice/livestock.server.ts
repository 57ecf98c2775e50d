// Livestock numbers per herd and month (spec §3 'Livestock numbers'; issue 15; decision 0077):
// the season's grid, saved in one transaction (present cells written, cleared cells deleted);
// the CSV template and import (nothing stored when any row is bad); the API's replacement of a
// season's numbers. Every change is audited.
import * as herdsModel from "~/models/herds.server";
import * as numbersModel from "~/models/livestock-numbers.server";
import { deleteOverridesOfRecords } from "~/models/pd-overrides.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { currentSeason } from "~/services/fields/seasons";
import { seasonMonths } from "~/services/practice/calculations";
import { livestockCsvTemplate } from "~/services/practice/livestock-csv.server";
import { readCsvInWorker } from "~/services/workers/csv-imports.server";
import {
  cellName,
  gridMonths,
  MAX_HEAD_COUNT,
  type GridCell,
  type GridHerd,
} from "~/services/practice/livestock-forms";
import { practiceSeasons, type PracticeSeasons } from "~/services/practice/practice-paths";
import { seasonFromSearch } from "~/services/practice/queries";
import { loadOverrideMap } from "~/services/practice/overrides.server";
import { correctionNote, withOverrides } from "~/services/practice/overrides";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { Refusal } from "~/services/kit/refusal";

/** The seasons the practice data pages offer an organisation, and the one asked for in the URL. */
export async function practiceSeasonOf(
  organisationId: string,
  url: string | URL,
): Promise<{ season: number; seasons: PracticeSeasons }> {
  const seasons = practiceSeasons(await loadProgrammeSeasons(organisationId), currentSeason());
  return { season: seasonFromSearch(url, seasons), seasons };
}

const asGridHerd = (herd: { id: string; name: string }): GridHerd => ({
  id: herd.id,
  name: herd.name,
});

/** The organisation's herds and their numbers in the season's twelve months. */
export async function loadLivestockGrid(organisationId: string, season: number) {
  const [herds, rows] = await Promise.all([
    herdsModel.listHerds(organisationId),
    numbersModel.listLivestockNumbers(organisationId, seasonMonths(season)),
  ]);
  const cells: GridCell[] = rows.map((row) => ({
    herdId: row.herdId,
    year: row.year,
    month: row.month,
    mature: row.mature,
    juvenile: row.juvenile,
  }));
  return { herds, gridHerds: herds.map(asGridHerd), cells, rows };
}

/**
 * The programme's corrections of the season's numbers (decision 0078), by cell name: the grid
 * keeps the farmer's value, and says beside it what counts instead and why.
 */
export async function loadGridCorrections(
  organisationId: string,
  rows: readonly {
    id: string;
    herdId: string;
    year: number;
    month: number;
    mature: number;
    juvenile: number;
  }[],
): Promise<Record<string, string>> {
  const overrides = await loadOverrideMap(organisationId);
  if (overrides.size === 0) return {};
  const notes: Record<string, string> = {};
  for (const row of withOverrides("livestock", [...rows], overrides)) {
    for (const correction of row.corrections) {
      if (correction.valueName !== "mature" && correction.valueName !== "juvenile") continue;
      notes[cellName(correction.valueName, row.herdId, row.year, row.month)] =
        `Counts as ${correction.value}. ${correctionNote(correction)}`;
    }
  }
  return notes;
}

function audit(actor: Actor, organisationId: string, changes: unknown) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action: "livestock.replace",
    entityType: "organisation",
    entityId: organisationId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

/**
 * Replaces the season's numbers of every herd of the organisation with `cells` (a herd-month
 * not among them is cleared). The cells' herds must be the organisation's (the caller checked
 * the values; the herds are checked here, inside the transaction).
 */
export async function replaceSeasonNumbers(
  actor: Actor,
  organisationId: string,
  season: number,
  cells: readonly GridCell[],
  source: "grid" | "api",
) {
  return transaction(async (tx) => {
    const herds = await herdsModel.listHerds(organisationId, tx);
    const ids = new Set(herds.map((herd) => herd.id));
    if (cells.some((cell) => !ids.has(cell.herdId))) {
      throw new Refusal(404, "There is no such herd in this organisation.");
    }
    const { clearedIds, ...result } = await numbersModel.replaceLivestockNumbers(
      organisationId,
      [...ids],
      seasonMonths(season),
      cells,
      actor.userId,
      tx,
    );
    // A cleared month's corrections go with it (decision 0078): none is left pointing at nothing.
    await deleteOverridesOfRecords(organisationId, "livestock", clearedIds, tx);
    await recordAudit(audit(actor, organisationId, { season, source, ...result }), tx);
    return result;
  });
}

/** The CSV template of a season (herd names prefilled, stored numbers filled in). */
export async function livestockTemplate(organisationId: string, season: number) {
  const { gridHerds, cells } = await loadLivestockGrid(organisationId, season);
  return livestockCsvTemplate(gridHerds, season, cells);
}

/**
 * Imports an uploaded CSV for a season: every row is checked first; with any problem nothing is
 * stored and every row's problem is returned. The herd-months the file names are replaced (a row
 * with both numbers empty clears its month); months it does not name are kept.
 */
export async function importLivestockCsv(
  actor: Actor,
  organisationId: string,
  season: number,
  text: string,
): Promise<{ ok: true; saved: number; cleared: number } | { ok: false; errors: string[] }> {
  const herds = await herdsModel.listHerds(organisationId);
  // Split and checked in the worker pool (decision 0120).
  const checked = await readCsvInWorker(
    "readLivestockCsv",
    { text, herds: herds.map(asGridHerd), season },
    actor,
  );
  if (!checked.ok) return checked;
  return transaction(async (tx) => {
    let saved = 0;
    let cleared = 0;
    const byHerd = new Map<string, { year: number; month: number }[]>();
    for (const { herdId, year, month } of checked.named) {
      byHerd.set(herdId, [...(byHerd.get(herdId) ?? []), { year, month }]);
    }
    for (const [herdId, months] of byHerd) {
      const result = await numbersModel.replaceLivestockNumbers(
        organisationId,
        [herdId],
        months,
        checked.cells.filter((cell) => cell.herdId === herdId),
        actor.userId,
        tx,
      );
      await deleteOverridesOfRecords(organisationId, "livestock", result.clearedIds, tx);
      saved += result.saved;
      cleared += result.deleted;
    }
    await recordAudit(
      audit(actor, organisationId, { season, source: "csv", saved, deleted: cleared }),
      tx,
    );
    return { ok: true as const, saved, cleared };
  });
}

/** The API's numbers for PUT: each checked, the message beside `numbers[i].<field>`. */
export function checkApiNumbers(
  numbers: readonly {
    herdId: string;
    year: number;
    month: number;
    mature: number;
    juvenile: number;
  }[],
  season: number,
): { cells: GridCell[]; errors: Record<string, string> } {
  const inSeason = new Set(gridMonths(season).map((m) => `${m.year}|${m.month}`));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  numbers.forEach((n, i) => {
    if (!inSeason.has(`${n.year}|${n.month}`)) {
      errors[`numbers[${i}].month`] =
        "year and month (0-based) must be a month of the season (July to June).";
    }
    for (const kind of ["mature", "juvenile"] as const) {
      const value = n[kind];
      if (!Number.isInteger(value) || value < 0 || value > MAX_HEAD_COUNT) {
        errors[`numbers[${i}].${kind}`] = `${kind} must be a whole number from 0 to 100 000.`;
      }
    }
    const key = `${n.herdId}|${n.year}|${n.month}`;
    if (seen.has(key)) errors[`numbers[${i}].herdId`] = "The same herd and month appear twice.";
    seen.add(key);
  });
  return { cells: numbers.map((n) => ({ ...n })), errors };
}

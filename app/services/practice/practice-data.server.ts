// The practice data step (issue 15; decision 0076): the seasons it covers, which fields each
// season includes, the progress box, the crop journey of a season (load, save, copy the season
// before) and the submit. The pages and the API share it; every call takes the organisation id
// the caller has authorised.
import type { z } from "zod";
import * as cropJourneysModel from "~/models/crop-journeys.server";
import { listFieldsWithRecords, type FieldWithRecord } from "~/models/fields.server";
import {
  findPracticeDataSubmission,
  markPracticeDataSubmitted,
} from "~/models/organisation-details.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import type { FieldInclusionRecord } from "~/services/fields/inclusion";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import {
  includedFields,
  missingSentence,
  practiceCompleteness,
  type PracticeCompleteness,
  type SeasonField,
} from "~/services/practice/completeness";
import type { cropJourneyJsonSchema } from "~/services/practice/crop-journey-api";
import {
  cropJourneyErrors,
  cropJourneyToStored,
  type CropJourneyInput,
} from "~/services/practice/crop-journey-forms";
import { derivePracticeStatuses } from "~/services/practice/field-statuses.server";
import { practiceSeasons, type PracticeSeasons } from "~/services/practice/practice-paths";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { initialStatus } from "~/services/fields/status";
import { loadJourneyState } from "~/services/journey/progress.server";
import { routeAccess } from "~/services/journey/steps";
import { Refusal } from "~/services/kit/refusal";
import { canEditOrganisation } from "~/services/organisations/rules";

export const PRACTICE_MESSAGES = {
  fieldNotFound: "There is no such field in this organisation.",
  fieldNotIncluded: (name: string, season: string) =>
    `${name} is not included in ${season}, so its season cannot be recorded.`,
  seasonNotOffered: "Choose one of the seasons of the programme, up to the current season.",
  nothingToCopy: (season: string) => `There is nothing recorded in ${season} to copy.`,
} as const;

/** The seasons the practice data pages offer for the organisation (decision 0073, 0076). */
export async function loadPracticeSeasons(
  organisationId: string,
  now: Date = new Date(),
): Promise<PracticeSeasons> {
  return practiceSeasons(await loadProgrammeSeasons(organisationId, now), currentSeason(now));
}

const inclusionOf = (field: FieldWithRecord): FieldInclusionRecord | null =>
  field.record
    ? {
        status: field.record.status,
        signoffPass: field.record.signoffPass,
        inclusion: field.record.inclusion,
      }
    : null;

/**
 * The included fields of each season asked for, by farm and name. A field without a record at a
 * season (mapped later) is judged by its record at the programme's first season, or else now; a
 * field deleted now (a soft delete: the farmer removed it) counts in no season.
 */
export async function loadSeasonFields(
  organisationId: string,
  seasons: readonly number[],
  programme: Pick<PracticeSeasons, "first">,
  now: Date = new Date(),
): Promise<Map<number, SeasonField[]>> {
  const wanted = [...new Set(seasons)];
  const latestSeason = Math.max(programme.first, currentSeason(now), ...wanted);
  // One read per distinct season (the programme's first is usually among those asked for).
  const reads = new Map<number, Promise<FieldWithRecord[]>>();
  const read = (season: number) => {
    if (!reads.has(season)) reads.set(season, listFieldsWithRecords(organisationId, season));
    return reads.get(season)!;
  };
  const [firstList, latestList, ...lists] = await Promise.all([
    read(programme.first),
    read(latestSeason),
    ...wanted.map(read),
  ]);
  const latest = new Map(
    latestList!.map((field) => [
      field.id,
      inclusionOf(field) ?? { status: initialStatus(field.source) },
    ]),
  );
  const deleted = new Set(
    [...latest].filter(([, record]) => record.status === "DELETED").map(([id]) => id),
  );
  const fallback = new Map<string, FieldInclusionRecord | null>(
    firstList!.map((field) => [field.id, inclusionOf(field) ?? latest.get(field.id) ?? null]),
  );
  const result = new Map<number, SeasonField[]>();
  wanted.forEach((season, index) => {
    const atSeason = lists[index]!.filter((field) => !deleted.has(field.id)).map((field) => ({
      id: field.id,
      name: field.name,
      farmId: field.farmId,
      farmName: field.farmName,
      record: inclusionOf(field),
    }));
    result.set(season, includedFields(atSeason, fallback));
  });
  return result;
}

/** The step's completeness over the required seasons. */
export async function loadCompleteness(
  organisationId: string,
  seasons: PracticeSeasons,
): Promise<PracticeCompleteness> {
  const [fieldsBySeason, journeys] = await Promise.all([
    loadSeasonFields(organisationId, seasons.required, seasons),
    cropJourneysModel.listCropJourneys(organisationId, seasons.required),
  ]);
  return practiceCompleteness(seasons, fieldsBySeason, journeys);
}

/** What the layout shows: the seasons, the progress box and whether it was submitted. */
export async function loadPracticeOverview(organisationId: string, seasons: PracticeSeasons) {
  const [completeness, submission] = await Promise.all([
    loadCompleteness(organisationId, seasons),
    findPracticeDataSubmission(organisationId),
  ]);
  return {
    progress: completeness.seasons.map((season) => ({
      ...season,
      missing: season.missing.map((field) => ({ id: field.id, name: field.name })),
    })),
    complete: completeness.complete,
    submittedAt: submission?.at.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The crop journey of one season

export interface CropJourneyView {
  fieldId: string;
  landUse: string;
  crops: string;
  cover: string;
  tillage: string;
  residue: string;
  recorded: boolean;
}

/** The season's included fields grouped by farm, each with its crop journey (or empty). */
export async function loadCropJourneySeason(
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
) {
  const [fieldsBySeason, journeys] = await Promise.all([
    loadSeasonFields(organisationId, [season], seasons),
    cropJourneysModel.listCropJourneys(organisationId, [season]),
  ]);
  const fields = fieldsBySeason.get(season) ?? [];
  const byField = new Map(journeys.map((j) => [j.fieldId, j]));
  const farms: {
    id: string;
    name: string;
    fields: (SeasonField & { journey: CropJourneyRowView | null })[];
  }[] = [];
  for (const field of fields) {
    let farm = farms.find((f) => f.id === field.farmId);
    if (!farm) {
      farm = { id: field.farmId, name: field.farmName, fields: [] };
      farms.push(farm);
    }
    const journey = byField.get(field.id);
    farm.fields.push({ ...field, journey: journey ? journeyView(journey) : null });
  }
  return { season, label: seasonLabel(season), farms, fieldCount: fields.length };
}

export interface CropJourneyRowView {
  landUse: string;
  crops: { id: string; crop: string; cover: boolean }[];
  tillage: string | null;
  residue: string | null;
  updatedAt: string;
}

function journeyView(row: cropJourneysModel.CropJourneyRow): CropJourneyRowView {
  return {
    landUse: row.landUse,
    crops: row.crops,
    tillage: row.tillage,
    residue: row.residue,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's view of a season: one entry per included field, recorded or not. */
export async function cropJourneyForApi(
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
): Promise<z.infer<typeof cropJourneyJsonSchema>> {
  const page = await loadCropJourneySeason(organisationId, seasons, season);
  return {
    season,
    seasonLabel: page.label,
    fields: page.farms.flatMap((farm) =>
      farm.fields.map((field) => ({
        fieldId: field.id,
        fieldName: field.name,
        farmId: farm.id,
        farmName: farm.name,
        recorded: !!field.journey,
        landUse: field.journey?.landUse ?? null,
        crops: field.journey?.crops ?? [],
        tillage: field.journey?.tillage ?? null,
        residue: field.journey?.residue ?? null,
      })),
    ),
  };
}

/**
 * Saves a season's crop journey: each entry either a record (written) or empty (its record, if
 * any, removed). Every field must be included in the season; refused with 404 for a field that
 * is not the organisation's, 422 for one not included. One transaction, audited.
 */
export async function saveCropJourneySeason(
  actor: Actor,
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
  entries: readonly CropJourneyInput[],
) {
  if (!seasons.offered.includes(season)) {
    throw new Refusal(422, PRACTICE_MESSAGES.seasonNotOffered, { field: "season" });
  }
  // The season saved and the required seasons, whose fields decide each field's status.
  const fieldsBySeason = await loadSeasonFields(
    organisationId,
    [season, ...seasons.required],
    seasons,
  );
  const included = new Set((fieldsBySeason.get(season) ?? []).map((f) => f.id));
  const all = await listFieldsWithRecords(organisationId, season);
  const known = new Map(all.map((f) => [f.id, f.name]));
  for (const entry of entries) {
    const name = known.get(entry.fieldId);
    if (name === undefined) throw new Refusal(404, PRACTICE_MESSAGES.fieldNotFound);
    if (!included.has(entry.fieldId)) {
      throw new Refusal(422, PRACTICE_MESSAGES.fieldNotIncluded(name, seasonLabel(season)));
    }
  }
  for (const [index, entry] of entries.entries()) {
    const problems = Object.values(cropJourneyErrors(entry, known.get(entry.fieldId)!));
    if (problems[0]) throw new Refusal(422, problems[0], { field: `fields[${index}]` });
  }
  // The page posts crops as text: a crop kept from the stored season keeps its line item's id.
  const before = new Map(
    (await cropJourneysModel.listCropJourneys(organisationId, [season])).map((j) => [
      j.fieldId,
      j.crops,
    ]),
  );
  const rows = entries.flatMap((entry) => {
    const stored = cropJourneyToStored(withKnownIds(entry, before.get(entry.fieldId) ?? []));
    return stored ? [stored] : [];
  });
  const cleared = entries.filter((entry) => !cropJourneyToStored(entry)).map((e) => e.fieldId);
  await transaction(async (tx) => {
    await cropJourneysModel.upsertCropJourneys(
      organisationId,
      season,
      rows,
      cleared,
      actor.userId,
      tx,
    );
    const statuses = await derivePracticeStatuses(
      organisationId,
      seasons.required,
      fieldsBySeason,
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "practice.cropJourneySaved",
        entityType: "organisation",
        entityId: organisationId,
        changes: { season, recorded: rows.length, cleared: cleared.length, statuses },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return { recorded: rows.length, cleared: cleared.length };
}

/** The entry with each crop without an id given the id of the stored crop of the same name. */
function withKnownIds(
  entry: CropJourneyInput,
  stored: readonly { id: string; crop: string; cover: boolean }[],
): CropJourneyInput {
  const free = [...stored];
  return {
    ...entry,
    crops: entry.crops.map((crop) => {
      if (crop.id) return crop;
      const at = free.findIndex(
        (item) => item.cover === crop.cover && item.crop.toLowerCase() === crop.crop.toLowerCase(),
      );
      if (at < 0) return crop;
      const [item] = free.splice(at, 1);
      return { ...crop, id: item!.id };
    }),
  };
}

/**
 * Fills the fields of `season` not recorded yet from the season before's records (never
 * overwrites one). Returns how many fields were filled.
 */
export async function copyPreviousSeason(
  actor: Actor,
  organisationId: string,
  seasons: PracticeSeasons,
  season: number,
) {
  if (!seasons.offered.includes(season)) {
    throw new Refusal(422, PRACTICE_MESSAGES.seasonNotOffered, { field: "season" });
  }
  const previous = season - 1;
  const [fieldsBySeason, journeys] = await Promise.all([
    loadSeasonFields(organisationId, [season, ...seasons.required], seasons),
    cropJourneysModel.listCropJourneys(organisationId, [previous, season]),
  ]);
  const before = journeys.filter((j) => j.season === previous);
  if (before.length === 0) {
    throw new Refusal(422, PRACTICE_MESSAGES.nothingToCopy(seasonLabel(previous)));
  }
  const recorded = new Set(journeys.filter((j) => j.season === season).map((j) => j.fieldId));
  const included = new Set((fieldsBySeason.get(season) ?? []).map((f) => f.id));
  const rows = before
    .filter((j) => included.has(j.fieldId) && !recorded.has(j.fieldId))
    .map((j) => ({
      fieldId: j.fieldId,
      landUse: j.landUse,
      crops: j.crops.map((item) => ({ ...item, id: crypto.randomUUID() })),
      tillage: j.tillage,
      residue: j.residue,
    }));
  if (rows.length > 0) {
    await transaction(async (tx) => {
      await cropJourneysModel.upsertCropJourneys(
        organisationId,
        season,
        rows,
        [],
        actor.userId,
        tx,
      );
      const statuses = await derivePracticeStatuses(
        organisationId,
        seasons.required,
        fieldsBySeason,
        tx,
      );
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: "practice.cropJourneyCopied",
          entityType: "organisation",
          entityId: organisationId,
          changes: { from: previous, season, fields: rows.length, statuses },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
    });
  }
  return { copied: rows.length };
}

/**
 * Submits the practice data: refused (422) with what is missing per season, else marks it
 * submitted (audited) and the journey moves on to EVIDENCE. Submitting again is harmless: the
 * first submission's time is replaced by the new one.
 */
export async function submitPracticeData(
  actor: Actor,
  organisationId: string,
  seasons: PracticeSeasons,
) {
  const completeness = await loadCompleteness(organisationId, seasons);
  if (!completeness.complete) throw new Refusal(422, missingSentence(completeness));
  await transaction(async (tx) => {
    await markPracticeDataSubmitted(organisationId, actor.userId, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.practiceDataSubmitted",
        entityType: "organisation",
        entityId: organisationId,
        changes: {
          seasons: completeness.seasons.map((s) => ({ season: s.season, fields: s.total })),
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return completeness;
}

/** Writes need the step open (the journey's lock): 409 with the reason before that. */
/** Owners, staff and consultants change the practice data; anyone else is refused (403). */
export function requirePracticeEditor(role: string | null | undefined): void {
  if (!canEditOrganisation(role)) {
    throw new Refusal(
      403,
      "Your role in this organisation does not allow changing its practice data.",
    );
  }
}

export async function requirePracticeDataOpen(organisationId: string) {
  const state = await loadJourneyState(organisationId, "/profile");
  const access = routeAccess(state.progress, "practice_data");
  if (!access.open) throw new Refusal(409, access.reason);
}

// When the practice data step is complete (issue 15 'The step completes when the baseline and
// current seasons have data for every included field'; decision 0076). Pure.
//
// A field has data for a season when it has a crop journey for it (how the field was used: its
// land use, crops, tillage and residues); herds, livestock numbers, grazing and fertiliser add to
// it but do not decide it, since a field may have had none of them. The step needs, for every
// required season (the baseline seasons and the programme's first), every field included in that
// season recorded. Which fields a season includes is read from the fields' records: the record at
// that season, or, for a field mapped later than the season (no record yet), its record at the
// programme's first season — the farmer still says how it was used before the programme.
import { isFieldIncluded, type FieldInclusionRecord } from "~/services/fields/inclusion";
import { programmeSeasonLabel, type ProgrammeSeasons } from "~/services/practice/seasons";

export interface FieldAtSeason {
  id: string;
  name: string;
  farmId: string;
  farmName: string;
  /** The field's record at the season (the latest at or before it); null: mapped later. */
  record: FieldInclusionRecord | null;
}

export interface SeasonField {
  id: string;
  name: string;
  farmId: string;
  farmName: string;
}

/**
 * The fields a season includes: by their record at the season, or, without one, by `fallback`
 * (their record at the programme's first season; a field with neither counts: it is mapped).
 */
export function includedFields(
  atSeason: readonly FieldAtSeason[],
  fallback: ReadonlyMap<string, FieldInclusionRecord | null> = new Map(),
): SeasonField[] {
  return atSeason
    .filter((field) => {
      const record = field.record ?? fallback.get(field.id) ?? null;
      return record ? isFieldIncluded(record) : true;
    })
    .map(({ id, name, farmId, farmName }) => ({ id, name, farmId, farmName }));
}

export interface SeasonProgress {
  season: number;
  label: string;
  /** Included fields of the season. */
  total: number;
  /** How many of them have their season recorded. */
  recorded: number;
  /** The included fields without a record, by farm and name as given. */
  missing: SeasonField[];
}

export interface PracticeCompleteness {
  complete: boolean;
  seasons: SeasonProgress[];
}

/** One season: which of its included fields have a crop journey. */
export function seasonProgress(
  season: number,
  label: string,
  fields: readonly SeasonField[],
  recordedFieldIds: ReadonlySet<string>,
): SeasonProgress {
  const missing = fields.filter((field) => !recordedFieldIds.has(field.id));
  return { season, label, total: fields.length, recorded: fields.length - missing.length, missing };
}

/**
 * The step's completeness over the required seasons. `fieldsBySeason` holds each required
 * season's included fields; `journeys` the organisation's crop journeys (any seasons). The step
 * needs at least one included field, and every included field recorded in every required season.
 */
export function practiceCompleteness(
  seasons: Pick<ProgrammeSeasons, "required" | "baseline" | "first">,
  fieldsBySeason: ReadonlyMap<number, readonly SeasonField[]>,
  journeys: readonly { fieldId: string; season: number }[],
): PracticeCompleteness {
  const recorded = new Map<number, Set<string>>();
  for (const journey of journeys) {
    const set = recorded.get(journey.season) ?? new Set<string>();
    set.add(journey.fieldId);
    recorded.set(journey.season, set);
  }
  const progress = seasons.required.map((season) =>
    seasonProgress(
      season,
      programmeSeasonLabel(season, { ...seasons, required: [...seasons.required] }),
      fieldsBySeason.get(season) ?? [],
      recorded.get(season) ?? new Set(),
    ),
  );
  const anyField = progress.some((season) => season.total > 0);
  return { complete: anyField && progress.every((s) => s.missing.length === 0), seasons: progress };
}

/** The sentence a refused submit shows: what is missing, season by season. */
export function missingSentence(completeness: PracticeCompleteness): string {
  if (completeness.seasons.every((season) => season.total === 0)) {
    return "There are no included fields to record practice data for. Map your fields first.";
  }
  const parts = completeness.seasons
    .filter((season) => season.missing.length > 0)
    .map((season) => `${season.label}: ${season.missing.map((field) => field.name).join(", ")}`);
  return `Record how each field was used before you submit. Not recorded yet — ${parts.join("; ")}.`;
}

/**
 * Each included field's progress over the required seasons (decision 0151): in how many of them
 * it is included, and in how many of those its crop journey is recorded. A field included in no
 * required season is absent.
 */
export function fieldPracticeProgress(
  required: readonly number[],
  fieldsBySeason: ReadonlyMap<number, readonly SeasonField[]>,
  journeys: readonly { fieldId: string; season: number }[],
): Map<string, { required: number; recorded: number }> {
  const recorded = new Set(journeys.map((journey) => `${journey.season}:${journey.fieldId}`));
  const progress = new Map<string, { required: number; recorded: number }>();
  for (const season of new Set(required)) {
    for (const field of fieldsBySeason.get(season) ?? []) {
      const entry = progress.get(field.id) ?? { required: 0, recorded: 0 };
      entry.required += 1;
      if (recorded.has(`${season}:${field.id}`)) entry.recorded += 1;
      progress.set(field.id, entry);
    }
  }
  return progress;
}

// The carbon calculator's inputs from an organisation's records (issue 17; decision 0093): the
// practice of each field in the baseline and each programme season, read from the crop journeys
// (what was done) and the implementation plan (what is planned, where the journey says nothing),
// the fertiliser N applied, the animals grazing, the climate of the province and the soil
// samples. Pure: the server reads the rows and hands them here.
import { SOIL_CLASSES, type Climate, type SoilClass } from "~/services/constants/sets";
import {
  daysInWindow,
  nutrientsOfInput,
  seasonMonths,
  type FertiliserInput,
} from "~/services/practice/calculations";
import { seasonYear } from "~/services/fields/seasons";
import { isProvince } from "~/shared/provinces";
import type { HerdType, LandUse, Practice, ResidueType, TillageType } from "~/shared/practice";
import type {
  CarbonConstants,
  CarbonFieldInput,
  CarbonInput,
  CarbonPractice,
  CarbonSample,
  LivestockClass,
} from "./carbon";
import { PROVINCE_CLIMATES } from "./earnings";
import { DAY_MS } from "~/shared/time";

// ---------------------------------------------------------------------------------------------
// Climate and soil

/** Without a province: the driest, lowest-stock region, the cautious choice (decision 0093). */
export const DEFAULT_CLIMATE: Climate = "warmTemperateDry";
/** Without soil samples the soil class is not known: sandy, the lowest reference stock. */
export const DEFAULT_SOIL_CLASS: SoilClass = "sandy";

/**
 * The climate of an organisation's farmland: the most widespread IPCC region of its province
 * (the earnings checker's PROVINCE_CLIMATES, decision 0091), or DEFAULT_CLIMATE without one.
 */
export function climateOfProvince(province: string | null | undefined): {
  climate: Climate;
  known: boolean;
} {
  if (isProvince(province)) return { climate: PROVINCE_CLIMATES[province][0]!, known: true };
  return { climate: DEFAULT_CLIMATE, known: false };
}

export { SOIL_CLASSES };

// ---------------------------------------------------------------------------------------------
// Rows the server reads

export interface JourneyRow {
  fieldId: string;
  season: number;
  landUse: LandUse;
  crops: readonly { cover: boolean }[];
  tillage: TillageType | null;
  residue: ResidueType | null;
}

export interface PlanRow {
  season: number;
  actions: readonly { fieldId: string; practice: Practice }[];
}

export interface HerdRow {
  id: string;
  type: HerdType;
}

export interface NumbersRow {
  herdId: string;
  year: number;
  month: number;
  mature: number;
  juvenile: number;
}

export interface GrazingRow {
  herdId: string;
  fieldIds: readonly string[];
  startDate: string;
  endDate: string;
  hoursOnField: number;
}

export interface SeasonPractice {
  season: number;
  fertiliser: readonly (FertiliserInput & { fieldId: string })[];
  numbers: readonly NumbersRow[];
  events: readonly GrazingRow[];
}

export interface FieldRow {
  id: string;
  name: string;
  hectares: number;
  /** The programme seasons the field is included in. */
  includedIn: readonly number[];
}

export interface GatheredRecords {
  province: string | null;
  /** The programme's first season and whether a plan has been submitted. */
  first: number;
  planSubmitted: boolean;
  baselineSeasons: readonly number[];
  /** The programme seasons with their labels, oldest first. */
  seasons: readonly { season: number; label: string }[];
  fields: readonly FieldRow[];
  journeys: readonly JourneyRow[];
  plans: readonly PlanRow[];
  herds: readonly HerdRow[];
  practice: readonly SeasonPractice[];
  samples: readonly (CarbonSample & { fieldId: string })[];
  constants: CarbonConstants;
}

// ---------------------------------------------------------------------------------------------
// Fertiliser and livestock per field

/** kg N per ha applied on each field in a season (the practice data's formula, decision 0074). */
export function fertiliserNPerField(
  inputs: readonly (FertiliserInput & { fieldId: string })[],
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const input of inputs) {
    totals.set(input.fieldId, (totals.get(input.fieldId) ?? 0) + nutrientsOfInput(input).nitrogen);
  }
  return totals;
}

const CLASS_OF_HERD: Record<HerdType, LivestockClass> = {
  beef: "otherCattle",
  dairy: "dairyCattle",
  sheep: "sheep",
  goats: "goats",
  pigs: "pigs",
};

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The head-years of each livestock class on each field in a season: for every grazing event and
 * month, the herd's head count that month (mature + half the juveniles, spec §5) × the event's
 * days in the month × hoursOnField/24, ÷ 365, shared among the event's fields by area. A month
 * without numbers counts nothing (the practice data page already says so).
 */
export function animalYearsPerField(
  season: number,
  herds: readonly HerdRow[],
  numbers: readonly NumbersRow[],
  events: readonly GrazingRow[],
  hectares: ReadonlyMap<string, number>,
): Map<string, Partial<Record<LivestockClass, number>>> {
  const herdClass = new Map(herds.map((h) => [h.id, CLASS_OF_HERD[h.type]]));
  const counts = new Map(
    numbers.map((n) => [`${n.herdId}|${n.year}|${n.month}`, n.mature + n.juvenile / 2]),
  );
  const result = new Map<string, Partial<Record<LivestockClass, number>>>();
  const months = seasonMonths(season);
  for (const event of events) {
    const cls = herdClass.get(event.herdId);
    const fieldIds = [...new Set(event.fieldIds)].filter((id) => (hectares.get(id) ?? 0) > 0);
    const area = fieldIds.reduce((sum, id) => sum + hectares.get(id)!, 0);
    if (!cls || fieldIds.length === 0 || !(area > 0)) continue;
    let headDays = 0;
    for (const { year, month } of months) {
      const head = counts.get(`${event.herdId}|${year}|${month}`);
      if (!head) continue;
      const days = daysInWindow(
        event.startDate,
        event.endDate,
        iso(Date.UTC(year, month, 1)),
        iso(Date.UTC(year, month + 1, 1) - DAY_MS),
      );
      headDays += head * days * (Math.min(24, Math.max(0, event.hoursOnField)) / 24);
    }
    if (headDays <= 0) continue;
    for (const id of fieldIds) {
      const share = (headDays / 365) * (hectares.get(id)! / area);
      const entry = result.get(id) ?? {};
      entry[cls] = (entry[cls] ?? 0) + share;
      result.set(id, entry);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Practices

const has = (practices: ReadonlySet<Practice>, ...wanted: Practice[]) =>
  wanted.some((p) => practices.has(p));

function planTillage(practices: ReadonlySet<Practice>): TillageType | null {
  if (practices.has("noTillage")) return "none";
  if (practices.has("reducedTillage")) return "reduced";
  return null;
}

type Shape = Omit<CarbonPractice, "fertiliserNKgPerHa" | "animalYears">;

/** A season's practice from its crop journey, with the plan filling what the journey leaves out. */
export function practiceOfJourney(journey: JourneyRow, plan: ReadonlySet<Practice>): Shape {
  return {
    landUse: journey.landUse,
    tillage: journey.tillage ?? planTillage(plan) ?? "conventional",
    residue: journey.residue ?? (plan.has("residueRetention") ? "retained" : null),
    coverCrop: journey.crops.some((c) => c.cover),
    organicAmendment: has(plan, "manure", "compost"),
    improvedGrazing: has(plan, "adaptiveGrazing", "restPeriods"),
    source: plan.size > 0 ? "crop journey and plan" : "crop journey",
  };
}

/** A programme season without a crop journey: the baseline changed as the plan says. */
export function practiceOfPlan(baseline: Shape, plan: ReadonlySet<Practice>): Shape {
  return {
    landUse: baseline.landUse,
    tillage: planTillage(plan) ?? baseline.tillage,
    residue: plan.has("residueRetention") ? "retained" : baseline.residue,
    coverCrop: baseline.coverCrop || plan.has("coverCrops"),
    organicAmendment: baseline.organicAmendment || has(plan, "manure", "compost"),
    improvedGrazing: baseline.improvedGrazing || has(plan, "adaptiveGrazing", "restPeriods"),
    source: "plan (no crop journey recorded)",
  };
}

const mean = (list: readonly number[]) =>
  list.length === 0 ? 0 : list.reduce((a, b) => a + b, 0) / list.length;

/** 'A, B and 3 more' for a sentence. */
export function nameList(names: readonly string[], shown = 4): string {
  if (names.length <= shown) {
    return names.length <= 1
      ? (names[0] ?? "")
      : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  }
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}

/** The engine's input from an organisation's records, with what is missing as sentences. */
export function buildCarbonInput(records: GatheredRecords): CarbonInput {
  const { climate, known } = climateOfProvince(records.province);
  const hectares = new Map(records.fields.map((f) => [f.id, Math.max(0, f.hectares)]));
  const journeys = new Map(records.journeys.map((j) => [`${j.fieldId}|${j.season}`, j]));
  const plans = [...records.plans].sort((a, b) => a.season - b.season);
  const nBySeason = new Map<number, Map<string, number>>();
  const animalsBySeason = new Map<number, Map<string, Partial<Record<LivestockClass, number>>>>();
  for (const p of records.practice) {
    nBySeason.set(p.season, fertiliserNPerField(p.fertiliser));
    animalsBySeason.set(
      p.season,
      animalYearsPerField(p.season, records.herds, p.numbers, p.events, hectares),
    );
  }
  // Each plan's practices by field; a season uses the latest plan at or before it.
  const planPractices = plans.map((plan) => {
    const byField = new Map<string, Set<Practice>>();
    for (const action of plan.actions) {
      const set = byField.get(action.fieldId) ?? new Set<Practice>();
      set.add(action.practice);
      byField.set(action.fieldId, set);
    }
    return { season: plan.season, byField };
  });
  const planFor = (season: number, fieldId: string): Set<Practice> => {
    const plan = planPractices.filter((p) => p.season <= season).at(-1);
    return plan?.byField.get(fieldId) ?? new Set<Practice>();
  };
  const samplesOf = new Map<string, CarbonSample[]>();
  for (const { fieldId, sampledOn, depthCm, socPercent, bulkDensityGPerCm3 } of records.samples) {
    const list = samplesOf.get(fieldId) ?? [];
    list.push({ sampledOn, depthCm, socPercent, bulkDensityGPerCm3 });
    samplesOf.set(fieldId, list);
  }
  const nOf = (season: number, id: string) => nBySeason.get(season)?.get(id) ?? 0;
  const animalsOf = (season: number, id: string) => animalsBySeason.get(season)?.get(id) ?? {};

  const noBaseline: string[] = [];
  const noSamples: string[] = [];
  const fromPlan = new Map<number, string[]>();
  const fields: CarbonFieldInput[] = records.fields.map((field) => {
    const baselineJourney = [...records.baselineSeasons]
      .sort((a, b) => b - a)
      .map((s) => journeys.get(`${field.id}|${s}`))
      .find((j) => j !== undefined);
    let baseline: CarbonPractice | null = null;
    if (baselineJourney) {
      const shape = practiceOfJourney(baselineJourney, new Set());
      const animals: Partial<Record<LivestockClass, number>> = {};
      for (const season of records.baselineSeasons) {
        for (const [cls, n] of Object.entries(animalsOf(season, field.id))) {
          const key = cls as LivestockClass;
          animals[key] = (animals[key] ?? 0) + (n ?? 0) / records.baselineSeasons.length;
        }
      }
      baseline = {
        ...shape,
        source: `crop journey ${baselineJourney.season === records.baselineSeasons.at(-1) ? "of the last baseline season" : "of an earlier baseline season"}`,
        fertiliserNKgPerHa: mean(records.baselineSeasons.map((s) => nOf(s, field.id))),
        animalYears: animals,
      };
    } else {
      noBaseline.push(field.name);
    }
    const seasons: Partial<Record<number, CarbonPractice>> = {};
    for (const { season } of records.seasons) {
      if (!field.includedIn.includes(season)) continue;
      const plan = planFor(season, field.id);
      const journey = journeys.get(`${field.id}|${season}`);
      let shape: Shape | null = null;
      if (journey) shape = practiceOfJourney(journey, plan);
      else if (baseline) {
        shape = practiceOfPlan(baseline, plan);
        fromPlan.set(season, [...(fromPlan.get(season) ?? []), field.name]);
      }
      if (shape) {
        seasons[season] = {
          ...shape,
          fertiliserNKgPerHa: nOf(season, field.id),
          animalYears: animalsOf(season, field.id),
        };
      }
    }
    const samples = samplesOf.get(field.id) ?? [];
    if (samples.length === 0) noSamples.push(field.name);
    return {
      id: field.id,
      name: field.name,
      hectares: hectares.get(field.id) ?? 0,
      climate,
      soilClass: DEFAULT_SOIL_CLASS,
      baseline,
      seasons,
      samples,
    };
  });

  const missing: string[] = [];
  if (records.fields.length === 0) {
    missing.push("No field is included in the programme yet: map and confirm your fields.");
  }
  if (!records.planSubmitted) {
    missing.push(
      "The implementation plan is not submitted yet, so the programme is taken to start in the current season.",
    );
  }
  if (!known) {
    missing.push(
      "Add your province to the company details: until then the climate is taken to be warm temperate dry.",
    );
  }
  if (noBaseline.length > 0) {
    missing.push(
      `Record the crop journey of the baseline seasons for ${nameList(noBaseline)}: without a baseline no change can be estimated.`,
    );
  }
  for (const { season, label } of records.seasons) {
    const names = fromPlan.get(season);
    if (names?.length) {
      missing.push(
        `Record the crop journey of ${label} for ${nameList(names)}: until then the estimate follows the plan.`,
      );
    }
  }
  if (noSamples.length > 0) {
    missing.push(
      `Add soil samples for ${nameList(noSamples)}: without them the baseline uses the IPCC reference stock of a sandy soil, the cautious choice.`,
    );
  }
  return {
    programmeStart: `${seasonYear(records.first)}-07-01`,
    seasons: records.seasons.map((s) => ({ season: s.season, label: s.label })),
    fields,
    constants: records.constants,
    missing,
  };
}

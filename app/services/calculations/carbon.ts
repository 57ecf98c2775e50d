// The carbon calculator's engine (issue 17; decision 0093): per field and programme season, the
// IPCC Tier 1 soil-carbon stock change against the field's baseline, the change in emissions
// (fertiliser N2O, enteric CH4), and the credits and rand it could earn, with every intermediate
// value labelled for display. Pure: no I/O, no framework. Every factor comes from a constants
// version (decision 0090) through requireConstant; only chemistry (44/12, 44/28) is in code.
import {
  CLIMATE_LABELS,
  SOIL_CLASS_LABELS,
  climateEmissionFactor,
  climateKey,
  requireConstant,
  socRefKey,
  type Climate,
  type ConstantValues,
  type SoilClass,
} from "~/services/constants/sets";
import type { ConstantType } from "~/shared/constants";
import type { LandUse, ResidueType, TillageType } from "~/shared/practice";
import { CO2_PER_C } from "./earnings";

export { CO2_PER_C };

/** Chemistry, not an assumption (decision 0090): mass of N2O per mass of N2O-N. */
export const N2O_PER_N2O_N = 44 / 28;

/** The livestock classes the emissions constants have an enteric CH4 factor for. */
export const LIVESTOCK_CLASSES = ["dairyCattle", "otherCattle", "sheep", "goats", "pigs"] as const;
export type LivestockClass = (typeof LIVESTOCK_CLASSES)[number];

const ENTERIC_KEYS: Record<LivestockClass, string> = {
  dairyCattle: "entericCh4DairyCattle",
  otherCattle: "entericCh4OtherCattle",
  sheep: "entericCh4Sheep",
  goats: "entericCh4Goats",
  pigs: "entericCh4Pigs",
};

export const LIVESTOCK_CLASS_LABELS: Record<LivestockClass, string> = {
  dairyCattle: "dairy cattle",
  otherCattle: "beef cattle",
  sheep: "sheep",
  goats: "goats",
  pigs: "pigs",
};

// ---------------------------------------------------------------------------------------------
// Inputs

/** What was done on a field in one season (or, for the baseline, the baseline seasons). */
export interface CarbonPractice {
  landUse: LandUse;
  tillage: TillageType;
  /** null: not recorded (counts as medium input). */
  residue: ResidueType | null;
  coverCrop: boolean;
  /** Manure or compost applied. */
  organicAmendment: boolean;
  /** Planned (adaptive) grazing or rest periods: improved grassland management. */
  improvedGrazing: boolean;
  /** Synthetic fertiliser N applied, kg N per ha per year. */
  fertiliserNKgPerHa: number;
  /** Animals grazing the field over the year, in head-years per class. */
  animalYears: Partial<Record<LivestockClass, number>>;
  /** Where the practice was read from, for display ('crop journey and plan'). */
  source: string;
}

/** A lab result of a field (the engine's own shape of a soil sample). */
export interface CarbonSample {
  sampledOn: string;
  depthCm: number;
  socPercent: number;
  bulkDensityGPerCm3: number;
}

export interface CarbonFieldInput {
  id: string;
  name: string;
  /** The field's included area, hectares. */
  hectares: number;
  climate: Climate;
  soilClass: SoilClass;
  /** The baseline practice; null when no baseline season is recorded (no change is estimated). */
  baseline: CarbonPractice | null;
  /** The practice of each programme season; a season missing here is not estimated. */
  seasons: Partial<Record<number, CarbonPractice>>;
  samples: CarbonSample[];
}

export interface CarbonSeasonSpec {
  season: number;
  label: string;
}

export interface CarbonConstants {
  versions: Record<ConstantType, number>;
  values: Record<ConstantType, ConstantValues>;
}

export interface CarbonInput {
  /** The programme's first day (YYYY-MM-DD): samples on or before it are the baseline. */
  programmeStart: string;
  /** The programme seasons, oldest first; each earns one year of change against the baseline. */
  seasons: CarbonSeasonSpec[];
  fields: CarbonFieldInput[];
  constants: CarbonConstants;
  /** Sentences about missing data found while gathering the inputs (kept first). */
  missing?: string[];
}

// ---------------------------------------------------------------------------------------------
// Outputs

/** One intermediate value for display: what it is, its value and its unit. */
export interface CalcStep {
  key: string;
  label: string;
  value: number;
  unit: string;
}

export interface StockFactor {
  /** The constant's key, or '' for a factor of 1 with no constant. */
  key: string;
  label: string;
  value: number;
}

export interface StockFactors {
  fLu: StockFactor;
  fMg: StockFactor;
  fI: StockFactor;
  product: number;
}

export interface BaselineCalculation {
  practice: CarbonPractice;
  factors: StockFactors;
  /** 'measured': from soil samples; 'reference': SOC_REF × factors. */
  stockSource: "measured" | "reference";
  socRefTcPerHa: number;
  /** The reference the seasons use: SOC_REF, or the measured stock ÷ the baseline factors. */
  referenceTcPerHa: number;
  socStockTcPerHa: number;
  sample: { sampledOn: string; count: number; depthCm: number; measuredTcPerHa: number } | null;
  steps: CalcStep[];
}

export interface FieldSeasonCalculation {
  season: number;
  label: string;
  estimated: boolean;
  practice: CarbonPractice | null;
  factors: StockFactors | null;
  hectares: number;
  socChangeTco2e: number;
  emissionsTco2e: number;
  netTco2e: number;
  estimatedCredits: number;
  earningsZar: number;
  farmerEarningsZar: number;
  steps: CalcStep[];
  notes: string[];
}

export interface FieldCalculation {
  id: string;
  name: string;
  hectares: number;
  climate: Climate;
  climateLabel: string;
  soilClass: SoilClass;
  soilClassLabel: string;
  baseline: BaselineCalculation | null;
  seasons: FieldSeasonCalculation[];
  totals: Omit<SeasonTotal, "season" | "label">;
}

export interface SeasonTotal {
  season: number;
  label: string;
  hectares: number;
  socChangeTco2e: number;
  emissionsTco2e: number;
  netTco2e: number;
  estimatedCredits: number;
  earningsZar: number;
  farmerEarningsZar: number;
}

export interface OrganisationCalculation {
  versions: Record<ConstantType, number>;
  fields: FieldCalculation[];
  seasons: SeasonTotal[];
  totals: Omit<SeasonTotal, "season" | "label">;
  /** Sentences: what data is missing for a better estimate. */
  missing: string[];
  /** The deductions and prices the credits used, for display. */
  credits: {
    uncertaintyDeduction: number;
    bufferFraction: number;
    leakageDeduction: number;
    creditFraction: number;
    carbonPriceZarPerTco2e: number;
    farmerShare: number;
  };
  method: { periodYears: number; depthCm: number };
}

// ---------------------------------------------------------------------------------------------
// Stock-change factors

function factor(values: ConstantValues, key: string, label: string): StockFactor {
  return { key, label, value: requireConstant(values, key) };
}

const isCropland = (landUse: LandUse) => landUse !== "grazing";

/**
 * The IPCC Tier 1 factors of a practice (decision 0093): cropland, mixed and fallow land read the
 * cropland table (Table 5.5): long-term cultivated; tillage full / reduced / no-till; input low
 * (residues removed or burnt, or bare fallow), medium, high without manure (cover crops), high
 * with manure (manure or compost). Grazing reads the grassland table (Table 6.2): nominally
 * managed, or improved with planned grazing or rest periods; high input when improved grassland
 * also gets manure or compost.
 */
export function stockFactors(
  practice: CarbonPractice,
  climate: Climate,
  values: ConstantValues,
): StockFactors {
  let fLu: StockFactor;
  let fMg: StockFactor;
  let fI: StockFactor;
  if (isCropland(practice.landUse)) {
    fLu = factor(
      values,
      climateKey("cropFLuLongTermCultivated", climate),
      "F_LU long-term cultivated",
    );
    fMg =
      practice.tillage === "none"
        ? factor(values, climateKey("cropFMgNoTill", climate), "F_MG no-till")
        : practice.tillage === "reduced"
          ? factor(values, climateKey("cropFMgReducedTillage", climate), "F_MG reduced tillage")
          : factor(values, "cropFMgFullTillage", "F_MG full tillage");
    if (practice.organicAmendment) {
      fI = factor(
        values,
        climateKey("cropFIHighWithManure", climate),
        "F_I high input with manure",
      );
    } else if (practice.coverCrop) {
      fI = factor(
        values,
        climateKey("cropFIHighNoManure", climate),
        "F_I high input without manure",
      );
    } else if (
      practice.landUse === "fallow" ||
      practice.residue === "removed" ||
      practice.residue === "burnt"
    ) {
      fI = factor(values, climateKey("cropFILow", climate), "F_I low input");
    } else {
      fI = factor(values, "cropFIMedium", "F_I medium input");
    }
  } else {
    fLu = factor(values, "grassFLu", "F_LU grassland");
    if (practice.improvedGrazing) {
      fMg = factor(values, climateKey("grassFMgImproved", climate), "F_MG improved grassland");
      fI = practice.organicAmendment
        ? factor(values, "grassFIHigh", "F_I high input")
        : factor(values, "grassFIMedium", "F_I medium input");
    } else {
      fMg = factor(values, "grassFMgNominal", "F_MG nominally managed grassland");
      fI = factor(values, "grassFIMedium", "F_I medium input");
    }
  }
  return { fLu, fMg, fI, product: fLu.value * fMg.value * fI.value };
}

// ---------------------------------------------------------------------------------------------
// Soil samples

/**
 * The measured baseline stock (t C/ha to the method depth) from a field's samples (decision
 * 0093): the samples of the latest date on or before the programme's start (else of the
 * earliest date), each SOC % × bulk density (g/cm³) × depth (cm) = t C/ha over its own depth,
 * scaled to the method's depth in proportion (the same concentration assumed throughout), and
 * averaged. null without a usable sample.
 */
export function baselineSampleStock(
  samples: readonly CarbonSample[],
  programmeStart: string,
  methodDepthCm: number,
): {
  sampledOn: string;
  count: number;
  depthCm: number;
  measuredTcPerHa: number;
  scaledTcPerHa: number;
} | null {
  const usable = samples.filter(
    (s) =>
      Number.isFinite(s.socPercent) &&
      s.socPercent > 0 &&
      Number.isFinite(s.bulkDensityGPerCm3) &&
      s.bulkDensityGPerCm3 > 0 &&
      Number.isFinite(s.depthCm) &&
      s.depthCm > 0,
  );
  if (usable.length === 0) return null;
  const dates = [...new Set(usable.map((s) => s.sampledOn))].sort();
  const before = dates.filter((d) => d <= programmeStart);
  const date = before.length > 0 ? before[before.length - 1]! : dates[0]!;
  const chosen = usable.filter((s) => s.sampledOn === date);
  const measured = chosen.map((s) => s.socPercent * s.bulkDensityGPerCm3 * s.depthCm);
  const scaled = chosen.map((s, i) => (measured[i]! * methodDepthCm) / s.depthCm);
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  return {
    sampledOn: date,
    count: chosen.length,
    depthCm: mean(chosen.map((s) => s.depthCm)),
    measuredTcPerHa: mean(measured),
    scaledTcPerHa: mean(scaled),
  };
}

// ---------------------------------------------------------------------------------------------
// Emissions

/**
 * N2O of synthetic fertiliser, t CO2e per kg N applied: direct (EF1) and indirect, through
 * volatilisation (FracGASF × EF4) and, in a wet climate only, leaching (FracLEACH × EF5; IPCC
 * 2019 Vol. 4 Ch. 11 applies FracLEACH-(H) where rain exceeds evapotranspiration). EF1 and EF4
 * are the climate's own where the version has them (version 2), else the aggregated values
 * (version 1; decision 0154).
 */
export function fertiliserTco2ePerKgN(values: ConstantValues, climate: Climate): number {
  const leaching =
    climate === "warmTemperateMoist"
      ? requireConstant(values, "fracLeach") * requireConstant(values, "n2oEf5Leaching")
      : 0;
  const n2oN =
    climateEmissionFactor(values, "n2oEf1Synthetic", climate) +
    requireConstant(values, "fracGasf") *
      climateEmissionFactor(values, "n2oEf4Volatilisation", climate) +
    leaching;
  return (n2oN * N2O_PER_N2O_N * requireConstant(values, "gwpN2o")) / 1000;
}

/** Enteric CH4 of the animals on a field over a year, t CO2e. */
export function entericTco2e(
  animalYears: Partial<Record<LivestockClass, number>>,
  values: ConstantValues,
): number {
  let kgCh4 = 0;
  for (const cls of LIVESTOCK_CLASSES) {
    const head = animalYears[cls] ?? 0;
    if (head > 0) kgCh4 += head * requireConstant(values, ENTERIC_KEYS[cls]);
  }
  return (kgCh4 * requireConstant(values, "gwpCh4")) / 1000;
}

// ---------------------------------------------------------------------------------------------
// The calculation

type Sums = Omit<SeasonTotal, "season" | "label">;

const zeroSums = (): Sums => ({
  hectares: 0,
  socChangeTco2e: 0,
  emissionsTco2e: 0,
  netTco2e: 0,
  estimatedCredits: 0,
  earningsZar: 0,
  farmerEarningsZar: 0,
});

function addInto(target: Sums, row: Sums, withHectares = true) {
  if (withHectares) target.hectares += row.hectares;
  target.socChangeTco2e += row.socChangeTco2e;
  target.emissionsTco2e += row.emissionsTco2e;
  target.netTco2e += row.netTco2e;
  target.estimatedCredits += row.estimatedCredits;
  target.earningsZar += row.earningsZar;
  target.farmerEarningsZar += row.farmerEarningsZar;
}

interface CreditTerms {
  uncertaintyDeduction: number;
  bufferFraction: number;
  leakageDeduction: number;
  creditFraction: number;
  carbonPriceZarPerTco2e: number;
  farmerShare: number;
}

function creditTerms(values: ConstantValues): CreditTerms {
  const uncertaintyDeduction = requireConstant(values, "uncertaintyDeduction");
  const bufferFraction = requireConstant(values, "bufferFraction");
  const leakageDeduction = requireConstant(values, "leakageDeduction");
  return {
    uncertaintyDeduction,
    bufferFraction,
    leakageDeduction,
    creditFraction: Math.max(0, 1 - uncertaintyDeduction - bufferFraction - leakageDeduction),
    carbonPriceZarPerTco2e: requireConstant(values, "carbonPriceZarPerTco2e"),
    farmerShare: requireConstant(values, "farmerShare"),
  };
}

function calculateBaseline(
  field: CarbonFieldInput,
  programmeStart: string,
  soil: ConstantValues,
): BaselineCalculation | null {
  if (!field.baseline) return null;
  const depthCm = requireConstant(soil, "depthCm");
  const factors = stockFactors(field.baseline, field.climate, soil);
  const socRef = requireConstant(soil, socRefKey(field.climate, field.soilClass));
  const sample = baselineSampleStock(field.samples, programmeStart, depthCm);
  const steps: CalcStep[] = [
    { key: "socRef", label: "SOC_REF, reference stock", value: socRef, unit: "t C/ha" },
    {
      key: "fLu0",
      label: `Baseline ${factors.fLu.label}`,
      value: factors.fLu.value,
      unit: "factor",
    },
    {
      key: "fMg0",
      label: `Baseline ${factors.fMg.label}`,
      value: factors.fMg.value,
      unit: "factor",
    },
    { key: "fI0", label: `Baseline ${factors.fI.label}`, value: factors.fI.value, unit: "factor" },
  ];
  if (sample) {
    const reference = sample.scaledTcPerHa / factors.product;
    steps.push(
      {
        key: "measured",
        label: `Measured stock to ${round4(sample.depthCm)} cm (SOC % × bulk density × depth)`,
        value: sample.measuredTcPerHa,
        unit: "t C/ha",
      },
      {
        key: "soc0",
        label: `SOC_0, measured stock scaled to ${depthCm} cm`,
        value: sample.scaledTcPerHa,
        unit: "t C/ha",
      },
      {
        key: "reference",
        label: "Measured reference (SOC_0 ÷ baseline factors)",
        value: reference,
        unit: "t C/ha",
      },
    );
    return {
      practice: field.baseline,
      factors,
      stockSource: "measured",
      socRefTcPerHa: socRef,
      referenceTcPerHa: reference,
      socStockTcPerHa: sample.scaledTcPerHa,
      sample: {
        sampledOn: sample.sampledOn,
        count: sample.count,
        depthCm: sample.depthCm,
        measuredTcPerHa: sample.measuredTcPerHa,
      },
      steps,
    };
  }
  const stock = socRef * factors.product;
  steps.push({
    key: "soc0",
    label: "SOC_0, SOC_REF × F_LU × F_MG × F_I of the baseline",
    value: stock,
    unit: "t C/ha",
  });
  return {
    practice: field.baseline,
    factors,
    stockSource: "reference",
    socRefTcPerHa: socRef,
    referenceTcPerHa: socRef,
    socStockTcPerHa: stock,
    sample: null,
    steps,
  };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function notEstimated(
  spec: CarbonSeasonSpec,
  hectares: number,
  note: string,
): FieldSeasonCalculation {
  return {
    season: spec.season,
    label: spec.label,
    estimated: false,
    practice: null,
    factors: null,
    hectares,
    socChangeTco2e: 0,
    emissionsTco2e: 0,
    netTco2e: 0,
    estimatedCredits: 0,
    earningsZar: 0,
    farmerEarningsZar: 0,
    steps: [],
    notes: [note],
  };
}

function calculateFieldSeason(
  field: CarbonFieldInput,
  baseline: BaselineCalculation | null,
  spec: CarbonSeasonSpec,
  constants: CarbonConstants,
  terms: CreditTerms,
): FieldSeasonCalculation {
  const hectares = Math.max(0, field.hectares);
  const practice = field.seasons[spec.season];
  if (!baseline) {
    return notEstimated(
      spec,
      hectares,
      `No baseline is recorded for ${field.name}, so no change can be estimated.`,
    );
  }
  if (!practice) {
    return notEstimated(
      spec,
      hectares,
      `Nothing is recorded or planned for ${field.name} in ${spec.label}.`,
    );
  }
  const soil = constants.values.soilCarbon;
  const emissions = constants.values.emissions;
  const periodYears = requireConstant(soil, "periodYears");
  const factors = stockFactors(practice, field.climate, soil);
  const socT = baseline.referenceTcPerHa * factors.product;
  const socChangeTcPerHaYear = (socT - baseline.socStockTcPerHa) / periodYears;
  const co2ePerHaYear = socChangeTcPerHaYear * CO2_PER_C;
  const socChangeTco2e = co2ePerHaYear * hectares;

  const perKgN = fertiliserTco2ePerKgN(emissions, field.climate);
  const nChange = practice.fertiliserNKgPerHa - baseline.practice.fertiliserNKgPerHa;
  const fertiliserTco2e = nChange * perKgN * hectares;
  const entericNow = entericTco2e(practice.animalYears, emissions);
  const entericBaseline = entericTco2e(baseline.practice.animalYears, emissions);
  const entericChange = entericNow - entericBaseline;
  const emissionsTco2e = fertiliserTco2e + entericChange;
  const netTco2e = socChangeTco2e - emissionsTco2e;
  const estimatedCredits = netTco2e * terms.creditFraction;
  const earningsZar = estimatedCredits * terms.carbonPriceZarPerTco2e;
  const farmerEarningsZar = earningsZar * terms.farmerShare;

  const steps: CalcStep[] = [
    { key: "fLu", label: factors.fLu.label, value: factors.fLu.value, unit: "factor" },
    { key: "fMg", label: factors.fMg.label, value: factors.fMg.value, unit: "factor" },
    { key: "fI", label: factors.fI.label, value: factors.fI.value, unit: "factor" },
    {
      key: "socT",
      label: "SOC_t, reference × F_LU × F_MG × F_I of this season",
      value: socT,
      unit: "t C/ha",
    },
    {
      key: "soc0",
      label: "SOC_0, the baseline stock",
      value: baseline.socStockTcPerHa,
      unit: "t C/ha",
    },
    { key: "period", label: "Period D", value: periodYears, unit: "years" },
    {
      key: "socChangePerHa",
      label: "Annual stock change (SOC_t − SOC_0) ÷ D",
      value: socChangeTcPerHaYear,
      unit: "t C/ha/year",
    },
    { key: "co2ePerHa", label: "As CO2 (× 44/12)", value: co2ePerHaYear, unit: "t CO2e/ha/year" },
    { key: "hectares", label: "Included area", value: hectares, unit: "ha" },
    { key: "socChange", label: "Soil-carbon change", value: socChangeTco2e, unit: "t CO2e" },
    {
      key: "fertiliserN",
      label: "Fertiliser N, this season − baseline",
      value: nChange,
      unit: "kg N/ha",
    },
    {
      key: "fertiliserN2o",
      label: "Fertiliser N2O change",
      value: fertiliserTco2e,
      unit: "t CO2e",
    },
    { key: "enteric", label: "Enteric methane change", value: entericChange, unit: "t CO2e" },
    { key: "emissions", label: "Emissions change", value: emissionsTco2e, unit: "t CO2e" },
    { key: "net", label: "Net (soil carbon − emissions)", value: netTco2e, unit: "t CO2e" },
    {
      key: "creditFraction",
      label: "Left after uncertainty, buffer and leakage",
      value: terms.creditFraction,
      unit: "fraction",
    },
    { key: "credits", label: "Estimated credits", value: estimatedCredits, unit: "t CO2e" },
    { key: "earnings", label: "Income at the carbon price", value: earningsZar, unit: "R" },
    { key: "farmerEarnings", label: "Farmer's share", value: farmerEarningsZar, unit: "R" },
  ];
  return {
    season: spec.season,
    label: spec.label,
    estimated: true,
    practice,
    factors,
    hectares,
    socChangeTco2e,
    emissionsTco2e,
    netTco2e,
    estimatedCredits,
    earningsZar,
    farmerEarningsZar,
    steps,
    notes: [],
  };
}

/**
 * The organisation's calculation: per field its baseline and each programme season's change;
 * per season and overall the sums. A season's credits, income and farmer's share are the sums of
 * its fields' (a field whose stock falls counts against the others), and never below zero: a
 * season that loses carbon earns nothing (decision 0093).
 */
export function calculateCarbon(input: CarbonInput): OrganisationCalculation {
  const { constants } = input;
  const soil = constants.values.soilCarbon;
  const terms = creditTerms(constants.values.credits);
  const missing = [...(input.missing ?? [])];
  const fields: FieldCalculation[] = [];
  const seasonSums = input.seasons.map(() => zeroSums());

  for (const field of input.fields) {
    const baseline = calculateBaseline(field, input.programmeStart, soil);
    const seasons = input.seasons.map((spec) =>
      calculateFieldSeason(field, baseline, spec, constants, terms),
    );
    const totals = zeroSums();
    totals.hectares = Math.max(0, field.hectares);
    seasons.forEach((row, index) => {
      addInto(totals, row, false);
      addInto(seasonSums[index]!, row);
    });
    fields.push({
      id: field.id,
      name: field.name,
      hectares: Math.max(0, field.hectares),
      climate: field.climate,
      climateLabel: CLIMATE_LABELS[field.climate],
      soilClass: field.soilClass,
      soilClassLabel: SOIL_CLASS_LABELS[field.soilClass],
      baseline,
      seasons,
      totals,
    });
  }

  const seasons: SeasonTotal[] = input.seasons.map((spec, index) => {
    const sums = seasonSums[index]!;
    const credits = Math.max(0, sums.estimatedCredits);
    const earnings = credits * terms.carbonPriceZarPerTco2e;
    return {
      season: spec.season,
      label: spec.label,
      ...sums,
      estimatedCredits: credits,
      earningsZar: earnings,
      farmerEarningsZar: earnings * terms.farmerShare,
    };
  });
  const totals = zeroSums();
  totals.hectares = fields.reduce((sum, f) => sum + f.hectares, 0);
  for (const season of seasons) addInto(totals, season, false);

  return {
    versions: { ...constants.versions },
    fields,
    seasons,
    totals,
    missing,
    credits: { ...terms },
    method: {
      periodYears: requireConstant(soil, "periodYears"),
      depthCm: requireConstant(soil, "depthCm"),
    },
  };
}

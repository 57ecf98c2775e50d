// The earnings-potential checker (issue 17; decision 0091): from hectares of cropland and
// grazing, the province (or climate region), the soil and the practices a farmer has and
// intends, a range of tonnes CO2e a year and of rand a year to the farmer. Every factor comes
// from a version of the constants (decision 0090) through `requireConstant`; the only numbers
// here are chemistry (44/12) and the mapping of practices to IPCC factor levels. Pure: no I/O.
//
// IPCC Tier 1 (2006 Guidelines Vol. 4 Ch. 2, Eq. 2.25), per hectare and year:
//   ΔSOC = SOC_REF · F_LU · (F_MG,new · F_I,new − F_MG,old · F_I,old) / D   [t C / ha / yr]
// × 44/12 → t CO2e; × hectares; summed over the farm (a loss on one land use counts against a
// gain on the other); × (1 − uncertainty − buffer − leakage) → credits (never below 0);
// × price × farmer's share → rand to the farmer.
import {
  CLIMATES,
  CONSTANT_SETS,
  SOIL_CLASSES,
  climateKey,
  requireConstant,
  socRefKey,
  type Climate,
  type ConstantValues,
  type SoilClass,
} from "~/services/constants/sets";
import type { ConstantType } from "~/shared/constants";
import type { ProvinceCode } from "~/shared/provinces";

/** t CO2 per t C: the ratio of the molar masses (chemistry, not an assumption; decision 0090). */
export const CO2_PER_C = 44 / 12;

/**
 * The IPCC climate regions of each province's farmland, the most widespread first (decision
 * 0091; read from the IPCC 2006 climate zone map, Vol. 4 Ch. 3 Annex 3A.5, Figure 3A.5.1, and
 * South Africa's rainfall and temperature: approximate). A province spans several: a farmer who
 * is not sure of theirs gets a range across all of them.
 */
export const PROVINCE_CLIMATES: Record<ProvinceCode, readonly Climate[]> = {
  EC: ["warmTemperateMoist", "warmTemperateDry"],
  FS: ["warmTemperateDry", "warmTemperateMoist"],
  GT: ["warmTemperateDry", "warmTemperateMoist"],
  NL: ["warmTemperateMoist", "warmTemperateDry"],
  LP: ["tropicalDry", "warmTemperateDry"],
  MP: ["warmTemperateMoist", "warmTemperateDry", "tropicalDry"],
  NC: ["warmTemperateDry"],
  NW: ["warmTemperateDry"],
  WC: ["warmTemperateDry", "warmTemperateMoist"],
};

export const TILLAGES = ["full", "reduced", "noTill"] as const;
export type Tillage = (typeof TILLAGES)[number];
export const TILLAGE_OPTION_LABELS: Record<Tillage, string> = {
  full: "Full tillage (ploughed or disced)",
  reduced: "Reduced tillage",
  noTill: "No-till",
};

export const INPUT_LEVELS = ["low", "medium", "high"] as const;
export type InputLevel = (typeof INPUT_LEVELS)[number];
export const INPUT_LEVEL_LABELS: Record<InputLevel, string> = {
  low: "Low: residues removed or burnt, little fertiliser, bare fallows",
  medium: "Medium: residues returned, fertiliser as usual",
  high: "High: cover crops, green manures or high-residue crops, no manure",
};

/** The intended cropland practices (from PRACTICES, app/shared/practice.ts). */
export const CROPLAND_PRACTICES = [
  "reducedTillage",
  "noTillage",
  "coverCrops",
  "residueRetention",
  "cropDiversification",
  "compost",
  "manure",
] as const;
export type CroplandPractice = (typeof CROPLAND_PRACTICES)[number];

export const GRAZING_CONDITIONS = ["severelyDegraded", "moderatelyDegraded", "nominal"] as const;
export type GrazingCondition = (typeof GRAZING_CONDITIONS)[number];
export const GRAZING_CONDITION_LABELS: Record<GrazingCondition, string> = {
  severelyDegraded: "Severely degraded: much bare ground, erosion",
  moderatelyDegraded: "Moderately degraded: overgrazed, less productive than it could be",
  nominal: "In fair condition: not degraded, not improved",
};

/** The intended grazing practices (from PRACTICES). */
export const GRAZING_PRACTICES = ["adaptiveGrazing", "restPeriods"] as const;
export type GrazingPractice = (typeof GRAZING_PRACTICES)[number];

export const HECTARES_MAX = 1_000_000;

export interface EarningsInputs {
  croplandHa: number;
  grazingHa: number;
  province: ProvinceCode;
  /** null: not sure, the province's regions. */
  climate: Climate | null;
  /** null: not sure, every soil class. */
  soil: SoilClass | null;
  tillage: Tillage;
  input: InputLevel;
  practices: readonly CroplandPractice[];
  grazing: GrazingCondition;
  grazingPractices: readonly GrazingPractice[];
}

/** The constants a result is computed with, and the version of each (its stamp). */
export interface EarningsConstants {
  soilCarbon: ConstantValues;
  credits: ConstantValues;
  versions: { soilCarbon: number; credits: number };
}

export interface Range {
  low: number;
  high: number;
}

export interface Assumption {
  key: string;
  label: string;
  value: number;
  unit: string;
  source: string;
}

export interface EarningsResult {
  climates: Climate[];
  soils: SoilClass[];
  /** t CO2e a year, before deductions (negative: the land would lose carbon). */
  cropland: Range;
  grazing: Range;
  total: Range;
  /** Credits a year after the deductions: never below 0. */
  credits: Range;
  /** Rand a year to the farmer. */
  rand: Range;
  /** The deductions together, a fraction. */
  deductions: number;
  periodYears: number;
  depthCm: number;
  /** The intended practices would add no soil carbon on this land (even at the high end). */
  noGain: boolean;
  /** What each land use's practices map to, in words (the steps of the estimate). */
  steps: string[];
  assumptions: Assumption[];
  versions: { soilCarbon: number; credits: number };
}

// ---------------------------------------------------------------------------------------------
// Practices → factor levels (decision 0091)

const TILLAGE_RANK: Record<Tillage, number> = { full: 0, reduced: 1, noTill: 2 };
/** F_I levels: low, medium, high without manure, high with manure (IPCC Table 5.5). */
type CropInput = "low" | "medium" | "highNoManure" | "highWithManure";
const INPUT_ORDER: readonly CropInput[] = ["low", "medium", "highNoManure", "highWithManure"];
const CURRENT_INPUT: Record<InputLevel, CropInput> = {
  low: "low",
  medium: "medium",
  high: "highNoManure",
};

/** The tillage after the intended practices: the more conserving of now and intended. */
export function intendedTillage(current: Tillage, practices: readonly CroplandPractice[]): Tillage {
  const intended: Tillage = practices.includes("noTillage")
    ? "noTill"
    : practices.includes("reducedTillage")
      ? "reduced"
      : "full";
  return TILLAGE_RANK[intended] > TILLAGE_RANK[current] ? intended : current;
}

/**
 * The input level after the intended practices. Manure or compost: high with manure. Cover
 * crops, residue retention, diversification: high without manure (IPCC: 'greater crop residue
 * inputs … green manures, cover crops … high residue yielding crops'). `cautious` counts one
 * level less (the low end of the range: a practice may not raise the inputs as far as IPCC's
 * high level), never below today's level.
 */
export function intendedInput(
  current: InputLevel,
  practices: readonly CroplandPractice[],
  cautious: boolean,
): CropInput {
  const now = INPUT_ORDER.indexOf(CURRENT_INPUT[current]);
  const reached =
    practices.includes("manure") || practices.includes("compost")
      ? 3
      : practices.some(
            (p) => p === "coverCrops" || p === "residueRetention" || p === "cropDiversification",
          )
        ? 2
        : 0;
  if (reached <= now) return INPUT_ORDER[now]!;
  return INPUT_ORDER[Math.max(now, cautious ? reached - 1 : reached)]!;
}

const TILLAGE_KEY: Record<Tillage, (c: Climate) => string> = {
  full: () => "cropFMgFullTillage",
  reduced: (c) => climateKey("cropFMgReducedTillage", c),
  noTill: (c) => climateKey("cropFMgNoTill", c),
};
const INPUT_KEY: Record<CropInput, (c: Climate) => string> = {
  low: (c) => climateKey("cropFILow", c),
  medium: () => "cropFIMedium",
  highNoManure: (c) => climateKey("cropFIHighNoManure", c),
  highWithManure: (c) => climateKey("cropFIHighWithManure", c),
};
const GRAZING_KEY: Record<GrazingCondition, (c: Climate) => string> = {
  severelyDegraded: () => "grassFMgSeverelyDegraded",
  moderatelyDegraded: (c) => climateKey("grassFMgModeratelyDegraded", c),
  nominal: () => "grassFMgNominal",
};

// ---------------------------------------------------------------------------------------------
// The calculation

/** Reads keys of one set, remembering each for the list of assumptions. */
class Reader {
  readonly used = new Map<string, { type: ConstantType; value: number }>();
  constructor(private readonly constants: EarningsConstants) {}
  read(type: "soilCarbon" | "credits", key: string): number {
    const value = requireConstant(this.constants[type], key);
    this.used.set(key, { type, value });
    return value;
  }
}

/** t CO2e a year per hectare of cropland, for one climate and soil. */
function croplandPerHa(r: Reader, i: EarningsInputs, c: Climate, s: SoilClass, cautious: boolean) {
  const socRef = r.read("soilCarbon", socRefKey(c, s));
  const fLu = r.read("soilCarbon", climateKey("cropFLuLongTermCultivated", c));
  const d = r.read("soilCarbon", "periodYears");
  const oldF =
    r.read("soilCarbon", TILLAGE_KEY[i.tillage](c)) *
    r.read("soilCarbon", INPUT_KEY[CURRENT_INPUT[i.input]](c));
  const newF =
    r.read("soilCarbon", TILLAGE_KEY[intendedTillage(i.tillage, i.practices)](c)) *
    r.read("soilCarbon", INPUT_KEY[intendedInput(i.input, i.practices, cautious)](c));
  return ((socRef * fLu * (newF - oldF)) / d) * CO2_PER_C;
}

/**
 * t CO2e a year per hectare of grazing. Adaptive grazing or rest periods: improved grassland
 * (F_MG improved); both: the high input factor too ('one or more management improvements'),
 * except at the cautious end. Nothing intended: no change.
 */
function grazingPerHa(r: Reader, i: EarningsInputs, c: Climate, s: SoilClass, cautious: boolean) {
  if (i.grazingPractices.length === 0) return 0;
  const socRef = r.read("soilCarbon", socRefKey(c, s));
  const fLu = r.read("soilCarbon", "grassFLu");
  const d = r.read("soilCarbon", "periodYears");
  const fIMedium = r.read("soilCarbon", "grassFIMedium");
  const oldF = r.read("soilCarbon", GRAZING_KEY[i.grazing](c)) * fIMedium;
  const both = GRAZING_PRACTICES.every((p) => i.grazingPractices.includes(p));
  const fINew = both && !cautious ? r.read("soilCarbon", "grassFIHigh") : fIMedium;
  const newF = r.read("soilCarbon", climateKey("grassFMgImproved", c)) * fINew;
  return ((socRef * fLu * (newF - oldF)) / d) * CO2_PER_C;
}

/** The climates and soils a result spans: the farmer's, or every one they might be. */
export function candidates(inputs: Pick<EarningsInputs, "province" | "climate" | "soil">) {
  return {
    climates: inputs.climate ? [inputs.climate] : [...PROVINCE_CLIMATES[inputs.province]],
    soils: inputs.soil ? [inputs.soil] : [...SOIL_CLASSES],
  };
}

/** The estimate: the low end cautious at the least favourable region and soil, the high end not. */
export function estimateEarnings(
  inputs: EarningsInputs,
  constants: EarningsConstants,
): EarningsResult {
  const r = new Reader(constants);
  const { climates, soils } = candidates(inputs);
  const crop = inputs.croplandHa;
  const graze = inputs.grazingHa;
  const ends = climates.flatMap((c) =>
    soils.map((s) => {
      const lowCrop = crop > 0 ? croplandPerHa(r, inputs, c, s, true) * crop : 0;
      const highCrop = crop > 0 ? croplandPerHa(r, inputs, c, s, false) * crop : 0;
      const lowGraze = graze > 0 ? grazingPerHa(r, inputs, c, s, true) * graze : 0;
      const highGraze = graze > 0 ? grazingPerHa(r, inputs, c, s, false) * graze : 0;
      return { lowCrop, highCrop, lowGraze, highGraze };
    }),
  );
  const lowEnd = ends.reduce((a, b) => (b.lowCrop + b.lowGraze < a.lowCrop + a.lowGraze ? b : a));
  const highEnd = ends.reduce((a, b) =>
    b.highCrop + b.highGraze > a.highCrop + a.highGraze ? b : a,
  );
  const total = {
    low: lowEnd.lowCrop + lowEnd.lowGraze,
    high: highEnd.highCrop + highEnd.highGraze,
  };

  const deductions =
    r.read("credits", "uncertaintyDeduction") +
    r.read("credits", "bufferFraction") +
    r.read("credits", "leakageDeduction");
  const kept = Math.max(0, 1 - deductions);
  const credits = { low: Math.max(0, total.low) * kept, high: Math.max(0, total.high) * kept };
  const perCredit = r.read("credits", "carbonPriceZarPerTco2e") * r.read("credits", "farmerShare");
  const periodYears = r.read("soilCarbon", "periodYears");
  const depthCm = r.read("soilCarbon", "depthCm");

  return {
    climates,
    soils,
    cropland: { low: lowEnd.lowCrop, high: highEnd.highCrop },
    grazing: { low: lowEnd.lowGraze, high: highEnd.highGraze },
    total,
    credits,
    rand: { low: credits.low * perCredit, high: credits.high * perCredit },
    deductions,
    periodYears,
    depthCm,
    noGain: total.high <= 0,
    steps: stepsOf(inputs),
    assumptions: assumptionsOf(r),
    versions: { ...constants.versions },
  };
}

const INPUT_WORDS: Record<CropInput, string> = {
  low: "low input",
  medium: "medium input",
  highNoManure: "high input without manure",
  highWithManure: "high input with manure",
};
const TILLAGE_WORDS: Record<Tillage, string> = {
  full: "full tillage",
  reduced: "reduced tillage",
  noTill: "no-till",
};
const GRAZING_WORDS: Record<GrazingCondition, string> = {
  severelyDegraded: "severely degraded grassland",
  moderatelyDegraded: "moderately degraded grassland",
  nominal: "nominally managed grassland",
};

/** What the practices were counted as, one sentence per land use with hectares. */
export function stepsOf(i: EarningsInputs): string[] {
  const steps: string[] = [];
  if (i.croplandHa > 0) {
    const tillage = intendedTillage(i.tillage, i.practices);
    const high = intendedInput(i.input, i.practices, false);
    const low = intendedInput(i.input, i.practices, true);
    const input = low === high ? INPUT_WORDS[high] : `${INPUT_WORDS[low]} to ${INPUT_WORDS[high]}`;
    steps.push(
      `Cropland: from ${TILLAGE_WORDS[i.tillage]}, ${INPUT_WORDS[CURRENT_INPUT[i.input]]} to ${TILLAGE_WORDS[tillage]}, ${input}.`,
    );
  }
  if (i.grazingHa > 0) {
    const both = GRAZING_PRACTICES.every((p) => i.grazingPractices.includes(p));
    steps.push(
      i.grazingPractices.length === 0
        ? `Grazing: ${GRAZING_WORDS[i.grazing]}, no change of management.`
        : `Grazing: from ${GRAZING_WORDS[i.grazing]} to improved grassland${both ? " (with the high input factor at the high end)" : ""}.`,
    );
  }
  return steps;
}

function assumptionsOf(r: Reader): Assumption[] {
  const order = (type: ConstantType) => CONSTANT_SETS[type].fields;
  return (["soilCarbon", "credits"] as const).flatMap((type) =>
    order(type)
      .filter((f) => r.used.has(f.key))
      .map((f) => ({
        key: f.key,
        label: f.label,
        value: r.used.get(f.key)!.value,
        unit: f.unit,
        source: f.source,
      })),
  );
}

export { CLIMATES, SOIL_CLASSES };

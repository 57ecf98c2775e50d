// The constant sets of the calculations (issue 17; decision 0090; docs/calculation-constants.md):
// for each type, every value's key, label, unit, allowed range and source, the seeded defaults
// (version 1 of each type), the zod schema a saved version must pass, and the diff between two
// versions. Pure: no I/O, no framework. The checker, calculator and dashboard read a version's
// values through the readers at the bottom (livestockFactorTable, …), never by key strings.
import type { ConstantType } from "~/shared/constants";
import type { FactorType, HerdType } from "~/shared/practice";

export type ConstantValue = number | null;
export type ConstantValues = Record<string, ConstantValue>;

export interface ConstantField {
  /** The key in the version's values and the form's field name. */
  key: string;
  label: string;
  /** The heading the field is shown under. */
  group: string;
  unit: string;
  /** The smallest value allowed; `minExclusive`: the value must be above it. */
  min: number;
  minExclusive?: boolean;
  max: number;
  integer?: boolean;
  /** Empty means 'none' (pigs have no livestock-unit factor, spec §9). */
  nullable?: boolean;
  /** Where the value comes from: the publication and its table, or 'Programme assumption: why'. */
  source: string;
  /** The seeded value was transcribed without the table at hand: check it before relying on it. */
  toVerify?: boolean;
}

export interface ConstantSet {
  type: ConstantType;
  label: string;
  description: string;
  fields: readonly ConstantField[];
  /** Version 1, written at every start if the type has no version yet. */
  defaults: Readonly<Record<string, ConstantValue>>;
  /** Rules across fields: the message goes beside `key`. */
  rules?: readonly CrossRule[];
}

interface CrossRule {
  key: string;
  message: string;
  holds: (values: ConstantValues) => boolean;
}

export const TO_VERIFY = "to verify against the source";

// ---------------------------------------------------------------------------------------------
// Livestock units (spec §9 'Livestock unit factors', 'Size classes (kg)')

const SPEC_9 = "Veld specification §9 'Livestock unit factors'";
const SPEC_9_SIZES = "Veld specification §9 'Size classes (kg)'";

const FACTOR_ROWS: readonly {
  type: FactorType;
  label: string;
  factors: [number, number, number] | null;
}[] = [
  { type: "beef", label: "Beef cattle", factors: [0.869, 1, 1.557] },
  { type: "dairy", label: "Dairy cattle", factors: [0.889, 1.402, 1.754] },
  { type: "sheep", label: "Sheep", factors: [0.141, 0.263, 0.339] },
  { type: "goats", label: "Goats", factors: [0.132, 0.226, 0.282] },
  { type: "pigs", label: "Pigs", factors: null },
  { type: "broilerChickens", label: "Broiler chickens", factors: null },
  { type: "layingChickens", label: "Laying chickens", factors: null },
];

const SIZES = ["small", "medium", "large"] as const;
type Size = (typeof SIZES)[number];
const SIZE_LABELS: Record<Size, string> = { small: "small", medium: "medium", large: "large" };

const SIZE_ROWS: readonly { key: string; label: string; from: [number, number, number] }[] = [
  { key: "beefDairy", label: "Beef and dairy cattle", from: [250, 400, 700] },
  { key: "sheep", label: "Sheep", from: [25, 50, 90] },
  { key: "goats", label: "Goats", from: [25, 45, 75] },
  { key: "pigs", label: "Pigs", from: [50, 150, 250] },
];

const factorKey = (type: FactorType, size: Size) =>
  `${type}${size[0]!.toUpperCase()}${size.slice(1)}`;
const sizeKey = (row: string, size: Size) =>
  `${row}${size[0]!.toUpperCase()}${size.slice(1)}FromKg`;

const livestockFields: ConstantField[] = [
  ...FACTOR_ROWS.flatMap((row) =>
    SIZES.map((size): ConstantField => ({
      key: factorKey(row.type, size),
      label: `${row.label}, ${SIZE_LABELS[size]}`,
      group: "Livestock-unit factors",
      unit: "LSU per head",
      min: 0,
      minExclusive: true,
      max: 10,
      ...(row.factors ? {} : { nullable: true }),
      source: row.factors
        ? SPEC_9
        : `${SPEC_9}: no factor (null). Leave all three sizes empty for none.`,
    })),
  ),
  ...SIZE_ROWS.flatMap((row) =>
    SIZES.map((size): ConstantField => ({
      key: sizeKey(row.key, size),
      label: `${row.label}, ${SIZE_LABELS[size]} from`,
      group: "Size classes",
      unit: "kg live weight",
      min: 1,
      max: 5000,
      integer: true,
      source: SPEC_9_SIZES,
    })),
  ),
];

const livestockDefaults: Record<string, ConstantValue> = Object.fromEntries([
  ...FACTOR_ROWS.flatMap((row) =>
    SIZES.map((size, i) => [factorKey(row.type, size), row.factors ? row.factors[i]! : null]),
  ),
  ...SIZE_ROWS.flatMap((row) => SIZES.map((size, i) => [sizeKey(row.key, size), row.from[i]!])),
]);

const livestockRules: CrossRule[] = [
  ...FACTOR_ROWS.filter((row) => !row.factors).flatMap((row) =>
    SIZES.map((size) => ({
      key: factorKey(row.type, size),
      message: "Give all three sizes a factor, or leave all three empty for none.",
      holds: (v: ConstantValues) => {
        const set = SIZES.map((s) => v[factorKey(row.type, s)] !== null);
        return set.every(Boolean) || !set.some(Boolean);
      },
    })),
  ),
  ...SIZE_ROWS.flatMap((row) =>
    (["medium", "large"] as const).map((size, i) => ({
      key: sizeKey(row.key, size),
      message: `Must be above the ${SIZES[i]} class's lower bound.`,
      holds: (v: ConstantValues) =>
        (v[sizeKey(row.key, size)] ?? 0) > (v[sizeKey(row.key, SIZES[i]!)] ?? 0),
    })),
  ),
];

// ---------------------------------------------------------------------------------------------
// Soil carbon (IPCC Tier 1: ΔSOC = (SOC_REF·F_LU·F_MG·F_I)₀ → (…)ₜ over D years, top 30 cm)

/** The IPCC climate regions that cover South Africa's farmland (decision 0090). */
export const CLIMATES = ["warmTemperateDry", "warmTemperateMoist", "tropicalDry"] as const;
export type Climate = (typeof CLIMATES)[number];
export const CLIMATE_LABELS: Record<Climate, string> = {
  warmTemperateDry: "warm temperate dry",
  warmTemperateMoist: "warm temperate moist",
  tropicalDry: "tropical dry",
};

/** The IPCC mineral soil classes (Table 2.3) found on South African farmland. */
export const SOIL_CLASSES = ["hac", "lac", "sandy"] as const;
export type SoilClass = (typeof SOIL_CLASSES)[number];
export const SOIL_CLASS_LABELS: Record<SoilClass, string> = {
  hac: "high-activity clay",
  lac: "low-activity clay",
  sandy: "sandy",
};

const CAP = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const T55 = "IPCC 2019 Refinement, Vol. 4 Ch. 5 (Cropland), Table 5.5";
const T62 = "IPCC 2019 Refinement, Vol. 4 Ch. 6 (Grassland), Table 6.2";
const T23 =
  "IPCC 2019 Refinement, Vol. 4 Ch. 2, Table 2.3 (mineral soils, 0–30 cm), from version 2, as transcribed in the HESTIA engine's hestia_earth/models/ipcc2019/organicCarbonPerHa_tier_1.py (_SOC_REFS); version 1 had the IPCC 2006 Table 2.3 value";
/** The public transcription each 2019 factor was checked against (decision 0154). */
const HESTIA_T55 =
  "checked against the HESTIA engine's hestia_earth/models/ipcc2019/organicCarbonPerHa_tier_1.py";

const FACTOR = { unit: "factor (dimensionless)", min: 0, minExclusive: true, max: 3 } as const;

type PerClimate = Record<Climate, number>;

interface ClimateFactor {
  name: string;
  label: string;
  group: string;
  source: string;
  values: PerClimate;
}

const CROPLAND_FACTORS: ClimateFactor[] = [
  {
    name: "cropFLuLongTermCultivated",
    label: "F_LU long-term cultivated",
    group: "Cropland stock-change factors",
    source: `${T55}, long-term cultivated: warm temperate dry 0.76, warm temperate moist 0.69, tropical dry 0.92 (version 1 had the cool-temperate 0.77 / 0.70); ${HESTIA_T55} (_LAND_USE_FACTORS, annual crops)`,
    values: { warmTemperateDry: 0.77, warmTemperateMoist: 0.7, tropicalDry: 0.92 },
  },
  {
    name: "cropFMgReducedTillage",
    label: "F_MG reduced tillage",
    group: "Cropland stock-change factors",
    source: `${T55}, reduced tillage: warm temperate dry 0.99, moist 1.05, tropical dry 0.99 (version 1 had the cool-temperate 0.98 / 1.04); ${HESTIA_T55} (_MANAGEMENT_FACTORS)`,
    values: { warmTemperateDry: 0.98, warmTemperateMoist: 1.04, tropicalDry: 0.99 },
  },
  {
    name: "cropFMgNoTill",
    label: "F_MG no-till",
    group: "Cropland stock-change factors",
    source: `${T55}, no-till: warm temperate dry 1.04, moist 1.10, tropical dry 1.04 (version 1 had the cool-temperate 1.03 / 1.09); ${HESTIA_T55} (_MANAGEMENT_FACTORS)`,
    values: { warmTemperateDry: 1.03, warmTemperateMoist: 1.09, tropicalDry: 1.04 },
  },
  {
    name: "cropFILow",
    label: "F_I low input",
    group: "Cropland stock-change factors",
    source: `${T55}, low input: 0.95 / 0.92 / 0.95; ${HESTIA_T55} (_CARBON_INPUT_FACTORS)`,
    values: { warmTemperateDry: 0.95, warmTemperateMoist: 0.92, tropicalDry: 0.95 },
  },
  {
    name: "cropFIHighNoManure",
    label: "F_I high input without manure",
    group: "Cropland stock-change factors",
    source: `${T55}, high input without manure: 1.04 / 1.11 / 1.04; ${HESTIA_T55} (_CARBON_INPUT_FACTORS)`,
    values: { warmTemperateDry: 1.04, warmTemperateMoist: 1.11, tropicalDry: 1.04 },
  },
  {
    name: "cropFIHighWithManure",
    label: "F_I high input with manure",
    group: "Cropland stock-change factors",
    source: `${T55}, high input with manure: 1.37 / 1.44 / 1.37; ${HESTIA_T55} (_CARBON_INPUT_FACTORS)`,
    values: { warmTemperateDry: 1.37, warmTemperateMoist: 1.44, tropicalDry: 1.37 },
  },
  {
    name: "grassFMgModeratelyDegraded",
    label: "F_MG moderately degraded grassland",
    group: "Grassland stock-change factors",
    source: `${T62}, moderately degraded: 0.90 in every climate (version 1 had the IPCC 2006 0.95 / 0.97); ${HESTIA_T55} (_MANAGEMENT_FACTORS, high-intensity grazing). Read by the earnings checker only`,
    values: { warmTemperateDry: 0.95, warmTemperateMoist: 0.95, tropicalDry: 0.97 },
  },
  {
    name: "grassFMgImproved",
    label: "F_MG improved grassland",
    group: "Grassland stock-change factors",
    source: `${T62}, improved grassland (temperate 1.14, tropical 1.17); ${HESTIA_T55} (_MANAGEMENT_FACTORS)`,
    values: { warmTemperateDry: 1.14, warmTemperateMoist: 1.14, tropicalDry: 1.17 },
  },
];

/** The key of a per-climate factor: cropFMgNoTill_warmTemperateDry. */
export const climateKey = (name: string, climate: Climate) => `${name}_${climate}`;
export const socRefKey = (climate: Climate, soil: SoilClass) => `socRef_${climate}_${soil}`;

const SOC_REF: Record<Climate, Record<SoilClass, number>> = {
  warmTemperateDry: { hac: 38, lac: 24, sandy: 19 },
  warmTemperateMoist: { hac: 88, lac: 63, sandy: 34 },
  tropicalDry: { hac: 38, lac: 35, sandy: 31 },
};

const FIXED_FACTORS: {
  key: string;
  label: string;
  group: string;
  source: string;
  value: number;
}[] = [
  {
    key: "cropFMgFullTillage",
    label: "F_MG full tillage (all climates)",
    group: "Cropland stock-change factors",
    source: `${T55}, full tillage: 1 by definition (the reference management)`,
    value: 1,
  },
  {
    key: "cropFIMedium",
    label: "F_I medium input (all climates)",
    group: "Cropland stock-change factors",
    source: `${T55}, medium input: 1 by definition (the reference input)`,
    value: 1,
  },
  {
    key: "grassFLu",
    label: "F_LU grassland (all climates)",
    group: "Grassland stock-change factors",
    source: `${T62}, all grassland: 1`,
    value: 1,
  },
  {
    key: "grassFMgNominal",
    label: "F_MG nominally managed grassland (all climates)",
    group: "Grassland stock-change factors",
    source: `${T62}, nominally managed (non-degraded): 1`,
    value: 1,
  },
  {
    key: "grassFMgSeverelyDegraded",
    label: "F_MG severely degraded grassland (all climates)",
    group: "Grassland stock-change factors",
    source: `${T62}, severely degraded: 0.7; ${HESTIA_T55}`,
    value: 0.7,
  },
  {
    key: "grassFIMedium",
    label: "F_I improved grassland, medium input (all climates)",
    group: "Grassland stock-change factors",
    source: `${T62}, input factor, medium: 1`,
    value: 1,
  },
  {
    key: "grassFIHigh",
    label: "F_I improved grassland, high input (all climates)",
    group: "Grassland stock-change factors",
    source: `${T62}, input factor, high (one or more management improvements): 1.11; ${HESTIA_T55} (_CARBON_INPUT_FACTORS)`,
    value: 1.11,
  },
];

const soilCarbonFields: ConstantField[] = [
  ...FIXED_FACTORS.map((f): ConstantField => ({
    key: f.key,
    label: f.label,
    group: f.group,
    ...FACTOR,
    source: f.source,
  })),
  ...CROPLAND_FACTORS.flatMap((f) =>
    CLIMATES.map((climate): ConstantField => ({
      key: climateKey(f.name, climate),
      label: `${f.label}, ${CLIMATE_LABELS[climate]}`,
      group: f.group,
      ...FACTOR,
      source: f.source,
    })),
  ),
  ...CLIMATES.flatMap((climate) =>
    SOIL_CLASSES.map((soil): ConstantField => ({
      key: socRefKey(climate, soil),
      label: `SOC_REF ${CAP(CLIMATE_LABELS[climate])}, ${SOIL_CLASS_LABELS[soil]} soil`,
      group: "Reference soil organic carbon stocks (0–30 cm)",
      unit: "t C per ha",
      min: 0,
      minExclusive: true,
      max: 500,
      source: T23,
    })),
  ),
  {
    key: "periodYears",
    label: "Default period D",
    group: "Method",
    unit: "years",
    min: 1,
    max: 100,
    integer: true,
    source:
      "IPCC 2006 Guidelines Vol. 4 Ch. 2, Equation 2.25 (D = 20 years, kept in the 2019 Refinement)",
  },
  {
    key: "depthCm",
    label: "Depth of the stock",
    group: "Method",
    unit: "cm",
    min: 1,
    max: 300,
    integer: true,
    source: "IPCC 2006 Guidelines Vol. 4 Ch. 2, §2.3.3.1 (Tier 1 counts the top 30 cm)",
  },
];

const soilCarbonDefaults: Record<string, ConstantValue> = Object.fromEntries([
  ...FIXED_FACTORS.map((f) => [f.key, f.value]),
  ...CROPLAND_FACTORS.flatMap((f) =>
    CLIMATES.map((climate) => [climateKey(f.name, climate), f.values[climate]]),
  ),
  ...CLIMATES.flatMap((climate) =>
    SOIL_CLASSES.map((soil) => [socRefKey(climate, soil), SOC_REF[climate][soil]]),
  ),
  ["periodYears", 20],
  ["depthCm", 30],
]);

// ---------------------------------------------------------------------------------------------
// Emissions (IPCC 2019 Refinement Vol. 4 Ch. 10 and 11; IPCC AR6 GWP-100)

const ENTERIC =
  "IPCC 2019 Refinement Vol. 4 Ch. 10, Table 10.11 (Africa), high-productivity column from version 2 (dairy 86, other cattle 60; low productivity about 65 / 48): a programme assumption for South African commercial and emerging herds, and the weakest-evidenced values of the set (see docs/calculation-constants.md); version 1 had the IPCC 2006 Table 10.11 values 40 / 31";
const ENTERIC_OTHER =
  "IPCC 2006 Guidelines Vol. 4 Ch. 10, Table 10.10 (developing countries); the 2019 Refinement revised Table 10.10 by productivity system";
const T111 = "IPCC 2019 Refinement, Vol. 4 Ch. 11, Table 11.1 (aggregated default)";
const T111_CLIMATE = "IPCC 2019 Refinement, Vol. 4 Ch. 11, Table 11.1 (disaggregated by climate)";
const T113_CLIMATE = "IPCC 2019 Refinement, Vol. 4 Ch. 11, Table 11.3 (disaggregated by climate)";
const BY_CLIMATE =
  "warm temperate moist counts as a wet climate, warm temperate dry and tropical dry as dry; empty (version 1): the aggregated value applies";
const T113 = "IPCC 2019 Refinement, Vol. 4 Ch. 11, Table 11.3 (aggregated default)";
const AR6 = "IPCC AR6 WG I (2021), Ch. 7, Table 7.15, GWP-100";

const KG_CH4 = "kg CH4 per head per year";
const N2O_N = "kg N2O-N per kg N";
const FRACTION = { unit: "fraction (0–1)", min: 0, max: 1 } as const;

const emissionsFields: ConstantField[] = [
  {
    key: "entericCh4DairyCattle",
    label: "Enteric CH4, dairy cattle",
    group: "Enteric methane",
    unit: KG_CH4,
    min: 0,
    max: 500,
    source: ENTERIC,
    toVerify: true,
  },
  {
    key: "entericCh4OtherCattle",
    label: "Enteric CH4, other (beef) cattle",
    group: "Enteric methane",
    unit: KG_CH4,
    min: 0,
    max: 500,
    source: ENTERIC,
    toVerify: true,
  },
  {
    key: "entericCh4Sheep",
    label: "Enteric CH4, sheep",
    group: "Enteric methane",
    unit: KG_CH4,
    min: 0,
    max: 100,
    source: ENTERIC_OTHER,
    toVerify: true,
  },
  {
    key: "entericCh4Goats",
    label: "Enteric CH4, goats",
    group: "Enteric methane",
    unit: KG_CH4,
    min: 0,
    max: 100,
    source: ENTERIC_OTHER,
    toVerify: true,
  },
  {
    key: "entericCh4Pigs",
    label: "Enteric CH4, pigs",
    group: "Enteric methane",
    unit: KG_CH4,
    min: 0,
    max: 100,
    source: ENTERIC_OTHER,
    toVerify: true,
  },
  {
    key: "n2oEf1Synthetic",
    label: "EF1, N2O from synthetic fertiliser N",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    source: `${T111}, EF1 = 0.010: used where the climate's own EF1 below is empty`,
  },
  {
    key: "n2oEf1Synthetic_wetClimate",
    label: "EF1, synthetic fertiliser N, wet climates",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    nullable: true,
    source: `${T111_CLIMATE}, EF1 synthetic fertiliser inputs in wet climates = 0.016 (${BY_CLIMATE})`,
  },
  {
    key: "n2oEf1Synthetic_dryClimate",
    label: "EF1, N inputs, dry climates",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    nullable: true,
    source: `${T111_CLIMATE}, EF1 all N inputs in dry climates = 0.005 (${BY_CLIMATE})`,
  },
  {
    key: "n2oEf3PrpCattlePigsPoultry",
    label: "EF3PRP, urine and dung on pasture: cattle, pigs, poultry",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    source: `${T111}, EF3PRP,CPP`,
    toVerify: true,
  },
  {
    key: "n2oEf3PrpSheepOther",
    label: "EF3PRP, urine and dung on pasture: sheep and other animals",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    source: `${T111}, EF3PRP,SO`,
    toVerify: true,
  },
  {
    key: "n2oEf4Volatilisation",
    label: "EF4, N2O from volatilised and redeposited N",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    source: `${T113}, EF4 = 0.010: used where the climate's own EF4 below is empty`,
  },
  {
    key: "n2oEf4Volatilisation_wetClimate",
    label: "EF4, volatilised and redeposited N, wet climates",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    nullable: true,
    source: `${T113_CLIMATE}, EF4 wet climates = 0.014 (${BY_CLIMATE})`,
  },
  {
    key: "n2oEf4Volatilisation_dryClimate",
    label: "EF4, volatilised and redeposited N, dry climates",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    nullable: true,
    source: `${T113_CLIMATE}, EF4 dry climates = 0.005 (${BY_CLIMATE})`,
  },
  {
    key: "n2oEf5Leaching",
    label: "EF5, N2O from leached and run-off N",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: N2O_N,
    source: `${T113}, EF5`,
    toVerify: true,
  },
  {
    key: "fracGasf",
    label: "FracGASF, synthetic N volatilised",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: "kg N per kg N applied",
    source: `${T113}, FracGASF`,
    toVerify: true,
  },
  {
    key: "fracGasm",
    label: "FracGASM, organic and PRP N volatilised",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: "kg N per kg N applied or deposited",
    source: `${T113}, FracGASM`,
    toVerify: true,
  },
  {
    key: "fracLeach",
    label: "FracLEACH-(H), N lost by leaching and run-off",
    group: "Nitrous oxide",
    ...FRACTION,
    unit: "kg N per kg N added",
    source: `${T113}, FracLEACH-(H) (wet climates only)`,
    toVerify: true,
  },
  {
    key: "gwpCh4",
    label: "GWP of CH4",
    group: "Global warming potentials",
    unit: "kg CO2e per kg CH4",
    min: 0,
    minExclusive: true,
    max: 1000,
    source: `${AR6}: CH4 (non-fossil) 27`,
  },
  {
    key: "gwpN2o",
    label: "GWP of N2O",
    group: "Global warming potentials",
    unit: "kg CO2e per kg N2O",
    min: 0,
    minExclusive: true,
    max: 1000,
    source: `${AR6}: N2O 273`,
  },
];

const emissionsDefaults: Record<string, ConstantValue> = {
  entericCh4DairyCattle: 40,
  entericCh4OtherCattle: 31,
  entericCh4Sheep: 5,
  entericCh4Goats: 5,
  entericCh4Pigs: 1,
  n2oEf1Synthetic: 0.01,
  n2oEf1Synthetic_wetClimate: null,
  n2oEf1Synthetic_dryClimate: null,
  n2oEf3PrpCattlePigsPoultry: 0.004,
  n2oEf3PrpSheepOther: 0.003,
  n2oEf4Volatilisation: 0.01,
  n2oEf4Volatilisation_wetClimate: null,
  n2oEf4Volatilisation_dryClimate: null,
  n2oEf5Leaching: 0.011,
  fracGasf: 0.11,
  fracGasm: 0.21,
  fracLeach: 0.24,
  gwpCh4: 27,
  gwpN2o: 273,
};

/** EF1 and EF4 by climate: both climates or neither (empty: the aggregated value, version 1). */
const emissionsRules: CrossRule[] = ["n2oEf1Synthetic", "n2oEf4Volatilisation"].flatMap((name) =>
  (["wetClimate", "dryClimate"] as const).map((climate) => ({
    key: `${name}_${climate}`,
    message:
      "Give both the wet- and the dry-climate value, or leave both empty for the aggregated one.",
    holds: (v: ConstantValues) =>
      ((v[`${name}_wetClimate`] ?? null) === null) === ((v[`${name}_dryClimate`] ?? null) === null),
  })),
);

/**
 * An emission factor the 2019 Refinement gives by climate (EF1, EF4): the climate's value where
 * the version has one, else the aggregated value (version 1 has none, so it calculates as it
 * always did). Warm temperate moist is the wet climate of decision 0090's three.
 */
export function climateEmissionFactor(
  values: ConstantValues,
  name: "n2oEf1Synthetic" | "n2oEf4Volatilisation",
  climate: Climate,
): number {
  const own = values[`${name}_${climate === "warmTemperateMoist" ? "wetClimate" : "dryClimate"}`];
  return typeof own === "number" ? own : requireConstant(values, name);
}

// ---------------------------------------------------------------------------------------------
// Credits and earnings (Verra VM0042 deductions; programme assumptions)

const ASSUMPTION = "Programme assumption";

const creditsFields: ConstantField[] = [
  {
    key: "uncertaintyDeduction",
    label: "Uncertainty deduction",
    group: "Deductions",
    ...FRACTION,
    source: `${ASSUMPTION}: VM0042 v2.0/2.1 deducts for the uncertainty a project measures (its uncertainty section); before a project has measured it, estimates deduct 15 % (${TO_VERIFY} per project)`,
  },
  {
    key: "bufferFraction",
    label: "Non-permanence buffer",
    group: "Deductions",
    ...FRACTION,
    source:
      "Programme assumption until the project's own risk assessment: Verra's AFOLU Non-Permanence Risk Tool (v4.2, required since 1 January 2024, as VM0042 requires) sets the buffer contribution from the project's risk rating; v4.1 raised the minimum withholdings above the earlier tool's 10 % floor. 15 % is assumed, above those minimums; the project's Non-Permanence Risk Report replaces it",
  },
  {
    key: "leakageDeduction",
    label: "Leakage deduction",
    group: "Deductions",
    ...FRACTION,
    source: `${ASSUMPTION}: VM0042 v2.0 accounts leakage from productivity decline and displaced livestock or manure; a conservative 5 % allowance until a project assesses it`,
  },
  {
    key: "carbonPriceZarPerTco2e",
    label: "Carbon price",
    group: "Earnings",
    unit: "R per t CO2e",
    min: 0,
    max: 100_000,
    source: `${ASSUMPTION}: no published price for South African soil-carbon credits; R300, about US$16 at R18.50 to the dollar, within the range voluntary-market nature-based removal credits traded at in 2024–2025`,
  },
  {
    key: "farmerShare",
    label: "Farmer's share of the credit income",
    group: "Earnings",
    ...FRACTION,
    source: `${ASSUMPTION}: the programme's offer to farmers, 70 % of the income from the credits issued for their land; set by the programme's contract, not by a standard`,
  },
];

const creditsDefaults: Record<string, ConstantValue> = {
  uncertaintyDeduction: 0.15,
  bufferFraction: 0.15,
  leakageDeduction: 0.05,
  carbonPriceZarPerTco2e: 300,
  farmerShare: 0.7,
};

const creditsRules: CrossRule[] = [
  {
    key: "leakageDeduction",
    message: "The deductions together must be less than 1, or nothing is left to credit.",
    holds: (v) =>
      (v.uncertaintyDeduction ?? 0) + (v.bufferFraction ?? 0) + (v.leakageDeduction ?? 0) < 1,
  },
];

// ---------------------------------------------------------------------------------------------
// The sets

export const CONSTANT_SETS: Readonly<Record<ConstantType, ConstantSet>> = {
  livestock: {
    type: "livestock",
    label: "Livestock units",
    description:
      "The livestock-unit factor of each herd type and frame size (eLSU), and the weight classes of the frame sizes.",
    fields: livestockFields,
    defaults: livestockDefaults,
    rules: livestockRules,
  },
  soilCarbon: {
    type: "soilCarbon",
    label: "Soil carbon",
    description:
      "IPCC Tier 1 stock-change factors for cropland and grassland by climate, reference soil carbon stocks by climate and soil, and the method's period and depth.",
    fields: soilCarbonFields,
    defaults: soilCarbonDefaults,
  },
  emissions: {
    type: "emissions",
    label: "Emissions",
    description:
      "Enteric methane of livestock, nitrous oxide from fertiliser and from dung and urine on pasture, and the global warming potentials that turn them into CO2e.",
    fields: emissionsFields,
    defaults: emissionsDefaults,
    rules: emissionsRules,
  },
  credits: {
    type: "credits",
    label: "Credits and earnings",
    description:
      "The deductions between a soil-carbon estimate and the credits issued, the carbon price in rand and the farmer's share.",
    fields: creditsFields,
    defaults: creditsDefaults,
    rules: creditsRules,
  },
};

/** The fields of a set in their groups, in order. */
export function fieldGroups(type: ConstantType): { group: string; fields: ConstantField[] }[] {
  const groups: { group: string; fields: ConstantField[] }[] = [];
  for (const field of CONSTANT_SETS[type].fields) {
    const last = groups.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else {
      const existing = groups.find((g) => g.group === field.group);
      if (existing) existing.fields.push(field);
      else groups.push({ group: field.group, fields: [field] });
    }
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Validation

/** The sentence for a value outside a field's range. */
export function rangeMessage(field: ConstantField): string {
  const unit = field.integer ? "a whole number" : "a number";
  if (field.minExclusive) return `Enter ${unit} above ${field.min} and at most ${field.max}.`;
  return `Enter ${unit} from ${field.min} to ${field.max}.`;
}

/** The sentence for a value that is missing or not a number. */
export const VALUE_REQUIRED = "Enter a number.";

/** Whether a finite number is in a field's range (and whole where it must be). */
export function inFieldRange(field: ConstantField, n: number): boolean {
  return (
    (field.minExclusive ? n > field.min : n >= field.min) &&
    n <= field.max &&
    (!field.integer || Number.isInteger(n))
  );
}

/**
 * What is wrong with one value of a field (null: nothing), the same sentence as the saved
 * version's schema (values-schema.ts) gives. Plain code, so the constants form's rules carry no
 * zod into the browser (issue 30's budget, decision 0156).
 */
export function valueProblem(field: ConstantField, value: unknown): string | null {
  if (value === null && field.nullable) return null;
  if (typeof value !== "number" || !Number.isFinite(value)) return VALUE_REQUIRED;
  return inFieldRange(field, value) ? null : rangeMessage(field);
}

/** The rules across a set's fields that its values break, by the key they are shown beside. */
export function crossRuleProblems(
  type: ConstantType,
  values: ConstantValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const rule of CONSTANT_SETS[type].rules ?? []) {
    if (!rule.holds(values)) problems[rule.key] ??= rule.message;
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Diff

export interface ConstantChange {
  key: string;
  label: string;
  unit: string;
  from: ConstantValue | undefined;
  to: ConstantValue | undefined;
}

/** Each key whose value differs between two versions' values, in the set's order. */
export function diffConstantValues(
  type: ConstantType,
  from: Readonly<Record<string, unknown>>,
  to: Readonly<Record<string, unknown>>,
): ConstantChange[] {
  const fields = CONSTANT_SETS[type].fields;
  const known = new Set(fields.map((f) => f.key));
  const extra = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (key) => !known.has(key),
  );
  const asValue = (v: unknown): ConstantValue | undefined =>
    typeof v === "number" ? v : v === null ? null : undefined;
  return [
    ...fields.map((f) => ({ key: f.key, label: f.label, unit: f.unit })),
    ...extra.map((key) => ({ key, label: key, unit: "" })),
  ]
    .map((f) => ({ ...f, from: asValue(from[f.key]), to: asValue(to[f.key]) }))
    .filter((change) => change.from !== change.to);
}

// ---------------------------------------------------------------------------------------------
// Readers for the calculations

export type LivestockUnitFactorTable = Record<
  FactorType,
  { small: number; medium: number; large: number } | null
>;

/** spec §9's factor table from a livestock version's values; a row without all three is null. */
export function livestockFactorTable(values: ConstantValues): LivestockUnitFactorTable {
  return Object.fromEntries(
    FACTOR_ROWS.map((row) => {
      const [small, medium, large] = SIZES.map((s) => values[factorKey(row.type, s)]);
      const complete = [small, medium, large].every((v) => typeof v === "number");
      return [row.type, complete ? { small: small!, medium: medium!, large: large! } : null];
    }),
  ) as LivestockUnitFactorTable;
}

export type SizeClassesKg = Record<HerdType, { small: string; medium: string; large: string }>;

/** spec §9's size classes ('250–399', '700+') from a livestock version's values. */
export function sizeClassesKg(values: ConstantValues): SizeClassesKg {
  const row = (key: string) => {
    const [small, medium, large] = SIZES.map((s) => values[sizeKey(key, s)] ?? 0);
    return {
      small: `${small}–${medium! - 1}`,
      medium: `${medium}–${large! - 1}`,
      large: `${large}+`,
    };
  };
  return {
    beef: row("beefDairy"),
    dairy: row("beefDairy"),
    sheep: row("sheep"),
    goats: row("goats"),
    pigs: row("pigs"),
  };
}

/** A value of a version by key, for the calculations: a number, or an error naming the key. */
export function requireConstant(values: ConstantValues, key: string): number {
  const value = values[key];
  if (typeof value !== "number") throw new Error(`The constants have no value for ${key}.`);
  return value;
}

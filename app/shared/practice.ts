// The vocabulary of the implementation plan and practice data (spec §3 'Grazing event',
// 'Livestock numbers', 'Herd', 'Fertilizer input', 'Programme link fields', 'Other records' (pd
// overrides); §9 'Livestock unit factors', 'Size classes'; issue 15; decision 0073). Shared by the
// table definitions, the rules, the pages and the API. Imports nothing.

/** spec §3 'Herd': the species a herd can be. */
export const HERD_TYPES = ["beef", "dairy", "sheep", "goats", "pigs"] as const;
export type HerdType = (typeof HERD_TYPES)[number];

/** spec §3 'Herd': 'Livestock-unit factors also list broiler chickens and laying chickens.' */
export const FACTOR_TYPES = [...HERD_TYPES, "broilerChickens", "layingChickens"] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

export const HERD_TYPE_LABELS: Record<FactorType, string> = {
  beef: "Beef cattle",
  dairy: "Dairy cattle",
  sheep: "Sheep",
  goats: "Goats",
  pigs: "Pigs",
  broilerChickens: "Broiler chickens",
  layingChickens: "Laying chickens",
};

/** spec §3 'Frame size options: value (small, medium, large or other)'. */
export const FRAME_SIZES = ["small", "medium", "large", "other"] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];

// spec §9's livestock-unit factors and size classes are constants, read from the version in
// force (app/services/constants/in-force.server.ts; issue 32), never from a table here.

/** spec §3 'Fertilizer input' npkType. */
export const NPK_TYPES = ["npk", "nutrient"] as const;
export type NpkType = (typeof NPK_TYPES)[number];

/**
 * The practices a plan can commit a field to (issue 15; decision 0073), from what regenerative
 * and soil-carbon programmes (VM0042's practice changes) credit.
 */
export const PRACTICES = [
  "adaptiveGrazing",
  "restPeriods",
  "coverCrops",
  "reducedTillage",
  "noTillage",
  "residueRetention",
  "compost",
  "manure",
  "reducedFertiliser",
  "cropDiversification",
] as const;
export type Practice = (typeof PRACTICES)[number];

export const PRACTICE_LABELS: Record<Practice, string> = {
  adaptiveGrazing: "Planned (adaptive) grazing",
  restPeriods: "Rest periods for the veld",
  coverCrops: "Cover crops",
  reducedTillage: "Reduced tillage",
  noTillage: "No tillage",
  residueRetention: "Crop residue retention",
  compost: "Compost",
  manure: "Manure",
  reducedFertiliser: "Less synthetic fertiliser",
  cropDiversification: "Crop diversification and rotation",
};

/**
 * spec §3 'Programme link fields' programmeTarget: what a practice's timing is linked to; 'none'
 * means no link (the practice has its own date).
 */
export const PROGRAMME_TARGETS = [
  "none",
  "seasonStart",
  "firstRains",
  "planting",
  "harvest",
] as const;
export type ProgrammeTarget = (typeof PROGRAMME_TARGETS)[number];

export const PROGRAMME_TARGET_LABELS: Record<ProgrammeTarget, string> = {
  none: "No link: its own date",
  seasonStart: "the start of the season",
  firstRains: "the first rains",
  planting: "planting",
  harvest: "harvest",
};

/** spec §3 programmeLinkDirection: 'tandem, on, or another direction word' (before, after). */
export const PROGRAMME_LINK_DIRECTIONS = ["tandem", "on", "before", "after"] as const;
export type ProgrammeLinkDirection = (typeof PROGRAMME_LINK_DIRECTIONS)[number];

/** How a field was used in a season (the crop journey; decision 0073). */
export const LAND_USES = ["cropland", "grazing", "mixed", "fallow"] as const;
export type LandUse = (typeof LAND_USES)[number];

export const LAND_USE_LABELS: Record<LandUse, string> = {
  cropland: "Cropland",
  grazing: "Grazing (veld or pasture)",
  mixed: "Crops and grazing",
  fallow: "Fallow",
};

/** Tillage in a season (the crop journey). */
export const TILLAGE_TYPES = ["conventional", "reduced", "none"] as const;
export type TillageType = (typeof TILLAGE_TYPES)[number];

export const TILLAGE_LABELS: Record<TillageType, string> = {
  conventional: "Conventional (ploughed or disced)",
  reduced: "Reduced tillage",
  none: "No tillage",
};

/** What happened to crop residues in a season (the crop journey). */
export const RESIDUE_TYPES = ["retained", "grazed", "removed", "burnt", "notApplicable"] as const;
export type ResidueType = (typeof RESIDUE_TYPES)[number];

export const RESIDUE_LABELS: Record<ResidueType, string> = {
  retained: "Left on the field",
  grazed: "Grazed",
  removed: "Baled or removed",
  burnt: "Burnt",
  notApplicable: "No crop residues",
};

/** Records an admin can correct (spec §3 'Other records': pd overrides; decision 0073). */
export const OVERRIDE_RECORD_TYPES = ["livestock", "grazing", "fertiliser"] as const;
export type OverrideRecordType = (typeof OVERRIDE_RECORD_TYPES)[number];

/** The numeric values of each record an override may correct. */
export const OVERRIDABLE_VALUES: Record<OverrideRecordType, readonly string[]> = {
  livestock: ["mature", "juvenile"],
  grazing: ["hoursOnField"],
  fertiliser: ["applicationRate", "nutrientPercent", "nitrogen", "phosphorus", "potassium"],
};

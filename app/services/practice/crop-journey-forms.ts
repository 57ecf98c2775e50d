// The crop journey's season grid (spec §7 'POST crop journey'; issue 15; decision 0076): one
// row per field included in the season, posted as rows[i].fieldId, rows[i].landUse,
// rows[i].crops (the crops grown, comma separated), rows[i].cover (an optional cover crop),
// rows[i].tillage and rows[i].residue. A row left entirely empty is 'not recorded'; a row with
// any value needs its land use, and cropland needs its tillage. Pure: the action, the API and
// the page share the rules and the messages.
import { isUuid } from "~/shared/ids";
import {
  LAND_USES,
  RESIDUE_TYPES,
  TILLAGE_TYPES,
  type LandUse,
  type ResidueType,
  type TillageType,
} from "~/shared/practice";
import { unstorableTextReason } from "~/shared/text";

export const MAX_CROPS = 12;
export const MAX_CROP_LENGTH = 60;
/** More rows than any organisation has fields in a season: a bigger post is refused. */
export const MAX_ROWS = 2000;

export const CROP_JOURNEY_MESSAGES = {
  landUse: (field: string) => `Choose how ${field} was used this season.`,
  landUseUnknown: "Choose one of the land uses in the list.",
  tillage: (field: string) =>
    `Choose the tillage on ${field}: cropland and mixed fields are tilled conventionally, with reduced tillage or not at all.`,
  tillageUnknown: "Choose one of the tillage types in the list.",
  residueUnknown: "Choose one of the residue options in the list.",
  tooManyCrops: `Enter at most ${MAX_CROPS} crops, separated by commas.`,
  cropTooLong: `Each crop's name may be at most ${MAX_CROP_LENGTH} characters.`,
  cropUnstorable: "Remove the unusual characters from the crop names.",
  coverTooLong: `The cover crop's name may be at most ${MAX_CROP_LENGTH} characters.`,
  tooManyRows: "The form has more rows than this season has fields. Reload the page and try again.",
} as const;

/** One field's season as the services take it (the grid's row, or the API's entry). */
export interface CropJourneyInput {
  fieldId: string;
  landUse: LandUse | null;
  crops: { id?: string | null | undefined; crop: string; cover: boolean }[];
  tillage: TillageType | null;
  residue: ResidueType | null;
}

/** A row as posted, kept as typed so a refused form shows it again. */
export interface CropJourneyRowValues {
  landUse: string;
  crops: string;
  cover: string;
  tillage: string;
  residue: string;
}

export const EMPTY_ROW: CropJourneyRowValues = {
  landUse: "",
  crops: "",
  cover: "",
  tillage: "",
  residue: "",
};

/** 'Maize, soybeans;  wheat' → ['Maize', 'soybeans', 'wheat'] (blank and repeated dropped). */
export function splitCrops(text: string): string[] {
  const seen = new Set<string>();
  const crops: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const crop = part.replace(/\s+/g, " ").trim();
    if (!crop || seen.has(crop.toLowerCase())) continue;
    seen.add(crop.toLowerCase());
    crops.push(crop);
  }
  return crops;
}

/** The grid's row values of a stored crop journey. */
export function rowValuesOf(journey: {
  landUse: string;
  crops: readonly { crop: string; cover: boolean }[];
  tillage: string | null;
  residue: string | null;
}): CropJourneyRowValues {
  return {
    landUse: journey.landUse,
    crops: journey.crops
      .filter((c) => !c.cover)
      .map((c) => c.crop)
      .join(", "),
    cover: journey.crops
      .filter((c) => c.cover)
      .map((c) => c.crop)
      .join(", "),
    tillage: journey.tillage ?? "",
    residue: journey.residue ?? "",
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** True when the entry records nothing: the field's season is 'not recorded'. */
export function isEmptyEntry(entry: CropJourneyInput): boolean {
  return !entry.landUse && entry.crops.length === 0 && !entry.tillage && !entry.residue;
}

/**
 * The problems of one entry, keyed by its value's name (landUse, crops, cover, tillage,
 * residue); `fieldName` names the field in the messages.
 */
export function cropJourneyErrors(
  entry: CropJourneyInput,
  fieldName: string,
): Partial<Record<keyof CropJourneyRowValues, string>> {
  const errors: Partial<Record<keyof CropJourneyRowValues, string>> = {};
  if (isEmptyEntry(entry)) return errors;
  if (!entry.landUse) errors.landUse = CROP_JOURNEY_MESSAGES.landUse(fieldName);
  if (!entry.tillage && (entry.landUse === "cropland" || entry.landUse === "mixed")) {
    errors.tillage = CROP_JOURNEY_MESSAGES.tillage(fieldName);
  }
  const main = entry.crops.filter((c) => !c.cover);
  const cover = entry.crops.filter((c) => c.cover);
  if (main.length > MAX_CROPS) errors.crops = CROP_JOURNEY_MESSAGES.tooManyCrops;
  else if (main.some((c) => c.crop.length > MAX_CROP_LENGTH)) {
    errors.crops = CROP_JOURNEY_MESSAGES.cropTooLong;
  } else if (main.some((c) => unstorableTextReason(c.crop) || !c.crop.trim())) {
    errors.crops = CROP_JOURNEY_MESSAGES.cropUnstorable;
  }
  if (cover.length > MAX_CROPS) errors.cover = CROP_JOURNEY_MESSAGES.tooManyCrops;
  else if (cover.some((c) => c.crop.length > MAX_CROP_LENGTH)) {
    errors.cover = CROP_JOURNEY_MESSAGES.coverTooLong;
  } else if (cover.some((c) => unstorableTextReason(c.crop) || !c.crop.trim())) {
    errors.cover = CROP_JOURNEY_MESSAGES.cropUnstorable;
  }
  return errors;
}

/** A row of the grid as the service's entry (unknown choices become errors in readGridRow). */
function entryOfRow(fieldId: string, row: CropJourneyRowValues): CropJourneyInput {
  return {
    fieldId,
    landUse: isOneOf(LAND_USES, row.landUse) ? row.landUse : null,
    crops: [
      ...splitCrops(row.crops).map((crop) => ({ crop, cover: false })),
      ...splitCrops(row.cover).map((crop) => ({ crop, cover: true })),
    ],
    tillage: isOneOf(TILLAGE_TYPES, row.tillage) ? row.tillage : null,
    residue: isOneOf(RESIDUE_TYPES, row.residue) ? row.residue : null,
  };
}

export interface GridReading {
  /** Every posted row as typed, by field id (what a refused form shows again). */
  values: Record<string, CropJourneyRowValues>;
  entries: CropJourneyInput[];
  /** Errors by posted name ('rows[3].landUse'), in the grid's order; empty when it passes. */
  errors: Record<string, string>;
  /** Index of each field's row, for the error names. */
  indexOf: Record<string, number>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Reads the grid's rows from a posted form. `fieldNames` maps the season's included fields to
 * their names (for the messages); a row for any other id is left to the service (404 / 422).
 */
export function readCropJourneyGrid(
  form: FormData,
  fieldNames: ReadonlyMap<string, string>,
): GridReading {
  const values: Record<string, CropJourneyRowValues> = {};
  const entries: CropJourneyInput[] = [];
  const errors: Record<string, string> = {};
  const indexOf: Record<string, number> = {};
  for (let i = 0; i <= MAX_ROWS; i++) {
    const fieldId = text(form, `rows[${i}].fieldId`).trim();
    if (!fieldId) {
      if (!form.has(`rows[${i}].fieldId`)) break;
      continue;
    }
    if (i === MAX_ROWS) {
      errors["rows"] = CROP_JOURNEY_MESSAGES.tooManyRows;
      break;
    }
    if (indexOf[fieldId] !== undefined) continue;
    const row: CropJourneyRowValues = {
      landUse: text(form, `rows[${i}].landUse`).trim(),
      crops: text(form, `rows[${i}].crops`),
      cover: text(form, `rows[${i}].cover`),
      tillage: text(form, `rows[${i}].tillage`).trim(),
      residue: text(form, `rows[${i}].residue`).trim(),
    };
    values[fieldId] = row;
    indexOf[fieldId] = i;
    const entry = entryOfRow(fieldId, row);
    entries.push(entry);
    const own: Record<string, string> = {};
    if (row.landUse && !entry.landUse) own.landUse = CROP_JOURNEY_MESSAGES.landUseUnknown;
    if (row.tillage && !entry.tillage) own.tillage = CROP_JOURNEY_MESSAGES.tillageUnknown;
    if (row.residue && !entry.residue) own.residue = CROP_JOURNEY_MESSAGES.residueUnknown;
    // An unknown choice is a value typed: the row is not empty then.
    const checked =
      Object.keys(own).length > 0 && isEmptyEntry(entry)
        ? {}
        : cropJourneyErrors(entry, fieldNames.get(fieldId) ?? "this field");
    for (const [name, message] of Object.entries({ ...checked, ...own })) {
      if (message) errors[`rows[${i}].${name}`] = message;
    }
  }
  return { values, entries, errors, indexOf };
}

/**
 * The stored form of an entry (line-item ids kept when they are UUIDs, else new), or null when
 * the entry is empty: the field's season is then not recorded. The entry has passed
 * cropJourneyErrors.
 */
export function cropJourneyToStored(entry: CropJourneyInput) {
  if (isEmptyEntry(entry) || !entry.landUse) return null;
  return {
    fieldId: entry.fieldId,
    landUse: entry.landUse,
    crops: entry.crops.map((c) => ({
      id: isUuid(c.id) ? c.id : crypto.randomUUID(),
      crop: c.crop.replace(/\s+/g, " ").trim(),
      cover: c.cover,
    })),
    tillage: entry.tillage,
    residue: entry.residue,
  };
}

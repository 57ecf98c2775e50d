// What one answer of a questionnaire makes impossible in another (issue 13; decision 0065): rules
// between fields, wired into the questionnaires' schemas with formRule (decision 0057), so the
// browser says so beside the field as the person types and the server refuses the same answers.
// Pure. Every check takes the values as a draft may hold them: an answer not given yet (null)
// is never reported here ('Required' is the schema's, on submit).
import { round } from "~/services/kit/format";
import { formatNumberValue } from "~/services/kit/forms/number-rules";

type Hectares = number | null;

const hectares = (value: number) =>
  `${formatNumberValue(round(value, 4), { thousandsSeparator: true })} ha`;

export interface LandAreas {
  totalHectares: Hectares;
  croplandHectares: Hectares;
  grazingHectares: Hectares;
  otherHectares: Hectares;
}

export const PART_LABELS = {
  croplandHectares: "cropland",
  grazingHectares: "grazing land",
  otherHectares: "other land",
} as const;

export function partOverTotalMessage(total: number) {
  return `This is more than the total farm area of ${hectares(total)}.`;
}

export function partsOverTotalMessage(sum: number) {
  return `Less than the cropland, grazing and other land together (${hectares(sum)}). Count land that is both cropped and grazed once, as cropland.`;
}

/**
 * The parts of the farm cannot exceed its total (viability: 1 500 ha of grazing out of 1 200 ha
 * was accepted). A part larger than the total is refused beside the part; parts that each fit
 * but add up to more than the total, beside the total. Compared to 4 decimals, so 0.1 + 0.2 ha
 * fits in 0.3 ha.
 */
export function landAreaErrors(areas: LandAreas): Partial<Record<keyof LandAreas, string>> | null {
  const total = areas.totalHectares;
  if (total === null) return null;
  const errors: Partial<Record<keyof LandAreas, string>> = {};
  let sum = 0;
  for (const name of Object.keys(PART_LABELS) as (keyof typeof PART_LABELS)[]) {
    const part = areas[name];
    if (part === null) continue;
    if (round(part, 4) > round(total, 4)) errors[name] = partOverTotalMessage(total);
    sum += part;
  }
  if (Object.keys(errors).length > 0) return errors;
  return round(sum, 4) > round(total, 4) ? { totalHectares: partsOverTotalMessage(sum) } : null;
}

/** The tillage answer that says there is no cropland (viability-questions.ts TILLAGE_OPTIONS). */
export const NO_CROPLAND_TILLAGE = "notApplicable";

export function tillageWithCroplandMessage(cropland: number) {
  return `You have ${hectares(cropland)} of cropland: choose how you prepare it.`;
}

export const TILLAGE_WITHOUT_CROPLAND =
  "You have no cropland: choose ‘Not applicable: no cropland’, or enter your cropland.";

/**
 * How the cropland is prepared, given how much there is: 'Not applicable: no cropland' with
 * cropland hectares, or a way of tilling with none, cannot both be true. Said beside the tillage.
 */
export function tillageErrors({
  croplandHectares,
  tillage,
}: {
  croplandHectares: Hectares;
  tillage: string | null;
}): { tillage?: string } | null {
  if (croplandHectares === null || tillage === null) return null;
  if (croplandHectares > 0 && tillage === NO_CROPLAND_TILLAGE)
    return { tillage: tillageWithCroplandMessage(croplandHectares) };
  if (croplandHectares === 0 && tillage !== NO_CROPLAND_TILLAGE)
    return { tillage: TILLAGE_WITHOUT_CROPLAND };
  return null;
}

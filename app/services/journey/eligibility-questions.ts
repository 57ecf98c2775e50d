// The eligibility check (spec §1 'eligibility and viability checks'; the questions are not in the
// spec: decision 0036). Modelled on how soil-carbon methodologies (Verra VM0042 'Improved
// Agricultural Land Management') decide whether land may take part: it is cropland or grassland
// today, no native ecosystem was cleared on it in the last ten years, the farmer controls it for
// the whole contract term, the farmer will change practices, and it is in no other carbon project.
import type { FormStepSpec } from "~/services/kit/forms/step-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { YES_NO_NOT_SURE } from "./questionnaire";

/** The contract term a farmer must control the land for (decision 0036). */
export const CONTRACT_TERM_YEARS = 10;

export const LAND_USE_OPTIONS = [
  { value: "cropland", label: "Cropland (annual or perennial crops)" },
  { value: "grassland", label: "Grassland or veld used for grazing" },
  { value: "mixed", label: "Both cropland and grazing land" },
  { value: "other", label: "Something else (forest, orchards, natural bush, …)" },
] as const;

export const LAND_TENURE_OPTIONS = [
  { value: "own", label: "I (or my organisation) own it" },
  { value: "lease", label: "I lease it" },
  { value: "communal", label: "Communal or tribal land" },
  { value: "other", label: "Another arrangement" },
] as const;

export const PRACTICE_OPTIONS = [
  { value: "reducedTillage", label: "Reduced or no tillage" },
  { value: "coverCrops", label: "Cover crops" },
  { value: "cropRotation", label: "More diverse crop rotations" },
  { value: "residueRetention", label: "Keeping crop residues on the land" },
  { value: "adaptiveGrazing", label: "Adaptive or planned grazing" },
  { value: "reducedFertiliser", label: "Less synthetic fertiliser" },
  { value: "organicAmendments", label: "Compost or manure" },
] as const;

export const ELIGIBILITY_FIELDS = [
  {
    name: "landUse",
    type: "dropdown",
    label: "How is the land you want to enrol used today?",
    hint: "The programme is for land that is cropland or grazing land today.",
    options: LAND_USE_OPTIONS,
  },
  {
    name: "landUseOther",
    type: "textarea",
    label: "Describe how the land is used",
    maxLength: 1000,
    visibleWhen: { field: "landUse", equals: "other" },
  },
  {
    name: "nativeConversion",
    type: "dropdown",
    label:
      "In the last ten years, was any of this land cleared of natural vegetation (veld, bush, forest or wetland) to farm it?",
    hint: "Land cleared of a natural ecosystem in the last ten years cannot be enrolled.",
    options: YES_NO_NOT_SURE,
  },
  {
    name: "landTenure",
    type: "dropdown",
    label: "How do you hold the land?",
    options: LAND_TENURE_OPTIONS,
  },
  {
    name: "leaseYearsLeft",
    type: "number",
    label: "How many years are left on your lease?",
    minValue: 0,
    maxValue: 99,
    visibleWhen: { field: "landTenure", equals: "lease" },
  },
  {
    name: "landControlForTerm",
    type: "dropdown",
    label: `Will you have the right to manage this land for the next ${CONTRACT_TERM_YEARS} years?`,
    hint: `The contract runs for ${CONTRACT_TERM_YEARS} years: you need to own the land or lease it for at least that long.`,
    options: YES_NO_NOT_SURE,
  },
  {
    name: "willingToChange",
    type: "dropdown",
    label: "Are you willing to adopt new regenerative practices on this land?",
    hint: "Credits are earned for changes in how the land is farmed, such as reduced tillage, cover crops or adaptive grazing.",
    options: YES_NO_NOT_SURE,
  },
  {
    name: "practicesConsidered",
    type: "multiselect",
    label: "Which practices would you consider?",
    optional: true,
    options: PRACTICE_OPTIONS,
  },
  {
    name: "otherCarbonProject",
    type: "dropdown",
    label: "Is any of this land already part of another carbon or biodiversity credit project?",
    hint: "The same land cannot earn credits in two projects.",
    options: YES_NO_NOT_SURE,
  },
  {
    name: "comments",
    type: "textarea",
    label: "Anything else we should know?",
    optional: true,
    maxLength: 2000,
  },
] as const satisfies readonly FieldSpec[];

/** The questions in two steps a phone can take (decision 0142): the land, then the plans. */
export const ELIGIBILITY_STEPS = [
  {
    title: "Your land",
    fields: [
      "landUse",
      "landUseOther",
      "nativeConversion",
      "landTenure",
      "leaseYearsLeft",
      "landControlForTerm",
    ],
  },
  {
    title: "Your plans",
    fields: ["willingToChange", "practicesConsidered", "otherCarbonProject", "comments"],
  },
] as const satisfies readonly FormStepSpec<(typeof ELIGIBILITY_FIELDS)[number]["name"]>[];

/**
 * Answers that do not meet a rule, for the admin deciding (they decide; these are hints).
 * An empty list means nothing stands out.
 */
export function eligibilityConcerns(answers: Record<string, unknown>): string[] {
  const concerns: string[] = [];
  if (answers.landUse === "other") concerns.push("The land is not cropland or grazing land.");
  if (answers.nativeConversion !== "no")
    concerns.push("Natural vegetation may have been cleared in the last ten years.");
  if (answers.landControlForTerm !== "yes")
    concerns.push(`Control of the land for ${CONTRACT_TERM_YEARS} years is not certain.`);
  if (
    answers.landTenure === "lease" &&
    typeof answers.leaseYearsLeft === "number" &&
    answers.leaseYearsLeft < CONTRACT_TERM_YEARS
  )
    concerns.push(`The lease has fewer than ${CONTRACT_TERM_YEARS} years left.`);
  if (answers.willingToChange !== "yes") concerns.push("Not (yet) willing to change practices.");
  if (answers.otherCarbonProject !== "no")
    concerns.push("The land may be in another carbon project.");
  return concerns;
}

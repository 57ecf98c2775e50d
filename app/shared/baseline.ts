// The baseline recorded for each person when they join (issue 18; decision 0101): what the
// programme needs to show change over time and to report on who it reaches. Shared by the
// schema, the services and the pages.

/** What the person's farming business mainly does. */
export const ENTERPRISE_TYPES = ["livestock", "crops", "mixed", "other"] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];
export const ENTERPRISE_TYPE_LABELS: Record<EnterpriseType, string> = {
  livestock: "Livestock",
  crops: "Crops",
  mixed: "Mixed crops and livestock",
  other: "Other",
};

/** How the land is held (South Africa: title, lease, communal land under traditional authority). */
export const LAND_TENURES = ["owned", "leased", "communal", "mixed"] as const;
export type LandTenure = (typeof LAND_TENURES)[number];
export const LAND_TENURE_LABELS: Record<LandTenure, string> = {
  owned: "Owned (title deed)",
  leased: "Leased",
  communal: "Communal land",
  mixed: "A mix of these",
};

/** Regenerative practice before joining. */
export const REGENERATIVE_EXPERIENCES = ["none", "some", "established"] as const;
export type RegenerativeExperience = (typeof REGENERATIVE_EXPERIENCES)[number];
export const REGENERATIVE_EXPERIENCE_LABELS: Record<RegenerativeExperience, string> = {
  none: "None yet",
  some: "Trying some practices",
  established: "Practising for three years or more",
};

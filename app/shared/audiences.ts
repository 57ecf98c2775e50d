// The audiences Veld speaks to (spec §1 'Audience labels in use'), in the spec's order: the
// landing page describes each, and sign-up asks a person which describes them best.
export const AUDIENCE_LABELS = [
  "Regenerative farmer",
  "Farmer interested in conservation practices",
  "Academia",
  "Agri-consultant",
  "Interested party",
] as const;

export type AudienceLabel = (typeof AUDIENCE_LABELS)[number];

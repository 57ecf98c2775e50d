// The vocabulary of the versioned calculation constants (issue 17; spec §1 'admins edit
// calculation constants', §6 WRITE_CONSTS = write:consts, §7 '/admin/consts/{type}',
// '/admin/consts/versions/list'; decision 0090). Shared by the table definitions, the rules, the
// pages and the API. Imports nothing.

/** The constant sets, one per kind of number a calculation uses (decision 0090). */
export const CONSTANT_TYPES = ["livestock", "soilCarbon", "emissions", "credits"] as const;
export type ConstantType = (typeof CONSTANT_TYPES)[number];

export const CONSTANT_TYPE_LABELS: Record<ConstantType, string> = {
  livestock: "Livestock units",
  soilCarbon: "Soil carbon",
  emissions: "Emissions",
  credits: "Credits and earnings",
};

export function isConstantType(value: unknown): value is ConstantType {
  return typeof value === "string" && (CONSTANT_TYPES as readonly string[]).includes(value);
}

/** A constants version is a whole number from 1, increasing per type. */
export const MAX_CONSTANT_VERSION = 2_147_483_647;

/** The change note: why the new version exists (required; kept with the version and audited). */
export const CONSTANTS_NOTE_MIN = 5;
export const CONSTANTS_NOTE_MAX = 1000;

/** The reason for moving an organisation to newer constants (audited). */
export const PIN_REASON_MIN = 5;
export const PIN_REASON_MAX = 500;

export const UNKNOWN_CONSTANT_TYPE =
  "There is no such set of constants. Choose livestock, soilCarbon, emissions or credits.";
export const NO_SUCH_CONSTANTS_VERSION = "There is no such version of these constants.";
export const CONSTANTS_SAVED = (label: string, version: number) =>
  `${label} constants saved as version ${version}.`;

// The calculation constants' first versions (issue 17; decision 0090): version 1 of each set is
// the seeded defaults of app/services/constants/sets.ts, sources cited beside each value. Runs at
// every start (start.server.ts) and when the test template is built, so a fresh clone has them.
// Idempotent: a type that has a version 1 is left alone (the unique (type, version) key), so
// an admin's later versions are never touched and two instances starting at once cannot clash.
import { db, type Database } from "~/db/client.server";
import { insertFirstVersions } from "~/models/constants.server";
import { CONSTANT_SETS } from "~/services/constants/sets";
import { checkConstantValues } from "~/services/constants/values-schema";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";

export const SEED_NOTE =
  "The seeded defaults: IPCC Tier 1 (2006 Guidelines and 2019 Refinement), IPCC AR6, Verra VM0042 and programme assumptions, each cited beside its value (docs/calculation-constants.md).";

/** Writes version 1 of every set that has none; returns the types written. */
export async function seedConstants(database: Database = db()): Promise<ConstantType[]> {
  const versions = CONSTANT_TYPES.map((type) => {
    const checked = checkConstantValues(type, CONSTANT_SETS[type].defaults);
    // The defaults are code: a default that fails its own set's schema is a bug to fix here.
    if (!checked.ok) throw new Error(`The ${type} defaults fail their schema.`);
    return { type, values: checked.values, note: SEED_NOTE, createdByLabel: "Veld" };
  });
  return insertFirstVersions(versions, database);
}

// The calculation constants' seeded versions (issue 17, decision 0090; issue 32, decision 0154):
// version 1 of each set is the seeded defaults of app/services/constants/sets.ts, sources cited
// beside each value; then each seeded release (the IPCC 2019 corrections) is published as the
// next version of every set it changes, once: a set with a version whose note carries the
// release's marker is left alone. Runs at every start (start.server.ts) and when the test
// template is built, so a fresh clone and every existing deployment get them. Idempotent: a type
// that has a version 1 is left alone (the unique (type, version) key), a release is looked for
// and written under the type's lock, an admin's versions are never rewritten and a value an admin
// changed is kept in the release's version.
import { db, type Database } from "~/db/client.server";
import { insertFirstVersions, insertVersionUnlessMarked } from "~/models/constants.server";
import {
  IPCC_2019_RELEASE,
  applyRelease,
  releaseNote,
  type ConstantRelease,
} from "~/services/constants/releases";
import { CONSTANT_SETS } from "~/services/constants/sets";
import { checkConstantValues } from "~/services/constants/values-schema";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";

export const SEED_NOTE =
  "The seeded defaults: IPCC Tier 1 (2006 Guidelines and 2019 Refinement), IPCC AR6, Verra VM0042 and programme assumptions, each cited beside its value (docs/calculation-constants.md).";

/** The releases the seed publishes, oldest first. */
export const SEEDED_RELEASES: readonly ConstantRelease[] = [IPCC_2019_RELEASE];

/**
 * Writes version 1 of every set that has none, then each release not yet published; returns the
 * types written (a type once per version written).
 */
export async function seedConstants(database: Database = db()): Promise<ConstantType[]> {
  const written = await seedFirstVersions(database);
  for (const release of SEEDED_RELEASES) written.push(...(await seedRelease(release, database)));
  return written;
}

/** Publishes `release` as the next version of each set it changes, unless already published. */
export async function seedRelease(
  release: ConstantRelease,
  database: Database = db(),
): Promise<ConstantType[]> {
  const written: ConstantType[] = [];
  for (const type of CONSTANT_TYPES) {
    if (!release.changes[type]?.length) continue;
    const row = await insertVersionUnlessMarked(
      type,
      release.marker,
      (latest) => {
        const step = applyRelease(release, type, latest?.values ?? CONSTANT_SETS[type].defaults);
        if (step.applied.length === 0) return null;
        const checked = checkConstantValues(type, step.values);
        // The release is code: values that fail the set's schema are a bug to fix there.
        if (!checked.ok) throw new Error(`The ${type} release fails its schema.`);
        const note = releaseNote(release, step);
        return { type, values: checked.values, note, createdBy: null, createdByLabel: "Veld" };
      },
      database,
    );
    if (row) written.push(type);
  }
  return written;
}

async function seedFirstVersions(database: Database): Promise<ConstantType[]> {
  const versions = CONSTANT_TYPES.map((type) => {
    const checked = checkConstantValues(type, CONSTANT_SETS[type].defaults);
    // The defaults are code: a default that fails its own set's schema is a bug to fix here.
    if (!checked.ok) throw new Error(`The ${type} defaults fail their schema.`);
    return { type, values: checked.values, note: SEED_NOTE, createdByLabel: "Veld" };
  });
  return insertFirstVersions(versions, database);
}

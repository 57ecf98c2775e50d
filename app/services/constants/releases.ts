// Seeded releases of the calculation constants (issue 32; decision 0154): a release is a set of
// corrections to version 1, each with its source, that the seed publishes as the next version of
// each set it changes. A release is applied to the latest version, not to version 1: a value an
// admin has already changed by hand is kept (and named in the note), every other value is moved.
// Its marker in the change note says the release is published; the seed looks for it. Pure.
import type { ConstantType } from "~/shared/constants";
import {
  CLIMATES,
  CONSTANT_SETS,
  SOIL_CLASSES,
  climateKey,
  socRefKey,
  type ConstantValue,
  type ConstantValues,
} from "./sets";

export interface ReleaseChange {
  key: string;
  to: number;
  /** The table the new value comes from, and the transcription it was checked against. */
  source: string;
}

export interface ConstantRelease {
  /** Written into each seeded version's note; the seed publishes a set once per marker. */
  marker: string;
  title: string;
  changes: Partial<Record<ConstantType, readonly ReleaseChange[]>>;
}

const HESTIA = "HESTIA engine, hestia_earth/models/ipcc2019/organicCarbonPerHa_tier_1.py";
const T23 = `IPCC 2019 Refinement Vol. 4 Ch. 2 Table 2.3 (${HESTIA}, _SOC_REFS)`;
const T55 = `IPCC 2019 Refinement Vol. 4 Ch. 5 Table 5.5 (${HESTIA}, warm temperate rows)`;
const T62 = `IPCC 2019 Refinement Vol. 4 Ch. 6 Table 6.2 (${HESTIA}, high-intensity grazing)`;
const T1011 =
  "IPCC 2019 Refinement Vol. 4 Ch. 10 Table 10.11, Africa, high productivity (programme assumption: weakest evidence, see docs/calculation-constants.md)";
const T111 = "IPCC 2019 Refinement Vol. 4 Ch. 11 Table 11.1, by climate";
const T113 = "IPCC 2019 Refinement Vol. 4 Ch. 11 Table 11.3, by climate";

const SOC_REF_2019: Record<
  (typeof CLIMATES)[number],
  Record<(typeof SOIL_CLASSES)[number], number>
> = {
  warmTemperateDry: { hac: 24, lac: 19, sandy: 10 },
  warmTemperateMoist: { hac: 64, lac: 55, sandy: 36 },
  tropicalDry: { hac: 21, lac: 19, sandy: 9 },
};

/** The IPCC 2019 Refinement corrections of version 1 (issue 32), each checked at its source. */
export const IPCC_2019_RELEASE: ConstantRelease = {
  marker: "[release ipcc-2019]",
  title: "IPCC 2019 Refinement corrections",
  changes: {
    soilCarbon: [
      ...CLIMATES.flatMap((climate) =>
        SOIL_CLASSES.map((soil) => ({
          key: socRefKey(climate, soil),
          to: SOC_REF_2019[climate][soil],
          source: T23,
        })),
      ),
      { key: climateKey("cropFLuLongTermCultivated", "warmTemperateDry"), to: 0.76, source: T55 },
      { key: climateKey("cropFLuLongTermCultivated", "warmTemperateMoist"), to: 0.69, source: T55 },
      { key: climateKey("cropFMgReducedTillage", "warmTemperateDry"), to: 0.99, source: T55 },
      { key: climateKey("cropFMgReducedTillage", "warmTemperateMoist"), to: 1.05, source: T55 },
      { key: climateKey("cropFMgNoTill", "warmTemperateDry"), to: 1.04, source: T55 },
      { key: climateKey("cropFMgNoTill", "warmTemperateMoist"), to: 1.1, source: T55 },
      ...CLIMATES.map((climate) => ({
        key: climateKey("grassFMgModeratelyDegraded", climate),
        to: 0.9,
        source: T62,
      })),
    ],
    emissions: [
      { key: "entericCh4DairyCattle", to: 86, source: T1011 },
      { key: "entericCh4OtherCattle", to: 60, source: T1011 },
      { key: "n2oEf1Synthetic_wetClimate", to: 0.016, source: T111 },
      { key: "n2oEf1Synthetic_dryClimate", to: 0.005, source: T111 },
      { key: "n2oEf4Volatilisation_wetClimate", to: 0.014, source: T113 },
      { key: "n2oEf4Volatilisation_dryClimate", to: 0.005, source: T113 },
    ],
  },
};

export interface AppliedChange {
  key: string;
  label: string;
  from: ConstantValue;
  to: number;
  source: string;
}

export interface ReleaseStep {
  /** The next version's values: the latest with the release applied (every key of the set). */
  values: ConstantValues;
  applied: AppliedChange[];
  /** Keys an admin had already changed from version 1: left at the admin's value. */
  kept: AppliedChange[];
}

const asValue = (v: unknown): ConstantValue => (typeof v === "number" ? v : null);

/**
 * The release applied to the latest values of `type`: each change whose key still holds version
 * 1's value (or no value: a key added since) moves to the release's value; a key an admin changed
 * keeps the admin's value. Keys the latest lacks start at version 1's value.
 */
export function applyRelease(
  release: ConstantRelease,
  type: ConstantType,
  latest: Readonly<Record<string, unknown>>,
): ReleaseStep {
  const set = CONSTANT_SETS[type];
  const values: ConstantValues = Object.fromEntries(
    set.fields.map((f) => [f.key, f.key in latest ? asValue(latest[f.key]) : set.defaults[f.key]!]),
  );
  const applied: AppliedChange[] = [];
  const kept: AppliedChange[] = [];
  for (const change of release.changes[type] ?? []) {
    const field = set.fields.find((f) => f.key === change.key);
    if (!field) throw new Error(`The release changes ${change.key}, which ${type} does not have.`);
    const now = values[change.key] ?? null;
    const row = {
      key: change.key,
      label: field.label,
      from: now,
      to: change.to,
      source: change.source,
    };
    if (now === change.to) continue;
    if (now === (set.defaults[change.key] ?? null)) {
      values[change.key] = change.to;
      applied.push(row);
    } else kept.push(row);
  }
  return { values, applied, kept };
}

const shown = (v: ConstantValue) => (v === null ? "none" : String(v));

/** The change note of a release's version: each value old → new with its source, and the marker. */
export function releaseNote(release: ConstantRelease, step: ReleaseStep): string {
  const lines = [
    `${release.title} ${release.marker} (decision 0154; docs/calculation-constants.md).`,
    ...step.applied.map((c) => `${c.label}: ${shown(c.from)} → ${c.to} (${c.source}).`),
    ...step.kept.map(
      (c) => `${c.label}: kept at ${shown(c.from)}, an admin's value (the release has ${c.to}).`,
    ),
  ];
  return lines.join("\n");
}

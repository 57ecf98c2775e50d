// The calculation constants on a real database (decision 0090): the seeded version 1 of each
// set; each save the next version, earlier versions unchanged byte for byte; pins per
// organisation, scoped by its id; the seed idempotent.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seedConstants, seedRelease } from "~/server/seed-constants.server";
import { IPCC_2019_RELEASE, type ConstantRelease } from "~/services/constants/releases";
import { socRefKey } from "~/services/constants/sets";
import {
  constantsForCalculation,
  saveConstantVersion,
} from "~/services/constants/constants.server";
import { CONSTANT_SETS } from "~/services/constants/sets";
import { checkConstantValues } from "~/services/constants/values-schema";
import { CONSTANT_TYPES } from "~/shared/constants";
import { insertTestOrganisation, NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  findConstantVersion,
  findLatestConstantVersion,
  findOrganisationPins,
  latestConstantVersionNumbers,
  listAllConstantVersions,
  listConstantVersions,
  listOrganisationsOnOlderVersion,
  pinMissingToLatest,
  upsertOrganisationPin,
} from "./constants.server";

const actor = { userId: null, label: "model-test@veld.example", requestId: null };

describe("seeded constants", () => {
  it("version 1 of every set is the defaults, and seeding again writes nothing", async () => {
    for (const type of CONSTANT_TYPES) {
      const row = await findConstantVersion(type, 1);
      expect(row?.values).toEqual(CONSTANT_SETS[type].defaults);
      expect(row?.createdByLabel).toBe("Veld");
    }
    expect(await seedConstants()).toEqual([]);
    expect((await listConstantVersions("credits")).map((v) => v.version)).toEqual([1]);
  });

  it("a fresh database has the IPCC 2019 release as version 2 of soil carbon and emissions, noted", async () => {
    for (const type of ["soilCarbon", "emissions"] as const) {
      const latest = (await findLatestConstantVersion(type))!;
      expect(latest.version).toBe(2);
      expect(latest.createdByLabel).toBe("Veld");
      expect(latest.note).toContain(IPCC_2019_RELEASE.marker);
    }
    const soil = (await findLatestConstantVersion("soilCarbon"))!;
    expect(soil.values[socRefKey("warmTemperateMoist", "hac")]).toBe(64);
    expect(soil.note).toContain("SOC_REF Warm temperate moist, high-activity clay soil: 88 → 64");
    expect((await latestConstantVersionNumbers()).credits).toBe(1);
    expect(await seedConstants()).toEqual([]);
    expect((await latestConstantVersionNumbers()).soilCarbon).toBeGreaterThanOrEqual(2);
  });

  it("a release after an admin's own version keeps the admin's values, once, however many start", async () => {
    const hac = socRefKey("warmTemperateDry", "hac");
    const lac = socRefKey("warmTemperateDry", "lac");
    const before = (await findLatestConstantVersion("soilCarbon"))!;
    const admin = await saveConstantVersion(
      actor,
      "soilCarbon",
      { ...before.values, [hac]: 25 },
      "An admin's own correction.",
    );
    const release: ConstantRelease = {
      marker: "[release db-test]",
      title: "A test release",
      changes: {
        soilCarbon: [
          { key: hac, to: 30, source: "a test table" },
          { key: lac, to: 20, source: "a test table" },
        ],
      },
    };
    // The release is built from the latest version: lac still has version 2's value, not version
    // 1's, so only a key still at version 1's value moves. Make lac's version-1 value the latest.
    const reset = await saveConstantVersion(
      actor,
      "soilCarbon",
      { ...admin.row.values, [lac]: CONSTANT_SETS.soilCarbon.defaults[lac]! },
      "Back to version 1's value, for the test.",
    );
    const written = await Promise.all([seedRelease(release), seedRelease(release)]);
    expect(written.flat()).toEqual(["soilCarbon"]);
    const latest = (await findLatestConstantVersion("soilCarbon"))!;
    expect(latest.version).toBe(reset.row.version + 1);
    expect(latest.values[hac]).toBe(25);
    expect(latest.values[lac]).toBe(20);
    expect(latest.note).toContain("kept at 25, an admin's value (the release has 30)");
    expect(latest.note).toContain(`→ 20 (a test table)`);
    expect((await findConstantVersion("soilCarbon", admin.row.version))!.values).toEqual(
      admin.row.values,
    );
    expect(await seedRelease(release)).toEqual([]);
  });

  it("a version that does not exist is null, whatever the number", async () => {
    for (const n of [0, -1, 1.5, 999, Number.NaN, 2 ** 40]) {
      expect(await findConstantVersion("livestock", n)).toBeNull();
    }
  });
});

describe("saving versions", () => {
  it("any valid edit is version n+1, and versions 1..n stay as they were, byte for byte", async () => {
    // An edit: one constant of one set set to any value in its range (whole where it must be).
    const edit = fc
      .constantFrom(...CONSTANT_TYPES)
      .chain((type) => fc.tuple(fc.constant(type), fc.constantFrom(...CONSTANT_SETS[type].fields)))
      .chain(([type, field]) =>
        fc.tuple(
          fc.constant(type),
          fc.constant(field.key),
          field.integer
            ? fc.integer({ min: Math.ceil(field.min), max: field.max })
            : fc.double({ min: field.min, max: field.max, noNaN: true }).map((n) => n + 0), // no -0
        ),
      );
    await fc.assert(
      fc.asyncProperty(edit, async ([type, key, value]) => {
        const latest = (await findLatestConstantVersion(type))!;
        const values = { ...latest.values, [key]: value };
        // Only valid edits that change something (cross-field rules may refuse one).
        fc.pre(checkConstantValues(type, values).ok && latest.values[key] !== value);
        const before = JSON.stringify(await listAllConstantVersions());
        const { row } = await saveConstantVersion(actor, type, values, "Property test edit.");
        expect(row.version).toBe(latest.version + 1);
        expect(row.values[key]).toBe(value);
        const after = await listAllConstantVersions();
        // Every row that existed is still there, unchanged; one row is new.
        expect(JSON.stringify(after.filter((r) => r.id !== row.id))).toBe(before);
        expect(after).toHaveLength(JSON.parse(before).length + 1);
      }),
      { numRuns: 12 },
    );
  });

  it("two saves at the same moment get consecutive versions", async () => {
    const latest = (await findLatestConstantVersion("emissions"))!;
    const results = await Promise.all(
      [28, 29].map((gwp) =>
        saveConstantVersion(
          actor,
          "emissions",
          { ...latest.values, gwpCh4: gwp },
          "Concurrent save test.",
        ),
      ),
    );
    expect(results.map((r) => r.row.version).sort((a, b) => a - b)).toEqual([
      latest.version + 1,
      latest.version + 2,
    ]);
    expect((await latestConstantVersionNumbers()).emissions).toBe(latest.version + 2);
  });
});

describe("pins", () => {
  it("the first calculation pins the latest versions; later versions do not move it", async () => {
    const org = await insertTestOrganisation("Pinned Farm");
    expect(await findOrganisationPins(org.id)).toEqual({});
    const first = await constantsForCalculation(org.id);
    const latest = await latestConstantVersionNumbers();
    expect(first.versions).toEqual(latest);

    // The property test above may have saved newer versions with any valid value: the pinned
    // value is whatever the latest version held, and the newer one differs from it.
    const soil = (await findLatestConstantVersion("soilCarbon"))!;
    const pinnedYears = soil.values.periodYears;
    await saveConstantVersion(
      actor,
      "soilCarbon",
      { ...soil.values, periodYears: pinnedYears === 25 ? 21 : 25 },
      "Test of a newer version.",
    );
    const again = await constantsForCalculation(org.id);
    expect(again.versions).toEqual(first.versions);
    expect(again.values.soilCarbon.periodYears).toBe(pinnedYears);

    const behind = await listOrganisationsOnOlderVersion("soilCarbon", soil.version + 1);
    expect(behind).toContainEqual({ organisationId: org.id, version: soil.version });
  });

  it("a move sets the version, and only for that organisation", async () => {
    const a = await insertTestOrganisation("Move A");
    const b = await insertTestOrganisation("Move B");
    await pinMissingToLatest(a.id);
    await pinMissingToLatest(b.id);
    const v1 = (await findConstantVersion("livestock", 1))!;
    await upsertOrganisationPin({
      organisationId: a.id,
      type: "livestock",
      versionId: v1.id,
      pinnedBy: null,
      reason: "Test",
    });
    expect((await findOrganisationPins(a.id)).livestock).toMatchObject({
      version: 1,
      reason: "Test",
    });
    expect((await findOrganisationPins(b.id)).livestock?.reason).toBeNull();
  });

  it("an unknown organisation or an id that is not a UUID has no pins and gets none", async () => {
    expect(await pinMissingToLatest(UNKNOWN_ID)).toEqual({});
    expect(await pinMissingToLatest(NOT_A_UUID)).toEqual({});
    expect(await findOrganisationPins(NOT_A_UUID)).toEqual({});
  });
});

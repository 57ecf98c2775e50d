// The demo organisation further along (issue 14): Karoo Regeneration Trust has its contract
// signed and its fields confirmed, so it stands at the implementation plan, and its two farms
// have fields in every status (spec §4 'Field status') and signoffs in every state ('Not Done',
// 'Passed', 'Failed'), for a newcomer and an admin to see the fields pages populated. Written
// once, with its owner's new account (people.server.ts), so what someone changes later stays.
import type { Polygon } from "geojson";
import { insertMissingBoundaries } from "~/models/boundaries.server";
import { insertMissingFarms } from "~/models/farms.server";
import { insertMissingDetails } from "~/models/organisation-details.server";
import { insertMissingSignatory } from "~/models/signatories.server";
import type { Executor } from "~/models/transaction.server";
import { insertMissingFieldOfSeason } from "./field-rows.server";
import { areaHectares, circlePolygon } from "~/services/contracting/boundaries/area";
import { currentSeason } from "~/services/fields/seasons";
import { signoffPass, type FieldSignoffRecord } from "~/services/fields/signoff";
import type { FieldSource, FieldStatus } from "~/shared/fields";

export const FIELDS_DEMO_ORGANISATION_ID = "00000000-0000-4000-8000-000000000202";

const FARM_IDS = ["00000000-0000-4000-8000-000000000301", "00000000-0000-4000-8000-000000000302"];
const BOUNDARY_IDS = [
  "00000000-0000-4000-8000-000000000311",
  "00000000-0000-4000-8000-000000000312",
];

const box = (west: number, south: number, east: number, north: number): Polygon => ({
  type: "Polygon",
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

// Near Dewetsdorp, Free State: Rietvlei (about 6 km × 4.4 km) and Klipfontein east of it.
const RIETVLEI = box(26.6, -29.62, 26.66, -29.58);
const KLIPFONTEIN = box(26.68, -29.62, 26.72, -29.59);

const passed: FieldSignoffRecord = {
  boundarySignoff: true,
  wetlandSignoff: true,
  ownershipSignoff: true,
  farmBoundaryIds: [BOUNDARY_IDS[0]!],
  landConversionSignoff: true,
  nativeEcosystemSignoff: true,
  nativeEcosystemType: "GRASSLAND",
  dominantLandUse: "GRAZING",
};

interface DemoField {
  n: number;
  farm: 0 | 1;
  name: string;
  source: FieldSource;
  geometry: Polygon;
  circle?: { latitude: number; longitude: number; radiusMetres: number };
  status: FieldStatus;
  signoff: FieldSignoffRecord;
}

const circle = { latitude: -29.605, longitude: 26.7, radiusMetres: 400 };

const DEMO_FIELDS: DemoField[] = [
  // Each field's status is what its practice data gives it (practice.server.ts; decision 0151):
  // every season recorded COMPLETE, some IN_PROGRESS, none NOT_STARTED.
  // Every criterion passed: 'Passed'. Every season of its crops recorded: COMPLETE.
  {
    n: 1,
    farm: 0,
    name: "Noordkamp",
    source: "kml",
    geometry: box(26.6, -29.59, 26.62, -29.58),
    status: "COMPLETE",
    signoff: passed,
  },
  // Wetland failed and excluded: 'Failed', so it does not count; nothing recorded: NOT_STARTED.
  {
    n: 2,
    farm: 0,
    name: "Vleikamp",
    source: "kml",
    geometry: box(26.62, -29.59, 26.64, -29.58),
    status: "NOT_STARTED",
    signoff: { ...passed, wetlandSignoff: false, wetlandReason: "excluded" },
  },
  // Only the boundary checked so far: 'Not Done'. Every season of its crops recorded: COMPLETE.
  {
    n: 3,
    farm: 0,
    name: "Rivierkamp",
    source: "shapefile",
    geometry: box(26.64, -29.59, 26.66, -29.58),
    status: "COMPLETE",
    signoff: { boundarySignoff: true },
  },
  // Mapped after the fields were confirmed: not yet checked.
  {
    n: 4,
    farm: 0,
    name: "Nuwe land",
    source: "geojson",
    geometry: box(26.6, -29.61, 26.62, -29.6),
    status: "UPLOADED",
    signoff: {},
  },
  {
    n: 5,
    farm: 0,
    name: "Sketskamp",
    source: "drawn",
    geometry: box(26.62, -29.61, 26.64, -29.6),
    status: "DRAWN",
    signoff: {},
  },
  // Left out this season by the farmer.
  {
    n: 6,
    farm: 0,
    name: "Ou boord",
    source: "kml",
    geometry: box(26.64, -29.61, 26.66, -29.6),
    status: "NOT_INCLUDED",
    signoff: { boundarySignoff: true },
  },
  // Deleted: kept for history, in no list or total.
  {
    n: 7,
    farm: 0,
    name: "Verkeerde kamp",
    source: "drawn",
    geometry: box(26.6, -29.62, 26.61, -29.615),
    status: "DELETED",
    signoff: {},
  },
  // Land conversion passes by itself (converted before 2018); no farm boundary assigned yet, so
  // ownership stays undecided. Its first baseline season's crops not recorded yet: IN_PROGRESS.
  {
    n: 8,
    farm: 1,
    name: "Kraal",
    source: "circle",
    geometry: circlePolygon(circle),
    circle,
    status: "IN_PROGRESS",
    signoff: {
      boundarySignoff: true,
      wetlandSignoff: true,
      ownershipSignoff: true,
      landConversionSeason: 2015,
      nativeEcosystemType: "CULTIVATED",
    },
  },
];

/** The fixed id of demo field `n` (also used by practice.server.ts). */
export const demoFieldId = (n: number) =>
  `00000000-0000-4000-8000-0000000004${String(n).padStart(2, "0")}`;
const fieldId = demoFieldId;

/** The trust's details, signatory, farms, boundaries and fields; nothing is overwritten. */
export async function seedFieldsDemo(tx: Executor, organisationId: string, userId: string) {
  const now = new Date();
  await insertMissingDetails(
    organisationId,
    {
      legalName: "Karoo Regeneration Trust",
      registrationNumber: "IT 1234/2016",
      addressLine1: "Rietvlei",
      town: "Dewetsdorp",
      province: "FS",
      postalCode: "9940",
      eligibility: true,
      eligibilityUpdatedAt: now,
      viability: true,
      viabilityUpdatedAt: now,
      farmsComplete: true,
      contractSent: true,
      contractSentAt: now,
      contractSigned: true,
      contractSignedAt: now,
      fieldsSubmittedAt: now,
      fieldsSubmittedBy: userId,
      fieldsComplete: true,
      fieldsCompleteAt: now,
    },
    tx,
  );
  await insertMissingSignatory(
    organisationId,
    {
      userId,
      name: "Pieter",
      surname: "van der Merwe",
      email: "fields@veld.example",
      designation: "Trustee",
    },
    tx,
  );
  await insertMissingFarms(
    organisationId,
    [
      {
        id: FARM_IDS[0]!,
        name: "Rietvlei",
        erfNumbers: ["RE/112"],
        province: "FS",
        nearestTown: "Dewetsdorp",
        latitude: -29.6,
        longitude: 26.63,
      },
      {
        id: FARM_IDS[1]!,
        name: "Klipfontein",
        erfNumbers: ["87"],
        province: "FS",
        nearestTown: "Dewetsdorp",
        latitude: -29.605,
        longitude: 26.7,
      },
    ],
    tx,
  );
  await insertMissingBoundaries(
    organisationId,
    [
      {
        id: BOUNDARY_IDS[0]!,
        farmId: FARM_IDS[0]!,
        name: "Rietvlei",
        source: "kml",
        geometry: RIETVLEI,
        areaHectares: areaHectares(RIETVLEI),
      },
      {
        id: BOUNDARY_IDS[1]!,
        farmId: FARM_IDS[1]!,
        name: "Klipfontein",
        source: "kml",
        geometry: KLIPFONTEIN,
        areaHectares: areaHectares(KLIPFONTEIN),
      },
    ],
    tx,
  );
  const season = currentSeason(now);
  for (const field of DEMO_FIELDS) {
    await insertMissingFieldOfSeason(
      tx,
      organisationId,
      {
        id: fieldId(field.n),
        farmId: FARM_IDS[field.farm]!,
        name: field.name,
        source: field.source,
        geometry: field.geometry,
        circle: field.circle ?? null,
        createdBy: userId,
      },
      season,
      {
        status: field.status,
        inclusion: "included",
        ...field.signoff,
        farmBoundaryIds: field.signoff.farmBoundaryIds ? [...field.signoff.farmBoundaryIds] : null,
        signoffPass: signoffPass(field.signoff),
      },
    );
  }
}

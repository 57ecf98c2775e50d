// `npm run seed:practice`: one organisation at the volume of issue 15's performance goal ('a
// farmer with 40 fields and 5 herds enters a year of livestock numbers in one form post; the
// practice-data page for that organisation renders in under 200 ms'), for
// scripts/bench-practice.ts to measure the practice-data pages against.
//
// In-process through vite-node (the app's schema and helpers), on $DATA_DIR/pgdata (PGlite,
// default ./data) or DATABASE_URL; the migrations are applied first. PGlite allows one process
// per data folder: stop Veld while it runs. Running it again replaces the organisation
// ('SEED-PRACTICE Boerdery', with everything it owns: on delete cascade) and keeps its owner.
//
//   DATA_DIR=/tmp/veld-practice npm run seed:practice
//
// What it writes: the organisation's details up to the implementation plan (legal entity,
// signatory, two farms with boundaries, ERF numbers and locations, contract signed, fields
// confirmed); 40 fields (20 veld camps, 20 cropland), each with this season's record (COMPLETE,
// passed, included); a submitted implementation plan for the current season (two actions per
// field), so the organisation stands at PRACTICE_DATA and every practice-data page is open; crop
// journeys for the three baseline seasons and this one (160); 5 herds (beef, dairy, sheep, goats,
// pigs); their numbers for the 12 months of this season (60); 60 grazing events (the four
// grazing herds rotating over the veld camps, 15 moves each, never two at once); 40 fertiliser
// inputs (an npk and a nutrient one on each cropland field). And its owner, a signed-up person
// (subject 'bench|practice-owner') whom the bench signs in as, with a session whose cookie goes to
// $DATA_DIR/bench-practice-cookie.txt (for bench:practice -- --http).
import fs from "node:fs";
import path from "node:path";
import type { Polygon } from "geojson";
import { eq, inArray, like, sql } from "drizzle-orm";
import { db, openDatabase, queryRows, setDatabase, type Executor } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import {
  cropJourneys,
  farmBoundaries,
  farms,
  fertiliserInputs,
  fieldRecords,
  fields,
  fieldVersions,
  grazingEvents,
  herds,
  implementationPlans,
  livestockNumbers,
  memberships,
  organisationDetails,
  organisations,
  planActions,
  signatories,
  userProfiles,
  users,
} from "~/db/schema";
import { loadEnv } from "~/env.server";
import { areaHectares } from "~/services/contracting/boundaries/area";
import { boundingBox } from "~/services/contracting/boundaries/geometry";
import { createSession } from "~/services/auth/session.server";
import { currentSeason } from "~/services/fields/seasons";
import type { HerdType, FrameSize } from "~/shared/practice";

const PRACTICE_VOLUME_ORGANISATION = "SEED-PRACTICE Boerdery";
const PRACTICE_VOLUME_SUBJECT = "bench|practice-owner";
const FIELD_COUNT = Number(process.env.SEED_PRACTICE_FIELDS ?? 40);
const EVENTS_PER_HERD = 15;

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

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** 'YYYY-MM-DD' of day `index` (0-based) of a season: 0 is 1 July. */
const seasonDay = (season: number, index: number) =>
  new Date(Date.UTC(2000 + season, 6, 1 + index)).toISOString().slice(0, 10);

async function owner(tx: Executor): Promise<string> {
  await tx
    .insert(users)
    .values({
      subject: PRACTICE_VOLUME_SUBJECT,
      email: "bench-practice@veld.example",
      name: "Bench",
      surname: "Practice",
    })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.subject, PRACTICE_VOLUME_SUBJECT));
  await tx
    .insert(userProfiles)
    .values({
      userId: user!.id,
      phoneNumber: "+27 515550199",
      userType: "regenerativeFarmer",
      region: "FS",
      hearAboutUs: "conference",
      ownReferralCode: "BNCHPRAC",
      country: "ZA",
      hasReferral: false,
      mailingList: false,
      consentedAt: new Date(),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  return user!.id;
}

async function seed(tx: Executor) {
  const now = new Date();
  const season = currentSeason(now);
  const seasons = [season - 3, season - 2, season - 1, season];
  const userId = await owner(tx);

  // Replace the previous run's organisation. Grazing events restrict deleting their herd, so
  // they go first.
  const old = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(like(organisations.name, "SEED-PRACTICE %"));
  if (old.length) {
    const ids = old.map((o) => o.id);
    await tx.delete(grazingEvents).where(inArray(grazingEvents.organisationId, ids));
    await tx.delete(organisations).where(inArray(organisations.id, ids));
  }
  const [organisation] = await tx
    .insert(organisations)
    .values({ name: PRACTICE_VOLUME_ORGANISATION })
    .returning({ id: organisations.id });
  const organisationId = organisation!.id;
  await tx.insert(memberships).values({ userId, organisationId, role: "OWNER" });
  await tx.insert(organisationDetails).values({
    organisationId,
    legalName: "SEED-PRACTICE Boerdery (Pty) Ltd",
    registrationNumber: "2019/123456/07",
    addressLine1: "Plaas Seedville",
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
  });
  await tx.insert(signatories).values({
    organisationId,
    userId,
    name: "Bench",
    surname: "Practice",
    email: "bench-practice@veld.example",
    designation: "Director",
  });

  // Two farms side by side, each a 10 × 2 grid of fields of 0.01° (about 107 ha).
  const farmRows = await tx
    .insert(farms)
    .values(
      [0, 1].map((f) => ({
        organisationId,
        name: f === 0 ? "Veldplaas" : "Rivierplaas",
        erfNumbers: [`${100 + f}`],
        province: "FS",
        nearestTown: "Dewetsdorp",
        latitude: -29.61,
        longitude: 26.65 + f * 0.1,
      })),
    )
    .returning({ id: farms.id });
  const perFarm = Math.ceil(FIELD_COUNT / 2);
  await tx.insert(farmBoundaries).values(
    farmRows.map((farm, f) => {
      const geometry = box(26.6 + f * 0.1, -29.62, 26.6 + f * 0.1 + 0.01 * perFarm, -29.6);
      return {
        farmId: farm.id,
        organisationId,
        name: f === 0 ? "Veldplaas" : "Rivierplaas",
        source: "kml" as const,
        geometry,
        areaHectares: areaHectares(geometry),
      };
    }),
  );
  const fieldValues = Array.from({ length: FIELD_COUNT }, (_, i) => {
    const f = i < perFarm ? 0 : 1;
    const k = i - f * perFarm;
    const west = 26.6 + f * 0.1 + (k % (perFarm / 2)) * 0.02;
    const south = -29.62 + Math.floor(k / (perFarm / 2)) * 0.01;
    const geometry = box(west, south, west + 0.01, south + 0.01);
    const around = boundingBox(geometry);
    return {
      organisationId,
      farmId: farmRows[f]!.id,
      name: `${f === 0 ? "Veldkamp" : "Land"} ${pad(k + 1)}`,
      source: "kml" as const,
      geometry,
      areaHectares: areaHectares(geometry),
      boxWest: around.west,
      boxSouth: around.south,
      boxEast: around.east,
      boxNorth: around.north,
      createdBy: userId,
    };
  });
  const fieldRows = await tx.insert(fields).values(fieldValues).returning({
    id: fields.id,
    name: fields.name,
    geometry: fields.geometry,
    area: fields.areaHectares,
  });
  await tx.insert(fieldVersions).values(
    fieldRows.map((field) => ({
      fieldId: field.id,
      organisationId,
      season,
      source: "kml" as const,
      geometry: field.geometry,
      areaHectares: field.area,
      createdBy: userId,
    })),
  );
  await tx.insert(fieldRecords).values(
    fieldRows.map((field) => ({
      fieldId: field.id,
      season,
      organisationId,
      status: "COMPLETE" as const,
      inclusion: "included" as const,
      boundarySignoff: true,
      wetlandSignoff: true,
      ownershipSignoff: true,
      landConversionSignoff: true,
      nativeEcosystemSignoff: true,
      signoffPass: true,
    })),
  );
  const veld = fieldRows.filter((f) => f.name.startsWith("Veldkamp"));
  const cropland = fieldRows.filter((f) => f.name.startsWith("Land"));

  // The plan, submitted: PRACTICE_DATA is the current step.
  const [plan] = await tx
    .insert(implementationPlans)
    .values({ organisationId, season, submittedAt: now, submittedBy: userId })
    .returning({ id: implementationPlans.id });
  await tx.insert(planActions).values([
    ...veld.flatMap((field) => [
      {
        planId: plan!.id,
        organisationId,
        fieldId: field.id,
        practice: "adaptiveGrazing" as const,
        programmeTarget: "seasonStart" as const,
        programmeLinkDirection: "tandem" as const,
        date: seasonDay(season, 0),
        notes: "Moves of 10 to 14 days, 60 days' rest.",
        createdBy: userId,
      },
      {
        planId: plan!.id,
        organisationId,
        fieldId: field.id,
        practice: "restPeriods" as const,
        programmeTarget: "firstRains" as const,
        programmeLinkDirection: "after" as const,
        programmeLinkDays: 14,
        createdBy: userId,
      },
    ]),
    ...cropland.flatMap((field) => [
      {
        planId: plan!.id,
        organisationId,
        fieldId: field.id,
        practice: "noTillage" as const,
        programmeTarget: "planting" as const,
        programmeLinkDirection: "on" as const,
        date: seasonDay(season, 137),
        createdBy: userId,
      },
      {
        planId: plan!.id,
        organisationId,
        fieldId: field.id,
        practice: "coverCrops" as const,
        programmeTarget: "harvest" as const,
        programmeLinkDirection: "after" as const,
        programmeLinkDays: 14,
        createdBy: userId,
      },
    ]),
  ]);

  let cropItem = 0;
  const item = (crop: string, cover = false) => ({
    id: `00000000-0000-4000-8000-${pad((cropItem += 1), 12)}`,
    crop,
    cover,
  });
  await tx.insert(cropJourneys).values(
    seasons.flatMap((s, si) => [
      ...veld.map((field) => ({
        fieldId: field.id,
        season: s,
        organisationId,
        landUse: "grazing" as const,
        crops: [item("Natural veld")],
        tillage: "none" as const,
        residue: "notApplicable" as const,
        updatedBy: userId,
      })),
      ...cropland.map((field, fi) => ({
        fieldId: field.id,
        season: s,
        organisationId,
        landUse: si === 3 ? ("mixed" as const) : ("cropland" as const),
        crops:
          si === 3
            ? [item((fi + si) % 2 ? "Maize" : "Wheat"), item("Oats", true)]
            : [item((fi + si) % 2 ? "Maize" : "Wheat")],
        tillage: si === 3 ? ("none" as const) : ("conventional" as const),
        residue: si === 3 ? ("retained" as const) : ("grazed" as const),
        updatedBy: userId,
      })),
    ]),
  );

  const herdSpecs: { name: string; type: HerdType; frameSize: FrameSize | null; head: number }[] = [
    { name: "Bonsmara cows", type: "beef", frameSize: "medium", head: 120 },
    { name: "Holstein dairy", type: "dairy", frameSize: "large", head: 80 },
    { name: "Dorper ewes", type: "sheep", frameSize: null, head: 600 },
    { name: "Boer goats", type: "goats", frameSize: null, head: 150 },
    { name: "Large White pigs", type: "pigs", frameSize: null, head: 20 },
  ];
  const herdRows = await tx
    .insert(herds)
    .values(herdSpecs.map((h) => ({ organisationId, ...h, createdBy: userId })))
    .returning({ id: herds.id, type: herds.type });
  await tx.insert(livestockNumbers).values(
    herdRows.flatMap((herd, h) =>
      Array.from({ length: 12 }, (_, i) => ({
        organisationId,
        herdId: herd.id,
        year: 2000 + season + (i < 6 ? 0 : 1),
        month: (6 + i) % 12,
        mature: herdSpecs[h]!.head,
        juvenile: Math.round((herdSpecs[h]!.head * ((i * 7 + h * 3) % 10)) / 10),
        updatedBy: userId,
      })),
    ),
  );

  // The four grazing herds each make EVENTS_PER_HERD moves through the season, one after the
  // other (never two at once), over the veld camps.
  const days = Math.floor(365 / EVENTS_PER_HERD);
  const grazers = herdRows.filter((h) => h.type !== "pigs");
  await tx.insert(grazingEvents).values(
    grazers.flatMap((herd, h) =>
      Array.from({ length: EVENTS_PER_HERD }, (_, e) => ({
        organisationId,
        season,
        herdId: herd.id,
        fieldIds:
          e % 5 === 4
            ? [veld[(h * 5 + e) % veld.length]!.id, veld[(h * 5 + e + 1) % veld.length]!.id]
            : [veld[(h * 5 + e) % veld.length]!.id],
        startDate: seasonDay(season, e * days),
        endDate: seasonDay(season, e * days + days - 1),
        hoursOnField: herd.type === "beef" ? 24 : herd.type === "dairy" ? 8 : 10,
        createdBy: userId,
      })),
    ),
  );

  await tx.insert(fertiliserInputs).values(
    cropland.flatMap((field) => [
      {
        organisationId,
        fieldId: field.id,
        season,
        product: "2:3:2 (22)",
        npkType: "npk" as const,
        applicationRate: 200,
        nutrientPercent: 22,
        nitrogen: 2,
        phosphorus: 3,
        potassium: 2,
        createdBy: userId,
      },
      {
        organisationId,
        fieldId: field.id,
        season,
        product: "LAN (28)",
        npkType: "nutrient" as const,
        applicationRate: 150,
        nutrientPercent: null,
        nitrogen: 28,
        phosphorus: 0,
        potassium: 0,
        createdBy: userId,
      },
    ]),
  );
  return { organisationId, season };
}

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
setDatabase(handle);
try {
  const started = Date.now();
  await migrate(handle.db);
  const { organisationId, season } = await db().transaction((tx) => seed(tx));
  const tables = [
    "fields",
    "crop_journeys",
    "herds",
    "livestock_numbers",
    "grazing_events",
    "fertiliser_inputs",
    "plan_actions",
  ];
  const parts: string[] = [];
  for (const table of tables) {
    await db().execute(sql.raw(`analyze ${table}`));
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ${sql.identifier(table)} where organisation_id = ${organisationId}`,
    );
    parts.push(`${row!.n} ${table}`);
  }
  // The owner's session, for `bench:practice -- --http` against a server on this data folder.
  const { setCookie } = await createSession({
    subject: PRACTICE_VOLUME_SUBJECT,
    email: "bench-practice@veld.example",
    displayName: null,
    tokens: {
      accessToken: "bench",
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
      permissions: [],
    },
  });
  const cookieFile = path.join(env.DATA_DIR, "bench-practice-cookie.txt");
  fs.writeFileSync(cookieFile, `${setCookie.split(";")[0]!}\n`, { mode: 0o600 });
  console.log(
    `Seeded '${PRACTICE_VOLUME_ORGANISATION}' (${organisationId}, season ${season}): ${parts.join(", ")} into ${handle.kind} ${env.DATA_DIR} in ${Date.now() - started} ms.`,
  );
} finally {
  await handle.close();
}

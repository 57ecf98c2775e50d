// The demo organisation's practice data (issue 15 'Demo'): Karoo Regeneration Trust, mixed
// farming in the southern Free State on the Karoo's edge, gets a draft implementation plan for
// the current season (not submitted: the organisation stays at IMPLEMENTATION_PLAN, so a person
// can walk it on), the crops of its included fields for the three baseline seasons and the
// current one, five herds with their numbers for every month of this season and the one before,
// this season's grazing moves across its camps and the fertiliser on its cropland. Two included
// fields (Nuwe land, Sketskamp) are left without a plan and one (Sketskamp) without crops, for
// the person walking it to fill in. Deterministic (fixed ids, fixed figures, dates from the
// season) and written once, with the owner's new account (people.server.ts), like
// fields.server.ts: what exists already is left alone, what someone changes later stays.
import { insertMissingCropJourneys } from "~/models/crop-journeys.server";
import { insertMissingFertiliserInputs } from "~/models/fertiliser-inputs.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { insertMissingGrazingEvents } from "~/models/grazing-events.server";
import { insertMissingHerds } from "~/models/herds.server";
import { insertMissingActions, insertMissingPlan } from "~/models/implementation-plans.server";
import { insertMissingLivestockNumbers } from "~/models/livestock-numbers.server";
import type { Executor } from "~/models/transaction.server";
import { currentSeason } from "~/services/fields/seasons";
import type {
  FrameSize,
  HerdType,
  LandUse,
  NpkType,
  Practice,
  ProgrammeLinkDirection,
  ProgrammeTarget,
  ResidueType,
  TillageType,
} from "~/shared/practice";
import { demoFieldId } from "./fields.server";

/** A fixed id of the practice demo: kind (2 digits) and number (up to 6). */
export const practiceDemoId = (kind: number, n: number) =>
  `00000000-0000-4000-8000-0015${String(kind).padStart(2, "0")}${String(n).padStart(6, "0")}`;

// The included fields of fields.server.ts (Vleikamp failed its signoff, Ou boord is not
// included, Verkeerde kamp deleted).
const NOORDKAMP = demoFieldId(1); // veld camp, ~215 ha
const RIVIERKAMP = demoFieldId(3); // cropland by the river, ~215 ha
const NUWE_LAND = demoFieldId(4); // dryland cropland, ~215 ha
const SKETSKAMP = demoFieldId(5); // veld camp, ~215 ha
const KRAAL = demoFieldId(8); // the centre pivot on Klipfontein (400 m radius, ~50 ha)

/** The demo's included fields; Nuwe land and Sketskamp have no plan, Sketskamp no crops. */
export const PRACTICE_DEMO_FIELD_IDS = [NOORDKAMP, RIVIERKAMP, NUWE_LAND, SKETSKAMP, KRAAL];

export const PRACTICE_DEMO_PLAN_ID = practiceDemoId(1, 1);

interface DemoAction {
  fieldId: string;
  practice: Practice;
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection?: ProgrammeLinkDirection;
  programmeLinkDays?: number;
  /** Month (1-based) and day; the year follows from the season (July–December: its first). */
  date?: [number, number];
  notes: string;
}

const ACTIONS: DemoAction[] = [
  {
    fieldId: NOORDKAMP,
    practice: "adaptiveGrazing",
    programmeTarget: "seasonStart",
    programmeLinkDirection: "tandem",
    date: [7, 1],
    notes:
      "The cattle, then the sheep and goats, move through the camp in 10- to 14-day grazings; no part is grazed again within 60 days.",
  },
  {
    fieldId: NOORDKAMP,
    practice: "restPeriods",
    programmeTarget: "firstRains",
    programmeLinkDirection: "after",
    programmeLinkDays: 14,
    date: [10, 15],
    notes: "The camp rests through the growing season, from November until the grass has set seed.",
  },
  {
    fieldId: RIVIERKAMP,
    practice: "noTillage",
    programmeTarget: "planting",
    programmeLinkDirection: "on",
    date: [11, 15],
    notes: "Maize planted straight into last season's residue with a no-till planter.",
  },
  {
    fieldId: RIVIERKAMP,
    practice: "coverCrops",
    programmeTarget: "harvest",
    programmeLinkDirection: "after",
    programmeLinkDays: 14,
    date: [5, 15],
    notes: "Oats sown 14 days after the maize harvest, grazed by the dairy herd in winter.",
  },
  {
    fieldId: RIVIERKAMP,
    practice: "residueRetention",
    programmeTarget: "harvest",
    programmeLinkDirection: "on",
    date: [5, 15],
    notes: "The maize stover stays on the land; no baling.",
  },
  {
    fieldId: KRAAL,
    practice: "compost",
    programmeTarget: "none",
    date: [8, 20],
    notes:
      "10 t/ha of compost from the dairy's kraal manure, spread before the lucerne's spring growth.",
  },
  {
    fieldId: KRAAL,
    practice: "adaptiveGrazing",
    programmeTarget: "seasonStart",
    programmeLinkDirection: "after",
    programmeLinkDays: 62,
    date: [7, 1],
    notes:
      "The dairy herd strip-grazes the lucerne for 8 hours a day between milkings, a new strip each day.",
  },
];

interface DemoJourney {
  landUse: LandUse;
  crops: { crop: string; cover: boolean }[];
  tillage: TillageType;
  residue: ResidueType;
}

const crop = (name: string, cover = false) => ({ crop: name, cover });
const VELD: DemoJourney = {
  landUse: "grazing",
  crops: [crop("Natural veld")],
  tillage: "none",
  residue: "notApplicable",
};

/** Per field, the three baseline seasons (oldest first) and the current one; null: not recorded. */
const JOURNEYS: [string, (DemoJourney | null)[]][] = [
  [NOORDKAMP, [VELD, VELD, VELD, VELD]],
  [
    RIVIERKAMP,
    [
      { landUse: "cropland", crops: [crop("Maize")], tillage: "conventional", residue: "grazed" },
      { landUse: "cropland", crops: [crop("Wheat")], tillage: "conventional", residue: "burnt" },
      { landUse: "cropland", crops: [crop("Maize")], tillage: "reduced", residue: "grazed" },
      {
        landUse: "mixed",
        crops: [crop("Maize"), crop("Oats", true)],
        tillage: "none",
        residue: "retained",
      },
    ],
  ],
  [
    NUWE_LAND,
    [
      { landUse: "cropland", crops: [crop("Wheat")], tillage: "conventional", residue: "burnt" },
      { landUse: "cropland", crops: [crop("Maize")], tillage: "conventional", residue: "grazed" },
      { landUse: "cropland", crops: [crop("Wheat")], tillage: "conventional", residue: "grazed" },
      { landUse: "cropland", crops: [crop("Maize")], tillage: "conventional", residue: "grazed" },
    ],
  ],
  [
    KRAAL,
    [
      // The pivot's first baseline season is not recorded yet (the records of the year it was
      // put up are being looked for): Kraal is IN_PROGRESS (decision 0151).
      null,
      {
        landUse: "cropland",
        crops: [crop("Lucerne")],
        tillage: "conventional",
        residue: "removed",
      },
      { landUse: "cropland", crops: [crop("Lucerne")], tillage: "none", residue: "removed" },
      { landUse: "mixed", crops: [crop("Lucerne")], tillage: "none", residue: "grazed" },
    ],
  ],
];

interface DemoHerd {
  n: number;
  name: string;
  type: HerdType;
  frameSize: FrameSize | null;
  /** Head per month of the current season, July first: mature, then juvenile. */
  mature: number[];
  juvenile: number[];
}

// Calves counted as juveniles from birth to weaning; the Bonsmaras calve in October–December and
// the weaners are sold in May; the Dorpers lamb in autumn (March–April) and the lambs go at four
// months; the Boer goats kid in August–September; the dairy rears its heifer calves.
export const PRACTICE_DEMO_HERDS: DemoHerd[] = [
  {
    n: 1,
    name: "Bonsmara cows",
    type: "beef",
    frameSize: "medium",
    mature: [45, 45, 45, 45, 45, 45, 45, 45, 45, 45, 42, 42],
    juvenile: [10, 10, 10, 16, 30, 38, 40, 40, 40, 39, 10, 10],
  },
  {
    n: 2,
    name: "Dorper ewes",
    type: "sheep",
    frameSize: null,
    mature: [186, 186, 186, 186, 186, 186, 200, 194, 194, 194, 194, 192],
    juvenile: [172, 120, 40, 20, 20, 20, 6, 6, 96, 176, 182, 178],
  },
  {
    n: 3,
    name: "Boer goats",
    type: "goats",
    frameSize: null,
    mature: [70, 70, 70, 70, 70, 70, 70, 70, 64, 64, 64, 64],
    juvenile: [0, 36, 94, 98, 96, 94, 92, 64, 26, 14, 14, 14],
  },
  {
    n: 4,
    name: "Holstein dairy",
    type: "dairy",
    frameSize: "large",
    mature: [32, 32, 32, 33, 33, 33, 34, 34, 34, 33, 33, 32],
    juvenile: [9, 10, 11, 11, 12, 12, 12, 11, 10, 10, 9, 9],
  },
  {
    n: 5,
    name: "Large White pigs",
    type: "pigs",
    frameSize: null,
    mature: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
    juvenile: [42, 68, 55, 30, 64, 70, 48, 36, 66, 72, 50, 38],
  },
];

/** The season before had a smaller herd: 92 % of this season's head, rounded. */
const PREVIOUS_SEASON_SHARE = 0.92;

interface DemoGrazing {
  n: number;
  herd: number;
  fieldIds: string[];
  /** [month, day] (1-based month), July–December in the season's first year. */
  from: [number, number];
  to: [number, number];
  hoursOnField: number;
}

// The cattle stay out day and night; the sheep and goats graze by day and are kraaled at night;
// the dairy herd grazes between milkings. Noordkamp rests from November to February (the plan's
// rest period); the cattle follow the harvests on the cropland in winter. No herd is in two
// places at once: each herd's moves follow one another.
export const PRACTICE_DEMO_GRAZING: DemoGrazing[] = [
  // Bonsmara cows, 24 h.
  { n: 1, herd: 1, fieldIds: [RIVIERKAMP], from: [7, 1], to: [7, 31], hoursOnField: 24 },
  { n: 2, herd: 1, fieldIds: [NUWE_LAND], from: [8, 1], to: [9, 10], hoursOnField: 24 },
  { n: 3, herd: 1, fieldIds: [NOORDKAMP], from: [9, 11], to: [10, 31], hoursOnField: 24 },
  { n: 4, herd: 1, fieldIds: [SKETSKAMP], from: [11, 1], to: [2, 28], hoursOnField: 24 },
  { n: 5, herd: 1, fieldIds: [NOORDKAMP], from: [3, 1], to: [4, 30], hoursOnField: 24 },
  { n: 6, herd: 1, fieldIds: [SKETSKAMP], from: [5, 1], to: [5, 31], hoursOnField: 24 },
  { n: 7, herd: 1, fieldIds: [NUWE_LAND], from: [6, 1], to: [6, 30], hoursOnField: 24 },
  // Dorper ewes, 10 h by day.
  { n: 8, herd: 2, fieldIds: [SKETSKAMP], from: [7, 1], to: [8, 31], hoursOnField: 10 },
  { n: 9, herd: 2, fieldIds: [NOORDKAMP], from: [9, 1], to: [10, 31], hoursOnField: 10 },
  { n: 10, herd: 2, fieldIds: [SKETSKAMP], from: [11, 1], to: [12, 31], hoursOnField: 10 },
  { n: 11, herd: 2, fieldIds: [SKETSKAMP], from: [1, 1], to: [2, 28], hoursOnField: 10 },
  { n: 12, herd: 2, fieldIds: [NOORDKAMP], from: [3, 1], to: [4, 30], hoursOnField: 10 },
  { n: 13, herd: 2, fieldIds: [SKETSKAMP], from: [5, 1], to: [6, 30], hoursOnField: 10 },
  // Boer goats, 9 h by day; in winter they browse across both camps.
  { n: 14, herd: 3, fieldIds: [NOORDKAMP, SKETSKAMP], from: [7, 1], to: [8, 31], hoursOnField: 9 },
  { n: 15, herd: 3, fieldIds: [SKETSKAMP], from: [9, 1], to: [10, 31], hoursOnField: 9 },
  { n: 16, herd: 3, fieldIds: [SKETSKAMP], from: [11, 1], to: [2, 28], hoursOnField: 9 },
  { n: 17, herd: 3, fieldIds: [NOORDKAMP], from: [3, 1], to: [6, 30], hoursOnField: 9 },
  // Holstein dairy, 8 h between milkings: the maize stover in winter, then the lucerne.
  { n: 18, herd: 4, fieldIds: [RIVIERKAMP], from: [7, 1], to: [8, 31], hoursOnField: 8 },
  { n: 19, herd: 4, fieldIds: [KRAAL], from: [9, 1], to: [10, 31], hoursOnField: 8 },
  { n: 20, herd: 4, fieldIds: [KRAAL], from: [11, 1], to: [12, 31], hoursOnField: 8 },
  { n: 21, herd: 4, fieldIds: [KRAAL], from: [1, 1], to: [2, 28], hoursOnField: 8 },
  { n: 22, herd: 4, fieldIds: [KRAAL], from: [3, 1], to: [4, 30], hoursOnField: 8 },
  { n: 23, herd: 4, fieldIds: [KRAAL], from: [5, 1], to: [6, 30], hoursOnField: 8 },
  // The pigs are kept in pens: no grazing.
];

interface DemoFertiliser {
  product: string;
  npkType: NpkType;
  applicationRate: number;
  nutrientPercent: number | null;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
}

const npk232 = (rate: number): DemoFertiliser => ({
  product: "2:3:2 (22)",
  npkType: "npk",
  applicationRate: rate,
  nutrientPercent: 22,
  nitrogen: 2,
  phosphorus: 3,
  potassium: 2,
});
const npk321 = (rate: number): DemoFertiliser => ({
  product: "3:2:1 (25)",
  npkType: "npk",
  applicationRate: rate,
  nutrientPercent: 25,
  nitrogen: 3,
  phosphorus: 2,
  potassium: 1,
});
const nutrient = (
  product: string,
  rate: number,
  [nitrogen, phosphorus, potassium]: [number, number, number],
): DemoFertiliser => ({
  product,
  npkType: "nutrient",
  applicationRate: rate,
  nutrientPercent: null,
  nitrogen,
  phosphorus,
  potassium,
});
const lan = (rate: number) => nutrient("LAN (28)", rate, [28, 0, 0]);
const superphosphate = (rate: number) =>
  nutrient("Single superphosphate (10.5)", rate, [0, 10.5, 0]);
const potash = (rate: number) => nutrient("Potassium chloride (50)", rate, [0, 0, 50]);

/** Per cropland field, the three baseline seasons and the current one: planting, top dressing. */
const FERTILISER: [string, DemoFertiliser[][]][] = [
  [
    RIVIERKAMP,
    [
      [npk232(250), lan(200)],
      [npk321(200), lan(150)],
      [npk232(250), lan(200)],
      [npk232(200), lan(150)],
    ],
  ],
  [
    NUWE_LAND,
    [
      [npk321(150), lan(100)],
      [npk232(250), lan(200)],
      [npk321(150), lan(100)],
      [npk232(200), lan(150)],
    ],
  ],
  // The pivot's first baseline season is not recorded (its crops are not either).
  [KRAAL, [[], [superphosphate(300)], [potash(100)], [superphosphate(200)]]],
];

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' of a [month, day] in a season: July–December in its first year. */
function seasonDate(season: number, [month, day]: [number, number]): string {
  const year = 2000 + season + (month >= 7 ? 0 : 1);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The months of a season, July first: year and 0-based month (spec §3 'Livestock numbers'). */
function seasonMonths(season: number): { year: number; month: number }[] {
  return Array.from({ length: 12 }, (_, i) => ({
    year: 2000 + season + (i < 6 ? 0 : 1),
    month: (6 + i) % 12,
  }));
}

/**
 * The trust's plan, crops, herds, numbers, grazing and fertiliser. Nothing is overwritten: a
 * plan or herd that exists already keeps its own actions, numbers and grazing.
 */
export async function seedPracticeDemo(
  tx: Executor,
  organisationId: string,
  userId: string,
  now: Date = new Date(),
) {
  const season = currentSeason(now);
  const seasons = [season - 3, season - 2, season - 1, season];
  // Only fields that are there (a field's row is never deleted, but stay safe).
  const present = new Set(
    (await listFieldsWithRecords(organisationId, season, tx))
      .map((field) => field.id)
      .filter((id) => PRACTICE_DEMO_FIELD_IDS.includes(id)),
  );
  if (!present.size) return;

  // The draft plan: no submittedAt, so the organisation stays at IMPLEMENTATION_PLAN.
  const plan = await insertMissingPlan(organisationId, { id: PRACTICE_DEMO_PLAN_ID, season }, tx);
  const actions = ACTIONS.filter((a) => present.has(a.fieldId));
  if (plan) {
    await insertMissingActions(
      organisationId,
      actions.map((action, i) => ({
        id: practiceDemoId(2, i + 1),
        planId: PRACTICE_DEMO_PLAN_ID,
        fieldId: action.fieldId,
        practice: action.practice,
        programmeTarget: action.programmeTarget,
        programmeLinkDirection: action.programmeLinkDirection ?? null,
        programmeLinkDays: action.programmeLinkDays ?? null,
        date: action.date ? seasonDate(season, action.date) : null,
        notes: action.notes,
        createdBy: userId,
      })),
      tx,
    );
  }

  const journeys = JOURNEYS.filter(([fieldId]) => present.has(fieldId)).flatMap(
    ([fieldId, perSeason], f) =>
      perSeason.flatMap((journey, s) =>
        journey === null
          ? []
          : [
              {
                fieldId,
                season: seasons[s]!,
                landUse: journey.landUse,
                crops: journey.crops.map((item, c) => ({
                  id: practiceDemoId(6, (f + 1) * 100 + s * 10 + c + 1),
                  ...item,
                })),
                tillage: journey.tillage,
                residue: journey.residue,
                updatedBy: userId,
              },
            ],
      ),
  );
  await insertMissingCropJourneys(organisationId, journeys, tx);

  const created = await insertMissingHerds(
    organisationId,
    PRACTICE_DEMO_HERDS.map((herd) => ({
      id: practiceDemoId(3, herd.n),
      name: herd.name,
      type: herd.type,
      frameSize: herd.frameSize,
      createdBy: userId,
    })),
    tx,
  );
  const newHerds = new Set(created);
  const numbers = PRACTICE_DEMO_HERDS.filter((herd) =>
    newHerds.has(practiceDemoId(3, herd.n)),
  ).flatMap((herd) => {
    const herdId = practiceDemoId(3, herd.n);
    const previous = seasonMonths(season - 1).map(({ year, month }, i) => ({
      year,
      month,
      mature: Math.round(herd.mature[i]! * PREVIOUS_SEASON_SHARE),
      juvenile: Math.round(herd.juvenile[i]! * PREVIOUS_SEASON_SHARE),
    }));
    const current = seasonMonths(season).map(({ year, month }, i) => ({
      year,
      month,
      mature: herd.mature[i]!,
      juvenile: herd.juvenile[i]!,
    }));
    return [...previous, ...current].map((row) => ({ herdId, ...row, updatedBy: userId }));
  });
  await insertMissingLivestockNumbers(organisationId, numbers, tx);

  const grazing = PRACTICE_DEMO_GRAZING.filter(
    (event) =>
      newHerds.has(practiceDemoId(3, event.herd)) && event.fieldIds.every((id) => present.has(id)),
  ).map((event) => ({
    id: practiceDemoId(4, event.n),
    season,
    herdId: practiceDemoId(3, event.herd),
    fieldIds: event.fieldIds,
    startDate: seasonDate(season, event.from),
    endDate: seasonDate(season, event.to),
    hoursOnField: event.hoursOnField,
    createdBy: userId,
  }));
  await insertMissingGrazingEvents(organisationId, grazing, tx);

  let n = 0;
  const inputs = FERTILISER.flatMap(([fieldId, perSeason]) =>
    perSeason.flatMap((list, s) =>
      list.map((input) => ({
        id: practiceDemoId(5, (n += 1)),
        fieldId,
        season: seasons[s]!,
        ...input,
        createdBy: userId,
      })),
    ),
  ).filter((input) => present.has(input.fieldId));
  await insertMissingFertiliserInputs(organisationId, inputs, tx);
}

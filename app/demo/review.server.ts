// The demo organisation that waits for feedback (issue 16 'Demo'): Umhlaba Grazing Co-op, mixed
// cattle and cropland in the KwaZulu-Natal midlands near Mooi River, owned by Zanele Mthembu
// (review@veld.example). It has walked the whole journey: contract signed, one farm with three
// fields confirmed (two veld camps and a cropland), a submitted implementation plan for the
// programme's first season (the current one), the practice data for it and its three baseline
// seasons, four evidence items (an invoice, a cover-crop photo and a grazing-records CSV
// submitted, a compost photo still a draft) and the season's submission, reviewed two days ago
// by the demo admin: everything accepted but the cover-crop photo, which needs changes. So the
// feedback page, the home page's requests, the admin's evidence, notes, submissions and
// project-management pages all have something to show. Decision 0087.
//
// Written once, with its owner's new account (people.server.ts), like fields.server.ts: fixed
// ids, and the models' insertMissing… functions leave a row that is there already as it is, so
// what exists is left alone and what someone changes later stays. The evidence bytes are not in
// the database: putReviewDemoFiles writes them to the file store under fixed keys before the
// transaction that writes their stored_files rows, so several instances starting at once write
// the same bytes to the same keys. The bytes depend only on the season, never on the clock, so
// every instance builds the same files: PDFs and the photo's EXIF are made with libraries from
// the committed photos in fixtures/ (documents.server.ts; decision 0122).
import { createHash } from "node:crypto";
import type { Polygon } from "geojson";
import { insertMissingBoundaries } from "~/models/boundaries.server";
import { insertMissingCompanyNotes } from "~/models/company-notes.server";
import { insertMissingCropJourneys } from "~/models/crop-journeys.server";
import { insertMissingEvidenceFiles, insertMissingEvidenceItems } from "~/models/evidence.server";
import { insertMissingFarms } from "~/models/farms.server";
import { insertMissingFertiliserInputs } from "~/models/fertiliser-inputs.server";
import { insertMissingGrazingEvents } from "~/models/grazing-events.server";
import { insertMissingHerds } from "~/models/herds.server";
import { insertMissingActions, insertMissingPlan } from "~/models/implementation-plans.server";
import { insertMissingLivestockNumbers } from "~/models/livestock-numbers.server";
import { insertMissingDetails } from "~/models/organisation-details.server";
import { findUserBySubject } from "~/models/profiles.server";
import { insertMissingSignatory } from "~/models/signatories.server";
import { findStoredFile, insertMissingStoredFiles } from "~/models/stored-files.server";
import { insertMissingSubmission, insertMissingSubmissionItems } from "~/models/submissions.server";
import { insertMissingTasks } from "~/models/tasks.server";
import type { Executor } from "~/models/transaction.server";
import { areaHectares } from "~/services/contracting/boundaries/area";
import { NO_CAPTURE, readPhotoCapture, type PhotoCapture } from "~/services/evidence/exif.server";
import { isPhoto } from "~/services/evidence/rules";
import { fileStore, type FileStore } from "~/services/files/file-store.server";
import { currentSeason } from "~/services/fields/seasons";
import { signoffPass, type FieldSignoffRecord } from "~/services/fields/signoff";
import { csvText } from "~/services/kit/csv.server";
import { fixPathFor } from "~/services/review/rules";
import type { EvidenceCategory } from "~/shared/evidence";
import type {
  LandUse,
  Practice,
  ProgrammeLinkDirection,
  ProgrammeTarget,
  ResidueType,
  TillageType,
} from "~/shared/practice";
import { compostPhoto, coverCropPhoto, textPdf } from "./documents.server";
import { insertMissingFieldOfSeason } from "./field-rows.server";
import { DAY_MS } from "~/shared/time";

/** One organisation of this demo: who it is, where its farm lies, how far its review is. */
export interface ReviewDemoOrganisation {
  id: string;
  /** 1 or 2: numbers its fixed ids (reviewDemoId's n from (index - 1) × 100 000). */
  index: number;
  name: string;
  legalName: string;
  registrationNumber: string;
  farmName: string;
  erfNumber: string;
  town: string;
  postalCode: string;
  /** Degrees east and north of the first farm (the fields' shapes are the same). */
  shift: [number, number];
  owner: { name: string; surname: string; email: string; phoneNumber: string; designation: string };
  /** Reviewed two days ago with one item needing changes; otherwise waiting for review. */
  reviewed: boolean;
  submittedDaysAgo: number;
}

export const REVIEW_DEMO_ORGANISATIONS: readonly ReviewDemoOrganisation[] = [
  {
    id: "00000000-0000-4000-8000-000000000203",
    index: 1,
    name: "Umhlaba Grazing Co-op",
    legalName: "Umhlaba Grazing Co-operative Limited",
    registrationNumber: "2019/482215/24",
    farmName: "Umhlaba Farm",
    erfNumber: "Portion 2 of Mooi River 1234",
    town: "Mooi River",
    postalCode: "3300",
    shift: [0, 0],
    owner: {
      name: "Zanele",
      surname: "Mthembu",
      email: "review@veld.example",
      phoneNumber: "+27 335550106",
      designation: "Chairperson",
    },
    reviewed: true,
    submittedDaysAgo: 9,
  },
  {
    // Waiting in the review queue, for an admin to review.
    id: "00000000-0000-4000-8000-000000000204",
    index: 2,
    name: "Hlanganani Livestock Trust",
    legalName: "Hlanganani Livestock Trust",
    registrationNumber: "IT 2217/2018",
    farmName: "Hlanganani",
    erfNumber: "Remainder of Weenen Road 5678",
    town: "Estcourt",
    postalCode: "3310",
    shift: [-0.12, 0.16],
    owner: {
      name: "Sibusiso",
      surname: "Ndlovu",
      email: "waiting@veld.example",
      phoneNumber: "+27 365550107",
      designation: "Trustee",
    },
    reviewed: false,
    submittedDaysAgo: 4,
  },
];

export const [REVIEWED_DEMO, WAITING_DEMO] = REVIEW_DEMO_ORGANISATIONS as [
  ReviewDemoOrganisation,
  ReviewDemoOrganisation,
];

/** The review demo organisation with this id, if it is one. */
export function reviewDemoOrganisation(id: string | undefined) {
  return REVIEW_DEMO_ORGANISATIONS.find((o) => o.id === id);
}

/** The demo admin's identity-provider account (people.server.ts): the reviewer, when there. */
const DEMO_ADMIN_SUBJECT = "00000000-0000-4000-8000-000000000002";

/** A fixed id of this demo: kind (2 digits) and number (up to 6), in the 0016 range. */
export const reviewDemoId = (kind: number, n: number) =>
  `00000000-0000-4000-8000-0016${String(kind).padStart(2, "0")}${String(n).padStart(6, "0")}`;

/** The fixed ids of one organisation of the demo. */
const idsOf = (org: ReviewDemoOrganisation) => (kind: number, n: number) =>
  reviewDemoId(kind, (org.index - 1) * 100_000 + n);

// The fields, by number (their ids: kind 3).
const INTABA = 1; // veld camp on the ridge, ~115 ha
const UMFULA = 2; // veld camp down to the river, ~115 ha
const MIELIE_LAND = 3; // the cropland, ~50 ha

/** The organisation's three fields' ids. */
export const reviewDemoFieldIds = (org: ReviewDemoOrganisation) =>
  [INTABA, UMFULA, MIELIE_LAND].map((n) => idsOf(org)(3, n));

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

// West of Mooi River, KwaZulu-Natal: Umhlaba Farm, about 3 km × 2.8 km (the second farm is
// the same shape, shifted towards Estcourt).
const FARM_CENTRE = { latitude: -29.215, longitude: 29.975 };
const FARM_BOX = [29.96, -29.228, 29.99, -29.203] as const;
const DEMO_FIELDS = [
  { n: INTABA, name: "Intaba camp", box: [29.962, -29.212, 29.974, -29.203] as const },
  { n: UMFULA, name: "Umfula camp", box: [29.975, -29.212, 29.987, -29.203] as const },
  { n: MIELIE_LAND, name: "Mielie land", box: [29.965, -29.222, 29.973, -29.216] as const },
];
/** Where the compost photo was taken, on Mielie land. */
const PHOTO_POSITION = { latitude: -29.2187, longitude: 29.9691 };

const shifted = (org: ReviewDemoOrganisation, [west, south, east, north]: readonly number[]) => {
  const [east_, north_] = org.shift;
  return box(west! + east_, south! + north_, east! + east_, north! + north_);
};

function passed(boundaryId: string): FieldSignoffRecord {
  return {
    boundarySignoff: true,
    wetlandSignoff: true,
    ownershipSignoff: true,
    farmBoundaryIds: [boundaryId],
    landConversionSignoff: true,
    nativeEcosystemSignoff: true,
    nativeEcosystemType: "GRASSLAND",
    dominantLandUse: "GRAZING",
  };
}

// ---- Dates: the season's (for the records and the files' bytes) and the clock's (the review) ----

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' of a [month, day] in a season: July–December in its first year. */
function seasonDate(season: number, [month, day]: [number, number]): string {
  const year = 2000 + season + (month >= 7 ? 0 : 1);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The months of a season, July first: year and 0-based month. */
function seasonMonths(season: number): { year: number; month: number }[] {
  return Array.from({ length: 12 }, (_, i) => ({
    year: 2000 + season + (i < 6 ? 0 : 1),
    month: (6 + i) % 12,
  }));
}

const MINUTE_MS = 60_000;
const daysBefore = (now: Date, days: number, minutes = 0) =>
  new Date(now.getTime() - days * DAY_MS - minutes * MINUTE_MS);

// ---- The plan, crops, herd, grazing and fertiliser ----

interface DemoAction {
  field: number;
  practice: Practice;
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection?: ProgrammeLinkDirection;
  programmeLinkDays?: number;
  date?: [number, number];
  notes: string;
}

const ACTIONS: DemoAction[] = [
  {
    field: INTABA,
    practice: "adaptiveGrazing",
    programmeTarget: "seasonStart",
    programmeLinkDirection: "tandem",
    date: [7, 1],
    notes:
      "The Nguni herd moves between the two camps as one mob; each camp rests at least 45 days between grazings.",
  },
  {
    field: INTABA,
    practice: "restPeriods",
    programmeTarget: "firstRains",
    programmeLinkDirection: "after",
    programmeLinkDays: 21,
    date: [10, 10],
    notes: "Half the camp rests from three weeks after the first rains until the grass sets seed.",
  },
  {
    field: UMFULA,
    practice: "adaptiveGrazing",
    programmeTarget: "seasonStart",
    programmeLinkDirection: "tandem",
    date: [7, 1],
    notes: "Grazed in winter and again in spring; the river bank is fenced off.",
  },
  {
    field: MIELIE_LAND,
    practice: "compost",
    programmeTarget: "none",
    date: [8, 12],
    notes: "60 t of compost from Midlands Organics, spread at about 10 t/ha before planting.",
  },
  {
    field: MIELIE_LAND,
    practice: "noTillage",
    programmeTarget: "planting",
    programmeLinkDirection: "on",
    date: [11, 20],
    notes: "Maize planted straight into the cover crop's residue with the co-op's no-till planter.",
  },
  {
    field: MIELIE_LAND,
    practice: "coverCrops",
    programmeTarget: "harvest",
    programmeLinkDirection: "after",
    programmeLinkDays: 10,
    date: [5, 20],
    notes: "Oats and vetch sown 10 days after the maize harvest; grazed lightly in winter.",
  },
];

interface DemoJourney {
  landUse: LandUse;
  crops: { crop: string; cover: boolean }[];
  tillage: TillageType;
  residue: ResidueType;
}

const VELD: DemoJourney = {
  landUse: "grazing",
  crops: [{ crop: "Natural veld (highland sourveld)", cover: false }],
  tillage: "none",
  residue: "notApplicable",
};
const cropland = (crop: string, tillage: TillageType, residue: ResidueType): DemoJourney => ({
  landUse: "cropland",
  crops: [{ crop, cover: false }],
  tillage,
  residue,
});

/** Per field, the three baseline seasons (oldest first) and the programme's first. */
const JOURNEYS: [number, DemoJourney[]][] = [
  [INTABA, [VELD, VELD, VELD, VELD]],
  [UMFULA, [VELD, VELD, VELD, VELD]],
  [
    MIELIE_LAND,
    [
      cropland("Maize", "conventional", "grazed"),
      cropland("Soybeans", "conventional", "retained"),
      cropland("Maize", "reduced", "grazed"),
      {
        landUse: "mixed",
        crops: [
          { crop: "Maize", cover: false },
          { crop: "Oats and vetch", cover: true },
        ],
        tillage: "none",
        residue: "retained",
      },
    ],
  ],
];

// Nguni cows: calving from October to December, weaners sold in May.
const MATURE = [38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 36, 36];
const JUVENILE = [8, 8, 8, 14, 26, 32, 33, 33, 33, 32, 8, 8];

/** The herd's moves this season: one mob, day and night, never in two camps at once. */
const GRAZING: { n: number; field: number; from: [number, number]; to: [number, number] }[] = [
  { n: 1, field: UMFULA, from: [7, 1], to: [7, 31] },
  { n: 2, field: INTABA, from: [8, 1], to: [9, 15] },
  { n: 3, field: UMFULA, from: [9, 16], to: [10, 31] },
  { n: 4, field: INTABA, from: [11, 1], to: [12, 31] },
];

// ---- The evidence files: small, real, built from the season alone ----

export interface ReviewDemoFile {
  id: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Uint8Array;
  sha256: string;
  /** A photo's capture date and position, as its EXIF says (nulls: none, or not a photo). */
  capture: PhotoCapture;
}

function invoiceLines(org: ReviewDemoOrganisation, season: number): string[] {
  const year = 2000 + season;
  return [
    "Midlands Organics (Pty) Ltd - TAX INVOICE",
    "14 Station Road, Howick 3290  |  VAT no. 4123456789",
    "",
    `Invoice INV-${year}-${410 + org.index * 2}          Date: 5 August ${year}`,
    `Bill to: ${org.legalName}, ${org.town} ${org.postalCode}`,
    `Deliver to: ${org.farmName}, Mielie land`,
    "",
    "60 t screened compost (kraal manure and green waste) @ R650.00/t     R 39 000.00",
    "Delivery, 2 loads by tipper truck                                  R  4 200.00",
    "Subtotal                                                           R 43 200.00",
    "VAT 15%                                                            R  6 480.00",
    "Total                                                              R 49 680.00",
    "",
    `Paid by EFT on 12 August ${year}. Thank you for your business.`,
  ];
}

/** The herd book's moves of July to October, as the farmer typed them up. */
function grazingCsv(season: number): string {
  const notes = [
    "Winter grazing of standing hay; lick supplement",
    "Moved as one mob; water from the new trough",
    "Spring flush; river bank fenced off",
  ];
  const rows = GRAZING.filter((event) => event.to[0] >= 7 && event.to[0] <= 10).map((event, i) => {
    const month = event.from[0] - 7;
    return [
      seasonDate(season, event.from),
      seasonDate(season, event.to),
      DEMO_FIELDS.find((f) => f.n === event.field)!.name,
      "Nguni cows",
      MATURE[month],
      JUVENILE[month],
      24,
      notes[i],
    ];
  });
  const header = [
    "date_in",
    "date_out",
    "camp",
    "herd",
    "mature_head",
    "juvenile_head",
    "hours_per_day",
    "notes",
  ];
  return csvText(header, rows);
}

async function file(
  id: string,
  originalName: string,
  mimeType: string,
  extension: string,
  bytes: Uint8Array,
): Promise<ReviewDemoFile> {
  return {
    id,
    // Fixed keys (the file's id and its extension): a second put writes the same bytes again.
    storageKey: `${id}${extension}`,
    originalName,
    mimeType,
    extension,
    bytes,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    // Read from the bytes by the evidence service's reader, as for an upload.
    capture: isPhoto(mimeType) ? await readPhotoCapture(bytes) : NO_CAPTURE,
  };
}

/**
 * The organisation's four evidence files of `season`: a pure function of the two (the invoice,
 * the cover-crop photo, the grazing records and the compost photo, in that order).
 */
export async function reviewDemoFiles(
  org: ReviewDemoOrganisation,
  season: number,
): Promise<ReviewDemoFile[]> {
  const year = 2000 + season;
  const id = idsOf(org);
  const invoice = `INV-${year}-${410 + org.index * 2}`;
  return Promise.all([
    file(
      id(9, 1),
      `Midlands Organics invoice ${invoice}.pdf`,
      "application/pdf",
      ".pdf",
      await textPdf(invoiceLines(org, season), {
        title: `Midlands Organics tax invoice ${invoice}`,
        created: new Date(`${year}-08-05T10:00:00+02:00`),
      }),
    ),
    // Forwarded over WhatsApp, which strips a photo's EXIF: no date, no place.
    file(id(9, 2), `IMG-${year}1004-WA0007.jpg`, "image/jpeg", ".jpg", coverCropPhoto()),
    file(
      id(9, 3),
      `Grazing records July-October ${year}.csv`,
      "text/csv",
      ".csv",
      new TextEncoder().encode(grazingCsv(season)),
    ),
    // Taken on the compost's day in the plan, on Mielie land.
    file(
      id(9, 4),
      `IMG_${year}0812_074012.jpg`,
      "image/jpeg",
      ".jpg",
      compostPhoto(`${year}:08:12 07:40:12`, {
        latitude: PHOTO_POSITION.latitude + org.shift[1],
        longitude: PHOTO_POSITION.longitude + org.shift[0],
      }),
    ),
  ]);
}

/**
 * Writes the demo's evidence bytes to the file store, for the files that have no stored_files
 * row yet (one that has a row keeps its bytes as they are). Called before the transaction that
 * writes the rows: bytes without a row are harmless (the start-up sweep removes old ones), a row
 * without bytes would not be.
 */
export async function putReviewDemoFiles(
  org: ReviewDemoOrganisation,
  now: Date = new Date(),
  store: FileStore = fileStore(),
) {
  for (const f of await reviewDemoFiles(org, currentSeason(now)))
    if (!(await findStoredFile(f.id))) await store.put(f.storageKey, f.bytes);
}

// ---- Evidence, submission and review ----

interface DemoEvidence {
  n: number;
  title: string;
  description: string;
  categories: EvidenceCategory[];
  /** The field's number; null: the whole farm. */
  field: number | null;
  practice: Practice;
  submitted: boolean;
  /** The review's decision on it (for the reviewed organisation); absent for the draft. */
  review?: { status: "ACCEPTED" } | { status: "CHANGES_REQUESTED"; reason: string };
}

export const REVIEW_DEMO_CHANGE_REASON =
  "The photo has no date or place we can read. Please upload the original photo from your phone's gallery, not a copy sent over WhatsApp or a screenshot.";

/** The four items, each with the file of the same number (reviewDemoFiles' order). */
const EVIDENCE: DemoEvidence[] = [
  {
    n: 1,
    title: "Compost invoice from Midlands Organics",
    description: "60 t of compost delivered in August and spread on Mielie land at about 10 t/ha.",
    categories: ["invoices"],
    field: MIELIE_LAND,
    practice: "compost",
    submitted: true,
    review: { status: "ACCEPTED" },
  },
  {
    n: 2,
    title: "Cover crop on Mielie land",
    description: "The oats and vetch in early October, before the herd grazed it lightly.",
    categories: ["photos"],
    field: MIELIE_LAND,
    practice: "coverCrops",
    submitted: true,
    review: { status: "CHANGES_REQUESTED", reason: REVIEW_DEMO_CHANGE_REASON },
  },
  {
    n: 3,
    title: "Grazing records, July to October",
    description: "The herd book's moves between the camps, typed up from the notebook.",
    categories: ["grazingRecords"],
    field: null,
    practice: "adaptiveGrazing",
    submitted: true,
    review: { status: "ACCEPTED" },
  },
  {
    n: 4,
    title: "Compost spreading on Mielie land",
    description: "Still to add the photos of the second load.",
    categories: ["photos"],
    field: MIELIE_LAND,
    practice: "compost",
    submitted: false,
  },
];

export const REVIEW_DEMO_DECISION_MESSAGE =
  "Thank you, Zanele: a tidy first submission. We accepted everything except the cover-crop photo; please send the original and we will look at it again straight away.";

/**
 * The organisation's details, farm, fields, plan, practice data, evidence, its season's
 * submission (reviewed, or waiting), the programme's requests and the admins' notes. Nothing is
 * overwritten: every row has a fixed id (or key) and ON CONFLICT DO NOTHING. The evidence bytes
 * must already be in the file store (putReviewDemoFiles with the same `now`).
 */
export async function seedReviewDemo(
  tx: Executor,
  org: ReviewDemoOrganisation,
  userId: string,
  now: Date = new Date(),
) {
  const organisationId = org.id;
  const id = idsOf(org);
  const fieldId = (n: number) => id(3, n);
  const season = currentSeason(now);
  const seasons = [season - 3, season - 2, season - 1, season];
  const adminId = (await findUserBySubject(DEMO_ADMIN_SUBJECT, tx))?.id ?? null;

  // The journey's milestones, oldest first.
  const submittedDaysAgo = org.submittedDaysAgo;
  const at = {
    eligibility: daysBefore(now, 120),
    viability: daysBefore(now, 110),
    contractSent: daysBefore(now, 95),
    contractSigned: daysBefore(now, 88),
    fieldsSubmitted: daysBefore(now, 80),
    fieldsComplete: daysBefore(now, 76),
    assigned: daysBefore(now, 76),
    planSubmitted: daysBefore(now, 60),
    evidence: daysBefore(now, submittedDaysAgo + 5),
    practiceDataSubmitted: daysBefore(now, submittedDaysAgo + 1),
    evidenceSubmitted: daysBefore(now, submittedDaysAgo, 30),
    submitted: daysBefore(now, submittedDaysAgo),
    titleDeedAsked: daysBefore(now, 5),
    decided: daysBefore(now, 2),
  };

  await insertMissingDetails(
    organisationId,
    {
      legalName: org.legalName,
      registrationNumber: org.registrationNumber,
      addressLine1: `${org.farmName}, R103`,
      town: org.town,
      province: "NL",
      postalCode: org.postalCode,
      eligibility: true,
      eligibilityUpdatedBy: adminId,
      eligibilityUpdatedAt: at.eligibility,
      viability: true,
      viabilityUpdatedBy: adminId,
      viabilityUpdatedAt: at.viability,
      farmsComplete: true,
      farmsCompleteUpdatedBy: adminId,
      contractSent: true,
      contractSentUpdatedBy: adminId,
      contractSentAt: at.contractSent,
      contractSigned: true,
      contractSignedBy: adminId,
      contractSignedAt: at.contractSigned,
      fieldsSubmittedAt: at.fieldsSubmitted,
      fieldsSubmittedBy: userId,
      fieldsComplete: true,
      fieldsCompleteUpdatedBy: adminId,
      fieldsCompleteAt: at.fieldsComplete,
      practiceDataSubmittedAt: at.practiceDataSubmitted,
      practiceDataSubmittedBy: userId,
      assignedAdminId: adminId,
      assignedAt: adminId ? at.assigned : null,
    },
    tx,
  );
  await insertMissingSignatory(organisationId, { id: id(17, 1), userId, ...org.owner }, tx);
  const farmId = id(1, 1);
  const boundaryId = id(2, 1);
  await insertMissingFarms(
    organisationId,
    [
      {
        id: farmId,
        name: org.farmName,
        erfNumbers: [org.erfNumber],
        province: "NL",
        nearestTown: org.town,
        latitude: FARM_CENTRE.latitude + org.shift[1],
        longitude: FARM_CENTRE.longitude + org.shift[0],
      },
    ],
    tx,
  );
  const boundary = shifted(org, FARM_BOX);
  await insertMissingBoundaries(
    organisationId,
    [
      {
        id: boundaryId,
        farmId,
        name: org.farmName,
        source: "kml",
        geometry: boundary,
        areaHectares: areaHectares(boundary),
      },
    ],
    tx,
  );
  const signoff = passed(boundaryId);
  for (const field of DEMO_FIELDS) {
    await insertMissingFieldOfSeason(
      tx,
      organisationId,
      {
        id: fieldId(field.n),
        farmId,
        name: field.name,
        source: "kml",
        geometry: shifted(org, field.box),
        createdBy: userId,
      },
      season,
      {
        status: "COMPLETE",
        inclusion: "included",
        ...signoff,
        farmBoundaryIds: [boundaryId],
        signoffPass: signoffPass(signoff),
      },
    );
  }

  // The plan, submitted for the programme's first season (this one).
  const planId = id(4, 1);
  const plan = await insertMissingPlan(
    organisationId,
    { id: planId, season, submittedAt: at.planSubmitted, submittedBy: userId },
    tx,
  );
  if (plan) {
    await insertMissingActions(
      organisationId,
      ACTIONS.map((action, i) => ({
        id: id(5, i + 1),
        planId,
        fieldId: fieldId(action.field),
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

  await insertMissingCropJourneys(
    organisationId,
    JOURNEYS.flatMap(([field, perSeason], f) =>
      perSeason.map((journey, s) => ({
        fieldId: fieldId(field),
        season: seasons[s]!,
        landUse: journey.landUse,
        crops: journey.crops.map((item, c) => ({
          id: id(6, (f + 1) * 100 + s * 10 + c + 1),
          ...item,
        })),
        tillage: journey.tillage,
        residue: journey.residue,
        updatedBy: userId,
      })),
    ),
    tx,
  );

  const herdId = id(7, 1);
  const [herd] = await insertMissingHerds(
    organisationId,
    [{ id: herdId, name: "Nguni cows", type: "beef", frameSize: "small", createdBy: userId }],
    tx,
  );
  if (herd) {
    // The season before: two cows fewer and a smaller calf crop.
    const previous = seasonMonths(season - 1).map(({ year, month }, i) => ({
      year,
      month,
      mature: MATURE[i]! - 2,
      juvenile: Math.max(0, JUVENILE[i]! - 3),
    }));
    const current = seasonMonths(season).map(({ year, month }, i) => ({
      year,
      month,
      mature: MATURE[i]!,
      juvenile: JUVENILE[i]!,
    }));
    await insertMissingLivestockNumbers(
      organisationId,
      [...previous, ...current].map((row) => ({ herdId, ...row, updatedBy: userId })),
      tx,
    );
    await insertMissingGrazingEvents(
      organisationId,
      GRAZING.map((event) => ({
        id: id(8, event.n),
        season,
        herdId,
        fieldIds: [fieldId(event.field)],
        startDate: seasonDate(season, event.from),
        endDate: seasonDate(season, event.to),
        hoursOnField: 24,
        createdBy: userId,
      })),
      tx,
    );
  }
  const fertiliser = [
    { n: 1, season: season - 1, product: "2:3:2 (22)", rate: 250, npk: [2, 3, 2], pct: 22 },
    { n: 2, season, product: "LAN (28)", rate: 100, npk: [28, 0, 0], pct: null },
  ] as const;
  await insertMissingFertiliserInputs(
    organisationId,
    fertiliser.map((input) => ({
      id: id(16, input.n),
      fieldId: fieldId(MIELIE_LAND),
      season: input.season,
      product: input.product,
      npkType: input.pct === null ? ("nutrient" as const) : ("npk" as const),
      applicationRate: input.rate,
      nutrientPercent: input.pct,
      nitrogen: input.npk[0],
      phosphorus: input.npk[1],
      potassium: input.npk[2],
      createdBy: userId,
    })),
    tx,
  );

  // The evidence: stored files (their bytes are in the store already), items and their files.
  const files = await reviewDemoFiles(org, season);
  await insertMissingStoredFiles(
    files.map((f) => ({
      id: f.id,
      storageKey: f.storageKey,
      originalName: f.originalName,
      mimeType: f.mimeType,
      extension: f.extension,
      size: f.bytes.byteLength,
      sha256: f.sha256,
      purpose: "evidence",
      organisationId,
      uploadedBy: userId,
      createdAt: at.evidence,
    })),
    tx,
  );
  const fileOf = (n: number) => files[n - 1]!;
  const evidenceId = (n: number) => id(10, n);
  await insertMissingEvidenceItems(
    organisationId,
    EVIDENCE.map((item) => ({
      id: evidenceId(item.n),
      season,
      fieldId: item.field === null ? null : fieldId(item.field),
      practice: item.practice,
      categories: item.categories,
      title: item.title,
      description: item.description,
      status: item.submitted ? ("submitted" as const) : ("draft" as const),
      submittedAt: item.submitted ? at.evidenceSubmitted : null,
      submittedBy: item.submitted ? userId : null,
      createdBy: userId,
      createdAt: at.evidence,
      updatedAt: item.submitted ? at.evidenceSubmitted : at.evidence,
    })),
    tx,
  );
  await insertMissingEvidenceFiles(
    organisationId,
    EVIDENCE.map((item) => ({
      id: id(11, item.n),
      evidenceId: evidenceId(item.n),
      fileId: fileOf(item.n).id,
      ...fileOf(item.n).capture,
      createdBy: userId,
      createdAt: at.evidence,
    })),
    tx,
  );

  // The season's submission: reviewed (the summary decision sent after every item's decision),
  // or waiting in the queue with nothing decided.
  const reviewed = org.reviewed;
  const submissionId = id(12, 1);
  const submission = await insertMissingSubmission(
    organisationId,
    {
      id: submissionId,
      season,
      status: reviewed ? "CHANGES_REQUESTED" : "SUBMITTED",
      submittedAt: at.submitted,
      submittedBy: userId,
      waitingSince: at.submitted,
      decidedAt: reviewed ? at.decided : null,
      decidedBy: reviewed ? adminId : null,
      decisionMessage: reviewed ? REVIEW_DEMO_DECISION_MESSAGE : null,
      createdAt: at.submitted,
      updatedAt: reviewed ? at.decided : at.submitted,
    },
    tx,
  );
  if (!submission) return;
  const decidedAt = (i: number) => new Date(at.decided.getTime() - (40 - i * 5) * MINUTE_MS);
  const items = [
    {
      id: id(13, 1),
      kind: "PLAN" as const,
      evidenceId: null,
      label: "Implementation plan",
      snapshot: {
        planId,
        season,
        submittedAt: at.planSubmitted.toISOString(),
        fields: new Set(ACTIONS.map((a) => a.field)).size,
        practices: new Set(ACTIONS.map((a) => a.practice)).size,
        actions: ACTIONS.length,
      },
      status: "ACCEPTED" as const,
      reason: null,
    },
    {
      id: id(13, 2),
      kind: "PRACTICE_DATA" as const,
      evidenceId: null,
      label: "Practice data",
      snapshot: {
        season,
        submittedAt: at.practiceDataSubmitted.toISOString(),
        cropJourneys: JOURNEYS.length,
        herds: 1,
        grazingEvents: GRAZING.length,
        fertiliserInputs: fertiliser.filter((f) => f.season === season).length,
      },
      status: "ACCEPTED" as const,
      reason: null,
    },
    ...EVIDENCE.filter((evidence) => evidence.submitted).map((evidence, i) => ({
      id: id(13, 3 + i),
      kind: "EVIDENCE" as const,
      evidenceId: evidenceId(evidence.n),
      label: evidence.title,
      snapshot: {
        title: evidence.title,
        categories: evidence.categories,
        fieldId: evidence.field === null ? null : fieldId(evidence.field),
        practice: evidence.practice,
        files: [{ fileId: fileOf(evidence.n).id, name: fileOf(evidence.n).originalName }],
      },
      status: evidence.review?.status ?? ("ACCEPTED" as const),
      reason: evidence.review?.status === "CHANGES_REQUESTED" ? evidence.review.reason : null,
    })),
  ];
  await insertMissingSubmissionItems(
    organisationId,
    items.map((row, i) => ({
      ...row,
      submissionId,
      ...(reviewed
        ? { decidedAt: decidedAt(i), decidedBy: adminId, updatedAt: decidedAt(i) }
        : { status: "PENDING" as const, reason: null, updatedAt: at.submitted }),
      createdAt: at.submitted,
    })),
    tx,
  );

  if (!reviewed) {
    await insertMissingCompanyNotes(
      organisationId,
      [
        {
          id: id(15, 1),
          body: `Intro call with ${org.owner.name} (${org.owner.designation.toLowerCase()}). One farm near ${org.town}, Nguni cattle on two veld camps and a mielie land. First season submitted; waiting for review.`,
          createdBy: adminId,
          createdAt: at.submitted,
        },
      ],
      tx,
    );
    return;
  }

  // The requests: the one the review opened (as decideSubmission opens it) and one an admin added.
  const changes = items.filter((row) => row.status === "CHANGES_REQUESTED");
  await insertMissingTasks(
    organisationId,
    [
      ...changes.map((row, i) => ({
        id: id(14, i + 1),
        type: "FARM" as const,
        title: `Change needed: ${row.label}`,
        description: row.reason,
        href: fixPathFor(row.kind, row.evidenceId),
        submissionItemId: row.id,
        createdBy: adminId,
        createdAt: at.decided,
        updatedAt: at.decided,
      })),
      {
        id: id(14, 100),
        type: "ADMIN_REQUESTED" as const,
        title: `Send the title deed for ${org.erfNumber}`,
        description:
          "The verifier asked for a copy of the title deed. A clear scan or a phone photo of every page is fine; upload it on the details page.",
        href: "/journey/details",
        createdBy: adminId,
        createdAt: at.titleDeedAsked,
        updatedAt: at.titleDeedAsked,
      },
    ],
    tx,
  );

  // The admins' notes: each save a new row with the whole text, so the history is kept.
  const firstNote = `Intro call with ${org.owner.name} (${org.owner.designation.toLowerCase()}). 14 members, about 420 Nguni across the co-op; ${org.farmName} is the pilot. Keen on cover crops and no-till on the mielie land; the camps are already grazed as one mob.`;
  await insertMissingCompanyNotes(
    organisationId,
    [
      {
        id: id(15, 1),
        body: firstNote,
        createdBy: adminId,
        createdAt: at.assigned,
      },
      {
        id: id(15, 2),
        body: `${firstNote}\n\nFirst season reviewed: plan, practice data, invoice and grazing records accepted. The cover-crop photo came through WhatsApp (no EXIF): asked for the original. Title deed for ${org.erfNumber} still outstanding; call ${org.owner.name} if it is not in by the end of the month.`,
        createdBy: adminId,
        createdAt: at.decided,
      },
    ],
    tx,
  );
}

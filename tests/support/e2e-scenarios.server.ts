// The organisations the season's end-to-end specs start from (tests/e2e/scenarios.ts says which
// spec starts where): written through the app's models and the identity provider's accounts, as
// the demo data is (app/demo), with fixed ids and files made by the test fixtures' own writers.
// Each stage is what the stretch before it leaves when a farmer and an admin walk it: a new
// organisation; then interest, eligibility and viability approved; then the contract sent for a
// farm with its boundary; then the contract signed and two fields confirmed; then the plan and the
// practice data submitted; then an invoice submitted and a photo still a draft.
import { createHash } from "node:crypto";
import type { Polygon } from "geojson";
import { insertMissingFieldOfSeason } from "~/demo/field-rows.server";
import { createAccount } from "~/idp/accounts.server";
import { hashPassword } from "~/idp/passwords.server";
import { insertMissingBoundaries } from "~/models/boundaries.server";
import { insertMissingCropJourneys } from "~/models/crop-journeys.server";
import { insertMissingEvidenceFiles, insertMissingEvidenceItems } from "~/models/evidence.server";
import { insertMissingFarms } from "~/models/farms.server";
import { insertMissingActions, insertMissingPlan } from "~/models/implementation-plans.server";
import { createExpressInterest } from "~/models/express-interests.server";
import { writeJourneyForm } from "~/models/journey-forms.server";
import { addMember } from "~/models/memberships.server";
import { insertMissingDetails } from "~/models/organisation-details.server";
import { insertMissingOrganisation } from "~/models/organisations.server";
import { insertMissingProfile, insertMissingUser } from "~/models/profiles.server";
import { insertMissingSignatory } from "~/models/signatories.server";
import { insertMissingStoredFiles } from "~/models/stored-files.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { areaHectares } from "~/services/contracting/boundaries/area";
import { readPhotoCapture } from "~/services/evidence/exif.server";
import { fileStore } from "~/services/files/file-store.server";
import { currentSeason } from "~/services/fields/seasons";
import type { FieldSource } from "~/shared/fields";
import { DAY_MS } from "~/shared/time";
import {
  SCENARIO_COPIES,
  SCENARIOS,
  STAGES,
  scenarioId,
  scenarioPeople,
  type ScenarioName,
  type ScenarioPeople,
  type Stage,
} from "../e2e/scenarios";
import { farmRing, squareRing } from "./boundary-fixtures";
import { jpegWithExif } from "./exif-fixtures";
import { pdf } from "./file-fixtures";

export const SCENARIO_PASSWORD = "veld-demo";

/** Whether scenario `people` has reached `stage` (each stage holds the ones before it). */
const reached = (people: ScenarioPeople, stage: Stage) =>
  STAGES.indexOf(SCENARIOS[people.name].stage) >= STAGES.indexOf(stage);

/** The eligibility and viability answers the farmer gave (as journey.spec.ts gives them). */
const ELIGIBILITY_ANSWERS = {
  landUse: "mixed",
  nativeConversion: "no",
  landTenure: "own",
  landControlForTerm: "yes",
  willingToChange: "yes",
  otherCarbonProject: "no",
};
const VIABILITY_ANSWERS = {
  totalHectares: 800,
  croplandHectares: 250,
  grazingHectares: 500,
  keepsLivestock: "yes",
  cattle: 140,
  tillage: "minimum",
  records: "some",
  historyYears: "3-4",
  irrigated: "no",
};

/** The ids the seed numbers itself (after scenarios.ts's 1 account, 2 user, 3 organisation). */
const KIND = {
  file: 4,
  signatory: 5,
  farm: 6,
  boundary: 7,
  field: 8,
  plan: 9,
  action: 10,
  evidence: 11,
  evidenceFile: 12,
} as const;

/** The fields journey5 leaves on Rietvlei: its upload (about 4 ha) and one drawn on the map. */
const FIELDS: { n: number; name: string; source: FieldSource; ring: number[][] }[] = [
  { n: 1, name: "Dam camp", source: "geojson", ring: squareRing(28.3005, -28.2495, 200) },
  { n: 2, name: "Drawn camp", source: "drawn", ring: squareRing(28.2985, -28.2515, 150) },
];

const polygon = (ring: number[][]): Polygon => ({ type: "Polygon", coordinates: [ring] });
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

interface ScenarioFile {
  id: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  extension: string;
  bytes: Uint8Array;
  purpose: string;
}

function scenarioFile(
  people: ScenarioPeople,
  n: number,
  originalName: string,
  mimeType: string,
  bytes: Uint8Array,
  purpose: string,
): ScenarioFile {
  const id = scenarioId(people.name, people.copy, KIND.file, n);
  const extension = originalName.slice(originalName.lastIndexOf("."));
  return { id, storageKey: `${id}${extension}`, originalName, mimeType, extension, bytes, purpose };
}

/** The files of a scenario: the contract, the signed contract, the invoice and the photo. */
function filesOf(people: ScenarioPeople): ScenarioFile[] {
  if (!reached(people, "contract")) return [];
  return [
    scenarioFile(people, 1, "Veld contract.pdf", "application/pdf", pdf(), "contract"),
    ...(reached(people, "plan")
      ? [
          scenarioFile(
            people,
            2,
            "Signed contract.pdf",
            "application/pdf",
            pdf(),
            "signed-contract",
          ),
        ]
      : []),
    ...(reached(people, "season")
      ? [
          scenarioFile(people, 3, "seed-invoice.pdf", "application/pdf", pdf(), "evidence"),
          scenarioFile(people, 4, "cover-crop.jpg", "image/jpeg", jpegWithExif(), "evidence"),
        ]
      : []),
  ];
}

/** Writes every scenario's copies that are not there yet (their bytes first, then the rows). */
export async function seedScenarios(now: Date = new Date()): Promise<ScenarioPeople[]> {
  const passwordHash = await hashPassword(SCENARIO_PASSWORD);
  const all = (Object.keys(SCENARIOS) as ScenarioName[]).flatMap((name) =>
    Array.from({ length: SCENARIO_COPIES }, (_, copy) => scenarioPeople(name, copy)),
  );
  const store = fileStore();
  for (const people of all)
    for (const file of filesOf(people)) await store.put(file.storageKey, file.bytes);
  await transaction(async (tx) => {
    for (const people of all) await seedScenario(tx, people, passwordHash, now);
  });
  return all;
}

async function seedScenario(
  tx: Executor,
  people: ScenarioPeople,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const created = await createAccount(
    {
      id: people.accountId,
      email: people.email,
      password: SCENARIO_PASSWORD,
      passwordHash,
      emailVerified: true,
      givenName: people.givenName,
      familyName: people.familyName,
    },
    tx,
  );
  if (!created) return;
  const { userId, organisationId } = people;
  const id = (kind: number, n = 1) => scenarioId(people.name, people.copy, kind, n);
  const season = currentSeason(now);

  await insertPerson(tx, people, people, now);
  if (people.colleague) {
    await createAccount(
      {
        ...people.colleague,
        id: people.colleague.accountId,
        password: SCENARIO_PASSWORD,
        passwordHash,
        emailVerified: true,
      },
      tx,
    );
    await insertPerson(tx, people, people.colleague, now, 1);
  }
  await insertMissingOrganisation({ id: organisationId, name: people.organisationName }, tx);
  await addMember({ userId, organisationId, role: "OWNER" }, tx);

  const files = filesOf(people);
  await insertMissingStoredFiles(
    files.map((file) => ({
      id: file.id,
      storageKey: file.storageKey,
      originalName: file.originalName,
      mimeType: file.mimeType,
      extension: file.extension,
      size: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      purpose: file.purpose,
      organisationId,
      uploadedBy: userId,
    })),
    tx,
  );
  const fileId = (n: number) => id(KIND.file, n);
  if (!reached(people, "approved")) return;

  // Interest expressed, the answers submitted, both approved by the admin.
  await createExpressInterest(
    {
      organisationId,
      requestedBy: userId,
      programme: "soilCarbonGrazing",
      hectares: 300,
      description: null,
      regenStarted: false,
    },
    tx,
  );
  for (const [kind, answers] of [
    ["eligibility", ELIGIBILITY_ANSWERS],
    ["viability", VIABILITY_ANSWERS],
  ] as const)
    await writeJourneyForm({ organisationId, kind, answers, userId, submit: true }, tx);
  const approved = {
    eligibility: true,
    eligibilityUpdatedAt: daysBefore(now, 60),
    viability: true,
    viabilityUpdatedAt: daysBefore(now, 55),
  };
  if (!reached(people, "contract")) {
    await insertMissingDetails(organisationId, approved, tx);
    return;
  }

  await insertMissingDetails(
    organisationId,
    {
      ...approved,
      legalName: `${people.familyName} Boerdery (Pty) Ltd`,
      registrationNumber: `2019/${String(100000 + SCENARIOS[people.name].index * 10 + people.copy)}/07`,
      addressLine1: "Plaas Rietvlei 12",
      town: "Bethlehem",
      province: "FS",
      postalCode: "9700",
      farmsComplete: true,
      contractSent: true,
      contractSentAt: daysBefore(now, 40),
      contractFileId: fileId(1),
      ...(reached(people, "plan")
        ? {
            signedContractFileId: fileId(2),
            signedContractUploadedBy: userId,
            signedContractUploadedAt: daysBefore(now, 35),
            contractSigned: true,
            contractSignedAt: daysBefore(now, 34),
            fieldsSubmittedAt: daysBefore(now, 30),
            fieldsSubmittedBy: userId,
            fieldsComplete: true,
            fieldsCompleteAt: daysBefore(now, 28),
          }
        : {}),
      ...(reached(people, "evidence")
        ? { practiceDataSubmittedAt: daysBefore(now, 10), practiceDataSubmittedBy: userId }
        : {}),
    },
    tx,
  );
  await insertMissingSignatory(
    organisationId,
    {
      id: id(KIND.signatory),
      userId,
      name: people.givenName,
      surname: people.familyName,
      email: people.email,
      phoneNumber: "+27 825550100",
      designation: "Director",
    },
    tx,
  );
  const farmId = id(KIND.farm);
  const boundaryId = id(KIND.boundary);
  await insertMissingFarms(
    organisationId,
    [
      {
        id: farmId,
        name: "Rietvlei",
        erfNumbers: ["ERF 101", "ERF 102"],
        province: "FS",
        nearestTown: "Bethlehem",
        latitude: -28.25,
        longitude: 28.3,
      },
    ],
    tx,
  );
  const boundary = polygon(farmRing(100));
  await insertMissingBoundaries(
    organisationId,
    [
      {
        id: boundaryId,
        farmId,
        name: "rietvlei.kml",
        source: "kml",
        geometry: boundary,
        areaHectares: areaHectares(boundary),
      },
    ],
    tx,
  );
  if (!reached(people, "plan")) return;

  // The fields, confirmed: this season's record of each is NOT_STARTED and included.
  const fieldId = (n: number) => id(KIND.field, n);
  for (const field of FIELDS) {
    await insertMissingFieldOfSeason(
      tx,
      organisationId,
      {
        id: fieldId(field.n),
        farmId,
        name: field.name,
        source: field.source,
        geometry: polygon(field.ring),
        createdBy: userId,
      },
      season,
      { status: "NOT_STARTED", inclusion: "included", farmBoundaryIds: [boundaryId] },
    );
  }
  if (!reached(people, "evidence")) return;

  // The plan, submitted: adaptive grazing on Dam camp, cover crops on Drawn camp.
  const planId = id(KIND.plan);
  await insertMissingPlan(
    organisationId,
    { id: planId, season, submittedAt: daysBefore(now, 20), submittedBy: userId },
    tx,
  );
  await insertMissingActions(
    organisationId,
    [
      {
        id: id(KIND.action, 1),
        planId,
        fieldId: fieldId(1),
        practice: "adaptiveGrazing",
        programmeTarget: "seasonStart",
        programmeLinkDirection: "tandem",
        notes: "The herd moves every few days; the camp rests at least 45 days.",
        createdBy: userId,
      },
      {
        id: id(KIND.action, 2),
        planId,
        fieldId: fieldId(2),
        practice: "coverCrops",
        programmeTarget: "harvest",
        programmeLinkDirection: "after",
        programmeLinkDays: 10,
        notes: "Oats and vetch after the maize harvest.",
        createdBy: userId,
      },
    ],
    tx,
  );
  // The practice data: the baseline's three seasons and the programme's first, per field.
  const seasons = [season - 3, season - 2, season - 1, season];
  await insertMissingCropJourneys(
    organisationId,
    seasons.flatMap((s, i) => [
      {
        fieldId: fieldId(1),
        season: s,
        landUse: "grazing" as const,
        crops: [{ id: id(KIND.action, 100 + i), crop: "Natural veld", cover: false }],
        tillage: "none" as const,
        residue: "notApplicable" as const,
        updatedBy: userId,
      },
      {
        fieldId: fieldId(2),
        season: s,
        landUse: "cropland" as const,
        crops: [{ id: id(KIND.action, 200 + i), crop: "Maize", cover: false }],
        tillage: "conventional" as const,
        residue: "grazed" as const,
        updatedBy: userId,
      },
    ]),
    tx,
  );
  if (!reached(people, "season")) return;

  // The evidence: the invoice marked submitted, the photo still a draft.
  const evidenceId = (n: number) => id(KIND.evidence, n);
  const addedAt = daysBefore(now, 2);
  await insertMissingEvidenceItems(
    organisationId,
    [
      {
        id: evidenceId(1),
        season,
        categories: ["invoices"],
        title: "Cover crop seed invoice",
        status: "submitted",
        submittedAt: daysBefore(now, 1),
        submittedBy: userId,
        createdBy: userId,
        createdAt: addedAt,
      },
      {
        id: evidenceId(2),
        season,
        categories: ["photos"],
        title: "Cover crop in flower",
        status: "draft",
        createdBy: userId,
        createdAt: addedAt,
      },
    ],
    tx,
  );
  const [, , invoice, photo] = files;
  await insertMissingEvidenceFiles(
    organisationId,
    [
      {
        id: id(KIND.evidenceFile, 1),
        evidenceId: evidenceId(1),
        fileId: invoice!.id,
        capturedAt: null,
        latitude: null,
        longitude: null,
        createdBy: userId,
        createdAt: addedAt,
      },
      {
        id: id(KIND.evidenceFile, 2),
        evidenceId: evidenceId(2),
        fileId: photo!.id,
        ...(await readPhotoCapture(photo!.bytes)),
        createdBy: userId,
        createdAt: addedAt,
      },
    ],
    tx,
  );
}

/** A person's user row and profile: the owner (`n` 0) or the colleague (`n` 1). */
async function insertPerson(
  tx: Executor,
  people: ScenarioPeople,
  person: {
    email: string;
    givenName: string;
    familyName: string;
    accountId: string;
    userId: string;
  },
  now: Date,
  n = 0,
): Promise<void> {
  await insertMissingUser(
    {
      id: person.userId,
      subject: person.accountId,
      email: person.email,
      name: person.givenName,
      surname: person.familyName,
    },
    tx,
  );
  await insertMissingProfile(
    person.userId,
    {
      phoneNumber: `+27 82555010${n}`,
      userType: "regenerativeFarmer",
      region: "FS",
      hearAboutUs: "webinar",
      ownReferralCode: `SCN${SCENARIOS[people.name].index}${people.copy}${n}`.padEnd(8, "0"),
      country: "ZA",
      hasReferral: false,
      mailingList: false,
      consentedAt: now,
      emailVerifiedAt: now,
    },
    tx,
  );
}

// The evidence-admin model on a real database: every organisation's items newest first, narrowed
// by organisation, category, field (or the farm as a whole), season, status and review status;
// the submitter, field, farm and first plan season joined in; the items' files (removed ones
// too); the filters' choices; and only evidence files served by the preview.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  evidenceFiles,
  evidenceItems,
  implementationPlans,
  storedFiles,
  submissionItems,
  submissions,
  users,
} from "~/db/schema";
import { NOT_A_UUID, UNKNOWN_ID, insertTestUser } from "../../tests/support/model-fixtures";
import { insertPlanningOrganisation } from "../../tests/support/practice-fixtures";
import {
  countAdminEvidence,
  findEvidenceStoredFile,
  listAdminEvidenceFiles,
  listAdminEvidencePage,
  listEvidenceOrganisations,
  listEvidenceSeasons,
  listOrganisationFieldNames,
  type EvidenceAdminQuery,
} from "./evidence-admin.server";

const all: EvidenceAdminQuery = {
  organisationId: null,
  category: null,
  field: null,
  season: null,
  status: null,
  review: null,
};

let orgA: string;
let orgB: string;
let fieldsA: Record<string, string>;
let farmer: string;
let remover: string;
let onField: string;
let farmWide: string;
let inSubmission: string;
let inWithdrawn: string;
let orgBItem: string;

let created = 0;
async function item(
  values: Partial<typeof evidenceItems.$inferInsert> & { organisationId: string },
) {
  created += 1;
  const [row] = await db()
    .insert(evidenceItems)
    .values({
      season: 24,
      categories: ["photos"],
      title: `Item ${created}`,
      createdAt: new Date(Date.UTC(2025, 0, created)),
      ...values,
    })
    .returning();
  return row!.id;
}

let stored = 0;
async function storedFile(purpose: string) {
  stored += 1;
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `evidence-admin/${stored}`,
      originalName: `photo-${stored}.jpg`,
      mimeType: "image/jpeg",
      extension: "jpg",
      size: 1000 + stored,
      sha256: "0".repeat(64),
      purpose,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  const a = await insertPlanningOrganisation("zebra Plaas", 24, [
    { farm: "Home farm", name: "Vlei" },
    { farm: "Anchor farm", name: "Bult" },
  ]);
  orgA = a.organisationId;
  fieldsA = a.fieldIds;
  orgB = (await insertPlanningOrganisation("Akkerland", 23, [])).organisationId;
  farmer = (await insertTestUser({ name: "Zodwa" })).id;
  await db().update(users).set({ surname: "Khumalo" }).where(eq(users.id, farmer));
  remover = (await insertTestUser({ email: "remover@evidence.example" })).id;

  onField = await item({
    organisationId: orgA,
    fieldId: fieldsA.Vlei!,
    practice: "coverCrops",
    categories: ["photos", "invoices"],
    status: "submitted",
    submittedBy: farmer,
    submittedAt: new Date("2025-02-01T00:00:00Z"),
  });
  farmWide = await item({ organisationId: orgA, categories: ["invoices"] });
  inSubmission = await item({ organisationId: orgA, fieldId: fieldsA.Bult!, season: 25 });
  inWithdrawn = await item({ organisationId: orgA, season: 23 });
  orgBItem = await item({ organisationId: orgB, season: 23 });

  await db()
    .insert(implementationPlans)
    .values([
      { organisationId: orgA, season: 23, submittedAt: null },
      { organisationId: orgA, season: 24, submittedAt: new Date() },
      { organisationId: orgA, season: 25, submittedAt: new Date() },
    ]);

  const [withdrawn] = await db()
    .insert(submissions)
    .values({ organisationId: orgA, season: 23, status: "WITHDRAWN" })
    .returning();
  const [active] = await db()
    .insert(submissions)
    .values({ organisationId: orgA, season: 25 })
    .returning();
  await db()
    .insert(submissionItems)
    .values([
      {
        submissionId: withdrawn!.id,
        organisationId: orgA,
        kind: "EVIDENCE",
        evidenceId: inWithdrawn,
        label: "x",
        status: "ACCEPTED",
      },
      {
        submissionId: withdrawn!.id,
        organisationId: orgA,
        kind: "EVIDENCE",
        evidenceId: inSubmission,
        label: "x",
        status: "REJECTED",
        createdAt: new Date("2025-01-01T00:00:00Z"),
      },
      {
        submissionId: active!.id,
        organisationId: orgA,
        kind: "EVIDENCE",
        evidenceId: inSubmission,
        label: "x",
        status: "CHANGES_REQUESTED",
        createdAt: new Date("2025-03-01T00:00:00Z"),
      },
    ]);
});

const ids = async (query: Partial<EvidenceAdminQuery>) =>
  (await listAdminEvidencePage({ ...all, ...query }, { limit: 50, offset: 0 })).map((r) => r.id);

describe("evidence admin", () => {
  it("lists every organisation's items newest first, a page at a time", async () => {
    expect(await ids({})).toEqual([orgBItem, inWithdrawn, inSubmission, farmWide, onField]);
    expect(await countAdminEvidence(all)).toBe(5);
    const page = await listAdminEvidencePage(all, { limit: 2, offset: 1 });
    expect(page.map((r) => r.id)).toEqual([inWithdrawn, inSubmission]);
  });

  it("joins in the organisation, field, farm, submitter and the first submitted plan's season", async () => {
    const [row] = await listAdminEvidencePage(
      { ...all, field: fieldsA.Vlei! },
      { limit: 1, offset: 0 },
    );
    expect(row).toMatchObject({
      id: onField,
      organisationId: orgA,
      organisationName: "zebra Plaas",
      fieldName: "Vlei",
      farmName: "Home farm",
      practice: "coverCrops",
      categories: ["photos", "invoices"],
      status: "submitted",
      submittedBy: farmer,
      submittedByName: "Zodwa Khumalo",
      firstPlanSeason: 24,
      reviewStatus: null,
    });
    const [bare] = await listAdminEvidencePage(
      { ...all, organisationId: orgB },
      { limit: 1, offset: 0 },
    );
    expect(bare).toMatchObject({
      fieldName: null,
      farmName: null,
      submittedByEmail: null,
      submittedByName: null,
      firstPlanSeason: null,
    });
  });

  it("narrows by organisation, category, field or farm-wide, season and status", async () => {
    expect(await ids({ organisationId: orgB })).toEqual([orgBItem]);
    expect(await ids({ category: "invoices" })).toEqual([farmWide, onField]);
    expect(await ids({ field: fieldsA.Bult! })).toEqual([inSubmission]);
    expect(await ids({ organisationId: orgA, field: "farm" })).toEqual([inWithdrawn, farmWide]);
    expect(await ids({ season: 23 })).toEqual([orgBItem, inWithdrawn]);
    expect(await ids({ status: "submitted" })).toEqual([onField]);
    expect(await ids({ organisationId: orgA, season: 24, category: "photos" })).toEqual([onField]);
    expect(await countAdminEvidence({ ...all, organisationId: orgA, field: "farm" })).toBe(2);
  });

  it("narrows by the review status of the newest item in a submission not withdrawn", async () => {
    expect(await ids({ review: "CHANGES_REQUESTED" })).toEqual([inSubmission]);
    expect(await ids({ review: "REJECTED" })).toEqual([]);
    expect(await ids({ review: "ACCEPTED" })).toEqual([]);
    expect(await ids({ review: "NONE" })).toEqual([orgBItem, inWithdrawn, farmWide, onField]);
    const [row] = await listAdminEvidencePage(
      { ...all, review: "CHANGES_REQUESTED" },
      { limit: 1, offset: 0 },
    );
    expect(row?.reviewStatus).toBe("CHANGES_REQUESTED");
  });

  it("finds nothing for an organisation or field id that is not a UUID, or an unknown one", async () => {
    expect(await ids({ organisationId: NOT_A_UUID })).toEqual([]);
    expect(await ids({ field: NOT_A_UUID })).toEqual([]);
    expect(await countAdminEvidence({ ...all, organisationId: NOT_A_UUID })).toBe(0);
    expect(await countAdminEvidence({ ...all, field: NOT_A_UUID })).toBe(0);
    expect(await ids({ organisationId: UNKNOWN_ID })).toEqual([]);
  });

  it("lists the items' files oldest first, removed ones with who removed them", async () => {
    const first = await storedFile("evidence");
    const second = await storedFile("evidence");
    const elsewhere = await storedFile("evidence");
    await db()
      .insert(evidenceFiles)
      .values([
        {
          evidenceId: onField,
          organisationId: orgA,
          fileId: second,
          createdAt: new Date("2025-02-02T00:00:00Z"),
          deletedAt: new Date("2025-02-03T00:00:00Z"),
          deletedBy: remover,
        },
        {
          evidenceId: onField,
          organisationId: orgA,
          fileId: first,
          createdAt: new Date("2025-02-01T00:00:00Z"),
          capturedAt: new Date("2024-12-24T10:00:00Z"),
          latitude: -26.1,
          longitude: 28.2,
        },
        { evidenceId: orgBItem, organisationId: orgB, fileId: elsewhere },
      ]);
    const files = await listAdminEvidenceFiles([onField, NOT_A_UUID]);
    expect(files.map((f) => f.fileId)).toEqual([first, second]);
    expect(files[0]).toMatchObject({
      evidenceId: onField,
      mimeType: "image/jpeg",
      latitude: -26.1,
      longitude: 28.2,
      deletedAt: null,
      deletedByEmail: null,
      deletedByName: null,
    });
    expect(files[1]).toMatchObject({
      deletedByEmail: "remover@evidence.example",
      deletedByName: null,
    });
    expect(await listAdminEvidenceFiles([NOT_A_UUID])).toEqual([]);
    expect(await listAdminEvidenceFiles([])).toEqual([]);
  });

  it("serves only stored files that belong to an evidence item, removed ones included", async () => {
    const [kept] = await listAdminEvidenceFiles([onField]);
    expect(await findEvidenceStoredFile(kept!.fileId)).toMatchObject({
      id: kept!.fileId,
      purpose: "evidence",
      mimeType: "image/jpeg",
    });
    const removed = (await listAdminEvidenceFiles([onField])).find((f) => f.deletedAt)!;
    expect(await findEvidenceStoredFile(removed.fileId)).not.toBeNull();
    const contract = await storedFile("contract");
    expect(await findEvidenceStoredFile(contract)).toBeNull();
    expect(await findEvidenceStoredFile(NOT_A_UUID)).toBeNull();
  });

  it("offers the organisations with evidence by name in any case, and the seasons newest first", async () => {
    await insertPlanningOrganisation("Middel without evidence", 24, []);
    expect(await listEvidenceOrganisations()).toEqual([
      { id: orgB, name: "Akkerland" },
      { id: orgA, name: "zebra Plaas" },
    ]);
    expect(await listEvidenceSeasons()).toEqual([25, 24, 23]);
  });

  it("offers an organisation's fields by farm then field name, none for a junk id", async () => {
    expect(await listOrganisationFieldNames(orgA)).toEqual([
      { id: fieldsA.Bult, name: "Bult", farmName: "Anchor farm" },
      { id: fieldsA.Vlei, name: "Vlei", farmName: "Home farm" },
    ]);
    expect(await listOrganisationFieldNames(orgB)).toEqual([]);
    expect(await listOrganisationFieldNames(NOT_A_UUID)).toEqual([]);
  });
});

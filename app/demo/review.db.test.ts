// The demo organisations waiting for feedback (issue 16 'Demo'; decision 0087): both have walked
// the whole journey and have evidence with real files in the store; Umhlaba Grazing Co-op's
// season was reviewed with one item needing changes, Hlanganani Livestock Trust's waits in the
// review queue.
import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  companyNotes,
  cropJourneys,
  evidenceFiles,
  evidenceItems,
  farms,
  fieldRecords,
  grazingEvents,
  livestockNumbers,
  planActions,
  storedFiles,
  submissionItems,
  submissions,
  tasks,
} from "~/db/schema";
import { authenticate } from "~/idp/accounts.server";
import { findEvidenceReviewStates, listSubmissionsAcross } from "~/models/submissions.server";
import { readPhotoCapture } from "~/services/evidence/exif.server";
import { EVIDENCE_ACCEPT } from "~/services/evidence/rules";
import { fileStore } from "~/services/files/file-store.server";
import { inspectUpload } from "~/services/files/inspect-upload.server";
import { isFieldIncluded } from "~/services/fields/inclusion";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyState } from "~/services/journey/progress.server";
import { grazingEventProblems } from "~/services/practice/grazing-rules";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import { timingProblems } from "~/services/practice/timing";
import { submissionBlockers, visibleItemStatus, withdrawProblem } from "~/services/review/rules";
import {
  putReviewDemoFiles,
  REVIEW_DEMO_CHANGE_REASON,
  REVIEW_DEMO_ORGANISATIONS,
  REVIEWED_DEMO,
  reviewDemoFieldIds,
  reviewDemoFiles,
  seedReviewDemo,
  WAITING_DEMO,
  type ReviewDemoOrganisation,
} from "./review.server";
import { DEMO_PASSWORD, seedDemoData } from "./people.server";

async function bytesOf(key: string) {
  const body = await fileStore().get(key);
  if (!body) return null;
  return new Uint8Array(await new Response(body).arrayBuffer());
}

const ORG = REVIEWED_DEMO.id;

async function loadSubmission(org: string) {
  const [submission] = await db()
    .select()
    .from(submissions)
    .where(eq(submissions.organisationId, org));
  const items = await db()
    .select()
    .from(submissionItems)
    .where(eq(submissionItems.submissionId, submission!.id))
    .orderBy(asc(submissionItems.createdAt), asc(submissionItems.id));
  return { submission: submission!, items };
}

beforeAll(async () => {
  // Two instances starting at once.
  await Promise.all([seedDemoData(), seedDemoData()]);
});

describe.each(REVIEW_DEMO_ORGANISATIONS.map((org) => [org.name, org] as const))(
  "the review demo: %s",
  (_, demo: ReviewDemoOrganisation) => {
    const ORG = demo.id;

    it("lets its owner sign in with the demo password", async () => {
      expect((await authenticate(demo.owner.email, DEMO_PASSWORD))?.email).toBe(demo.owner.email);
    });

    it("stands at AWAIT_FEEDBACK, every earlier step done", async () => {
      const state = await loadJourneyState(ORG);
      expect(state.step).toBe("AWAIT_FEEDBACK");
      expect(state.progress).toMatchObject({
        eligibility: true,
        viability: true,
        hasLegalEntity: true,
        signatoryCount: 1,
        farmCount: 1,
        farmsWithBoundary: 1,
        farmsWithErf: 1,
        farmsWithLocation: 1,
        contractSent: true,
        contractSigned: true,
        fieldsComplete: true,
        implementationPlanSubmitted: true,
        practiceDataSubmitted: true,
        evidenceSubmitted: true,
      });
    });

    it("has a plan, crops, numbers and grazing that the practice rules accept, for the programme's seasons", async () => {
      const season = currentSeason();
      const programme = await loadProgrammeSeasons(ORG);
      expect(programme.first).toBe(season);

      const records = await db()
        .select()
        .from(fieldRecords)
        .where(eq(fieldRecords.organisationId, ORG));
      const included = records.filter(isFieldIncluded).map((r) => r.fieldId);
      expect(new Set(included)).toEqual(new Set(reviewDemoFieldIds(demo)));

      const actions = await db()
        .select()
        .from(planActions)
        .where(eq(planActions.organisationId, ORG));
      expect(new Set(actions.map((a) => a.fieldId))).toEqual(new Set(included));
      for (const action of actions) expect(timingProblems(action), action.practice).toEqual([]);

      const journeys = await db()
        .select()
        .from(cropJourneys)
        .where(eq(cropJourneys.organisationId, ORG));
      for (const season of programme.required) {
        const recorded = journeys.filter((j) => j.season === season).map((j) => j.fieldId);
        expect(new Set(recorded), `season ${season}`).toEqual(new Set(included));
      }

      const numbers = await db()
        .select()
        .from(livestockNumbers)
        .where(eq(livestockNumbers.organisationId, ORG));
      expect(numbers.length).toBe(24);
      const events = await db()
        .select()
        .from(grazingEvents)
        .where(eq(grazingEvents.organisationId, ORG));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(
          grazingEventProblems(event, {
            season,
            organisationFieldIds: included,
            otherEventsOfHerd: events.filter((e) => e.herdId === event.herdId),
          }),
        ).toEqual([]);
      }
    });

    it("keeps each evidence file's bytes in the store, matching its row and passing the upload checks", async () => {
      const rows = await db().select().from(storedFiles).where(eq(storedFiles.organisationId, ORG));
      expect(rows).toHaveLength(4);
      for (const row of rows) {
        const bytes = await bytesOf(row.storageKey);
        expect(bytes, row.originalName).not.toBeNull();
        expect(bytes!.byteLength).toBe(row.size);
        expect(createHash("sha256").update(bytes!).digest("hex")).toBe(row.sha256);
        expect(row.size).toBeLessThan(8 * 1024);
        expect(row.purpose).toBe("evidence");
        // What an upload of these bytes would be judged to be.
        const type = await inspectUpload({
          bytes: bytes!,
          fileName: row.originalName,
          accept: EVIDENCE_ACCEPT,
        });
        expect(type.mime, row.originalName).toBe(row.mimeType);
      }
    });

    it("gives the cover-crop photo no EXIF, and the draft's photo the date and place its row shows", async () => {
      const files = await db()
        .select({ file: evidenceFiles, stored: storedFiles, title: evidenceItems.title })
        .from(evidenceFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, evidenceFiles.fileId))
        .innerJoin(evidenceItems, eq(evidenceItems.id, evidenceFiles.evidenceId))
        .where(eq(evidenceFiles.organisationId, ORG));
      const photo = (title: string) => files.find((f) => f.title === title)!;

      const cover = photo("Cover crop on Mielie land");
      expect(await readPhotoCapture((await bytesOf(cover.stored.storageKey))!)).toEqual({
        capturedAt: null,
        latitude: null,
        longitude: null,
      });
      expect(cover.file.capturedAt).toBeNull();

      const compost = photo("Compost spreading on Mielie land");
      const read = await readPhotoCapture((await bytesOf(compost.stored.storageKey))!);
      expect(read.capturedAt?.toISOString()).toBe(compost.file.capturedAt?.toISOString());
      expect(read.latitude).toBeCloseTo(compost.file.latitude!, 6);
      expect(read.longitude).toBeCloseTo(compost.file.longitude!, 6);
      // On the farm: its fields' box.
      const [farm] = await db().select().from(farms).where(eq(farms.organisationId, ORG));
      expect(Math.abs(read.latitude! - farm!.latitude!)).toBeLessThan(0.02);
      expect(Math.abs(read.longitude! - farm!.longitude!)).toBeLessThan(0.02);
    });
  },
);

describe("the reviewed demo (Umhlaba Grazing Co-op)", () => {
  it("has a submission with exactly one item needing changes that the farmer can see, and its open request", async () => {
    const { submission, items } = await loadSubmission(ORG);
    expect(submission.status).toBe("CHANGES_REQUESTED");
    expect(submission.season).toBe(currentSeason());
    expect(submission.decisionMessage).toBeTruthy();
    expect(submission.submittedAt.getTime()).toBeLessThan(submission.decidedAt!.getTime());
    // The plan, the practice data and the three submitted evidence items; the draft left out.
    expect(items.map((i) => i.kind)).toEqual([
      "PLAN",
      "PRACTICE_DATA",
      "EVIDENCE",
      "EVIDENCE",
      "EVIDENCE",
    ]);
    const visible = items.map((i) => visibleItemStatus(i, submission.decidedAt));
    expect(visible.filter((s) => s === "CHANGES_REQUESTED")).toHaveLength(1);
    expect(visible.filter((s) => s === "ACCEPTED")).toHaveLength(4);
    const changed = items[visible.indexOf("CHANGES_REQUESTED")]!;
    expect(changed.reason).toBe(REVIEW_DEMO_CHANGE_REASON);
    expect(changed.label).toBe("Cover crop on Mielie land");

    const evidence = await db()
      .select()
      .from(evidenceItems)
      .where(eq(evidenceItems.organisationId, ORG));
    const drafts = evidence.filter((e) => e.status === "draft");
    expect(drafts).toHaveLength(1);
    expect(items.some((i) => i.evidenceId === drafts[0]!.id)).toBe(false);
    // The rules that refuse a second submission of the season agree.
    expect(
      submissionBlockers({
        planSubmitted: true,
        practiceDataSubmitted: true,
        evidence,
        existing: submission.status,
      }),
    ).toEqual(["This season has already been submitted."]);
    // The farmer's evidence page reads the review through this model: the photo needs changes.
    const states = await findEvidenceReviewStates(
      ORG,
      evidence.map((e) => e.id),
    );
    const photo = states.get(changed.evidenceId!)!;
    expect(visibleItemStatus(photo.item, photo.decidedAt)).toBe("CHANGES_REQUESTED");

    const open = await db()
      .select()
      .from(tasks)
      .where(and(eq(tasks.organisationId, ORG), eq(tasks.status, "IN_PROGRESS")));
    expect(open.map((t) => t.type).sort()).toEqual(["ADMIN_REQUESTED", "FARM"]);
    const farmTask = open.find((t) => t.type === "FARM")!;
    expect(farmTask).toMatchObject({
      title: "Change needed: Cover crop on Mielie land",
      description: REVIEW_DEMO_CHANGE_REASON,
      href: `/journey/evidence#evidence-${changed.evidenceId}`,
      submissionItemId: changed.id,
    });

    const notes = await db()
      .select()
      .from(companyNotes)
      .where(eq(companyNotes.organisationId, ORG));
    expect(notes.length).toBe(2);
  });
});

describe("the waiting demo (Hlanganani Livestock Trust)", () => {
  it("waits in the review queue with nothing decided, so the farmer may still withdraw it", async () => {
    const { submission, items } = await loadSubmission(WAITING_DEMO.id);
    expect(submission.status).toBe("SUBMITTED");
    expect(submission.decidedAt).toBeNull();
    expect(items).toHaveLength(5);
    expect(items.every((i) => i.status === "PENDING" && i.decidedAt === null)).toBe(true);
    expect(withdrawProblem(submission.status, items)).toBeNull();
    const queue = await listSubmissionsAcross(
      { statuses: ["SUBMITTED"] },
      { limit: 50, offset: 0, order: "queue" },
    );
    expect(queue.rows.map((r) => r.organisationName)).toContain(WAITING_DEMO.name);
    expect(queue.rows.map((r) => r.organisationName)).not.toContain(REVIEWED_DEMO.name);
    expect(
      await db().select().from(tasks).where(eq(tasks.organisationId, WAITING_DEMO.id)),
    ).toEqual([]);
  });
});

describe("the review demo's seeding", () => {
  it("builds the same files from the same season", async () => {
    const a = await reviewDemoFiles(REVIEWED_DEMO, 26);
    const b = await reviewDemoFiles(REVIEWED_DEMO, 26);
    expect(a.map((f) => f.sha256)).toEqual(b.map((f) => f.sha256));
    expect((await reviewDemoFiles(REVIEWED_DEMO, 27))[0]!.sha256).not.toBe(a[0]!.sha256);
    // The two organisations' files never share a key.
    const keys = [...a, ...(await reviewDemoFiles(WAITING_DEMO, 26))].map((f) => f.storageKey);
    expect(new Set(keys).size).toBe(8);
  });

  it("seeding again changes nothing: no row and no byte", async () => {
    const state = async () => {
      const tables = [
        storedFiles,
        evidenceItems,
        evidenceFiles,
        submissions,
        submissionItems,
        tasks,
        companyNotes,
        planActions,
        cropJourneys,
        livestockNumbers,
        grazingEvents,
      ] as const;
      const rows = [];
      for (const table of tables) rows.push(await db().select().from(table));
      const written = [];
      for await (const bytes of fileStore().list()) written.push(bytes);
      return { rows, written };
    };
    const before = await state();
    await seedDemoData();
    // Even the organisation's own seed, run again over what is there, and its bytes.
    for (const demo of REVIEW_DEMO_ORGANISATIONS) {
      const [row] = await db()
        .select({ userId: submissions.submittedBy })
        .from(submissions)
        .where(eq(submissions.organisationId, demo.id));
      await putReviewDemoFiles(demo);
      await db().transaction((tx) => seedReviewDemo(tx, demo, row!.userId!));
    }
    expect(await state()).toEqual(before);
  });
});

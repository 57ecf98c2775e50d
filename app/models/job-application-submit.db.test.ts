// The public jobs board's model on a real database: only active postings (not disabled, not
// past their closing date) are listed, counted, found or take applications, closing soonest
// first and open-until-filled last; only an active posting's PDF leaflet is served.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { transaction } from "~/models/transaction.server";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  countActivePostings,
  CV_PURPOSE,
  findActivePosting,
  findPublicLeaflet,
  insertApplicationForActivePosting,
  LEAFLET_PURPOSE,
  listActivePostings,
  type NewApplication,
} from "./job-application-submit.server";

const now = new Date("2025-06-15T12:00:00Z");

let files = 0;
async function storedFile(purpose: string, mimeType = "application/pdf") {
  files += 1;
  const [row] = await db()
    .insert(storedFiles)
    .values({
      storageKey: `jobs-test/${files}`,
      originalName: `file-${files}.pdf`,
      mimeType,
      extension: "pdf",
      size: 100,
      sha256: "0".repeat(64),
      purpose,
    })
    .returning();
  return row!.id;
}

async function posting(
  title: string,
  values: Partial<typeof jobPostings.$inferInsert> = {},
): Promise<string> {
  const [row] = await db()
    .insert(jobPostings)
    .values({
      title,
      description: `${title} description`,
      category: "Field",
      location: "Limpopo",
      salary: "R20 000",
      employmentType: "Full time",
      internalName: `internal ${title}`,
      ...values,
    })
    .returning();
  return row!.id;
}

let openEnded: string;
let closesSoon: string;
let closesLater: string;
let closesToday: string;
let expired: string;
let disabled: string;
let leaflet: string;

beforeAll(async () => {
  leaflet = await storedFile(LEAFLET_PURPOSE);
  openEnded = await posting("Agronomist", { leafletFileId: leaflet });
  closesLater = await posting("Ecologist", { closingDate: new Date("2025-08-01T00:00:00Z") });
  closesSoon = await posting("Driver", { closingDate: new Date("2025-07-01T00:00:00Z") });
  closesToday = await posting("Clerk", { closingDate: now });
  expired = await posting("Expired", {
    closingDate: new Date("2025-06-15T11:59:59Z"),
    leafletFileId: await storedFile(LEAFLET_PURPOSE),
  });
  disabled = await posting("Disabled", {
    status: "disabled",
    leafletFileId: await storedFile(LEAFLET_PURPOSE),
  });
});

const application = (jobId: string): NewApplication => ({
  jobId,
  cvFileId: "",
  firstName: "Ayanda",
  surname: "Mokoena",
  email: "ayanda@applicant.example",
  phoneNumber: "+27 821234567",
  gender: "female",
  race: "black",
  highestQualification: "BSc",
  salary: "R18 000",
  employmentStatus: "employed",
  noticePeriod: 30,
  linkedin: null,
  motivation: "I farm.",
});

describe("the public jobs board", () => {
  it("lists the active postings closing soonest first and those open until filled last", async () => {
    const listed = await listActivePostings(now);
    expect(listed.map((p) => p.id)).toEqual([closesToday, closesSoon, closesLater, openEnded]);
    expect(await countActivePostings(now)).toBe(4);
    expect((await listActivePostings(now, { limit: 2, offset: 1 })).map((p) => p.title)).toEqual([
      "Driver",
      "Ecologist",
    ]);
  });

  it("shows the public never the internal-use-only section", async () => {
    const [first] = await listActivePostings(now);
    expect(first).not.toHaveProperty("internalName");
    expect(first).not.toHaveProperty("status");
    expect(await findActivePosting(openEnded, now)).not.toHaveProperty("internalName");
  });

  it("orders postings with the same closing date newest first, then by title", async () => {
    const closing = new Date("2025-09-01T00:00:00Z");
    const b = await posting("B same day", { closingDate: closing });
    const a = await posting("A same day", { closingDate: closing });
    await db()
      .update(jobPostings)
      .set({ createdAt: new Date("2025-01-01T00:00:00Z") })
      .where(eq(jobPostings.id, b));
    const listed = (await listActivePostings(now)).map((p) => p.id);
    expect(listed.slice(3, 5)).toEqual([a, b]);
    await db().delete(jobPostings).where(eq(jobPostings.id, a));
    await db().delete(jobPostings).where(eq(jobPostings.id, b));
  });

  it("finds an active posting only: not a disabled, expired, unknown or malformed one", async () => {
    expect(await findActivePosting(closesToday, now)).toMatchObject({ title: "Clerk" });
    expect(await findActivePosting(expired, now)).toBeNull();
    expect(await findActivePosting(disabled, now)).toBeNull();
    expect(await findActivePosting(UNKNOWN_ID, now)).toBeNull();
    expect(await findActivePosting(NOT_A_UUID, now)).toBeNull();
    expect(await findActivePosting(closesToday, new Date(now.getTime() + 1))).toBeNull();
  });

  it("serves a leaflet only while its posting is active, and never a file that is no leaflet", async () => {
    expect(await findPublicLeaflet(leaflet, now)).toMatchObject({
      id: leaflet,
      purpose: LEAFLET_PURPOSE,
    });
    const [expiredLeaflet] = await db()
      .select({ id: jobPostings.leafletFileId })
      .from(jobPostings)
      .where(eq(jobPostings.id, expired));
    expect(await findPublicLeaflet(expiredLeaflet!.id!, now)).toBeNull();
    const [disabledLeaflet] = await db()
      .select({ id: jobPostings.leafletFileId })
      .from(jobPostings)
      .where(eq(jobPostings.id, disabled));
    expect(await findPublicLeaflet(disabledLeaflet!.id!, now)).toBeNull();

    // A CV, even one an active posting named as its leaflet by mistake, is never served.
    const cv = await storedFile(CV_PURPOSE);
    await db().update(jobPostings).set({ leafletFileId: cv }).where(eq(jobPostings.id, closesSoon));
    expect(await findPublicLeaflet(cv, now)).toBeNull();
    const image = await storedFile(LEAFLET_PURPOSE, "image/png");
    await db()
      .update(jobPostings)
      .set({ leafletFileId: image })
      .where(eq(jobPostings.id, closesLater));
    expect(await findPublicLeaflet(image, now)).toBeNull();
    // A leaflet that belongs to no posting.
    expect(await findPublicLeaflet(await storedFile(LEAFLET_PURPOSE), now)).toBeNull();
    expect(await findPublicLeaflet(NOT_A_UUID, now)).toBeNull();
  });

  it("stores an application to an active posting as pending, applied now", async () => {
    const cv = await storedFile(CV_PURPOSE);
    const stored = await transaction((tx) =>
      insertApplicationForActivePosting(tx, { ...application(closesSoon), cvFileId: cv }, now),
    );
    expect(stored).toMatchObject({ jobTitle: "Driver" });
    const [row] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, stored!.id));
    expect(row).toMatchObject({
      jobId: closesSoon,
      status: "pending",
      applicationDate: now,
      cvFileId: cv,
      firstName: "Ayanda",
    });
  });

  it("refuses an application to a posting that is disabled, expired, unknown or malformed", async () => {
    const cv = await storedFile(CV_PURPOSE);
    for (const jobId of [disabled, expired, UNKNOWN_ID, NOT_A_UUID]) {
      expect(
        await transaction((tx) =>
          insertApplicationForActivePosting(tx, { ...application(jobId), cvFileId: cv }, now),
        ),
      ).toBeNull();
    }
    const rows = await db().select().from(jobApplications).where(eq(jobApplications.cvFileId, cv));
    expect(rows).toEqual([]);
  });
});

// The admin's job-applications model on a real database: an application found, locked and
// changed by its id; an id that is not a UUID (or a job filter that is not one) finds nothing
// instead of making PostgreSQL raise.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobApplications, jobPostings } from "~/db/schema";
import { NOT_A_UUID, UNKNOWN_ID } from "../../tests/support/model-fixtures";
import {
  countApplications,
  findApplication,
  listApplications,
  lockApplication,
  updateApplicationRow,
} from "./job-applications.server";
import { transaction } from "./transaction.server";

let jobId: string;
let applicationId: string;

beforeAll(async () => {
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Field technician",
      description: "Soil sampling.",
      category: "samplingFieldWork",
      location: "MP",
      salary: "R15 000",
      employmentType: "fullTime",
    })
    .returning();
  jobId = posting!.id;
  const [application] = await db()
    .insert(jobApplications)
    .values({
      jobId,
      firstName: "Lindiwe",
      surname: "Khumalo",
      email: "lindiwe@applicant.example",
      phoneNumber: "+27 821234567",
      gender: "female",
      race: "african",
      highestQualification: "degree",
      salary: "15000",
      employmentStatus: "unemployed",
    })
    .returning();
  applicationId = application!.id;
});

describe("job applications", () => {
  it("finds, locks and changes an application by its id", async () => {
    expect(await findApplication(applicationId)).toMatchObject({
      jobTitle: "Field technician",
      rejectionEmailSent: false,
      cv: null,
    });
    expect(await transaction((tx) => lockApplication(applicationId, tx))).toMatchObject({
      status: "pending",
    });
    expect(
      await transaction((tx) => updateApplicationRow(applicationId, { status: "shortlisted" }, tx)),
    ).toMatchObject({ status: "shortlisted" });
  });

  it("filters by job: its own applications, none for a job id that is not a UUID", async () => {
    const filter = { statuses: null, name: null };
    expect(await countApplications({ ...filter, jobId })).toBe(1);
    expect(await countApplications({ ...filter, jobId: UNKNOWN_ID })).toBe(0);
    expect(await countApplications({ ...filter, jobId: NOT_A_UUID })).toBe(0);
    expect(
      await listApplications({ ...filter, jobId: NOT_A_UUID }, { offset: 0, limit: null }),
    ).toEqual([]);
  });

  it("finds, locks and changes nothing for an id that is not a UUID", async () => {
    expect(await findApplication(UNKNOWN_ID)).toBeNull();
    expect(await findApplication(NOT_A_UUID)).toBeNull();
    expect(await transaction((tx) => lockApplication(NOT_A_UUID, tx))).toBeNull();
    expect(
      await transaction((tx) => updateApplicationRow(NOT_A_UUID, { status: "decline" }, tx)),
    ).toBeNull();
  });
});

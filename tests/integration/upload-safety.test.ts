// Issue 12 through the routes that take uploads (docs/decisions/0064-upload-safety.md): a PDF
// with scripts is refused as a CV, a leaflet and a contract with a sentence beside the field (or
// in the API envelope) and nothing stored; a stored name says the checked type; file names with
// ';', '=' and quotes go through the multipart parser. Issue 28 (decision 0114): a PDF that
// follows a link, sends a form or fetches a network share when it is opened is refused the same
// way, and a CV with a link to click is stored.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { db } from "~/db/client.server";
import { jobApplications, jobPostings, organisations, storedFiles, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import { action as applyAction } from "~/routes/_public.jobs_.$jobId/route";
import { action as adminJobsAction } from "~/routes/admin.jobApplications/route";
import * as contractUpload from "~/routes/api.v2.admin.company.$id.contract.upload";
import { action as createPostingApi } from "~/routes/api.v2.admin.jobPostings";
import { saveUpload } from "~/services/files/uploads.server";
import {
  PDF_ACTIVE_CONTENT_MESSAGE,
  PDF_AUTOMATIC_ACTION_MESSAGE,
} from "~/services/files/upload-error";
import { mintAccessToken, trustTestTokens } from "../support/api-tokens";
import * as fixture from "../support/file-fixtures";
import { asResponse } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const context = { cspNonce: "", requestId: "upload-safety" };
const DAY = 86_400_000;
let jobId: string;
let organisationId: string;
let bearer: string;
let adminCookie: string;

const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");
const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
const rows = async () => (await db().select().from(storedFiles)).length;

async function call(run: () => Promise<unknown>): Promise<Response> {
  try {
    return asResponse(await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Runs `send` and checks that it stored no bytes and no row. */
async function storingNothing(send: () => Promise<Response>) {
  const disk = filesOnDisk();
  const before = await rows();
  const response = await send();
  expect(filesOnDisk()).toEqual(disk);
  expect(await rows()).toBe(before);
  return response;
}

beforeAll(async () => {
  const leaflet = await saveUpload({
    file: new File([fixture.pdf()], "leaflet.pdf", { type: "application/pdf" }),
    purpose: "job-leaflet",
  });
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Field Technician",
      description: "Soil sampling.",
      category: "samplingFieldWork",
      location: "FS",
      salary: "R14 000 per month",
      employmentType: "fullTime",
      closingDate: new Date(Date.now() + 30 * DAY),
      leafletFileId: leaflet.id,
    })
    .returning();
  jobId = posting!.id;
  const [organisation] = await db().insert(organisations).values({ name: "Boplaas" }).returning();
  organisationId = organisation!.id;
  await db().insert(users).values({ subject: "api|admin", email: "admin@example.co.za" });
  bearer = await mintAccessToken("api|admin", {
    permissions: ["read:admin", "write:admin", "write:application"],
  });
  adminCookie = await signInCookie("auth|admin", "admin@example.co.za", [
    "read:admin",
    "write:application",
  ]);
});

function application(cv: File, email: string) {
  const form = new FormData();
  const values: Record<string, string> = {
    job: jobId,
    firstName: "Thabo",
    surname: "Mokoena",
    email,
    phoneNumber: "0821234567",
    gender: "male",
    race: "african",
    highestQualification: "BSc Agriculture",
    salary: "R25 000",
    employmentStatus: "fullTime",
    noticePeriod: "4",
    website: "",
    intent: "job-application",
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("cv", cv);
  return form;
}

const apply = (form: FormData) =>
  call(() =>
    applyAction({
      request: new Request(`http://localhost:3000/jobs/${jobId}`, { method: "POST", body: form }),
      params: { jobId },
      context,
    }),
  );

const uploadContract = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return call(() =>
    contractUpload.action({
      request: new Request(
        `http://localhost:3000/api/v2/admin/company/${organisationId}/contract/upload`,
        { method: "POST", body: form, headers: { Authorization: `Bearer ${bearer}` } },
      ),
      params: { id: organisationId },
      context,
    } as never),
  );
};

const scripted = (name: string) => fixture.fileOf(fixture.pdfWithScript(), name, "application/pdf");

describe("a CV (spec §5 'The CV accepts .pdf, .doc, .docx')", () => {
  it("with JavaScript: 422, the sentence beside the CV, no application, nothing stored", async () => {
    const response = await storingNothing(() =>
      apply(application(scripted("Thabo CV.pdf"), "scripted@example.co.za")),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.cv).toBe(PDF_ACTIVE_CONTENT_MESSAGE);
    expect(
      await db()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "scripted@example.co.za")),
    ).toHaveLength(0);
  });

  it("that fetches a network share when it is opened: 422, the sentence beside the CV, nothing stored", async () => {
    const cv = fixture.fileOf(
      fixture.pdfOpening("<< /S /GoToR /F (\\\\\\\\files.example\\\\cv\\\\x.pdf) /D [0 /Fit] >>"),
      "Thabo CV.pdf",
      "application/pdf",
    );
    const response = await storingNothing(() => apply(application(cv, "share@example.co.za")));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.cv).toBe(PDF_AUTOMATIC_ACTION_MESSAGE);
    expect(
      await db()
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "share@example.co.za")),
    ).toHaveLength(0);
  });

  it("with a link to click (a profile) is stored", async () => {
    const cv = fixture.fileOf(
      fixture.pdfSaying("Thabo Mokoena, linkedin.com/in/thabo", {
        objects: [
          "<< /Type /Annot /Subtype /Link /Rect [56 770 300 790] /A << /S /URI /URI (https://www.linkedin.com/in/thabo) >> >>",
        ],
      }),
      "Thabo CV.pdf",
      "application/pdf",
    );
    expect((await apply(application(cv, "linked@example.co.za"))).status).toBe(303);
  });

  it("named with ';', '=' and quotes (Remix v2's parser refused the whole post) is stored under that name", async () => {
    const cv = fixture.fileOf(fixture.pdf(), 'Thabo "TJ"; CV=final.pdf', "application/pdf");
    const response = await apply(application(cv, "named@example.co.za"));
    expect(response.status).toBe(303);
    const [row] = await db()
      .select({ name: storedFiles.originalName })
      .from(jobApplications)
      .innerJoin(storedFiles, eq(storedFiles.id, jobApplications.cvFileId))
      .where(eq(jobApplications.email, "named@example.co.za"));
    expect(row?.name).toBe('Thabo "TJ"; CV=final.pdf');
  });
});

describe("the contract (POST /api/v2/admin/company/{id}/contract/upload)", () => {
  it("PDF bytes named 'contract.exe' are stored and answered as 'contract.pdf'", async () => {
    const response = await uploadContract(fixture.fileOf(fixture.pdf(), "contract.exe"));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { fileId: string; fileName: string } };
    expect(data.fileName).toBe("contract.pdf");
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, data.fileId));
    expect(row).toMatchObject({ originalName: "contract.pdf", extension: ".pdf" });
  });

  it("with JavaScript: 422 in the envelope, under 'file', nothing stored", async () => {
    const response = await storingNothing(() => uploadContract(scripted("contract.pdf")));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: PDF_ACTIVE_CONTENT_MESSAGE,
      errors: { file: PDF_ACTIVE_CONTENT_MESSAGE },
    });
  });

  it("that opens a javascript: link when it is opened: 422 in the envelope, under 'file'", async () => {
    const contract = fixture.fileOf(
      fixture.pdfOpening("<< /S /URI /URI (javascript:fetch\\('https://x.example'\\)) >>"),
      "contract.pdf",
    );
    const response = await storingNothing(() => uploadContract(contract));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: PDF_AUTOMATIC_ACTION_MESSAGE,
      errors: { file: PDF_AUTOMATIC_ACTION_MESSAGE },
    });
  });
});

describe("the job posting leaflet", () => {
  const fields = {
    title: "Scripted leaflet",
    description: "Work out credits.",
    category: "technology",
    location: "capeTown",
    salary: "R30 000 per month",
    employmentType: "fullTime",
    closingDate: "2030-03-31",
    country: "South Africa",
    internalName: "SL-01",
    numPositions: "1",
    qualifications: "BSc",
    keySkills: "Python",
  };

  it("on the admin page: 422 beside the leaflet, no posting, nothing stored", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ intent: "create-posting", ...fields }))
      form.set(key, value);
    form.set("leaflet.files", scripted("leaflet.pdf"));
    const response = await storingNothing(() =>
      call(() =>
        adminJobsAction({
          request: new Request("http://localhost:3000/admin/jobApplications?dialog=new-job", {
            method: "POST",
            body: form,
            headers: { Cookie: adminCookie },
          }),
          params: {},
          context,
        }),
      ),
    );
    expect(response.status).toBe(422);
    expect(
      ((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors,
    ).toEqual({ leaflet: PDF_ACTIVE_CONTENT_MESSAGE });
    expect(
      await db().select().from(jobPostings).where(eq(jobPostings.title, "Scripted leaflet")),
    ).toHaveLength(0);
  });

  it("through the API: 422 in the envelope, under 'file'", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("file", scripted("leaflet.pdf"));
    const response = await storingNothing(() =>
      call(() =>
        createPostingApi({
          request: new Request("http://localhost:3000/api/v2/admin/jobPostings", {
            method: "POST",
            body: form,
            headers: { Authorization: `Bearer ${bearer}` },
          }),
          params: {},
          context,
        } as never),
      ),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { file: PDF_ACTIVE_CONTENT_MESSAGE } });
  });
});

// /jobs, /jobs/:jobId and /pdf/<id>.pdf (issue 5, spec §2 '/jobs, with application form', §3 'Job
// posting', 'Application form fields', §5 'Application and job forms'), called with real Requests
// on a fresh database. It lives here rather than beside the routes: every file under app/routes
// becomes a route.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, jobApplications, jobPostings, storedFiles } from "~/db/schema";
import { loader as listLoader } from "~/routes/_public.jobs/route";
import { action, loader as postingLoader } from "~/routes/_public.jobs_.$jobId/route";
import { loader as pdfLoader } from "~/routes/pdf.$fileId";
import { loadEnv } from "~/env.server";
import { BOT_CHECK_FAILED } from "~/services/jobs/bot-protection";
import { findLatestEmailTo } from "~/services/email/mailbox.server";
import * as fixture from "../support/file-fixtures";
import { asResponse } from "../support/route-call";
import { saveUpload } from "~/services/files/uploads.server";
import { FORM_ERROR_KEY } from "~/services/kit/forms/form-error-key";
import { CHOOSE_CV_AGAIN } from "~/services/jobs/application-form";

const DAY = 86_400_000;
const context = { cspNonce: "", requestId: "test" };
let open: string;
let openLeaflet: string;
let expired: string;
let expiredLeaflet: string;
let disabled: string;
let cvOfSomeone: string;

const posting = (title: string, extra: Partial<typeof jobPostings.$inferInsert> = {}) => ({
  title,
  description: `${title}: what the work is.\n\nWhat you bring.`,
  category: "samplingFieldWork",
  location: "FS",
  salary: "R14 000 – R17 000 per month",
  employmentType: "fullTime",
  ...extra,
});

beforeAll(async () => {
  const leaflet = (name: string) =>
    saveUpload({
      file: new File([fixture.pdf()], name, { type: "application/pdf" }),
      purpose: "job-leaflet",
    });
  const a = await leaflet("field.pdf");
  const b = await leaflet("old.pdf");
  openLeaflet = a.id;
  expiredLeaflet = b.id;
  const cv = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf"),
    purpose: "job-cv",
  });
  cvOfSomeone = cv.id;
  const rows = await db()
    .insert(jobPostings)
    .values([
      posting("Field Technician", {
        closingDate: new Date(Date.now() + 30 * DAY),
        leafletFileId: a.id,
      }),
      posting("Old Posting", { closingDate: new Date(Date.now() - DAY), leafletFileId: b.id }),
      posting("Disabled Posting", { status: "disabled" }),
    ])
    .returning({ id: jobPostings.id });
  [open, expired, disabled] = rows.map((r) => r.id) as [string, string, string];
});

function applicationForm(values: Record<string, string | File | null> = {}, job = open) {
  const all: Record<string, string | File | null> = {
    job,
    firstName: "Thabo",
    surname: "Mokoena",
    email: "thabo.mokoena@example.co.za",
    phoneNumber: "0821234567",
    gender: "male",
    race: "african",
    highestQualification: "BSc Agriculture",
    salary: "R25 000",
    employmentStatus: "fullTime",
    noticePeriod: "4",
    linkedin: "https://www.linkedin.com/in/thabo",
    motivation: "I grew up on a farm near Ficksburg.",
    website: "",
    cv: fixture.fileOf(fixture.pdf(), "Thabo CV.pdf", "application/pdf"),
    intent: "job-application",
    ...values,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(all)) if (value !== null) form.append(name, value);
  return form;
}

async function apply(form: FormData, jobId = open): Promise<Response> {
  const request = new Request(`http://localhost:3000/jobs/${jobId}`, {
    method: "POST",
    body: form,
  });
  try {
    return asResponse(await action({ request, params: { jobId }, context })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function applicationsBy(email: string) {
  return db().select().from(jobApplications).where(eq(jobApplications.email, email));
}

interface Refusal {
  fieldErrors: Record<string, string>;
  repopulateFields: Record<string, unknown>;
}

describe("/jobs", () => {
  it("lists only active postings (spec §4: not expired, not disabled), without internal fields", async () => {
    const { postings, pageCount } = await listLoader({
      request: new Request("http://localhost:3000/jobs"),
      params: {},
      context,
    });
    expect(pageCount).toBe(1);
    expect(postings.map((p) => p.title)).toEqual(["Field Technician"]);
    expect(postings[0]).toMatchObject({
      salary: "R14 000 – R17 000 per month",
      leafletFileId: openLeaflet,
    });
    expect(postings[0]).not.toHaveProperty("internalName");
  });

  it("shows an open posting's page, and 404 for an expired, disabled or unknown one", async () => {
    const get = async (jobId: string) => {
      try {
        return await postingLoader({
          request: new Request(`http://localhost:3000/jobs/${jobId}`),
          params: { jobId },
          context,
        });
      } catch (thrown) {
        return thrown as Response;
      }
    };
    expect(await get(open)).toMatchObject({
      posting: { title: "Field Technician" },
      botWidget: null,
    });
    for (const id of [expired, disabled, "not-a-uuid", "00000000-0000-4000-8000-000000000999"])
      expect(((await get(id)) as Response).status, id).toBe(404);
  });
});

describe("applying", () => {
  it("stores the application as pending, queues a confirmation and redirects to the thank-you page", async () => {
    const before = new Date();
    const response = await apply(applicationForm());
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/jobs/${open}?applied=1#applied`);

    const [row] = await applicationsBy("thabo.mokoena@example.co.za");
    expect(row).toMatchObject({
      jobId: open,
      status: "pending",
      firstName: "Thabo",
      race: "african",
      noticePeriod: 4,
      linkedin: "https://www.linkedin.com/in/thabo",
      salary: "R25 000",
    });
    expect(row!.applicationDate.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [cv] = await db().select().from(storedFiles).where(eq(storedFiles.id, row!.cvFileId!));
    expect(cv).toMatchObject({
      purpose: "job-cv",
      organisationId: null,
      mimeType: "application/pdf",
    });

    const email = await findLatestEmailTo("thabo.mokoena@example.co.za");
    expect(email?.subject).toBe("We have received your application: Field Technician");
    expect(email?.text).toContain("Dear Thabo,");
    expect(email?.text).not.toContain("african");

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(["job_application.create"]);

    // The thank-you page (post, redirect, get).
    const page = await postingLoader({
      request: new Request(`http://localhost:3000/jobs/${open}?applied=1`),
      params: { jobId: open },
      context,
    });
    expect(page.applied).toBe(true);
  });

  it("refuses bad fields with 422, an error beside each and every typed value kept (not the file)", async () => {
    const response = await apply(
      applicationForm({
        email: "lerato@",
        noticePeriod: "soon",
        firstName: "Lerato",
        phoneNumber: "",
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as Refusal;
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      ["cv", "email", "noticePeriod", "phoneNumber"].sort(),
    );
    expect(body.fieldErrors.cv).toBe(CHOOSE_CV_AGAIN);
    expect(body.repopulateFields).toMatchObject({
      firstName: "Lerato",
      email: "lerato@",
      noticePeriod: "soon",
      race: "african",
      motivation: "I grew up on a farm near Ficksburg.",
      job: open,
    });
    expect(body.repopulateFields).not.toHaveProperty("cv");
    expect(body.repopulateFields).not.toHaveProperty("website");
    expect(await applicationsBy("lerato@")).toHaveLength(0);
  });

  it("judges the CV by its bytes: an .exe or a text file renamed .pdf is refused", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    for (const [bytes, name] of [
      [exe, "cv.pdf"],
      [new TextEncoder().encode("just some text, honestly a CV"), "cv.pdf"],
      [exe, "cv.docx"],
    ] as const) {
      const response = await apply(
        applicationForm({ email: "renamed@example.co.za", cv: new File([bytes], name) }),
      );
      expect(response.status, name).toBe(422);
      const body = (await response.json()) as Refusal;
      expect(body.fieldErrors.cv).toMatch(/^Invalid file type: /);
      expect(body.repopulateFields).toMatchObject({ email: "renamed@example.co.za" });
    }
    expect(await applicationsBy("renamed@example.co.za")).toHaveLength(0);
    const cvs = await db().select().from(storedFiles).where(eq(storedFiles.purpose, "job-cv"));
    expect(cvs).toHaveLength(2); // the fixture's and Thabo's only
  });

  it("refuses an expired or disabled posting (404) and stores nothing", async () => {
    for (const jobId of [expired, disabled]) {
      const response = await apply(applicationForm({ email: "late@example.co.za" }, jobId), jobId);
      expect(response.status).toBe(404);
    }
    expect(await applicationsBy("late@example.co.za")).toHaveLength(0);
  });

  it("refuses a form whose job is another posting", async () => {
    const response = await apply(applicationForm({ email: "mixed@example.co.za" }, expired), open);
    expect(response.status).toBe(400);
    expect(await applicationsBy("mixed@example.co.za")).toHaveLength(0);
  });

  it("refuses a filled honeypot quietly: it looks like success, nothing is stored or sent", async () => {
    const response = await apply(
      applicationForm({ email: "bot@example.co.za", website: "https://cheap-pills.example" }),
    );
    expect(response.status).toBe(303);
    expect(await applicationsBy("bot@example.co.za")).toHaveLength(0);
    expect(await findLatestEmailTo("bot@example.co.za")).toBeNull();
  });

  it("ignores (clears) a notice period when employmentStatus does not ask for it", async () => {
    const response = await apply(
      applicationForm({
        email: "student@example.co.za",
        employmentStatus: "studies",
        noticePeriod: "8",
      }),
    );
    expect(response.status).toBe(303);
    const [row] = await applicationsBy("student@example.co.za");
    expect(row).toMatchObject({ employmentStatus: "studies", noticePeriod: null });
  });

  // Issue 13 'one phone rule and one phone piece everywhere' (decision 0065): the form's phone is
  // the kit's phone field (phoneNumber.country + phoneNumber.number); a post with `phoneNumber`
  // as one text (a page from before) meets the same rule. Stored as spec §3 says.
  const PHONES: [string, Record<string, string | null>, string | null][] = [
    [
      "082 555 1234 in ZA",
      { "phoneNumber.country": "ZA", "phoneNumber.number": "082 555 1234" },
      "+27 825551234",
    ],
    [
      "0825551234 in ZA",
      { "phoneNumber.country": "ZA", "phoneNumber.number": "0825551234" },
      "+27 825551234",
    ],
    ["garbage in ZA", { "phoneNumber.country": "ZA", "phoneNumber.number": "call me" }, null],
    [
      "too long in ZA",
      { "phoneNumber.country": "ZA", "phoneNumber.number": "0825551234567890" },
      null,
    ],
    ["text '082 555 1234'", { phoneNumber: "082 555 1234" }, "+27 825551234"],
    ["text '+27 82 555 1234'", { phoneNumber: "+27 82 555 1234" }, "+27 825551234"],
    ["text '0825551234'", { phoneNumber: "0825551234" }, "+27 825551234"],
    ["text garbage", { phoneNumber: "call me maybe" }, null],
    ["text too long", { phoneNumber: "+27 82 555 1234 5678" }, null],
  ];

  it.each(PHONES)("takes the phone %s → %j", async (name, phone, stored) => {
    const email = `phone-${name.replace(/\W+/g, "-")}@example.co.za`.toLowerCase();
    const parts = "phoneNumber" in phone ? phone : { phoneNumber: null, ...phone };
    const response = await apply(applicationForm({ email, ...parts }));
    if (stored === null) {
      expect(response.status).toBe(422);
      const body = (await response.json()) as Refusal;
      expect(body.fieldErrors.phoneNumber).toBe("Invalid phone number for selected country");
      expect(Object.keys(body.fieldErrors).sort()).toEqual(["cv", "phoneNumber"]);
      expect(await applicationsBy(email)).toHaveLength(0);
      return;
    }
    expect(response.status).toBe(303);
    const [row] = await applicationsBy(email);
    expect(row?.phoneNumber).toBe(stored);
  });

  it("gives the phone's country and number back on a refused post", async () => {
    const response = await apply(
      applicationForm({
        email: "refill@",
        phoneNumber: null,
        "phoneNumber.country": "GB",
        "phoneNumber.number": "07400 123456",
      }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as Refusal;
    expect(body.fieldErrors).not.toHaveProperty("phoneNumber");
    expect(body.repopulateFields.phoneNumber).toEqual({ country: "GB", number: "07400 123456" });
  });
});

describe("with a bot-protection provider (BOT_PROTECTION=turnstile)", () => {
  const configure = () => {
    process.env.BOT_PROTECTION = "turnstile";
    process.env.BOT_PROTECTION_SITE_KEY = "0x4AAAAAAAtest";
    process.env.BOT_PROTECTION_SECRET = "secret";
    loadEnv();
  };
  afterEach(() => {
    delete process.env.BOT_PROTECTION;
    delete process.env.BOT_PROTECTION_SITE_KEY;
    delete process.env.BOT_PROTECTION_SECRET;
    loadEnv();
    vi.unstubAllGlobals();
  });

  it("the page gets the provider's widget with the site key", async () => {
    configure();
    const page = await postingLoader({
      request: new Request(`http://localhost:3000/jobs/${open}`),
      params: { jobId: open },
      context,
    });
    expect(page.botWidget).toMatchObject({ provider: "turnstile", siteKey: "0x4AAAAAAAtest" });
  });

  it("refuses a post the provider does not confirm (422, values kept), accepts one it does", async () => {
    configure();
    const siteverify = vi.fn(async (_url: string, init?: RequestInit) => {
      const token = new URLSearchParams(String(init?.body)).get("response");
      return Response.json({ success: token === "good-token" });
    });
    vi.stubGlobal("fetch", siteverify);

    const missing = await apply(applicationForm({ email: "human@example.co.za" }));
    expect(missing.status).toBe(422);
    const body = (await missing.json()) as Refusal;
    expect(body.fieldErrors[FORM_ERROR_KEY]).toBe(BOT_CHECK_FAILED);
    expect(body.repopulateFields).toMatchObject({ email: "human@example.co.za" });
    expect(siteverify).not.toHaveBeenCalled();

    const rejected = await apply(
      applicationForm({ email: "human@example.co.za", "cf-turnstile-response": "bad-token" }),
    );
    expect(rejected.status).toBe(422);
    expect(await applicationsBy("human@example.co.za")).toHaveLength(0);

    const accepted = await apply(
      applicationForm({ email: "human@example.co.za", "cf-turnstile-response": "good-token" }),
    );
    expect(accepted.status).toBe(303);
    expect(await applicationsBy("human@example.co.za")).toHaveLength(1);
    expect(siteverify.mock.calls[1]![0]).toBe(
      "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    );
  });
});

describe("/pdf/<id>.pdf", () => {
  async function pdf(segment: string, headers: HeadersInit = {}) {
    try {
      return await pdfLoader({
        request: new Request(`http://localhost:3000/pdf/${segment}`, { headers }),
        params: { fileId: segment },
        context,
      });
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it("shows an open posting's leaflet inline as a PDF, and 304 when unchanged", async () => {
    const response = await pdf(`${openLeaflet}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="field\.pdf"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const again = await pdf(`${openLeaflet}.pdf`, {
      "If-None-Match": response.headers.get("ETag")!,
    });
    expect(again.status).toBe(304);
  });

  it("is a 404 for an expired posting's leaflet, a CV, a bad id or a missing .pdf", async () => {
    for (const segment of [
      `${expiredLeaflet}.pdf`,
      `${cvOfSomeone}.pdf`,
      "nothing.pdf",
      openLeaflet,
    ])
      expect((await pdf(segment)).status, segment).toBe(404);
  });
});

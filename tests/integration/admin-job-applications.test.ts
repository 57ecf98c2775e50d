// /admin/jobApplications (spec §2 'Admin job applications page', §4, §8) and its CSV export,
// called with real Requests and session cookies on a fresh database: permissions, every action
// with its toast, the rows and audit entries written, the rejection e-mails in the outbox.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  jobApplications,
  jobPostings,
  storedFiles,
  users,
} from "~/db/schema";
import { action, loader } from "~/routes/admin.jobApplications/route";
import { loader as exportLoader } from "~/routes/admin.jobApplications_.export";
import { loader as fileLoader } from "~/routes/files.$fileId";
import * as fixture from "../support/file-fixtures";
import { saveUpload } from "~/services/files/uploads.server";
import { nextRejectionSendAt } from "~/services/jobs/rejection-schedule";
import { toastCookie } from "~/services/kit/toast.server";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000/admin/jobApplications";
const context = { cspNonce: "", requestId: "jobs-admin-test" };

let cookies: Record<"admin" | "viewer" | "farmer", string>;
let adminId: string;
let jobA: string;
let jobB: string;
let thandi: string; // pending, jobA
let sipho: string; // decline, jobB
let cvFileId: string;

async function call<T>(fn: () => Promise<T>): Promise<Response> {
  try {
    const result = await fn();
    if (result instanceof Response) return result;
    // data(value, init) from Remix: the value with its status and headers.
    const withInit = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (withInit?.type === "DataWithResponseInit")
      return new Response(JSON.stringify(withInit.data), withInit.init ?? undefined);
    return new Response(JSON.stringify(result), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

// The loader answers one of two shapes (listings or an application tab); tests read either.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loaded = any;

async function load(search: string, cookie = cookies.admin) {
  const request = new Request(`${BASE}${search}`, { headers: { Cookie: cookie } });
  try {
    return { status: 200, data: (await loader({ request, params: {}, context })) as Loaded };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
}

async function post(search: string, body: URLSearchParams | FormData, cookie = cookies.admin) {
  const request = new Request(`${BASE}${search}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie },
  });
  return call(() => action({ request, params: {}, context }) as Promise<Response>);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function toastOf(response: Response) {
  const header = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return (await (await toastCookie()).parse(header)) as { type: string; text: string } | null;
}

function application(jobId: string, firstName: string, surname: string, extra = {}) {
  return {
    jobId,
    firstName,
    surname,
    email: `${firstName.toLowerCase()}@example.co.za`,
    phoneNumber: "+27 821234567",
    gender: "female",
    race: "african",
    highestQualification: "BSc Agriculture",
    salary: "25000",
    employmentStatus: "fullTime",
    noticePeriod: 4,
    ...extra,
  };
}

beforeAll(async () => {
  const [admin] = await db()
    .insert(users)
    .values({ subject: "auth|admin", email: "admin@example.co.za" })
    .returning();
  adminId = admin!.id;
  cookies = {
    admin: await signInCookie("auth|admin", "admin@example.co.za", [
      "read:admin",
      "write:application",
    ]),
    viewer: await signInCookie("auth|viewer", "viewer@example.co.za", ["read:admin"]),
    farmer: await signInCookie("auth|farmer", "farmer@example.co.za", []),
  };
  const [a, b] = await db()
    .insert(jobPostings)
    .values([
      {
        title: "Field Technician",
        description: "Soil sampling",
        category: "samplingFieldWork",
        location: "FS",
        salary: "R14 000 – R17 000 per month",
        employmentType: "fullTime",
      },
      {
        title: "GIS Analyst",
        description: "Maps",
        category: "gisAgriTech",
        location: "remoteZa",
        salary: "optional",
        employmentType: "partTime",
        closingDate: new Date(Date.now() - 86_400_000),
      },
    ])
    .returning();
  jobA = a!.id;
  jobB = b!.id;
  const cv = await saveUpload({
    file: fixture.fileOf(fixture.pdf(), "cv.pdf", "application/pdf"),
    purpose: "job-cv",
    organisationId: null,
    uploadedBy: null,
  });
  cvFileId = cv.id;
  const rows = await db()
    .insert(jobApplications)
    .values([
      application(jobA, "Thandi", "Nkosi", {
        cvFileId: cv.id,
        linkedin: "za.linkedin.com/in/thandi",
        applicationDate: new Date(Date.now() - 1000),
      }),
      application(jobB, "Sipho", "Dlamini", { status: "decline" as const }),
      application(jobB, "Lerato", "Mokoena", { status: "toDecline" as const }),
      ...Array.from({ length: 25 }, (_, i) =>
        application(jobA, `Pending${i}`, "Applicant", {
          applicationDate: new Date(Date.now() - 60_000 * (i + 2)),
        }),
      ),
    ])
    .returning();
  thandi = rows[0]!.id;
  sipho = rows[1]!.id;
});

describe("who may use the page (spec §2, §6 write:application)", () => {
  it("someone signed out is sent to sign in", async () => {
    const request = new Request(BASE);
    const response = await call(() => loader({ request, params: {}, context }) as never);
    expect(response.status).toBe(302);
  });

  it("an admin without write:application gets 403 with only the permission sentence", async () => {
    const request = new Request(BASE, { headers: { Cookie: cookies.viewer } });
    const response = await call(() => loader({ request, params: {}, context }) as never);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("You do not have permission to view this page.");
  });

  it.each([
    ["update-status", { intent: "update-status", applicationId: "x", status: "interview" }],
    ["save-notes", { intent: "save-notes", applicationId: "x", generalNotes: "x" }],
    ["update-interview-status", { intent: "update-interview-status", applicationId: "x" }],
    ["disable-posting", { intent: "disable-posting", postingId: "x" }],
    ["send-rejections", { intent: "send-rejections" }],
    ["create-posting", { intent: "create-posting", title: "x" }],
  ])("every action refuses them with 403: %s", async (_name, fields) => {
    const response = await post("", form(fields as Record<string, string>), cookies.viewer);
    expect(response.status).toBe(403);
  });

  it("the CSV export refuses them with 403", async () => {
    const request = new Request(`${BASE}/export`, { headers: { Cookie: cookies.viewer } });
    const response = await call(() => exportLoader({ request, params: {}, context }));
    expect(response.status).toBe(403);
  });
});

describe("the lists (spec §2 'Application tabs', §4 'Tab data modes', §9 page sizes)", () => {
  it("Job Listings: postings with their counts", async () => {
    const { data } = await load("");
    expect(data.tab).toBe("listings");
    const a = data.postings.find((p: { id: string }) => p.id === jobA);
    expect(a.counts).toEqual({ total: 26, pending: 26, future: 0, awaitingInterview: 0 });
    const b = data.postings.find((p: { id: string }) => p.id === jobB);
    expect(b.counts.total).toBe(2);
  });

  it("Incoming defaults to pending, 20 a page, newest first", async () => {
    const { data } = await load("?tab=incoming");
    expect(data.query.statuses).toEqual(["pending"]);
    expect(data.info).toMatchObject({ total: 26, size: 20, pageCount: 2, from: 1, to: 20 });
    expect(data.rows).toHaveLength(20);
    expect(data.rows[0].firstName).toBe("Thandi");
  });

  it("pages, page sizes, and filters by job and by name", async () => {
    expect((await load("?tab=incoming&page=1")).data.rows).toHaveLength(6);
    expect((await load("?tab=incoming&size=10&page=2")).data.info).toMatchObject({
      from: 21,
      to: 26,
    });
    expect((await load(`?tab=incoming&jobId=${jobB}`)).data.info.total).toBe(0);
    const byName = (await load("?tab=incoming&name=thandi%20nk")).data;
    expect(byName.rows.map((r: { id: string }) => r.id)).toEqual([thandi]);
    // Every status once the filter form was sent with none ticked.
    expect((await load("?tab=incoming&filtered=1")).data.info.total).toBe(28);
    expect((await load("?tab=incoming&status=decline&status=toDecline")).data.info.total).toBe(2);
  });

  it("Declined lists decline and toDecline with 'Not sent'; Interviews only interview", async () => {
    const declined = (await load("?tab=declined")).data;
    expect(declined.rows.map((r: { status: string }) => r.status).sort()).toEqual([
      "decline",
      "toDecline",
    ]);
    expect(declined.rows.every((r: { rejectionEmailSent: boolean }) => !r.rejectionEmailSent)).toBe(
      true,
    );
    expect((await load("?tab=interviews")).data.info.total).toBe(0);
  });

  it("the applicant dialog's data: the whole application with race and the CV", async () => {
    const { data } = await load(`?tab=incoming&dialog=applicant&application=${thandi}`);
    expect(data.application).toMatchObject({
      firstName: "Thandi",
      race: "african",
      cv: { id: cvFileId, name: "cv.pdf" },
      linkedin: "za.linkedin.com/in/thandi",
    });
  });

  it("the CV downloads for an admin and for nobody else (404)", async () => {
    const get = (cookie: string) =>
      call(() =>
        fileLoader({
          request: new Request(`http://localhost:3000/files/${cvFileId}`, {
            headers: { Cookie: cookie },
          }),
          params: { fileId: cvFileId },
          context,
        }),
      );
    expect((await get(cookies.admin)).status).toBe(200);
    expect((await get(cookies.farmer)).status).toBe(404);
  });
});

describe("changing an application (spec §7 'Update application', §8 messages)", () => {
  it("responds: status updated, toast, audit entry, back to the applicant dialog", async () => {
    const response = await post(
      `?tab=incoming&dialog=applicant&dialog=respond&application=${thandi}`,
      form({ intent: "update-status", applicationId: thandi, status: "interview" }),
    );
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("Location")!, BASE);
    expect(back.pathname).toBe("/admin/jobApplications");
    expect(back.searchParams.getAll("dialog")).toEqual(["applicant"]);
    expect(back.searchParams.get("application")).toBe(thandi);
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      text: "Application status updated successfully.",
    });
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, thandi));
    expect(row!.status).toBe("interview");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job_application"), eq(auditLog.entityId, thandi)));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      actorLabel: "admin@example.co.za",
      requestId: "jobs-admin-test",
      changes: { field: "status", from: "pending", to: "interview" },
    });
    const { data } = await load(`?tab=interviews&dialog=applicant&application=${thandi}`);
    expect(data.application.history[0]).toMatchObject({ field: "status", to: "interview" });
  });

  it("a status that is not one refuses with 400 and the spec's error", async () => {
    const response = await post(
      "?tab=incoming",
      form({ intent: "update-status", applicationId: thandi, status: "hired" }),
    );
    expect(response.status).toBe(400);
    expect(await toastOf(response)).toMatchObject({
      type: "error",
      text: "There was a problem updating the application status, please try again later.",
    });
  });

  it("saves notes: 'Notes saved successfully', counted in Interviews mode", async () => {
    for (const [field, value] of [
      ["generalNotes", "Strong field experience"],
      ["interview1Notes", "Good answers"],
    ]) {
      const response = await post(
        `?tab=interviews&dialog=notes&application=${thandi}`,
        form({ intent: "save-notes", applicationId: thandi, [field!]: value! }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/jobApplications?tab=interviews");
      expect(await toastOf(response)).toMatchObject({ text: "Notes saved successfully" });
    }
    const { data } = await load("?tab=interviews");
    expect(data.rows[0]).toMatchObject({ id: thandi, notesCount: 2 });
  });

  it("saves what was typed in two tabs at once, and a tab pressed without JavaScript saves and moves (decision 0066)", async () => {
    // The one form holds every tab's textarea: General typed, then Preparation, then Save.
    const both = await post(
      `?tab=interviews&dialog=notes&application=${thandi}&notesTab=preparation`,
      form({
        intent: "save-notes",
        applicationId: thandi,
        generalNotes: "Typed in General first",
        interviewPreparationNotes: "Ask about soil sampling",
        interview1Notes: "Good answers",
      }),
    );
    expect(both.status).toBe(302);
    expect(await toastOf(both)).toMatchObject({ text: "Notes saved successfully" });
    let [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, thandi));
    expect(row).toMatchObject({
      generalNotes: "Typed in General first",
      interviewPreparationNotes: "Ask about soil sampling",
      interview1Notes: "Good answers",
    });
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job_application.update"), eq(auditLog.entityId, thandi)));
    const fields = audited.map((a) => (a.changes as { field: string }).field);
    expect(fields).toContain("interviewPreparationNotes");
    // Unchanged interview1Notes is not recorded again.
    expect(fields.filter((f) => f === "interview1Notes")).toHaveLength(1);

    // Without JavaScript a tab is a submit button: it saves and comes back on that tab.
    const moved = await post(
      `?tab=interviews&dialog=applicant&application=${thandi}&dialog=notes&notesTab=interview2`,
      form({
        intent: "notes-tab",
        applicationId: thandi,
        generalNotes: "Edited before switching",
        interviewPreparationNotes: "Ask about soil sampling",
      }),
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(
      `/admin/jobApplications?tab=interviews&dialog=applicant&application=${thandi}&dialog=notes&notesTab=interview2`,
    );
    [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, thandi));
    expect(row!.generalNotes).toBe("Edited before switching");
  });

  it("notes for an unknown application: 'There was a problem saving the notes'", async () => {
    const response = await post(
      "?tab=interviews",
      form({
        intent: "save-notes",
        applicationId: "00000000-0000-4000-8000-000000000000",
        generalNotes: "x",
      }),
    );
    expect(response.status).toBe(400);
    expect(await toastOf(response)).toMatchObject({ text: "There was a problem saving the notes" });
  });

  it("sets an interview status: 'Interview status updated successfully'", async () => {
    const response = await post(
      `?tab=interviews&dialog=interview-status&application=${thandi}`,
      form({
        intent: "update-interview-status",
        applicationId: thandi,
        interviewStatus: "passInterview1",
      }),
    );
    expect(await toastOf(response)).toMatchObject({
      text: "Interview status updated successfully",
    });
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, thandi));
    expect(row!.interviewStatus).toBe("passInterview1");
    const bad = await post(
      "?tab=interviews",
      form({ intent: "update-interview-status", applicationId: thandi, interviewStatus: "x" }),
    );
    expect(await toastOf(bad)).toMatchObject({
      text: "There was a problem updating interview status",
    });
  });

  it("an unknown intent is a 400", async () => {
    expect((await post("", form({ intent: "explode" }))).status).toBe(400);
  });
});

describe("rejection e-mails (spec §4 'Rejection emails', §9)", () => {
  it("queues one per decline (not toDecline) at the next weekday 14:00, then 'Sent'", async () => {
    const before = new Date();
    const response = await post("?tab=declined", form({ intent: "send-rejections" }));
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.type).toBe("success");
    const rows = await db().select().from(jobApplications).where(eq(jobApplications.jobId, jobB));
    const declined = rows.find((r) => r.id === sipho)!;
    const toDecline = rows.find((r) => r.id !== sipho)!;
    expect(toDecline.rejectionEmailId).toBeNull();
    expect(declined.rejectionEmailId).not.toBeNull();
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, declined.rejectionEmailId!));
    expect(email!.to).toBe("sipho@example.co.za");
    expect(email!.subject).toBe("Your application for GIS Analyst");
    expect([
      nextRejectionSendAt(before).getTime(),
      nextRejectionSendAt(new Date()).getTime(),
    ]).toContain(email!.sendAt.getTime());

    // Nobody left: the spec's message; nothing queued twice.
    const again = await post("?tab=declined", form({ intent: "send-rejections" }));
    expect(await toastOf(again)).toMatchObject({
      type: "message",
      text: "No applicants to send rejection emails to",
    });
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.to, "sipho@example.co.za")),
    ).toHaveLength(1);

    expect(
      (await load("?tab=declined")).data.rows.find((r: { id: string }) => r.id === sipho)
        .rejectionEmailSent,
    ).toBe(false);
    await db()
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(emailOutbox.id, email!.id));
    expect(
      (await load("?tab=declined")).data.rows.find((r: { id: string }) => r.id === sipho)
        .rejectionEmailSent,
    ).toBe(true);
  });
});

describe("job postings (spec §2 'Job Listings tab', §4 'Job posting')", () => {
  function postingForm(extra: Record<string, string> = {}, leaflet?: File) {
    const body = new FormData();
    const fields: Record<string, string> = {
      intent: "create-posting",
      title: "Carbon Analyst",
      description: "Work out credits.",
      category: "technology",
      location: "capeTown",
      salary: "R30 000 – R35 000 per month",
      employmentType: "fullTime",
      closingDate: "2030-03-31",
      country: "South Africa",
      internalName: "CA-2030-01",
      numPositions: "2",
      qualifications: "BSc",
      keySkills: "Python",
      ...extra,
    };
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (leaflet) body.set("leaflet.files", leaflet);
    return body;
  }

  it("creates a posting with its leaflet PDF: 'Job posting updated', dialog closed", async () => {
    const leaflet = fixture.fileOf(fixture.pdf(), "carbon-analyst.pdf", "application/pdf");
    const response = await post("?dialog=new-job", postingForm({}, leaflet));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/jobApplications");
    expect(await toastOf(response)).toMatchObject({ text: "Job posting updated" });
    const [posting] = await db()
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.title, "Carbon Analyst"));
    expect(posting).toMatchObject({
      salary: "R30 000 – R35 000 per month",
      internalName: "CA-2030-01",
      numPositions: 2,
      status: "active",
      createdBy: adminId,
    });
    // The end of 31 March 2030 in South Africa.
    expect(posting!.closingDate!.toISOString()).toBe("2030-03-31T21:59:59.999Z");
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, posting!.leafletFileId!));
    expect(file).toMatchObject({ purpose: "job-leaflet", mimeType: "application/pdf" });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job_posting"), eq(auditLog.entityId, posting!.id)));
    expect(audit.map((a) => a.action)).toEqual(["job_posting.create"]);
  });

  it("refuses a posting without a leaflet, or with a leaflet that is not a PDF, keeping values (422)", async () => {
    const missing = await post("?dialog=new-job", postingForm({ title: "No leaflet" }));
    expect(missing.status).toBe(422);
    const body = await missing.json();
    expect(body.fieldErrors.leaflet).toBe("Required");
    expect(body.repopulateFields.title).toBe("No leaflet");

    const png = fixture.fileOf(fixture.png(), "leaflet.pdf", "application/pdf");
    const wrong = await post("?dialog=new-job", postingForm({ title: "PNG leaflet" }, png));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fieldErrors.leaflet).toMatch(/^Invalid file type/);
    expect(
      await db().select().from(jobPostings).where(eq(jobPostings.title, "PNG leaflet")),
    ).toHaveLength(0);
  });

  it("edits a posting's details and records what changed", async () => {
    const [posting] = await db()
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.title, "Carbon Analyst"));
    const body = postingForm({
      intent: "update-posting",
      postingId: posting!.id,
      salary: "R40 per hour",
    });
    body.set("leaflet.storedFiles", posting!.leafletFileId!);
    const response = await post(`?posting=${posting!.id}`, body);
    expect(await toastOf(response)).toMatchObject({ text: "Job posting updated" });
    const [after] = await db().select().from(jobPostings).where(eq(jobPostings.id, posting!.id));
    expect(after!.salary).toBe("R40 per hour");
    expect(after!.leafletFileId).toBe(posting!.leafletFileId);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job_posting.update"), eq(auditLog.entityId, posting!.id)));
    expect(entry!.changes).toEqual({
      salary: { from: "R30 000 – R35 000 per month", to: "R40 per hour" },
    });
  });

  it("saves a posting with only its salary changed, without choosing the leaflet again (decision 0066)", async () => {
    // jobB was made without a leaflet; the edit form posts no file and no stored file.
    const body = postingForm({
      intent: "update-posting",
      postingId: jobB,
      title: "GIS Analyst",
      description: "Maps",
      category: "gisAgriTech",
      location: "remoteZa",
      salary: "R25 000 per month",
      employmentType: "partTime",
      closingDate: "",
    });
    const response = await post(`?posting=${jobB}`, body);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ text: "Job posting updated" });
    const [after] = await db().select().from(jobPostings).where(eq(jobPostings.id, jobB));
    expect(after!.salary).toBe("R25 000 per month");
    // The loader hands the edit form the current leaflet (name and id) to show.
    const [withLeaflet] = await db()
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.title, "Carbon Analyst"));
    const { data } = await load(`?tab=listings&posting=${withLeaflet!.id}`);
    const shown = data.postings.find((p: { id: string }) => p.id === withLeaflet!.id);
    expect(shown.leaflet).toEqual({ id: withLeaflet!.leafletFileId, name: "carbon-analyst.pdf" });
    // Editing it with only the salary changed keeps the leaflet.
    const keep = await post(
      `?posting=${withLeaflet!.id}`,
      postingForm({ intent: "update-posting", postingId: withLeaflet!.id, salary: "R41 per hour" }),
    );
    expect(keep.status).toBe(302);
    const [kept] = await db().select().from(jobPostings).where(eq(jobPostings.id, withLeaflet!.id));
    expect(kept).toMatchObject({
      salary: "R41 per hour",
      leafletFileId: withLeaflet!.leafletFileId,
    });
  });

  it("disables a posting for good: inactive, audited, an unknown id fails", async () => {
    const response = await post(
      `?dialog=disable-posting&disable=${jobA}`,
      form({ intent: "disable-posting", postingId: jobA }),
    );
    expect(response.headers.get("Location")).toBe("/admin/jobApplications");
    expect(await toastOf(response)).toMatchObject({ text: "Job posting updated" });
    const [row] = await db().select().from(jobPostings).where(eq(jobPostings.id, jobA));
    expect(row!.status).toBe("disabled");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "job_posting.disable"), eq(auditLog.entityId, jobA)));
    expect(entry!.changes).toEqual({ status: { from: "active", to: "disabled" } });
    const unknown = await post("", form({ intent: "disable-posting", postingId: "nope" }));
    expect(await toastOf(unknown)).toMatchObject({
      type: "error",
      text: "Unable to update job posting",
    });
  });
});

describe("CSV export of the filtered list", () => {
  it("answers the filtered list as CSV with every column, for admins", async () => {
    const request = new Request(`${BASE}/export?tab=declined`, {
      headers: { Cookie: cookies.admin },
    });
    const response = await call(() => exportLoader({ request, params: {}, context }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="job-applications-declined-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toMatch(/^Applied on,Job,Status,Interview status,Rejection email,/);
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.includes("Sipho,Dlamini") && line.includes(",Sent,"))).toBe(
      true,
    );
  });
});

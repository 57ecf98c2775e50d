// The /api/v2 job application helpers (spec §7 'Job applications helpers'), with bearer tokens
// minted like the identity provider's: 401 without one, 403 without write:application, and the
// spec's semantics for listing, updating, rejection e-mails and postings.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, emailOutbox, jobApplications, jobPostings, users } from "~/db/schema";
import { loader as listApplications } from "~/routes/api.v2.admin.jobApplications";
import {
  action as updateApplication,
  loader as getApplication,
} from "~/routes/api.v2.admin.jobApplications.$id";
import { action as rejectionEmails } from "~/routes/api.v2.admin.jobApplications.rejectionEmails";
import { action as createPosting, loader as listPostings } from "~/routes/api.v2.admin.jobPostings";
import { action as updatePosting } from "~/routes/api.v2.admin.jobPostings.$id";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import * as fixture from "../support/file-fixtures";
import { nextRejectionSendAt } from "~/services/jobs/rejection-schedule";

trustTestTokens();

const context = { cspNonce: "", requestId: "jobs-api-test" };
let admin: string;
let viewer: string;
let openJob: string;
let closedJob: string;
const ids: Record<string, string> = {};

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof context;
}) => Promise<unknown>;

async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  try {
    return (await handler({ request, params, context })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const person = (firstName: string, jobId: string, status = "pending", minutesAgo = 0) => ({
  jobId,
  firstName,
  surname: "Tester",
  email: `${firstName.toLowerCase()}@example.co.za`,
  phoneNumber: "+27 821234567",
  gender: "male",
  race: "coloured",
  highestQualification: "Diploma",
  salary: "18000",
  employmentStatus: "unemployed",
  status: status as "pending",
  applicationDate: new Date(Date.now() - minutesAgo * 60_000),
});

beforeAll(async () => {
  await db().insert(users).values({ subject: "auth|api-admin", email: "hr@example.co.za" });
  admin = await mintAccessToken("auth|api-admin", {
    permissions: ["read:admin", "write:application"],
    email: "hr@example.co.za",
  });
  viewer = await mintAccessToken("auth|api-viewer", { permissions: ["read:admin"] });
  const [a, b] = await db()
    .insert(jobPostings)
    .values([
      {
        title: "Ecologist",
        description: "Veld condition",
        category: "conservationEcology",
        location: "LP",
        salary: "R25 000 per month",
        employmentType: "fullTime",
      },
      {
        title: "Bookkeeper",
        description: "Books",
        category: "financial",
        location: "pretoria",
        salary: "R200 per hour",
        employmentType: "adHocContracting",
        closingDate: new Date(Date.now() - 86_400_000),
      },
    ])
    .returning();
  openJob = a!.id;
  closedJob = b!.id;
  const rows = await db()
    .insert(jobApplications)
    .values([
      person("Anele", openJob, "pending", 1),
      person("Bheki", openJob, "pending", 2),
      person("Carla", openJob, "shortlisted", 3),
      person("Dumisani", closedJob, "pending", 4),
      person("Esther", closedJob, "decline", 5),
    ])
    .returning();
  for (const row of rows) ids[row.firstName] = row.id;
});

const URL_BASE = "http://localhost:3000/api/v2/admin";

describe("authorisation", () => {
  it("answers 401 without a token and 403 without write:application, on every call", async () => {
    const calls: [Handler, string, string, Record<string, string>][] = [
      [listApplications as Handler, "GET", "/jobApplications", {}],
      [getApplication as Handler, "GET", `/jobApplications/${ids.Anele}`, { id: ids.Anele! }],
      [updateApplication as Handler, "PUT", `/jobApplications/${ids.Anele}`, { id: ids.Anele! }],
      [rejectionEmails as Handler, "POST", "/jobApplications/rejectionEmails", {}],
      [listPostings as Handler, "GET", "/jobPostings?all=true", {}],
      [createPosting as Handler, "POST", "/jobPostings", {}],
      [updatePosting as Handler, "PUT", `/jobPostings/${openJob}`, { id: openJob }],
    ];
    for (const [handler, method, path, params] of calls) {
      const body = method === "PUT" ? { status: "interview" } : undefined;
      const anonymous = await call(
        handler,
        apiRequest(URL_BASE + path, null, { method, body }),
        params,
      );
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ ok: false });
      const forbidden = await call(
        handler,
        apiRequest(URL_BASE + path, viewer, { method, body }),
        params,
      );
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json(), `${method} ${path}`).toEqual({
        ok: false,
        message: "You do not have permission to do this.",
      });
    }
    const [row] = await db()
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, ids.Anele!));
    expect(row!.status).toBe("pending");
  });
});

describe("GET /jobApplications (spec §7 'List applications')", () => {
  const list = (search: string) =>
    call(listApplications as Handler, apiRequest(`${URL_BASE}/jobApplications${search}`, admin));

  it("pages from 0 with a limit, newest first, with metadata.totalApplications", async () => {
    const response = await list("?page=1&limit=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    // spec §7 'data.data as an array and data.metadata.totalApplications', where the spec's
    // `data` is the response body.
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.metadata).toEqual({ totalApplications: 5, page: 1, limit: 2 });
    expect(body.data.map((a: { firstName: string }) => a.firstName)).toEqual(["Carla", "Dumisani"]);
    expect(body.data[0]).toMatchObject({
      job: openJob,
      jobTitle: "Ecologist",
      race: "coloured",
    });
  });

  it("page 0 with limit 0 returns every application", async () => {
    const body = await (await list("?page=0&limit=0")).json();
    expect(body.data).toHaveLength(5);
  });

  it("filters by jobId, a status array and name", async () => {
    const byJob = await (await list(`?jobId=${closedJob}`)).json();
    expect(byJob.metadata.totalApplications).toBe(2);
    const byStatus = await (await list("?status=pending&status=shortlisted&limit=0")).json();
    expect(byStatus.metadata.totalApplications).toBe(4);
    const commaList = await (await list("?status=pending,decline")).json();
    expect(commaList.metadata.totalApplications).toBe(4);
    const byName = await (await list("?name=CARLA")).json();
    expect(byName.data.map((a: { id: string }) => a.id)).toEqual([ids.Carla]);
  });

  it("answers 204 when nothing matches, 400 for bad parameters", async () => {
    const empty = await list("?name=nobody");
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    expect((await list("?page=9&limit=20")).status).toBe(204);
    const badPage = await list("?page=-1");
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toEqual({
      ok: false,
      message: "The address's 'page' parameter must be a whole number from 0 to 100000.",
    });
    expect((await list("?status=hired")).status).toBe(400);
    expect((await list("?jobId=nope")).status).toBe(400);
  });
});

describe("PUT /jobApplications/:id (spec §7 'Update application')", () => {
  const put = (id: string, body: unknown) =>
    call(
      updateApplication as Handler,
      apiRequest(`${URL_BASE}/jobApplications/${id}`, admin, { method: "PUT", body }),
      { id },
    );

  it("updates the status and answers ok with the updated applicant; audited", async () => {
    const response = await put(ids.Anele!, { id: ids.Anele, status: "interview" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, data: { id: ids.Anele, status: "interview" } });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job_application"), eq(auditLog.entityId, ids.Anele!)));
    expect(entry).toMatchObject({
      actorLabel: "hr@example.co.za",
      changes: { field: "status", from: "pending", to: "interview" },
    });
  });

  it("updates one notes field, or the interview status", async () => {
    const notes = await (
      await put(ids.Anele!, { interview2Notes: "Second round went well" })
    ).json();
    expect(notes.data.interview2Notes).toBe("Second round went well");
    const interview = await (await put(ids.Anele!, { interviewStatus: "jobOfferMade" })).json();
    expect(interview.data.interviewStatus).toBe("jobOfferMade");
  });

  it("refuses two changes at once and unknown values (422), and unknown ids (404)", async () => {
    const two = await put(ids.Anele!, { status: "future", generalNotes: "x" });
    expect(two.status).toBe(422);
    expect(await two.json()).toEqual({
      ok: false,
      message: "Send exactly one of status, interviewStatus or a notes field.",
    });
    const hired = await put(ids.Anele!, { status: "hired" });
    expect(hired.status).toBe(422);
    expect(await hired.json()).toEqual({
      ok: false,
      message: "Choose one of the application statuses.",
      errors: { status: "Choose one of the application statuses." },
    });
    expect((await put(ids.Anele!, {})).status).toBe(422);
    const otherId = await put(ids.Anele!, { id: ids.Bheki, status: "future" });
    expect(otherId.status).toBe(422);
    expect((await otherId.json()).errors).toHaveProperty("id");
    expect((await put(ids.Anele!, ["status", "future"])).status).toBe(400);
    const unknown = await put("00000000-0000-4000-8000-000000000000", { status: "future" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, message: "Job application not found" });
    expect((await put("nope", { status: "future" })).status).toBe(404);
  });
});

describe("POST /jobApplications/rejectionEmails (spec §7 'Send rejection emails')", () => {
  const send = () =>
    call(
      rejectionEmails as Handler,
      apiRequest(`${URL_BASE}/jobApplications/rejectionEmails`, admin, { method: "POST" }),
    );

  it("queues the e-mails for the next weekday 14:00, then 204 when nobody is left", async () => {
    const before = new Date();
    const response = await send();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, data: { queued: 1 } });
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "esther@example.co.za"));
    expect([
      nextRejectionSendAt(before).getTime(),
      nextRejectionSendAt(new Date()).getTime(),
    ]).toContain(email!.sendAt.getTime());
    expect((await send()).status).toBe(204);
  });
});

describe("job postings (spec §7 'List job postings', 'Create job posting', 'Update job posting')", () => {
  it("lists active postings, and all of them with all=true, with title, closingDate, leaflet, status, id", async () => {
    const active = await (
      await call(listPostings as Handler, apiRequest(`${URL_BASE}/jobPostings`, admin))
    ).json();
    expect(active.ok).toBe(true);
    expect(active.data.map((p: { id: string }) => p.id)).toEqual([openJob]);
    const { data: all } = await (
      await call(listPostings as Handler, apiRequest(`${URL_BASE}/jobPostings?all=true`, admin))
    ).json();
    expect(all).toHaveLength(2);
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(["title", "closingDate", "leaflet", "status", "id"]),
    );
    const malformed = await call(
      listPostings as Handler,
      apiRequest(`${URL_BASE}/jobPostings?all=yes`, admin),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      ok: false,
      message: "The address's 'all' parameter must be one of: true, false.",
    });
  });

  function multipart(fields: Record<string, string>, file?: File) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (file) body.set("file", file);
    return new Request(`${URL_BASE}/jobPostings`, {
      method: "POST",
      body,
      headers: { Authorization: `Bearer ${admin}` },
    });
  }
  const fields = {
    title: "Sampling Assistant",
    description: "Help the field team.",
    category: "samplingFieldWork",
    location: "NW",
    salary: "R9 000 per month",
    employmentType: "partTime",
    country: "South Africa",
    internalName: "SA-01",
    numPositions: "4",
    qualifications: "Grade 12",
    keySkills: "Driving",
  };

  it("creates a posting from multipart form data with the leaflet as `file` (201)", async () => {
    const leaflet = fixture.fileOf(fixture.pdf(), "sampling.pdf", "application/pdf");
    const response = await call(createPosting as Handler, multipart(fields, leaflet));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      data: { title: "Sampling Assistant", status: "active", closingDate: null, numPositions: 4 },
    });
    expect(body.data.leaflet).toMatch(/^\/pdf\/[0-9a-f-]{36}\.pdf$/);
  });

  it("refuses a posting without a leaflet or with bad fields (422 with errors)", async () => {
    const missing = await call(createPosting as Handler, multipart(fields));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ ok: false, errors: { file: "Required" } });
    const bad = await call(
      createPosting as Handler,
      multipart({ ...fields, category: "astronaut" }, fixture.fileOf(fixture.pdf(), "x.pdf")),
    );
    expect((await bad.json()).errors.category).toBeDefined();
  });

  it("updates a posting; disabling sends status disabled and cannot be undone (409)", async () => {
    const put = (body: unknown) =>
      call(
        updatePosting as Handler,
        apiRequest(`${URL_BASE}/jobPostings/${openJob}`, admin, { method: "PUT", body }),
        { id: openJob },
      );
    const edited = await (
      await put({ salary: "R26 000 per month", closingDate: "2031-01-31" })
    ).json();
    expect(edited.data).toMatchObject({
      salary: "R26 000 per month",
      closingDate: "2031-01-31T21:59:59.999Z",
    });
    const disabled = await put({ status: "disabled" });
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).data.status).toBe("disabled");
    const reactivated = await put({ status: "active" });
    expect(reactivated.status).toBe(409);
    expect(await reactivated.json()).toEqual({
      ok: false,
      message: "A disabled job posting cannot be made active again.",
    });
    const many = await put({ numPositions: "many" });
    expect(many.status).toBe(422);
    expect(await many.json()).toMatchObject({
      ok: false,
      errors: { numPositions: expect.any(String) },
    });
    const unknown = await call(
      updatePosting as Handler,
      apiRequest(`${URL_BASE}/jobPostings/nope`, admin, { method: "PUT", body: { title: "x" } }),
      { id: "nope" },
    );
    expect(unknown.status).toBe(404);
  });
});

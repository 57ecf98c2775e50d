// The OpenAPI contract of the admin calls about people and communication (issue 19, decision
// 0111): e-mail templates and sends, summary files, job postings and applications, events,
// resources, notifications, users, roles and access. Every described operation of these paths is called for real
// here and its answer checked against the document (tests/support/openapi-contract.ts).
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import {
  emailOutbox,
  emailSends,
  emailTemplates,
  events,
  idpAccounts,
  jobApplications,
  jobPostings,
  notifications,
  resources,
  summaryExports,
  users,
} from "~/db/schema";
import { runSummaryStep } from "~/services/summaries/summaries.server";
import { apiRequest, trustTestTokens } from "../support/api-tokens";
import { fileOf, pdf } from "../support/file-fixtures";
import { contractFixture, describedOperationsSuite, type Call } from "../support/openapi-contract";

trustTestTokens();

let fx: Awaited<ReturnType<typeof contractFixture>>;
/** A signed-up person whose e-mail address is confirmed, so admin access may be granted. */
let colleague: { id: string; email: string };
let postingId: string;
let applicationId: string;

beforeAll(async () => {
  fx = await contractFixture();
  const email = "colleague@kontrak.example";
  const [account] = await db()
    .insert(idpAccounts)
    .values({ email, passwordHash: "x", emailVerified: true })
    .returning();
  const [user] = await db()
    .insert(users)
    .values({ subject: account!.id, email, name: "Thandi" })
    .returning();
  colleague = { id: user!.id, email };
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Ecologist",
      description: "Veld condition assessments",
      category: "conservationEcology",
      location: "LP",
      salary: "R25 000 per month",
      employmentType: "fullTime",
    })
    .returning();
  postingId = posting!.id;
  const [application] = await db()
    .insert(jobApplications)
    .values({
      jobId: postingId,
      firstName: "Anele",
      surname: "Mokoena",
      email: "anele@example.co.za",
      phoneNumber: "+27 821234567",
      gender: "female",
      race: "black",
      highestQualification: "Diploma",
      salary: "18000",
      employmentStatus: "unemployed",
      status: "pending",
      applicationDate: new Date(),
    })
    .returning();
  applicationId = application!.id;
});

const TEMPLATE_NAME = "Welcome to the programme";
const SEND_KEY = "openapi-welcome-send";

/** The ids of what earlier calls made (a call's answer is checked, not handed on). */
async function templateId() {
  const [row] = await db()
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, TEMPLATE_NAME));
  return row!.id;
}
async function sendId() {
  const [row] = await db()
    .select({ id: emailSends.id })
    .from(emailSends)
    .where(eq(emailSends.sendKey, SEND_KEY));
  return row!.id;
}

const EVENT_TITLE = "Veld condition farm day";
const RESOURCE_TITLE = "Reading your veld";
const NOTIFICATION_TITLE = "Mapping is open";

async function eventId() {
  const [row] = await db()
    .select({ id: events.id })
    .from(events)
    .where(eq(events.title, EVENT_TITLE));
  return row!.id;
}
async function resourceId() {
  const [row] = await db()
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.title, RESOURCE_TITLE));
  return row!.id;
}
async function notificationId() {
  const [row] = await db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.title, NOTIFICATION_TITLE));
  return row!.id;
}
async function exportId() {
  const [row] = await db().select({ id: summaryExports.id }).from(summaryExports);
  return row!.id;
}

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  apiRequest(`/api/v2/admin${path}`, fx.tokens.owner, init);

/** A multipart/form-data POST with the bearer token as apiRequest sends it. */
function adminUpload(path: string, parts: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return new Request(new URL(`/api/v2/admin${path}`, "http://localhost:3000"), {
    method: "POST",
    headers: { Authorization: `Bearer ${fx.tokens.owner}` },
    body: form,
  });
}

// Keyed 'METHOD /path' as in the document, in the order they run.
const CALLS: Record<string, Call> = {
  "POST /admin/access": async () => ({
    request: admin("/access", {
      method: "POST",
      body: {
        email: colleague.email,
        action: "grant",
        scopes: ["read:admin"],
        reason: "Joins the programme team",
      },
    }),
    params: {},
  }),
  "GET /admin/roles": async () => ({ request: admin("/roles"), params: {} }),
  "PUT /admin/roles/{userId}": async () => ({
    request: admin(`/roles/${colleague.id}`, {
      method: "PUT",
      body: { scopes: ["read:admin", "write:admin"], reason: "Runs the e-mail sends" },
    }),
    params: { userId: colleague.id },
  }),
  // While the colleague holds an admin grant: only such a person can be assigned.
  "POST /admin/users": async () => ({
    request: admin("/users", {
      method: "POST",
      body: { companyIds: [fx.organisationId], adminId: colleague.id },
    }),
    params: {},
  }),
  "GET /admin/users": async () => ({
    request: admin("/users?role=OWNER&baseline=missing&page=0&limit=10"),
    params: {},
  }),
  "PUT /admin/users/{userId}/baseline": async () => ({
    request: admin(`/users/${fx.ownerId}/baseline`, {
      method: "PUT",
      body: {
        farmingSinceYear: 1998,
        enterpriseType: "livestock",
        hectaresAtJoining: 420.5,
        landTenure: "communal",
        regenerativeExperience: null,
        reason: "From the onboarding call",
      },
    }),
    params: { userId: fx.ownerId },
  }),
  "GET /admin/users/{userId}/baseline": async () => ({
    request: admin(`/users/${fx.ownerId}/baseline`),
    params: { userId: fx.ownerId },
  }),
  "POST /admin/jobPostings": async () => ({
    request: adminUpload("/jobPostings", {
      title: "Veld monitor",
      description: "Walk the transects and record the grasses.",
      category: "conservationEcology",
      location: "LP",
      salary: "R18 000 per month",
      employmentType: "fullTime",
      closingDate: "2099-06-30",
      country: "South Africa",
      internalName: "VM-01",
      numPositions: "2",
      qualifications: "A diploma in nature conservation",
      keySkills: "Grass identification",
      file: fileOf(pdf(), "veld-monitor.pdf", "application/pdf"),
    }),
    params: {},
  }),
  "GET /admin/jobPostings": async () => ({
    request: admin("/jobPostings?all=true"),
    params: {},
  }),
  "PUT /admin/jobPostings/{id}": async () => ({
    request: admin(`/jobPostings/${postingId}`, {
      method: "PUT",
      body: { salary: "R26 000 per month", closingDate: "2099-01-31" },
    }),
    params: { id: postingId },
  }),
  "PATCH /admin/jobPostings/{id}": async () => ({
    request: admin(`/jobPostings/${postingId}`, { method: "PATCH", body: { numPositions: 2 } }),
    params: { id: postingId },
  }),
  "GET /admin/jobApplications": async () => ({
    request: admin(`/jobApplications?jobId=${postingId}&status=pending&page=0&limit=20`),
    params: {},
  }),
  "GET /admin/jobApplications/{id}": async () => ({
    request: admin(`/jobApplications/${applicationId}`),
    params: { id: applicationId },
  }),
  "PATCH /admin/jobApplications/{id}": async () => ({
    request: admin(`/jobApplications/${applicationId}`, {
      method: "PATCH",
      body: { generalNotes: "Strong field experience." },
    }),
    params: { id: applicationId },
  }),
  "PUT /admin/jobApplications/{id}": async () => ({
    request: admin(`/jobApplications/${applicationId}`, {
      method: "PUT",
      body: { id: applicationId, status: "decline" },
    }),
    params: { id: applicationId },
  }),
  "POST /admin/jobApplications/{id}/file": async () => ({
    request: adminUpload(`/jobApplications/${applicationId}/file`, {
      file: fileOf(pdf(), "cv.pdf", "application/pdf"),
    }),
    params: { id: applicationId },
  }),
  // The applicant declined just now has no rejection e-mail yet: one is queued (not a 204).
  "POST /admin/jobApplications/rejectionEmails": async () => ({
    request: admin("/jobApplications/rejectionEmails", { method: "POST" }),
    params: {},
  }),
  "POST /admin/email/templates": async () => ({
    request: admin("/email/templates", {
      method: "POST",
      body: {
        name: TEMPLATE_NAME,
        kind: "programme",
        subject: "Welcome, {{firstName}}",
        body: "Dear {{firstName}}, welcome to the programme of {{organisationName}}.",
      },
    }),
    params: {},
  }),
  "GET /admin/email/templates": async () => ({ request: admin("/email/templates"), params: {} }),
  "PUT /admin/email/templates/{templateId}": async () => {
    const id = await templateId();
    return {
      request: admin(`/email/templates/${id}`, {
        method: "PUT",
        body: {
          name: TEMPLATE_NAME,
          kind: "programme",
          subject: "Welcome to Veld, {{firstName}}",
          body: "Dear {{firstName}}, welcome to the programme of {{organisationName}}.",
        },
      }),
      params: { templateId: id },
    };
  },
  "GET /admin/email/templates/{templateId}": async () => {
    const id = await templateId();
    return { request: admin(`/email/templates/${id}`), params: { templateId: id } };
  },
  "POST /admin/email/send": async () => ({
    request: admin("/email/send", {
      method: "POST",
      body: { templateId: await templateId(), userIds: [fx.ownerId], sendKey: SEND_KEY },
    }),
    params: {},
  }),
  "GET /admin/email/sends": async () => ({ request: admin("/email/sends"), params: {} }),
  "GET /admin/email/sends/{sendId}": async () => {
    const id = await sendId();
    return { request: admin(`/email/sends/${id}`), params: { sendId: id } };
  },
  // The outbox gave up on the send's e-mail (as after its last attempt), so there is one to retry.
  "POST /admin/email/sends/{sendId}/retry": async () => {
    const id = await sendId();
    await db()
      .update(emailOutbox)
      .set({ status: "failed", attempts: 5, lastError: "550 Mailbox unavailable" })
      .where(eq(emailOutbox.sendId, id));
    return {
      request: admin(`/email/sends/${id}/retry`, { method: "POST" }),
      params: { sendId: id },
    };
  },
  "POST /admin/email/templates/{templateId}/archive": async () => {
    const id = await templateId();
    return {
      request: admin(`/email/templates/${id}/archive`, {
        method: "POST",
        body: { reason: "Replaced by the new welcome" },
      }),
      params: { templateId: id },
    };
  },
  "POST /admin/events": async () => ({
    request: admin("/events", {
      method: "POST",
      body: {
        kind: "farmDay",
        title: EVENT_TITLE,
        description: "Walk the camps and score the veld together.",
        date: "2099-03-10",
        startTime: "09:00",
        endTime: "15:00",
        place: "Kontrak Noord, Vryheid",
        capacity: 30,
        province: "NL",
        status: "published",
      },
    }),
    params: {},
  }),
  "GET /admin/events": async () => ({ request: admin("/events"), params: {} }),
  "GET /admin/events/{eventId}": async () => {
    const id = await eventId();
    return { request: admin(`/events/${id}`), params: { eventId: id } };
  },
  "PUT /admin/events/{eventId}": async () => {
    const id = await eventId();
    return {
      request: admin(`/events/${id}`, {
        method: "PUT",
        body: { status: "cancelled", reason: "Heavy rain is forecast for the day." },
      }),
      params: { eventId: id },
    };
  },
  "POST /admin/resources": async () => ({
    request: admin("/resources", {
      method: "POST",
      body: {
        kind: "article",
        title: RESOURCE_TITLE,
        summary: "What the grasses tell you about your veld.",
        topic: "grazing",
        journeySteps: ["ELIGIBILITY"],
        body: "Walk a camp slowly and look at which grasses grow where.",
      },
    }),
    params: {},
  }),
  "GET /admin/resources": async () => ({
    request: admin("/resources?status=draft&topic=grazing"),
    params: {},
  }),
  "PUT /admin/resources/{resourceId}": async () => {
    const id = await resourceId();
    return {
      request: admin(`/resources/${id}`, {
        method: "PUT",
        body: { summary: "What the grasses say about your veld.", status: "published" },
      }),
      params: { resourceId: id },
    };
  },
  "DELETE /admin/resources/{resourceId}": async () => {
    const id = await resourceId();
    return {
      request: admin(`/resources/${id}`, {
        method: "DELETE",
        body: { reason: "Replaced by the new grazing guide" },
      }),
      params: { resourceId: id },
    };
  },
  "POST /admin/notifications": async () => ({
    request: admin("/notifications", {
      method: "POST",
      body: {
        kind: "message",
        title: NOTIFICATION_TITLE,
        body: "You can now map your fields.",
        link: "/profile",
        organisationIds: [fx.organisationId],
        sendEmail: false,
      },
    }),
    params: {},
  }),
  "GET /admin/notifications": async () => ({ request: admin("/notifications"), params: {} }),
  "POST /admin/notifications/{notificationId}/withdraw": async () => {
    const id = await notificationId();
    return {
      request: admin(`/notifications/${id}/withdraw`, {
        method: "POST",
        body: { reason: "Sent to the wrong organisation" },
      }),
      params: { notificationId: id },
    };
  },
  "POST /admin/summaryFiles": async () => ({
    request: admin("/summaryFiles", { method: "POST", body: { kind: "organisations" } }),
    params: {},
  }),
  "GET /admin/summaryFiles": async () => ({ request: admin("/summaryFiles"), params: {} }),
  "GET /admin/summaryFiles/{exportId}": async () => {
    const id = await exportId();
    return { request: admin(`/summaryFiles/${id}`), params: { exportId: id } };
  },
  // The background step makes the queued summary's CSV (as the worker would), then it downloads.
  "GET /admin/summaryFiles/{exportId}/download": async () => {
    while (await runSummaryStep()) {
      // Until nothing waits.
    }
    const id = await exportId();
    return { request: admin(`/summaryFiles/${id}/download`), params: { exportId: id } };
  },
  "DELETE /admin/roles/{userId}": async () => ({
    request: admin(`/roles/${colleague.id}`, {
      method: "DELETE",
      body: { reason: "Left the programme team" },
    }),
    params: { userId: colleague.id },
  }),
};

describedOperationsSuite("openapi-admin-people.test.ts", CALLS, {
  member: () => ({ token: fx.tokens.owner, organisationId: fx.organisationId }),
});

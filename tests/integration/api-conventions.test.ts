// Every /api/v2 route module on disk keeps the conventions of docs/api.md (decision 0055): no
// token is a 401 in the envelope; OPTIONS lists what the route serves in `Allow` and every other
// method is a 405 with that `Allow`; HEAD answers GET's status without a body; an id in the path
// that is not a UUID is a 404; a body that is not JSON is a 400. The routes are found with
// import.meta.glob, so a route added tomorrow is checked without touching this file (if its path
// has a parameter this file does not know, the test says which).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  farms,
  fields,
  jobApplications,
  jobPostings,
  memberships,
  organisations,
  signatories,
  users,
} from "~/db/schema";
import { API_METHODS } from "~/services/api/route.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { mintAccessToken, trustTestTokens } from "../support/api-tokens";

trustTestTokens();

type DataFunction = (args: {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; requestId: string };
}) => Promise<Response>;

interface RouteModule {
  loader?: DataFunction;
  action?: DataFunction;
}

const modules = import.meta.glob<RouteModule>(
  ["/app/routes/api.v2.*.ts", "!/app/routes/api.v2.$.ts"],
  { eager: true },
);
// Every other path under /api/v2 (its own test at the end).
const unknownPaths = import.meta.glob<RouteModule>("/app/routes/api.v2.$.ts", { eager: true });

interface ApiRoute {
  file: string;
  /** The URL's segments; a parameter as `$name`. */
  segments: string[];
  module: RouteModule;
}

const routes: ApiRoute[] = Object.entries(modules).map(([file, module]) => ({
  file: file.replace("/app/routes/", ""),
  // flat routes: dots separate segments, `[.]` is a dot inside one (openapi[.]json); every
  // /api/v2 route is a plain file (no folders or pathless segments), which the first test checks.
  segments: file
    .replace("/app/routes/", "")
    .replace(/\.ts$/, "")
    .split(/\.(?![^[]*\])/)
    .slice(2)
    .map((segment) => segment.replace(/\[\.\]/g, ".")),
  module,
}));

// Public on purpose, the one exception to 'no token is a 401' (decision 0111): the OpenAPI
// document, which tools fetch before they hold a token. Everything else here still applies.
const PUBLIC_FILES = new Set(["api.v2.openapi[.]json.ts"]);

const ids = { organisation: "", signatory: "", application: "", posting: "", field: "", user: "" };
let token = "";

/** A real value for each parameter, so a request gets past the lookups to what is checked. */
function realValue(route: ApiRoute, index: number): string {
  const name = route.segments[index]!.slice(1);
  const before = route.segments[index - 1];
  if (name === "companyId") return ids.organisation;
  if (name === "signatoryId") return ids.signatory;
  if (name === "code") return "ABCD-EFGH";
  if (name === "id" && before === "jobApplications") return ids.application;
  if (name === "id" && before === "jobPostings") return ids.posting;
  // The admin's field signoff (decision 0072): an organisation, a field id nobody has, a
  // criterion and a mode that exist.
  if (name === "id" && before === "admin") return ids.organisation;
  if (name === "fieldId" && before === "field") return "00000000-0000-4000-8000-000000000000";
  // A member's field (decision 0070).
  if (name === "fieldId" && before === "fields") return ids.field;
  // A practice of the organisation's implementation plan (decision 0075).
  if (name === "actionId") return planActionId;
  // A programme event (decision 0097).
  if (name === "eventId" && before === "events") return programmeEventIdForTest;
  // A herd and a grazing event of the organisation (decision 0077).
  if (name === "herdId") return herdIdForTest;
  if (name === "eventId") return grazingEventIdForTest;
  // A fertiliser input of the organisation (decision 0076).
  if (name === "inputId") return fertiliserInputIdForTest;
  // An evidence item of the organisation (decision 0079).
  if (name === "evidenceId") return evidenceIdForTest;
  // A report file of the organisation (decision 0083).
  if (name === "reportId") return reportIdForTest;
  // A published learning resource (decision 0098).
  if (name === "resourceId") return resourceIdForTest;
  // An e-mail template and a send of it (decision 0099).
  if (name === "templateId") return emailTemplateIdForTest;
  if (name === "sendId") return emailSendIdForTest;
  // A notification sent to the caller (decision 0100).
  if (name === "notificationId") return notificationIdForTest;
  // The programme's corrections of an organisation's practice data (decision 0078).
  if (name === "id" && before === "pd") return ids.organisation;
  // A season's submission of the organisation, its item and a request (decision 0080).
  if ((name === "submissionId" || name === "id") && before === "submissions")
    return submissionIdForTest;
  if (name === "submissionId") return submissionIdForTest;
  if (name === "itemId") return submissionItemIdForTest;
  if (name === "taskId") return taskIdForTest;
  // A soil sample and a record of issued credits of the organisation (decision 0092).
  if (name === "sampleId") return sampleIdForTest;
  if (name === "creditId") return creditIdForTest;
  // A person whose admin roles are read and set (decision 0096).
  if (name === "userId" && before === "roles") return ids.user;
  // A generated summary file (decision 0102).
  if (name === "exportId") return summaryExportIdForTest;
  // An integration's API client (decision 0112).
  if (name === "id" && before === "apiClients") return apiClientIdForTest;
  // A person whose baseline is read and set (decision 0101).
  if (name === "userId" && before === "users") return ids.user;
  // A member of the organisation (decision 0145).
  if (name === "userId" && before === "members") return ids.user;
  // A set of calculation constants (decision 0090).
  if (name === "type" && before === "consts") return "livestock";
  if (name === "criteria" || name === "type") return "wetland";
  if (name === "mode") return "pass";
  if (
    name === "id" &&
    ["company", "companies", "eligibility", "viability", "update"].includes(before!)
  )
    return ids.organisation;
  throw new Error(
    `${route.file}: give this test a real value for the parameter '${name}' after '${before}'.`,
  );
}

/** The URL and params of `route`, with `override` replacing some parameters' values. */
function target(route: ApiRoute, override: Record<string, string> = {}) {
  const params: Record<string, string> = {};
  const path = route.segments.map((segment, index) => {
    if (!segment.startsWith("$")) return segment;
    const name = segment.slice(1);
    params[name] = override[name] ?? realValue(route, index);
    return params[name];
  });
  return { url: `http://localhost:3000/api/v2/${path.join("/")}`, params };
}

async function send(
  route: ApiRoute,
  method: string,
  init: { token?: string | null; body?: string; params?: Record<string, string> } = {},
) {
  const { url, params } = target(route, init.params);
  const headers = new Headers();
  const bearer = init.token === undefined ? token : init.token;
  if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(url, { method, headers, body: init.body });
  // Remix calls the loader for GET, HEAD and OPTIONS, the action for the rest.
  const handler = ["GET", "HEAD", "OPTIONS"].includes(method)
    ? route.module.loader
    : route.module.action;
  const response = await handler!({
    request,
    params,
    context: { cspNonce: "", requestId: "api-conventions" },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

function envelopeOf(text: string) {
  const body = JSON.parse(text) as { ok: unknown; message: unknown };
  expect(body.ok).toBe(false);
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  return body;
}

beforeAll(async () => {
  const [organisation] = await db().insert(organisations).values({ name: "Boplaas" }).returning();
  ids.organisation = organisation!.id;
  const [user] = await db()
    .insert(users)
    .values({ subject: "auth|conventions", email: "owner@boplaas.example", name: "Thandi" })
    .returning();
  ids.user = user!.id;
  await db()
    .insert(memberships)
    .values({ userId: user!.id, organisationId: ids.organisation, role: "OWNER" });
  const [signatory] = await db()
    .insert(signatories)
    .values({
      organisationId: ids.organisation,
      name: "Anna",
      surname: "Botha",
      email: "anna@boplaas.example",
    })
    .returning();
  ids.signatory = signatory!.id;
  const [farm] = await db()
    .insert(farms)
    .values({ organisationId: ids.organisation, name: "Boplaas Noord" })
    .returning();
  const [field] = await db()
    .insert(fields)
    .values({
      organisationId: ids.organisation,
      farmId: farm!.id,
      name: "Kamp 1",
      source: "drawn",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [28.3, -28.26],
            [28.31, -28.26],
            [28.31, -28.25],
            [28.3, -28.26],
          ],
        ],
      },
      areaHectares: 50,
      boxWest: 28.3,
      boxSouth: -28.26,
      boxEast: 28.31,
      boxNorth: -28.25,
    })
    .returning();
  ids.field = field!.id;
  const [posting] = await db()
    .insert(jobPostings)
    .values({
      title: "Ecologist",
      description: "Veld condition",
      category: "conservationEcology",
      location: "LP",
      salary: "R25 000 per month",
      employmentType: "fullTime",
    })
    .returning();
  ids.posting = posting!.id;
  const [application] = await db()
    .insert(jobApplications)
    .values({
      jobId: ids.posting,
      firstName: "Anele",
      surname: "Tester",
      email: "anele@example.co.za",
      phoneNumber: "+27 821234567",
      gender: "male",
      race: "coloured",
      highestQualification: "Diploma",
      salary: "18000",
      employmentStatus: "unemployed",
    })
    .returning();
  ids.application = application!.id;
  // A signed-up OWNER of the organisation holding every admin scope: every guard lets them in.
  token = await mintAccessToken("auth|conventions", {
    permissions: [...ADMIN_SCOPES],
    email: "owner@boplaas.example",
  });
});

// A plan with one practice on the field, for …/implementationPlan/actions/{actionId}.
let planActionId = "";
beforeAll(async () => {
  const { implementationPlans, planActions } = await import("~/db/schema");
  const [plan] = await db()
    .insert(implementationPlans)
    .values({ organisationId: ids.organisation, season: 26 })
    .returning();
  const [action] = await db()
    .insert(planActions)
    .values({
      planId: plan!.id,
      organisationId: ids.organisation,
      fieldId: ids.field,
      practice: "coverCrops",
      programmeTarget: "none",
      date: "2026-10-01",
    })
    .returning();
  planActionId = action!.id;
});

// A herd with one grazing event on the field, for …/herds/{herdId} and …/grazingEvents/{eventId}.
let herdIdForTest = "";
let grazingEventIdForTest = "";
beforeAll(async () => {
  const { herds, grazingEvents } = await import("~/db/schema");
  const [herd] = await db()
    .insert(herds)
    .values({
      organisationId: ids.organisation,
      name: "Nguni cows",
      type: "beef",
      frameSize: "medium",
    })
    .returning();
  herdIdForTest = herd!.id;
  const [event] = await db()
    .insert(grazingEvents)
    .values({
      organisationId: ids.organisation,
      season: 26,
      herdId: herd!.id,
      fieldIds: [ids.field],
      startDate: "2026-08-01",
      endDate: "2026-08-02",
      hoursOnField: 8,
    })
    .returning();
  grazingEventIdForTest = event!.id;
});

// A fertiliser input on the field, for …/fertiliser/{inputId} (decision 0076).
let fertiliserInputIdForTest = "";
beforeAll(async () => {
  const { fertiliserInputs } = await import("~/db/schema");
  const [input] = await db()
    .insert(fertiliserInputs)
    .values({
      organisationId: ids.organisation,
      fieldId: ids.field,
      season: 26,
      npkType: "nutrient",
      applicationRate: 100,
      nitrogen: 46,
      phosphorus: 0,
      potassium: 0,
    })
    .returning();
  fertiliserInputIdForTest = input!.id;
});

// An evidence item of the organisation, for …/evidence/{evidenceId} (decision 0079).
let evidenceIdForTest = "";
beforeAll(async () => {
  const { evidenceItems } = await import("~/db/schema");
  const [item] = await db()
    .insert(evidenceItems)
    .values({ organisationId: ids.organisation, season: 26, categories: ["other"], title: "Test" })
    .returning();
  evidenceIdForTest = item!.id;
});

// A soil sample and issued credits of the organisation (decision 0092).
let sampleIdForTest = "";
let creditIdForTest = "";
beforeAll(async () => {
  const { issuedCredits, soilSamples } = await import("~/db/schema");
  const [sample] = await db()
    .insert(soilSamples)
    .values({
      organisationId: ids.organisation,
      fieldId: ids.field,
      sampledOn: "2026-03-01",
      depthCm: 30,
      socPercent: 1.2,
      bulkDensityGPerCm3: 1.35,
    })
    .returning();
  sampleIdForTest = sample!.id;
  const [credit] = await db()
    .insert(issuedCredits)
    .values({
      organisationId: ids.organisation,
      season: 25,
      tonnesCo2e: 10,
      carbonPriceZarPerTco2e: 300,
      farmerShare: 0.7,
      issuedOn: "2026-06-30",
      registry: "Verra",
      note: "For the API conventions test.",
    })
    .returning();
  creditIdForTest = credit!.id;
});

// A published programme event, for /events/{eventId} and /admin/events/{eventId} (decision 0097).
let programmeEventIdForTest = "";
beforeAll(async () => {
  const { events } = await import("~/db/schema");
  const [event] = await db()
    .insert(events)
    .values({
      kind: "farmDay",
      title: "API conventions farm day",
      description: "For the API conventions test.",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 3_600_000),
      place: "Bethlehem",
      status: "published",
    })
    .returning();
  programmeEventIdForTest = event!.id;
});

// A published learning resource, for /resources/{resourceId} and /admin/resources/{resourceId}
// (decision 0098).
let resourceIdForTest = "";
beforeAll(async () => {
  const { resources } = await import("~/db/schema");
  const [resource] = await db()
    .insert(resources)
    .values({
      kind: "article",
      title: "API conventions article",
      summary: "For the API conventions test.",
      body: "Text.",
      topic: "programme",
      status: "published",
    })
    .returning();
  resourceIdForTest = resource!.id;
});

// A notification sent to the caller, for /notifications/{notificationId}/read and
// /admin/notifications/{notificationId}/withdraw (decision 0100).
let notificationIdForTest = "";
beforeAll(async () => {
  const { notificationRecipients, notifications } = await import("~/db/schema");
  const [notification] = await db()
    .insert(notifications)
    .values({
      kind: "message",
      title: "API conventions notification",
      body: "For the API conventions test.",
      audience: { userIds: [ids.user] },
      recipientCount: 1,
    })
    .returning();
  notificationIdForTest = notification!.id;
  await db()
    .insert(notificationRecipients)
    .values({ notificationId: notificationIdForTest, userId: ids.user });
});

// An e-mail template and a send of it, for /admin/email/templates/{templateId} and
// /admin/email/sends/{sendId} (decision 0099).
let emailTemplateIdForTest = "";
let emailSendIdForTest = "";
beforeAll(async () => {
  const { emailSends, emailTemplates } = await import("~/db/schema");
  const [template] = await db()
    .insert(emailTemplates)
    .values({
      name: "API conventions template",
      kind: "programme",
      subject: "Hello {{firstName}}",
      body: "For the API conventions test.",
    })
    .returning();
  emailTemplateIdForTest = template!.id;
  const [send] = await db()
    .insert(emailSends)
    .values({
      sendKey: "api-conventions-send",
      templateId: template!.id,
      kind: "programme",
      subject: template!.subject,
      body: template!.body,
      audience: {},
      recipientCount: 0,
    })
    .returning();
  emailSendIdForTest = send!.id;
});

// A ready generated summary, for /admin/summaryFiles/{exportId} (decision 0102).
let summaryExportIdForTest = "";
beforeAll(async () => {
  const { storedFiles, summaryExports } = await import("~/db/schema");
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "00000000-0000-4000-8000-00000000a102.csv",
      originalName: "organisations-summary-2026-11-25.csv",
      mimeType: "text/csv",
      extension: ".csv",
      size: 1,
      sha256: "0",
      purpose: "summary-export",
    })
    .returning();
  const [row] = await db()
    .insert(summaryExports)
    .values({ kind: "organisations", status: "ready", fileId: file!.id, rowCount: 0 })
    .returning();
  summaryExportIdForTest = row!.id;
});

// A standing API client, for /admin/apiClients/{id} (decision 0112).
let apiClientIdForTest = "";
beforeAll(async () => {
  const { apiClients } = await import("~/db/schema");
  const [row] = await db()
    .insert(apiClients)
    .values({
      clientId: "veld-api-0000000000000000000a0112",
      name: "Conventions",
      reason: "Checked by the conventions test",
      scopes: ["read:admin"],
      secretHash: `sha256:${"0".repeat(64)}`,
    })
    .returning();
  apiClientIdForTest = row!.id;
});

// A report file of the organisation, for /admin/reports/{reportId} (decision 0083).
let reportIdForTest = "";
beforeAll(async () => {
  const { reportFiles, storedFiles } = await import("~/db/schema");
  const [file] = await db()
    .insert(storedFiles)
    .values({
      storageKey: "00000000-0000-4000-8000-00000000a083.pdf",
      originalName: "report.pdf",
      mimeType: "application/pdf",
      extension: ".pdf",
      size: 1,
      sha256: "0",
      purpose: "report",
      organisationId: ids.organisation,
    })
    .returning();
  const [report] = await db()
    .insert(reportFiles)
    .values({ organisationId: ids.organisation, kind: "report", title: "Test", fileId: file!.id })
    .returning();
  reportIdForTest = report!.id;
});

// A season's submission with one item, and a request, for …/submission(s)/{id}/items/{itemId}
// and …/tasks/{taskId} (decision 0080).
let submissionIdForTest = "";
let submissionItemIdForTest = "";
let taskIdForTest = "";
beforeAll(async () => {
  const { submissionItems, submissions, tasks } = await import("~/db/schema");
  const [submission] = await db()
    .insert(submissions)
    .values({ organisationId: ids.organisation, season: 26 })
    .returning();
  submissionIdForTest = submission!.id;
  const [item] = await db()
    .insert(submissionItems)
    .values({
      submissionId: submission!.id,
      organisationId: ids.organisation,
      kind: "PLAN",
      label: "Implementation plan",
    })
    .returning();
  submissionItemIdForTest = item!.id;
  const [task] = await db()
    .insert(tasks)
    .values({ organisationId: ids.organisation, type: "ADMIN_REQUESTED", title: "Test" })
    .returning();
  taskIdForTest = task!.id;
});

describe("the /api/v2 route modules", () => {
  it("are found on disk, as plain files with a loader and an action", () => {
    expect(routes.length).toBeGreaterThanOrEqual(23);
    expect(Object.keys(unknownPaths)).toHaveLength(1);
    for (const route of routes) {
      expect(
        route.segments.every((s) => /^\$?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)?$/.test(s)),
        route.file,
      ).toBe(true);
      // Both go through the dispatcher: HEAD and OPTIONS reach the loader, the rest the action.
      expect(typeof route.module.loader, route.file).toBe("function");
      expect(typeof route.module.action, route.file).toBe("function");
    }
  });
});

describe.each(routes.map((route) => [route.file, route] as const))("%s", (_file, route) => {
  let allow: string[] = [];

  beforeAll(async () => {
    const options = await send(route, "OPTIONS");
    allow = (options.headers.get("Allow") ?? "").split(/,\s*/).filter(Boolean);
  });

  it.skipIf(PUBLIC_FILES.has(route.file))(
    "refuses every method without a token: 401, the envelope and a Bearer challenge",
    async () => {
      for (const method of [...API_METHODS, "HEAD", "OPTIONS"]) {
        const response = await send(route, method, { token: null, body: undefined });
        expect(response.status, method).toBe(401);
        expect(response.headers.get("WWW-Authenticate"), method).toBe("Bearer");
        if (method !== "HEAD") envelopeOf(response.text);
      }
    },
  );

  it.runIf(PUBLIC_FILES.has(route.file))(
    "is public: GET answers 200 without a token, writing is still a 405",
    async () => {
      expect((await send(route, "GET", { token: null })).status).toBe(200);
      expect((await send(route, "POST", { token: null, body: "{}" })).status).toBe(405);
    },
  );

  it("answers OPTIONS with 204 and Allow; any other method is a 405 with the same Allow", async () => {
    const options = await send(route, "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.text).toBe("");
    expect(allow).toContain("OPTIONS");
    const served = API_METHODS.filter((method) => allow.includes(method));
    expect(served.length, "a route serves at least one method").toBeGreaterThan(0);
    expect(allow.includes("HEAD")).toBe(allow.includes("GET"));
    for (const method of API_METHODS.filter((m) => !served.includes(m))) {
      const response = await send(route, method, {
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow"), method).toBe(allow.join(", "));
      envelopeOf(response.text);
    }
  });

  it("answers HEAD with GET's status and headers and no body", async ({ skip }) => {
    if (!allow.includes("GET")) skip("no GET");
    const get = await send(route, "GET");
    const head = await send(route, "HEAD");
    expect(head.status).toBe(get.status);
    expect(head.headers.get("Content-Type")).toBe(get.headers.get("Content-Type"));
    expect(head.text).toBe("");
    expect(get.headers.get("Cache-Control")).toContain("no-store");
  });

  const idParams = route.segments
    .filter((s) => s.startsWith("$") && (s === "$id" || s.endsWith("Id")))
    .map((s) => s.slice(1));

  it.skipIf(idParams.length === 0)(
    "answers 404 in the envelope to an id in the path that is not a UUID",
    async () => {
      for (const name of idParams) {
        for (const method of API_METHODS.filter((m) => allow.includes(m))) {
          const response = await send(route, method, {
            params: { [name]: "not-a-uuid" },
            body: method === "GET" || method === "DELETE" ? undefined : "{}",
          });
          expect(response.status, `${method} with ${name}=not-a-uuid`).toBe(404);
          envelopeOf(response.text);
        }
      }
    },
  );

  it("answers 400 in the envelope to a body that is not JSON on POST, PUT and PATCH", async ({
    skip,
  }) => {
    const writing = (["POST", "PUT", "PATCH"] as const).filter((m) => allow.includes(m));
    if (writing.length === 0) skip("no POST, PUT or PATCH");
    for (const method of writing) {
      const response = await send(route, method, { body: "{not json" });
      expect(response.status, method).toBe(400);
      envelopeOf(response.text);
    }
  });
});

describe("any other path under /api/v2 (api.v2.$.ts)", () => {
  const unknown = Object.values(unknownPaths)[0]!;
  const call = (method: string, bearer: string | null) => {
    const handler = ["GET", "HEAD", "OPTIONS"].includes(method) ? unknown.loader! : unknown.action!;
    return handler({
      request: new Request("http://localhost:3000/api/v2/company/nope/plans", {
        method,
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
      }),
      params: { "*": "company/nope/plans" },
      context: { cspNonce: "", requestId: "api-conventions" },
    });
  };

  it("is a 401 without a token and a 404 in the envelope with one, whatever the method", async () => {
    for (const method of [...API_METHODS, "OPTIONS"]) {
      const anonymous = await call(method, null);
      expect(anonymous.status, method).toBe(401);
      envelopeOf(await anonymous.text());
      const known = await call(method, token);
      expect(known.status, method).toBe(404);
      expect(envelopeOf(await known.text()).message).toMatch(/no such call in \/api\/v2/);
    }
  });
});

// Issue 28, finding 'A NUL still reaches the database': a NUL (or another broken value) in a
// query string is a 400 naming the parameter on the pages and /api/v2 routes whose query
// strings are now read through schemas (notes, reports, resources, calculations, constants),
// never a 500 from PostgreSQL and never a page that says it could not load.
import { beforeAll, describe, expect, it } from "vitest";
import * as calcPage from "~/routes/admin.calc";
import * as creditsPage from "~/routes/admin.calc_.credits/route";
import * as doEmailsPage from "~/routes/admin.doemails/route";
import * as eventsPage from "~/routes/admin.events/route";
import * as projectPage from "~/routes/admin.journey.projectManage/route";
import * as notificationsPage from "~/routes/admin.notifications/route";
import * as editConsts from "~/routes/admin.editConsts/route";
import * as notesPage from "~/routes/admin.journey.notes/route";
import * as resourcesPage from "~/routes/admin.resources/route";
import * as summaryFiles from "~/routes/admin.summaryFiles/route";
import * as creditsApi from "~/routes/api.v2.admin.credits";
import * as projectApi from "~/routes/api.v2.admin.projectManage";
import * as reportsApi from "~/routes/api.v2.admin.reports";
import * as adminResourcesApi from "~/routes/api.v2.admin.resources";
import * as resourcesApi from "~/routes/api.v2.resources";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
let cookie = "";
let token = "";

beforeAll(async () => {
  const scopes = ["read:admin", "write:admin", "write:consts"];
  cookie = await signInCookie("qb|admin", "admin@qb.example", scopes);
  token = await mintAccessToken("qb|api-admin", {
    permissions: scopes,
    email: "api-admin@qb.example",
  });
});

describe("pages: a NUL in the query string is a 400 naming the parameter", () => {
  it.each([
    [notesPage.loader, "/admin/journey/notes", "companyId"],
    [calcPage.loader, "/admin/calc", "companyId"],
    [creditsPage.loader, "/admin/calc/credits", "companyId"],
    [summaryFiles.loader, "/admin/summaryFiles", "companyId"],
    [summaryFiles.loader, "/admin/summaryFiles", "report"],
    [resourcesPage.loader, "/admin/resources", "resource"],
    [editConsts.loader, "/admin/editConsts", "type"],
    [editConsts.loader, "/admin/editConsts", "version"],
    [projectPage.loader, "/admin/journey/projectManage", "admin"],
    [projectPage.loader, "/admin/journey/projectManage", "step"],
    [projectPage.loader, "/admin/journey/projectManage", "selected"],
    [doEmailsPage.loader, "/admin/doemails", "templateId"],
    [doEmailsPage.loader, "/admin/doemails", "roles"],
    [eventsPage.loader, "/admin/events", "eventId"],
    [notificationsPage.loader, "/admin/notifications", "provinces"],
    [notificationsPage.loader, "/admin/notifications", "notificationId"],
  ] as const)("%#: GET %s?%s=%00", async (loader, path, name) => {
    const response = await callRoute(
      loader as (args: never) => unknown,
      new Request(`${BASE}${path}?${name}=%00`, { headers: { Cookie: cookie } }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`The address's '${name}' parameter`);
  });
});

describe("/api/v2: a NUL in the query string is a 400 in the envelope naming the parameter", () => {
  it.each([
    [reportsApi.loader, "/api/v2/admin/reports", "companyIds"],
    [reportsApi.loader, "/api/v2/admin/reports", "kind"],
    [resourcesApi.loader, "/api/v2/resources", "topic"],
    [adminResourcesApi.loader, "/api/v2/admin/resources", "status"],
    [creditsApi.loader, "/api/v2/admin/credits", "companyId"],
    [projectApi.loader, "/api/v2/admin/projectManage", "admin"],
    [projectApi.loader, "/api/v2/admin/projectManage", "waitsOn"],
  ] as const)("%#: GET %s?%s=%00", async (loader, path, name) => {
    const response = await callRoute(
      loader as (args: never) => unknown,
      apiRequest(`${BASE}${path}?${name}=%00`, token),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { ok: boolean; message: string };
    expect(body.ok).toBe(false);
    expect(body.message).toContain(`The address's '${name}' parameter`);
  });
});

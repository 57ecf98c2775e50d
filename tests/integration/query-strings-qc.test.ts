// Issue 28, finding "A NUL still reaches the database", for the farm-data and fields calls and
// pages: a NUL in a season, an id or a search of the query string is a 400 whose body names the
// parameter, never a 500 from PostgreSQL (every query string is read through a query schema).
import { beforeAll, describe, expect, it } from "vitest";
import * as adminFields from "~/routes/api.v2.admin.fields";
import * as adminSubmissions from "~/routes/api.v2.admin.submissions";
import * as boundaryAssign from "~/routes/api.v2.admin.autoSignoff.boundaryAssign";
import * as memberFields from "~/routes/api.v2.company.$companyId.fields";
import * as evidence from "~/routes/api.v2.company.$companyId.evidence";
import * as livestockNumbers from "~/routes/api.v2.company.$companyId.livestockNumbers";
import * as cropJourney from "~/routes/api.v2.company.$companyId.cropJourney";
import * as submission from "~/routes/api.v2.company.$companyId.submission";
import * as planActions from "~/routes/api.v2.company.$companyId.implementationPlan.actions";
import { loader as fieldsPage } from "~/routes/admin.journey.fields/route";
import { loader as adminEvidencePage } from "~/routes/admin.journey.evidence";
import { action as implementationAction } from "~/routes/profile.journey.implementation/route";
import { currentSeason } from "~/services/fields/seasons";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost";
let orgId: string;
let memberToken: string;
let adminToken: string;
let adminCookie: string;
let ownerCookie: string;

beforeAll(async () => {
  orgId = (await insertPlanningOrganisation("Query NUL Farm", currentSeason(), [])).organisationId;
  const owner = await insertSignedInMember(orgId, "OWNER");
  memberToken = await mintAccessToken(owner.subject);
  ownerCookie = owner.cookie;
  adminToken = await mintAccessToken("query-nul|admin", {
    permissions: ["read:admin", "write:signoff"],
  });
  adminCookie = await signInCookie("auth|query-nul-admin", "admin@query-nul.example", [
    "read:admin",
  ]);
});

type Route = { loader: (args: never) => unknown };

async function expectRefusal(response: Response, name: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { ok: boolean; message: string };
  expect(body.ok).toBe(false);
  expect(body.message).toMatch(new RegExp(`^The address's '${name}' parameter `));
}

describe("the member farm-data calls", () => {
  it.each([
    ["fields", memberFields],
    ["evidence", evidence],
    ["livestockNumbers", livestockNumbers],
    ["cropJourney", cropJourney],
    ["submission", submission],
  ] as [string, Route][])("GET …/%s?season=%00 is a 400 naming season", async (path, route) => {
    const response = await callRoute(
      route.loader,
      apiRequest(`${BASE}/api/v2/company/${orgId}/${path}?season=%00`, memberToken),
      { companyId: orgId },
    );
    await expectRefusal(response, "season");
  });
});

describe("the admin calls", () => {
  it.each([
    [adminFields, "/api/v2/admin/fields", "companyIds"],
    [adminFields, "/api/v2/admin/fields", "farmId"],
    [adminFields, "/api/v2/admin/fields", "season"],
    [adminSubmissions, "/api/v2/admin/submissions", "companyId"],
    [adminSubmissions, "/api/v2/admin/submissions", "season"],
    [boundaryAssign, "/api/v2/admin/autoSignoff/boundaryAssign", "companyId"],
  ] as [Route, string, string][])(
    "%#: GET %s?%s=%00 is a 400 naming it",
    async (route, path, name) => {
      const response = await callRoute(
        route.loader,
        apiRequest(`${BASE}${path}?${name}=%00`, adminToken),
      );
      await expectRefusal(response, name);
    },
  );
});

describe("the admin's field list page", () => {
  it("answers ?orgQuery=%00 (its search) with a 400 naming the parameter", async () => {
    const response = await callRoute(
      fieldsPage,
      new Request(`${BASE}/admin/journey/fields?orgQuery=Bo%00`, {
        headers: { Cookie: adminCookie },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^The address's 'orgQuery' parameter /);
  });
});

describe("the implementation plan and the evidence pages", () => {
  it("answers GET …/implementationPlan/actions?fieldId=%00 with a 400 naming fieldId", async () => {
    const response = await callRoute(
      planActions.loader,
      apiRequest(
        `${BASE}/api/v2/company/${orgId}/implementationPlan/actions?fieldId=%00`,
        memberToken,
      ),
      { companyId: orgId },
    );
    await expectRefusal(response, "fieldId");
  });

  it("answers a plan form whose fieldId is not an id with a 400 naming fieldId", async () => {
    const response = await callRoute(
      implementationAction,
      new Request(`${BASE}/profile/journey/implementation?field=x`, {
        method: "POST",
        headers: { Cookie: ownerCookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=save-field&fieldId=kamp-2",
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The form's 'fieldId' field must be an id (a UUID).");
  });

  it("opens the admin's evidence list with every filter %00 as 'all' (never a 500)", async () => {
    const names = ["organisation", "category", "field", "season", "status", "review", "page"];
    const answer = (await adminEvidencePage({
      request: new Request(
        `${BASE}/admin/journey/evidence?${names.map((name) => `${name}=%00`).join("&")}`,
        { headers: { Cookie: adminCookie } },
      ),
      params: {},
      context: { cspNonce: "", requestId: "test" },
    } as never)) as { filters: Record<string, unknown> };
    expect(answer.filters).toMatchObject({ organisationId: null, season: null, page: 1 });
  });
});

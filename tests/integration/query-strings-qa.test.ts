// Issue 28, finding 'A NUL still reaches the database': each route of the finding reads its query
// string through a schema (services/kit/query.ts), so a NUL is a 400 naming the parameter: not a
// 500 from PostgreSQL, and not the page's 'could not load' notice hiding it.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { loader as jobApplicationsPage } from "~/routes/admin.jobApplications/route";
import { loader as jobApplicationsExport } from "~/routes/admin.jobApplications_.export";
import { loader as companies } from "~/routes/admin.journey.companies._index";
import { loader as userViewLayout } from "~/routes/admin.userView";
import { loader as userViewPicker } from "~/routes/admin.userView._index";
import { loader as jobApplicationsApi } from "~/routes/api.v2.admin.jobApplications";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const context = { cspNonce: "", requestId: "query-strings-qa" };
let cookie: string;
let token: string;

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: typeof context;
}) => Promise<unknown>;

/** The loader's answer as a Response: what it returned, or what it threw. */
async function answer(loader: Loader, request: Request): Promise<Response> {
  try {
    const result = await loader({ request, params: {}, context });
    return result instanceof Response ? result : Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const page = (path: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });

beforeAll(async () => {
  const permissions = ["read:admin", "write:application"];
  await db().insert(users).values({ subject: "auth|qs-admin", email: "qs@example.co.za" });
  cookie = await signInCookie("auth|qs-admin", "qs@example.co.za", permissions);
  token = await mintAccessToken("auth|qs-admin", { permissions, email: "qs@example.co.za" });
});

describe("a NUL in a page's query string is a 400 naming the parameter", () => {
  it.each([
    [companies, "/admin/journey/companies?q=%00", "q"],
    [companies, "/admin/journey/companies?q=Karoo%0D%0A", "q"],
    [userViewPicker, "/admin/userView?q=%00", "q"],
    [userViewLayout, "/admin/userView?userId=%00", "userId"],
    [jobApplicationsPage, "/admin/jobApplications?name=%00", "name"],
    [jobApplicationsPage, "/admin/jobApplications?tab=incoming&name=%00", "name"],
    [jobApplicationsPage, "/admin/jobApplications?tab=incoming&jobId=%00", "jobId"],
    [jobApplicationsExport, "/admin/jobApplications/export?tab=declined&name=%00", "name"],
  ] as [Loader, string, string][])("%#: GET %s", async (loader, path, name) => {
    const response = await answer(loader, page(path));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`The address's '${name}' parameter`);
  });

  it("still searches with a good value", async () => {
    const found = await answer(companies, page("/admin/journey/companies?q=Karoo"));
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ q: "Karoo", organisations: [] });
    const people = await answer(userViewPicker, page("/admin/userView?q=qs%40example"));
    expect(await people.json()).toMatchObject({ q: "qs@example" });
  });

  it("still lists applications for a good name", async () => {
    const response = await answer(
      jobApplicationsPage,
      page("/admin/jobApplications?tab=incoming&name=Thandi"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ loadError: null, query: { name: "Thandi" } });
  });
});

describe("a NUL in an /api/v2 query string is a 400 in the envelope naming the parameter", () => {
  it("GET /api/v2/admin/jobApplications?name=%00", async () => {
    const response = await answer(
      jobApplicationsApi,
      apiRequest("/api/v2/admin/jobApplications?name=%00", token),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: expect.stringContaining("The address's 'name' parameter") as unknown,
    });
  });
});

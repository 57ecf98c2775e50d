// The corrections page and the analysis page as the server renders them (decision 0078): what a
// browser without JavaScript gets. The dialog of a value is a real form posting to the dialog's
// URL with its intent ('override'), the value it corrects, the new value and a reason; a refused post comes back with the values as typed and the error
// beside its field; the farmer's value and the correction's note show in words; a read:admin
// viewer sees no form. The analysis draws an SVG image with its title, description and a table
// of the same numbers.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as analysisPage from "~/routes/admin.journey.analysis";
import * as page from "~/routes/admin.journey.companies.$companyId_.practice/route";
import { insertTestOrganisation } from "../support/model-fixtures";
import {
  insertFertiliserInput,
  insertGrazingEvent,
  insertLivestockNumber,
  insertPracticeFields,
  insertPracticeHerd,
} from "../support/practice-admin-fixtures";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const ctx = { cspNonce: "", requestId: "pd-overrides-page-test" };
const cookies = { admin: "", reader: "" };
let orgId = "";
let eventId = "";

async function call(fn: (args: never) => unknown, url: string, cookie: string, init?: RequestInit) {
  try {
    return (await fn({
      request: new Request(`${BASE}${url}`, {
        ...init,
        headers: { ...init?.headers, Cookie: cookie },
      }),
      params: { companyId: orgId },
      context: ctx,
    } as never)) as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function render(
  route: { default: () => JSX.Element },
  path: string,
  url: string,
  data: unknown,
  actionData?: unknown,
) {
  const Stub = createRemixStub([
    { id: "page", path, Component: route.default, loader: () => data as Record<string, unknown> },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        }}
      />,
    );
  } finally {
    quiet.mockRestore();
  }
}

const practicePath = () => `/admin/journey/companies/${orgId}/practice`;

beforeAll(async () => {
  orgId = (await insertTestOrganisation("Render farm")).id;
  const [field] = await insertPracticeFields(orgId, [{ name: "Rivierkamp", areaHectares: 10 }]);
  const herd = await insertPracticeHerd(orgId, { name: "Nguni cows" });
  await insertLivestockNumber(orgId, herd.id, { year: 2026, month: 7, mature: 10, juvenile: 4 });
  eventId = (
    await insertGrazingEvent(orgId, {
      season: 26,
      herdId: herd.id,
      fieldIds: [field!.id],
      startDate: "2026-08-01",
      endDate: "2026-08-10",
      hoursOnField: 12,
    })
  ).id;
  await insertFertiliserInput(orgId, {
    fieldId: field!.id,
    season: 26,
    applicationRate: 200,
    nutrientPercent: 50,
    nitrogen: 0.2,
    phosphorus: 0.1,
    potassium: 0.1,
  });
  cookies.admin = await signInCookie("pdr|admin", "admin@veld.example", [
    "read:admin",
    "write:admin",
  ]);
  cookies.reader = await signInCookie("pdr|reader", "reader@veld.example", ["read:admin"]);
});

describe("the corrections page without JavaScript", () => {
  it("opens the dialog of a value as a real form, and keeps a refused post's values", async () => {
    const search = `season=26&dialog=override&override=grazing:${eventId}:hoursOnField`;
    const url = `${practicePath()}?${search}`;
    const refused = (await call(page.action, url, cookies.admin, {
      method: "POST",
      body: new URLSearchParams({
        intent: "override",
        override: `grazing:${eventId}:hoursOnField`,
        value: "30",
        reason: "Too many hours",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })) as Response;
    expect(refused.status).toBe(422);
    const data = await call(page.loader, url, cookies.admin);
    const html = render(
      page,
      "/admin/journey/companies/:companyId/practice",
      url,
      data,
      await refused.json(),
    );
    expect(html).toContain("Correct: Hours on field per day");
    expect(html).toContain("The farmer entered <strong>12</strong>");
    // The form posts to the open dialog's URL, naming its form and the value in its body.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="[^"]*dialog=override&amp;override=/);
    expect(html).toContain('name="intent" value="override"');
    expect(html).toContain(`name="override" value="grazing:${eventId}:hoursOnField"`);
    expect(html).toContain('value="30"');
    expect(html).toContain("Too many hours");
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("shows the correction in words, and no form to a read:admin viewer", async () => {
    const url = `${practicePath()}?season=26&dialog=override&override=grazing:${eventId}:hoursOnField`;
    const ok = (await call(page.action, url, cookies.admin, {
      method: "POST",
      body: new URLSearchParams({
        intent: "override",
        override: `grazing:${eventId}:hoursOnField`,
        value: "8",
        reason: "Herd book says 8 hours",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    })) as Response;
    expect(ok.status).toBe(302);
    const admin = render(
      page,
      "/admin/journey/companies/:companyId/practice",
      url,
      await call(page.loader, url, cookies.admin),
    );
    expect(admin).toContain("Corrected by the programme from 12: Herd book says 8 hours");
    expect(admin).toContain("Remove correction");
    const reader = render(
      page,
      "/admin/journey/companies/:companyId/practice",
      url,
      await call(page.loader, url, cookies.reader),
    );
    expect(reader).toContain("Corrected by the programme from 12: Herd book says 8 hours");
    expect(reader).not.toContain('<form method="post"');
    expect(reader).not.toContain(">Override<");
  });
});

describe("the analysis page without JavaScript", () => {
  it("draws each chart as an SVG image with a title, a description and a table", async () => {
    const url = `/admin/journey/analysis?companyId=${orgId}&season=26`;
    const data = await call(analysisPage.loader, url, cookies.reader);
    const html = render(analysisPage, "/admin/journey/analysis", url, data);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toMatch(/<h4 class="chart__title"[^>]*>Rivierkamp: LSU\/ha per month<\/h4>/);
    expect(html).toContain(
      "Livestock units (LSU) per hectare grazed on Rivierkamp in each month of 2026/2027",
    );
    // The image's name: its title and, for the twelve months, the highest rate (rates never add up).
    expect(html).toMatch(
      /<svg[^>]*role="img" aria-label="Rivierkamp: LSU\/ha per month, 12 entries, July 2026 to June 2027\. Highest: LSU\/ha 4 LSU\/ha\."/,
    );
    expect(html).toContain("<summary>Show the numbers</summary>");
    expect(html).not.toMatch(/ style=/);
    // The override above counts: 12 × 10 × 8/24 ÷ 10 = 4 LSU/ha in August.
    expect(html).toMatch(/August 2026<\/th><td class="chart-table__num">4<\/td>/);
    // N: the blend 0.2:0.1:0.1 is shares 0.5, 0.25, 0.25 (decision 0074): 200 × 0.5 × 1 × 0.5 = 50.
    expect(html).toMatch(/Rivierkamp<\/th><td class="chart-table__num">50<\/td>/);
    expect(html).toContain("Show eLSU");
  });
});

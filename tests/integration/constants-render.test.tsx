// The constants pages as HTML, as a browser without JavaScript gets them (decision 0090): the
// form of a set is a real post with a number input per constant, its unit and source beside it,
// and the change note; a refused post comes back with every typed value and the error beside its
// field; read:admin sees tables, not a form; the versions view shows the diff; the calculation
// setup lists organisations with their versions and, for write:consts, the move dialog's form.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findLatestConstantVersion } from "~/models/constants.server";
import * as editConsts from "~/routes/admin.editConsts/route";
import * as calcSetup from "~/routes/admin.journey.calcSetup/route";
import { constantsForCalculation } from "~/services/constants/constants.server";
import { insertTestOrganisation } from "../support/model-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { reader: "", writer: "" };

async function loaderData(fn: (args: never) => unknown, url: string, cookie: string) {
  const answer = await callRoute(fn, new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }));
  const data = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
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
    // React's text separators (<!-- -->) removed, so sentences can be matched whole.
    return renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { page: data },
          ...(actionData ? { actionData: { page: actionData } } : {}),
        }}
      />,
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  cookies.reader = await signInCookie("render|reader", "reader@render.example", ["read:admin"]);
  cookies.writer = await signInCookie("render|writer", "writer@render.example", [
    "read:admin",
    "write:consts",
  ]);
});

describe("/admin/editConsts as HTML", () => {
  it("gives write:consts a real form: a number input per constant with unit and source, and the note", async () => {
    const url = "/admin/editConsts?type=livestock";
    const html = render(
      editConsts,
      "/admin/editConsts",
      url,
      await loaderData(editConsts.loader, url, cookies.writer),
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/name="beefSmall"[^>]*value="0.869"/);
    expect(html).toContain("LSU per head. Source: Veld specification §9");
    expect(html).toMatch(/<textarea[^>]*name="note"/);
    expect(html).toContain('name="intent" value="save-constants"');
    expect(html).toContain("Save as version");
    expect(html).toContain("<legend>Size classes</legend>");
  });

  it("shows read:admin the values in tables, with no form", async () => {
    const url = "/admin/editConsts?type=soilCarbon";
    const html = render(
      editConsts,
      "/admin/editConsts",
      url,
      await loaderData(editConsts.loader, url, cookies.reader),
    );
    expect(html).not.toMatch(/<form[^>]*method="post"/);
    expect(html).toContain("<caption>Reference soil organic carbon stocks (0–30 cm)</caption>");
    // Version 2 (decision 0154): each value beside the table it was checked against.
    expect(html).toContain("Table 2.3");
    expect(html).not.toContain("to verify against the source");
  });

  it("a refused post shows every typed value and the error beside its field", async () => {
    const latest = (await findLatestConstantVersion("credits"))!;
    const form = new URLSearchParams({
      intent: "save-constants",
      ...Object.fromEntries(Object.entries(latest.values).map(([k, v]) => [k, String(v)])),
      farmerShare: "1.5",
      carbonPriceZarPerTco2e: "275",
      note: "",
    });
    const refused = await callRoute(
      editConsts.action,
      new Request(`${BASE}/admin/editConsts?type=credits`, {
        method: "POST",
        headers: {
          Cookie: cookies.writer,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form,
      }),
    );
    expect(refused.status).toBe(422);
    const url = "/admin/editConsts?type=credits";
    const html = render(
      editConsts,
      "/admin/editConsts",
      url,
      await loaderData(editConsts.loader, url, cookies.writer),
      await refused.json(),
    );
    expect(html).toMatch(/name="farmerShare"[^>]*value="1.5"/);
    expect(html).toMatch(/name="carbonPriceZarPerTco2e"[^>]*value="275"/);
    expect(html).toMatch(/id="[^"]*-farmerShare-error"[^>]*>.*Enter a number no larger than 1\./);
    expect(html).toMatch(/id="[^"]*-note-error"/);
  });

  it("the versions view lists versions and shows what changed between two", async () => {
    const latest = (await findLatestConstantVersion("emissions"))!;
    const saved = await callRoute(
      editConsts.action,
      new Request(`${BASE}/admin/editConsts?type=emissions`, {
        method: "POST",
        headers: {
          Cookie: cookies.writer,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "save-constants",
          ...Object.fromEntries(Object.entries(latest.values).map(([k, v]) => [k, String(v)])),
          gwpCh4: "28",
          note: "Render test of a diff.",
        }),
      }),
    );
    expect(saved.status).toBe(302);
    const url = `/admin/editConsts?type=emissions&view=versions&from=${latest.version}&to=${latest.version + 1}`;
    const html = render(
      editConsts,
      "/admin/editConsts",
      url,
      await loaderData(editConsts.loader, url, cookies.reader),
    );
    expect(html).toContain("Render test of a diff.");
    expect(html).toContain(
      `What changed from version ${latest.version} to version ${latest.version + 1}`,
    );
    expect(html).toMatch(/GWP of CH4<\/th><td[^>]*>27<\/td><td[^>]*>.*28<\/td>/);
  });
});

describe("/admin/journey/calcSetup as HTML", () => {
  it("lists organisations with their versions and, for write:consts, the move form", async () => {
    const org = await insertTestOrganisation("Render Setup Farm");
    await insertTestOrganisation("Render Setup New");
    await constantsForCalculation(org.id);
    const url = `/admin/journey/calcSetup?dialog=move&companyId=${org.id}`;
    const html = render(
      calcSetup,
      "/admin/journey/calcSetup",
      url,
      await loaderData(calcSetup.loader, url, cookies.writer),
    );
    expect(html).toContain(
      "<caption>Organisations and the constants their calculations use</caption>",
    );
    expect(html).toContain("Latest (not yet calculated)");
    expect(html).toContain("Move Render Setup Farm to the latest constants");
    // The move form posts to the page's URL (the dialog stays open after a refusal), naming its
    // form and the organisation in its body.
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="[^"]*dialog=move/);
    expect(html).toContain('name="intent" value="move"');
    expect(html).toContain(`name="companyId" value="${org.id}"`);
    expect(html).toMatch(/<textarea[^>]*name="reason"/);
  });
});

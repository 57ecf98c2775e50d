// /admin/baseline and /admin/baseline/{userId} as HTML, as a browser without JavaScript gets them
// (decision 0101): the filters as a GET form, the table with the person's link and baseline
// summary, the CSV link with the same filters; the baseline form for write:admin, which after a
// refused save shows every value as typed with the error beside the field; read:admin sees the
// baseline without a form.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as list from "~/routes/admin.baseline";
import * as person from "~/routes/admin.baseline_.$userId";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { reader: "", writer: "" };
let userId = "";

async function dataOf(fn: (args: never) => unknown, url: string, cookie: string, params = {}) {
  const answer = await callRoute(
    fn,
    new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }),
    params,
  );
  const data = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

function render(
  path: string,
  url: string,
  Component: () => JSX.Element,
  data: unknown,
  actionData?: unknown,
) {
  const Stub = createRemixStub([
    { id: "page", path, Component, loader: () => data as Record<string, unknown> },
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
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

beforeAll(async () => {
  cookies.reader = await signInCookie("render-baseline|reader", "r@render.example", ["read:admin"]);
  cookies.writer = await signInCookie("render-baseline|writer", "w@render.example", [
    "read:admin",
    "write:admin",
  ]);
  const org = await insertTestOrganisation("Renderbase Farm");
  userId = (await insertSignedInMember(org.id, "OWNER")).userId;
});

describe("/admin/baseline as HTML", () => {
  it("has the filters as a GET form, the person's link and the CSV link with the filters", async () => {
    const url = "/admin/baseline?q=renderbase&role=OWNER";
    const html = render(
      "/admin/baseline",
      url,
      list.default,
      await dataOf(list.loader, url, cookies.reader),
    );
    expect(html).toMatch(/<form method="get"[^>]*aria-label="Find people"/);
    expect(html).toContain('<option value="OWNER" selected="">Farmer / Land Owner</option>');
    expect(html).toContain(`href="/admin/baseline/${userId}"`);
    expect(html).toContain("Renderbase Farm");
    expect(html).toContain("Not recorded yet");
    expect(html).toContain('href="/admin/baseline/export?q=renderbase&amp;role=OWNER"');
    expect(html).toContain("Download CSV");
  });
});

describe("/admin/baseline/{userId} as HTML", () => {
  it("after a refused save shows every value as typed and the error beside the year", async () => {
    const data = await dataOf(person.loader, `/admin/baseline/${userId}`, cookies.writer, {
      userId,
    });
    const refused = await callRoute(
      person.action,
      new Request(`${BASE}/admin/baseline/${userId}`, {
        method: "POST",
        headers: { Cookie: cookies.writer, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "baseline",
          farmingSinceYear: "1800",
          enterpriseType: "mixed",
          hectaresAtJoining: "75",
          landTenure: "",
          regenerativeExperience: "",
          notes: "Kept as typed",
          reason: "Render test",
        }),
      }),
      { userId },
    );
    expect(refused.status).toBe(422);
    const html = render(
      "/admin/baseline/:userId",
      `/admin/baseline/${userId}`,
      person.default,
      data,
      await refused.json(),
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(
      /name="farmingSinceYear"[^>]*value="1800"|value="1800"[^>]*name="farmingSinceYear"/,
    );
    expect(html).toContain("Kept as typed");
    expect(html).toMatch(/value="Render test"|>Render test</);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).toMatch(/Enter a number no smaller than 1\D?940\./);
    expect(html).toContain("Save the baseline");
  });

  it("shows read:admin the baseline without a form", async () => {
    const data = await dataOf(person.loader, `/admin/baseline/${userId}`, cookies.reader, {
      userId,
    });
    const html = render(
      "/admin/baseline/:userId",
      `/admin/baseline/${userId}`,
      person.default,
      data,
    );
    expect(html).not.toContain("Save the baseline");
    expect(html).toContain('data-testid="baseline-facts"');
    expect(html).toContain("A webinar");
  });
});

// /admin/userAccess as HTML, as a browser without JavaScript gets it (decision 0096): each scope
// with where it comes from; for write:roles the "Grant access" form (a real post) and a Remove
// link per Veld grant opening the URL dialog, whose form carries the person and the scope; a
// refused post shows its sentence in the first screen; read:admin sees no form and no links.
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { adminGrants, users } from "~/db/schema";
import * as page from "~/routes/admin.userAccess/route";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { reader: "", writer: "" };
let writerId = "";

async function loaderData(url: string, cookie: string) {
  const answer = await callRoute(
    page.loader,
    new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }),
  );
  const data = answer instanceof Response ? await answer.json() : answer;
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

function render(url: string, data: unknown, actionData?: unknown) {
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/admin/userAccess",
      Component: page.default,
      loader: () => data as Record<string, unknown>,
    },
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
  const [reader, writer] = await db()
    .insert(users)
    .values([
      { subject: "render-access|reader", email: "reader@access-render.example", name: "Rea" },
      { subject: "render-access|writer", email: "writer@access-render.example", name: "Wes" },
    ])
    .returning();
  writerId = writer!.id;
  await db()
    .insert(adminGrants)
    .values([
      { userId: reader!.id, scope: "read:admin", grantedBy: writer!.id },
      { userId: writer!.id, scope: "read:admin" },
      { userId: writer!.id, scope: "write:roles" },
    ]);
  cookies.reader = await signInCookie("render-access|reader", "reader@access-render.example");
  cookies.writer = await signInCookie("render-access|writer", "writer@access-render.example");
});

describe("/admin/userAccess without JavaScript", () => {
  it("shows write:roles the grant form, each scope's source and a Remove link per Veld grant", async () => {
    const html = render("/admin/userAccess", await loaderData("/admin/userAccess", cookies.writer));
    expect(html).toContain("Granted in Veld by writer@access-render.example on");
    expect(html).toMatch(/<form method="post"[^>]*aria-labelledby="grant-heading"/);
    expect(html).toContain('type="checkbox" name="scopes" value="write:roles"');
    expect(html).toContain(
      `href="/admin/userAccess?dialog=revoke&amp;person=${writerId}&amp;scope=write%3Aroles"`,
    );
    expect(html).toContain("Veld signs people in itself.");
  });

  it("opens the revoke dialog from the URL with the person and the scope in its form", async () => {
    const url = `/admin/userAccess?dialog=revoke&person=${writerId}&scope=read:admin`;
    const html = render(url, await loaderData(url, cookies.writer));
    expect(html).toContain("Remove read:admin from Wes?");
    expect(html).toContain(`name="userId" value="${writerId}"`);
    expect(html).toContain('name="scope" value="read:admin"');
    expect(html).toContain('name="intent" value="revoke"');
  });

  it("shows a refused post's sentence at the top and keeps what was typed", async () => {
    const html = render(
      "/admin/userAccess",
      await loaderData("/admin/userAccess", cookies.writer),
      {
        form: "grant",
        message: "Nobody has signed up to Veld with x@example.org.",
        errors: { email: "Nobody has signed up to Veld with x@example.org." },
        values: { email: "x@example.org", scopes: ["write:consts"], reason: "Joins us" },
      },
    );
    expect(html).toContain('data-testid="access-refusal"');
    expect(html).toContain('value="x@example.org"');
    expect(html).toMatch(
      /<input[^>]*(checked=""[^>]*value="write:consts"|value="write:consts"[^>]*checked="")/,
    );
    expect(html).not.toMatch(
      /<input[^>]*(checked=""[^>]*value="write:roles"|value="write:roles"[^>]*checked="")/,
    );
    expect(html).toContain("Joins us</textarea>");
  });

  it("gives read:admin the list without a form or Remove links", async () => {
    const html = render("/admin/userAccess", await loaderData("/admin/userAccess", cookies.reader));
    expect(html).toContain("changing access needs write:roles");
    expect(html).not.toContain('name="intent" value="grant"');
    expect(html).not.toContain("dialog=revoke");
  });
});

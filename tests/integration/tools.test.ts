// The tools index pages (issue 17: 'nothing a dead link'; decision 0094): every tool listed in
// app/services/calculations/tools.ts leads to a route of the app that exists and is built (its
// module is not the "coming soon" placeholder), so a card pointing at a missing or unbuilt page
// fails here. /profile/tools and /admin/tools render a card with its link for every tool, under
// /admin/userView with the prefix and ?userId= kept; visitors without access are refused.
import fs from "node:fs";
import path from "node:path";
import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminTools from "~/routes/admin.tools";
import * as profileTools from "~/routes/profile.tools";
import {
  ADMIN_TOOL_GROUPS,
  ALL_TOOLS,
  PROFILE_TOOL_GROUPS,
  toolHref,
  translateToolGroups,
} from "~/services/calculations/tools";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { currentSeason } from "~/services/fields/seasons";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { routeNodes } from "../support/route-tree";
import { signInCookie } from "../support/sessions";

const BASE = "http://localhost:3000";
const cookies = { member: "", admin: "", stranger: "" };

/** The routes answering exactly `href`'s path: no parameters, no catch-all. */
function routesOf(href: string) {
  const pathname = new URL(href, BASE).pathname;
  return routeNodes.filter(
    (node) => node.url === pathname && Object.keys(node.params).length === 0,
  );
}

const isComingSoon = (file: string) =>
  /ComingSoon|coming-soon/.test(fs.readFileSync(path.resolve("app", file), "utf8"));

async function render(
  route: { default: () => JSX.Element },
  url: string,
  loader: (args: never) => unknown,
  cookie: string,
) {
  const answer = await callRoute(
    loader,
    new Request(`${BASE}${url}`, { headers: { Cookie: cookie } }),
  );
  const data = answer instanceof Response ? await answer.json() : answer;
  const pathname = new URL(url, BASE).pathname;
  const Stub = createRemixStub([
    { id: "page", path: pathname, Component: route.default, loader: () => data },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: data } } }),
    ).replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

const escaped = (href: string) => href.replaceAll("&", "&amp;");

beforeAll(async () => {
  const { organisationId } = await insertPlanningOrganisation("Tools Farm", currentSeason(), []);
  cookies.member = (await insertSignedInMember(organisationId, "OWNER")).cookie;
  cookies.admin = await signInCookie("tools|admin", "admin@tools.example", ["read:admin"]);
  cookies.stranger = await signInCookie("tools|stranger", "stranger@tools.example");
});

describe("every tool link", () => {
  it("has unique ids and a sentence", () => {
    expect(new Set(ALL_TOOLS.map((t) => t.id)).size).toBe(ALL_TOOLS.length);
    for (const tool of ALL_TOOLS) expect(tool.text).toMatch(/\.$/);
  });

  it.each(ALL_TOOLS.map((tool) => [tool.href, tool] as const))(
    "%s is a route that exists and is built, not 'coming soon'",
    (href) => {
      const routes = routesOf(href);
      expect(
        routes.map((r) => r.file),
        `no route answers ${href}`,
      ).not.toEqual([]);
      for (const route of routes) {
        expect(isComingSoon(route.file), `${route.file} still says "coming soon"`).toBe(false);
      }
    },
  );
});

describe("/profile/tools", () => {
  it("shows a card with its link for each of the farmer's tools", async () => {
    const html = await render(profileTools, "/profile/tools", profileTools.loader, cookies.member);
    expect(html).not.toContain("Coming soon");
    for (const tool of PROFILE_TOOL_GROUPS.flatMap((g) => g.tools)) {
      expect(html).toContain(`data-testid="tool-${tool.id}"`);
      expect(html).toContain(`href="${escaped(tool.href)}"`);
      expect(html).toContain(tool.linkText);
    }
    expect(html).toMatch(
      /href="\/profile\/journey\/practice_data\/livestock\/template"[^>]*download/,
    );
  });

  it("is in the viewer's language: isiZulu with ?lang=zu, the English catalogue the tools' own text", async () => {
    const english = createTranslator(translationsFor("en", ["tools"]));
    expect(translateToolGroups(PROFILE_TOOL_GROUPS, (id) => english._(id))).toEqual(
      PROFILE_TOOL_GROUPS,
    );
    const html = await render(
      profileTools,
      "/profile/tools?lang=zu",
      profileTools.loader,
      cookies.member,
    );
    expect(html).toContain("<h1>Amathuluzi</h1>");
    expect(html).toContain("Vula isibali sekhabhoni");
    expect(html).toContain("Rekhoda imininingwane yepulazi lakho");
    expect(html).not.toMatch(/\btools\.[\w-]+/);
    expect(html).not.toContain("Open the carbon calculator");
  });

  it("keeps the /admin/userView prefix and the person's id on the links", () => {
    const tool = PROFILE_TOOL_GROUPS[0]!.tools[0]!;
    expect(toolHref(tool, "/admin/userView", "?userId=abc")).toBe(
      `/admin/userView${tool.href.slice("/profile".length)}?userId=abc`,
    );
    expect(
      toolHref({ ...tool, href: "/earnings-potential" }, "/admin/userView", "?userId=abc"),
    ).toBe("/earnings-potential");
  });
});

describe("/admin/tools", () => {
  it("shows a card with its link for each of the staff's tools", async () => {
    const html = await render(adminTools, "/admin/tools", adminTools.loader, cookies.admin);
    expect(html).not.toContain("Coming soon");
    for (const tool of ADMIN_TOOL_GROUPS.flatMap((g) => g.tools)) {
      expect(html).toContain(`href="${tool.href}"`);
      expect(html).toContain(tool.title);
    }
  });

  it("refuses someone without read:admin", async () => {
    const answer = await callRoute(
      adminTools.loader,
      new Request(`${BASE}/admin/tools`, { headers: { Cookie: cookies.stranger } }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect([403, 404]).toContain(answer.status);
  });
});

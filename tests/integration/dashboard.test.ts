// The farmer's credits dashboard (issue 17; decision 0094) through its real route module on
// PGlite: for a seeded organisation (fields, one left out, a submitted plan, credits issued and
// one voided) the page renders the summary cards, the SVG charts in the spec's chart colours
// with role="img", and the "Show the numbers" tables with the estimate's and the issued credits'
// numbers; an organisation with nothing shows the empty sentences with their links; another
// organisation's credits never show; a visitor who is not signed in is refused.
import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { implementationPlans, planActions } from "~/db/schema";
import { insertIssuedCredit, voidIssuedCredit } from "~/models/issued-credits.server";
import * as page from "~/routes/profile.dashboard";
import { calculateOrganisation } from "~/services/calculations/carbon.server";
import { creditPriceOf } from "~/services/calculations/dashboard.server";
import { currentSeason } from "~/services/fields/seasons";
import { CHART_COLOURS, formatCurrency, formatNumber, seasonLabel } from "~/services/kit/format";
import { insertPlanningOrganisation, insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";

const BASE = "http://localhost:3000";
const PATH = "/profile/dashboard";
const season = currentSeason();
const cookies = { owner: "", empty: "", neighbour: "" };
let orgA: string;

async function render(cookie: string) {
  const answer = await callRoute(
    page.loader,
    new Request(`${BASE}${PATH}`, { headers: { Cookie: cookie } }),
  );
  if (answer instanceof Response) throw new Error(`The loader answered ${answer.status}.`);
  const data = JSON.parse(JSON.stringify(answer)) as unknown;
  const Stub = createRemixStub([
    { id: "page", path: PATH, Component: page.default, loader: () => data as never },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: [PATH],
        hydrationData: { loaderData: { page: data } },
      }),
    ).replaceAll("<!-- -->", "");
  } finally {
    quiet.mockRestore();
  }
}

const credit = (tonnesCo2e: number, forSeason = season - 1) => ({
  season: forSeason,
  tonnesCo2e,
  carbonPriceZarPerTco2e: 300,
  farmerShare: 0.7,
  issuedOn: "2026-03-01",
  registry: "Verra",
  serialRange: null,
  note: "Issued for the test.",
  recordedBy: null,
  recordedByLabel: "Test admin",
});

beforeAll(async () => {
  const a = await insertPlanningOrganisation("Dashboard Farm", season, [
    { farm: "Boplaas", name: "North Camp", areaHectares: 120.5 },
    { farm: "Boplaas", name: "River Field", areaHectares: 80.25 },
    { farm: "Boplaas", name: "Old Kraal", areaHectares: 40, status: "NOT_INCLUDED" },
  ]);
  orgA = a.organisationId;
  const [plan] = await db()
    .insert(implementationPlans)
    .values({ organisationId: orgA, season, submittedAt: new Date() })
    .returning();
  await db()
    .insert(planActions)
    .values([
      {
        planId: plan!.id,
        organisationId: orgA,
        fieldId: a.fieldIds["North Camp"]!,
        practice: "coverCrops",
      },
      {
        planId: plan!.id,
        organisationId: orgA,
        fieldId: a.fieldIds["River Field"]!,
        practice: "coverCrops",
      },
      {
        planId: plan!.id,
        organisationId: orgA,
        fieldId: a.fieldIds["River Field"]!,
        practice: "noTillage",
      },
    ]);
  await insertIssuedCredit(orgA, credit(12.5));
  const voided = await insertIssuedCredit(orgA, credit(999.99));
  await voidIssuedCredit(orgA, voided.id, null, "Recorded twice by mistake.");
  cookies.owner = (await insertSignedInMember(orgA, "OWNER")).cookie;

  const empty = await insertPlanningOrganisation("Empty Farm", season, []);
  cookies.empty = (await insertSignedInMember(empty.organisationId, "OWNER")).cookie;

  const b = await insertPlanningOrganisation("Neighbour Farm", season, [
    { farm: "Môreson", name: "Their Field", areaHectares: 55 },
  ]);
  await insertIssuedCredit(b.organisationId, credit(777.77));
  cookies.neighbour = (await insertSignedInMember(b.organisationId, "OWNER")).cookie;
});

describe("/profile/dashboard", () => {
  it("shows the hectares enrolled and included and the practices in summary cards", async () => {
    const html = await render(cookies.owner);
    expect(html).toContain("<h1>Carbon credit dashboard</h1>");
    expect(html).toContain(`Hectares enrolled (${seasonLabel(season)})`);
    expect(html).toContain(`${formatNumber(240.75)} ha`); // all three fields
    expect(html).toContain(`${formatNumber(200.75)} ha`); // the two included ones
    expect(html).toContain("Practices adopted");
  });

  it("draws the charts as SVG images in the spec's chart colours, with a table of the numbers", async () => {
    const html = await render(cookies.owner);
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Estimated and issued credits by season/,
    );
    expect(html).toContain(`fill="${CHART_COLOURS[0]}"`);
    expect(html).toContain(`fill="${CHART_COLOURS[1]}"`);
    expect(html).not.toMatch(/ style="/);
    expect(html).toContain("<summary>Show the numbers</summary>");
    expect(html).toContain("<caption>Estimated and issued credits by season</caption>");
    // The issued credits of last season, the voided one left out.
    expect(html).toContain(`<th scope="row">${seasonLabel(season - 1)}</th>`);
    expect(html).toContain(">12.5<");
    expect(html).not.toContain("999.99");
    // Their earnings at the pinned price and the farmer's share.
    const price = (await creditPriceOf(orgA))!;
    const earned = 12.5 * price.carbonPriceZarPerTco2e * price.farmerShare;
    expect(html).toContain(formatCurrency(earned));
    // The estimate's numbers, as the calculator gives them.
    const estimate = await calculateOrganisation(orgA);
    for (const s of estimate.seasons.filter((x) => x.hectares > 0 || x.estimatedCredits !== 0)) {
      expect(html).toContain(`<th scope="row">${seasonLabel(s.season)}</th>`);
      expect(html).toContain(`>${formatNumber(s.estimatedCredits)}<`);
    }
    // Hectares by practice: cover crops on both included fields, no tillage on one.
    expect(html).toContain("<caption>Hectares by practice");
    expect(html).toMatch(/<th scope="row">Cover crops<\/th><td[^>]*>200\.75<\/td>/);
    expect(html).toMatch(/<th scope="row">No tillage<\/th><td[^>]*>80\.25<\/td>/);
  });

  it("says in sentences what is missing for an organisation with nothing, with links", async () => {
    const html = await render(cookies.empty);
    expect(html).toContain("No credits have been estimated or issued yet.");
    expect(html).toContain('href="/profile/calc"');
    expect(html).toContain("Your implementation plan has no practices on included fields yet.");
    expect(html).toContain('href="/profile/journey/implementation"');
    expect(html).not.toContain("<svg");
  });

  it("never shows another organisation's credits", async () => {
    expect(await render(cookies.owner)).not.toContain("777.77");
    expect(await render(cookies.empty)).not.toContain("777.77");
    const theirs = await render(cookies.neighbour);
    expect(theirs).toContain("777.77");
    expect(theirs).not.toContain("12.5<");
    expect(theirs).not.toContain("No credits have been issued yet");
  });

  it("refuses a visitor who is not signed in", async () => {
    const answer = await callRoute(page.loader, new Request(`${BASE}${PATH}`));
    expect(answer).toBeInstanceOf(Response);
    expect([302, 401, 403]).toContain(answer.status);
  });
});

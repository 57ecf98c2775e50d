// Each signed-in page reads each fact once (issue 30): its matched routes' loaders run side by
// side in one request scope, as Remix runs them, and the database statements they send are
// counted. No statement is sent twice with the same parameters, and a page stays within its
// budget: 8 statements on a farmer's page, 15 on a dashboard or an admin page, unless
// BUDGET_EXCEPTIONS below names the page with the decision that says why it needs more.
// The pages come from the route tree (tests/support/route-tree.ts), so a page added tomorrow is
// counted the day it exists; the demo data (app/demo) gives them something to show.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchStatements } from "~/db/client.server";
import { seedDemo } from "~/demo/index.server";
import { DEMO_PEOPLE } from "~/demo/people.server";
import { runInRequestScope } from "~/request-scope.server";
import { routeNodes, TEST_USER_ID, type RouteNode } from "../support/route-tree";
import { signInCookie } from "../support/sessions";

const [FARMER, ADMIN] = DEMO_PEOPLE;
const FARMER_ORGANISATION = FARMER!.organisation!.id;

/** Budgets (issue 30): a farmer's page, and a dashboard or an admin list. */
const FARMER_PAGE_BUDGET = 8;
const DASHBOARD_BUDGET = 15;

/**
 * Pages that need more than their budget today, each with why (decision 0129) and a ceiling at
 * what it sends now, so none can grow; the /admin/userView copies of a /profile page share its
 * entry.
 */
const SEASON_RECORDS =
  "Shows a season's records of several kinds, one table each (herds, monthly numbers, grazing, fertiliser, crops, corrections), beside the frame's person, organisation and journey.";
const BUDGET_EXCEPTIONS: Record<string, { budget: number; why: string }> = {
  "/profile/journey/practice_data": { budget: 13, why: SEASON_RECORDS },
  // +1: the frame-size labels read the livestock constants in force (issue 32, decision 0146).
  "/profile/journey/practice_data/herds": { budget: 14, why: SEASON_RECORDS },
  "/profile/journey/practice_data/fertiliser": { budget: 14, why: SEASON_RECORDS },
  "/profile/journey/practice_data/livestock": { budget: 15, why: SEASON_RECORDS },
  // +1: eLSU reads the livestock constants in force (issue 32, decision 0146).
  "/profile/journey/practice_data/grazing": { budget: 18, why: SEASON_RECORDS },
  "/profile/journey/complete": {
    budget: 12,
    why: "The season's submission with its items, the plan, the practice data's state and the evidence, each the state of a step the farmer submits.",
  },
  "/profile/journey/evidence": {
    budget: 12,
    why: "The season's evidence items and their files, the fields to tag them with, and the submission they go in.",
  },
  "/profile/checker": {
    budget: 10,
    why: "The earnings-potential checker reads the organisation's fields, their seasons' areas and the pinned constants.",
  },
  "/profile/journey/details": {
    budget: 10,
    why: "The legal entity, its signatories, its farms and their boundaries: four tables the step edits.",
  },
  "/profile/company": {
    budget: 9,
    why: "The organisation's members, its invites and its details beside the frame's reads.",
  },
  "/profile/journey/map_fields": {
    budget: 9,
    why: "The farms, their boundaries and the fields with their season's records, for the map.",
  },
};

/** Ids the demo data has, for the pages whose address names a record. */
const PARAMS: Record<string, string> = {
  companyId: FARMER_ORGANISATION,
  userId: FARMER!.user!.id,
};

function isPage(node: RouteNode): boolean {
  return Boolean((node.module as { default?: unknown }).default);
}

/** The signed-in pages whose parameters the demo data can fill. */
const pages = routeNodes.filter((node) => {
  const path = node.url.split("?")[0]!;
  if (!/^\/(profile|admin)(\/|$)/.test(path) || !isPage(node)) return false;
  return Object.keys(node.params).every((name) => name in PARAMS);
});

function urlOf(node: RouteNode): string {
  let url = node.url;
  for (const [name, value] of Object.entries(node.params)) {
    url = url.replace(value, PARAMS[name]!);
  }
  // The /profile pages under /admin/userView look at the demo farmer.
  url = url.replace(`userId=${TEST_USER_ID}`, `userId=${FARMER!.user!.id}`);
  return `http://localhost:3000${url}`;
}

/** The /profile page a path is, also when staff look at it under /admin/userView. */
const profilePathOf = (path: string) => path.replace(/^\/admin\/userView/, "/profile");

const budgetOf = (path: string) =>
  BUDGET_EXCEPTIONS[profilePathOf(path)]?.budget ??
  (path.startsWith("/admin") || path === "/profile/dashboard"
    ? DASHBOARD_BUDGET
    : FARMER_PAGE_BUDGET);

interface Visit {
  statements: string[];
  status: number;
}

/** Runs the page's loaders (root first) side by side in one request scope, as Remix does. */
async function visit(node: RouteNode, cookie: string): Promise<Visit> {
  const url = urlOf(node);
  const chain = [...node.ancestors, node].filter((route) => route.module.loader);
  const params = Object.fromEntries(Object.keys(node.params).map((name) => [name, PARAMS[name]!]));
  const statements: string[] = [];
  const stop = watchStatements((sql, values) =>
    statements.push(`${sql} -- ${JSON.stringify(values)}`),
  );
  let status = 200;
  try {
    await runInRequestScope(() =>
      Promise.all(
        chain.map(async (route) => {
          try {
            await route.module.loader!({
              // Remix hands each loader a Request of its own.
              request: new Request(url, { headers: { Cookie: cookie } }),
              params,
              context: { cspNonce: "", requestId: "query-budget" },
            });
          } catch (thrown) {
            if (!(thrown instanceof Response)) throw thrown;
            status = Math.max(status, thrown.status);
          }
        }),
      ),
    );
  } finally {
    stop();
  }
  return { statements, status };
}

let farmerCookie = "";
let adminCookie = "";

beforeAll(async () => {
  await seedDemo();
  farmerCookie = await signInCookie(FARMER!.accountId, FARMER!.email);
  adminCookie = await signInCookie(ADMIN!.accountId, ADMIN!.email);
  // The first request of a session notes when it was last seen: not a page's own work. The first
  // view of the farm's calculation works it out and keeps it (decision 0130): the pages are
  // counted as every later view finds them.
  for (const [url, cookie] of [
    ["/profile/home", farmerCookie],
    ["/profile/home", adminCookie],
    ["/profile/dashboard", farmerCookie],
  ] as const) {
    await visit(
      pages.find((node) => node.url === url)!,
      cookie,
    );
  }
}, 120_000);

/** What each page sent, written to QUERY_BUDGET_REPORT (a file name) for docs/performance.md. */
const report: Record<
  string,
  { statements: number; repeated: number; status: number; list?: string[] }
> = {};
afterAll(() => {
  const file = process.env.QUERY_BUDGET_REPORT;
  if (file) fs.writeFileSync(file, JSON.stringify(report, null, 2));
});

describe.each(pages.map((node) => [node.url.split("?")[0]!, node] as const))("%s", (path, node) => {
  it("reads each fact once and stays within its statement budget", async () => {
    const cookie = path.startsWith("/admin") ? adminCookie : farmerCookie;
    const { statements, status } = await visit(node, cookie);
    // A read repeated after a write (a first calculation pins its constants, decision 0090) is
    // a new fact; the same read twice with nothing written between is not.
    const isWrite = (statement: string) => /^\s*(insert|update|delete)\b/i.test(statement);
    const repeated = statements.filter((statement, i) => {
      const before = i === 0 ? -1 : statements.lastIndexOf(statement, i - 1);
      return before >= 0 && !statements.slice(before + 1, i).some(isWrite);
    });
    report[path] = { statements: statements.length, repeated: repeated.length, status };
    if (process.env.QUERY_BUDGET_REPORT) report[path]!.list = statements;
    expect(repeated, `${path} sent a statement twice`).toEqual([]);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(budgetOf(path));
  });
});

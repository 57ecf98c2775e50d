// The shared setup of the calculation tests (issue 17: the carbon calculator, soil samples and
// issued credits; decisions 0090-0093): an organisation in the programme with its fields and a
// season's record of each, its members signed in with a session cookie and a bearer token, admins
// the same way, and the helpers those tests use to call a page: its loader's data, a form post,
// and the page as the server renders it (what a browser without JavaScript gets). The constants
// are the migration's published version; a test that needs another saves it itself.
// Each test file still stands in for the sign-in provider itself, with `trustTestTokens()`
// (tests/support/api-tokens.ts) at its top.
import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import { db } from "~/db/client.server";
import {
  cropJourneys,
  implementationPlans,
  planActions,
  type organisationDetails,
} from "~/db/schema";
import type { MemberRole } from "~/shared/roles";
import { mintAccessToken } from "./api-tokens";
import {
  insertPlanningOrganisation,
  insertSignedInMember,
  type PlannedFieldInput,
} from "./practice-fixtures";
import { callRoute, ROUTE_CONTEXT } from "./route-call";
import { signInCookie } from "./sessions";

export const BASE = "http://localhost:3000";

/** Someone signed in twice: a browser session (the Cookie header) and an API bearer token. */
export interface SignedIn {
  cookie: string;
  token: string;
}

/**
 * An organisation at the implementation plan step with the fields given (each with its record of
 * `season`), and a signed-in member for each role asked: `members.OWNER.cookie` and `.token`.
 */
export async function insertCalculationOrganisation(
  name: string,
  season: number,
  list: readonly PlannedFieldInput[],
  options: {
    roles?: readonly MemberRole[];
    details?: Partial<typeof organisationDetails.$inferInsert>;
  } = {},
) {
  const { organisationId, fieldIds } = await insertPlanningOrganisation(
    name,
    season,
    list,
    options.details,
  );
  const members: Partial<Record<MemberRole, SignedIn>> = {};
  for (const role of options.roles ?? ["OWNER"]) {
    const member = await insertSignedInMember(organisationId, role);
    members[role] = { cookie: member.cookie, token: await mintAccessToken(member.subject) };
  }
  return { organisationId, fieldIds, members };
}

/**
 * A maize field's crop journeys: conventional tillage in the season before `season`, no-till in
 * `season` (no plan: `insertNoTillSeason` adds one).
 */
export async function insertNoTillCropJourneys(
  organisationId: string,
  fieldId: string,
  season: number,
) {
  const journey = {
    fieldId,
    organisationId,
    landUse: "cropland" as const,
    crops: [{ id: "c1", crop: "Maize", cover: false }],
    residue: "retained" as const,
  };
  await db()
    .insert(cropJourneys)
    .values([
      { ...journey, season: season - 1, tillage: "conventional" },
      { ...journey, season, tillage: "none" },
    ]);
}

/**
 * A maize field that goes from conventional tillage in the season before `season` to no-till in
 * `season`, with a plan for `season` whose action is no-tillage on it: a change the calculator
 * credits (SOC_t = SOC_0 × the no-till factor).
 */
export async function insertNoTillSeason(organisationId: string, fieldId: string, season: number) {
  await insertNoTillCropJourneys(organisationId, fieldId, season);
  const [plan] = await db()
    .insert(implementationPlans)
    .values({ organisationId, season })
    .returning();
  await db()
    .insert(planActions)
    .values({ planId: plan!.id, organisationId, fieldId, practice: "noTillage" });
}

/**
 * An admin with `permissions`: a session as `<name>@<domain>.example` and a bearer token as
 * `api-<name>@<domain>.example` (the label an API change is audited under).
 */
export async function signInAdmin(
  domain: string,
  name: string,
  permissions: readonly string[],
): Promise<SignedIn> {
  return {
    cookie: await signInCookie(`${domain}|${name}`, `${name}@${domain}.example`, [...permissions]),
    token: await mintAccessToken(`${domain}|api-${name}`, {
      permissions: [...permissions],
      email: `api-${name}@${domain}.example`,
    }),
  };
}

/** A GET of `url` (a path, or a whole URL) by the session of `cookie`. */
export function getRequest(url: string, cookie?: string) {
  const whole = url.startsWith("/") ? `${BASE}${url}` : url;
  return new Request(whole, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A loader's data for `url`, as the page gets it (a thrown guard's Response is thrown). */
export async function loadPage<T>(
  loader: (args: never) => T | Promise<T>,
  url: string,
  cookie: string,
): Promise<Awaited<T>> {
  return (await loader({
    request: getRequest(url, cookie),
    params: {},
    context: ROUTE_CONTEXT,
  } as never)) as Awaited<T>;
}

/** A form posted without JavaScript (urlencoded) to `url` by the session of `cookie`. */
export function postForm(
  action: (args: never) => unknown,
  url: string,
  cookie: string,
  values: Record<string, string>,
) {
  return callRoute(
    action,
    new Request(url.startsWith("/") ? `${BASE}${url}` : url, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(values),
    }),
  );
}

/** The page at `url` as the server renders it with the loader's data (comment markers removed). */
export function renderPage(
  route: { default: () => unknown },
  path: string,
  url: string,
  loaded: unknown,
) {
  const Stub = createRemixStub([
    {
      id: "page",
      path,
      Component: route.default as () => JSX.Element,
      loader: () => loaded as Record<string, unknown>,
    },
  ]);
  const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    return renderToString(
      createElement(Stub, {
        initialEntries: [url],
        hydrationData: { loaderData: { page: loaded } },
      }),
    ).replace(/<!-- -->/g, "");
  } finally {
    quiet.mockRestore();
  }
}

// Every route of Veld is either public on purpose (listed below, with the reason) or refuses a
// visitor who is not signed in. Adding a route that is neither makes this test fail.
//
// Why each loader must guard itself, not rely on its layout: with single fetch, a client-side
// navigation asks only for the loaders that need to run (`/page.data?_routes=…`), and anyone
// can ask for a child's loader without its parent's. A route without a loader sends no data,
// so for it a guarded layout is enough: the document request fails in the layout.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as OidcModule from "~/services/auth/oidc.server";
import { createSession } from "~/services/auth/session.server";
import { ADMIN_SCOPES } from "~/shared/scopes";
import { routeNodes, type DataFunction, type RouteNode } from "../support/route-tree";

// Sign-in starts at the identity provider: here a stand-in that sends every visitor to its
// authorisation endpoint, as the real one does, without a provider to reach.
vi.mock("~/services/auth/oidc.server", async (importOriginal) => ({
  ...(await importOriginal<typeof OidcModule>()),
  oidcClient: async () => ({
    authenticator: {
      authenticate: async () => {
        throw new Response(null, {
          status: 302,
          headers: { Location: "https://idp.test.example/authorize" },
        });
      },
    },
  }),
}));

/** Public on purpose. Everything else must refuse anonymous visitors. */
const PUBLIC: Record<string, string> = {
  root: "The frame of every page; its loader only says who is asking (null when signed out).",
  "routes/_public": "spec §2 'Public routes': their shared frame (header, footer).",
  "routes/_public._index": "spec §2: the landing page.",
  "routes/_public.terms-and-conditions": "spec §2: terms.",
  "routes/_public.privacy-policy": "spec §2: privacy policy.",
  "routes/_public.faqs": "spec §2: FAQs.",
  "routes/_public.verify": "spec §2: e-mail verification, opened from a link in an e-mail.",
  "routes/_public.earnings-potential": "spec §2: earnings potential.",
  "routes/_public.partners": "spec §2: partners.",
  "routes/_public.jobs": "spec §2: public job listings with an application form.",
  "routes/_public.jobs_.$jobId":
    "spec §2 '/jobs, with application form': one open position and its form; applying needs no account (honeypot, bot check, rate limit).",
  "routes/language":
    "Decision 0158: the language chooser of every page; a visitor's choice is kept in a cookie, a signed-in person's also on their profile, then back to a same-origin path.",
  "routes/_public.unsubscribe":
    "POPIA s69 (decision 0099): the unsubscribe link of a marketing e-mail, opened from the e-mail without signing in; it acts only with a token Veld signed for one person (anything else is a 400).",
  "routes/api.v2.openapi[.]json":
    "Decision 0111: the OpenAPI document of /api/v2; the contract is no secret and tools fetch it before they hold a token.",
  "routes/_public.docs.api":
    "Decision 0111: the readable page of the OpenAPI document, public as the document is.",
  "routes/pdf.$fileId":
    "spec §3 'leaflet: a PDF file, displayed from a pdf/ path': leaflets of open postings only; any other file is a 404.",
  // The interface kit's catalogue (issue 3): made-up data only; 404 in production unless
  // KIT_CATALOGUE=true (requireCatalogueEnabled in every loader and action).
  "routes/dev.kit": "Developer catalogue of the interface kit: its frame; no real data.",
  "routes/dev.kit._index": "Developer catalogue of the interface kit: the list of pieces.",
  "routes/dev.kit.widgets": "Developer catalogue of the interface kit: widgets on sample data.",
  "routes/dev.kit.scheduling":
    "Developer catalogue of the interface kit: the scheduling widget with a made-up prefill.",
  "routes/dev.kit.forms":
    "Developer catalogue of the interface kit: form fields; its action only validates sample posts and stores nothing.",
};
/** Whole URL areas that are public. Kept short: each one is a blind spot of this test. */
const PUBLIC_AREAS: { idPrefix: string; reason: string }[] = [
  {
    idPrefix: "routes/auth.",
    reason: "Sign-in, its callback and sign-out must work for someone who is not signed in.",
  },
];

function publicReason(id: string): string | undefined {
  return PUBLIC[id] ?? PUBLIC_AREAS.find((area) => id.startsWith(area.idPrefix))?.reason;
}

const nodes = routeNodes;

interface Outcome {
  status: number;
  location: string | null;
}

/** Calls a loader or action the way Remix does and reports the status it answers with. */
async function call(
  fn: DataFunction,
  node: RouteNode,
  init: { method?: string; cookie?: string } = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  const method = init.method ?? "GET";
  const request = new Request(`http://localhost${node.url}`, {
    method,
    headers,
    body: method === "GET" ? undefined : new URLSearchParams(),
  });
  let result: unknown;
  try {
    result = await fn({
      request,
      params: node.params,
      context: { cspNonce: "", requestId: "route-inventory" },
    });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location") } satisfies Outcome;
  }
  // data(value, { status }) from @remix-run/node
  const init2 =
    (result as { type?: string; init?: ResponseInit } | null)?.type === "DataWithResponseInit"
      ? (result as { init?: ResponseInit }).init
      : undefined;
  return { status: init2?.status ?? 200, location: null } satisfies Outcome;
}

function isRefusal(outcome: Outcome) {
  const toLogin =
    outcome.status >= 300 && outcome.status < 400 && !!outcome.location?.startsWith("/auth/login");
  return toLogin || outcome.status === 401 || outcome.status === 403;
}

/** The nearest route (itself, else an ancestor) with a loader: it decides a document request. */
function guardOf(node: RouteNode): RouteNode | undefined {
  return [node, ...[...node.ancestors].reverse()].find(
    (n) => n.module.loader && !publicReason(n.id),
  );
}

const isUnder = (node: RouteNode, id: string) =>
  node.id === id || node.ancestors.some((a) => a.id === id);

let farmerCookie = "";
let adminCookie = "";

beforeAll(async () => {
  const tokens = (permissions: string[]) => ({
    accessToken: "test",
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000),
    permissions,
  });
  const farmer = await createSession({
    subject: "inventory-farmer",
    email: "farmer@example.org",
    displayName: "Farmer",
    tokens: tokens([]),
  });
  const admin = await createSession({
    subject: "inventory-admin",
    email: "admin@example.org",
    displayName: "Admin",
    // Every admin scope: some admin pages need one more than read:admin (/admin/jobApplications:
    // write:application, spec §2); their own tests check the narrower refusals.
    tokens: tokens([...ADMIN_SCOPES]),
  });
  farmerCookie = farmer.setCookie.split(";")[0]!;
  adminCookie = admin.setCookie.split(";")[0]!;
});

describe("the route tree", () => {
  it("holds every route file in app/routes, and nothing else", () => {
    // flat-routes conventions: app/routes/<name>.ts(x), or app/routes/<name>/route.ts(x) (or index).
    const onDisk = fs
      .readdirSync("app/routes", { withFileTypes: true })
      .flatMap((entry) => {
        if (entry.isFile())
          return /\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name)
            ? [`routes/${entry.name}`]
            : [];
        const inFolder = fs.readdirSync(path.join("app/routes", entry.name));
        const main = inFolder.find((f) => /^(route|index)\.(ts|tsx)$/.test(f));
        return main ? [`routes/${entry.name}/${main}`] : [];
      })
      .sort();
    const inTree = [
      ...new Set(nodes.slice(1).map((node) => node.file.split(path.sep).join("/"))),
    ].sort();
    expect(inTree).toEqual(onDisk);
  });

  it("lists as public only routes that exist", () => {
    const ids = new Set(nodes.map((node) => node.id));
    expect(Object.keys(PUBLIC).filter((id) => !ids.has(id))).toEqual([]);
    for (const area of PUBLIC_AREAS) {
      expect(
        nodes.some((node) => node.id.startsWith(area.idPrefix)),
        area.idPrefix,
      ).toBe(true);
    }
  });

  it("mounts the /profile pages under /admin/userView (spec §2 'same nested pages as /profile')", () => {
    const profilePages = nodes.filter(
      (n) => n.ancestors.at(-1)?.id === "routes/profile" && n.id !== "routes/profile._index",
    );
    for (const page of profilePages) {
      expect(
        nodes.find((n) => n.id === `userView/${page.id}`)?.ancestors.map((a) => a.id),
      ).toContain("routes/admin.userView");
    }
    expect(profilePages.length).toBeGreaterThan(10);
  });
});

describe.each(nodes.map((node) => [`${node.id} (${node.url})`, node] as const))(
  "%s",
  (_name, node) => {
    const reason = publicReason(node.id);

    if (reason) {
      // Public on purpose: its own loader (if any) answers an anonymous visitor without sending
      // them to sign in, and no layout above it does. Its action may still ask for sign-in
      // (/verify's 'send the link again' is for the signed-in person).
      it(`answers a visitor who is not signed in (${reason})`, async () => {
        if (node.module.loader) {
          expect(isRefusal(await call(node.module.loader, node)), `${node.id}'s loader`).toBe(
            false,
          );
        }
        expect(
          [node, ...node.ancestors].filter((n) => n.module.loader && !publicReason(n.id)),
          "no guarded layout above a public page",
        ).toEqual([]);
      });
      return;
    }

    it("refuses a visitor who is not signed in", async () => {
      const guard = guardOf(node);
      expect(
        guard,
        "a loader that refuses anonymous visitors, its own or a layout's",
      ).toBeDefined();
      if (node.module.loader) {
        // A loader must guard itself (see the top of this file).
        expect(isRefusal(await call(node.module.loader, node)), `${node.id}'s own loader`).toBe(
          true,
        );
      } else {
        const outcome = await call(guard!.module.loader!, node);
        expect(isRefusal(outcome), `layout ${guard!.id}`).toBe(true);
      }
    });

    if (node.module.action) {
      it("refuses a form post from a visitor who is not signed in", async () => {
        expect(isRefusal(await call(node.module.action!, node, { method: "POST" }))).toBe(true);
      });
    }

    if (isUnder(node, "routes/admin")) {
      it("answers 403 to a signed-in person without read:admin, and lets an admin in", async () => {
        const guard = guardOf(node)!;
        const asFarmer = await call(guard.module.loader!, node, { cookie: farmerCookie });
        expect(asFarmer.status).toBe(403);
        const asAdmin = await call(guard.module.loader!, node, { cookie: adminCookie });
        expect(isRefusal(asAdmin)).toBe(false);
      });
    } else if (isUnder(node, "routes/profile")) {
      it("lets a signed-in person in", async () => {
        const guard = guardOf(node)!;
        expect(isRefusal(await call(guard.module.loader!, node, { cookie: farmerCookie }))).toBe(
          false,
        );
      });
    }
  },
);

describe("particular routes", () => {
  const byId = (id: string) => nodes.find((n) => n.id === id);

  it("/profile sends a signed-in person to /profile/home", async () => {
    const index = byId("routes/profile._index")!;
    expect(await call(index.module.loader!, index, { cookie: farmerCookie })).toEqual({
      status: 302,
      location: "/profile/home",
    });
  });

  it("/admin/journey/* answers 404 with the not-implemented page (spec §2)", async () => {
    const catchAll = byId("routes/admin.journey.$")!;
    expect(catchAll.url).toBe("/admin/journey/not-a-real-page");
    expect((await call(catchAll.module.loader!, catchAll, { cookie: adminCookie })).status).toBe(
      404,
    );
  });

  it("the anonymous redirect goes to sign-in and remembers the page", async () => {
    const home = byId("routes/admin.events")!;
    expect(await call(byId("routes/admin")!.module.loader!, home)).toEqual({
      status: 302,
      location: `/auth/login?returnTo=${encodeURIComponent("/admin/events")}`,
    });
  });

  it("/files/:fileId refuses anonymous visitors", async () => {
    const files = byId("routes/files.$fileId")!;
    expect(files.module.loader).toBeDefined();
    expect(isRefusal(await call(files.module.loader!, files))).toBe(true);
  });
});

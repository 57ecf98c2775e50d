// The 360 px sweeps are driven by the route inventory (issue 31): every page of Veld (a route
// with a component and no child routes) is reached by a URL of the accessibility sweeps
// (tests/e2e/pages.ts: axe and the 360 px check on each, with and without JavaScript), or is
// named below with the spec that checks it at 360 px instead, or why it has no page of its own.
// A page added without either fails here, before any browser runs.
import fs from "node:fs";
import path from "node:path";
import { matchRoutes } from "@remix-run/react";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGES, FARMER_PAGES, PUBLIC_PAGES } from "../e2e/pages";

(globalThis as { __remixAppDirectory?: string }).__remixAppDirectory = path.resolve("app");
const config: RouteConfigEntry[] = await (await import("~/routes")).default;

/** Pages the sweeps do not visit, with the spec that checks them at 360 px, or why none does. */
const ELSEWHERE: Record<string, string> = {
  "routes/auth.login":
    "Hands over to the identity provider at once; its sign-in page is swept (accessibility.spec.ts 'the provider's sign-in …'). Its own component shows only when the provider cannot be reached.",
  "routes/auth.password-reset":
    "With the embedded provider (the sweeps' set-up) it redirects at once to the provider's own password page; its form (an external provider only: one field, no scripts) is rendered and posted in tests/integration/external-provider-account.test.ts.",
  "routes/auth.callback":
    "The login error page ('Try again') in the frame of a public page (components/auth-message); sign-in.spec.ts reaches it with a tampered state.",
  "routes/_public.jobs_.$jobId":
    "A job posting and its refused application form, found from /jobs: accessibility.spec.ts (axe and 360 px on each).",
  "routes/_public.unsubscribe":
    "Opened from a signed link in an e-mail: doemails.spec.ts checks the refusal of a forged link at 360 px without scripts.",
  "routes/profile.signup":
    "The sign-up form, empty and refused, at 360 px with and without JavaScript: signup.spec.ts.",
  "routes/profile.journey.implementation":
    "Open only from the implementation plan's step on: journey6-practice.spec.ts, planned and refused, at 360 px with and without JavaScript, and axe.",
  "routes/profile.journey.practice_data._index":
    "Open from the plan's submission on: journey6-practice.spec.ts at 360 px with and without JavaScript, and axe.",
  "routes/profile.journey.practice_data.herds": "journey6-practice.spec.ts (as the tab above).",
  "routes/profile.journey.practice_data.livestock": "journey6-practice.spec.ts (as the tab above).",
  "routes/profile.journey.practice_data.grazing": "journey6-practice.spec.ts (as the tab above).",
  "routes/profile.journey.practice_data.fertiliser":
    "journey6-practice.spec.ts (as the tab above).",
  "routes/profile.journey.evidence":
    "Open from the evidence step on: journey7-evidence.spec.ts (items, edit form; axe at 360 px) and journey8-review.spec.ts (an item that needs changes, without JavaScript).",
  "routes/profile.journey.complete":
    "The feedback page, once a season is submitted: journey8-review.spec.ts at 360 px with and without JavaScript, and axe.",
  "routes/admin.journey.companies.$companyId":
    "A company's page, found from the list: accessibility.spec.ts (axe) and narrow-screens.spec.ts (360 px without JavaScript).",
  "routes/admin.journey.companies.$companyId_.practice":
    "A company's practice data and its analysis: journey6-practice.spec.ts, axe at 360 px.",
  "routes/dev.kit._index":
    "The kit's catalogue (off in production): kit-widgets.spec.ts and kit-forms.spec.ts.",
  "routes/dev.kit.widgets": "The kit's catalogue: kit-widgets.spec.ts.",
  "routes/dev.kit.forms": "The kit's catalogue: kit-forms.spec.ts.",
  "routes/dev.kit.scheduling": "The kit's catalogue: scheduling.spec.ts.",
};

/**
 * The /profile pages mounted under /admin/userView for staff (app/routes.ts): the same modules,
 * checked as the farmer's pages; accessibility.spec.ts also sweeps a person's home and journey in
 * the staff frame.
 */
const USER_VIEW = "userView/";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

const toRoutes = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, path: entry.path, index: true }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: entry.children ? toRoutes(entry.children) : undefined,
        },
  );

const files = new Map<string, string>();
const collect = (entries: RouteConfigEntry[]) => {
  for (const entry of entries) {
    files.set(entry.id ?? entry.file, entry.file);
    if (entry.children) collect(entry.children);
  }
};
collect(config);

const isPage = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => {
    const id = entry.id ?? entry.file;
    if (entry.children?.length) return isPage(entry.children);
    const source = fs.readFileSync(path.join("app", entry.file), "utf8");
    return /export default/.test(source) ? [id] : [];
  });

const PAGES = isPage(config);
const tree: RouteObject[] = [{ id: "root", path: "", children: toRoutes(config) }];

const swept = new Set(
  [...PUBLIC_PAGES, ...FARMER_PAGES, ...ADMIN_PAGES].flatMap((url) => {
    const matches = matchRoutes(tree, new URL(url, "http://localhost").pathname) ?? [];
    const leaf = matches.at(-1)?.route.id;
    return leaf ? [leaf] : [];
  }),
);

describe("the 360 px sweeps and the route inventory", () => {
  it("reach every page, or name where it is checked instead", () => {
    const covered = (id: string) => swept.has(id) || id in ELSEWHERE;
    const missing = PAGES.filter((id) =>
      id.startsWith(USER_VIEW) ? !covered(id.slice(USER_VIEW.length)) : !covered(id),
    );
    expect(missing).toEqual([]);
  });

  it("names only pages that exist and that the sweeps do not already reach", () => {
    for (const id of Object.keys(ELSEWHERE)) {
      expect(PAGES, id).toContain(id);
      expect(swept.has(id), `${id} is swept: take it off the list`).toBe(false);
    }
  });
});

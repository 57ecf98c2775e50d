// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import {
  ADMIN_BOTTOM_ITEMS,
  ADMIN_NAV_ITEMS,
  PROFILE_BOTTOM_ITEMS,
  profileNavItems,
} from "./navigation";
import {
  ariaCurrentFor,
  findActiveTrail,
  itemPath,
  matchItem,
  SideNav,
  type SideNavItem,
} from "./side-nav";

const profile = [...profileNavItems(), ...PROFILE_BOTTOM_ITEMS];
const admin = [...ADMIN_NAV_ITEMS, ...ADMIN_BOTTOM_ITEMS];
const labels = (items: SideNavItem[]) => items.map((item) => item.label);

describe("itemPath and matchItem", () => {
  it.each([
    ["/profile/home", "/profile/home"],
    ["/profile/home/", "/profile/home"],
    ["/admin/userView/home?userId=1", "/admin/userview/home"],
    ["/faqs#top", "/faqs"],
    ["/", "/"],
  ])("%s points at %s", (to, path) => expect(itemPath(to)).toBe(path));

  it.each([
    ["/admin", "/admin", "exact"],
    ["/admin", "/admin/", "exact"],
    ["/admin", "/admin/events", "prefix"],
    ["/admin", "/administrator", null],
    ["/profile/journey", "/profile/journey_start", null],
    ["/admin/userView", "/admin/userview/home", "prefix"],
  ] as const)("%s on %s: %s", (to, pathname, expected) =>
    expect(matchItem(to, pathname)).toBe(expected),
  );
});

describe("findActiveTrail (which item is active for a path)", () => {
  it.each([
    // path, active trail (labels), exact
    ["/profile/home", ["Home"], true],
    ["/profile/journey", ["Journey"], true],
    ["/profile/journey/viability", ["Journey", "Viability"], true],
    ["/profile/journey_start", ["Journey", "Start your journey"], true],
    ["/faqs", ["Help and FAQs"], true],
    ["/profile/signup", [], false],
  ] as const)("profile menu on %s → %j", (pathname, trail, exact) => {
    const active = findActiveTrail(profile, pathname);
    expect(labels(active.trail)).toEqual(trail);
    if (trail.length) expect(active.exact).toBe(exact);
  });

  it.each([
    ["/admin", ["Dashboard"], true],
    // The dashboard (/admin) is a prefix of every admin page but must not win over them.
    ["/admin/events", ["Events"], true],
    ["/admin/journey/fieldRecords", ["Journeys", "Field records"], true],
    ["/admin/journey/not-a-page", ["Dashboard"], false],
    ["/admin/userView/journey/evidence", ["View as a person"], false],
    ["/admin/jobApplications/123", ["Job applications"], false],
  ] as const)("admin menu on %s → %j", (pathname, trail, exact) => {
    const active = findActiveTrail(admin, pathname);
    expect(labels(active.trail)).toEqual(trail);
    expect(active.exact).toBe(exact);
  });

  it("never marks the sign-out form as active", () => {
    expect(findActiveTrail(profile, "/auth/logout").current).toBeNull();
  });

  it("keeps a search in `to` out of the match (the /admin/userView menu carries ?userId=)", () => {
    const items = profileNavItems("/admin/userView", "?userId=abc");
    const active = findActiveTrail(items, "/admin/userView/journey/contract");
    expect(labels(active.trail)).toEqual(["Journey", "Contract"]);
  });

  it("gives aria-current page on the item's own page and true below it", () => {
    const exact = findActiveTrail(admin, "/admin/events");
    expect(ariaCurrentFor(exact.current!, exact)).toBe("page");
    const below = findActiveTrail(admin, "/admin/jobApplications/123");
    expect(ariaCurrentFor(below.current!, below)).toBe("true");
    expect(ariaCurrentFor(ADMIN_NAV_ITEMS[0]!, below)).toBeUndefined();
  });
});

describe("<SideNav>", () => {
  afterEach(cleanup);

  async function render(pathname: string) {
    const { container } = await renderWithRouter(
      <SideNav
        label="Your pages"
        topItems={profileNavItems()}
        bottomItems={PROFILE_BOTTOM_ITEMS}
      />,
      { url: pathname, path: "*" },
    );
    return container;
  }

  it("marks the current page, opens its group and leaves other groups' state alone", async () => {
    const nav = await render("/profile/journey/contract");
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(screen.getByRole("link", { name: "Contract" }));
    expect(current[0]?.getAttribute("href")).toBe("/profile/journey/contract");
    const group = nav.querySelector(".side-nav__group");
    expect(group?.classList.contains("is-active")).toBe(true);
    expect(group?.querySelector("details")?.hasAttribute("open")).toBe(true);
  });

  it("keeps the journey group closed elsewhere, and the narrow-screen menu closed", async () => {
    const nav = await render("/profile/home");
    expect(nav.querySelector(".side-nav__group details")?.hasAttribute("open")).toBe(false);
    expect(nav.querySelector(".side-nav__toggle--narrow")?.hasAttribute("open")).toBe(false);
    expect(nav.querySelector(".side-nav__toggle--wide")?.hasAttribute("open")).toBe(true);
  });

  it("signs out with a POST form, never a link", async () => {
    const nav = await render("/profile/home");
    const form = screen.getByRole("button", { name: "Sign out" }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/auth/logout");
    expect(nav.querySelectorAll("form")).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "Sign out" })).toBeNull();
    expect(nav.querySelector('a[href="/auth/logout"]')).toBeNull();
  });

  it("is a labelled navigation landmark", async () => {
    await render("/profile/home");
    const nav = screen.getByRole("navigation", { name: "Your pages" });
    expect(within(nav).getAllByRole("link").length).toBeGreaterThan(0);
  });
});

// The side navigation menu of spec §2 'Reusable interface pieces': collapsible, with top and
// bottom item lists, sub-items and an active-section highlight. Everything works without
// JavaScript: links are links, sign-out is a form, and both the mobile menu button and the
// wide-screen "hide menu" toggle are <details> elements whose open state CSS reads.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

export interface SideNavItem {
  /** A stable name for the item (its translation key in the signed-in frame: `app.nav.<id>`). */
  id?: string;
  label: string;
  /** Where the item goes. A group (an item with children) may have none. May carry a ?search. */
  to?: string;
  /** Decorative only (hidden from assistive technology): the label names the item. */
  icon?: ReactNode;
  children?: SideNavItem[];
  /** For a group with its own page: the label of that page's link inside the group. */
  overviewLabel?: string;
  /** "post" renders a form with a button (sign-out must never be a GET). */
  method?: "post";
}

export interface ActiveTrail {
  /** The item whose page is shown, or null when no item matches. */
  current: SideNavItem | null;
  /** True when the page is exactly the item's page, false when it is a page below it. */
  exact: boolean;
  /** The current item and the groups that hold it, outermost first. */
  trail: SideNavItem[];
}

/** The pathname an item's `to` points at, without search, hash or trailing slash, lower-cased. */
export function itemPath(to: string): string {
  const path = to.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  // Remix matches routes case-insensitively, so /admin/userview is /admin/userView.
  return trimmed.toLowerCase();
}

/** Does `pathname` show the item's page (exact) or a page below it (prefix on a segment)? */
export function matchItem(to: string, pathname: string): "exact" | "prefix" | null {
  const target = itemPath(to);
  const path = itemPath(pathname);
  if (path === target) return "exact";
  if (target === "/" || path.startsWith(`${target}/`)) return "prefix";
  return null;
}

/**
 * Which item is active for a path: the one whose `to` matches the most of it, so that
 * /admin (the dashboard) is not active on /admin/events, and /profile/journey/viability
 * activates "Viability" and, through the trail, its "Journey" group.
 * Post items (sign-out) are never active.
 */
export function findActiveTrail(items: readonly SideNavItem[], pathname: string): ActiveTrail {
  let best: ActiveTrail = { current: null, exact: false, trail: [] };
  let bestLength = -1;
  const visit = (list: readonly SideNavItem[], parents: SideNavItem[]) => {
    for (const item of list) {
      if (item.to && item.method !== "post") {
        const match = matchItem(item.to, pathname);
        const length = itemPath(item.to).length;
        // Longer wins; on a tie an exact match wins; otherwise the first item listed.
        if (
          match &&
          (length > bestLength || (length === bestLength && match === "exact" && !best.exact))
        ) {
          best = { current: item, exact: match === "exact", trail: [...parents, item] };
          bestLength = length;
        }
      }
      if (item.children) visit(item.children, [...parents, item]);
    }
  };
  visit(items, []);
  return best;
}

/** The aria-current value of an item: "page" on its own page, "true" on a page below it. */
export function ariaCurrentFor(
  item: SideNavItem,
  active: ActiveTrail,
): "page" | "true" | undefined {
  if (active.current !== item) return undefined;
  return active.exact ? "page" : "true";
}

export interface SideNavProps {
  /** Names the navigation landmark, e.g. "Profile" or "Admin". */
  label: string;
  topItems: readonly SideNavItem[];
  bottomItems?: readonly SideNavItem[];
  /** The menu toggle's text ("Menu"; the caller translates it). */
  menuLabel?: string;
}

export function SideNav({ label, topItems, bottomItems = [], menuLabel = "Menu" }: SideNavProps) {
  const location = useLocation();
  const active = findActiveTrail([...topItems, ...bottomItems], location.pathname);
  const mobileToggle = useRef<HTMLDetailsElement>(null);

  // With JavaScript, a client-side navigation keeps the page, so close the mobile menu by hand
  // (without it, each navigation loads a new page whose menu starts closed).
  useEffect(() => {
    if (mobileToggle.current) mobileToggle.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <nav className="side-nav" aria-label={label}>
      {/* Narrow screens: a closed "Menu" button; wide screens: an open "Menu" that hides the list. */}
      <details className="side-nav__toggle side-nav__toggle--narrow" ref={mobileToggle}>
        <summary>{menuLabel}</summary>
      </details>
      <details className="side-nav__toggle side-nav__toggle--wide" open>
        <summary>{menuLabel}</summary>
      </details>
      <div className="side-nav__body">
        <ul className="side-nav__list">
          {topItems.map((item) => (
            <NavEntry key={item.label} item={item} active={active} />
          ))}
        </ul>
        {bottomItems.length > 0 ? (
          <ul className="side-nav__list side-nav__list--bottom">
            {bottomItems.map((item) => (
              <NavEntry key={item.label} item={item} active={active} />
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}

function NavEntry({ item, active }: { item: SideNavItem; active: ActiveTrail }) {
  const inTrail = active.trail.includes(item);
  if (item.children?.length) {
    return (
      <li className={inTrail ? "side-nav__group is-active" : "side-nav__group"}>
        <details className="side-nav__details" open={inTrail}>
          <summary className="side-nav__summary">
            <ItemText item={item} />
          </summary>
          <ul className="side-nav__sublist">
            {item.to ? (
              <li>
                <ItemLink item={item} label={item.overviewLabel ?? "Overview"} active={active} />
              </li>
            ) : null}
            {item.children.map((child) => (
              <NavEntry key={child.label} item={child} active={active} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      <ItemLink item={item} label={item.label} active={active} />
    </li>
  );
}

function ItemLink({
  item,
  label,
  active,
}: {
  item: SideNavItem;
  label: string;
  active: ActiveTrail;
}) {
  const text = <ItemText item={item} label={label} />;
  if (!item.to) return <span className="side-nav__link">{text}</span>;
  if (item.method === "post") {
    return (
      <form method="post" action={item.to} className="side-nav__form">
        <button type="submit" className="side-nav__link side-nav__button">
          {text}
        </button>
      </form>
    );
  }
  const current = ariaCurrentFor(item, active);
  return (
    <Link
      to={item.to}
      className={current ? "side-nav__link is-active" : "side-nav__link"}
      aria-current={current}
    >
      {text}
    </Link>
  );
}

function ItemText({ item, label = item.label }: { item: SideNavItem; label?: string }) {
  return (
    <>
      {item.icon ? (
        <span className="side-nav__icon" aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span>{label}</span>
    </>
  );
}

// The tab strip (spec §2 'Tab strip'): each tab is a link to the same page with ?<param>=<tab>,
// so it needs no JavaScript, survives a reload and can be shared. The current tab has
// aria-current="page". Switching goes back to the first page of any table (spec §4 'Tab data
// modes': changing mode resets to the first page).
import { Link, useLocation } from "@remix-run/react";
import { tabSearch } from "~/services/kit/url-state";

export interface Tab {
  value: string;
  label: string;
  /** A count shown after the label (applicants waiting). */
  count?: number;
}

/** The tab shown: the URL's, when it names one of `tabs`, else the first. */
export function currentTab(search: URLSearchParams | string, param: string, tabs: readonly Tab[]) {
  const value = new URLSearchParams(search).get(param);
  return tabs.find((tab) => tab.value === value)?.value ?? tabs[0]?.value ?? "";
}

export function TabStrip({
  label,
  tabs,
  param = "tab",
}: {
  /** What the tabs choose between, for screen readers ('Application lists'). */
  label: string;
  tabs: readonly Tab[];
  param?: string;
}) {
  const { pathname, search } = useLocation();
  const current = currentTab(search, param, tabs);
  return (
    <nav className="tab-strip" aria-label={label}>
      <ul className="tab-strip__list">
        {tabs.map((tab) => {
          const isCurrent = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                to={pathname + tabSearch(search, param, tab.value)}
                preventScrollReset
                className={`tab-strip__tab${isCurrent ? " is-current" : ""}`}
                aria-current={isCurrent ? "page" : undefined}
              >
                {tab.label}
                {tab.count !== undefined ? (
                  <span className="tab-strip__count">
                    <span className="visually-hidden"> (</span>
                    {tab.count}
                    <span className="visually-hidden">)</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

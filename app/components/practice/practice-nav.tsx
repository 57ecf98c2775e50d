// The practice data pages' navigation (issue 15; decision 0076): the season choice and the tabs,
// both plain links (no JavaScript needed; a reload or a shared link shows the same season and
// tab). Each link keeps the base path and search (/admin/userView?userId=…) and the season.
import { Link, useLocation, useMatches } from "@remix-run/react";
import { useT } from "~/components/i18n";
import {
  PRACTICE_LAYOUT_ROUTE_ID,
  PRACTICE_TABS,
  practiceSearch,
  practiceTabHref,
  practiceTabPath,
  type PracticeLayoutData,
  type PracticeTab,
} from "~/services/practice/practice-paths";

export function PracticeSeasonChoice({
  choices,
  season,
  search,
}: {
  choices: readonly { season: number; label: string }[];
  season: number;
  search: string;
}) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav className="pd-seasons" aria-label={t("practice.seasonsNav")}>
      <span className="pd-seasons__title" id="pd-seasons-title">
        {t("practice.seasonChoice")}
      </span>
      <ul className="pd-seasons__list" aria-labelledby="pd-seasons-title">
        {choices.map((choice) => (
          <li key={choice.season}>
            <Link
              to={`${pathname}${practiceSearch(search, choice.season)}`}
              className={`pd-seasons__season${choice.season === season ? " is-current" : ""}`}
              aria-current={choice.season === season ? "page" : undefined}
              preventScrollReset
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tab shown: the tab whose path the location is at (the fields tab for the layout itself). */
export function currentPracticeTab(pathname: string, basePath: string): PracticeTab {
  const trimmed = pathname.replace(/\/+$/, "");
  for (const tab of PRACTICE_TABS) {
    if (tab.key !== "fields" && trimmed === practiceTabPath(basePath, tab.key)) return tab.key;
  }
  return "fields";
}

export function PracticeTabs({
  basePath,
  search,
  season,
}: {
  basePath: string;
  search: string;
  season: number;
}) {
  const { pathname } = useLocation();
  const current = currentPracticeTab(pathname, basePath);
  const t = useT();
  return (
    <nav className="tab-strip pd-tabs" aria-label={t("practice.title")}>
      <ul className="tab-strip__list">
        {PRACTICE_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={practiceTabHref(basePath, tab.key, search, season)}
              className={`tab-strip__tab${tab.key === current ? " is-current" : ""}`}
              aria-current={tab.key === current ? "page" : undefined}
            >
              {t(`practice.tab.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The layout's loader data, for a tab's component (the route id differs under /admin/userView,
 * so it is found by its ending). Null outside the practice data pages.
 */
export function usePracticeLayout(): PracticeLayoutData | null {
  const match = useMatches().find((m) => m.id.endsWith(PRACTICE_LAYOUT_ROUTE_ID));
  return (match?.data as PracticeLayoutData | undefined) ?? null;
}

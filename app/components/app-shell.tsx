// The frame of the signed-in areas (/profile, /admin): header, side menu and main content.
import type { ReactNode } from "react";
import { SideNav, type SideNavItem } from "./side-nav";
import { AppFooter } from "./site-footer";
import { SiteHeader, type HeaderLink } from "./site-header";
import type { PublicViewer } from "./viewer";

export function AppShell({
  viewer,
  navLabel,
  topItems,
  bottomItems,
  headerLinks,
  menuLabel,
  children,
}: {
  viewer: PublicViewer | null;
  navLabel: string;
  topItems: readonly SideNavItem[];
  bottomItems?: readonly SideNavItem[];
  headerLinks?: readonly HeaderLink[];
  /** The side menu's toggle text (the signed-in frame translates it). */
  menuLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="app">
      <SiteHeader viewer={viewer} links={headerLinks} showAccountLinks={false} />
      <div className="app__body">
        <SideNav
          label={navLabel}
          topItems={topItems}
          bottomItems={bottomItems}
          menuLabel={menuLabel}
        />
        <main id="main" tabIndex={-1} className="app__main">
          {children}
        </main>
      </div>
      <AppFooter />
    </div>
  );
}

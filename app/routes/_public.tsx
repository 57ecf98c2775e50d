// The public pages' frame (spec §2 'Public routes'): header, main content and footer.
// Pathless: it adds no URL segment. Public: no loader, so no guard.
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { useT } from "~/components/i18n";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { loader as rootLoader } from "~/root";

const MAIN_LINKS = [
  { label: "layout.earningsPotential", to: "/earnings-potential" },
  { label: "layout.faqs", to: "/faqs" },
  { label: "layout.partners", to: "/partners" },
  { label: "layout.jobs", to: "/jobs" },
] as const;

function PublicFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const t = useT();
  const links = MAIN_LINKS.map((link) => ({ label: t(link.label), to: link.to }));
  return (
    <div className="app">
      <SiteHeader viewer={root?.viewer ?? null} links={links} />
      <main id="main" tabIndex={-1} className="page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/** A public page's error (an unknown job posting, …) keeps the header and footer. */
export function ErrorBoundary() {
  return (
    <PublicFrame>
      <RouteErrorPage />
    </PublicFrame>
  );
}

// The public pages' frame (spec §2 'Public routes'): header, main content and footer.
// Pathless: it adds no URL segment. Public: no loader, so no guard.
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { loader as rootLoader } from "~/root";

const MAIN_LINKS = [
  { label: "Earnings potential", to: "/earnings-potential" },
  { label: "FAQs", to: "/faqs" },
  { label: "Partners", to: "/partners" },
  { label: "Jobs", to: "/jobs" },
] as const;

function PublicFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="app">
      <SiteHeader viewer={root?.viewer ?? null} links={MAIN_LINKS} />
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

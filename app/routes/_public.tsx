// The public pages' frame (spec §2 'Public routes'): header, main content and footer.
// Pathless: it adds no URL segment. Public: no loader, so no guard.
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { loader as rootLoader } from "~/root";

const MAIN_LINKS = [
  { label: "Earnings potential", to: "/earnings-potential" },
  { label: "FAQs", to: "/faqs" },
  { label: "Partners", to: "/partners" },
  { label: "Jobs", to: "/jobs" },
] as const;

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="app">
      <SiteHeader viewer={root?.viewer ?? null} links={MAIN_LINKS} />
      <main id="main" tabIndex={-1} className="page">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

// /dev/kit: the interface kit's catalogue (issue 3), for developers. On in development and
// tests; in production only with KIT_CATALOGUE=true, otherwise a 404 (catalogue.server.ts).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NavLink, Outlet, useRouteLoaderData } from "@remix-run/react";
import { SiteHeader } from "~/components/site-header";
import { requireCatalogueEnabled } from "~/services/kit/forms/catalogue.server";
import type { loader as rootLoader } from "~/root";
import kitStyles from "~/styles/kit.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: kitStyles }];

export const meta: MetaFunction = () => [{ title: "Interface kit · Veld" }];

export async function loader(_args: LoaderFunctionArgs) {
  requireCatalogueEnabled();
  return null;
}

const PAGES = [
  { to: "/dev/kit", label: "Overview", end: true },
  { to: "/dev/kit/widgets", label: "Widgets", end: false },
  { to: "/dev/kit/forms", label: "Forms", end: false },
  { to: "/dev/kit/scheduling", label: "Scheduling widget", end: false },
] as const;

export default function KitLayout() {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
  return (
    <div className="app">
      <SiteHeader viewer={viewer} />
      <main id="main" tabIndex={-1} className="page kit">
        <nav className="kit-nav" aria-label="Interface kit">
          <ul>
            {PAGES.map((page) => (
              <li key={page.to}>
                <NavLink to={page.to} end={page.end}>
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </main>
    </div>
  );
}

// The signed-in area (spec §2 '/profile'): header, side menu and the page.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { PROFILE_BOTTOM_ITEMS, profileNavItems } from "~/components/navigation";
import { SectionContext, type Section } from "~/components/section";
import { requireViewer } from "~/services/auth/guards.server";
import type { loader as rootLoader } from "~/root";
import kitFormStyles from "~/styles/kit-forms.css?url";
import kitStyles from "~/styles/kit.css?url";

// The interface kit (forms, tables, dialogs, notifications) is used throughout the signed-in areas.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: kitStyles },
  { rel: "stylesheet", href: kitFormStyles },
];

// Signed-in only: anyone else is sent to sign in and brought back here.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

const SECTION: Section = { home: { to: "/profile/home", label: "Back to your home page" } };
const TOP_ITEMS = profileNavItems();

export default function ProfileLayout() {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
  const headerLinks = viewer?.flags.isAdmin ? [{ label: "Admin", to: "/admin" }] : [];
  return (
    <SectionContext.Provider value={SECTION}>
      <AppShell
        viewer={viewer}
        navLabel="Your pages"
        topItems={TOP_ITEMS}
        bottomItems={PROFILE_BOTTOM_ITEMS}
        headerLinks={headerLinks}
      >
        <Outlet />
      </AppShell>
    </SectionContext.Provider>
  );
}

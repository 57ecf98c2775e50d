// The staff area (spec §2 '/admin'): header, admin menu and the page.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { ADMIN_BOTTOM_ITEMS, ADMIN_NAV_ITEMS } from "~/components/navigation";
import { SectionContext, type Section } from "~/components/section";
import { requirePermission } from "~/services/auth/guards.server";
import type { loader as rootLoader } from "~/root";
import kitFormStyles from "~/styles/kit-forms.css?url";
import kitStyles from "~/styles/kit.css?url";

// The interface kit (forms, tables, dialogs, notifications) is used throughout the signed-in areas.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: kitStyles },
  { rel: "stylesheet", href: kitFormStyles },
];

// spec §6: read:admin (isAdmin). Others see the 403 page; anonymous visitors sign in first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return null;
}

const SECTION: Section = { home: { to: "/admin", label: "Back to the admin dashboard" } };

export default function AdminLayout() {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
  return (
    <SectionContext.Provider value={SECTION}>
      <AppShell
        viewer={viewer}
        navLabel="Admin"
        topItems={ADMIN_NAV_ITEMS}
        bottomItems={ADMIN_BOTTOM_ITEMS}
      >
        <Outlet />
      </AppShell>
    </SectionContext.Provider>
  );
}

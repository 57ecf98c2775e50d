// The staff area (spec §2 '/admin'): header, admin menu and the page.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { PlainFrame, RouteErrorPage } from "~/components/error-page";
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
  // Something to tell, in the error boundary, an admin whose page failed from someone the
  // layout itself refused (who must not see the admin menu).
  return { isAdmin: true };
}

const SECTION: Section = { home: { to: "/admin", label: "Back to the admin dashboard" } };

function AdminFrame({ children }: { children: ReactNode }) {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
  return (
    <SectionContext.Provider value={SECTION}>
      <AppShell
        viewer={viewer}
        navLabel="Admin"
        topItems={ADMIN_NAV_ITEMS}
        bottomItems={ADMIN_BOTTOM_ITEMS}
      >
        {children}
      </AppShell>
    </SectionContext.Provider>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/**
 * An admin page's error (a 404 such as /admin/journey/*'s 'This page is not implemented yet.', a
 * missing scope's 403) keeps the admin menu. Someone the layout refused (no read:admin) gets the
 * plain frame: the menu is not theirs.
 */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const Frame = layout?.isAdmin ? AdminFrame : PlainFrame;
  return (
    <Frame>
      <RouteErrorPage />
    </Frame>
  );
}

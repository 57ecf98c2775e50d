// The signed-in area (spec §2 '/profile'): header, side menu and the page.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { RouteErrorPage } from "~/components/error-page";
import { PROFILE_BOTTOM_ITEMS, profileNavItems } from "~/components/navigation";
import { OrganisationSwitcher } from "~/components/organisations/organisation-switcher";
import { SectionContext, type Section } from "~/components/section";
import { requireViewer } from "~/services/auth/guards.server";
import { isPageWithoutProfile } from "~/services/organisations/rules";
import { findProfileContext, requireProfileContext } from "~/services/profiles/context.server";
import { Toaster } from "~/components/toaster";
import { TranslationsProvider, useT } from "~/components/i18n";
import type { SideNavItem } from "~/components/side-nav";
import { getToast } from "~/services/kit/toast.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { messageNamespacesForPath } from "~/services/i18n/message-namespaces";
import { requestLanguage } from "~/services/kit/language.server";
import { loadNotificationShell } from "~/services/notifications/person-view.server";
import type { loader as rootLoader } from "~/root";
import kitFormStyles from "~/styles/kit-forms.css?url";
import kitStyles from "~/styles/kit.css?url";
import organisationStyles from "~/styles/organisations.css?url";

// The interface kit (forms, tables, dialogs, notifications) is used throughout the signed-in areas.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: kitStyles },
  { rel: "stylesheet", href: kitFormStyles },
  { rel: "stylesheet", href: organisationStyles },
];

// Signed-in only: anyone else is sent to sign in and brought back here. A signed-in person
// without a Veld profile is sent to /profile/signup from every page but the few they may open
// before signing up (spec §4 'user marked not found'). Each page's loader checks again: on a
// client-side navigation this loader may not run.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const { pathname } = new URL(request.url);
  const context = isPageWithoutProfile(pathname)
    ? await findProfileContext(request)
    : await requireProfileContext(request);
  // The unread count for the header and the timed notification overlay (decision 0100).
  const notifications = await loadNotificationShell(
    context?.user.id ?? null,
    context ? await holdsOverlay(request) : true,
    context ? requestLanguage(request, context.viewer) : undefined,
  );
  return {
    organisations: (context?.organisations ?? []).map(({ id, name }) => ({ id, name })),
    activeOrganisationId: context?.organisation?.id ?? null,
    unreadNotifications: notifications.unread,
    notice: notifications.notice,
    // The frame's words (issue 33): menu, header links, switcher (signed-in.po, `app.*`), and
    // the page's forms' validation and refusal messages, matched by their English text (this
    // loader runs on every change of path; none on an English page: decision 0159).
    translations: translationsFor(requestLanguage(request, viewer), [
      ...APP_NAMESPACES,
      ...messageNamespacesForPath(pathname),
    ]),
  };
}

const APP_NAMESPACES = ["app"] as const;

/**
 * The overlay waits while the page carries a flash toast (the outcome of a post), so two never
 * stack; it then shows on the next page. /profile itself only redirects to /profile/home (it is
 * where sign-in returns): a notification taken there would be marked shown and never seen.
 * Single fetch's ".data" suffix is ignored.
 */
async function holdsOverlay(request: Request): Promise<boolean> {
  const { toast } = await getToast(request);
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return Boolean(toast) || path.toLowerCase() === "/profile";
}

// Moving between pages re-reads the organisations (an invite accepted elsewhere, the sign-up
// just finished) and sends someone who left the sign-up pages without a profile back to it.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

const TOP_ITEMS = profileNavItems();

type Words = (key: string, english: string, values?: Record<string, string | number>) => string;

/** The menu's items in the page's language (`app.nav.<id>`); an item without an id stays as it is. */
function translateItems(items: readonly SideNavItem[], words: Words): SideNavItem[] {
  return items.map((item) => ({
    ...item,
    label: item.id ? words(`app.nav.${item.id}`, item.label) : item.label,
    ...(item.overviewLabel && item.id
      ? { overviewLabel: words(`app.nav.${item.id}Overview`, item.overviewLabel) }
      : {}),
    ...(item.children ? { children: translateItems(item.children, words) } : {}),
  }));
}

/**
 * Header, side menu, organisation switcher. The layout's data is missing only when its own loader
 * failed: then there is no switcher to show.
 */
function ProfileFrame({ children }: { children: ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("routes/profile");
  // Without the layout's data (its own loader failed) the frame is in English.
  return layout ? (
    <TranslationsProvider translations={layout.translations}>
      <FrameContent translated>{children}</FrameContent>
    </TranslationsProvider>
  ) : (
    <FrameContent translated={false}>{children}</FrameContent>
  );
}

function FrameContent({ translated, children }: { translated: boolean; children: ReactNode }) {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;
  const layout = useRouteLoaderData<typeof loader>("routes/profile");
  const t = useT();
  const words: Words = (key, english, values) => (translated ? t(key, values) : english);
  const unread = layout?.unreadNotifications ?? 0;
  const headerLinks = [
    ...(viewer?.flags.isAdmin ? [{ label: words("app.admin", "Admin"), to: "/admin" }] : []),
    {
      label:
        unread > 0
          ? words("app.notificationsUnread", `Notifications (${unread} unread)`, { count: unread })
          : words("app.notifications", "Notifications"),
      to: "/profile/notifications",
    },
  ];
  const section: Section = {
    home: { to: "/profile/home", label: words("app.backHome", "Back to your home page") },
  };
  return (
    <SectionContext.Provider value={section}>
      <AppShell
        viewer={viewer}
        navLabel={words("app.navLabel", "Your pages")}
        menuLabel={words("app.menu", "Menu")}
        topItems={translateItems(TOP_ITEMS, words)}
        bottomItems={translateItems(PROFILE_BOTTOM_ITEMS, words)}
        headerLinks={headerLinks}
      >
        {/* A notification not shown before (decision 0100): the kit's overlay, timed by kind. */}
        {layout ? <Toaster toast={layout.notice} /> : null}
        {layout ? (
          <OrganisationSwitcher
            organisations={layout.organisations}
            activeId={layout.activeOrganisationId}
          />
        ) : null}
        {children}
      </AppShell>
    </SectionContext.Provider>
  );
}

export default function ProfileLayout() {
  return (
    <ProfileFrame>
      <Outlet />
    </ProfileFrame>
  );
}

/** A page's deliberate 404 or 403 (or an 'Oops') keeps the menu and the switcher. */
export function ErrorBoundary() {
  return (
    <ProfileFrame>
      <RouteErrorPage />
    </ProfileFrame>
  );
}

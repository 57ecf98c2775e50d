import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { describeError, errorTitle, PlainFrame, RouteErrorPage } from "~/components/error-page";
import { shouldHydrate } from "~/components/hydration";
import { LanguageAlternates, Translated, TranslationsProvider } from "~/components/i18n";
import { useNonce } from "~/components/nonce";
import { OperatorContext } from "~/components/operator";
import { PendingIndicator } from "~/components/pending-indicator";
import { Toaster } from "~/components/toaster";
import { displayNameOf, type PublicViewer } from "~/components/viewer";
import { getViewer } from "~/services/auth/guards.server";
import { getEnv } from "~/env.server";
import { translateMessageFor, translationsFor } from "~/services/i18n/catalogues.server";
import { LANGUAGE_INFO, languagesOffered, SOURCE_LANGUAGE } from "~/services/i18n/languages";
import { isSignedInArea, messageNamespacesForPath } from "~/services/i18n/message-namespaces";
import { pseudoAllowed, requestLanguage } from "~/services/kit/language.server";
import { getToast } from "~/services/kit/toast.server";
import { getOperator } from "~/services/operator/operator.server";
import styles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // Named, so browsers do not ask for a missing /favicon.ico on every visit.
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => [
  { title: error ? `${errorTitle(describeError(error, false))} · Veld` : "Veld" },
];

/**
 * The catalogue namespaces of the frame every page has, and the forms kit's validation and
 * refusal messages any form can produce (`errors`, matched by their English text; sent only
 * when the page is not in English: decision 0159).
 */
const ROOT_NAMESPACES = ["layout", "chooser", "errors"];

// Public: anyone may load a page; this only says who is asking (null when signed out).
// The root is kept light: public pages must stay small for farmers on slow connections.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const publicViewer: PublicViewer | null = viewer
    ? { displayName: displayNameOf(viewer), flags: viewer.flags }
    : null;
  // A notification an action left in the flash cookie: shown once, cleared in this response.
  const { toast, setCookie } = await getToast(request);
  // The page's language (decision 0158) and the messages of the frame every page has: the
  // header, the footer and the language chooser. A page's own come with its loader.
  const language = requestLanguage(request, viewer);
  return data(
    // The operator (decision 0147): the same for every request of this process, so a public
    // page kept by the page cache (decision 0105) never shows another's. The page cache keeps
    // one copy per language (public-page-cache.server.ts).
    {
      viewer: publicViewer,
      // The toast's sentence is English at its source: shown in the viewer's language (0159).
      toast: toast && {
        ...toast,
        text: translateMessageFor(language, toast.text),
        ...(toast.next
          ? { next: { ...toast.next, label: translateMessageFor(language, toast.next.label) } }
          : {}),
      },
      operator: getOperator(),
      translations: translationsFor(language, [...ROOT_NAMESPACES, ...pageMessages(request)]),
      languages: languagesOffered(pseudoAllowed()),
      siteUrl: getEnv().APP_URL,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/** The skip link when the root's loader failed, so no catalogue came: the English source. */
const SKIP_LINK_WITHOUT_CATALOGUE = "Skip to content";

/** Outside the signed-in area (whose layout sends its own): the page's domain messages (0159). */
function pageMessages(request: Request): readonly string[] {
  const { pathname } = new URL(request.url);
  return isSignedInArea(pathname) ? [] : messageNamespacesForPath(pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Once React has hydrated the page, <html data-hydrated>: what the page's scripts add (dialogs
  // as modals, comboboxes, live checks) is there from then on, and end-to-end tests wait for it
  // before acting as someone who waited would.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // A page with the handle { hydrate: false } is served as plain HTML with no scripts (decision
  // 0012; entry.server.tsx drops single fetch's inline data too). In the browser this Layout
  // only renders after a hydrated page navigated here, and then keeps its scripts.
  const matches = useMatches();
  const withScripts =
    typeof document !== "undefined" || shouldHydrate(matches.map((match) => match.handle));
  // Undefined when the root's own loader failed: the error page is then in English.
  const root = useRouteLoaderData<typeof loader>("root");
  const language = root?.translations.language ?? SOURCE_LANGUAGE;
  const { pathname, search } = useLocation();
  // Public pages name their copy in each language (hreflang; decision 0158).
  const isPublic = matches.some((match) => match.id === "routes/_public");
  return (
    <html lang={LANGUAGE_INFO[language].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {isPublic && root ? (
          <LanguageAlternates siteUrl={root.siteUrl} pathname={pathname} search={search} />
        ) : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {root ? (
            <Translated id="layout.skipLink" translations={root.translations} />
          ) : (
            SKIP_LINK_WITHOUT_CATALOGUE
          )}
        </a>
        {/* The spinner shows only during client navigations: pointless without scripts. */}
        {withScripts ? <PendingIndicator /> : null}
        {children}
        {withScripts ? (
          <>
            {/* New locations scroll to the top (spec §2); back and forward restore the position. */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { toast, operator, translations, languages } = useLoaderData<typeof loader>();
  return (
    <OperatorContext.Provider value={operator}>
      <TranslationsProvider translations={translations} offered={languages}>
        {/* Before the page, so without kit.css a notification is still seen, at the top. */}
        <Toaster toast={toast} />
        <Outlet />
      </TranslationsProvider>
    </OperatorContext.Provider>
  );
}

/**
 * Any error no nearer boundary caught: 404, 403, or the friendly 'Oops' page. The layouts
 * (_public, profile, admin) have their own, which keep their header, menu and switcher.
 */
export function ErrorBoundary() {
  // The root's data when only a page failed: the error's sentence in the page's language.
  const root = useRouteLoaderData<typeof loader>("root");
  const page = (
    <PlainFrame>
      <RouteErrorPage />
    </PlainFrame>
  );
  return root ? (
    <TranslationsProvider translations={root.translations}>{page}</TranslationsProvider>
  ) : (
    page
  );
}

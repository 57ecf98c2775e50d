// /admin/userView: staff see a person's /profile pages as that person sees them (spec §2).
// The pages themselves are the /profile route modules, mounted here a second time by
// app/routes.ts; the person is named by ?userId=… (docs/decisions/0006). The banner names whose
// pages these are, and every view of a person's page is audited ('userView.view', issue 18;
// decision 0101): this layout's loader runs again on each page (shouldRevalidate).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { profileNavItems } from "~/components/navigation";
import { SectionContext, type Section } from "~/components/section";
import { requirePermission } from "~/services/auth/guards.server";
import { readQuery } from "~/services/kit/query";
import { userViewQuery } from "~/services/people/queries";
import { auditPersonView } from "~/services/people/user-view.server";
import { pageRefused } from "~/services/kit/forms/validate-form.server";

export const meta: MetaFunction = () => [{ title: "View as a person · Veld" }];

/** The picker: /admin/userView itself. */
const USER_VIEW_PICKER = "/admin/userView";
const NO_PERSON_MESSAGE =
  "No person is chosen yet, so there are no pages to show. Pick a person first.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const url = new URL(request.url);
  const userId = readQuery(url, userViewQuery).userId ?? null;
  // A person's page without a person (issue 13): say so, with the way back to the picker
  // (this route's ErrorBoundary), instead of a bare 404 linking to the public home page.
  const atPicker = url.pathname.replace(/\/+$/, "").toLowerCase() === "/admin/userview";
  if (!userId && !atPicker) throw new Response(NO_PERSON_MESSAGE, { status: 404 });
  if (!userId) return { userId, person: null };
  // Whose pages these are, for the banner; each view is kept in the audit log.
  const person = await auditPersonView(viewer, userId, url.pathname, context.requestId).catch(
    pageRefused,
  );
  return { userId, person };
}

/** Each page of the person is a view to audit, also when only the child route changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function UserViewLayout() {
  const { userId, person } = useLoaderData<typeof loader>();
  const search = userId ? `?userId=${encodeURIComponent(userId)}` : "";
  const section: Section = userId
    ? { home: { to: `/admin/userView/home${search}`, label: "Back to this person's home page" } }
    : { home: { to: USER_VIEW_PICKER, label: "Back to View as a person" } };
  const pages = profileNavItems("/admin/userView", search).flatMap((item) => [
    ...(item.to ? [{ label: item.label, to: item.to }] : []),
    ...(item.children ?? []).map((child) => ({ label: child.label, to: child.to ?? "" })),
  ]);
  return (
    <SectionContext.Provider value={section}>
      <div className="user-view">
        {userId ? (
          <>
            <p className="user-view__banner" data-testid="user-view-banner">
              You are viewing the pages of {person?.label ?? "this person"}
              {person?.email && person.email !== person.label ? ` (${person.email})` : ""},
              read-only, as they see them. This view is kept in the audit log.
            </p>
            <nav aria-label="This person's pages">
              <ul className="link-list">
                {pages.map((page) => (
                  <li key={page.to}>
                    <NavLink to={page.to} end>
                      {page.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
        <Outlet />
      </div>
    </SectionContext.Provider>
  );
}

/**
 * Errors of this person's pages, inside the admin layout: without a person (or with an unknown
 * one) the sentence and the way back to the picker, never a link to the public home page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { search } = useLocation();
  // A person named, even one whose id is not valid (the 400 says so). Read as plain text: the
  // query's schema stays with the server, so the browser's modules carry no zod.
  const hasPerson = (new URLSearchParams(search).get("userId") ?? "").trim() !== "";
  const text = isRouteErrorResponse(error)
    ? typeof error.data === "string" && error.data
      ? error.data
      : error.statusText
    : "Oops! Something went wrong.";
  return (
    <section className="notice" aria-labelledby="user-view-error" role="alert">
      <h1 id="user-view-error">View as a person</h1>
      <p>
        {!hasPerson && isRouteErrorResponse(error) && error.status === 404
          ? NO_PERSON_MESSAGE
          : text}
      </p>
      <p>
        <Link to={USER_VIEW_PICKER}>Pick a person</Link>
      </p>
    </section>
  );
}

// /admin/userView: staff see a person's /profile pages as that person sees them (spec §2).
// The pages themselves are the /profile route modules, mounted here a second time by
// app/routes.ts; the person is named by ?userId=… (docs/decisions/0006).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { profileNavItems } from "~/components/navigation";
import { SectionContext, type Section } from "~/components/section";
import { requirePermission } from "~/services/auth/guards.server";
import { isUuid } from "~/shared/ids";

export const meta: MetaFunction = () => [{ title: "View as a person · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const userId = new URL(request.url).searchParams.get("userId");
  if (userId !== null && !isUuid(userId)) {
    throw new Response("That user id is not valid.", { status: 400, statusText: "Bad Request" });
  }
  return { userId };
}

export default function UserViewLayout() {
  const { userId } = useLoaderData<typeof loader>();
  const search = userId ? `?userId=${encodeURIComponent(userId)}` : "";
  const section: Section = userId
    ? { home: { to: `/admin/userView/home${search}`, label: "Back to this person's home page" } }
    : { home: { to: "/admin/userView", label: "Back to View as a person" } };
  const pages = profileNavItems("/admin/userView", search).flatMap((item) => [
    ...(item.to ? [{ label: item.label, to: item.to }] : []),
    ...(item.children ?? []).map((child) => ({ label: child.label, to: child.to ?? "" })),
  ]);
  return (
    <SectionContext.Provider value={section}>
      <div className="user-view">
        {userId ? (
          <>
            <p className="user-view__banner">
              You are viewing the pages of the person with user id <code>{userId}</code>.
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
        ) : (
          <p className="user-view__banner">
            No person chosen yet. Open a person from <Link to="/admin/userAccess">User access</Link>{" "}
            to see their pages.
          </p>
        )}
        <Outlet />
      </div>
    </SectionContext.Provider>
  );
}

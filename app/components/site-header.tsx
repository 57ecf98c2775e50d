// The header of every page: the Veld name linking home, optional main links, and either
// 'Sign in' or the person's name with a 'Sign out' button (a real form: no JS needed).
import { Link, NavLink } from "@remix-run/react";
import type { PublicViewer } from "./viewer";

export interface HeaderLink {
  label: string;
  to: string;
}

export function SiteHeader({
  viewer,
  links = [],
  showAccountLinks = true,
}: {
  viewer: PublicViewer | null;
  links?: readonly HeaderLink[];
  /** "Your profile" and "Sign out": the signed-in areas have these in their side menu. */
  showAccountLinks?: boolean;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          Veld
        </Link>
        {links.length > 0 ? (
          <nav className="site-header__nav" aria-label="Main">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="site-header__account">
          {viewer ? (
            <>
              <span className="site-header__name">
                <span className="visually-hidden">Signed in as </span>
                {viewer.displayName}
              </span>
              {showAccountLinks ? (
                <>
                  <Link to="/profile">Your profile</Link>
                  <form method="post" action="/auth/logout">
                    <button type="submit" className="button button--quiet">
                      Sign out
                    </button>
                  </form>
                </>
              ) : null}
            </>
          ) : (
            <a href="/auth/login" className="button button--primary">
              Sign in
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

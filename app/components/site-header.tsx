// The header of every page: the Veld name linking home, optional main links, and either
// 'Sign in' or the person's name with a 'Sign out' button (a real form: no JS needed).
import { Link, NavLink } from "@remix-run/react";
import { useT } from "./i18n";
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
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          Veld
        </Link>
        {links.length > 0 ? (
          <nav className="site-header__nav" aria-label={t("layout.mainNav")}>
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
                <span className="visually-hidden">{t("layout.signedInAs")} </span>
                {viewer.displayName}
              </span>
              {showAccountLinks ? (
                <>
                  <Link to="/profile">{t("layout.yourProfile")}</Link>
                  <form method="post" action="/auth/logout">
                    <button type="submit" className="button button--quiet">
                      {t("layout.signOut")}
                    </button>
                  </form>
                </>
              ) : null}
            </>
          ) : (
            <a href="/auth/login" className="button button--primary">
              {t("layout.signIn")}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

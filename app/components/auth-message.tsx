import { Link } from "@remix-run/react";
import { useShowMessage, useT } from "~/components/i18n";

/**
 * A small centred card for sign-in messages and errors, with a way to try again. Its own words
 * are in the page's language (namespace `auth`, which its routes send).
 */
export function AuthMessage({
  title,
  message,
  actionHref = "/auth/login",
  actionLabel,
  secondary,
}: {
  title: string;
  message: string;
  actionHref?: string;
  actionLabel?: string;
  /** A second way on, before the home page's (after setting up two-step sign-in: sign in). */
  secondary?: { href: string; label: string };
}) {
  // Sign-in's messages are English at their source: shown in the page's language (0159).
  const show = useShowMessage();
  const t = useT();
  return (
    <main id="main" className="auth-message">
      <div className="auth-message__card">
        <h1>{show(title)}</h1>
        <p>{show(message)}</p>
        <p className="auth-message__actions">
          <a className="button button--primary" href={actionHref}>
            {actionLabel ?? t("auth.tryAgain")}
          </a>{" "}
          {secondary ? (
            <>
              <a href={secondary.href}>{secondary.label}</a>{" "}
            </>
          ) : null}
          <Link to="/">{t("auth.home")}</Link>
        </p>
      </div>
    </main>
  );
}

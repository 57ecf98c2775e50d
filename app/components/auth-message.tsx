import { Link } from "@remix-run/react";

/** A small centred card for sign-in messages and errors, with a way to try again. */
export function AuthMessage({
  title,
  message,
  actionHref = "/auth/login",
  actionLabel = "Try again",
}: {
  title: string;
  message: string;
  actionHref?: string;
  actionLabel?: string;
}) {
  return (
    <main id="main" className="auth-message">
      <div className="auth-message__card">
        <h1>{title}</h1>
        <p>{message}</p>
        <p className="auth-message__actions">
          <a className="button button--primary" href={actionHref}>
            {actionLabel}
          </a>{" "}
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </main>
  );
}

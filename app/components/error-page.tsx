// The pages shown when something goes wrong: 404, 403 and the friendly 'Oops' page for
// everything else (docs/architecture.md 'A request', errors). Error details are shown in
// development only.
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useShowMessage } from "~/components/i18n";

export type ErrorDescription =
  | { kind: "not-found"; status: 404; message: string }
  | { kind: "forbidden"; status: 401 | 403; message: string }
  | { kind: "bad-request"; status: number; message: string }
  | { kind: "oops"; status: number; details?: string };

const NOT_FOUND_MESSAGE =
  "We could not find the page you asked for. It may have moved, or the address may be mistyped.";
const FORBIDDEN_MESSAGE = "You do not have permission to view this page.";
const BAD_REQUEST_MESSAGE =
  "Something in that request was not right. Please check it and try again.";

/** A thrown Response's text, when it is a short sentence meant for people. */
function userText(data: unknown): string | null {
  if (typeof data !== "string") return null;
  const text = data.trim();
  return text && text.length <= 300 && !text.startsWith("<") ? text : null;
}

/**
 * What to show for an error caught by a boundary. Thrown 4xx Responses carry a sentence for
 * the user (an expected failure, never a 500); anything else is an 'Oops', with details only
 * when `dev`.
 */
export function describeError(error: unknown, dev: boolean): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    // The router's own responses (no route matched, …) carry developer text: not for people.
    const internal = "internal" in error && error.internal === true;
    const text = internal ? null : userText(error.data);
    if (error.status === 404)
      return { kind: "not-found", status: 404, message: text ?? NOT_FOUND_MESSAGE };
    if (error.status === 401 || error.status === 403)
      return { kind: "forbidden", status: error.status, message: text ?? FORBIDDEN_MESSAGE };
    if (error.status >= 400 && error.status < 500)
      return { kind: "bad-request", status: error.status, message: text ?? BAD_REQUEST_MESSAGE };
    return dev
      ? {
          kind: "oops",
          status: error.status,
          details: `${error.status} ${error.statusText}\n${String(error.data)}`,
        }
      : { kind: "oops", status: error.status };
  }
  if (!dev) return { kind: "oops", status: 500 };
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { kind: "oops", status: 500, details };
}

/** The page title of an error, for <title>. */
export function errorTitle(description: ErrorDescription): string {
  switch (description.kind) {
    case "not-found":
      return "Page not found";
    case "forbidden":
      return "No permission";
    case "bad-request":
      return "Request not accepted";
    case "oops":
      return "Something went wrong";
  }
}

export function ErrorPage({ description }: { description: ErrorDescription }) {
  // A refusal's sentence is English at its source: shown in the page's language (0159).
  const show = useShowMessage();
  if (description.kind === "oops") return <OopsPage details={description.details} />;
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">{show(errorTitle(description))}</h1>
      <p className="notice__lead">{show(description.message)}</p>
      {description.kind === "forbidden" ? (
        <>
          <p>If you think you should have access, ask a Veld administrator.</p>
          <ul className="notice__links">
            <li>
              <Link to="/profile">Go to your profile</Link>
            </li>
            <li>
              <Link to="/">Go to the home page</Link>
            </li>
          </ul>
        </>
      ) : (
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      )}
    </section>
  );
}

/** The friendly error page: the root boundary's fallback, and /profile/oops. */
export function OopsPage({ details }: { details?: string }) {
  return (
    <section className="notice" aria-labelledby="page-title">
      <h1 id="page-title">Oops! Something went wrong.</h1>
      <p className="notice__lead">
        We could not show this page. Please try again in a moment; if it keeps happening, let us
        know and we will sort it out.
      </p>
      <ul className="notice__links">
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/profile">Go to your profile</Link>
        </li>
        <li>
          <Link to="/faqs">Read the FAQs</Link>
        </li>
      </ul>
      {details ? (
        <details className="notice__details">
          <summary>Details (shown in development only)</summary>
          <pre>{details}</pre>
        </details>
      ) : null}
    </section>
  );
}

/** The error a boundary caught, as its page (details in development only). */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage description={describeError(error, import.meta.env.DEV)} />;
}

/**
 * The plainest frame: the brand and the page. For errors caught where no layout's frame can be
 * shown (the root, or an area the person may not enter, such as /admin without read:admin).
 */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand">
            Veld
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="page">
        {children}
      </main>
    </div>
  );
}

// A refused post whose form sits far down a long page (issue 31: 'Submit the plan', 'Submit
// practice data'): the page opens on this summary at its top, in the first screen of a phone,
// with the reason and a link to each thing to fix. The same look and behaviour as a kit form's
// own error summary (GOV.UK's), for a refusal that belongs to the page rather than to one field.
import { useEffect, useRef } from "react";
import { useShowMessage } from "~/components/i18n";

export interface RefusalLink {
  href: string;
  text: string;
}

/**
 * `message`: the refusal's sentence; `links`: what to fix, each where it is fixed. Without
 * JavaScript it is in the server's HTML and takes the focus as the page loads (autofocus); with
 * JavaScript it takes the focus when a refused post renders it.
 */
export function RefusalSummary({
  id,
  message,
  links = [],
  heading = "There is a problem",
}: {
  id: string;
  message: string;
  links?: readonly RefusalLink[];
  heading?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // English at its source: shown in the page's language (decision 0159).
  const show = useShowMessage();
  useEffect(() => {
    // A refusal answered to a post made with JavaScript: the page stays where it was, so the
    // focus (and the screen) moves to the summary, as on a page loaded without JavaScript.
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: "start" });
  }, [message]);
  return (
    <div
      ref={ref}
      className="kf-error-summary"
      tabIndex={-1}
      // The page's HTML opens on the summary; only ever on a page that answers a refused post.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role="group"
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="kf-error-summary__title">
        {show(heading)}
      </h2>
      <p className="kf-error-summary__text">{show(message)}</p>
      {links.length > 0 ? (
        <ul className="kf-error-summary__list">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{show(link.text)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

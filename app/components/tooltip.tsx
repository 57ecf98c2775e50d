// The tooltip (spec §2 'Reusable interface pieces'): a focusable trigger described by the tip
// (aria-describedby), shown by CSS on hover and on keyboard focus, so it needs no JavaScript.
// With JavaScript, Escape hides it (WCAG 1.4.13: dismissible without moving focus).
import { useId, useState, type ReactNode } from "react";

export function Tooltip({
  text,
  label = "More information",
  children,
}: {
  /** The tip. */
  text: string;
  /** The default trigger's name ('More about the season label'). */
  label?: string;
  /** A trigger of your own: gets the tip's id for its aria-describedby. */
  children?: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={`tooltip${dismissed ? " is-dismissed" : ""}`}>
      {children ? (
        children(id)
      ) : (
        <button
          type="button"
          className="tooltip__trigger"
          aria-label={label}
          aria-describedby={id}
          onKeyDown={(event) => {
            if (event.key === "Escape") setDismissed(true);
          }}
          onBlur={() => setDismissed(false)}
          onMouseEnter={() => setDismissed(false)}
        >
          <span aria-hidden="true">i</span>
        </button>
      )}
      <span role="tooltip" id={id} className="tooltip__bubble">
        {text}
      </span>
    </span>
  );
}

// The accordion (spec §2 'Reusable interface pieces'): native <details>/<summary>, so it opens
// and closes by mouse, touch and keyboard with no JavaScript at all.
import type { ReactNode } from "react";

export function Accordion({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="accordion" role={label ? "group" : undefined} aria-label={label}>
      {children}
    </div>
  );
}

export function AccordionItem({
  title,
  children,
  defaultOpen = false,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  return (
    <details className="accordion__item" open={defaultOpen || undefined}>
      <summary className="accordion__summary">{title}</summary>
      <div className="accordion__body">{children}</div>
    </details>
  );
}

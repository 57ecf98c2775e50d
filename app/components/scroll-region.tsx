// A box that scrolls sideways when its table is wider than a phone: focusable and named, so the
// keyboard can scroll it and a screen reader announces it (axe 'scrollable-region-focusable').
import type { ReactNode } from "react";

export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the box holds, as a screen reader announces it. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

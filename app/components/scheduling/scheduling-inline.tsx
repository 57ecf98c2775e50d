// The inline scheduling widget (spec §2 'Scheduling widget'; §9: 630 px high, at least 320 px
// wide). The server renders a plain link that opens the scheduling page in a new tab, so the
// page works without JavaScript; once the page is hydrated the link becomes the embedded page.
import { useState } from "react";
import { buildSchedulingUrl, type SchedulingEvent } from "~/services/scheduling/widget";
import { useHydrated } from "../use-hydrated";
import {
  BOOK_A_CALL,
  SchedulingFrame,
  SchedulingUnavailable,
  type SchedulingWidgetProps,
} from "./scheduling-frame";

/** Page heights under this are the provider's first reports before it has drawn: ignored. */
const MIN_REPORTED_HEIGHT_PX = 100;

export interface SchedulingInlineProps extends SchedulingWidgetProps {
  /** The text of the link shown without JavaScript. */
  linkLabel?: string;
  /** Follow the page's reported height (the 'page height' event). Default true. */
  resize?: boolean;
  className?: string;
}

export function SchedulingInline({
  url,
  prefill,
  pageSettings,
  utm,
  onEvent,
  fallback = <SchedulingUnavailable />,
  linkLabel = BOOK_A_CALL,
  resize = true,
  className,
}: SchedulingInlineProps) {
  const hydrated = useHydrated();
  const [height, setHeight] = useState<number | null>(null);
  if (!url) return <>{fallback}</>;

  const classes = ["scheduling-inline", className ?? ""].filter(Boolean).join(" ");
  if (!hydrated) {
    const linkUrl = buildSchedulingUrl(url, { prefill, pageSettings, utm });
    return (
      <div className={`${classes} scheduling-inline--link`}>
        <a
          className="button button--primary"
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {linkLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    );
  }

  const src = buildSchedulingUrl(url, { embedType: "Inline", prefill, pageSettings, utm });
  const handle = (event: SchedulingEvent) => {
    if (resize && event.event === "calendly.page_height" && event.height !== null) {
      if (event.height >= MIN_REPORTED_HEIGHT_PX) setHeight(Math.ceil(event.height));
    }
    onEvent?.(event);
  };
  // Set through the DOM after hydration (not server-rendered), so the CSP's style-src allows it.
  return (
    <div className={classes} style={height ? { height: `${height}px` } : undefined}>
      <SchedulingFrame key={src} src={src} baseUrl={url} onEvent={handle} />
    </div>
  );
}

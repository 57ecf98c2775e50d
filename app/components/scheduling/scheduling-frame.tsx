// The embedded scheduling page: an iframe with the kit spinner over it until the page has loaded
// (spec §4 'Widgets': 'A loading spinner shows until the embedded page loads'), and the window
// messages it sends, accepted only from the provider's origin (spec §4, §5).
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import {
  parseSchedulingEvent,
  schedulingOrigin,
  type SchedulingEvent,
  type SchedulingPageSettings,
  type SchedulingPrefill,
  type SchedulingUtm,
} from "~/services/scheduling/widget";
import { useOperator } from "~/components/operator";

/** What every scheduling widget takes. */
export interface SchedulingWidgetProps {
  /** The scheduling page (SCHEDULING_URL from the loader); null when none is configured. */
  url: string | null | undefined;
  /** spec §3 'Scheduling prefill' (prefillFromViewer(user) for the signed-in person). */
  prefill?: SchedulingPrefill | null;
  /** spec §3 'Scheduling page settings'. */
  pageSettings?: SchedulingPageSettings;
  /** spec §3: the utm fields and salesforce_uuid. */
  utm?: SchedulingUtm;
  /** Each event the embedded page reports (spec §4 'Widgets'). */
  onEvent?: (event: SchedulingEvent) => void;
  /**
   * Shown instead of the widget when no scheduling URL is configured
   * (docs/decisions/0050-scheduling-without-url.md). null shows nothing.
   */
  fallback?: ReactNode;
}

export const BOOK_A_CALL = "Book a call";
export const UNAVAILABLE_TEXT = "Booking a call is not available yet.";

/** The note shown where the widget would be when no scheduling URL is configured. */
export function SchedulingUnavailable() {
  const { email } = useOperator();
  return (
    <p className="scheduling-unavailable">
      {UNAVAILABLE_TEXT} E-mail us at <a href={`mailto:${email}`}>{email}</a> and we will arrange a
      call with you.
    </p>
  );
}

/**
 * Calls `handler` with each scheduling event posted to this window by the provider's page (and,
 * when the message says which window sent it, only by the iframe in `frame`, so two widgets on a
 * page do not hear each other).
 */
export function useSchedulingEvents(
  baseUrl: string | null | undefined,
  frame: RefObject<HTMLIFrameElement | null>,
  handler: ((event: SchedulingEvent) => void) | undefined,
) {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const origin = baseUrl ? schedulingOrigin(baseUrl) : null;
  useEffect(() => {
    if (!origin) return;
    const onMessage = (message: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (own && message.source && message.source !== own) return;
      const event = parseSchedulingEvent(message, origin);
      if (event) handlerRef.current?.(event);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, frame]);
}

export interface SchedulingFrameProps {
  /** The embedded page's full URL (buildSchedulingUrl with an embed type). */
  src: string;
  /** The configured scheduling URL: its origin is the only one whose messages count. */
  baseUrl: string;
  onEvent?: (event: SchedulingEvent) => void;
  title?: string;
}

/** The iframe and its spinner. Remount it (key={src}) when the URL changes. */
export function SchedulingFrame({
  src,
  baseUrl,
  onEvent,
  title = BOOK_A_CALL,
}: SchedulingFrameProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useSchedulingEvents(baseUrl, frame, onEvent);
  return (
    <div
      className={loaded ? "scheduling-frame" : "scheduling-frame is-loading"}
      aria-busy={!loaded}
    >
      {loaded ? null : (
        <div className="scheduling-frame__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading the booking page…</span>
        </div>
      )}
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="scheduling-frame__iframe"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

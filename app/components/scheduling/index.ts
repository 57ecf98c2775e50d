// The appointment-scheduling widget (spec §2 'Scheduling widget', §3 'Scheduling prefill' and
// 'Scheduling page settings', §4 'Widgets', §5 'Scheduling embed', §7, §9). Three forms:
//
//   <SchedulingInline>  the page embedded in the page, 630 px high (min width 320 px)
//   <SchedulingPopup>   a button opening the page in a modal (close button, overlay, Escape)
//   <SchedulingBadge>   a floating 'Schedule time with me' badge opening the same modal
//
// Each shows a spinner until the embedded page has loaded; without JavaScript each is a plain
// link that opens the scheduling page (with the prefill) in a new tab. No provider script is
// loaded: the page is an iframe (docs/decisions/0049-scheduling-widget-iframe.md), allowed by
// the CSP's frame-src for SCHEDULING_URL's origin only.
//
// How a page uses it (e.g. /profile/journey_start):
//
//   import { prefillFromViewer } from "~/services/scheduling/widget";
//   import { SchedulingInline, schedulingLinks } from "~/components/scheduling";
//
//   export const links: LinksFunction = () => [...schedulingLinks()];
//
//   export async function loader({ request }: LoaderFunctionArgs) {
//     const ctx = await requireProfileContext(request);
//     return {
//       // Unset (no SCHEDULING_URL): the widget shows 'Booking a call is not available yet.
//       // E-mail us at …' instead (docs/decisions/0050-scheduling-without-url.md).
//       schedulingUrl: getEnv().SCHEDULING_URL ?? null,
//       schedulingPrefill: prefillFromViewer(ctx.user),   // name, first/last name, e-mail
//     };
//   }
//
//   const { schedulingUrl, schedulingPrefill } = useLoaderData<typeof loader>();
//   <SchedulingInline url={schedulingUrl} prefill={schedulingPrefill} />
//   // or <SchedulingPopup url={schedulingUrl} prefill={schedulingPrefill} label="Book an onboarding call" />
//   // or <SchedulingBadge url={schedulingUrl} prefill={schedulingPrefill} branding />
//
// Optional props on all three: pageSettings ({ primaryColor: "#2e6b43", hideGdprBanner: true, … }),
// utm ({ utmSource: "veld", utmCampaign: "onboarding", … }), onEvent (each event the embedded
// page reports, e.g. event.event === "calendly.event_scheduled" to thank the person), and
// fallback (what to show without a URL; null for nothing; the badge shows nothing by default).
// The popup attaches to document.body, or to rootElement when given (undefined there fails with
// 'root element cannot be undefined', spec §5).
import type { HtmlLinkDescriptor } from "@remix-run/react";
import styles from "~/styles/scheduling.css?url";

export { SchedulingInline, type SchedulingInlineProps } from "./scheduling-inline";
export {
  SchedulingBadge,
  SchedulingPopup,
  type SchedulingBadgeProps,
  type SchedulingPopupProps,
} from "./scheduling-popup";
export {
  BOOK_A_CALL,
  SchedulingUnavailable,
  UNAVAILABLE_TEXT,
  useSchedulingEvents,
  type SchedulingWidgetProps,
} from "./scheduling-frame";
export type { SchedulingEvent } from "~/services/scheduling/widget";

/** The widget's stylesheet, for the `links` of the page that shows it. */
export function schedulingLinks(): HtmlLinkDescriptor[] {
  return [{ rel: "stylesheet", href: styles }];
}

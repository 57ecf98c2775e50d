// /dev/kit/scheduling: the appointment-scheduling widget (spec §2 'Scheduling widget') in its
// three forms, for developers. It embeds SCHEDULING_URL when one is configured, otherwise a
// placeholder address that never resolves. The e2e server configures that same address and
// serves a fake page there.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import {
  SchedulingBadge,
  SchedulingInline,
  schedulingLinks,
  SchedulingPopup,
  SchedulingUnavailable,
  type SchedulingEvent,
} from "~/components/scheduling";
import { getEnv } from "~/env.server";
import { requireCatalogueEnabled } from "~/services/kit/forms/catalogue.server";

/** Where the catalogue points without SCHEDULING_URL (.example never resolves). */
const PLACEHOLDER_URL = "https://scheduling.example/veld/onboarding";

export const links: LinksFunction = () => [...schedulingLinks()];

export const meta: MetaFunction = () => [{ title: "Scheduling widget · Interface kit · Veld" }];

export async function loader(_args: LoaderFunctionArgs) {
  requireCatalogueEnabled();
  const configured = getEnv().SCHEDULING_URL ?? null;
  return {
    schedulingUrl: configured ?? PLACEHOLDER_URL,
    configured: configured !== null,
    // Made-up prefill: the catalogue shows no real person's data.
    prefill: {
      name: "Thandi Nkosi",
      firstName: "Thandi",
      lastName: "Nkosi",
      email: "farmer@veld.example",
    },
  };
}

export default function SchedulingCatalogue() {
  const { schedulingUrl, configured, prefill } = useLoaderData<typeof loader>();
  const [events, setEvents] = useState<string[]>([]);
  const record = (event: SchedulingEvent) =>
    setEvents((list) => [
      ...list,
      event.event === "calendly.page_height" ? `${event.event} (${event.height}px)` : event.event,
    ]);
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">Scheduling widget</h1>
      <p>
        {configured
          ? "The scheduling page configured in SCHEDULING_URL, prefilled with a made-up person."
          : `No SCHEDULING_URL is configured: the widgets point at a placeholder (${schedulingUrl}), which does not load.`}
      </p>

      <section className="kit-section" aria-labelledby="inline-title">
        <h2 id="inline-title">Inline</h2>
        <SchedulingInline url={schedulingUrl} prefill={prefill} onEvent={record} />
      </section>

      <section className="kit-section" aria-labelledby="popup-title">
        <h2 id="popup-title">Popup</h2>
        <SchedulingPopup
          url={schedulingUrl}
          prefill={prefill}
          label="Book an onboarding call"
          onEvent={record}
        />
      </section>

      <section className="kit-section" aria-labelledby="unavailable-title">
        <h2 id="unavailable-title">Without a scheduling URL</h2>
        <SchedulingUnavailable />
      </section>

      <section className="kit-section" aria-labelledby="events-title">
        <h2 id="events-title">Events reported</h2>
        <ol aria-label="Scheduling events" className="scheduling-events">
          {events.map((name, i) => (
            <li key={i}>{name}</li>
          ))}
        </ol>
      </section>

      <SchedulingBadge url={schedulingUrl} prefill={prefill} branding onEvent={record} />
    </article>
  );
}

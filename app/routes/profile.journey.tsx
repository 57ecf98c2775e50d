// /profile/journey (spec §2 '/profile': journey, with its children): the step progress bar above
// every journey page, and for a step ahead of the organisation's progress a locked panel with
// the reason instead of the page (decision 0035). Also mounted under /admin/userView.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { JourneyStatusNote } from "~/components/journey/journey-status";
import { LockedStep } from "~/components/journey/locked-step";
import { StepProgress } from "~/components/step-progress";
import { journeyPageOf } from "~/services/journey/journey-view.server";
import { journeyProgressView, progressBarOf } from "~/services/journey/progress-words";
import { JOURNEY_ROUTES, ROUTE_LABELS, type JourneyRoute } from "~/services/journey/steps";
import { requireProfileContext } from "~/services/profiles/context.server";
import journeyStyles from "~/styles/journey.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journeyStyles }];

export const meta: MetaFunction = () => [{ title: "Your journey · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  if (!context.organisation) return { organisation: null, journey: null };
  const { organisation, state, access } = await journeyPageOf(context);
  const withSearch = (href: string) => `${href}${context.search}`;
  // One model of progress for the bar, /profile/home and the overview (decision 0067).
  const view = journeyProgressView(state.progress, context.basePath);
  return {
    organisation: { name: organisation.name },
    journey: {
      ...progressBarOf(view, withSearch),
      status: state.status,
      next: { label: state.next.label, href: withSearch(state.next.href) },
      access,
    },
  };
}

/** The journey page shown: the path segment after /journey/, if it is one of the pages. */
function pageOf(pathname: string): JourneyRoute | null {
  const match = /\/journey\/([^/]+)/.exec(pathname);
  const segment = match?.[1] ?? "";
  return (JOURNEY_ROUTES as readonly string[]).includes(segment) ? (segment as JourneyRoute) : null;
}

export default function JourneyLayout() {
  const { organisation, journey } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!organisation || !journey) {
    return (
      <section className="notice" aria-labelledby="page-title">
        <h1 id="page-title">Your journey</h1>
        <p>You don&apos;t belong to an organisation yet, so there is no journey to show.</p>
      </section>
    );
  }
  const page = pageOf(pathname);
  const access = page ? journey.access[page] : null;
  return (
    <div className="journey">
      <StepProgress
        steps={journey.stages}
        current={journey.currentStage}
        summary={journey.summary}
        label="Your journey"
      />
      <JourneyStatusNote status={journey.status} />
      {page && access && !access.open ? (
        <LockedStep title={ROUTE_LABELS[page]} reason={access.reason} next={journey.next} />
      ) : (
        <Outlet />
      )}
    </div>
  );
}

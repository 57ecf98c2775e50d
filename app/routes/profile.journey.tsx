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
import {
  JOURNEY_ROUTES,
  ROUTE_LABELS,
  type JourneyRoute,
  type JourneyStatus,
} from "~/services/journey/steps";
import { requireProfileContext } from "~/services/profiles/context.server";
import { TranslationsProvider, useT } from "~/components/i18n";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { JOURNEY_NAMESPACE, journeyWords } from "~/services/journey/journey-words.server";
import { requestLanguage } from "~/services/kit/language.server";
import journeyStyles from "~/styles/journey.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journeyStyles }];

export const meta: MetaFunction = () => [{ title: "Your journey · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireProfileContext(request);
  // The bar, the status and the locked step in the person's language (issue 33; journey.po).
  const language = requestLanguage(request, context.viewer);
  const translations = translationsFor(language, [JOURNEY_NAMESPACE]);
  if (!context.organisation) return { organisation: null, journey: null, translations };
  const { organisation, state, access } = await journeyPageOf(context);
  const words = journeyWords(language);
  const withSearch = (href: string) => `${href}${context.search}`;
  // One model of progress for the bar, /profile/home and the overview (decision 0067).
  const view = words.view(journeyProgressView(state.progress, context.basePath));
  return {
    organisation: { name: organisation.name },
    journey: {
      ...progressBarOf(view, withSearch),
      status: translatedStatus(state.status, words.text),
      next: { label: words.text(state.next.label), href: withSearch(state.next.href) },
      access: Object.fromEntries(
        Object.entries(access).map(([page, a]) => [
          page,
          a.open ? a : { ...a, reason: words.text(a.reason) },
        ]),
      ) as typeof access,
      titles: Object.fromEntries(
        Object.entries(ROUTE_LABELS).map(([page, label]) => [page, words.text(label)]),
      ) as typeof ROUTE_LABELS,
    },
    translations,
  };
}

/** The status note's texts in the language (an admin's reason stays as they typed it). */
function translatedStatus(status: JourneyStatus, text: (english: string) => string): JourneyStatus {
  if (status.kind === "declined")
    return { ...status, summary: text(status.summary), message: text(status.message) };
  if (status.kind === "awaitingReview") return { ...status, message: text(status.message) };
  return status;
}

/** The journey page shown: the path segment after /journey/, if it is one of the pages. */
function pageOf(pathname: string): JourneyRoute | null {
  const match = /\/journey\/([^/]+)/.exec(pathname);
  const segment = match?.[1] ?? "";
  return (JOURNEY_ROUTES as readonly string[]).includes(segment) ? (segment as JourneyRoute) : null;
}

export default function JourneyLayout() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <JourneyFrame />
    </TranslationsProvider>
  );
}

function JourneyFrame() {
  const { organisation, journey } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const t = useT();
  if (!organisation || !journey) {
    return (
      <section className="notice" aria-labelledby="page-title">
        <h1 id="page-title">{t("journey.title")}</h1>
        <p>{t("journey.noOrganisation")}</p>
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
        label={t("journey.title")}
        stateTexts={{
          complete: t("journey.stateCompleted"),
          current: t("journey.stateCurrent"),
          upcoming: t("journey.stateNotStarted"),
        }}
      />
      <JourneyStatusNote status={journey.status} />
      {page && access && !access.open ? (
        <LockedStep title={journey.titles[page]} reason={access.reason} next={journey.next} />
      ) : (
        <Outlet />
      )}
    </div>
  );
}

// Where the active organisation stands in the journey (spec §4 'Journey steps') and the one
// thing to do next, from app/services/journey/progress.server.ts's loadJourneyState.
import { Link } from "@remix-run/react";
import { StepProgress } from "~/components/step-progress";
import { useT } from "~/components/i18n";

export interface JourneySummaryView {
  stages: readonly { label: string; shortLabel?: string; href?: string }[];
  currentStage: number;
  /** 'Step 4 of 10: Contracting details', from journeyProgressView (decision 0067). */
  summary?: string;
  status: { kind: string; message?: string };
  next: { label: string; href: string };
}

export function JourneySummary({
  organisationName,
  journey,
}: {
  organisationName: string;
  journey: JourneySummaryView;
}) {
  // /profile/home's (journey.po: `home.*`, and the bar's `journey.*`).
  const t = useT();
  return (
    <section className="org-panel" aria-labelledby="journey-heading">
      <h2 id="journey-heading">{t("home.journeyHeading", { organisation: organisationName })}</h2>
      {/* What to do next before the ten steps' progress, so it is in a phone's first screen. */}
      <div className="org-next">
        {journey.status.message ? <p>{journey.status.message}</p> : null}
        <p>
          <strong>{t("home.next")}</strong>{" "}
          <Link to={journey.next.href} className="button button--primary">
            {journey.next.label}
          </Link>
        </p>
      </div>
      <StepProgress
        steps={journey.stages}
        current={journey.currentStage}
        summary={journey.summary}
        label={t("home.journeyProgress")}
        stateTexts={{
          complete: t("journey.stateCompleted"),
          current: t("journey.stateCurrent"),
          upcoming: t("journey.stateNotStarted"),
        }}
      />
    </section>
  );
}

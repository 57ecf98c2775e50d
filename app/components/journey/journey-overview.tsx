// /profile/journey's overview: the same ten steps as the progress bar above it, numbered the same
// way, each with its state (done, now, open, locked with the reason), the parts of a step of
// several parts, and the next action. One model of progress: journeyProgressView
// (app/services/journey/progress-words.ts, decision 0067), so the overview and the bar's
// 'Step N of 10' can never disagree.
import { Link } from "@remix-run/react";
import { useT } from "~/components/i18n";
import type { JourneyStageView, StageState } from "~/services/journey/progress-words";

/** Each state's word (journey.po): `journey.state.<state>`. */
const STATE_KEYS: Record<StageState, string> = {
  done: "journey.stateDone",
  current: "journey.stateNow",
  open: "journey.stateOpen",
  locked: "journey.locked",
};

export function JourneyOverview({
  stages,
  summary,
  next,
  search,
}: {
  stages: readonly JourneyStageView[];
  summary: string;
  next: { label: string; href: string };
  search: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="page-title" className="journey-overview">
      <h1 id="page-title">{t("journey.title")}</h1>
      <p>{t("journey.overviewLead")}</p>
      <p className="journey-overview__summary">{summary}</p>
      <p>
        <Link className="button button--primary" to={next.href}>
          {next.label}
        </Link>
      </p>
      <h2>{t("journey.theSteps", { count: stages.length })}</h2>
      <ol className="journey-steps">
        {stages.map((stage, index) => (
          <li
            key={stage.label}
            className={`journey-steps__item is-${stage.state}`}
            aria-current={stage.state === "current" ? "step" : undefined}
          >
            <span className="journey-steps__state">{t(STATE_KEYS[stage.state])}</span>
            <span>
              <span className="journey-steps__number">
                {t("journey.stepNumber", { number: index + 1 })}{" "}
              </span>
              {stage.href && stage.state !== "locked" ? (
                <Link to={`${stage.href}${search}`}>{stage.label}</Link>
              ) : (
                <span>{stage.label}</span>
              )}
              {stage.reason ? (
                <span className="journey-steps__reason">
                  {lockedBehindLocked(stages, index)
                    ? t("journey.opensAfter", { step: stages[index - 1]!.label })
                    : stage.reason}
                </span>
              ) : null}
              {stage.parts.length > 0 && stage.state !== "locked" ? (
                <ul className="journey-steps__parts">
                  {stage.parts.map((part) => (
                    <li key={part.label} className={part.done ? "is-done" : "is-todo"}>
                      {part.label}: {part.done ? t("journey.partDone") : t("journey.partToDo")}
                    </li>
                  ))}
                </ul>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A locked step after another locked one: its reason would only repeat the one above it. */
function lockedBehindLocked(stages: readonly { state: string; reason?: string }[], index: number) {
  const previous = stages[index - 1];
  return stages[index]!.state === "locked" && previous?.state === "locked" && !!previous.reason;
}

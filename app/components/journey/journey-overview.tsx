// /profile/journey's overview: the same ten steps as the progress bar above it, numbered the same
// way, each with its state (done, now, open, locked with the reason), the parts of a step of
// several parts, and the next action. One model of progress: journeyProgressView
// (app/services/journey/progress-words.ts, decision 0067), so the overview and the bar's
// 'Step N of 10' can never disagree.
import { Link } from "@remix-run/react";
import type { JourneyStageView, StageState } from "~/services/journey/progress-words";

const STATE_LABELS: Record<StageState, string> = {
  done: "Done",
  current: "Now",
  open: "Open",
  locked: "Locked",
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
  return (
    <section aria-labelledby="page-title" className="journey-overview">
      <h1 id="page-title">Your journey</h1>
      <p>
        The journey takes your organisation from your first interest to a signed carbon-credit
        contract, and then through mapping your fields, an implementation plan, practice data and
        evidence to our feedback. Each step opens when the one before it is done.
      </p>
      <p className="journey-overview__summary">{summary}</p>
      <p>
        <Link className="button button--primary" to={next.href}>
          {next.label}
        </Link>
      </p>
      <h2>The {stages.length} steps</h2>
      <ol className="journey-steps">
        {stages.map((stage, index) => (
          <li
            key={stage.label}
            className={`journey-steps__item is-${stage.state}`}
            aria-current={stage.state === "current" ? "step" : undefined}
          >
            <span className="journey-steps__state">{STATE_LABELS[stage.state]}</span>
            <span>
              <span className="journey-steps__number">Step {index + 1}: </span>
              {stage.href && stage.state !== "locked" ? (
                <Link to={`${stage.href}${search}`}>{stage.label}</Link>
              ) : (
                <span>{stage.label}</span>
              )}
              {stage.reason ? (
                <span className="journey-steps__reason">
                  {lockedBehindLocked(stages, index)
                    ? `Opens after ${stages[index - 1]!.label}.`
                    : stage.reason}
                </span>
              ) : null}
              {stage.parts.length > 0 && stage.state !== "locked" ? (
                <ul className="journey-steps__parts">
                  {stage.parts.map((part) => (
                    <li key={part.label} className={part.done ? "is-done" : "is-todo"}>
                      {part.label}: {part.done ? "done" : "to do"}
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

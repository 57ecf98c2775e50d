// /profile/journey's overview: every journey step with its state (done, current, open, locked
// with the reason) and the next action.
import { Link } from "@remix-run/react";
import type { JourneyStepState, StepStateName } from "~/services/journey/steps";

const STATE_LABELS: Record<StepStateName, string> = {
  done: "Done",
  current: "Now",
  open: "Open",
  locked: "Locked",
};

export function JourneyOverview({
  steps,
  next,
  search,
}: {
  steps: readonly JourneyStepState[];
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
      <p>
        <Link className="button button--primary" to={next.href}>
          {next.label}
        </Link>
      </p>
      <h2>The steps</h2>
      <ol className="journey-steps">
        {steps.map((step, index) => (
          <li
            key={step.step}
            className={`journey-steps__item is-${step.state}`}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="journey-steps__state">{STATE_LABELS[step.state]}</span>
            <span>
              {step.href && step.state !== "locked" ? (
                <Link to={`${step.href}${search}`}>{step.label}</Link>
              ) : (
                <span>{step.label}</span>
              )}
              {step.reason ? (
                <span className="journey-steps__reason">
                  {lockedBehindLocked(steps, index)
                    ? `Opens after ${steps[index - 1]!.label}.`
                    : step.reason}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A locked step after another locked one: its reason would only repeat the one above it. */
function lockedBehindLocked(steps: readonly { state: string; reason?: string }[], index: number) {
  const previous = steps[index - 1];
  return steps[index]!.state === "locked" && previous?.state === "locked" && !!previous.reason;
}

// The step progress bar (spec §2 'Reusable interface pieces'): an ordered list of steps, those
// before the current one complete, the current one marked aria-current="step".
import { Link } from "@remix-run/react";

export type StepState = "complete" | "current" | "upcoming";

export interface Step {
  label: string;
  /** A completed or current step may link to its page. */
  href?: string;
}

/** The state of step `index` when step `current` (from 0) is the one being done. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return "complete";
  return index === current ? "current" : "upcoming";
}

const STATE_TEXT: Record<StepState, string> = {
  complete: "completed",
  current: "current step",
  upcoming: "not started",
};

export function StepProgress({
  steps,
  current,
  label = "Progress",
}: {
  steps: readonly Step[];
  /** Index of the current step, from 0; steps.length means every step is complete. */
  current: number;
  label?: string;
}) {
  const shown = Math.min(Math.max(current, 0), steps.length);
  const summary =
    shown >= steps.length
      ? `All ${steps.length} steps complete`
      : `Step ${shown + 1} of ${steps.length}: ${steps[shown]?.label ?? ""}`;
  return (
    <nav className="step-progress" aria-label={label}>
      <p className="step-progress__summary">{summary}</p>
      <ol className="step-progress__list">
        {steps.map((step, index) => {
          const state = stepState(index, shown);
          const text = (
            <>
              <span className="step-progress__marker" aria-hidden="true">
                {state === "complete" ? "✓" : index + 1}
              </span>
              <span className="step-progress__label">{step.label}</span>
              <span className="visually-hidden"> ({STATE_TEXT[state]})</span>
            </>
          );
          return (
            <li
              key={step.label}
              className={`step-progress__step is-${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              {step.href && state !== "upcoming" ? (
                <Link to={step.href} className="step-progress__link">
                  {text}
                </Link>
              ) : (
                <span className="step-progress__link">{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

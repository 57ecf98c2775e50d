// The step progress bar (spec §2 'Reusable interface pieces'): an ordered list of steps, those
// before the current one complete, the current one marked aria-current="step".
import { Link } from "@remix-run/react";

export type StepState = "complete" | "current" | "upcoming";

export interface Step {
  label: string;
  /**
   * One whole word shown in the bar where the full label would not fit (issue 13: labels never
   * break inside a word); the full label stays for screen readers and in the summary line.
   */
  shortLabel?: string;
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
  summary: givenSummary,
  stateTexts = STATE_TEXT,
}: {
  steps: readonly Step[];
  /** Index of the current step, from 0; steps.length means every step is complete. */
  current: number;
  label?: string;
  /** The line above the bar, when the caller's model words it (the journey's, decision 0067). */
  summary?: string;
  /** What screen readers hear after each step ("completed"…; the caller translates them). */
  stateTexts?: Record<StepState, string>;
}) {
  const shown = Math.min(Math.max(current, 0), steps.length);
  const summary =
    givenSummary ??
    (shown >= steps.length
      ? `All ${steps.length} steps complete`
      : `Step ${shown + 1} of ${steps.length}: ${steps[shown]?.label ?? ""}`);
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
              <span className="step-progress__label">
                {step.shortLabel && step.shortLabel !== step.label ? (
                  <>
                    <span aria-hidden="true">{step.shortLabel}</span>
                    <span className="visually-hidden">{step.label}</span>
                  </>
                ) : (
                  step.label
                )}
              </span>
              <span className="visually-hidden"> ({stateTexts[state]})</span>
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

// The practice data step's progress box and its submit form (issue 15; decision 0076): for each
// required season, how many of its included fields have their season recorded and which not.
import { Form } from "@remix-run/react";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDateTime } from "~/services/kit/format";
import { PRACTICE_SUBMIT_INTENT } from "~/services/practice/intents";

export interface SeasonProgressView {
  season: number;
  label: string;
  total: number;
  recorded: number;
  missing: { id: string; name: string }[];
}

export function SeasonProgressBox({
  progress,
  complete,
}: {
  progress: readonly SeasonProgressView[];
  complete: boolean;
}) {
  return (
    <section className="pd-progress" aria-labelledby="pd-progress-title" data-testid="pd-progress">
      <h2 id="pd-progress-title">What is recorded</h2>
      <ul className="pd-progress__list">
        {progress.map((season) => (
          <li key={season.season} className={season.missing.length === 0 ? "is-done" : undefined}>
            <strong>{season.label}</strong>: {season.recorded} of {season.total}{" "}
            {season.total === 1 ? "field has its" : "fields have their"} season recorded
            {season.missing.length > 0 ? (
              <span className="pd-progress__missing">
                {" "}
                — not yet: {season.missing.map((field) => field.name).join(", ")}
              </span>
            ) : null}
            .
          </li>
        ))}
      </ul>
      {complete ? (
        <p className="pd-progress__note">Every field has every season recorded.</p>
      ) : null}
    </section>
  );
}

export function PracticeSubmit({
  action,
  canEdit,
  submittedAt,
  error,
}: {
  action: string;
  canEdit: boolean;
  submittedAt: string | null;
  error?: string | null | undefined;
}) {
  return (
    <section className="pd-submit" aria-labelledby="pd-submit-title">
      <h2 id="pd-submit-title">Submit practice data</h2>
      {submittedAt ? (
        <p>
          You submitted your practice data on {formatDateTime(submittedAt)}. You can still change
          it: record the current season as it happens.
        </p>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert" data-testid="pd-submit-refusal">
          {error}
        </p>
      ) : null}
      {canEdit ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={PRACTICE_SUBMIT_INTENT} />
          {submittedAt ? null : (
            <p>
              When every field has its baseline seasons and the programme&apos;s first season
              recorded, submit your practice data and the journey moves on to your evidence.
            </p>
          )}
          <SpinnerButton>
            {submittedAt ? "Submit practice data again" : "Submit practice data"}
          </SpinnerButton>
        </Form>
      ) : submittedAt ? null : (
        <p>The owner, farm staff or the agri consultant submits the practice data.</p>
      )}
    </section>
  );
}

// The practice data step's progress box and its submit form (issue 15; decision 0076): for each
// required season, how many of its included fields have their season recorded and which not.
import { Form } from "@remix-run/react";
import { useT } from "~/components/i18n";
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
  const t = useT();
  return (
    <section className="pd-progress" aria-labelledby="pd-progress-title" data-testid="pd-progress">
      <h2 id="pd-progress-title">{t("practice.progressTitle")}</h2>
      <ul className="pd-progress__list">
        {progress.map((season) => (
          <li key={season.season} className={season.missing.length === 0 ? "is-done" : undefined}>
            <strong>{season.label}</strong>:{" "}
            {t("practice.progressRecorded", { recorded: season.recorded, total: season.total })}
            {season.missing.length > 0 ? (
              <span className="pd-progress__missing">
                {" "}
                {t("practice.progressMissing", {
                  fields: season.missing.map((field) => field.name).join(", "),
                })}
              </span>
            ) : null}
            .
          </li>
        ))}
      </ul>
      {complete ? <p className="pd-progress__note">{t("practice.progressComplete")}</p> : null}
    </section>
  );
}

export function PracticeSubmit({
  action,
  canEdit,
  submittedAt,
  error,
  submittedOn,
}: {
  action: string;
  canEdit: boolean;
  submittedAt: string | null;
  /** When it was submitted, in the page's language (the loader's); else the kit's English. */
  submittedOn?: string | null;
  error?: string | null | undefined;
}) {
  const t = useT();
  return (
    <section className="pd-submit" aria-labelledby="pd-submit-title">
      <h2 id="pd-submit-title">{t("practice.submitTitle")}</h2>
      {submittedAt ? (
        <p>{t("practice.submittedOn", { date: submittedOn ?? formatDateTime(submittedAt) })}</p>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert" data-testid="pd-submit-refusal">
          {error}
        </p>
      ) : null}
      {canEdit ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={PRACTICE_SUBMIT_INTENT} />
          {submittedAt ? null : <p>{t("practice.submitHint")}</p>}
          <SpinnerButton>
            {submittedAt ? t("practice.submitAgain") : t("practice.submitTitle")}
          </SpinnerButton>
        </Form>
      ) : submittedAt ? null : (
        <p>{t("practice.submitWho")}</p>
      )}
    </section>
  );
}

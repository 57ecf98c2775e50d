// The job application form (spec §3 'Application form fields', §5 'Application and job forms').
// A real multipart <form method="post"> that works without JavaScript (the /jobs pages have none,
// decision 0012): every field is always shown, the notice period says when it applies and the
// server ignores it otherwise. Field names are the spec's. Labels, hints, choices and buttons in
// the page's language (issue 33, namespace `jobs`); the validation messages are translated
// where they are shown.
import { FieldFromSpec } from "~/components/form/form-builder";
import { useT, type Translate } from "~/components/i18n";
import { KitForm } from "~/components/form/kit-form";
import { SubmitButton } from "~/components/form/submit-button";
import type { BotWidget } from "~/services/jobs/bot-protection";
import { APPLICATION_FIELDS, APPLICATION_INTENT } from "~/services/jobs/application-form";
import { applicationValidator } from "./application-validator";
import { postingHref } from "~/services/jobs/public-postings";
import { BotWidgetSlot, Honeypot } from "./bot-check";
import { richMessage } from "~/components/rich-message";
import { CvField } from "./cv-field";

type Spec = (typeof APPLICATION_FIELDS)[number];
type FieldName = Spec["name"];
type Fields = { [N in FieldName]: Extract<Spec, { name: N }> };

/**
 * The spec's fields with their label, hint and choices in the page's language:
 * `jobs.field.<name>` (and `.hint`), `jobs.<name>.<value>` for a dropdown's choices.
 */
function translatedFields(t: Translate): Fields {
  const translated = APPLICATION_FIELDS.map((field) => ({
    ...field,
    label: t(`jobs.field.${field.name}`),
    ...("hint" in field ? { hint: t(`jobs.field.${field.name}.hint`) } : {}),
    ...("options" in field
      ? {
          options: field.options.map((option) => ({
            ...option,
            label: t(`jobs.${field.name}.${option.value}`),
          })),
        }
      : {}),
  }));
  return Object.fromEntries(translated.map((f) => [f.name, f])) as unknown as Fields;
}

export interface ApplicationFormProps {
  job: { id: string; title: string };
  maxUploadBytes: number;
  botWidget: BotWidget | null;
}

export function ApplicationForm({ job, maxUploadBytes, botWidget }: ApplicationFormProps) {
  const t = useT();
  const FIELD = translatedFields(t);
  /** Every field, for the error summary's links: the spec's list and the CV (cv-field.tsx). */
  const summaryFields = [...Object.values(FIELD), { name: "cv", label: t("jobs.field.cv") }];
  /** The error summary's heading: what did not happen, and how many answers to correct. */
  const refusedHeading = (count: number) => t("jobs.refused", { count: Math.max(count, 0) });
  return (
    <KitForm
      intent={APPLICATION_INTENT}
      validator={applicationValidator}
      // Without JavaScript the answer to a refused post opens at the form, not the page's top.
      action={`${postingHref(job.id)}#apply`}
      encType="multipart/form-data"
      className="job-form"
      fields={summaryFields}
      refusedHeading={refusedHeading}
    >
      <p className="job-form__note">{t("jobs.form.note")}</p>
      {/* spec §3 'job: the position, read-only': shown, its id posted as `job`. */}
      <div className="kf-field kf-field--text">
        <label htmlFor="job-title" className="kf-field__label">
          {t("jobs.field.job")}
        </label>
        <input id="job-title" className="kf-input" value={job.title} readOnly />
        <input type="hidden" name="job" value={job.id} />
      </div>

      <FieldFromSpec field={FIELD.firstName} />
      <FieldFromSpec field={FIELD.surname} />
      <FieldFromSpec field={FIELD.email} />
      <FieldFromSpec field={FIELD.phoneNumber} />
      <FieldFromSpec field={FIELD.gender} />
      <FieldFromSpec field={FIELD.race} hint={<RaceHint t={t} />} />
      <FieldFromSpec field={FIELD.highestQualification} />
      <FieldFromSpec field={FIELD.salary} />
      <FieldFromSpec field={FIELD.employmentStatus} />
      <FieldFromSpec field={FIELD.noticePeriod} hint={t("jobs.field.noticePeriod.hint")} />
      <FieldFromSpec field={FIELD.linkedin} />
      <CvField maxBytes={maxUploadBytes} />
      <FieldFromSpec field={FIELD.motivation} />

      <Honeypot />
      <BotWidgetSlot widget={botWidget} />
      <p className="job-form__consent">
        {richMessage(t, "jobs.form.consent", {
          policy: <a href="/privacy-policy">{t("jobs.form.privacyPolicy")}</a>,
        })}
      </p>
      <SubmitButton>{t("jobs.form.apply")}</SubmitButton>
    </KitForm>
  );
}

/** Why race is asked (POPIA: special personal information; decision 0031). */
function RaceHint({ t }: { t: Translate }) {
  return (
    <>
      {t("jobs.field.race.hint")}{" "}
      <a href="/privacy-policy#special-information">{t("jobs.field.race.howWeProtect")}</a>
    </>
  );
}

// The job application form (spec §3 'Application form fields', §5 'Application and job forms').
// A real multipart <form method="post"> that works without JavaScript (the /jobs pages have none,
// decision 0012): every field is always shown, the notice period says when it applies and the
// server ignores it otherwise. Field names are the spec's.
import { FieldFromSpec } from "~/components/form/form-builder";
import { KitForm } from "~/components/form/kit-form";
import { SubmitButton } from "~/components/form/submit-button";
import type { BotWidget } from "~/services/jobs/bot-protection";
import {
  APPLICATION_FIELDS,
  APPLICATION_INTENT,
  NOTICE_PERIOD_HINT,
} from "~/services/jobs/application-form";
import { applicationValidator } from "./application-validator";
import { postingHref } from "~/services/jobs/public-postings";
import { BotWidgetSlot, Honeypot } from "./bot-check";
import { CvField } from "./cv-field";

type FieldName = (typeof APPLICATION_FIELDS)[number]["name"];
const FIELD = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f.name, f])) as {
  [N in FieldName]: Extract<(typeof APPLICATION_FIELDS)[number], { name: N }>;
};

/** Every field, for the error summary's links: the spec's list and the CV (cv-field.tsx). */
const SUMMARY_FIELDS = [...APPLICATION_FIELDS, { name: "cv", label: "CV" }];

export interface ApplicationFormProps {
  job: { id: string; title: string };
  maxUploadBytes: number;
  botWidget: BotWidget | null;
}

export function ApplicationForm({ job, maxUploadBytes, botWidget }: ApplicationFormProps) {
  return (
    <KitForm
      intent={APPLICATION_INTENT}
      validator={applicationValidator}
      // Without JavaScript the answer to a refused post opens at the form, not the page's top.
      action={`${postingHref(job.id)}#apply`}
      encType="multipart/form-data"
      className="job-form"
      fields={SUMMARY_FIELDS}
      refusedHeading={refusedHeading}
    >
      <p className="job-form__note">Fields are required unless they say (optional).</p>
      {/* spec §3 'job: the position, read-only': shown, its id posted as `job`. */}
      <div className="kf-field kf-field--text">
        <label htmlFor="job-title" className="kf-field__label">
          Job
        </label>
        <input id="job-title" className="kf-input" value={job.title} readOnly />
        <input type="hidden" name="job" value={job.id} />
      </div>

      <FieldFromSpec field={FIELD.firstName} />
      <FieldFromSpec field={FIELD.surname} />
      <FieldFromSpec field={FIELD.email} />
      <FieldFromSpec field={FIELD.phoneNumber} />
      <FieldFromSpec field={FIELD.gender} />
      <FieldFromSpec field={FIELD.race} hint={<RaceHint />} />
      <FieldFromSpec field={FIELD.highestQualification} />
      <FieldFromSpec field={FIELD.salary} />
      <FieldFromSpec field={FIELD.employmentStatus} />
      <FieldFromSpec field={FIELD.noticePeriod} hint={NOTICE_PERIOD_HINT} />
      <FieldFromSpec field={FIELD.linkedin} />
      <CvField maxBytes={maxUploadBytes} />
      <FieldFromSpec field={FIELD.motivation} />

      <Honeypot />
      <BotWidgetSlot widget={botWidget} />
      <p className="job-form__consent">
        By applying you agree that Veld keeps and uses what you send us to consider you for this
        position, as our <a href="/privacy-policy">privacy policy</a> describes.
      </p>
      <SubmitButton>Apply</SubmitButton>
    </KitForm>
  );
}

/** The error summary's heading: what did not happen, and how many answers to correct. */
function refusedHeading(count: number) {
  if (count <= 0) return "Your application was not sent.";
  return count === 1
    ? "Your application was not sent: please correct the highlighted field below."
    : `Your application was not sent: please correct the ${count} highlighted fields below.`;
}

/** Why race is asked (POPIA: special personal information; decision 0031). */
function RaceHint() {
  return (
    <>
      South Africa&rsquo;s Employment Equity Act requires us to report on the make-up of our
      workforce, so we ask for your race and gender. Race is special personal information: only the
      hiring team sees it and it is never shown outside it. Choose &lsquo;Other&rsquo; if none of
      these describes you. <a href="/privacy-policy#special-information">How we protect it</a>
    </>
  );
}

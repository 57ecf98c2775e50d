// The eligibility and viability questionnaires: an editable form with 'Save draft' and 'Submit
// for review' (works without JavaScript), in short steps once JavaScript runs (decision 0142:
// 'Save draft' on every step, 'Submit for review' on the last), or the submitted answers,
// read-only, with the date and the decision.
import type { ReactNode } from "react";
import type { Validator } from "remix-validated-form";
import { BuilderFields } from "~/components/form/form-builder";
import { FormStep, FormSteps } from "~/components/form/form-steps";
import { KitForm } from "~/components/form/kit-form";
import { SpinnerButton } from "~/components/spinner-button";
import { useLanguage, useT, type Translate } from "~/components/i18n";
import { formatsFor } from "~/services/i18n/format";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import type { FormStepSpec } from "~/services/kit/forms/step-rules";
import { answerText, isAnswerShown, type Answers } from "~/services/journey/questionnaire";
import type { QuestionnaireStatus } from "~/shared/questionnaires";

export interface QuestionnaireData {
  status: QuestionnaireStatus;
  answers: Answers;
  submittedAt: string | null;
  decision: boolean | null;
  editable: boolean;
  canEdit: boolean;
  isUserView: boolean;
}

export function SubmittedAnswers({
  fields,
  answers,
}: {
  fields: readonly FieldSpec[];
  answers: Answers;
}) {
  return (
    <dl className="journey-answers">
      {fields
        .filter((field) => isAnswerShown(field, answers))
        .map((field) => (
          // A class, not style={{…}}: the CSP refuses inline style attributes (issue 13).
          <div key={field.name} className="journey-answers__row">
            <dt>{field.label}</dt>
            <dd>{answerText(field, answers[field.name])}</dd>
          </div>
        ))}
    </dl>
  );
}

function decisionText(t: Translate, kind: string, decision: boolean | null) {
  if (decision === true) return t("journey.approved");
  if (decision === false) return t("journey.declined");
  return t(`journey.waitingForReview.${kind}`);
}

/** The questions in their steps, each step's fields in the list's order. */
function QuestionSteps({
  fields,
  steps,
  submit,
  beside,
}: {
  fields: readonly FieldSpec[];
  steps: readonly FormStepSpec[];
  submit: ReactNode;
  beside: ReactNode;
}) {
  return (
    <FormSteps titles={steps.map((step) => step.title)} submit={submit} beside={beside}>
      {steps.map((step, index) => (
        <FormStep key={step.title} index={index} title={step.title} className="journey-form__step">
          <BuilderFields
            fields={fields.filter((field) => step.fields.includes(field.name))}
            context={{}}
          />
        </FormStep>
      ))}
    </FormSteps>
  );
}

export function Questionnaire({
  kind,
  title,
  formId,
  intro,
  fields,
  steps,
  validator,
  data,
}: {
  /** Which questionnaire: its texts' keys (journey.po). */
  kind: "eligibility" | "viability";
  title: string;
  /** The form's id, which the action answers a refusal under (questionnaireFormId). */
  formId: string;
  intro: string;
  fields: readonly FieldSpec[];
  /** The questions' steps (every field in one, in order: stepsProblem). */
  steps: readonly FormStepSpec[];
  validator: Validator<Answers>;
  data: QuestionnaireData;
}) {
  const t = useT();
  const formats = formatsFor(useLanguage());
  const saveDraft = (
    <SpinnerButton name="intent" value="save" variant="secondary">
      {t("journey.saveDraft")}
    </SpinnerButton>
  );
  return (
    <section aria-labelledby="page-title" className="journey-questionnaire">
      <h1 id="page-title">{title}</h1>
      <p>{intro}</p>
      {data.editable ? (
        <KitForm
          id={formId}
          validator={validator as Validator<Record<string, unknown>>}
          defaultValues={data.answers}
          // Enter in a field saves a draft; submitting for review can't be undone.
          defaultIntent="save"
          fields={fields}
        >
          <p className="journey-form__note">{t("journey.draftNote")}</p>
          <QuestionSteps
            fields={fields}
            steps={steps}
            beside={saveDraft}
            submit={
              <div className="journey-form__actions">
                {saveDraft}
                <SpinnerButton name="intent" value="submit">
                  {t("journey.submitForReview")}
                </SpinnerButton>
              </div>
            }
          />
        </KitForm>
      ) : (
        <>
          {data.status === "submitted" && data.submittedAt ? (
            <p className="journey-submitted">
              <strong>{t("journey.submittedOn", { date: formats.date(data.submittedAt) })}</strong>{" "}
              {decisionText(t, kind, data.decision)}
            </p>
          ) : data.decision !== null ? (
            <p className="journey-submitted">{decisionText(t, kind, data.decision)}</p>
          ) : !data.canEdit && !data.isUserView ? (
            <p className="journey-submitted">{t("journey.onlyEditorsAnswer")}</p>
          ) : null}
          <SubmittedAnswers fields={fields} answers={data.answers} />
        </>
      )}
    </section>
  );
}

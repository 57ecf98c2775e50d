// The eligibility and viability questionnaires: an editable form with 'Save draft' and 'Submit
// for review' (works without JavaScript), or the submitted answers, read-only, with the date and
// the decision.
import type { Validator } from "remix-validated-form";
import { FormBuilder } from "~/components/form/form-builder";
import { SpinnerButton } from "~/components/spinner-button";
import { formatDate } from "~/services/kit/format";
import type { FieldSpec, ValuesOf } from "~/services/kit/forms/field-spec";
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

function decisionText(title: string, decision: boolean | null) {
  if (decision === true) return `Approved: this step is done.`;
  if (decision === false) return `Declined: see the message above.`;
  return `Waiting for our review of your ${title.toLowerCase()} answers.`;
}

export function Questionnaire({
  title,
  formId,
  intro,
  fields,
  validator,
  data,
}: {
  title: string;
  /** The form's id, which the action answers a refusal under (questionnaireFormId). */
  formId: string;
  intro: string;
  fields: readonly FieldSpec[];
  validator: Validator<Answers>;
  data: QuestionnaireData;
}) {
  return (
    <section aria-labelledby="page-title" className="journey-questionnaire">
      <h1 id="page-title">{title}</h1>
      <p>{intro}</p>
      {data.editable ? (
        <FormBuilder
          id={formId}
          fields={fields}
          validator={validator as Validator<ValuesOf<readonly FieldSpec[]>>}
          defaultValues={data.answers}
          showSubmit={false}
          // Enter in a field saves a draft; submitting for review can't be undone.
          defaultIntent="save"
        >
          <p className="journey-form__note">
            You can save your answers as a draft and come back later. Once you submit them for
            review they can no longer be changed.
          </p>
          <div className="journey-form__actions">
            <SpinnerButton name="intent" value="save" variant="secondary">
              Save draft
            </SpinnerButton>
            <SpinnerButton name="intent" value="submit">
              Submit for review
            </SpinnerButton>
          </div>
        </FormBuilder>
      ) : (
        <>
          {data.status === "submitted" && data.submittedAt ? (
            <p className="journey-submitted">
              <strong>Submitted on {formatDate(data.submittedAt)}.</strong>{" "}
              {decisionText(title, data.decision)}
            </p>
          ) : data.decision !== null ? (
            <p className="journey-submitted">{decisionText(title, data.decision)}</p>
          ) : !data.canEdit && !data.isUserView ? (
            <p className="journey-submitted">
              Only the organisation&apos;s owner, staff or consultant can fill in these answers.
            </p>
          ) : null}
          <SubmittedAnswers fields={fields} answers={data.answers} />
        </>
      )}
    </section>
  );
}

// What the words of the fields' tables mean (issue 31: 'Status words are never explained'): each
// status a farmer can see and each result of the checks, in a disclosure that works without
// JavaScript and costs a line of the page until it is opened.
import { SIGNOFF_EXPLANATIONS, SIGNOFF_LABELS } from "~/services/fields/signoff";
import { FIELD_STATUS_EXPLANATIONS, FIELD_STATUS_LABELS } from "~/services/fields/status";

const STATUSES = Object.keys(
  FIELD_STATUS_EXPLANATIONS,
) as (keyof typeof FIELD_STATUS_EXPLANATIONS)[];
const CHECKS = [SIGNOFF_LABELS.null, SIGNOFF_LABELS.true, SIGNOFF_LABELS.false] as const;

export function FieldWordsExplained() {
  return (
    <details className="fd-words" data-testid="field-words">
      <summary>What the status and checks of a field mean</summary>
      <h3 className="fd-words__heading">Status</h3>
      <dl className="fd-words__list">
        {STATUSES.map((status) => (
          <div key={status}>
            <dt>{FIELD_STATUS_LABELS[status]}</dt>
            <dd>{FIELD_STATUS_EXPLANATIONS[status]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="fd-words__heading">Checks</h3>
      <dl className="fd-words__list">
        {CHECKS.map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{SIGNOFF_EXPLANATIONS[label]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

// What the words of the fields' tables mean (issue 31: 'Status words are never explained'): each
// status a farmer can see and each result of the checks, in a disclosure that works without
// JavaScript and costs a line of the page until it is opened.
// In the page's language: the words are the catalogue's (fields.s_*, fields.e_*, fields.c_*,
// fields.ce_*), by the stored status and signoff values.
import { useT } from "~/components/i18n";
import { FIELD_STATUSES } from "~/shared/fields";

/** The statuses a farmer can see (DELETED never is), in the order they happen. */
const STATUSES = FIELD_STATUSES.filter((status) => status !== "DELETED");
/** A signoff's values: not done yet, passed, failed. */
const CHECKS = ["null", "true", "false"] as const;

export function FieldWordsExplained() {
  const t = useT();
  return (
    <details className="fd-words" data-testid="field-words">
      <summary>{t("fields.wordsSummary")}</summary>
      <h3 className="fd-words__heading">{t("fields.colStatus")}</h3>
      <dl className="fd-words__list">
        {STATUSES.map((status) => (
          <div key={status}>
            <dt>{t(`fields.s_${status}`)}</dt>
            <dd>{t(`fields.e_${status}`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="fd-words__heading">{t("fields.colChecks")}</h3>
      <dl className="fd-words__list">
        {CHECKS.map((check) => (
          <div key={check}>
            <dt>{t(`fields.c_${check}`)}</dt>
            <dd>{t(`fields.ce_${check}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

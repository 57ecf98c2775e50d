// Whose turn it is on the journey (journeyStatus in app/services/journey/steps.ts): a note while
// an admin reviews, a clear message when the answer was no: the decision, the admin's reason and
// the organisation's real contact details (issue 13, decision 0066), not a bare 'contact us'.
import { DemonstrationOperatorNotice, useOperator } from "~/components/operator";
import type { JourneyStatus } from "~/services/journey/steps";
import { useT } from "~/components/i18n";

export function JourneyStatusNote({ status }: { status: JourneyStatus }) {
  const operator = useOperator();
  const t = useT();
  if (status.kind === "todo") return null;
  if (status.kind === "declined") {
    return (
      <div className="journey-status journey-status--declined" role="alert">
        <p>{status.summary}</p>
        {status.reason ? (
          <p>
            <strong>{t("journey.ourReason")}</strong> {status.reason}
          </p>
        ) : null}
        <p>
          {t("journey.declinedContactEmail")}{" "}
          <a href={`mailto:${operator.email}`}>{operator.email}</a>
          {operator.phone
            ? t("journey.declinedContactPhone", { phone: operator.phone })
            : null}{" "}
          {t("journey.declinedContactPost", { address: operator.postalAddress })}
        </p>
        <DemonstrationOperatorNotice operator={operator} />
      </div>
    );
  }
  return (
    <p className={`journey-status journey-status--${status.kind}`} role="status">
      {status.message}
    </p>
  );
}

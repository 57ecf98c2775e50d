// spec §2 'Applicant detail dialog': 'a status label: orange for pending, lime for interview,
// red for declined, white otherwise'.
import { statusColour } from "~/services/jobs/admin-view";
import { APPLICATION_STATUSES, labelOf } from "~/services/jobs/options";

export function StatusLabel({ status }: { status: string }) {
  return (
    <span className={`status-label job-status job-status--${statusColour(status)}`}>
      {labelOf(APPLICATION_STATUSES, status)}
    </span>
  );
}

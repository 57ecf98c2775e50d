// The contracting details' summary line: farms, total area and what is still missing, counted by
// missingContractingDetails (app/services/journey/progress-words.ts, decision 0067): 0 only when
// nothing is missing, and before anything is added it says where to start instead of a count.
import { formatHectares } from "~/services/contracting/rules";
import type { FarmView } from "~/services/contracting/views";
import { missingContractingDetails } from "~/services/journey/progress-words";
import { isLegalEntityComplete } from "~/services/organisations/rules";
import type { LegalEntity } from "~/shared/organisation-details";

export interface DetailsSummaryProps {
  company: LegalEntity;
  signatoryCount: number;
  farms: readonly Pick<FarmView, "boundaries" | "erfNumbers" | "latitude" | "longitude">[];
  totalHectares: number;
}

/** The facts of the page's records, the same ones the journey's contracting steps count. */
export function missingOf({ company, signatoryCount, farms }: DetailsSummaryProps) {
  return missingContractingDetails({
    hasLegalEntity: isLegalEntityComplete(company),
    signatoryCount,
    farmCount: farms.length,
    farmsWithBoundary: farms.filter((f) => f.boundaries.length > 0).length,
    farmsWithErf: farms.filter((f) => f.erfNumbers.length > 0).length,
    farmsWithLocation: farms.filter((f) => f.latitude !== null && f.longitude !== null).length,
  });
}

export function DetailsSummary(props: DetailsSummaryProps) {
  const missing = missingOf(props);
  return (
    <>
      <dl className="ct-summary" aria-label="Summary">
        <div>
          <dt>Farms</dt>
          <dd>{props.farms.length}</dd>
        </div>
        <div>
          <dt>Total area</dt>
          <dd data-testid="total-area">{formatHectares(props.totalHectares)}</dd>
        </div>
        <div>
          <dt>Missing details</dt>
          {/* Never a bare 0 before anything was added: nothing to count yet (issue 13). */}
          <dd data-testid="missing-count">{missing.notStarted ? "Not started" : missing.count}</dd>
        </div>
      </dl>
      {missing.notStarted || missing.count === 0 ? (
        <p className="ct-missing-note" data-testid="missing-note">
          {missing.text}
        </p>
      ) : (
        <div className="ct-missing-note">
          <p id="ct-missing-title">Still to add:</p>
          <ul aria-labelledby="ct-missing-title" data-testid="missing-list">
            {missing.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

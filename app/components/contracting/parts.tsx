// Small read-only pieces of the contracting details, shared by the farmer's page and the admin
// company view: unmapped warnings, the boundaries table with areas, a signatory list.
import type { ReactNode } from "react";
import { formatHectares } from "~/services/contracting/rules";
import type { BoundaryView, FarmView, SignatoryView } from "~/services/contracting/views";

type Serialised<T> = T; // loader data arrives as JSON; these views are JSON already

export function UnmappedWarnings({ farm }: { farm: Serialised<FarmView> }) {
  if (farm.warnings.length === 0) return null;
  return (
    <ul className="ct-warnings" aria-label={`Missing details of ${farm.name}`}>
      {farm.warnings.map((warning) => (
        // The kind (spec §4 'Unmapped-warning kinds') is a code for the API only: farmers read the
        // message (issue 13, decision 0067).
        <li key={warning.kind} className="ct-warning">
          {warning.message}
        </li>
      ))}
    </ul>
  );
}

export function BoundariesTable({
  farm,
  renderActions,
}: {
  farm: Serialised<FarmView>;
  /** Buttons of one row (delete), for those who may edit. */
  renderActions?: (boundary: Serialised<BoundaryView>) => ReactNode;
}) {
  if (farm.boundaries.length === 0) {
    return (
      <p className="ct-empty">No boundary yet. Upload a boundary file or enter a circle below.</p>
    );
  }
  const shared = farm.boundaries.filter((b) => b.otherOrganisationOverlap);
  return (
    <>
      <table className="ct-table rotated-table">
        <caption className="visually-hidden">Boundaries of {farm.name}</caption>
        <thead>
          <tr>
            <th scope="col">Boundary</th>
            <th scope="col">From</th>
            <th scope="col" className="ct-num">
              Area
            </th>
            {renderActions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {farm.boundaries.map((boundary) => (
            <tr key={boundary.id}>
              <td data-label="Boundary">{boundary.name ?? "Boundary"}</td>
              <td data-label="From">
                {boundary.fileId ? (
                  <a href={`/files/${boundary.fileId}`} download>
                    {boundary.sourceLabel}
                  </a>
                ) : boundary.circle ? (
                  `${boundary.sourceLabel}: ${boundary.circle.radiusMetres} m around ${boundary.circle.latitude}, ${boundary.circle.longitude}`
                ) : (
                  boundary.sourceLabel
                )}
              </td>
              <td className="ct-num" data-label="Area" data-testid="boundary-area">
                {formatHectares(boundary.areaHectares)}
              </td>
              {renderActions ? (
                <td className="ct-actions" data-label="Actions">
                  {renderActions(boundary)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total area of {farm.name}
            </th>
            <td className="ct-num" data-testid="farm-total">
              {formatHectares(farm.totalHectares)}
            </td>
            {renderActions ? <td /> : null}
          </tr>
        </tfoot>
      </table>
      {shared.length > 0 ? (
        // Land another organisation has also added (decision 0061): said, never whose.
        <ul className="ct-warnings" aria-label={`Shared land on ${farm.name}`}>
          {shared.map((b) => (
            <li key={b.id} className="ct-warning">
              {b.name ?? b.sourceLabel}: {b.otherOrganisationOverlap!.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function FarmFacts({ farm }: { farm: Serialised<FarmView> }) {
  const location =
    farm.latitude !== null && farm.longitude !== null
      ? `${farm.latitude}, ${farm.longitude}`
      : null;
  return (
    <dl className="ct-facts">
      <div>
        <dt>ERF / title-deed numbers</dt>
        <dd>{farm.erfNumbers.length > 0 ? farm.erfNumbers.join(", ") : "-"}</dd>
      </div>
      <div>
        <dt>Province</dt>
        <dd>{farm.provinceLabel ?? "-"}</dd>
      </div>
      <div>
        <dt>Nearest town</dt>
        <dd>{farm.nearestTown ?? "-"}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{location ?? "-"}</dd>
      </div>
    </dl>
  );
}

export function SignatoriesTable({
  signatories,
  renderActions,
}: {
  signatories: readonly Serialised<SignatoryView>[];
  renderActions?: (signatory: Serialised<SignatoryView>) => ReactNode;
}) {
  if (signatories.length === 0) return <p className="ct-empty">No signatories yet.</p>;
  return (
    <table className="ct-table rotated-table">
      <caption className="visually-hidden">Signatories</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Designation</th>
          <th scope="col">Email</th>
          <th scope="col">Phone</th>
          <th scope="col">Access</th>
          {renderActions ? (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {signatories.map((s) => (
          <tr key={s.id}>
            <td data-label="Name">
              {s.name} {s.surname}
            </td>
            <td data-label="Designation">{s.designation ?? "-"}</td>
            <td data-label="Email">{s.email}</td>
            <td data-label="Phone">{s.phoneNumber ?? "-"}</td>
            <td data-label="Access">{s.access === "member" ? "Has access" : "Invited"}</td>
            {renderActions ? (
              <td className="ct-actions" data-label="Actions">
                {renderActions(s)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

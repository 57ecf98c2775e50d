// Small read-only pieces of the contracting details, shared by the farmer's page and the admin
// company view: unmapped warnings, the boundaries table with areas, a signatory list.
import type { ReactNode } from "react";
import { useT } from "~/components/i18n";
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

// The table's texts in the page's language (namespace contract, issue 33). The contracting
// details and the admin pages that show it too may not be sent that namespace: they get English.
const SIGNATORY_TEXTS: Record<string, string> = {
  "contract.noSignatories": "No signatories yet.",
  "contract.signatoriesCaption": "Signatories",
  "contract.colName": "Name",
  "contract.colDesignation": "Designation",
  "contract.colEmail": "Email",
  "contract.colPhone": "Phone",
  "contract.colAccess": "Access",
  "contract.colActions": "Actions",
  "contract.hasAccess": "Has access",
  "contract.invited": "Invited",
};

function useSignatoryTexts() {
  const t = useT();
  return (key: string) => {
    const text = t(key);
    return text === key ? (SIGNATORY_TEXTS[key] ?? key) : text;
  };
}

export function SignatoriesTable({
  signatories,
  renderActions,
}: {
  signatories: readonly Serialised<SignatoryView>[];
  renderActions?: (signatory: Serialised<SignatoryView>) => ReactNode;
}) {
  const t = useSignatoryTexts();
  if (signatories.length === 0) return <p className="ct-empty">{t("contract.noSignatories")}</p>;
  return (
    <table className="ct-table rotated-table">
      <caption className="visually-hidden">{t("contract.signatoriesCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("contract.colName")}</th>
          <th scope="col">{t("contract.colDesignation")}</th>
          <th scope="col">{t("contract.colEmail")}</th>
          <th scope="col">{t("contract.colPhone")}</th>
          <th scope="col">{t("contract.colAccess")}</th>
          {renderActions ? (
            <th scope="col">
              <span className="visually-hidden">{t("contract.colActions")}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {signatories.map((s) => (
          <tr key={s.id}>
            <td data-label={t("contract.colName")}>
              {s.name} {s.surname}
            </td>
            <td data-label={t("contract.colDesignation")}>{s.designation ?? "-"}</td>
            <td data-label={t("contract.colEmail")}>{s.email}</td>
            <td data-label={t("contract.colPhone")}>{s.phoneNumber ?? "-"}</td>
            <td data-label={t("contract.colAccess")}>
              {t(s.access === "member" ? "contract.hasAccess" : "contract.invited")}
            </td>
            {renderActions ? (
              <td className="ct-actions" data-label={t("contract.colActions")}>
                {renderActions(s)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

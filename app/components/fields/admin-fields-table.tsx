// The admin's table of fields (/admin/journey/fields, issue 14): one row per field with its
// organisation, farm, area, status, signoff, inclusion and flags. The kit's rotated table: a card
// per field on a phone, nothing scrolls sideways at 360 px.
import { Link } from "@remix-run/react";
import { FIELD_RECORDS_PATH } from "~/services/fields/admin-paths";
import type { AdminFieldRowView } from "~/services/fields/admin-rows";

export function AdminFieldsTable({ rows }: { rows: readonly AdminFieldRowView[] }) {
  if (rows.length === 0) return <p className="ct-empty">No fields match these filters.</p>;
  return (
    <table className="ct-table rotated-table fa-table" data-testid="admin-fields-table">
      <caption className="visually-hidden">Fields</caption>
      <thead>
        <tr>
          <th scope="col">Organisation</th>
          <th scope="col">Farm</th>
          <th scope="col">Field</th>
          <th scope="col" className="ct-num">
            Area
          </th>
          <th scope="col">Status</th>
          <th scope="col">Signoff</th>
          <th scope="col">Included</th>
          <th scope="col">Flags</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="admin-field-row">
            <td data-label="Organisation">
              <Link to={`/admin/journey/companies/${row.organisationId}`}>
                {row.organisationName}
              </Link>
            </td>
            <td data-label="Farm">{row.farmName}</td>
            <td data-label="Field">
              <Link to={`${FIELD_RECORDS_PATH}?fieldId=${row.id}`}>{row.name}</Link>
            </td>
            <td data-label="Area" className="ct-num">
              {row.areaLabel}
            </td>
            <td data-label="Status">{row.statusLabel}</td>
            <td data-label="Signoff">{row.signoffLabel}</td>
            <td data-label="Included">
              {row.included ? "Yes" : "No"}
              {row.notIncludedReason ? (
                <span className="fa-reason"> ({row.notIncludedReason})</span>
              ) : null}
            </td>
            <td data-label="Flags">
              {row.flags.length === 0 ? (
                "None"
              ) : (
                <ul className="ct-warnings">
                  {row.flags.map((flag) => (
                    <li key={flag} className="ct-warning">
                      {flag}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

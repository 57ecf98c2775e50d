// The page of /admin/journey/fields (issue 14): the filters as one GET form (the organisation
// picker is checkboxes with a name search, so it works without JavaScript), the selection's count
// and hectares, the table (the kit's rotated table: a card per field below 750 px, nothing
// scrolls sideways at 360 px), the kit's pagination, the CSV export and the map of the page.
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { ResultsCount, Pagination } from "~/components/data-table";
import { AdminFieldsMap } from "~/components/fields/admin-fields-map";
import { AdminFieldsTable } from "~/components/fields/admin-fields-table";
import { formatHectares } from "~/services/contracting/rules";
import { FIELD_LIST_PARAMS, SIGNOFF_FILTERS } from "~/services/fields/admin-list";
import { FIELD_STATUS_LABELS } from "~/services/fields/status";
import { PAGE_SIZES } from "~/services/kit/table";
import { FIELD_STATUSES } from "~/shared/fields";
import type { loadFieldsPage } from "./data.server";

export const EXPORT_PATH = "/admin/journey/fields/export";

type Data = Awaited<ReturnType<typeof loadFieldsPage>>;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-ZA")} ${n === 1 ? one : many}`;

export function AdminFieldsPage({ data }: { data: Data }) {
  return (
    <article className="ct-page fa-page" aria-labelledby="page-title">
      <h1 id="page-title">Fields</h1>
      <p className="fa-intro">
        Every organisation&apos;s fields in the season {data.seasonLabel}: each field&apos;s record
        is the latest at or before that season.
      </p>
      <FieldFilters data={data} />
      <section aria-labelledby="fa-selection" className="fa-summary">
        <h2 id="fa-selection" className="visually-hidden">
          The selection
        </h2>
        <p role="status" data-testid="fields-totals">
          <strong>{plural(data.totals.count, "field", "fields")}</strong>
          {" · "}
          {formatHectares(data.totals.hectares)} in all
          {" · "}
          <strong>{formatHectares(data.totals.includedHectares)} included</strong>
        </p>
        <p className="fa-actions">
          <Link to={`${EXPORT_PATH}?${data.exportSearch}`} reloadDocument className="button">
            Export CSV
          </Link>
        </p>
      </section>
      <ResultsCount info={data.info} />
      <AdminFieldsTable rows={data.rows} />
      <Pagination info={data.info} label="Field pages" />
      {data.rows.length > 0 ? <AdminFieldsMap fields={data.rows} tiles={data.mapTiles} /> : null}
    </article>
  );
}

/**
 * One GET form without a page number: any change goes back to the first page (spec §4 'Changing
 * filters, page size or mode resets to the first page'). The organisations are checkboxes named
 * companyIds: the chosen ones ticked, the names matching the search below them; 'Find' sends the
 * form with the search, so a ticked box is kept while another is looked for.
 */
function FieldFilters({ data }: { data: Data }) {
  const id = useId();
  const { filter, size, orgQuery } = data.query;
  const { chosen, matches, searched } = data.picker;
  return (
    <Form method="get" className="fa-filters" role="search" aria-label="Filter the fields">
      <fieldset className="fa-organisations">
        <legend>Organisations</legend>
        {chosen.length === 0 ? <p className="fa-hint">All organisations.</p> : null}
        <ul className="fa-choices">
          {chosen.map((o) => (
            <li key={o.id}>
              <label>
                <input
                  type="checkbox"
                  name={FIELD_LIST_PARAMS.companyIds}
                  value={o.id}
                  defaultChecked
                />{" "}
                {o.name}
              </label>
            </li>
          ))}
          {matches.map((o) => (
            <li key={o.id}>
              <label>
                <input type="checkbox" name={FIELD_LIST_PARAMS.companyIds} value={o.id} /> {o.name}
              </label>
            </li>
          ))}
        </ul>
        {searched && matches.length === 0 ? (
          <p className="fa-hint">No other organisation&apos;s name matches “{orgQuery}”.</p>
        ) : null}
        <div className="fa-field">
          <label htmlFor={`${id}-org`}>Find an organisation by name</label>
          <span className="fa-search">
            <input
              id={`${id}-org`}
              type="search"
              name={FIELD_LIST_PARAMS.orgQuery}
              defaultValue={orgQuery}
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit" className="button">
              Find
            </button>
          </span>
        </div>
      </fieldset>
      <div className="fa-selects">
        {data.farms.length > 0 ? (
          <div className="fa-field">
            <label htmlFor={`${id}-farm`}>Farm</label>
            <select
              id={`${id}-farm`}
              name={FIELD_LIST_PARAMS.farmId}
              defaultValue={filter.farmId ?? ""}
            >
              <option value="">All farms</option>
              {data.farms.map((farm) => (
                <option key={farm.id} value={farm.id}>
                  {farm.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="fa-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            name={FIELD_LIST_PARAMS.status}
            defaultValue={filter.status ?? ""}
          >
            <option value="">All but deleted</option>
            {FIELD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {FIELD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="fa-field">
          <label htmlFor={`${id}-signoff`}>Signoff</label>
          <select
            id={`${id}-signoff`}
            name={FIELD_LIST_PARAMS.signoff}
            defaultValue={filter.signoff ?? ""}
          >
            <option value="">Any signoff</option>
            {SIGNOFF_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="fa-field">
          <label htmlFor={`${id}-season`}>Season</label>
          <select
            id={`${id}-season`}
            name={FIELD_LIST_PARAMS.season}
            defaultValue={String(filter.season)}
          >
            {data.seasonOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
                {option.value === data.season ? " (current)" : ""}
              </option>
            ))}
          </select>
        </div>
        <div className="fa-field">
          <label htmlFor={`${id}-size`}>Results per page</label>
          <select id={`${id}-size`} name={FIELD_LIST_PARAMS.size} defaultValue={String(size)}>
            {PAGE_SIZES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="fa-apply">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>{" "}
        <Link to="/admin/journey/fields">Clear filters</Link>
      </p>
    </Form>
  );
}

// The application tabs (spec §2 'Application tabs'): filters as one GET form, 'Showing X–Y of N
// results', the table, first / previous / 'Page n of m' / next / last, 'Send rejection emails'
// on Declined, and the CSV export of the filtered list. Everything is a link or a form.
import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { DataTable, Pagination, ResultsCount, type Column } from "~/components/data-table";
import { useDialogStack } from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import { useHydrated } from "~/components/use-hydrated";
import { formatDateShort } from "~/services/kit/format";
import { APPLICATION_PARAM, FILTER_PARAMS, TAB_PARAM } from "~/services/jobs/admin-view";
import { APPLICATION_STATUSES, INTERVIEW_STATUSES, labelOf } from "~/services/jobs/options";
import { PAGE_SIZES, toSearch } from "~/services/kit/table";
import { StatusLabel } from "./status-label";
import type { ApplicationRowView, ApplicationsData } from "./types";

export const APPLICANT_DIALOG = "applicant";
export const NOTES_DIALOG = "notes";
export const INTERVIEW_DIALOG = "interview-status";
export const EXPORT_PATH = "/admin/jobApplications/export";

const fullName = (row: { firstName: string; surname: string }) => `${row.firstName} ${row.surname}`;

function columnsFor(tab: ApplicationsData["tab"]): Column<ApplicationRowView>[] {
  const columns: Column<ApplicationRowView>[] = [
    { key: "name", header: "Name", cell: fullName },
    { key: "job", header: "Job", cell: (row) => row.jobTitle },
    { key: "appliedOn", header: "Applied on", cell: (row) => formatDateShort(row.applicationDate) },
    { key: "status", header: "Status", cell: (row) => <StatusLabel status={row.status} /> },
    { key: "email", header: "Email", cell: (row) => row.email },
  ];
  if (tab === "declined") {
    columns.push({
      key: "rejection",
      header: "Rejection email",
      cell: (row) => (row.rejectionEmailSent ? "Sent" : "Not sent"),
    });
  }
  if (tab === "interviews") {
    columns.push(
      {
        key: "interviewStatus",
        header: "Interview status",
        cell: (row) => labelOf(INTERVIEW_STATUSES, row.interviewStatus),
      },
      { key: "notes", header: "Notes", numeric: true, cell: (row) => row.notesCount },
    );
  }
  return columns;
}

/** The list's URL for the CSV export: the same filters, without page or dialogs. */
function exportHref(search: string) {
  const next = new URLSearchParams(search);
  for (const key of ["dialog", APPLICATION_PARAM, FILTER_PARAMS.page, "notesTab"]) next.delete(key);
  return EXPORT_PATH + toSearch(next);
}

export function ApplicationList({ data }: { data: ApplicationsData }) {
  const { search } = useLocation();
  const dialogs = useDialogStack();
  const clear = [APPLICATION_PARAM];
  return (
    <div className="application-list">
      <ApplicationFilters data={data} />
      <div className="table-toolbar">
        <ResultsCount info={data.info} />
        {/* A div, not a p: a form inside a p is closed early by the HTML parser, and hydration
            then replaces the page (typing before it is lost). */}
        <div className="button-row">
          {data.tab === "declined" ? (
            <Form method="post" preventScrollReset>
              <SpinnerButton name="intent" value="send-rejections" variant="secondary">
                Send rejection emails
              </SpinnerButton>
            </Form>
          ) : null}
          <Link to={exportHref(search)} reloadDocument className="button">
            Export CSV
          </Link>
        </div>
      </div>
      <DataTable
        caption="Job applications"
        columns={columnsFor(data.tab)}
        rows={data.rows}
        rowId={(row) => row.id}
        rowLabel={fullName}
        clear={clear}
        rowHref={(row) => dialogs.openHref(APPLICANT_DIALOG, { [APPLICATION_PARAM]: row.id })}
        rowActions={(row) => (
          <span className="button-row">
            <Link
              to={dialogs.openHref(NOTES_DIALOG, { [APPLICATION_PARAM]: row.id })}
              preventScrollReset
              className="button"
            >
              Edit notes<span className="visually-hidden"> for {fullName(row)}</span>
            </Link>
            {data.tab === "interviews" ? (
              <Link
                to={dialogs.openHref(INTERVIEW_DIALOG, { [APPLICATION_PARAM]: row.id })}
                preventScrollReset
                className="button"
              >
                Update interview status
                <span className="visually-hidden"> for {fullName(row)}</span>
              </Link>
            ) : null}
          </span>
        )}
      />
      <Pagination info={data.info} clear={clear} label="Application pages" />
    </div>
  );
}

/**
 * spec §2 'Filters': status multi-select (Incoming only), job listing, results per page, name
 * with a search icon. One GET form without a page number, so any change goes back to the first
 * page (spec §4). With JavaScript a changed choice applies at once.
 */
function ApplicationFilters({ data }: { data: ApplicationsData }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const id = useId();
  const { query } = data;
  const chosen = new Set(query.statuses ?? []);
  const autoSubmit = hydrated
    ? (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        submit(event.currentTarget.form, { preventScrollReset: true })
    : undefined;
  return (
    <Form method="get" preventScrollReset className="application-filters" role="search">
      <input type="hidden" name={TAB_PARAM} value={data.tab} />
      {data.tab === "incoming" ? (
        <fieldset className="application-filters__statuses">
          <legend>Application status</legend>
          <input type="hidden" name={FILTER_PARAMS.filtered} value="1" />
          <ul>
            {APPLICATION_STATUSES.map((option) => (
              <li key={option.value}>
                <label>
                  <input
                    type="checkbox"
                    name={FILTER_PARAMS.status}
                    value={option.value}
                    defaultChecked={chosen.has(option.value)}
                    onChange={autoSubmit}
                  />{" "}
                  {option.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="application-filters__field">
        <label htmlFor={`${id}-job`}>Job listing</label>
        <select
          id={`${id}-job`}
          name={FILTER_PARAMS.job}
          defaultValue={query.jobId ?? ""}
          onChange={autoSubmit}
        >
          <option value="">All job listings</option>
          {data.postingOptions.map((posting) => (
            <option key={posting.id} value={posting.id}>
              {posting.title}
            </option>
          ))}
        </select>
      </div>
      <div className="application-filters__field">
        <label htmlFor={`${id}-size`}>Results per page</label>
        <select
          id={`${id}-size`}
          name={FILTER_PARAMS.size}
          defaultValue={String(query.size)}
          onChange={autoSubmit}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="application-filters__field application-filters__name">
        <label htmlFor={`${id}-name`}>Filter by name</label>
        <span className="search-box">
          <input
            id={`${id}-name`}
            type="search"
            name={FILTER_PARAMS.name}
            defaultValue={query.name ?? ""}
            maxLength={100}
            autoComplete="off"
          />
          <button type="submit" className="button search-box__button">
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Search</span>
          </button>
        </span>
      </div>
      {hydrated ? null : (
        <button type="submit" className="button">
          Apply filters
        </button>
      )}
    </Form>
  );
}

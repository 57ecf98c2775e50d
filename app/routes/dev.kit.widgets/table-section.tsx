// The data table section of /dev/kit/widgets, with its applicant dialogs.
import { Form, useLoaderData } from "@remix-run/react";
import {
  DataTable,
  PageSizeSelect,
  Pagination,
  ResultsCount,
  type Column,
} from "~/components/data-table";
import {
  ConfirmDialog,
  DialogCloseLink,
  DialogLink,
  UrlDialog,
  useDialogStack,
} from "~/components/dialog";
import { SpinnerButton } from "~/components/spinner-button";
import {
  formatCurrency,
  formatDateShort,
  formatDateTime,
  formatNumber,
} from "~/services/kit/format";
import { deleteConfirmText } from "~/services/kit/table";
import { APPLICANT_PARAM, APPLICATION_STATUSES, type Applicant } from "./sample";
import type { loader } from "./route";

function StatusLabel({ status }: { status: keyof typeof APPLICATION_STATUSES }) {
  return <span className="status-label">{APPLICATION_STATUSES[status]}</span>;
}

const COLUMNS: Column<Applicant>[] = [
  { key: "name", header: "Name", sortable: true, cell: (a) => a.name },
  { key: "job", header: "Job", sortable: true, cell: (a) => a.job },
  {
    key: "appliedOn",
    header: "Applied on",
    sortable: true,
    cell: (a) => formatDateShort(a.appliedOn),
  },
  {
    key: "status",
    header: "Status",
    sortable: true,
    cell: (a) => <StatusLabel status={a.status} />,
  },
  {
    key: "expectedSalary",
    header: "Expected salary",
    sortable: true,
    numeric: true,
    cell: (a) => formatCurrency(a.expectedSalary),
  },
  {
    key: "experience",
    header: "Experience (years)",
    sortable: true,
    numeric: true,
    cell: (a) => formatNumber(a.experience, 1),
  },
];

export function TableSection() {
  const { rows, info, sort, selected, applicant, changed } = useLoaderData<typeof loader>();
  const dialogs = useDialogStack();
  const clear = [APPLICANT_PARAM];
  return (
    <section id="data-table" className="kit-section" aria-labelledby="data-table-title">
      <h2 id="data-table-title">Data table</h2>
      <p>
        Job applicants: sort by a column heading (again to reverse), page through, tick rows and
        delete them. A row opens the applicant; &lsquo;Edit notes&rsquo; opens a dialog.
      </p>
      <div className="table-toolbar">
        <ResultsCount info={info} />
        <PageSizeSelect size={info.size} clear={clear} />
      </div>
      <DataTable
        caption="Job applicants"
        columns={COLUMNS}
        rows={rows}
        rowId={(a) => a.id}
        rowLabel={(a) => a.name}
        sort={sort}
        clear={clear}
        rowHref={(a) => dialogs.openHref("applicant", { [APPLICANT_PARAM]: a.id })}
        rowActions={(a) => (
          <DialogLink name="notes" params={{ [APPLICANT_PARAM]: a.id }} className="button">
            Edit notes<span className="visually-hidden"> for {a.name}</span>
          </DialogLink>
        )}
        selection={{
          selected,
          actions: [
            { label: "Delete selected", dialog: "confirm-delete", danger: true },
            { label: "Mark for future consideration", intent: "mark-future" },
          ],
        }}
      />
      <Pagination info={info} clear={clear} label="Applicant pages" />
      {changed ? (
        <Form method="post" preventScrollReset>
          <SpinnerButton name="intent" value="restore" variant="secondary">
            Restore the sample data
          </SpinnerButton>
        </Form>
      ) : null}

      <h3>An empty table</h3>
      <DataTable caption="Nothing to show" columns={COLUMNS} rows={[]} rowId={(a) => a.id} />

      {selected.length > 0 ? (
        <ConfirmDialog
          name="confirm-delete"
          message={deleteConfirmText(selected.length)}
          intent="delete-selected"
          fields={{ selected }}
          confirmLabel={`Delete ${selected.length} item(s)`}
        />
      ) : null}
      {applicant ? <ApplicantDialogs applicant={applicant} /> : null}
    </section>
  );
}

function ApplicantDialogs({ applicant }: { applicant: Applicant }) {
  return (
    <>
      <UrlDialog name="applicant" title={applicant.name} clear={[APPLICANT_PARAM]} size="medium">
        <dl className="kit-examples">
          <dt>Applied on</dt>
          <dd>{formatDateTime(applicant.appliedOn)}</dd>
          <dt>Job</dt>
          <dd>{applicant.job}</dd>
          <dt>Status</dt>
          <dd>
            <StatusLabel status={applicant.status} />
          </dd>
          <dt>Expected salary</dt>
          <dd>{formatCurrency(applicant.expectedSalary)} a month</dd>
        </dl>
        <p className="button-row">
          <DialogLink name="notes" className="button">
            Edit notes
          </DialogLink>
          <DialogCloseLink className="button">Close</DialogCloseLink>
        </p>
      </UrlDialog>
      <UrlDialog name="notes" title={`Notes: ${applicant.name}`} clear={[APPLICANT_PARAM]}>
        <Form method="post" preventScrollReset className="kit-form">
          <label>
            General
            <textarea name="general" rows={4} defaultValue="" />
          </label>
          <p className="button-row">
            <SpinnerButton name="intent" value="save-notes">
              Save notes
            </SpinnerButton>
            <DialogCloseLink className="button">Cancel</DialogCloseLink>
          </p>
        </Form>
      </UrlDialog>
    </>
  );
}

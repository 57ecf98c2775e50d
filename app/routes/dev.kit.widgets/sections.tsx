// The sections of /dev/kit/widgets, one per kit piece (split from route.tsx to keep it small).
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Fragment, useId, type ReactNode } from "react";
import { Accordion, AccordionItem } from "~/components/accordion";
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
import { JOURNEY_STEPS } from "~/components/navigation";
import { SpinnerButton } from "~/components/spinner-button";
import { StepProgress } from "~/components/step-progress";
import { SummaryCard } from "~/components/summary-card";
import { currentTab, TabStrip, type Tab } from "~/components/tab-strip";
import { Tooltip } from "~/components/tooltip";
import {
  BRAND_PALETTE,
  BREAKPOINTS,
  CHART_COLOURS,
  DAY_MS,
  formatCurrency,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPickerDate,
  round,
  seasonLabel,
} from "~/services/format";
import { deleteConfirmText } from "~/services/table";
import { TOAST_TYPES } from "~/services/toast";
import { APPLICANT_PARAM, APPLICATION_STATUSES, PROVINCES, type Applicant } from "./sample";
import type { action, loader } from "./route";

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

const TABS: Tab[] = [
  { value: "listings", label: "Job Listings" },
  { value: "incoming", label: "Incoming Applications" },
  { value: "declined", label: "Declined Applications" },
  { value: "interviews", label: "Interviews" },
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

export function DialogsSection() {
  return (
    <section id="dialogs" className="kit-section" aria-labelledby="dialogs-title">
      <h2 id="dialogs-title">Dialogs</h2>
      <p>
        Each dialog is a URL (<code>?dialog=…</code>): it opens without JavaScript, survives a
        reload, and closes with a link. Dialogs opened from a dialog stack on top of it.
      </p>
      <p className="button-row">
        <DialogLink name="example" className="button">
          Open a dialog
        </DialogLink>
        <DialogLink name="confirm" className="button">
          Open the confirm dialog
        </DialogLink>
      </p>
      <UrlDialog name="example" title="An example dialog">
        <p>Escape, the backdrop or the close button closes it (with JavaScript).</p>
        <p className="button-row">
          <DialogLink name="stacked" className="button">
            Open a dialog on top
          </DialogLink>
          <DialogCloseLink className="button">Close</DialogCloseLink>
        </p>
      </UrlDialog>
      <UrlDialog name="stacked" title="A stacked dialog" size="small">
        <p>This dialog sits on top of the first. Closing it goes back to the one below.</p>
        <p className="button-row">
          <DialogCloseLink className="button">Back</DialogCloseLink>
        </p>
      </UrlDialog>
      <ConfirmDialog name="confirm" intent="confirm-demo" />
    </section>
  );
}

export function NotificationsSection() {
  return (
    <section id="notifications" className="kit-section" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p>
        Each button posts a form; the answer is a redirect that carries the notification in a
        cookie. An error stays 10 s, a message 6 s, anything else 4 s. Without JavaScript it stays
        until you leave the page.
      </p>
      <div className="button-row">
        {TOAST_TYPES.map((type) => (
          <Form key={type} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="toast" />
            <SpinnerButton
              name="type"
              value={type}
              variant={type === "error" ? "danger" : "secondary"}
            >
              Show {type === "error" ? "an error" : type === "message" ? "a message" : "a success"}
            </SpinnerButton>
          </Form>
        ))}
      </div>
    </section>
  );
}

export function TabsSection() {
  const { search } = useLocation();
  const tab = currentTab(search, "tab", TABS);
  const texts: Record<string, string> = {
    listings: "Active and inactive postings, each a collapsible card.",
    incoming: "Incoming defaults to filtering pending only.",
    declined: "Declined lists decline and toDecline.",
    interviews: "Interviews lists only status interview.",
  };
  const label = TABS.find((t) => t.value === tab)?.label;
  return (
    <section id="tabs" className="kit-section" aria-labelledby="tabs-title">
      <h2 id="tabs-title">Tab strip</h2>
      <p>Tabs are links (?tab=…); switching one goes back to the first page of the table.</p>
      <TabStrip label="Application lists" tabs={TABS} />
      <div className="tab-panel" aria-live="polite">
        <h3>{label}</h3>
        <p>{texts[tab]}</p>
      </div>
    </section>
  );
}

export function SummaryCardSection() {
  const { farm } = useLoaderData<typeof loader>();
  const errors = useFarmErrors();
  return (
    <section id="summary-card" className="kit-section" aria-labelledby="summary-card-title">
      <h2 id="summary-card-title">Summary card</h2>
      <SummaryCard
        title="Farm details"
        canEdit
        editKey="farm"
        headingLevel={3}
        items={[
          { label: "Farm name", value: farm.name },
          { label: "Province", value: PROVINCES[farm.province] },
          { label: "Area", value: `${formatNumber(farm.hectares)} ha` },
          { label: "First season", value: seasonLabel(farm.firstSeason) },
        ]}
        renderForm={({ cancelHref }) => (
          <Form method="post" preventScrollReset className="kit-form" noValidate>
            <FarmField label="Farm name" error={errors.errors?.name}>
              {(described) => (
                <input
                  name="name"
                  defaultValue={errors.values?.name ?? farm.name}
                  maxLength={80}
                  required
                  {...described}
                />
              )}
            </FarmField>
            <FarmField label="Province" error={errors.errors?.province}>
              {(described) => (
                <select
                  name="province"
                  defaultValue={errors.values?.province ?? farm.province}
                  {...described}
                >
                  {Object.entries(PROVINCES).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </FarmField>
            <FarmField label="Area (hectares)" error={errors.errors?.hectares}>
              {(described) => (
                <input
                  name="hectares"
                  inputMode="decimal"
                  defaultValue={errors.values?.hectares ?? String(farm.hectares)}
                  {...described}
                />
              )}
            </FarmField>
            <FarmField label="Year the first season started" error={errors.errors?.firstSeason}>
              {(described) => (
                <input
                  name="firstSeason"
                  inputMode="numeric"
                  defaultValue={errors.values?.firstSeason ?? String(2000 + farm.firstSeason)}
                  {...described}
                />
              )}
            </FarmField>
            <p className="button-row">
              <SpinnerButton name="intent" value="save-farm">
                Save
              </SpinnerButton>
              <Link to={cancelHref} preventScrollReset className="button">
                Cancel
              </Link>
            </p>
          </Form>
        )}
      />
      <SummaryCard
        title="Company details"
        canEdit={false}
        headingLevel={3}
        items={[
          { label: "Company", value: "Boplaas Boerdery (Pty) Ltd" },
          { label: "VAT number", value: null },
        ]}
        renderForm={() => null}
      />
    </section>
  );
}

function useFarmErrors(): {
  errors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
} {
  const result = useActionData<typeof action>();
  return result && "errors" in result ? result : {};
}

function FarmField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = useId();
  return (
    <label>
      {label}
      {children(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
      {error ? (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </label>
  );
}

export function StepsSection() {
  return (
    <section id="steps" className="kit-section" aria-labelledby="steps-title">
      <h2 id="steps-title">Step progress</h2>
      <StepProgress label="Journey progress" steps={JOURNEY_STEPS} current={3} />
      <StepProgress
        label="A finished journey"
        steps={JOURNEY_STEPS}
        current={JOURNEY_STEPS.length}
      />
    </section>
  );
}

export function AccordionSection() {
  return (
    <section id="accordion" className="kit-section" aria-labelledby="accordion-title">
      <h2 id="accordion-title">Accordion</h2>
      <Accordion>
        <AccordionItem title="Who can join the programme?" defaultOpen>
          <p>Farmers in any of South Africa&rsquo;s nine provinces.</p>
        </AccordionItem>
        <AccordionItem title="How is my carbon measured?">
          <p>From soil samples and the practices you record each season.</p>
        </AccordionItem>
        <AccordionItem title="When am I paid?">
          <p>After each verified season, in rand.</p>
        </AccordionItem>
      </Accordion>
    </section>
  );
}

export function TooltipSection() {
  return (
    <section id="tooltip" className="kit-section" aria-labelledby="tooltip-title">
      <h2 id="tooltip-title">Tooltip</h2>
      <p>
        Season {seasonLabel(23)}{" "}
        <Tooltip
          label="About season labels"
          text="A season starts in one year and ends in the next. It is stored as years since 2000."
        />
      </p>
    </section>
  );
}

export function SpinnerButtonSection() {
  return (
    <section id="spinner-button" className="kit-section" aria-labelledby="spinner-button-title">
      <h2 id="spinner-button-title">Button with spinner</h2>
      <p>This form takes 1.5 seconds to answer: the button spins and waits meanwhile.</p>
      <Form method="post" preventScrollReset>
        <SpinnerButton name="intent" value="slow">
          Save slowly
        </SpinnerButton>
      </Form>
    </section>
  );
}

// Fixed sample dates: formatting "now" would differ between the server's render and hydration.
const SAMPLE_DATE = "2024-09-05T22:30:00Z";

export function FormattingSection() {
  const examples: [string, string][] = [
    ["round(1.005)", String(round(1.005))],
    ["round(-0.001)", String(round(-0.001))],
    ["round('abc')", String(round("abc"))],
    ["formatNumber(1234567.891)", formatNumber(1234567.891)],
    ["formatCurrency(1234.5)", formatCurrency(1234.5)],
    ["formatCurrency(1234.5, 0)", formatCurrency(1234.5, 0)],
    [`formatDate('${SAMPLE_DATE}')`, formatDate(SAMPLE_DATE)],
    ["formatDateShort(…)", formatDateShort(SAMPLE_DATE)],
    ["formatDateTime(…)", formatDateTime(SAMPLE_DATE)],
    ["formatPickerDate(…)", formatPickerDate(SAMPLE_DATE)],
    ["formatDate(null)", formatDate(null)],
    ["seasonLabel(23)", seasonLabel(23)],
    ["seasonLabel(24, 'Winter')", seasonLabel(24, "Winter")],
    ["BREAKPOINTS", `mobile ${BREAKPOINTS.mobile}, tablet ${BREAKPOINTS.tablet}`],
    ["DAY_MS", formatNumber(DAY_MS)],
  ];
  return (
    <section id="formatting" className="kit-section" aria-labelledby="formatting-title">
      <h2 id="formatting-title">Formatting</h2>
      <p>Dates are shown in South African Standard Time, whatever the device&rsquo;s zone.</p>
      <dl className="kit-examples">
        {examples.map(([call, result]) => (
          <Fragment key={call}>
            <dt>{call}</dt>
            <dd>{result}</dd>
          </Fragment>
        ))}
      </dl>
      <h3>Chart colours</h3>
      <ul className="swatches">
        {CHART_COLOURS.map((colour, i) => (
          <li key={colour} className={`swatch swatch--chart-${i + 1}`}>
            {colour}
          </li>
        ))}
      </ul>
      <h3>Brand palette</h3>
      <ul className="swatches">
        {Object.entries(BRAND_PALETTE).map(([name, colour]) => (
          <li key={name} className={`swatch swatch--${name}`}>
            {name} {colour}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to each section of the page. */
export function OnThisPage() {
  return (
    <nav aria-label="On this page">
      <ul className="link-list">
        {[
          ["#data-table", "Data table"],
          ["#dialogs", "Dialogs"],
          ["#notifications", "Notifications"],
          ["#tabs", "Tab strip"],
          ["#summary-card", "Summary card"],
          ["#steps", "Step progress"],
          ["#accordion", "Accordion"],
          ["#tooltip", "Tooltip"],
          ["#spinner-button", "Button with spinner"],
          ["#formatting", "Formatting"],
        ].map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

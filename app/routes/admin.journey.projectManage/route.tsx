// /admin/journey/projectManage (spec §2 admin journey 'projectManage'; issue 16; decision
// 0082): every organisation with its journey step (spec §4), who it waits on (the programme or
// the farmer), the next action, how long it has waited, and the admin who looks after it, the
// one waiting longest first, so nothing stalls unseen. Filters (?step=, ?admin=, ?waitsOn=) are
// a GET form; pages are links. read:admin to view; write:admin to assign or unassign an admin
// (a post per row, audited).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { DataTable, Pagination, ResultsCount, type Column } from "~/components/data-table";
import { requirePermission } from "~/services/auth/guards.server";
import { JOURNEY_STEPS, STEP_LABELS } from "~/services/journey/steps";
import { formatDate } from "~/services/kit/format";
import { NOBODY_ASSIGNED, WAITS_ON, WAITS_ON_LABELS } from "~/services/project/rules";
import contractingStyles from "~/styles/contracting.css?url";
import projectStyles from "~/styles/project.css?url";
import { AssignForm } from "~/components/project/assign-form";
import { handleProjectPost, loadProjectPage } from "./data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: projectStyles },
];

export const meta: MetaFunction = () => [{ title: "Project management · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return loadProjectPage(new URL(request.url), viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleProjectPost(viewer, request, context.requestId);
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = PageData["rows"][number];

function stepHref(search: string, step: string) {
  const next = new URLSearchParams(search);
  next.delete("page");
  if (step) next.set("step", step);
  else next.delete("step");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

export default function ProjectManage() {
  const page = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { filters } = page;
  const columns: Column<Row>[] = [
    {
      key: "name",
      header: "Organisation",
      cell: (row) => <Link to={`/admin/journey/companies/${row.companyId}`}>{row.name}</Link>,
    },
    { key: "step", header: "Step", cell: (row) => row.stepLabel },
    { key: "waitsOn", header: "Waits on", cell: (row) => WAITS_ON_LABELS[row.waitsOn] },
    { key: "action", header: "Next action", cell: (row) => row.action },
    {
      key: "waiting",
      header: "Waiting",
      cell: (row) => (
        <>
          {row.waitingText}
          {row.since ? (
            <>
              <br />
              <small>
                since {formatDate(row.since)} ({row.sinceEvent})
              </small>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: "admin",
      header: "Assigned admin",
      cell: (row) =>
        row.assignedAdmin ? (
          <>
            {row.assignedAdmin.label}
            {row.assignedAt ? (
              <>
                <br />
                <small>since {formatDate(row.assignedAt)}</small>
              </>
            ) : null}
          </>
        ) : (
          "Nobody"
        ),
    },
  ];
  return (
    <div className="ct-page">
      <h1>Project management</h1>
      <p>
        Every organisation on its journey step, who it waits on, what is to be done next and how
        long it has waited, the one waiting longest first, so nothing stalls unseen. Assign an admin
        to look after each one.
      </p>
      <Form method="get" className="kit-form">
        <label className="kf-field">
          <span className="kf-field__label">Step</span>
          <select name="step" defaultValue={filters.step ?? ""}>
            <option value="">Every step</option>
            {JOURNEY_STEPS.map((step) => (
              <option key={step} value={step}>
                {STEP_LABELS[step]}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">Assigned admin</span>
          <select name="admin" defaultValue={filters.admin ?? ""}>
            <option value="">Anyone</option>
            <option value={NOBODY_ASSIGNED}>Nobody</option>
            {page.admins.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">Waits on</span>
          <select name="waitsOn" defaultValue={filters.waitsOn ?? ""}>
            <option value="">Anyone</option>
            {WAITS_ON.map((w) => (
              <option key={w} value={w}>
                {WAITS_ON_LABELS[w]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show organisations
        </button>{" "}
        <Link to="?">Clear the filters</Link>
      </Form>
      {page.stepCounts.length > 0 ? (
        <nav aria-label="Organisations per step" className="project-steps">
          <ul>
            <li>
              <Link to={stepHref(search, "")} aria-current={filters.step ? undefined : "true"}>
                Every step
              </Link>
            </li>
            {page.stepCounts.map((s) => (
              <li key={s.step}>
                <Link
                  to={stepHref(search, s.step)}
                  aria-current={filters.step === s.step ? "true" : undefined}
                >
                  {s.label} ({s.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.rows.length === 0 ? (
        <p className="ct-empty">No organisation matches these filters.</p>
      ) : (
        <>
          <ResultsCount info={page.pageInfo} />
          <DataTable
            caption="Organisations, the one waiting longest first"
            showCaption
            columns={columns}
            rows={page.rows}
            rowId={(row) => row.companyId}
            rowActionsHeader="Assign an admin"
            rowActions={
              page.canWrite ? (row) => <AssignForm row={row} admins={page.admins} /> : undefined
            }
          />
          {page.pageInfo.pageCount > 1 ? (
            <Pagination info={page.pageInfo} label="Organisation pages" />
          ) : null}
        </>
      )}
    </div>
  );
}

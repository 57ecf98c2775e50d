// /admin/jobApplications (spec §2 'Admin job applications page'): job postings and the applicant
// tracking of the hiring team. Only for write:application (spec §6 WRITE_APPLICATIONS): anyone
// else gets a 403 that shows only 'You do not have permission to view this page.' (in this
// route's boundary, inside the admin layout). Tabs, filters, pages and dialogs are URLs;
// every change is a form post answered with a redirect and the spec's notification.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { lazy, Suspense } from "react";
import { useActionResult } from "~/components/form/action-result";
import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { describeError, ErrorPage } from "~/components/error-page";
import { TabStrip } from "~/components/tab-strip";
import { ApplicationList } from "~/components/jobs-admin/application-list";
import { JobListings } from "~/components/jobs-admin/listings";
import { requirePermission } from "~/services/auth/guards.server";
import { APPLICATION_PARAM, JOB_TABS, TAB_PARAM } from "~/services/jobs/admin-view";
import { jobApplicationsPageQuery } from "~/services/jobs/queries";
import { readQuery } from "~/services/kit/query";
import { DIALOG_PARAM, onlyParamsRemoved } from "~/services/kit/url-state";
import styles from "~/styles/jobs-admin.css?url";
import { handleAction } from "./actions.server";
import { loadApplications, loadListings } from "./data.server";

// The applicant's dialogs are open only with `?application=`: their code loads with them (the
// server renders them whole; hydration waits for it), not with the list (issue 30's budget,
// decision 0156).
const ApplicantDialogs = lazy(async () => ({
  default: (await import("~/components/jobs-admin/applicant-dialogs")).ApplicantDialogs,
}));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Job Applications · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "write:application");
  // Every parameter is read, whichever tab: a hostile value is a 400 naming it on any tab.
  const values = readQuery(request, jobApplicationsPageQuery);
  return values.tab === "listings" ? loadListings(values) : loadApplications(values, values.tab);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:application");
  return handleAction(request, {
    userId: viewer.user?.id ?? null,
    label: viewer.email,
    requestId: context.requestId,
  });
}

// Closing a dialog needs no new data: spare slow links the round trip.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (onlyParamsRemoved(currentUrl, nextUrl, [DIALOG_PARAM, APPLICATION_PARAM, "disable"]))
    return false;
  return defaultShouldRevalidate;
};

function LoadError({ text }: { text: string }) {
  return (
    <p className="toast toast--error job-load-error" role="alert">
      {text}
    </p>
  );
}

export default function JobApplicationsPage() {
  const data = useLoaderData<typeof loader>();
  // A refused small form's sentence (the one action result), shown inline without JavaScript.
  const refused = useActionResult().formError;
  return (
    <article className="job-applications" aria-labelledby="page-title">
      <h1 id="page-title">Job Applications</h1>
      <TabStrip label="Job applications" tabs={JOB_TABS} param={TAB_PARAM} />
      {refused ? <LoadError text={refused} /> : null}
      {data.loadError ? <LoadError text={data.loadError} /> : null}
      <div className="tab-panel">
        {data.tab === "listings" ? (
          <JobListings data={data} />
        ) : (
          <>
            <ApplicationList data={data} />
            {data.application ? (
              <Suspense fallback={null}>
                <ApplicantDialogs application={data.application} tab={data.tab} />
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}

/** spec §2: without write:application 'the page shows only' the permission sentence. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <article className="job-applications" aria-labelledby="page-title">
        <h1 id="page-title">Job Applications</h1>
        <p className="job-applications__forbidden">{String(error.data)}</p>
      </article>
    );
  }
  return <ErrorPage description={describeError(error, import.meta.env.DEV)} />;
}

// /admin/submissions (spec §2 admin 'submissions'; issue 16; decision 0086): every season's
// submission across organisations, the newest first, whatever its status (withdrawn ones too),
// filtered by status, organisation and season (?status=, ?companyId=, ?season=; a GET form), a
// page at a time. Each opens the review page, read-only once decided. read:admin. With one
// organisation chosen (?companyId=, the organisation's admin page links here) its requests are
// listed too, and write:admin can send one ('Request something specific') or close one.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination, ResultsCount } from "~/components/data-table";
import { RequestsSection } from "~/components/review/admin-requests";
import { SubmissionFilters, SubmissionTable } from "~/components/review/admin-submission-table";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import contractingStyles from "~/styles/contracting.css?url";
import { handleRequestsPost, submissionsPage } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Submissions · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return submissionsPage(request, viewer);
}

// The requests section's posts; the organisation is the one in ?companyId=.
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleRequestsPost(request, actorOf(viewer, context.requestId));
}

export default function Submissions() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Submissions</h1>
      <p>
        Every season organisations have submitted, the newest first. Those waiting for review are
        also in the <Link to="/admin/journey/review">review queue</Link>, the oldest first.
      </p>
      <SubmissionFilters
        organisations={page.organisations}
        seasons={page.seasons}
        statuses={page.statuses}
        chosen={page.chosen}
      />
      {page.rows.length === 0 ? (
        <p className="ct-empty">No submission matches these filters.</p>
      ) : (
        <>
          <ResultsCount info={page.info} />
          <SubmissionTable rows={page.rows} caption="Submissions" mode="all" />
          {page.info.pageCount > 1 ? (
            <Pagination info={page.info} label="Submission pages" />
          ) : null}
        </>
      )}
      {page.requests ? (
        <RequestsSection
          organisationName={page.requests.organisation.name}
          requests={page.requests.list}
          canWrite={page.canWrite}
        />
      ) : null}
    </div>
  );
}

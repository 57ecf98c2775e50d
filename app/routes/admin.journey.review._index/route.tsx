// /admin/journey/review (spec §2 admin journey 'review'; issue 16; decision 0086): the review
// queue. Submissions waiting for the programme, the one waiting longest first (a resubmitted
// item puts its submission back with a new waiting time), with the organisation, the season,
// when it was submitted, how long it has waited and its items. Each opens the review page.
// Filters are a GET form. read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pagination, ResultsCount } from "~/components/data-table";
import { SubmissionFilters, SubmissionTable } from "~/components/review/admin-submission-table";
import { requirePermission } from "~/services/auth/guards.server";
import contractingStyles from "~/styles/contracting.css?url";
import { loadReviewQueue } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Review · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return loadReviewQueue(new URL(request.url));
}

export default function ReviewQueue() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Review</h1>
      <p>
        Seasons submitted by organisations and waiting for the programme, the one waiting longest
        first. Decide each item, then send the decision: the organisation is e-mailed. Every
        submission, decided ones too, is under <Link to="/admin/submissions">Submissions</Link>.
      </p>
      <SubmissionFilters
        organisations={page.organisations}
        seasons={page.seasons}
        chosen={page.chosen}
      />
      {page.rows.length === 0 ? (
        <p className="ct-empty">No submission is waiting for review.</p>
      ) : (
        <>
          <ResultsCount info={page.info} />
          <SubmissionTable rows={page.rows} caption="Submissions waiting for review" mode="queue" />
          {page.info.pageCount > 1 ? <Pagination info={page.info} label="Queue pages" /> : null}
        </>
      )}
    </div>
  );
}

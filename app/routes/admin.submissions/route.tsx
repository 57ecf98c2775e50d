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
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { pageSubmissionListQuery, submissionListQueryOf } from "~/services/review/queries";
import { CLOSE_REQUEST_INTENT, REQUEST_INTENT } from "~/services/review/admin-forms";
import { postCloseRequest, postRequest } from "~/services/review/admin-request-posts.server";
import {
  filterSeasons,
  listAllSubmissions,
  listFilterOrganisations,
  listRequests,
  requireOrganisation,
  REVIEW_PAGE_SIZE,
} from "~/services/review/review.server";
import { isUuid } from "~/shared/ids";
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from "~/shared/review";
import contractingStyles from "~/styles/contracting.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Submissions · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const query = submissionListQueryOf(readQuery(request, pageSubmissionListQuery), {
    defaultOrder: "newest",
    defaultSize: REVIEW_PAGE_SIZE,
  });
  const [list, organisations] = await Promise.all([
    listAllSubmissions(
      { organisationId: query.organisationId, season: query.season, status: query.status },
      { page: query.page, size: query.size },
    ),
    listFilterOrganisations(),
  ]);
  const chosenOrganisation = organisations.find((o) => o.id === query.organisationId) ?? null;
  return {
    canWrite: viewer.permissions.includes("write:admin"),
    requests: chosenOrganisation
      ? { organisation: chosenOrganisation, list: await listRequests(chosenOrganisation.id) }
      : null,
    rows: list.rows,
    info: list.info,
    organisations,
    seasons: filterSeasons(),
    statuses: SUBMISSION_STATUSES.map((value) => ({
      value,
      label: SUBMISSION_STATUS_LABELS[value],
    })),
    chosen: {
      organisationId: query.organisationId,
      season: query.season,
      status: query.status,
    },
  };
}

/** The requests section's organisation (not an id: a 404, as one that does not exist). */
const requestsQuery = querySchema({ companyId: q.text({ max: 100 }) });

// The requests section's posts; the organisation is the one in ?companyId=.
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  const companyId = readQuery(request, requestsQuery).companyId ?? "";
  if (!isUuid(companyId)) throw new Response("Choose an organisation first.", { status: 404 });
  const organisation = await requireOrganisation(companyId).catch(() => {
    throw new Response("There is no such organisation.", { status: 404 });
  });
  const actor = {
    userId: viewer.user?.id ?? null,
    label: viewer.email,
    requestId: context.requestId ?? null,
  };
  const back = `/admin/submissions?companyId=${organisation.id}#requests-heading`;
  const intent = (await readFormOrRefuse(request.clone())).get("intent");
  switch (intent) {
    case REQUEST_INTENT:
      return postRequest(actor, organisation.id, request, back);
    case CLOSE_REQUEST_INTENT:
      return postCloseRequest(actor, organisation.id, request, back);
    default:
      throw new Response("This form is not known on this page.", { status: 400 });
  }
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

// /admin/baseline (spec §2 '/admin': 'baseline (baseline user fields)'; issue 18 'People';
// decision 0101): every person with their organisations, journey steps, roles, baseline and how
// they heard of the programme. Search and filters are a GET form (?q=&userStep=&organisationId=
// &role=&baseline=&enterpriseType=&landTenure=&regenerativeExperience=), pages are links
// (?page=), and "Download CSV" exports the same filtered list. read:admin; each person's page
// (/admin/baseline/{userId}) edits the baseline with write:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pagination, ResultsCount } from "~/components/data-table";
import { PeopleFilters, PeopleTable } from "~/components/people/people-list";
import { requirePermission } from "~/services/auth/guards.server";
import { readQuery } from "~/services/kit/query";
import { loadPeoplePage } from "~/services/people/admin-view.server";
import { peopleFilterOf, peopleFilterQuery, peoplePagingQuery } from "~/services/people/queries";
import peopleStyles from "~/styles/people.css?url";
import { NO_HYDRATION } from "~/components/hydration";

// Plain HTML (decision 0156): the filters are a GET form, pages and people links, the CSV a
// download.
export const handle = NO_HYDRATION;

export const meta: MetaFunction = () => [{ title: "People and baseline · Admin · Veld" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const filter = peopleFilterOf(readQuery(request, peopleFilterQuery));
  const paging = readQuery(request, peoplePagingQuery);
  return loadPeoplePage(filter, paging, viewer);
}

export default function Baseline() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="pp-page">
      <div>
        <h1>People and baseline</h1>
        <p className="page-lead">
          Everyone with a Veld profile, their organisations and journey steps, and the baseline
          recorded when they joined: where they started, so the programme can show change over time.
          Open a person to see their sign-up answers and{" "}
          {page.canWrite
            ? "record their baseline"
            : "their baseline (changing it needs write:admin)"}
          .
        </p>
      </div>
      <PeopleFilters filter={page.filter} organisations={page.organisations} />
      <p>
        <a className="button" href={page.exportHref} download>
          Download CSV
        </a>{" "}
        <span className="pp-muted">Every person these filters choose, on all pages.</span>
      </p>
      {page.rows.length === 0 ? (
        <p role="status">No person matches these filters.</p>
      ) : (
        <>
          <ResultsCount info={page.pageInfo} />
          <PeopleTable rows={page.rows} />
          {page.pageInfo.pageCount > 1 ? (
            <Pagination info={page.pageInfo} label="Pages of people" />
          ) : null}
        </>
      )}
    </div>
  );
}

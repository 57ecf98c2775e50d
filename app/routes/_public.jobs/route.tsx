// spec §2 'Public routes': /jobs, the open positions (issue 5). Server-rendered plain HTML with no
// scripts (decision 0012, issue 7's budget): each active posting (spec §4: not disabled, not
// expired) with its facts, the start of its description, its leaflet and a link to its page,
// where the application form is (/jobs/:jobId, decision 0030).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { JobFacts, LeafletLink, type PublicPostingView } from "~/components/jobs/job-facts";
import { countActivePostings, listActivePostings } from "~/models/job-application-submit.server";
import {
  descriptionExcerpt,
  jobsPage,
  jobsPageHref,
  postingHref,
} from "~/services/jobs/public-postings";
import { publicJobsQuery } from "~/services/jobs/queries";
import { readQuery } from "~/services/kit/query";
import jobsStyles from "~/styles/jobs.css?url";

export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: jobsStyles }];

export const meta: MetaFunction = () => [
  { title: "Jobs · Veld" },
  {
    name: "description",
    content:
      "Open positions at Veld: field work, GIS, technology and farmer-facing jobs in South Africa. Apply online with your CV.",
  },
];

// Public (spec §2): anyone may see the open positions.
export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const total = await countActivePostings(now);
  const asked = readQuery(request, publicJobsQuery).page;
  const { page, pageCount, limit, offset } = jobsPage(asked, total);
  const postings = await listActivePostings(now, { limit, offset });
  return {
    page,
    pageCount,
    postings: postings.map((p): PublicPostingView => ({
      ...p,
      closingDate: p.closingDate?.toISOString() ?? null,
    })),
  };
}

export default function Jobs() {
  const { postings, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <article className="jobs" aria-labelledby="page-title">
      <h1 id="page-title">Jobs</h1>
      <p className="page-lead">
        Work with South African farmers on regenerative agriculture and carbon credits. Choose a
        position to read more and apply: you need no account, just your CV.
      </p>
      {postings.length > 0 ? (
        <ul className="job-list">
          {postings.map((posting) => (
            <li key={posting.id}>
              <JobSummary posting={posting} />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no open positions at the moment. Please look again soon.</p>
      )}
      {pageCount > 1 ? <Pages page={page} pageCount={pageCount} /> : null}
    </article>
  );
}

function Pages({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav className="job-pages" aria-label="Pages of jobs">
      {page > 1 ? <a href={jobsPageHref(page - 1)}>Previous page</a> : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <a href={jobsPageHref(page + 1)}>Next page</a> : null}
    </nav>
  );
}

function JobSummary({ posting }: { posting: PublicPostingView }) {
  const href = postingHref(posting.id);
  const excerpt = descriptionExcerpt(posting.description);
  const headingId = `job-${posting.id}`;
  return (
    <section className="job" aria-labelledby={headingId}>
      <h2 id={headingId} className="job__title">
        <a href={href}>{posting.title}</a>
      </h2>
      <JobFacts posting={posting} />
      <p className="job__description">{excerpt.text}</p>
      <p className="job__actions">
        <a href={`${href}#apply`} className="button button--primary">
          Read more and apply
          <span className="visually-hidden"> for {posting.title}</span>
        </a>
        <LeafletLink posting={posting} />
      </p>
    </section>
  );
}

// spec §2 'Public routes': /jobs, the open positions (issue 5). Server-rendered plain HTML with no
// scripts (decision 0012, issue 7's budget): each active posting (spec §4: not disabled, not
// expired) with its facts, the start of its description, its leaflet and a link to its page,
// where the application form is (/jobs/:jobId, decision 0030). The page's words are in the
// visitor's language (issue 33); the adverts stay as the programme wrote them (decision 0161).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { JobFacts, LeafletLink, type PublicPostingView } from "~/components/jobs/job-facts";
import { countActivePostings, listActivePostings } from "~/models/job-application-submit.server";
import {
  descriptionExcerpt,
  jobsPage,
  jobsPageHref,
  postingHref,
} from "~/services/jobs/public-postings";
import { publicJobsQuery } from "~/services/jobs/queries";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
import { readQuery } from "~/services/kit/query";
import jobsStyles from "~/styles/jobs.css?url";

export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: jobsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? createTranslator(data.translations) : null;
  return [
    { title: t?._("jobs.metaTitle") ?? "Jobs · Veld" },
    {
      name: "description",
      content:
        t?._("jobs.metaDescription") ??
        "Open positions at Veld: field work, GIS, technology and farmer-facing jobs in South Africa. Apply online with your CV.",
    },
  ];
};

// Public (spec §2): anyone may see the open positions.
export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const total = await countActivePostings(now);
  const asked = readQuery(request, publicJobsQuery).page;
  const { page, pageCount, limit, offset } = jobsPage(asked, total);
  const postings = await listActivePostings(now, { limit, offset });
  const language = requestLanguage(request, await getViewer(request));
  return {
    translations: translationsFor(language, ["jobs"]),
    page,
    pageCount,
    postings: postings.map((p): PublicPostingView => ({
      ...p,
      closingDate: p.closingDate?.toISOString() ?? null,
    })),
  };
}

export default function Jobs() {
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <JobsPage {...page} />
    </TranslationsProvider>
  );
}

function JobsPage({
  postings,
  page,
  pageCount,
}: {
  postings: PublicPostingView[];
  page: number;
  pageCount: number;
}) {
  const t = useT();
  return (
    <article className="jobs" aria-labelledby="page-title">
      <h1 id="page-title">{t("jobs.title")}</h1>
      <p className="page-lead">{t("jobs.lead")}</p>
      {postings.length > 0 ? (
        <ul className="job-list">
          {postings.map((posting) => (
            <li key={posting.id}>
              <JobSummary posting={posting} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("jobs.empty")}</p>
      )}
      {pageCount > 1 ? <Pages page={page} pageCount={pageCount} /> : null}
    </article>
  );
}

function Pages({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  return (
    <nav className="job-pages" aria-label={t("jobs.pages")}>
      {page > 1 ? <a href={jobsPageHref(page - 1)}>{t("jobs.previousPage")}</a> : null}
      <span aria-current="page">{t("jobs.pageOf", { page, pageCount })}</span>
      {page < pageCount ? <a href={jobsPageHref(page + 1)}>{t("jobs.nextPage")}</a> : null}
    </nav>
  );
}

function JobSummary({ posting }: { posting: PublicPostingView }) {
  const t = useT();
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
          {t("jobs.readMore")}
          <span className="visually-hidden"> {t("jobs.forPosting", { title: posting.title })}</span>
        </a>
        <LeafletLink posting={posting} />
      </p>
    </section>
  );
}

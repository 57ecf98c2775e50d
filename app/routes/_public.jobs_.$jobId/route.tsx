// spec §2 '/jobs, with application form': one open position (decision 0030) with its full
// description, leaflet and the application form (spec §3 'Application form fields'). Plain HTML
// with no scripts (decision 0012); the form is a multipart post to this URL. After applying, the
// page thanks the applicant (?applied=1).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { ApplicationForm } from "~/components/jobs/application-form";
import { JobFacts, LeafletLink, type PublicPostingView } from "~/components/jobs/job-facts";
import { PlainText } from "~/components/public/plain-text";
import { getEnv } from "~/env.server";
import { findActivePosting } from "~/models/job-application-submit.server";
import { configuredBotWidget } from "~/services/jobs/bot-protection.server";
import { publicPostingQuery } from "~/services/jobs/queries";
import { readQuery } from "~/services/kit/query";
import kitFormStyles from "~/styles/kit-forms.css?url";
import jobsStyles from "~/styles/jobs.css?url";
import { applyForJob, closedPosting } from "./data.server";

export const handle = NO_HYDRATION;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: kitFormStyles },
  { rel: "stylesheet", href: jobsStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.posting.title} · Jobs · Veld` : "Jobs · Veld" },
];

// Public (spec §2): anyone may read an open position and apply for it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const posting = await findActivePosting(params.jobId ?? "");
  if (!posting) throw closedPosting();
  const view: PublicPostingView = {
    ...posting,
    closingDate: posting.closingDate?.toISOString() ?? null,
  };
  return {
    posting: view,
    applied: readQuery(request, publicPostingQuery).applied,
    maxUploadBytes: getEnv().UPLOAD_MAX_BYTES,
    botWidget: configuredBotWidget(),
  };
}

// Public: applying needs no account. Protected by the honeypot, the provider's check when one is
// configured, and the rate limit on posts under /jobs (app/server/app.server.ts).
export async function action({ request, params, context }: ActionFunctionArgs) {
  const jobId = params.jobId ?? "";
  if (!(await findActivePosting(jobId))) throw closedPosting();
  return applyForJob(request, jobId, context.requestId);
}

export default function JobPosting() {
  const { posting, applied, maxUploadBytes, botWidget } = useLoaderData<typeof loader>();
  if (applied) return <Applied posting={posting} />;
  return (
    <article className="job-page" aria-labelledby="page-title">
      <p className="job-page__back">
        <a href="/jobs">All jobs</a>
      </p>
      <h1 id="page-title">{posting.title}</h1>
      <JobFacts posting={posting} />
      <div className="job-page__description">
        <PlainText text={posting.description} />
      </div>
      <p>
        <LeafletLink posting={posting} />
      </p>
      <section id="apply" className="job-page__apply" aria-labelledby="apply-title">
        <h2 id="apply-title">Apply for this position</h2>
        <ApplicationForm
          job={{ id: posting.id, title: posting.title }}
          maxUploadBytes={maxUploadBytes}
          botWidget={botWidget}
        />
      </section>
    </article>
  );
}

function Applied({ posting }: { posting: PublicPostingView }) {
  return (
    <article className="job-page" aria-labelledby="page-title">
      <h1 id="page-title">Application sent</h1>
      <div id="applied" className="job-applied" role="status">
        <p>
          <strong>Thank you, your application has been received.</strong>
        </p>
        <p>
          You applied for <strong>{posting.title}</strong>. We have sent a confirmation to your
          e-mail address. We read every application after the closing date and will contact you by
          e-mail.
        </p>
      </div>
      <p>
        <a href="/jobs">See all open positions</a>
      </p>
    </article>
  );
}

// spec §2 '/jobs, with application form': one open position (decision 0030) with its full
// description, leaflet and the application form (spec §3 'Application form fields'). Plain HTML
// with no scripts (decision 0012); the form is a multipart post to this URL. After applying, the
// page thanks the applicant (?applied=1). The page's words and the form's labels are in the
// visitor's language (issue 33); the advert stays as the programme wrote it (decision 0161).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_HYDRATION } from "~/components/hydration";
import { TranslationsProvider, useT } from "~/components/i18n";
import { ApplicationForm } from "~/components/jobs/application-form";
import { JobFacts, LeafletLink, type PublicPostingView } from "~/components/jobs/job-facts";
import { PlainText } from "~/components/public/plain-text";
import { richMessage } from "~/components/rich-message";
import { getEnv } from "~/env.server";
import { getViewer } from "~/services/auth/guards.server";
import { translationsFor } from "~/services/i18n/catalogues.server";
import { createTranslator } from "~/services/i18n/translations";
import { requestLanguage } from "~/services/kit/language.server";
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
  {
    title: data
      ? createTranslator(data.translations)._("jobs.postingMetaTitle", {
          title: data.posting.title,
        })
      : "Jobs · Veld",
  },
];

// Public (spec §2): anyone may read an open position and apply for it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const posting = await findActivePosting(params.jobId ?? "");
  if (!posting) throw closedPosting();
  const view: PublicPostingView = {
    ...posting,
    closingDate: posting.closingDate?.toISOString() ?? null,
  };
  const language = requestLanguage(request, await getViewer(request));
  return {
    translations: translationsFor(language, ["jobs"]),
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
  const { translations, ...page } = useLoaderData<typeof loader>();
  return (
    <TranslationsProvider translations={translations}>
      <JobPostingPage {...page} />
    </TranslationsProvider>
  );
}

function JobPostingPage({
  posting,
  applied,
  maxUploadBytes,
  botWidget,
}: Omit<Awaited<ReturnType<typeof loader>>, "translations">) {
  const t = useT();
  if (applied) return <Applied posting={posting} />;
  return (
    <article className="job-page" aria-labelledby="page-title">
      <p className="job-page__back">
        <a href="/jobs">{t("jobs.allJobs")}</a>
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
        <h2 id="apply-title">{t("jobs.applyTitle")}</h2>
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
  const t = useT();
  return (
    <article className="job-page" aria-labelledby="page-title">
      <h1 id="page-title">{t("jobs.appliedTitle")}</h1>
      <div id="applied" className="job-applied" role="status">
        <p>
          <strong>{t("jobs.appliedThanks")}</strong>
        </p>
        <p>{richMessage(t, "jobs.appliedText", { title: <strong>{posting.title}</strong> })}</p>
      </div>
      <p>
        <a href="/jobs">{t("jobs.seeAll")}</a>
      </p>
    </article>
  );
}

// /admin/summaryFiles (spec §2 admin 'summaryFiles'; §7 admin 'GET downloads of reports, summary
// files and ndvi'; issue 16; decision 0083): the summary files and NDVI images of every
// organisation, newest first, filtered by organisation and kind (a GET form), a page at a time,
// with download links; write:admin uploads one (the organisation chosen in the form) and removes
// one (with a reason; audited). The same service and form pieces as /admin/journey/reports.
// Above them, the generated summaries (decision 0102): ?do=generate { kind } queues a CSV of the
// whole programme (read:admin; job applications also need write:application), made in the
// background and listed with its status; ready ones download through /files/{fileId}.
import { pageRefused } from "~/services/kit/forms/refusal.server";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Pagination, ResultsCount } from "~/components/data-table";
import { RemoveReportDialog, ReportUploadForm } from "~/components/reports/report-forms";
import { ReportTable } from "~/components/reports/report-table";
import { GeneratedSummaries } from "~/components/summaries/generated-summaries";
import { requirePermission } from "~/services/auth/guards.server";
import { querySchema, readQuery } from "~/services/kit/query";
import { handleReportPagePost, loadSummaryFilesPage } from "~/services/reports/admin-pages.server";
import { SUMMARY_PAGE_KINDS } from "~/services/reports/rules";
import { actorOf, type Viewer } from "~/services/auth/session.server";
import { readFormOrRefuse } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import {
  GENERATE_DO,
  loadGeneratedSummaries,
  SUMMARY_FILES_PATH,
} from "~/services/summaries/admin-view.server";
import {
  isSummaryKind,
  SUMMARY_EXPORT_KIND_LABELS,
  SUMMARY_MESSAGES,
} from "~/services/summaries/rules";
import { requestSummary } from "~/services/summaries/summaries.server";
import { z } from "zod";
import contractingStyles from "~/styles/contracting.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Summary files · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  const [page, generated] = await Promise.all([
    loadSummaryFilesPage(new URL(request.url), viewer.permissions.includes("write:admin")),
    loadGeneratedSummaries(viewer),
  ]);
  return { ...page, generated };
}

/** ?do=generate asks for a generated summary; any other form is the report pages' (upload, remove). */
const generateQuery = querySchema({ do: z.literal(GENERATE_DO).optional().catch(undefined) });

/** POST /admin/summaryFiles?do=generate { kind }: queue (or find) the summary, then back. */
async function handleGeneratePost(
  viewer: Viewer,
  request: Request,
  requestId: string | null | undefined,
) {
  const form = await readFormOrRefuse(request);
  const kind = form.get("kind");
  if (!isSummaryKind(kind)) throw new Response(SUMMARY_MESSAGES.kind, { status: 400 });
  try {
    const { created } = await requestSummary(actorOf(viewer, requestId), viewer.permissions, kind);
    const label = SUMMARY_EXPORT_KIND_LABELS[kind];
    return redirectWithToast(SUMMARY_FILES_PATH, {
      type: "success",
      text: created
        ? `The ${label.toLowerCase()} summary is being prepared. It appears below when it is ready.`
        : `The ${label.toLowerCase()} summary is already being prepared. It appears below when it is ready.`,
    });
  } catch (error) {
    pageRefused(error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Asking for a generated summary changes nothing of the programme's: read:admin may (audited).
  if (readQuery(request, generateQuery).do === GENERATE_DO) {
    const reader = await requirePermission(request, "read:admin");
    return handleGeneratePost(reader, request, context.requestId);
  }
  const viewer = await requirePermission(request, "write:admin");
  return handleReportPagePost(
    { userId: viewer.user?.id ?? null, label: viewer.email, requestId: context.requestId ?? null },
    request,
    { kinds: SUMMARY_PAGE_KINDS },
  );
}

export default function SummaryFiles() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Summary files</h1>
      <p>Summary files and NDVI images of every organisation, newest first.</p>
      <Form method="get" className="kit-form">
        <label className="kf-field">
          <span className="kf-field__label">Organisation</span>
          <select name="companyId" defaultValue={page.companyId ?? ""}>
            <option value="">All organisations</option>
            {page.options.organisations.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="kf-field">
          <span className="kf-field__label">Kind</span>
          <select name="kind" defaultValue={page.kind ?? ""}>
            <option value="">Summary files and NDVI images</option>
            {page.kindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show files
        </button>
      </Form>
      <section className="ct-section" aria-labelledby="files-heading">
        <h2 id="files-heading">Files</h2>
        <ResultsCount info={page.info} />
        <ReportTable
          caption="Summary files and NDVI images"
          reports={page.reports}
          showOrganisation
          canWrite={page.canWrite}
          emptyText="No summary files or NDVI images yet"
        />
        <Pagination info={page.info} label="Pages of files" />
      </section>
      <GeneratedSummaries {...page.generated} />
      {page.canWrite ? (
        <section className="ct-section" aria-labelledby="upload-heading">
          <h2 id="upload-heading">Upload a file</h2>
          <ReportUploadForm
            options={page.options}
            defaults={{ companyId: page.companyId, kind: page.kind }}
          />
        </section>
      ) : (
        <p>You can read and download the files; uploading and removing them needs write:admin.</p>
      )}
      {page.canWrite ? <RemoveReportDialog report={page.removing} /> : null}
    </div>
  );
}

// /admin/summaryFiles (spec §2 admin 'summaryFiles'; §7 admin 'GET downloads of reports, summary
// files and ndvi'; issue 16; decision 0083): the summary files and NDVI images of every
// organisation, newest first, filtered by organisation and kind (a GET form), a page at a time,
// with download links; write:admin uploads one (the organisation chosen in the form) and removes
// one (with a reason; audited). The same service and form pieces as /admin/journey/reports.
// Above them, the generated summaries (decision 0102): the form with intent 'generate' { kind }
// queues a CSV of the whole programme (read:admin; job applications also need write:application), made in the
// background and listed with its status; ready ones download through /files/{fileId}.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { Pagination, ResultsCount } from "~/components/data-table";
import { RemoveReportDialog, ReportUploadForm } from "~/components/reports/report-forms";
import { ReportTable } from "~/components/reports/report-table";
import { GeneratedSummaries } from "~/components/summaries/generated-summaries";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import contractingStyles from "~/styles/contracting.css?url";
import { handleSummaryFilesPost, summaryFilesPage } from "./data.server";
import {
  removeReportValidator,
  reportUploadValidator,
} from "~/components/reports/report-validators";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Summary files · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return summaryFilesPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  // read:admin may ask for a generated summary; the files' forms (upload, remove) need
  // write:admin, which handleSummaryFilesPost checks once the post says which form it is.
  const viewer = await requirePermission(request, "read:admin");
  return handleSummaryFilesPost(request, viewer, actorOf(viewer, context.requestId));
}

export default function SummaryFiles() {
  const page = useLoaderData<typeof loader>();
  const uploadValidator = useMemo(() => reportUploadValidator(page.options), [page.options]);
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
            validator={uploadValidator}
          />
        </section>
      ) : (
        <p>You can read and download the files; uploading and removing them needs write:admin.</p>
      )}
      {page.canWrite ? (
        <RemoveReportDialog report={page.removing} validator={removeReportValidator} />
      ) : null}
    </div>
  );
}

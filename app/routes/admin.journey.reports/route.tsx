// /admin/journey/reports (spec §2 admin journey 'reports'; §3 'Organisation: … report files'; §7
// admin 'GET downloads of reports, summary files and ndvi'; issue 16; decision 0083): the report
// files of one organisation, chosen with a GET form (?companyId=, ?kind=), with download links;
// write:admin uploads a new one (a real multipart post; its members are e-mailed that a new
// report is ready) and removes one (with a reason; the bytes stay; audited). read:admin to view.
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { RemoveReportDialog, ReportUploadForm } from "~/components/reports/report-forms";
import { ReportTable } from "~/components/reports/report-table";
import { requirePermission } from "~/services/auth/guards.server";
import { actorOf } from "~/services/auth/session.server";
import contractingStyles from "~/styles/contracting.css?url";
import { handleReportsPost, reportsPage } from "./data.server";
import {
  removeReportValidator,
  reportUploadValidator,
} from "~/components/reports/report-validators";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contractingStyles }];

export const meta: MetaFunction = () => [{ title: "Reports · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requirePermission(request, "read:admin");
  return reportsPage(request, viewer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requirePermission(request, "write:admin");
  return handleReportsPost(request, actorOf(viewer, context.requestId));
}

export default function Reports() {
  const page = useLoaderData<typeof loader>();
  const { organisation } = page;
  const uploadValidator = useMemo(() => reportUploadValidator(page.options), [page.options]);
  return (
    <div className="ct-page">
      <h1>Reports</h1>
      <p>
        Reports, summary files and NDVI images the programme publishes to an organisation. Its
        members see them on their organisation&apos;s page and can download them.
      </p>
      <Form method="get" className="kit-form">
        <label className="kf-field">
          <span className="kf-field__label">Organisation</span>
          <select name="companyId" defaultValue={page.companyId ?? ""}>
            <option value="">Choose an organisation</option>
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
            <option value="">All kinds</option>
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
      {organisation ? (
        <section className="ct-section" aria-labelledby="files-heading">
          <h2 id="files-heading">Files of {organisation.name}</h2>
          <ReportTable
            caption={`Report files of ${organisation.name}`}
            reports={page.reports}
            canWrite={page.canWrite}
            emptyText="No reports yet"
          />
        </section>
      ) : (
        <p className="ct-empty">Choose an organisation to see its files.</p>
      )}
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

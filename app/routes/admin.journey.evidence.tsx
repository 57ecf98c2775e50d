// /admin/journey/evidence (issue 16 'Admin'; decision 0084): all evidence across organisations,
// filtered by organisation, category, field, season, status and review status with a GET form
// (the filters are the URL), 25 items a page, newest first. Photos show as lazy thumbnails and
// PDFs open in a new tab through the admin-only preview route
// (admin.journey.evidence_.file.$fileId.ts); every file can be downloaded (spec §6). read:admin.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminEvidenceList } from "~/components/evidence/admin-evidence-list";
import { requirePermission } from "~/services/auth/guards.server";
import { loadAdminEvidencePage } from "~/services/evidence/admin-evidence.server";
import contractingStyles from "~/styles/contracting.css?url";
import evidenceAdminStyles from "~/styles/evidence-admin.css?url";
import evidenceStyles from "~/styles/evidence.css?url";
import practiceAdminStyles from "~/styles/practice-admin.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contractingStyles },
  { rel: "stylesheet", href: practiceAdminStyles },
  { rel: "stylesheet", href: evidenceStyles },
  { rel: "stylesheet", href: evidenceAdminStyles },
];

export const meta: MetaFunction = () => [{ title: "Evidence · Admin · Veld" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  return loadAdminEvidencePage(new URL(request.url));
}

export default function AdminEvidence() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="ct-page">
      <h1>Evidence</h1>
      <p>
        The evidence every organisation has uploaded behind its practices: invoices, photos with
        their date and place, grazing records, soil-sample results and contractor records.
      </p>
      <AdminEvidenceList {...page} />
    </div>
  );
}

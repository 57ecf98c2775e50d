// GET /admin/jobApplications/export?tab=…&status=…&jobId=…&name=…: the list the admin page shows,
// every page of it, as CSV (issue 5 'CSV export of the current filtered list'). Admin only
// (write:application), like the page; not cached anywhere.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listApplicationRecords } from "~/models/job-applications.server";
import { requirePermission } from "~/services/auth/guards.server";
import { CSV_HEADER, csvRow } from "~/services/jobs/applications-csv";
import { applicationQueryOf, jobApplicationsPageQuery } from "~/services/jobs/queries";
import { readQuery } from "~/services/kit/query";
import { csvText } from "~/services/kit/csv.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "write:application");
  const url = new URL(request.url);
  const values = readQuery(url, jobApplicationsPageQuery);
  const { tab } = values;
  // The listings tab has no application list of its own: it exports every application.
  const query =
    tab === "listings"
      ? { statuses: null, jobId: null, name: null }
      : applicationQueryOf(values, tab);
  const rows = await listApplicationRecords(query);
  const csv = csvText(
    CSV_HEADER,
    rows.map((row) => csvRow(row, url.origin)),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="job-applications-${tab}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// GET /admin/journey/fields/export?companyIds=…&farmId=…&status=…&signoff=…&season=…: the list
// /admin/journey/fields shows, every page of it, as CSV (issue 14). read:admin, like the page.
// The rows are read a chunk at a time and streamed, so a programme-wide export keeps memory flat;
// every cell is defused against spreadsheet formulas (the kit's writer, services/kit/csv.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/services/auth/guards.server";
import { fieldsCsvStream } from "~/services/fields/admin-list.server";
import { adminFieldPageQuery, adminFieldQueryOf } from "~/services/fields/queries";
import { currentSeason } from "~/services/fields/seasons";
import { readQuery } from "~/services/kit/query";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const { filter } = adminFieldQueryOf(readQuery(request, adminFieldPageQuery), currentSeason());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(fieldsCsvStream(filter), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="fields-season-${filter.season}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

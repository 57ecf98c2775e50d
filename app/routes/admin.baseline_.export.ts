// GET /admin/baseline/export?q=&userStep=&…: the people list /admin/baseline shows, every page of
// it, as CSV (issue 18 'People': 'CSV export'; decision 0101). read:admin, like the page; streamed
// (services/people/people.server.ts peopleCsvStream), every cell defused against spreadsheet
// formulas (the kit's writer, services/kit/csv.ts). A filter that is not valid is a 400 with a
// sentence.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/services/auth/guards.server";
import { peopleCsvStream } from "~/services/people/people.server";
import { readQuery } from "~/services/kit/query";
import { peopleFilterOf, peopleFilterQuery } from "~/services/people/queries";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "read:admin");
  const filter = peopleFilterOf(readQuery(request, peopleFilterQuery));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(peopleCsvStream(filter), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="people-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// GET /profile/journey/practice_data/livestock/template?season=NN (issue 15; decision 0077): the
// CSV template of a season's livestock numbers, a row per herd per month (July to June) with the
// herds' names and any numbers stored. Guarded like the page: any member of the organisation
// (also under /admin/userView).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { livestockTemplate, practiceSeasonOf } from "~/services/practice/livestock.server";
import { requireOrganisation, requireProfileContext } from "~/services/profiles/context.server";
import { seasonLabel } from "~/services/fields/seasons";

export async function loader({ request }: LoaderFunctionArgs) {
  const organisation = requireOrganisation(await requireProfileContext(request));
  const { season } = await practiceSeasonOf(organisation.id, request.url);
  const csv = await livestockTemplate(organisation.id, season);
  const name = `livestock-numbers-${seasonLabel(season).replace(/[^0-9A-Za-z]+/g, "-")}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

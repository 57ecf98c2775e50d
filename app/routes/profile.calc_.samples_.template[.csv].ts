// GET /profile/calc/samples/template.csv (decision 0092): the CSV template of soil samples, a row
// per field of the active organisation with its name filled in. Any member may download it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { samplesTemplate } from "~/services/calculations/samples.server";
import { requireOrganisation, requireProfileContext } from "~/services/profiles/context.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const organisation = requireOrganisation(await requireProfileContext(request));
  const csv = await samplesTemplate(organisation.id);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="soil-samples.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

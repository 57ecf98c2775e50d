// GET /api/v2/admin/farms (spec §7 admin calls): every organisation's farms with their areas in
// hectares (spec §5), boundaries and unmapped warnings (spec §4). ?companyId= narrows it to one
// organisation. read:admin.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/client.server";
import { organisations } from "~/db/schema";
import { isUuid, listBoundaries, listFarms } from "~/models/contracting.server";
import { apiJson, requireApiPermission } from "~/services/api.server";
import { toBoundaryView, toFarmView } from "~/services/contracting/details.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "read:admin");
  const wanted = new URL(request.url).searchParams.get("companyId");
  const orgs = await db()
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations);
  const ids = wanted ? (isUuid(wanted) ? [wanted] : []) : orgs.map((o) => o.id);
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  const [farmRows, boundaryRows] = await Promise.all([listFarms(ids), listBoundaries(ids)]);
  return apiJson(
    farmRows.map((farm) => {
      const view = toFarmView(
        farm,
        boundaryRows.filter((b) => b.farmId === farm.id).map((b) => toBoundaryView(b, false)),
      );
      return {
        farmId: view.id,
        companyId: farm.organisationId,
        companyName: names.get(farm.organisationId) ?? null,
        name: view.name,
        erfNumbers: view.erfNumbers,
        province: view.province,
        nearestTown: view.nearestTown,
        latitude: view.latitude,
        longitude: view.longitude,
        areaHectares: view.totalHectares,
        warnings: view.warnings.map((w) => w.kind),
        boundaries: view.boundaries.map((b) => ({
          boundaryId: b.id,
          name: b.name,
          source: b.source,
          areaHectares: b.areaHectares,
          fileId: b.fileId,
          circle: b.circle,
        })),
      };
    }),
  );
}

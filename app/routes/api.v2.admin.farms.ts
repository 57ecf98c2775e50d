// GET /api/v2/admin/farms (spec §7 admin calls): every organisation's farms with their areas in
// hectares (spec §5), boundaries and unmapped warnings (spec §4). ?companyId= narrows it to one
// organisation. read:admin.
import { listBoundaries } from "~/models/boundaries.server";
import { listFarms } from "~/models/farms.server";
import { listOrganisations } from "~/models/organisations.server";
import { z } from "zod";
import { requireApiPermission } from "~/services/api/callers.server";
import { apiOk, readQuery } from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { adminFarmJsonSchema, farmJson } from "~/services/contracting/api";
import { toBoundaryView, toFarmView } from "~/services/contracting/details.server";
import { oneCompanyQuery } from "~/services/organisations/queries";

/** oneCompanyQuery's parameter, for the OpenAPI document. */
const adminFarmsQueryDoc = z.object({
  companyId: z.string().uuid().optional().describe("One organisation's id."),
});

async function listAllFarms(request: Request) {
  // ?companyId= narrows the list to one organisation; a value that is not an id is a 400.
  const { companyId: wanted } = readQuery(request, oneCompanyQuery);
  const orgs = await listOrganisations();
  const ids = wanted ? [wanted] : orgs.map((o) => o.id);
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  const [farmRows, boundaryRows] = await Promise.all([listFarms(ids), listBoundaries(ids)]);
  return apiOk(
    farmRows.map((farm): z.infer<typeof adminFarmJsonSchema> => {
      const view = toFarmView(
        farm,
        boundaryRows.filter((b) => b.farmId === farm.id).map((b) => toBoundaryView(b, false)),
      );
      // The farm as GET /company/{id} gives it, and whose it is.
      const { farmId, ...rest } = farmJson(view);
      return {
        farmId,
        companyId: farm.organisationId,
        companyName: names.get(farm.organisationId) ?? null,
        ...rest,
      };
    }),
  );
}

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "read:admin"),
  GET: ({ request }) => listAllFarms(request),

  describe: {
    GET: {
      summary: "Every organisation's farms with their areas, boundaries and warnings",
      description:
        "?companyId= narrows the list to one organisation (an unknown one: an empty list).",
      query: adminFarmsQueryDoc,
      response: z.array(adminFarmJsonSchema),
      errors: [400, 403],
      scopes: ["read:admin"],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

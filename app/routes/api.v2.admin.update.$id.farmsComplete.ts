// POST /api/v2/admin/update/{id}/farmsComplete (spec §7 admin calls: payload updatedBy): marks
// the organisation's farms complete (or, with "value": false, not complete). write:admin. 409 for
// a declined organisation (decision 0066).
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagHandler } from "~/services/contracting/api.server";
import { setFarmsComplete } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: companyFlagHandler(setFarmsComplete),
});

export const loader = api.loader;
export const action = api.action;

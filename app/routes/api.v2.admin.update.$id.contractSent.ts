// POST /api/v2/admin/update/{id}/contractSent (spec §7 admin calls: payload updatedBy): marks the
// contract sent (it must be uploaded first: 409), shows it to the organisation's members and
// e-mails the signatories and owners through the outbox. write:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagHandler } from "~/services/contracting/api.server";
import { markContractSent } from "~/services/contracting/contract.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  // 409 for a declined organisation (decision 0066).
  POST: companyFlagHandler((actor, id, body) =>
    markContractSent(actor, id, { updatedBy: body.updatedBy }),
  ),
});

export const loader = api.loader;
export const action = api.action;

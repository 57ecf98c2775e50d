// POST /api/v2/admin/update/{id}/contractSent (spec §7 admin calls: payload updatedBy): marks the
// contract sent (it must be uploaded first: 409), shows it to the organisation's members and
// e-mails the signatories and owners through the outbox. write:admin.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError, requireApiPermission } from "~/services/api.server";
import { updateCompanyFlag } from "~/services/contracting/api.server";
import { markContractSent } from "~/services/contracting/contract.server";

// Only POST: anyone else is refused before being told so (no anonymous probing).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiPermission(request, "write:admin");
  throw apiError(405, "Use POST.");
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return updateCompanyFlag(request, params.id ?? "", context.requestId, (actor, id, body) =>
    markContractSent(actor, id, { updatedBy: body.updatedBy }),
  );
}

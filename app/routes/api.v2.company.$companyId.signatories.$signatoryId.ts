// GET, PUT and DELETE /api/v2/company/{companyId}/signatories/{signatoryId} (spec §7
// 'Signatories: read, update, delete'). Members read; owners, staff and consultants change.
// Another organisation, or a signatory of another organisation, is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { findSignatory } from "~/models/contracting.server";
import {
  apiError,
  apiJson,
  apiNoContent,
  readJsonBody,
  requireApiMembership,
  requireApiUser,
} from "~/services/api.server";
import { canEditContracting } from "~/services/contracting-rules";
import {
  apiRefusal,
  parseBody,
  signatoryBody,
  signatoryJson,
} from "~/services/contracting/api.server";
import { removeSignatory, updateSignatory } from "~/services/contracting/signatories.server";

const NOT_FOUND = "There is no such signatory in this organisation.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  const id = params.companyId ?? "";
  await requireApiMembership(caller, id);
  const row = await findSignatory(id, params.signatoryId ?? "");
  if (!row) throw apiError(404, NOT_FOUND);
  return apiJson(signatoryJson(row));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiUser(request);
  if (request.method !== "PUT" && request.method !== "DELETE") {
    throw apiError(405, "Use GET, PUT or DELETE.");
  }
  const id = params.companyId ?? "";
  const { role } = await requireApiMembership(caller, id);
  const signatoryId = params.signatoryId ?? "";
  if (!(await findSignatory(id, signatoryId))) throw apiError(404, NOT_FOUND);
  if (!canEditContracting(role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its signatories.");
  }
  const actor = { userId: caller.user.id, label: caller.user.email, requestId: context.requestId };
  try {
    if (request.method === "DELETE") {
      await removeSignatory(actor, id, signatoryId);
      return apiNoContent();
    }
    const body = parseBody(signatoryBody, await readJsonBody(request));
    const row = await updateSignatory(actor, id, signatoryId, {
      ...body,
      phoneNumber: body.phoneNumber ?? null,
      designation: body.designation ?? null,
    });
    return apiJson(signatoryJson(row));
  } catch (error) {
    apiRefusal(error);
  }
}

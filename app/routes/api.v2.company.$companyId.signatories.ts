// GET and POST /api/v2/company/{companyId}/signatories (spec §7 'Signatories: create, read'):
// the organisation's signatories; creating one gives the person the SIGNATORY role (decision
// 0045). Members read; owners, staff and consultants create. Another organisation is a 404.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  apiError,
  apiJson,
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
import { loadSignatoryViews } from "~/services/contracting/details.server";
import { createSignatory } from "~/services/contracting/signatories.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  const id = params.companyId ?? "";
  await requireApiMembership(caller, id);
  return apiJson((await loadSignatoryViews(id)).map(signatoryJson));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiUser(request);
  if (request.method !== "POST") throw apiError(405, "Use GET or POST.");
  const id = params.companyId ?? "";
  const { role } = await requireApiMembership(caller, id);
  if (!canEditContracting(role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its signatories.");
  }
  const body = parseBody(signatoryBody, await readJsonBody(request));
  const actor = { userId: caller.user.id, label: caller.user.email, requestId: context.requestId };
  try {
    const row = await createSignatory(actor, id, {
      ...body,
      phoneNumber: body.phoneNumber ?? null,
      designation: body.designation ?? null,
    });
    return apiJson(signatoryJson(row), 201);
  } catch (error) {
    apiRefusal(error);
  }
}

// GET and PUT /api/v2/company/{companyId} (spec §7 'User and company calls': company info): the
// organisation's info with its legal entity, progress flags, contract (once sent) and farms.
// Members only; another organisation is a 404. PUT changes the legal entity (owners, staff and
// consultants; renaming the organisation: owners only).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { renameOrganisation } from "~/models/contracting.server";
import {
  apiError,
  apiJson,
  readJsonBody,
  requireApiMembership,
  requireApiUser,
} from "~/services/api.server";
import { canEditContracting } from "~/services/contracting-rules";
import { companyJson, legalEntityBody, parseBody } from "~/services/contracting/api.server";
import {
  legalEntityOf,
  loadContractingDetails,
  saveLegalEntity,
} from "~/services/contracting/details.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const caller = await requireApiUser(request);
  const id = params.companyId ?? "";
  await requireApiMembership(caller, id);
  const details = await loadContractingDetails(id);
  if (!details) throw apiError(404, "Organisation not found");
  return apiJson(companyJson(details, { showDraftContract: false }));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const caller = await requireApiUser(request);
  if (request.method !== "PUT") throw apiError(405, "Use GET or PUT.");
  const id = params.companyId ?? "";
  const { role } = await requireApiMembership(caller, id);
  if (!canEditContracting(role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its details.");
  }
  const body = parseBody(legalEntityBody, await readJsonBody(request));
  const current = await loadContractingDetails(id);
  if (!current) throw apiError(404, "Organisation not found");
  const { name, ...changes } = body;
  if (name !== undefined && name !== current.company.name) {
    if (role !== "OWNER") throw apiError(403, "Only an owner can rename the organisation.");
    await renameOrganisation(id, name);
  }
  const actor = { userId: caller.user.id, label: caller.user.email, requestId: context.requestId };
  const merged = { ...legalEntityOf(current.company) };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) (merged as Record<string, string | null>)[key] = value;
  }
  await saveLegalEntity(actor, id, merged);
  const details = await loadContractingDetails(id);
  return apiJson(companyJson(details!, { showDraftContract: false }));
}

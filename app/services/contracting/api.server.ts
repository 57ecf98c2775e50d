// The server side of the contracting calls in /api/v2: the admin flag updates (spec §7 admin
// calls 'POST /admin/update/{id}/farmsComplete', '…/contractSent': payload updatedBy).
import { auditActor, type ApiCaller } from "~/services/api/callers.server";
import { apiOk, apiRefused, readJsonObject } from "~/services/api/envelope";
import type { ApiHandler } from "~/services/api/route.server";
import { parseBody, progressJson, updateFlagBody, type UpdateFlagBody } from "./api";
import type { Actor } from "~/services/kit/actor";
import type { CompanyRecord } from "./details.server";

/**
 * The POST handler of an admin flag: checks the body, runs `update` as the caller and answers the
 * company's progress.
 */
export function companyFlagHandler(
  update: (actor: Actor, companyId: string, body: UpdateFlagBody) => Promise<CompanyRecord>,
): ApiHandler<ApiCaller> {
  return async ({ request, params, context, caller }) => {
    const body = parseBody(updateFlagBody, await readJsonObject(request));
    try {
      const company = await update(auditActor(caller, context.requestId), params.id ?? "", body);
      return apiOk({ companyId: company.id, ...progressJson(company) });
    } catch (error) {
      apiRefused(error);
    }
  };
}

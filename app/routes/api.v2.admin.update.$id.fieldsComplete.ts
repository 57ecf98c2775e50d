// POST /api/v2/admin/update/{id}/fieldsComplete (spec §3 'Company progress steps: fieldsComplete';
// decision 0070): confirms the organisation's fields complete, which moves its journey to the
// implementation plan (or, with "value": false, sends them back to the farmer). write:admin.
import { requireApiPermission } from "~/services/api/callers.server";
import { apiRoute } from "~/services/api/route.server";
import { companyFlagHandler } from "~/services/contracting/api.server";
import { setFieldsComplete } from "~/services/fields/fields.server";

const api = apiRoute({
  guard: ({ request }) => requireApiPermission(request, "write:admin"),
  POST: companyFlagHandler(setFieldsComplete),
});

export const loader = api.loader;
export const action = api.action;

// GET, PUT and DELETE /api/v2/company/{companyId}/signatories/{signatoryId} (spec §7
// 'Signatories: read, update, delete'). Members read; owners, staff and consultants change.
// Another organisation, or a signatory of another organisation, is a 404.
import { findSignatory } from "~/models/signatories.server";
import { requireApiMember, type ApiMember } from "~/services/api/callers.server";
import {
  apiError,
  apiNoContent,
  apiOk,
  readJsonObject,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute, type ApiArgs } from "~/services/api/route.server";
import { signatoryBody, signatoryJson, signatoryJsonSchema } from "~/services/contracting/api";
import { removeSignatory, updateSignatory } from "~/services/contracting/signatories.server";
import { canEditOrganisation } from "~/services/organisations/rules";

const NOT_FOUND = "There is no such signatory in this organisation.";

/** The signatory the URL names, which must be the organisation's, and who may change it. */
async function editable({ params, context }: ApiArgs, caller: ApiMember) {
  const signatoryId = params.signatoryId ?? "";
  if (!(await findSignatory(caller.organisationId, signatoryId))) throw apiError(404, NOT_FOUND);
  if (!canEditOrganisation(caller.role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its signatories.");
  }
  const actor = { userId: caller.user.id, label: caller.user.email, requestId: context.requestId };
  return { signatoryId, actor };
}

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    const row = await findSignatory(caller.organisationId, params.signatoryId ?? "");
    if (!row) throw apiError(404, NOT_FOUND);
    return apiOk(signatoryJson(row));
  },

  PUT: async (args) => {
    const { signatoryId, actor } = await editable(args, args.caller);
    const body = parseBody(signatoryBody, await readJsonObject(args.request));
    try {
      const row = await updateSignatory(actor, args.caller.organisationId, signatoryId, {
        ...body,
        phoneNumber: body.phoneNumber ?? null,
        designation: body.designation ?? null,
      });
      return apiOk(signatoryJson(row));
    } catch (error) {
      apiRefused(error);
    }
  },

  DELETE: async (args) => {
    const { signatoryId, actor } = await editable(args, args.caller);
    try {
      await removeSignatory(actor, args.caller.organisationId, signatoryId);
      return apiNoContent();
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "A signatory",
      description: "Any member.",
      response: signatoryJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Change a signatory",
      description:
        "Owners, staff and consultants; every value, as when naming one. A new e-mail address " +
        "moves the SIGNATORY role to that person." +
        " `phoneNumber` is read as for POST ('082 555 1234' is stored as '+27 825551234').",
      body: signatoryBody,
      response: signatoryJsonSchema,
      errors: [400, 403, 404, 409, 422, 429],
    },
    DELETE: {
      summary: "Remove a signatory",
      description:
        "Owners, staff and consultants. The SIGNATORY role goes when no other signatory of the " +
        "organisation is the same person.",
      response: null,
      status: 204,
      errors: [403, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// GET and POST /api/v2/company/{companyId}/signatories (spec §7 'Signatories: create, read'):
// the organisation's signatories; creating one gives the person the SIGNATORY role (decision
// 0045). Members read; owners, staff and consultants create. Another organisation is a 404.
import { requireApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute } from "~/services/api/route.server";
import { z } from "zod";
import { signatoryBody, signatoryJson, signatoryJsonSchema } from "~/services/contracting/api";
import { loadSignatoryViews } from "~/services/contracting/details.server";
import { createSignatory } from "~/services/contracting/signatories.server";
import { canEditOrganisation } from "~/services/organisations/rules";

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ caller }) =>
    apiOk((await loadSignatoryViews(caller.organisationId)).map(signatoryJson)),

  POST: async ({ request, context, caller }) => {
    if (!canEditOrganisation(caller.role)) {
      throw apiError(
        403,
        "Your role in this organisation does not allow changing its signatories.",
      );
    }
    const body = parseBody(signatoryBody, await readJsonObject(request));
    const actor = {
      userId: caller.user.id,
      label: caller.user.email,
      requestId: context.requestId,
    };
    try {
      const row = await createSignatory(actor, caller.organisationId, {
        ...body,
        phoneNumber: body.phoneNumber ?? null,
        designation: body.designation ?? null,
      });
      return apiCreated(signatoryJson(row));
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "The organisation's signatories",
      description: "Each with `access`: a member who can sign in, or invited. Any member.",
      response: z.array(signatoryJsonSchema),
      errors: [404],
    },
    POST: {
      summary: "Name a signatory",
      description:
        "Owners, staff and consultants. The person gets the SIGNATORY role, or an invite when " +
        "they have no confirmed Veld account; 409 when they are a signatory already." +
        " `phoneNumber` is read as the phone field reads it (decision 0065): digits and spaces, " +
        "at most 15 after an optional +; with + the calling code names the country, without it " +
        "the number is South African ('082 555 1234'). It is stored and answered as '+27 " +
        "825551234'; one that is not valid is a 422 in `errors.phoneNumber`.",
      body: signatoryBody,
      response: signatoryJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422, 429],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

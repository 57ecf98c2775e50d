// GET, PUT and DELETE /api/v2/company/{companyId}/fields/{fieldId} (issue 14 'API under /api/v2',
// decision 0070): members read a field; owners, staff and consultants rename it, leave it out of
// the season or include it again ({ "name"?, "included"? }), and delete it (a soft delete). A field
// of another organisation, or an id that is not a UUID, is a 404.
import type { z } from "zod";
import { listFieldVersions } from "~/models/fields.server";
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
import {
  fieldChangeBody,
  memberFieldDetailJsonSchema,
  memberFieldJson,
  memberFieldJsonSchema,
} from "~/services/fields/api";
import { changeField, deleteField } from "~/services/fields/fields.server";
import { loadFieldsOverview } from "~/services/fields/overview.server";
import { canEditOrganisation } from "~/services/organisations/rules";

const NOT_FOUND = "There is no such field in this organisation.";

async function fieldOf(caller: ApiMember, fieldId: string) {
  const overview = await loadFieldsOverview(caller.organisationId);
  const field = overview.farms.flatMap((farm) => farm.fields).find((f) => f.id === fieldId);
  if (!field) throw apiError(404, NOT_FOUND);
  return field;
}

function editor({ context }: ApiArgs, caller: ApiMember) {
  if (!canEditOrganisation(caller.role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its fields.");
  }
  return { userId: caller.user.id, label: caller.user.email, requestId: context.requestId };
}

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ params, caller }) => {
    const field = await fieldOf(caller, params.fieldId ?? "");
    const versions = await listFieldVersions(caller.organisationId, field.id);
    const json: z.infer<typeof memberFieldDetailJsonSchema> = {
      ...memberFieldJson(field),
      versions: versions.map((v) => ({
        season: v.season,
        source: v.source,
        area: v.areaHectares,
        createdAt: v.createdAt.toISOString(),
      })),
    };
    return apiOk(json);
  },

  PUT: async (args) => {
    const actor = editor(args, args.caller);
    const fieldId = args.params.fieldId ?? "";
    await fieldOf(args.caller, fieldId);
    const body = parseBody(fieldChangeBody, await readJsonObject(args.request));
    try {
      // One transaction: a refused change (a taken name, a field that cannot be left out) saves
      // nothing, not even the new name.
      await changeField(actor, args.caller.organisationId, fieldId, body);
    } catch (error) {
      apiRefused(error);
    }
    return apiOk(memberFieldJson(await fieldOf(args.caller, fieldId)));
  },

  DELETE: async (args) => {
    const actor = editor(args, args.caller);
    const fieldId = args.params.fieldId ?? "";
    await fieldOf(args.caller, fieldId);
    try {
      await deleteField(actor, args.caller.organisationId, fieldId);
    } catch (error) {
      apiRefused(error);
    }
    return apiNoContent();
  },

  describe: {
    GET: {
      summary: "One field, with its boundary's versions",
      description:
        "Any member. A deleted field is a 404." +
        " `area` in hectares to 2 decimals; `status` the spec's field status (§4); `included` " +
        "per spec §4 'Field inclusion'; `versions` the boundaries the field has had, newest " +
        "first.",
      response: memberFieldDetailJsonSchema,
      errors: [404],
    },
    PUT: {
      summary: "Rename a field, or include it in the season or leave it out",
      description:
        "Owners, staff and consultants. `name` and/or `included` (false leaves the field out of " +
        "the season, true includes it again). The change is all or nothing. Including a field " +
        "that is already in the season changes nothing; a field with practice data this season " +
        "(IN_PROGRESS, COMPLETE) cannot be left out (409). 422 for an empty body, a name over " +
        "100 characters or one the farm has.",
      body: fieldChangeBody,
      response: memberFieldJsonSchema,
      errors: [400, 403, 404, 409, 422],
    },
    DELETE: {
      summary: "Delete a field (a soft delete)",
      description:
        "Owners, staff and consultants." +
        " The field leaves every list and total; its history stays. A field with practice data " +
        "recorded (IN_PROGRESS, COMPLETE) cannot be deleted until that data is cleared (409).",
      response: null,
      status: 204,
      errors: [403, 404, 409],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// /api/v2/company/{companyId}/implementationPlan (spec §7 'Implementation plan: GET, POST, PUT';
// issue 15; decision 0075). GET (members): the plan of the
// programme's season (or ?season=) with its practices, 404 before it exists. POST (editors):
// creates the programme season's plan ({ season? }), 201; 409 when it exists. PUT (editors):
// { "submitted": true } submits it, 422 naming the fields still without practices. The practices
// themselves are written through …/implementationPlan/actions. The page's service, rules and
// audit throughout.
import { requireApiMember, type ApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefused,
  parseBody,
} from "~/services/api/envelope";
import { apiRoute, type ApiArgs } from "~/services/api/route.server";
import { seasonQuery } from "~/services/practice/queries";
import {
  planCreateBody,
  planJson,
  planJsonSchema,
  planMetadata,
  planQueryDoc,
  planSubmitBody,
} from "~/services/practice/plan-api";
import {
  createPlan,
  loadPlan,
  PLAN_MESSAGES,
  requirePlanEditor,
  submitPlan,
} from "~/services/practice/plan.server";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";

const actorOf = ({ context }: ApiArgs, caller: ApiMember) => ({
  userId: caller.user.id,
  label: caller.user.email,
  requestId: context.requestId,
});
/** Whose plan; a member who may not change it is refused (403) before the body is read. */
function scopeOf(caller: ApiMember) {
  const scope = { organisationId: caller.organisationId, role: caller.role };
  try {
    requirePlanEditor(scope);
  } catch (error) {
    apiRefused(error);
  }
  return scope;
}

const api = apiRoute({
  guard: ({ request, params }) => requireApiMember(request, params.companyId ?? ""),

  GET: async ({ request, caller }) => {
    const { first } = await loadProgrammeSeasons(caller.organisationId);
    const season = readQuery(request, seasonQuery).season ?? first;
    const overview = await loadPlan(caller.organisationId, { season });
    if (!overview.plan) throw apiError(404, PLAN_MESSAGES.planNotFound(season));
    return apiOk(planJson(overview), { metadata: { programmeSeason: first } });
  },

  POST: async (args) => {
    const scope = scopeOf(args.caller);
    const body = parseBody(planCreateBody, await readJsonObject(args.request, { optional: true }));
    try {
      const overview = await createPlan(actorOf(args, args.caller), scope, body.season);
      return apiCreated(planJson(overview));
    } catch (error) {
      apiRefused(error);
    }
  },

  PUT: async (args) => {
    const scope = scopeOf(args.caller);
    parseBody(planSubmitBody, await readJsonObject(args.request));
    try {
      const overview = await submitPlan(actorOf(args, args.caller), scope);
      return apiOk(planJson(overview), { message: "Your implementation plan has been submitted." });
    } catch (error) {
      apiRefused(error);
    }
  },

  describe: {
    GET: {
      summary: "The implementation plan of a season, with its practices",
      description:
        "Any member. 404 before the plan exists." +
        " `?season=` (default the programme's season: that of its first submitted plan, before " +
        "that the current one; 26 is 2026/2027). `fields` are those included that season; " +
        "`complete` is true when each has a practice.",
      query: planQueryDoc,
      response: planJsonSchema,
      metadata: planMetadata,
      errors: [400, 404],
    },
    POST: {
      summary: "Create the implementation plan",
      description:
        "Of the programme's season unless `season` names another; the body may be left out. " +
        "Owners, staff and consultants, once the fields are confirmed; 409 when it exists." +
        " Another season is a 422. Adding a practice creates the plan too.",
      body: planCreateBody,
      response: planJsonSchema,
      status: 201,
      errors: [400, 403, 404, 409, 422],
    },
    PUT: {
      summary: "Submit the implementation plan",
      description:
        "`{ submitted: true }`; 422 naming the fields still without practices. Owners, staff " +
        "and consultants." +
        " 409 once submitted; `submitted: false` is a 422 (a submitted plan stays submitted). " +
        "The journey moves to PRACTICE_DATA; the practices stay editable, the plan's season does " +
        "not change.",
      body: planSubmitBody,
      response: planJsonSchema,
      message: true,
      errors: [400, 403, 404, 409, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// The query strings of the learning resources' pages and API (issue 18; issue 28), and the fields
// /admin/resources' posts name their form and resource by (decision 0128): read only through
// these schemas, so a NUL or a malformed id is a 400 naming the parameter or field.
import { z } from "zod";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { postSchema, q, querySchema } from "~/services/kit/query";
import { RESOURCE_STATUSES, RESOURCE_TOPICS } from "./rules";

/** One of `values`, blank meaning left out (a filter's 'All'); anything else is refused. */
const filterChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(
      z
        .enum(values, { errorMap: () => ({ message: `must be one of: ${values.join(", ")}.` }) })
        .optional(),
    )
    .optional();

/** A page's filter: one of `values`, anything else shows them all (an old link still opens). */
const pageFilter = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).optional().catch(undefined);

/** GET /api/v2/resources: ?topic= keeps one topic, ?step= puts that step's resources first. */
export const resourcesApiQuery = querySchema({
  topic: filterChoice(RESOURCE_TOPICS),
  step: filterChoice(JOURNEY_STEPS),
});

/** GET /api/v2/admin/resources: ?topic= and ?status= (draft | published). */
export const adminResourcesApiQuery = querySchema({
  topic: filterChoice(RESOURCE_TOPICS),
  status: filterChoice(RESOURCE_STATUSES),
});

/** /profile/learn: ?topic= keeps one topic (an unknown one shows every topic). */
export const learnPageQuery = querySchema({ topic: pageFilter(RESOURCE_TOPICS) });

/** /admin/resources: the filters and the open dialog's resource (?dialog=…&resource=<id>). */
export const resourcesPageQuery = querySchema({
  topic: pageFilter(RESOURCE_TOPICS),
  status: pageFilter(RESOURCE_STATUSES),
  dialog: z.array(z.string()).optional(),
  resource: q.id(),
});

/** /admin/resources' forms, by the intent each posts (decision 0128). */
export const RESOURCE_INTENTS = ["create", "edit", "publish", "unpublish", "delete"] as const;
export type ResourceIntent = (typeof RESOURCE_INTENTS)[number];

/** /admin/resources' posts: which form (intent) and the resource it acts on (resourceId). */
export const resourcesPost = postSchema({
  intent: q.choice(RESOURCE_INTENTS),
  resourceId: q.id(),
});

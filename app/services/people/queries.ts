// The query strings of the people pages and API (issue 28): /admin/baseline, its CSV export and
// GET /api/v2/admin/users (the filter and its pages), and /admin/userView (whose pages, and the
// picker's search). Read only through these schemas (services/kit/query.ts): a value that breaks
// a rule is a 400 naming the parameter, never text that reaches the database. Pure.
import { z } from "zod";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { q, querySchema } from "~/services/kit/query";
import { ENTERPRISE_TYPES, LAND_TENURES, REGENERATIVE_EXPERIENCES } from "~/shared/baseline";
import { MEMBER_ROLES } from "~/shared/roles";
import { BASELINE_STATES, PEOPLE_LIMITS, type PeopleFilter } from "./rules";
import { PERSON_SEARCH_MAX } from "./rules";

/**
 * One of `values`, or nothing: the filter form sends an empty select as `name=`, which is left
 * out; anything else is refused.
 */
function optionalChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message?: string,
) {
  const choice = message
    ? z.enum(values as unknown as [Values[number], ...Values[number][]], {
        errorMap: () => ({ message }),
      })
    : q.choice(values);
  return z
    .string()
    .transform((value) => (value.trim() === "" ? undefined : value.trim()))
    .pipe(choice.optional())
    .optional();
}

/** The people filter (spec §7 'GET /admin/users userStep, baseline'), empty values left out. */
export const peopleFilterQuery = querySchema({
  q: q.text({ max: PEOPLE_LIMITS.query }),
  userStep: optionalChoice(
    JOURNEY_STEPS,
    "must be a journey step, such as ELIGIBILITY or MAP_FIELDS.",
  ),
  organisationId: q.id(),
  role: optionalChoice(MEMBER_ROLES),
  baseline: optionalChoice(BASELINE_STATES),
  enterpriseType: optionalChoice(ENTERPRISE_TYPES),
  landTenure: optionalChoice(LAND_TENURES),
  regenerativeExperience: optionalChoice(REGENERATIVE_EXPERIENCES),
});

/** The filter as the services take it. */
export function peopleFilterOf(values: z.infer<typeof peopleFilterQuery>): PeopleFilter {
  return {
    q: values.q ?? "",
    userStep: values.userStep ?? null,
    organisationId: values.organisationId ?? null,
    role: values.role ?? null,
    baseline: values.baseline ?? null,
    enterpriseType: values.enterpriseType ?? null,
    landTenure: values.landTenure ?? null,
    regenerativeExperience: values.regenerativeExperience ?? null,
  };
}

/** The highest page index asked for (far past the end: the list's last page). */
export const PEOPLE_PAGE_MAX = 999_999;

/** ?page= (from 0) and ?limit= (1 to 100, 50 when left out). */
export const peoplePagingQuery = querySchema({
  // `?? fallback` restates the kit's fallback for the type checker (typed `number | undefined`).
  page: q.int({ min: 0, max: PEOPLE_PAGE_MAX, fallback: 0 }).transform((page) => page ?? 0),
  limit: q
    .int({ min: 1, max: PEOPLE_LIMITS.maxPageSize, fallback: PEOPLE_LIMITS.pageSize })
    .transform((limit) => limit ?? PEOPLE_LIMITS.pageSize),
});

/** /admin/userView and its pages: the person whose pages these are. */
export const userViewQuery = querySchema({ userId: q.id() });

/** /admin/userView: the picker's search by name, e-mail address or organisation. */
export const personSearchQuery = querySchema({ q: q.text({ max: PERSON_SEARCH_MAX }) });

// The JSON shapes of the people calls of /api/v2 (issue 18 'People'; decision 0101): GET
// /admin/users and GET, PUT /admin/users/{userId}/baseline. Pure. The zod schemas are what the
// OpenAPI document shows (decision 0111); the JSON functions' return types are inferred from
// them, so tsc holds what is sent and what is documented together.
import { z } from "zod";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import { ENTERPRISE_TYPES, LAND_TENURES, REGENERATIVE_EXPERIENCES } from "~/shared/baseline";
import { MEMBER_ROLES } from "~/shared/roles";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { BASELINE_FIELDS } from "./forms";
import { BASELINE_STATES, PEOPLE_LIMITS, type BaselineValues, type Person } from "./rules";

/**
 * The baseline's values as stored: strings, not the form's option lists, so a value the form no
 * longer offers is still sent as stored.
 */
const baselineValuesJsonSchema = z.object({
  farmingSinceYear: z.number().int().nullable(),
  enterpriseType: z.string().nullable(),
  hectaresAtJoining: z.number().nullable(),
  landTenure: z.string().nullable(),
  regenerativeExperience: z.string().nullable(),
  notes: z.string().nullable(),
  /** Whether anything is recorded; every value null when not. */
  recorded: z.boolean(),
});

/** GET and PUT /admin/users/{userId}/baseline. */
export const baselineJsonSchema = baselineValuesJsonSchema.extend({
  userId: z.string().uuid(),
  /** When it last changed; null when nothing is recorded. */
  updatedAt: z.string().datetime().nullable(),
});

/** A person of GET /admin/users. */
export const peoplePersonJsonSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  /** spec §3 'hearAboutUs': the sign-up option's value; null before sign-up. */
  hearAboutUs: z.string().nullable(),
  companies: z.array(
    z.object({
      companyId: z.string().uuid(),
      name: z.string(),
      role: z.string(),
      /** spec §7 'userStep': the organisation's journey step. */
      userStep: z.enum(JOURNEY_STEPS).nullable(),
    }),
  ),
  baseline: baselineValuesJsonSchema,
});

/** GET /admin/users. */
export const peopleListJsonSchema = z.object({ users: z.array(peoplePersonJsonSchema) });

/** GET /admin/users: the paging (page from 0). */
export const peopleListMetadataSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(0),
  limit: z.number().int().min(1).max(PEOPLE_LIMITS.maxPageSize),
});

const optionalChoice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values).optional();

/**
 * GET /admin/users: the parameters peopleFilterQuery and peoplePagingQuery read (queries.ts), for the
 * OpenAPI document; a value they refuse is a 400.
 */
export const peopleListQueryDoc = z.object({
  q: z
    .string()
    .max(PEOPLE_LIMITS.query)
    .optional()
    .describe("Part of a name, an e-mail address or an organisation's name."),
  userStep: optionalChoice(JOURNEY_STEPS).describe(
    "spec §7 'userStep': the journey step of one of the person's organisations.",
  ),
  organisationId: z.string().uuid().optional(),
  role: optionalChoice(MEMBER_ROLES),
  baseline: optionalChoice(BASELINE_STATES).describe("spec §7 'baseline': recorded or not."),
  enterpriseType: optionalChoice(ENTERPRISE_TYPES),
  landTenure: optionalChoice(LAND_TENURES),
  regenerativeExperience: optionalChoice(REGENERATIVE_EXPERIENCES),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional()
    .describe("From 0."),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional()
    .describe(`1 to ${PEOPLE_LIMITS.maxPageSize}; ${PEOPLE_LIMITS.pageSize} when left out.`),
});

/**
 * PUT /admin/users/{userId}/baseline: every value (null or left out for not known) and the
 * reason, from the page's field list (baselineSchema reads them over `unknown` choices, which
 * describe nothing to a generator).
 */
export const baselineBodyDoc = fieldListDocSchema(BASELINE_FIELDS);

function baselineValuesJson(b: BaselineValues | null): z.infer<typeof baselineValuesJsonSchema> {
  return {
    farmingSinceYear: b?.farmingSinceYear ?? null,
    enterpriseType: b?.enterpriseType ?? null,
    hectaresAtJoining: b?.hectaresAtJoining ?? null,
    landTenure: b?.landTenure ?? null,
    regenerativeExperience: b?.regenerativeExperience ?? null,
    notes: b?.notes ?? null,
    recorded: b !== null,
  };
}

/** GET /admin/users/{userId}/baseline: the values, and when they last changed. */
export function baselineJson(
  b: BaselineValues | null,
  updatedAt: Date | null,
): Omit<z.infer<typeof baselineJsonSchema>, "userId"> {
  return { ...baselineValuesJson(b), updatedAt: b ? (updatedAt?.toISOString() ?? null) : null };
}

/** A person of GET /admin/users: spec §7 'userStep' per organisation, and the baseline. */
export function personJson(p: Person): z.infer<typeof peoplePersonJsonSchema> {
  return {
    userId: p.userId,
    email: p.email,
    name: p.name,
    surname: p.surname,
    hearAboutUs: p.hearAboutUs,
    companies: p.organisations.map((o) => ({
      companyId: o.organisationId,
      name: o.organisationName,
      role: o.role,
      userStep: o.step,
    })),
    baseline: baselineValuesJson(p.baseline),
  };
}

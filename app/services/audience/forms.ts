// The audience as a form posts it (the same names in a JSON body): `everyone` ("on"/true),
// repeated `userIds`, `organisationIds`, `steps`, `provinces` and `roles`. One schema for the
// pages and the API (decision 0099).
import { z } from "zod";
import { isJourneyStep, JOURNEY_STEPS, type JourneyStep } from "~/services/journey/steps";
import { isUuid } from "~/shared/ids";
import { isProvince, PROVINCES, type ProvinceCode } from "~/shared/provinces";
import { isMemberRole, MEMBER_ROLES } from "~/shared/roles";
import type { AudienceFilter } from "./rules";

/** The most people or organisations one list may name (a page of a list at most). */
export const MAX_AUDIENCE_IDS = 1000;

const list = <T extends string>(check: (value: string) => boolean, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.string().refine(check, message), { invalid_type_error: message })
      .max(MAX_AUDIENCE_IDS, `Choose at most ${MAX_AUDIENCE_IDS} at once.`),
  ) as unknown as z.ZodType<T[]>;

export const audienceFields = {
  everyone: z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.boolean(),
  ) as z.ZodType<boolean>,
  userIds: list<string>(isUuid, "Choose people from the list."),
  organisationIds: list<string>(isUuid, "Choose organisations from the list."),
  steps: list<JourneyStep>(isJourneyStep, "Choose journey steps from the list."),
  provinces: list<string>(isProvince, "Choose provinces from the list."),
  roles: list<string>(isMemberRole, "Choose roles from the list."),
};

export const audienceSchema = z.object(audienceFields);

/** The filter with ids lower-cased and without repeats. */
export function normaliseAudience(value: z.infer<typeof audienceSchema>): AudienceFilter {
  const unique = <T extends string>(values: T[], lower = false) =>
    [...new Set(values.map((v) => (lower ? (v.toLowerCase() as T) : v)))] as T[];
  return {
    everyone: value.everyone,
    userIds: unique(value.userIds, true),
    organisationIds: unique(value.organisationIds, true),
    steps: unique(value.steps),
    provinces: unique(value.provinces),
    roles: unique(value.roles),
  };
}

const provinceCodes = PROVINCES.map((p) => p.value) as [ProvinceCode, ...ProvinceCode[]];

/**
 * The audience's fields in a JSON body, for the OpenAPI document (decision 0111): audienceFields
 * read them through preprocessing (a form's single value or "on"), which describes nothing to a
 * generator. Each may be left out; at least one must choose somebody.
 */
export const audienceFieldsDoc = {
  everyone: z
    .boolean()
    .optional()
    .describe("Everyone with a Veld profile; the other criteria are then ignored."),
  userIds: z
    .array(z.string().uuid())
    .max(MAX_AUDIENCE_IDS)
    .optional()
    .describe("People chosen one by one, added to whoever the criteria match."),
  organisationIds: z.array(z.string().uuid()).max(MAX_AUDIENCE_IDS).optional(),
  steps: z.array(z.enum(JOURNEY_STEPS)).max(MAX_AUDIENCE_IDS).optional(),
  provinces: z.array(z.enum(provinceCodes)).max(MAX_AUDIENCE_IDS).optional(),
  roles: z.array(z.enum(MEMBER_ROLES)).max(MAX_AUDIENCE_IDS).optional(),
};

/** An audience as it is stored with a send or a notification (normaliseAudience's filter). */
export const audienceFilterJsonSchema = z.object({
  everyone: z.boolean(),
  userIds: z.array(z.string()),
  organisationIds: z.array(z.string()),
  steps: z.array(z.string()),
  provinces: z.array(z.string()),
  roles: z.array(z.string()),
});

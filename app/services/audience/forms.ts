// The audience as a form posts it (the same names in a JSON body): `everyone` ("on"/true),
// repeated `userIds`, `organisationIds`, `steps`, `provinces` and `roles`. One schema for the
// pages and the API (decision 0099).
import { z } from "zod";
import { isJourneyStep, type JourneyStep } from "~/services/journey/steps";
import { isUuid } from "~/shared/ids";
import { isProvince } from "~/shared/provinces";
import { isMemberRole } from "~/shared/roles";
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

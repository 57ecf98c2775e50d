// The JSON of the journey's /api/v2 calls (spec §7 'Admin calls': GET /admin/companies, POST
// /admin/eligibility/{id} and /admin/viability/{id}; docs/api.md), as zod schemas: the OpenAPI
// document shows them (decision 0111) and the JSON functions' return types are inferred from them,
// so tsc holds what is sent and what is documented together. Pure.
import { z } from "zod";
import type { listExpressInterests } from "~/models/express-interests.server";
import type { JourneyForm } from "~/models/journey-forms.server";
import { fieldListDocSchema } from "~/services/kit/forms/field-docs";
import { QUESTIONNAIRE_STATUSES } from "~/shared/questionnaires";
import { ELIGIBILITY_FIELDS } from "./eligibility-questions";
import { EXPRESS_INTEREST_FIELDS } from "./express-interest";
import { draftFields } from "./questionnaire";
import { JOURNEY_STATUS_KINDS, JOURNEY_STEPS } from "./steps";
import { VIABILITY_FIELDS } from "./viability-questions";

/** GET /admin/companies: an organisation with its journey step (spec §4) and progress flags. */
export const adminCompanyJsonSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  createdAt: z.string().datetime(),
  step: z.enum(JOURNEY_STEPS),
  /** spec §4: 'Each has a numeric ordering.' SIGN_UP is 0. */
  stepOrder: z.number().int(),
  /** What holds the journey: the farmer's turn, an admin's review, or a decision of 'no'. */
  status: z.enum(JOURNEY_STATUS_KINDS),
  /** spec §3 'Company progress steps': null until decided. */
  eligibility: z.boolean().nullable(),
  viability: z.boolean().nullable(),
  farmsComplete: z.boolean(),
  contractSent: z.boolean(),
  fieldsComplete: z.boolean(),
});
export type AdminCompanyJson = z.infer<typeof adminCompanyJsonSchema>;

const decisionCommon = {
  companyId: z.string().uuid(),
  /** The decline's reason the farmer reads; null for an approval. */
  reason: z.string().nullable(),
  /** The Veld user the decision is recorded under. */
  updatedBy: z.string().uuid().nullable(),
  /** How many owners were e-mailed. */
  emailed: z.number().int(),
};

/** POST /admin/eligibility/{id}: the decision as stored. */
export const eligibilityDecisionJsonSchema = z.object({
  companyId: decisionCommon.companyId,
  eligibility: z.boolean(),
  reason: decisionCommon.reason,
  updatedBy: decisionCommon.updatedBy,
  emailed: decisionCommon.emailed,
});

/** POST /admin/viability/{id}: the decision as stored. */
export const viabilityDecisionJsonSchema = z.object({
  companyId: decisionCommon.companyId,
  viability: z.boolean(),
  reason: decisionCommon.reason,
  updatedBy: decisionCommon.updatedBy,
  emailed: decisionCommon.emailed,
});

export type DecisionJson =
  z.infer<typeof eligibilityDecisionJsonSchema> | z.infer<typeof viabilityDecisionJsonSchema>;

const questionnaireCommon = {
  companyId: z.string().uuid(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  /** The answers as stored, by question name; empty before the first save. */
  answers: z.record(z.string(), z.unknown()),
  submittedAt: z.string().datetime().nullable(),
  /** The Veld user who submitted them. */
  submittedBy: z.string().uuid().nullable(),
  /** Null before the first save. */
  updatedAt: z.string().datetime().nullable(),
};

/** GET, POST, PUT /company/{id}/eligibility: the answers and the admin's decision. */
export const eligibilityFormJsonSchema = z.object({
  ...questionnaireCommon,
  kind: z.literal("eligibility"),
  /** spec §3 'Company progress steps': null until decided. */
  eligibility: z.boolean().nullable(),
});

/** GET, POST, PUT /company/{id}/viability: the answers and the admin's decision. */
export const viabilityFormJsonSchema = z.object({
  ...questionnaireCommon,
  kind: z.literal("viability"),
  /** spec §3 'Company progress steps': null until decided. */
  viability: z.boolean().nullable(),
});

export type QuestionnaireFormJson =
  z.infer<typeof eligibilityFormJsonSchema> | z.infer<typeof viabilityFormJsonSchema>;

/**
 * POST and PUT /company/{id}/eligibility or /viability: the answers, from the questionnaire's own
 * field list (the handler checks them with its validator), and the intent. A draft may leave any
 * answer out; 'submit' needs every required one.
 */
function questionnaireBodyDoc(fields: Parameters<typeof draftFields>[0]) {
  return z.object({
    answers: fieldListDocSchema(draftFields(fields)),
    intent: z
      .enum(["save", "submit"])
      .optional()
      .describe("'submit' sends the answers for review; anything else saves a draft."),
  });
}

export const eligibilityBodyDoc = questionnaireBodyDoc(ELIGIBILITY_FIELDS);
export const viabilityBodyDoc = questionnaireBodyDoc(VIABILITY_FIELDS);

/** GET, POST /company/{id}/expressInterest: an expression of interest (spec §3). */
export const expressInterestJsonSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  /** The Veld user who sent it. */
  requestedBy: z.string().uuid().nullable(),
  dateCreated: z.string().datetime(),
  programme: z.string(),
  hectares: z.number(),
  description: z.string().nullable(),
  regenStarted: z.boolean(),
});

export type ExpressInterestJson = z.infer<typeof expressInterestJsonSchema>;

/** POST /company/{id}/expressInterest: the form's fields (express-interest-schema.ts reads them). */
export const expressInterestBodyDoc = fieldListDocSchema(EXPRESS_INTEREST_FIELDS);

/** A questionnaire's answers as the API answers them, with the admin's decision (null until). */
export function questionnaireFormJson(
  companyId: string,
  form: JourneyForm,
  decision: boolean | null,
): QuestionnaireFormJson {
  const common = {
    companyId,
    status: form.status,
    answers: form.answers,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    submittedBy: form.submittedBy,
    updatedAt: form.updatedAt?.toISOString() ?? null,
  };
  // The admin's decision (spec §3 'Company progress steps'): null until decided.
  return form.kind === "eligibility"
    ? { ...common, kind: "eligibility", eligibility: decision }
    : { ...common, kind: "viability", viability: decision };
}

/** An expression of interest as the API answers it. */
export function expressInterestJson(
  interest: Awaited<ReturnType<typeof listExpressInterests>>[number],
): ExpressInterestJson {
  return {
    id: interest.id,
    companyId: interest.companyId,
    requestedBy: interest.requestedBy,
    dateCreated: interest.dateCreated.toISOString(),
    programme: interest.programme,
    hectares: interest.hectares,
    description: interest.description,
    regenStarted: interest.regenStarted,
  };
}

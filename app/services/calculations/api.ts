// The JSON of the soil samples and partnershipInfo calls in /api/v2 (spec §7 'User and company
// calls'; issue 17; decision 0092), as zod schemas: the OpenAPI document shows them (decision
// 0111) and the answers' types are inferred from them, so tsc holds what the calls send and what
// the document says together. Pure.
import { z } from "zod";
import { JOURNEY_STATUS_KINDS, JOURNEY_STEPS } from "~/services/journey/steps";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import { CLIMATES, SOIL_CLASSES } from "~/services/constants/sets";
import { LAND_USES, RESIDUE_TYPES, TILLAGE_TYPES } from "~/shared/practice";
import { LIVESTOCK_CLASSES } from "./carbon";
import { creditSchema } from "./credits-schema";
import {
  CROPLAND_PRACTICES,
  type EarningsInputs,
  type EarningsResult,
  GRAZING_CONDITIONS,
  GRAZING_PRACTICES,
  HECTARES_MAX,
  INPUT_LEVELS,
  TILLAGES,
} from "./earnings";
import { PROVINCES } from "~/shared/provinces";
import { SAMPLE_LIMITS, todayInSouthAfrica } from "./samples";
import { sampleSchema } from "./samples-schema";
import { singleLineText } from "~/services/kit/forms/text-schema";

/**
 * GET, POST /samples, DELETE /samples/{sampleId} and GET /partnershipInfo: ?companyId=
 * (requireApiOrganisationMember).
 */
export const memberOrganisationQueryDoc = z.object({
  companyId: z
    .string()
    .uuid()
    .optional()
    .describe("The organisation; needed only when the caller belongs to more than one."),
});

/** A soil sample as the API answers it, with the carbon stock it measures. */
export const sampleJsonSchema = z.object({
  id: z.string().uuid(),
  fieldId: z.string().uuid(),
  /** YYYY-MM-DD. */
  sampledOn: z.string(),
  depthCm: z.number().int(),
  socPercent: z.number(),
  /** g/cm³. */
  bulkDensity: z.number(),
  lab: z.string().nullable(),
  reference: z.string().nullable(),
  /** SOC % × bulk density × depth, two decimals. */
  socStockTonnesPerHectare: z.number(),
  createdAt: z.string().datetime(),
});

/** GET /samples: the fields a sample may be added to, and the organisation's samples. */
export const samplesJsonSchema = z.object({
  companyId: z.string().uuid(),
  fields: z.array(z.object({ fieldId: z.string().uuid(), name: z.string(), farmName: z.string() })),
  samples: z.array(sampleJsonSchema),
});

/**
 * POST /samples: the handler's own schema. Its one input, today, only bounds the sampling date
 * (no later than today in South Africa), which a JSON Schema cannot say; the description does.
 */
export const sampleBodyDoc = sampleSchema(todayInSouthAfrica()).describe(
  `sampledOn YYYY-MM-DD, from ${SAMPLE_LIMITS.earliest} to today; depthCm a whole number from ` +
    `${SAMPLE_LIMITS.depthCm.min} to ${SAMPLE_LIMITS.depthCm.max}; socPercent above ` +
    `${SAMPLE_LIMITS.socPercent.min} and at most ${SAMPLE_LIMITS.socPercent.max}; bulkDensity ` +
    `(g/cm³) from ${SAMPLE_LIMITS.bulkDensity.min} to ${SAMPLE_LIMITS.bulkDensity.max}.`,
);

/** GET /partnershipInfo: the member's organisation's programme partnership at a glance. */
export const partnershipInfoJsonSchema = z.object({
  companyId: z.string().uuid(),
  journey: z.object({
    step: z.enum(JOURNEY_STEPS),
    stepLabel: z.string(),
    /** Whose turn it is: the farmer's, an admin's review, or a decision of 'no'. */
    status: z.enum(JOURNEY_STATUS_KINDS),
  }),
  contract: z.object({ status: z.enum(["notSent", "sent", "signedReturned", "signed"]) }),
  /** The current season (the year minus 2000). */
  season: z.number().int(),
  hectares: z.object({ mapped: z.number(), included: z.number(), fields: z.number().int() }),
  /** The version of each set of constants the organisation's calculations use; null: the latest. */
  constants: z.object(
    Object.fromEntries(CONSTANT_TYPES.map((type) => [type, z.number().int().nullable()])) as Record<
      ConstantType,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  credits: z.object({
    issuedTonnes: z.number(),
    bySeason: z.array(z.object({ season: z.number().int(), tonnes: z.number() })),
  }),
});

// ---- Issued credits (decision 0092): GET, POST /admin/credits, POST …/{creditId}/void ----

/** An issuance of credits as the API answers it (creditJson's return type). */
export const creditJsonSchema = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  /** The season (the year minus 2000). */
  season: z.number().int(),
  tonnesCo2e: z.number(),
  /** The carbon price in force when it was recorded, R per t CO2e (decision 0146). */
  carbonPriceZarPerTco2e: z.number(),
  /** The farmer's share in force when it was recorded, 0 to 1. */
  farmerShare: z.number(),
  /** What it earns the farmer: tonnes × its price × its share, in rand (never today's price). */
  earningsZar: z.number(),
  /** YYYY-MM-DD. */
  issuedOn: z.string(),
  registry: z.string(),
  serialRange: z.string().nullable(),
  /** Why it was recorded. */
  note: z.string(),
  /** Who recorded it, as a label. */
  recordedBy: z.string().nullable(),
  createdAt: z.string().datetime(),
  voided: z.boolean(),
  voidedAt: z.string().datetime().nullable(),
  voidReason: z.string().nullable(),
});

/** GET /admin/credits: every organisation's issuances, and the tonnes not voided. */
export const adminCreditsJsonSchema = z.object({
  credits: z.array(creditJsonSchema.extend({ companyName: z.string() })),
  totalTonnes: z.number(),
});

/** GET /admin/credits: ?companyId= narrows it to one organisation. */
export const adminCreditsQueryDoc = z.object({
  companyId: z.string().uuid().optional().describe("One organisation's id."),
});

/**
 * POST /admin/credits: the organisation, and the values creditSchema checks. Its one input, today,
 * only bounds issuedOn (no later than today in South Africa), which a JSON Schema cannot say.
 */
export const adminCreditBodyDoc = creditSchema(todayInSouthAfrica())
  .extend({ companyId: z.string().uuid() })
  .describe("issuedOn YYYY-MM-DD, no later than today.");

// ---- The carbon calculation (decision 0093): GET /calculations, /admin/calculations/{companyId} ----

/** One intermediate value for display: what it is, its value and its unit. */
const calcStepJson = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
});

const stockFactorJson = z.object({
  /** The constant's key, or '' for a factor of 1 with no constant. */
  key: z.string(),
  label: z.string(),
  value: z.number(),
});

const stockFactorsJson = z.object({
  fLu: stockFactorJson,
  fMg: stockFactorJson,
  fI: stockFactorJson,
  product: z.number(),
});

/** What was done on a field in a season (or the baseline seasons). */
const carbonPracticeJson = z.object({
  landUse: z.enum(LAND_USES),
  tillage: z.enum(TILLAGE_TYPES),
  /** null: not recorded (counts as medium input). */
  residue: z.enum(RESIDUE_TYPES).nullable(),
  coverCrop: z.boolean(),
  organicAmendment: z.boolean(),
  improvedGrazing: z.boolean(),
  /** Synthetic fertiliser N, kg N per ha per year. */
  fertiliserNKgPerHa: z.number(),
  /** Head-years of grazing animals per class. */
  animalYears: z.record(z.enum(LIVESTOCK_CLASSES), z.number()),
  /** Where the practice was read from, in words. */
  source: z.string(),
});

const tonnesJson = {
  hectares: z.number(),
  socChangeTco2e: z.number(),
  emissionsTco2e: z.number(),
  netTco2e: z.number(),
  estimatedCredits: z.number(),
  earningsZar: z.number(),
  farmerEarningsZar: z.number(),
};

/** The organisation's carbon calculation, worked out afresh with its pinned constants. */
export const organisationCalculationJsonSchema = z.object({
  /** The version of each set of constants used. */
  versions: z.object(
    Object.fromEntries(CONSTANT_TYPES.map((type) => [type, z.number().int()])) as Record<
      ConstantType,
      z.ZodNumber
    >,
  ),
  fields: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      hectares: z.number(),
      climate: z.enum(CLIMATES),
      climateLabel: z.string(),
      soilClass: z.enum(SOIL_CLASSES),
      soilClassLabel: z.string(),
      /** null when no baseline season is recorded (no change is estimated). */
      baseline: z
        .object({
          practice: carbonPracticeJson,
          factors: stockFactorsJson,
          /** 'measured': from soil samples; 'reference': SOC_REF × factors. */
          stockSource: z.enum(["measured", "reference"]),
          socRefTcPerHa: z.number(),
          referenceTcPerHa: z.number(),
          socStockTcPerHa: z.number(),
          sample: z
            .object({
              sampledOn: z.string(),
              count: z.number().int(),
              depthCm: z.number(),
              measuredTcPerHa: z.number(),
            })
            .nullable(),
          steps: z.array(calcStepJson),
        })
        .nullable(),
      seasons: z.array(
        z.object({
          season: z.number().int(),
          label: z.string(),
          estimated: z.boolean(),
          practice: carbonPracticeJson.nullable(),
          factors: stockFactorsJson.nullable(),
          ...tonnesJson,
          steps: z.array(calcStepJson),
          notes: z.array(z.string()),
        }),
      ),
      totals: z.object(tonnesJson),
    }),
  ),
  seasons: z.array(z.object({ season: z.number().int(), label: z.string(), ...tonnesJson })),
  totals: z.object(tonnesJson),
  /** Sentences: what data is missing for a better estimate. */
  missing: z.array(z.string()),
  /** The deductions and prices the credits used. */
  credits: z.object({
    uncertaintyDeduction: z.number(),
    bufferFraction: z.number(),
    leakageDeduction: z.number(),
    creditFraction: z.number(),
    carbonPriceZarPerTco2e: z.number(),
    farmerShare: z.number(),
  }),
  method: z.object({ periodYears: z.number(), depthCm: z.number() }),
});

/** GET /credits: the member's organisation's issuances, voided ones included and marked. */
export const memberCreditsJsonSchema = z.object({
  companyId: z.string().uuid(),
  credits: z.array(creditJsonSchema),
  /** The tonnes per season, voided issuances left out. */
  bySeason: z.array(z.object({ season: z.number().int(), tonnes: z.number() })),
  /** The tonnes in all, voided issuances left out. */
  totalTonnes: z.number(),
});

// ---- The earnings-potential checker (decision 0091): GET, POST /checker ----

const provinceCodes = PROVINCES.map((p) => p.value) as [
  (typeof PROVINCES)[number]["value"],
  ...(typeof PROVINCES)[number]["value"][],
];

/**
 * POST /checker: the checker's fields, from the same option lists earningsSchema reads them with
 * (its preprocessing over `unknown` describes nothing to a generator). Hectares may be text as the
 * form types them ('1 250,5'); a field left out takes the form's first view's value.
 */
export const checkerBodyDoc = z
  .object({
    croplandHa: z.union([z.number().min(0).max(HECTARES_MAX), singleLineText()]).optional(),
    grazingHa: z.union([z.number().min(0).max(HECTARES_MAX), singleLineText()]).optional(),
    province: z.enum(provinceCodes),
    climate: z.enum(CLIMATES).nullable().optional().describe("Left out: not sure."),
    soil: z.enum(SOIL_CLASSES).nullable().optional().describe("Left out: not sure."),
    tillage: z.enum(TILLAGES).optional().describe("Cropland tillage now; 'full' when left out."),
    input: z.enum(INPUT_LEVELS).optional().describe("Cropland inputs now; 'medium' when left out."),
    practices: z.array(z.enum(CROPLAND_PRACTICES)).optional(),
    grazing: z
      .enum(GRAZING_CONDITIONS)
      .optional()
      .describe("Grazing land now; 'moderatelyDegraded' when left out."),
    grazingPractices: z.array(z.enum(GRAZING_PRACTICES)).optional(),
  })
  .strict()
  .describe("croplandHa and/or grazingHa above 0.");

/** GET /checker: the same fields as the public page's query (a list's parameter repeated). */
export const checkerQueryDoc = z.object({
  croplandHa: z.string().optional(),
  grazingHa: z.string().optional(),
  province: z.enum(provinceCodes),
  climate: z.enum(CLIMATES).optional(),
  soil: z.enum(SOIL_CLASSES).optional(),
  tillage: z.enum(TILLAGES).optional(),
  input: z.enum(INPUT_LEVELS).optional(),
  practices: z.array(z.enum(CROPLAND_PRACTICES)).optional(),
  grazing: z.enum(GRAZING_CONDITIONS).optional(),
  grazingPractices: z.array(z.enum(GRAZING_PRACTICES)).optional(),
});

const rangeJson = z.object({ low: z.number(), high: z.number() });

/** GET, POST /checker: the inputs as read, the estimate, its assumptions and constants. */
export const checkerJsonSchema = z.object({
  inputs: z.object({
    croplandHa: z.number(),
    grazingHa: z.number(),
    province: z.enum(provinceCodes),
    /** null: not sure, the province's regions. */
    climate: z.enum(CLIMATES).nullable(),
    /** null: not sure, every soil class. */
    soil: z.enum(SOIL_CLASSES).nullable(),
    tillage: z.enum(TILLAGES),
    input: z.enum(INPUT_LEVELS),
    practices: z.array(z.enum(CROPLAND_PRACTICES)),
    grazing: z.enum(GRAZING_CONDITIONS),
    grazingPractices: z.array(z.enum(GRAZING_PRACTICES)),
  }),
  estimate: z.object({
    climates: z.array(z.enum(CLIMATES)),
    soils: z.array(z.enum(SOIL_CLASSES)),
    /** Before deductions; negative: the land would lose carbon. */
    tonnesCo2ePerYear: z.object({ cropland: rangeJson, grazing: rangeJson, total: rangeJson }),
    /** After the deductions; never below 0. */
    creditsPerYear: rangeJson,
    randPerYearToFarmer: rangeJson,
    /** The deductions together, a fraction. */
    deductions: z.number(),
    periodYears: z.number(),
    noGain: z.boolean(),
    steps: z.array(z.string()),
  }),
  assumptions: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      value: z.number(),
      unit: z.string(),
      source: z.string(),
    }),
  ),
  /** The version of each set of constants used. */
  constants: z.object({ soilCarbon: z.number().int(), credits: z.number().int() }),
  disclaimer: z.string(),
});

/** The checker's answer: the inputs read, the estimate, its assumptions and constants. */
export function checkerJson(
  inputs: EarningsInputs,
  result: EarningsResult,
): z.infer<typeof checkerJsonSchema> {
  return {
    // The lists copied: the inputs' are read-only.
    inputs: {
      ...inputs,
      practices: [...inputs.practices],
      grazingPractices: [...inputs.grazingPractices],
    },
    estimate: {
      climates: result.climates,
      soils: result.soils,
      tonnesCo2ePerYear: {
        cropland: result.cropland,
        grazing: result.grazing,
        total: result.total,
      },
      creditsPerYear: result.credits,
      randPerYearToFarmer: result.rand,
      deductions: result.deductions,
      periodYears: result.periodYears,
      noGain: result.noGain,
      steps: result.steps,
    },
    assumptions: result.assumptions,
    constants: result.versions,
    disclaimer: "An estimate, not an offer.",
  };
}

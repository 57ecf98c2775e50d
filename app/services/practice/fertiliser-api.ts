// The JSON of the fertiliser API (spec §3 'Fertilizer input'; issue 15; decision 0076;
// the OpenAPI document): POST …/fertiliser { fieldId, season, product?, npkType,
// applicationRate, nutrientPercent?, nitrogen, phosphorus, potassium } and PUT
// …/fertiliser/{inputId} with the same values but fieldId and season. The rules between values
// are the page's (fertiliser-forms.ts). Pure. The OpenAPI document shows these schemas (decision
// 0111); fertiliserJson's return type is inferred from them.
import { z } from "zod";
import {
  fertiliserRuleErrors,
  MAX_PRODUCT,
  MAX_RATE_KG_HA,
  type FertiliserValues,
} from "~/services/practice/fertiliser-forms";
import { NPK_TYPES } from "~/shared/practice";
import { singleLineText } from "~/services/kit/forms/text-schema";

const amount = (max: number) =>
  z.number().finite().min(0, "Must be 0 or more").max(max, `Must be at most ${max}`);

const valuesShape = {
  product: singleLineText().trim().max(MAX_PRODUCT, "Too many characters").nullable().optional(),
  npkType: z.enum(NPK_TYPES),
  applicationRate: amount(MAX_RATE_KG_HA),
  nutrientPercent: amount(100).nullable().optional(),
  nitrogen: amount(100).optional().default(0),
  phosphorus: amount(100).optional().default(0),
  potassium: amount(100).optional().default(0),
};

function withRules<T extends z.ZodTypeAny>(schema: T) {
  return schema.superRefine((body: z.infer<typeof fertiliserValuesBody>, ctx) => {
    const errors = fertiliserRuleErrors({
      npkType: body.npkType,
      nutrientPercent: body.nutrientPercent ?? null,
      nitrogen: body.nitrogen,
      phosphorus: body.phosphorus,
      potassium: body.potassium,
    });
    for (const [path, message] of Object.entries(errors)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [path] });
    }
  });
}

const fertiliserValuesBody = z.object(valuesShape).strict();

export const fertiliserCreateBody = withRules(
  z
    .object({
      fieldId: singleLineText().min(1, "Required").max(100),
      season: z.number().int("Send a whole number"),
      ...valuesShape,
    })
    .strict(),
);

export const fertiliserUpdateBody = withRules(fertiliserValuesBody);

/** kg/ha of nitrogen, phosphorus and potassium (spec §5). */
const nutrientsJson = z.object({
  nitrogen: z.number(),
  phosphorus: z.number(),
  potassium: z.number(),
});

/** An input as the API answers it: the values as typed, and the N, P and K they applied. */
export const fertiliserJsonSchema = z.object({
  id: z.string().uuid(),
  fieldId: z.string().uuid(),
  season: z.number().int(),
  product: z.string().nullable(),
  npkType: z.enum(NPK_TYPES),
  /** kg/ha. */
  applicationRate: z.number(),
  nutrientPercent: z.number().nullable(),
  nitrogen: z.number(),
  phosphorus: z.number(),
  potassium: z.number(),
  applied: nutrientsJson,
  updatedAt: z.string().datetime(),
});

/**
 * GET …/fertiliser: the season's included fields with their inputs and the N, P and K applied
 * per field. An input's `applied` counts the programme's corrections (decision 0078), each named
 * in `corrections`; its values stay as the farmer typed them.
 */
export const fertiliserSeasonJsonSchema = z.object({
  season: z.number().int(),
  seasonLabel: z.string(),
  fields: z.array(
    z.object({
      fieldId: z.string().uuid(),
      fieldName: z.string(),
      farmName: z.string(),
      applied: nutrientsJson,
      inputs: z.array(fertiliserJsonSchema.extend({ corrections: z.array(z.string()) })),
    }),
  ),
});

/** The stored values: a nutrient's nutrientPercent is null, a blank product null. */
export function fertiliserValuesOfBody(
  body: z.infer<typeof fertiliserValuesBody>,
): FertiliserValues {
  const product = body.product?.replace(/\s+/g, " ").trim() ?? "";
  return {
    product: product || null,
    npkType: body.npkType,
    applicationRate: body.applicationRate,
    nutrientPercent: body.npkType === "npk" ? (body.nutrientPercent ?? null) : null,
    nitrogen: body.nitrogen,
    phosphorus: body.phosphorus,
    potassium: body.potassium,
  };
}

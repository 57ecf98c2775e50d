// The JSON of the crop journey API (spec §7 'POST crop journey'; issue 15; decision 0076;
// the OpenAPI document): GET …/cropJourney?season=NN, POST …/cropJourney with
// { season, fields: [{ fieldId, landUse, crops: [{ id?, crop, cover }], tillage, residue }] }.
// Pure: the route parses with these; the rules between values are crop-journey-forms.ts's, the
// same as the page's. The OpenAPI document shows these schemas (decision 0111), and
// cropJourneyForApi's return type is inferred from them.
import { z } from "zod";
import {
  cropJourneyErrors,
  MAX_CROP_LENGTH,
  MAX_CROPS,
  MAX_ROWS,
  type CropJourneyInput,
} from "~/services/practice/crop-journey-forms";
import { LAND_USES, RESIDUE_TYPES, TILLAGE_TYPES } from "~/shared/practice";
import { singleLineText } from "~/services/kit/forms/text-schema";

/** GET …/fertiliser and …/cropJourney: ?season=, as practice/queries.ts seasonQuery and offeredSeason read it (a 400 otherwise). */
export const practiceSeasonQueryDoc = z.object({
  season: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .describe(
      "One of the seasons offered (the year minus 2000; `metadata.seasons` lists them); the " +
        "programme's first season when left out.",
    ),
});

/** GET …/fertiliser: the seasons offered, oldest first. */
export const practiceSeasonsMetadata = z.object({ seasons: z.array(z.number().int()) });

/** GET …/cropJourney: the seasons offered and those the programme requires. */
export const cropJourneyMetadata = practiceSeasonsMetadata.extend({
  required: z.array(z.number().int()),
});

/**
 * A season's crop journey: every field included that season, recorded or not. Land use, tillage
 * and residue as stored (text: a value no longer offered is still sent as it was saved).
 */
export const cropJourneyJsonSchema = z.object({
  season: z.number().int(),
  seasonLabel: z.string(),
  fields: z.array(
    z.object({
      fieldId: z.string().uuid(),
      fieldName: z.string(),
      farmId: z.string().uuid(),
      farmName: z.string(),
      recorded: z.boolean(),
      landUse: z
        .string()
        .nullable()
        .describe(`One of ${LAND_USES.join(", ")}.`),
      crops: z.array(z.object({ id: z.string(), crop: z.string(), cover: z.boolean() })),
      tillage: z
        .string()
        .nullable()
        .describe(`One of ${TILLAGE_TYPES.join(", ")}.`),
      residue: z
        .string()
        .nullable()
        .describe(`One of ${RESIDUE_TYPES.join(", ")}.`),
    }),
  ),
});

/** POST …/practiceData/submit: the seasons submitted and how many fields each had. */
export const practiceDataSubmittedJsonSchema = z.object({
  companyId: z.string().uuid(),
  practiceDataSubmitted: z.literal(true),
  seasons: z.array(z.object({ season: z.number().int(), label: z.string(), fields: z.number() })),
});

const crop = z
  .object({
    id: singleLineText().max(100).optional().nullable(),
    crop: singleLineText().trim().min(1, "Required").max(MAX_CROP_LENGTH, "Too many characters"),
    cover: z.boolean().optional().default(false),
  })
  .strict();

export const cropJourneyBody = z
  .object({
    season: z.number().int("Send a whole number"),
    fields: z
      .array(
        z
          .object({
            fieldId: singleLineText().min(1, "Required").max(100),
            landUse: z.enum(LAND_USES).nullable().optional().default(null),
            crops: z
              .array(crop)
              .max(MAX_CROPS * 2, `At most ${MAX_CROPS * 2} crops`)
              .optional()
              .default([]),
            tillage: z.enum(TILLAGE_TYPES).nullable().optional().default(null),
            residue: z.enum(RESIDUE_TYPES).nullable().optional().default(null),
          })
          .strict(),
      )
      .max(MAX_ROWS, `At most ${MAX_ROWS} fields`),
  })
  .strict();

export type CropJourneyBody = z.infer<typeof cropJourneyBody>;

/** The body's entries for the service, and the errors of the rules between values by name. */
export function readCropJourneyBody(body: CropJourneyBody): {
  entries: CropJourneyInput[];
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  const entries = body.fields.map((entry, index) => {
    const input: CropJourneyInput = {
      fieldId: entry.fieldId,
      landUse: entry.landUse,
      crops: entry.crops.map((c) => ({ id: c.id ?? null, crop: c.crop, cover: c.cover })),
      tillage: entry.tillage,
      residue: entry.residue,
    };
    for (const [name, message] of Object.entries(cropJourneyErrors(input, "the field"))) {
      if (message) errors[`fields[${index}].${name === "cover" ? "crops" : name}`] = message;
    }
    return input;
  });
  const seen = new Set<string>();
  body.fields.forEach((entry, index) => {
    if (seen.has(entry.fieldId)) errors[`fields[${index}].fieldId`] = "This field is sent twice.";
    seen.add(entry.fieldId);
  });
  return { entries, errors };
}

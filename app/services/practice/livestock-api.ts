// The JSON of the livestock numbers API (issue 15; decision 0077). Pure. month is 0-based, as
// stored (spec §3 'Livestock numbers'). The OpenAPI document
// shows these schemas (decision 0111); livestockNumberJson's return type is inferred from them.
import { z } from "zod";
import { MAX_SEASON } from "~/services/fields/admin-list";
import { MONTHS } from "~/services/kit/format";
import type { GridCell } from "./livestock-forms";

/** One herd's numbers in one month, as the API answers them. */
export const livestockNumberJsonSchema = z.object({
  herdId: z.string().uuid(),
  year: z.number().int(),
  /** 0 (January) to 11 (December). */
  month: z.number().int().min(0).max(11),
  monthName: z.string().nullable(),
  mature: z.number().int(),
  juvenile: z.number().int(),
});

/**
 * GET …/livestockNumbers and …/grazingEvents: ?season=, as practice/queries.ts seasonQuery reads it (a 400
 * otherwise).
 */
export const programmeSeasonQueryDoc = z.object({
  season: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .describe(
      `The season, a whole number from 0 to ${MAX_SEASON} (the year minus 2000); the ` +
        "programme's first season when left out.",
    ),
});

/** GET …/livestockNumbers and …/grazingEvents: the season read. */
export const seasonMetadata = z.object({ season: z.number().int() });

/** PUT: the season replaced, the herd-months saved and those cleared. */
export const livestockPutMetadata = z.object({
  season: z.number().int(),
  saved: z.number().int(),
  cleared: z.number().int(),
});

export function livestockNumberJson(cell: GridCell): z.infer<typeof livestockNumberJsonSchema> {
  return {
    herdId: cell.herdId,
    year: cell.year,
    month: cell.month,
    monthName: MONTHS[cell.month] ?? null,
    mature: cell.mature,
    juvenile: cell.juvenile,
  };
}

const wholeNumber = z
  .number({ invalid_type_error: "Must be a number" })
  .int("Must be a whole number");

/** PUT: { season, numbers: [{ herdId, year, month (0-based), mature, juvenile }] }. */
export const livestockPutBody = z
  .object({
    season: wholeNumber.min(0).max(200),
    numbers: z
      .array(
        z
          .object({
            herdId: z.string().uuid("Must be a herd's id"),
            year: wholeNumber.min(2000).max(2200),
            month: wholeNumber
              .min(0, "0 (January) to 11 (December)")
              .max(11, "0 (January) to 11 (December)"),
            mature: wholeNumber.min(0).max(100_000),
            juvenile: wholeNumber.min(0).max(100_000),
          })
          .strict(),
      )
      .max(5000, "At most 5000 numbers at once"),
  })
  .strict();

// The JSON of the livestock numbers API (issue 15; decision 0077; docs/api.md 'Livestock
// numbers'). Pure. month is 0-based, as stored (spec §3 'Livestock numbers').
import { z } from "zod";
import { MONTHS } from "~/services/kit/format";
import type { GridCell } from "./livestock-forms";

export function livestockNumberJson(cell: GridCell) {
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

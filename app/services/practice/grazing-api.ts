// The JSON of the grazing events API (issue 15; decision 0077).
// Pure. spec §3 'herdId (an array; the first element is used)': the API answers an array of one
// and takes an array (its first element is used) or a single id. The OpenAPI document shows
// these schemas (decision 0111); grazingEventJson's return type is inferred from them.
import { z } from "zod";
import { singleLineText } from "~/services/kit/forms/text-schema";

export interface GrazingEventLike {
  id: string;
  season: number;
  herdId: string;
  fieldIds: string[];
  startDate: string;
  endDate: string;
  hoursOnField: number;
}

/** A grazing event as the API answers it. */
export const grazingEventJsonSchema = z.object({
  id: z.string().uuid(),
  season: z.number().int(),
  fieldIds: z.array(z.string().uuid()),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  /** YYYY-MM-DD. */
  endDate: z.string(),
  /** spec §3: an array; always of one herd. */
  herdId: z.array(z.string().uuid()).length(1),
  hoursOnField: z.number(),
});

export function grazingEventJson(event: GrazingEventLike): z.infer<typeof grazingEventJsonSchema> {
  return {
    id: event.id,
    season: event.season,
    fieldIds: event.fieldIds,
    startDate: event.startDate,
    endDate: event.endDate,
    herdId: [event.herdId],
    hoursOnField: event.hoursOnField,
  };
}

export const grazingEventBody = z
  .object({
    fieldIds: z.array(singleLineText().max(100)).max(500),
    startDate: singleLineText().max(20),
    endDate: singleLineText().max(20),
    herdId: z.union([
      z.array(singleLineText().max(100)).min(1, "Give a herd's id").max(50),
      singleLineText().max(100),
    ]),
    hoursOnField: z.number({ invalid_type_error: "Must be a number" }).finite(),
    season: z.number().int().min(0).max(200).optional(),
  })
  .strict();

export type GrazingEventBody = z.infer<typeof grazingEventBody>;

/** The herd the body names: the array's first element, or the string. */
export function firstHerdId(herdId: GrazingEventBody["herdId"]): string {
  return (Array.isArray(herdId) ? herdId[0] : herdId) ?? "";
}

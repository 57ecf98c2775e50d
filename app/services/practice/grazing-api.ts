// The JSON of the grazing events API (issue 15; decision 0077; docs/api.md 'Grazing events').
// Pure. spec §3 'herdId (an array; the first element is used)': the API answers an array of one
// and takes an array (its first element is used) or a single id.
import { z } from "zod";

export interface GrazingEventLike {
  id: string;
  season: number;
  herdId: string;
  fieldIds: string[];
  startDate: string;
  endDate: string;
  hoursOnField: number;
}

export function grazingEventJson(event: GrazingEventLike) {
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
    fieldIds: z.array(z.string().max(100)).max(500),
    startDate: z.string().max(20),
    endDate: z.string().max(20),
    herdId: z.union([
      z.array(z.string().max(100)).min(1, "Give a herd's id").max(50),
      z.string().max(100),
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

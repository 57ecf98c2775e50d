// The JSON of the herds API (issue 15; decision 0077; docs/api.md 'Herds'). Pure.
import { z } from "zod";
import { HERD_TYPE_LABELS, type HerdType } from "~/shared/practice";
import { frameSizeLabel } from "./herd-forms";

export interface HerdLike {
  id: string;
  name: string;
  type: HerdType;
  frameSize: string | null;
}

export function herdJson(herd: HerdLike) {
  return {
    id: herd.id,
    name: herd.name,
    type: herd.type,
    typeLabel: HERD_TYPE_LABELS[herd.type],
    frameSize: herd.frameSize,
    frameSizeLabel: frameSizeLabel(herd.type, herd.frameSize),
  };
}

/** POST and PUT bodies: { name, type, frameSize? } (frameSize for beef and dairy only). */
export const herdBody = z
  .object({
    name: z.string(),
    type: z.string(),
    frameSize: z.string().nullable().optional(),
  })
  .strict();

// The JSON of the herds API (issue 15; decision 0077). Pure. The OpenAPI
// document shows these schemas (decision 0111); herdJson's return type is inferred from them.
import { z } from "zod";
import { HERD_TYPES, HERD_TYPE_LABELS, type HerdType } from "~/shared/practice";
import { frameSizeLabel } from "./herd-forms";
import type { SizeClassesKg } from "~/services/constants/sets";
import { singleLineText } from "~/services/kit/forms/text-schema";

export interface HerdLike {
  id: string;
  name: string;
  type: HerdType;
  frameSize: string | null;
}

/** A herd as the API answers it (spec §3 'Herd': id, type, frameSize). */
export const herdJsonSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.enum(HERD_TYPES),
  typeLabel: z.string(),
  /** Beef and dairy only; null for the other types. */
  frameSize: z.string().nullable(),
  frameSizeLabel: z.string().nullable(),
});

/** `sizeClasses`: the livestock constants in force, for the frame size's label (issue 32). */
export function herdJson(
  herd: HerdLike,
  sizeClasses: SizeClassesKg,
): z.infer<typeof herdJsonSchema> {
  return {
    id: herd.id,
    name: herd.name,
    type: herd.type,
    typeLabel: HERD_TYPE_LABELS[herd.type],
    frameSize: herd.frameSize,
    frameSizeLabel: frameSizeLabel(herd.type, herd.frameSize, sizeClasses),
  };
}

/** POST and PUT bodies: { name, type, frameSize? } (frameSize for beef and dairy only). */
export const herdBody = z
  .object({
    name: singleLineText(),
    type: singleLineText(),
    frameSize: singleLineText().nullable().optional(),
  })
  .strict();

// The JSON of the fields API (issue 14, decision 0070; docs/api.md 'Fields'): a field as members
// read it, and the bodies members send. Pure: the routes parse with these and answer with these.
import { z } from "zod";
import type { FieldView } from "~/services/fields/views";

/** A field for the organisation's members: the spec's basic fields (id, area) and its record. */
export function memberFieldJson(field: FieldView) {
  return {
    id: field.id,
    name: field.name,
    farmId: field.farmId,
    source: field.source,
    area: field.areaHectares,
    status: field.status,
    signoffPass: field.signoffPass,
    included: field.included,
    flags: field.flags,
    geometry: field.geometry,
  };
}

/** PUT /company/{companyId}/fields/{fieldId}: a new name, and/or included this season or not. */
export const fieldChangeBody = z
  .object({
    name: z.string().trim().min(1, "Required").max(100, "Too many characters").optional(),
    included: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.name !== undefined || body.included !== undefined, {
    message: "Send a name, or included true or false.",
    path: ["name"],
  });

/**
 * POST /company/{companyId}/fields: one field on a farm of the organisation, drawn (a GeoJSON
 * Polygon or MultiPolygon in `geometry`) or round (`circle`); files go through the page.
 */
export const fieldCreateBody = z
  .object({
    farmId: z.string().min(1, "Required"),
    name: z.string().trim().min(1, "Required").max(100, "Too many characters"),
    geometry: z.record(z.string(), z.unknown()).optional(),
    circle: z
      .object({
        latitude: z.number().finite(),
        longitude: z.number().finite(),
        radiusMetres: z.number().finite(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => (body.geometry === undefined) !== (body.circle === undefined), {
    message: "Send either a geometry or a circle.",
    path: ["geometry"],
  });

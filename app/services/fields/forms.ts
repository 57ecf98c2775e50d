// The farmer's field forms (issue 14; decision 0070): one field list each, read by the action
// (validateForm) and the component (FormBuilder) through the validators beside the component
// (components/fields/field-validators.ts), so the browser and the server check the same rules.
// Names are those the action reads; the geometry a drawing posts is checked by the service
// (fields.server.ts readDrawnGeometry), not here. No React, no forms library.
import { formRule } from "~/services/kit/forms/form-rules";
import { BOUNDARY_ACCEPT, CIRCLE_FIELDS, coordinateErrors } from "~/services/contracting/forms";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import { HOLES_FIELD, MAX_CIRCLE_HOLES } from "~/services/fields/circle-holes";

const MAX_NAME = 100;

/**
 * The forms of /profile/journey/map_fields, by the intent each posts (decision 0128): the map's
 * draw and redraw, the per-farm file and circle forms, the field dialogs and the submit. The
 * farm or field a post is about (farmId, fieldId) is a field beside it.
 */
export const MAP_FIELDS_INTENTS = [
  "upload-fields",
  "circle-field",
  "draw",
  "redraw",
  "field-rename",
  "leave-out",
  "include",
  "delete-field",
  "submit",
] as const;
export type MapFieldsIntent = (typeof MAP_FIELDS_INTENTS)[number];

export const FIELD_UPLOAD_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Fields file",
    accept: BOUNDARY_ACCEPT,
    hint: "A KML, KMZ or GeoJSON file, or a zipped shapefile with its .shp, .dbf and .prj files. Each polygon in it becomes one field, named as in the file.",
  },
] as const satisfies readonly FieldSpec[];

export const FIELD_CIRCLE_FIELDS = [
  { type: "text", name: "name", label: "Field name", maxLength: MAX_NAME },
  ...CIRCLE_FIELDS.slice(1),
  // Decision 0152: a homestead, a dam or a kraal inside a centre pivot is cut out of the field.
  {
    type: "file",
    name: HOLES_FIELD,
    label: "Parts to cut out",
    optional: true,
    accept: BOUNDARY_ACCEPT,
    hint: `For land inside the circle that is not farmed, such as a homestead, a dam or a kraal: a KML, KMZ or GeoJSON file, or a zipped shapefile. Each polygon in it is cut out of the field (at most ${MAX_CIRCLE_HOLES}).`,
  },
] as const satisfies readonly FieldSpec[];
/** The circle form's rule between fields: the centre's coordinates. */
export const FIELD_CIRCLE_RULES = [
  formRule(FIELD_CIRCLE_FIELDS, ["latitude", "longitude"], ({ latitude, longitude }) =>
    coordinateErrors(latitude, longitude),
  ),
];

export const FIELD_RENAME_FIELDS = [
  { type: "text", name: "name", label: "Field name", maxLength: MAX_NAME },
] as const satisfies readonly FieldSpec[];

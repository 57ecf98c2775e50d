// The farmer's field forms (issue 14; decision 0070): one field list each, read by the action
// (validateForm) and the component (FormBuilder) through the validators beside the component
// (components/fields/field-validators.ts), so the browser and the server check the same rules.
// Names are those the action reads; the geometry a drawing posts is checked by the service
// (fields.server.ts readDrawnGeometry), not here. No React, no forms library.
import { formRule } from "~/services/kit/forms/form-rules";
import { BOUNDARY_ACCEPT, CIRCLE_FIELDS, coordinateErrors } from "~/services/contracting/forms";
import type { FieldSpec } from "~/services/kit/forms/field-spec";

const MAX_NAME = 100;

export const fieldUploadFormId = (farmId: string) => `field-upload-${farmId}`;

export const FIELD_UPLOAD_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Fields file",
    accept: BOUNDARY_ACCEPT,
    hint: "A KML, KMZ or GeoJSON file, or a zipped shapefile with its .shp, .dbf and .prj files. Each polygon in it becomes one field, named as in the file.",
  },
] as const satisfies readonly FieldSpec[];

export const fieldCircleFormId = (farmId: string) => `field-circle-${farmId}`;

export const FIELD_CIRCLE_FIELDS = [
  { type: "text", name: "name", label: "Field name", maxLength: MAX_NAME },
  ...CIRCLE_FIELDS.slice(1),
] as const satisfies readonly FieldSpec[];
/** The circle form's rule between fields: the centre's coordinates. */
export const FIELD_CIRCLE_RULES = [
  formRule(FIELD_CIRCLE_FIELDS, ["latitude", "longitude"], ({ latitude, longitude }) =>
    coordinateErrors(latitude, longitude),
  ),
];

export const FIELD_RENAME_FORM_ID = "field-rename";
export const FIELD_RENAME_FIELDS = [
  { type: "text", name: "name", label: "Field name", maxLength: MAX_NAME },
] as const satisfies readonly FieldSpec[];

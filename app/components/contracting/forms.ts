// The forms of the contracting details (issue 6): one field list each, read by the action
// (validateForm) and the component (FormBuilder), so the browser and the server check the same
// rules. Names are the columns of organisation_details, signatories and farms.
import { fieldsValidator } from "~/components/form/validator";
import { MAX_CIRCLE_RADIUS_METRES, PROVINCES } from "~/services/contracting-rules";
import type { FieldSpec } from "~/services/forms/field-spec";

export const ENTITY_FORM_ID = "legal-entity";

/** The legal entity that signs the contract. */
export const ENTITY_FIELDS = [
  {
    type: "text",
    name: "legalName",
    label: "Legal entity name",
    maxLength: 200,
    hint: "As registered: the company, trust, partnership or your own full name.",
  },
  {
    type: "text",
    name: "registrationNumber",
    label: "Registration number",
    maxLength: 50,
    hint: "The CIPC registration number, the trust's master reference, or your ID number.",
  },
  { type: "text", name: "vatNumber", label: "VAT number", optional: true, maxLength: 30 },
  { type: "text", name: "addressLine1", label: "Address", maxLength: 200 },
  { type: "text", name: "addressLine2", label: "Address line 2", optional: true, maxLength: 200 },
  { type: "text", name: "town", label: "Town", maxLength: 100 },
  { type: "dropdown", name: "province", label: "Province", options: PROVINCES },
  { type: "text", name: "postalCode", label: "Postal code", optional: true, maxLength: 10 },
] as const satisfies readonly FieldSpec[];
export const entityValidator = fieldsValidator(ENTITY_FIELDS);

export const SIGNATORY_FORM_ID = "signatory";

export const SIGNATORY_FIELDS = [
  { type: "text", name: "name", label: "Name", maxLength: 100, autoComplete: "off" },
  { type: "text", name: "surname", label: "Surname", maxLength: 100, autoComplete: "off" },
  { type: "email", name: "email", label: "Email", maxLength: 254 },
  { type: "tel", name: "phoneNumber", label: "Phone number" },
  {
    type: "text",
    name: "designation",
    label: "Designation",
    maxLength: 100,
    hint: "The capacity they sign in, e.g. Director, Trustee, Member or Owner.",
  },
] as const satisfies readonly FieldSpec[];
export const signatoryValidator = fieldsValidator(SIGNATORY_FIELDS);

export const FARM_FORM_ID = "farm";

export const FARM_FIELDS = [
  { type: "text", name: "name", label: "Farm name", maxLength: 120 },
  {
    type: "textarea",
    name: "erfNumbers",
    label: "ERF / title-deed numbers",
    optional: true,
    maxLength: 2000,
    rows: 3,
    hint: "From the title deed: one per line, or separated by commas.",
  },
  { type: "dropdown", name: "province", label: "Province", options: PROVINCES },
  { type: "text", name: "nearestTown", label: "Nearest town", maxLength: 100 },
  {
    type: "text",
    name: "latitude",
    label: "Latitude",
    optional: true,
    maxLength: 20,
    hint: "In decimal degrees, negative south of the equator, e.g. -28.2519.",
  },
  {
    type: "text",
    name: "longitude",
    label: "Longitude",
    optional: true,
    maxLength: 20,
    hint: "In decimal degrees, e.g. 28.3104.",
  },
] as const satisfies readonly FieldSpec[];
export const farmValidator = fieldsValidator(FARM_FIELDS);

export const BOUNDARY_ACCEPT = [".kml", ".kmz", ".geojson", ".json", ".zip"] as const;

export const boundaryUploadFormId = (farmId: string) => `boundary-upload-${farmId}`;

export const BOUNDARY_UPLOAD_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Boundary file",
    accept: BOUNDARY_ACCEPT,
    hint: "A KML, KMZ or GeoJSON file, or a zipped shapefile with its .shp, .dbf and .prj files.",
  },
] as const satisfies readonly FieldSpec[];
export const boundaryUploadValidator = fieldsValidator(BOUNDARY_UPLOAD_FIELDS);

export const circleFormId = (farmId: string) => `boundary-circle-${farmId}`;

export const CIRCLE_FIELDS = [
  { type: "text", name: "name", label: "Name", optional: true, maxLength: 100 },
  {
    type: "text",
    name: "latitude",
    label: "Centre latitude",
    maxLength: 20,
    hint: "e.g. -28.2519",
  },
  {
    type: "text",
    name: "longitude",
    label: "Centre longitude",
    maxLength: 20,
    hint: "e.g. 28.3104",
  },
  {
    type: "number",
    name: "radius",
    label: "Radius (metres)",
    minValue: 1,
    maxValue: MAX_CIRCLE_RADIUS_METRES,
  },
] as const satisfies readonly FieldSpec[];
export const circleValidator = fieldsValidator(CIRCLE_FIELDS);

/** Admin: the contract PDF. */
export const CONTRACT_FORM_ID = "contract-upload";
export const CONTRACT_FIELDS = [
  { type: "file", name: "file", label: "Contract (PDF)", accept: [".pdf"] },
] as const satisfies readonly FieldSpec[];
export const contractValidator = fieldsValidator(CONTRACT_FIELDS);

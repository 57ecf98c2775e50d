// The forms of the contracting details (issue 6; the legal entity's form is the organisation's,
// app/services/organisations/forms.ts): one field list each, read by the action
// (validateForm) and the component (FormBuilder), so the browser and the server check the same
// rules, the rules between fields included (formRule). Names are the columns of
// organisation_details, signatories and farms. The validators made from them are
// components/contracting/details-validators.ts and contract-validators.ts.
import { formRule } from "~/services/kit/forms/form-rules";
import { numberTextError } from "~/services/kit/forms/number-rules";
import { locationErrors, MAX_CIRCLE_RADIUS_METRES } from "~/services/contracting/rules";
import { PROVINCES } from "~/shared/provinces";
import type { FieldSpec } from "~/services/kit/forms/field-spec";

/**
 * The forms of /profile/journey/details, by the intent each posts (decision 0128); the ids of
 * the records they change (farmId, signatoryId, boundaryId) are fields beside it.
 */
export const DETAILS_INTENTS = [
  "legal-entity",
  "signatory",
  "delete-signatory",
  "farm",
  "delete-farm",
  "upload-boundary",
  "circle",
  "delete-boundary",
] as const;
export type DetailsIntent = (typeof DETAILS_INTENTS)[number];

/** The forms of the admin company view (/admin/journey/companies/$companyId), by intent. */
export const ADMIN_COMPANY_INTENTS = [
  "reopen",
  "contract-upload",
  "farms-complete",
  "contract-sent",
  "signed-contract",
  "contract-signed",
  "fields-complete",
] as const;
export type AdminCompanyIntent = (typeof ADMIN_COMPANY_INTENTS)[number];

export const SIGNATORY_FIELDS = [
  { type: "text", name: "name", label: "Name", maxLength: 100, autoComplete: "off" },
  { type: "text", name: "surname", label: "Surname", maxLength: 100, autoComplete: "off" },
  { type: "email", name: "email", label: "Email", maxLength: 254 },
  // The one phone piece (decision 0065; spec §5 'Sign-up phone'): the same country and number,
  // checked and stored ('+27 825551234') as at sign-up. It was the tel pattern, which refuses the
  // spaces of '082 555 1234' when a form is posted without JavaScript.
  { type: "phone", name: "phoneNumber", label: "Phone number" },
  {
    type: "text",
    name: "designation",
    label: "Designation",
    maxLength: 100,
    hint: "The capacity they sign in, e.g. Director, Trustee, Member or Owner.",
  },
] as const satisfies readonly FieldSpec[];

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

/**
 * A latitude and longitude as typed: first read as every number input reads a number (decision
 * 0065: '-32,2967' is -32.2967; '-28,251' could be -28251 or -28.251 and is asked about), then
 * both or neither, in range and in South Africa (locationErrors). So the coordinate stored is
 * the number the text says, as for hectares.
 */
export function coordinateErrors(latitude: string | null, longitude: string | null) {
  const unread = { latitude: numberTextError(latitude), longitude: numberTextError(longitude) };
  return unread.latitude || unread.longitude ? unread : locationErrors(latitude, longitude);
}

/** A farm's location is optional as a pair: both or neither, and then a point in South Africa. */
export const FARM_RULES = [
  formRule(FARM_FIELDS, ["latitude", "longitude"], ({ latitude, longitude }) =>
    coordinateErrors(latitude, longitude),
  ),
];

export const BOUNDARY_ACCEPT = [".kml", ".kmz", ".geojson", ".json", ".zip"] as const;

export const BOUNDARY_UPLOAD_FIELDS = [
  {
    type: "file",
    name: "file",
    label: "Boundary file",
    accept: BOUNDARY_ACCEPT,
    hint: "A KML, KMZ or GeoJSON file, or a zipped shapefile with its .shp, .dbf and .prj files.",
  },
] as const satisfies readonly FieldSpec[];

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
/** A circle's centre: a point in South Africa. */
export const CIRCLE_RULES = [
  formRule(CIRCLE_FIELDS, ["latitude", "longitude"], ({ latitude, longitude }) =>
    coordinateErrors(latitude, longitude),
  ),
];

/** Admin: the contract PDF. */
export const CONTRACT_FIELDS = [
  { type: "file", name: "file", label: "Contract (PDF)", accept: [".pdf"] },
] as const satisfies readonly FieldSpec[];

/** The signed copy of the contract (decision 0070): a member uploads it, or an admin for them. */
/** The signed contract's upload form, by the intent it posts (decision 0128). */
export const SIGNED_CONTRACT_INTENT = "signed-contract";
export const SIGNED_CONTRACT_FIELDS = [
  { ...CONTRACT_FIELDS[0], label: "Signed contract (PDF)" },
] as const satisfies readonly FieldSpec[];

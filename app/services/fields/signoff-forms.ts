// The forms of the admin's field signoff page (issue 14 'Admin /admin/journey/fieldRecords';
// decision 0072): one field list per criterion, the bulk signoff, the wetland layer upload and
// the title deed upload. The route's action (validatePost) and the page (FormBuilder) read the
// same list through the validators beside the page's forms (components/fields/
// signoff-validators.ts), so the browser and the server check the same rules. Names are the
// spec's field names (spec §3 'Field' admin view). No React, no I/O, no forms library.
import type { ChoiceOption } from "~/services/kit/forms/choice-rules";
import type { FieldSpec } from "~/services/kit/forms/field-spec";
import {
  DOMINANT_LAND_USES,
  NATIVE_ECOSYSTEM_TYPES,
  SIGNOFF_CRITERIA,
  WETLAND_REASONS,
  type SignoffCriterion,
} from "~/shared/fields";
import { BULK_MODES, type BulkMode, type SignoffValue } from "./auto-signoff";
import {
  DOMINANT_LAND_USE_LABELS,
  NATIVE_ECOSYSTEM_TYPE_LABELS,
  SIGNOFF_CRITERION_LABELS,
  SIGNOFF_LABELS,
  WETLAND_REASON_LABELS,
} from "./signoff";

/**
 * What each of the page's forms does: the `intent` its body carries (decision 0128). A
 * criterion's form is `formKey("signoff", criterion)` and a boundary's title deed form
 * `formKey("title-deed", boundaryId)`: the page shows several of each.
 */
export const FIELD_RECORDS_INTENTS = [
  "signoff",
  "bulk",
  "wetland-upload",
  "wetland-run",
  "boundary-assign",
  "title-deed",
] as const;
export type FieldRecordsIntent = (typeof FIELD_RECORDS_INTENTS)[number];

const MB = 1024 * 1024;
/** A wetland layer's largest file: the page's largest upload, so its post is read with it. */
export const WETLAND_LAYER_MAX_BYTES = 50 * MB;
/** A title deed's largest PDF: refused beside its field once the post is read. */
export const TITLE_DEED_MAX_BYTES = 20 * MB;

/** The longest reason kept (signoff.server.ts MAX_REASON_LENGTH). */
export const REASON_MAX_LENGTH = 1000;

/** spec §4 'Signoff display labels', as the choices of a decision. */
export const SIGNOFF_VALUE_OPTIONS: readonly ChoiceOption[] = [
  { value: "passed", label: SIGNOFF_LABELS.true },
  { value: "failed", label: SIGNOFF_LABELS.false },
  { value: "notDone", label: SIGNOFF_LABELS.null },
] satisfies Array<{ value: SignoffValue; label: string }>;

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

const VALUE_FIELD = {
  type: "dropdown",
  name: "value",
  label: "Decision",
  options: SIGNOFF_VALUE_OPTIONS,
} as const satisfies FieldSpec;

const REASON_FIELD = {
  type: "textarea",
  name: "reason",
  label: "Reason",
  maxLength: REASON_MAX_LENGTH,
  rows: 3,
  hint: "Why you decided so: kept with the decision and in the audit log.",
} as const satisfies FieldSpec;

const DATA_FIELDS = {
  boundary: [],
  wetland: [
    {
      type: "dropdown",
      name: "wetlandReason",
      label: "Wetland reason",
      optional: true,
      options: options(WETLAND_REASONS, WETLAND_REASON_LABELS),
      hint: "A failed wetland check still passes with any reason but 'Excluded from the field'.",
    },
  ],
  ownership: [],
  landConversion: [
    {
      type: "number",
      name: "landConversionSeason",
      label: "Year the land was converted",
      optional: true,
      integer: true,
      maxValue: 2100,
      hint: "Before 2018 passes.",
    },
    {
      type: "number",
      name: "degradationCategory",
      label: "Degradation category",
      optional: true,
      hint: "Above 30 passes.",
    },
    { type: "number", name: "naraValue", label: "NARA value", optional: true },
    {
      type: "number",
      name: "conservationIndex",
      label: "Conservation index",
      optional: true,
      hint: "A NARA value above 10 with a conservation index below 30 passes.",
    },
  ],
  nativeEcosystem: [
    {
      type: "dropdown",
      name: "nativeEcosystemType",
      label: "Native ecosystem type",
      optional: true,
      options: options(NATIVE_ECOSYSTEM_TYPES, NATIVE_ECOSYSTEM_TYPE_LABELS),
    },
    {
      type: "dropdown",
      name: "dominantLandUse",
      label: "Dominant land use",
      optional: true,
      options: options(DOMINANT_LAND_USES, DOMINANT_LAND_USE_LABELS),
    },
  ],
} as const satisfies Record<SignoffCriterion, readonly FieldSpec[]>;

/** The ownership form's boundaries are the organisation's: a multi-select built per organisation. */
function ownershipFields(boundaries: readonly ChoiceOption[]): FieldSpec[] {
  return [
    VALUE_FIELD,
    {
      type: "multiselect",
      name: "farmBoundaryIds",
      label: "Farm boundaries the field lies on",
      optional: true,
      options: boundaries,
      hint: "Ownership stays 'Not Done' while the field lies on no farm boundary.",
    },
    REASON_FIELD,
  ];
}

/** The fields of a criterion's form, in the order shown. */
export function signoffFields(
  criterion: SignoffCriterion,
  boundaries: readonly ChoiceOption[] = [],
): readonly FieldSpec[] {
  if (criterion === "ownership") return ownershipFields(boundaries);
  return [VALUE_FIELD, ...DATA_FIELDS[criterion], REASON_FIELD];
}

export const BULK_MODE_LABELS: Readonly<Record<BulkMode, string>> = {
  pass: "Pass every field (Passed)",
  fail: "Fail every field (Failed)",
  clear: "Clear every field (Not Done)",
};
export const BULK_FIELDS = [
  {
    type: "dropdown",
    name: "criterion",
    label: "Criterion",
    options: SIGNOFF_CRITERIA.map((value) => ({ value, label: SIGNOFF_CRITERION_LABELS[value] })),
  },
  {
    type: "dropdown",
    name: "mode",
    label: "Decision",
    options: BULK_MODES.map((value) => ({ value, label: BULK_MODE_LABELS[value] })),
  },
  REASON_FIELD,
] as const satisfies readonly FieldSpec[];

export const WETLAND_UPLOAD_FIELDS = [
  { type: "text", name: "name", label: "Layer name", optional: true, maxLength: 100 },
  {
    type: "file",
    name: "file",
    label: "Wetland layer",
    accept: [".kml", ".kmz", ".geojson", ".json", ".zip"],
    hint: "A KML, KMZ or GeoJSON file, or a zipped shapefile, with the wetlands as polygons.",
  },
] as const satisfies readonly FieldSpec[];

export const TITLE_DEED_FIELDS = [
  { type: "file", name: "file", label: "Title deed (PDF)", accept: [".pdf"] },
] as const satisfies readonly FieldSpec[];

// What the pages and the API show of a field (issue 14): its status, inclusion and signoff in the
// farmer's words, its flags as sentences, and the totals of included hectares per farm and for
// the organisation (spec §4 'Field inclusion'). Pure: built from rows the loaders read.
import { formatHectares, UNMAPPED_MESSAGES } from "~/services/contracting/rules";
import type { BoundaryGeometry } from "~/services/contracting/boundaries/area";
import { storedCircleOf, type StoredCircle } from "~/services/fields/circle-holes";
import { includedHectares, isFieldIncluded } from "~/services/fields/inclusion";
import { signoffLabel, type SignoffLabel } from "~/services/fields/signoff";
import {
  canDelete,
  canTransition,
  fieldStatusLabel,
  initialStatus,
  isFileSource,
  LEAVE_OUT_FROM,
} from "~/services/fields/status";
import type { FieldInclusion, FieldSource, FieldStatus, Signoff } from "~/shared/fields";

/** The parts of a stored field (and its season's record) a view is built from. */
export interface FieldFacts {
  id: string;
  farmId: string;
  farmName: string;
  name: string;
  source: FieldSource;
  geometry: unknown;
  /** The stored circle JSON of a round field (null or absent for any other). */
  circle?: unknown;
  areaHectares: number;
  outsideFarmHectares: number;
  otherOverlapHectares: number;
  record: {
    status: FieldStatus;
    inclusion: FieldInclusion | string;
    signoffPass: Signoff;
  } | null;
}

export interface FieldView {
  id: string;
  farmId: string;
  farmName: string;
  name: string;
  source: FieldSource;
  sourceLabel: string;
  status: FieldStatus;
  statusLabel: string;
  included: boolean;
  /** Why the field does not count, in words; null when it does. */
  notIncludedReason: string | null;
  signoffPass: Signoff;
  signoffLabel: SignoffLabel;
  areaHectares: number;
  areaLabel: string;
  /** The admin's flags as sentences (outside the farm, land another organisation mapped). */
  flags: string[];
  /** The hectares behind the flags (0: no flag), for the flags in the page's language. */
  outsideFarmHectares: number;
  otherOverlapHectares: number;
  canLeaveOut: boolean;
  /** Whether the farmer may delete it: not once its practice data is recorded (decision 0151). */
  canDelete: boolean;
  canInclude: boolean;
  geometry: BoundaryGeometry | null;
  /** A round field's centre, radius and holes (decision 0152); null once redrawn, or not round. */
  circle: StoredCircle | null;
}

export const FIELD_SOURCE_LABELS: Record<FieldSource, string> = {
  kml: "KML file",
  kmz: "KMZ file",
  geojson: "GeoJSON file",
  shapefile: "Shapefile",
  drawn: "Drawn on the map",
  circle: "Circle",
};

export function outsideFarmMessage(hectares: number): string {
  return `${formatHectares(hectares)} of this field lies outside your farm boundaries. We will check it with you.`;
}

export function otherOverlapMessage(hectares: number): string {
  return `${formatHectares(hectares)} of this field is also mapped by another organisation. We will check it with both of you.`;
}

export function fieldView(facts: FieldFacts): FieldView {
  const status = facts.record?.status ?? initialStatus(facts.source);
  const inclusion = facts.record?.inclusion ?? "included";
  const signoffPass = facts.record?.signoffPass ?? null;
  const included = isFieldIncluded({ status, signoffPass, inclusion });
  const notIncludedReason = included
    ? null
    : status === "NOT_INCLUDED"
      ? "Left out this season"
      : status === "DELETED"
        ? "Deleted"
        : signoffPass === false
          ? "Did not pass the programme's checks"
          : "Excluded by the programme";
  const flags: string[] = [];
  if (facts.outsideFarmHectares > 0) flags.push(outsideFarmMessage(facts.outsideFarmHectares));
  if (facts.otherOverlapHectares > 0) flags.push(otherOverlapMessage(facts.otherOverlapHectares));
  return {
    id: facts.id,
    farmId: facts.farmId,
    farmName: facts.farmName,
    name: facts.name,
    source: facts.source,
    sourceLabel: FIELD_SOURCE_LABELS[facts.source],
    status,
    statusLabel: fieldStatusLabel(status),
    included,
    notIncludedReason,
    signoffPass,
    signoffLabel: signoffLabel(signoffPass),
    areaHectares: facts.areaHectares,
    areaLabel: formatHectares(facts.areaHectares),
    flags,
    outsideFarmHectares: facts.outsideFarmHectares,
    otherOverlapHectares: facts.otherOverlapHectares,
    canLeaveOut: (LEAVE_OUT_FROM as readonly FieldStatus[]).includes(status),
    canDelete: canDelete(status),
    canInclude:
      status === "NOT_INCLUDED" &&
      canTransition(status, isFileSource(facts.source) ? "UPLOADED" : "DRAWN"),
    geometry: (facts.geometry as BoundaryGeometry | null) ?? null,
    circle: facts.source === "circle" ? storedCircleOf(facts.circle) : null,
  };
}

export interface FarmFieldsView {
  id: string;
  name: string;
  fields: FieldView[];
  /** Hectares of the farm's included fields (spec §4), to 2 decimals. */
  includedHectares: number;
  /** spec §4 'Unmapped-warning kinds' UNMAPPED_FIELDS: the farm has no field this season. */
  unmapped: string | null;
}

/** A farm's view on a page, its areas in the page's language (fields-in-language.server.ts). */
export interface FarmFieldsInLanguage extends FarmFieldsView {
  /** The farm's included hectares, formatted ('12.50 ha'). */
  includedLabel: string;
}

/** The farms with their fields (deleted ones left out) and the totals of included hectares. */
export function farmsWithFields(
  farms: readonly { id: string; name: string }[],
  fields: readonly FieldView[],
): { farms: FarmFieldsView[]; includedHectares: number; fieldCount: number } {
  const live = fields.filter((f) => f.status !== "DELETED");
  const views = farms.map((farm) => {
    const own = live.filter((f) => f.farmId === farm.id);
    return {
      id: farm.id,
      name: farm.name,
      fields: own,
      includedHectares: includedHectares(own),
      unmapped: own.length === 0 ? UNMAPPED_MESSAGES.UNMAPPED_FIELDS : null,
    };
  });
  return { farms: views, includedHectares: includedHectares(live), fieldCount: live.length };
}

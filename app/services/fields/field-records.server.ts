// The admin's field records page's data (issue 14 'Admin /admin/journey/fieldRecords',
// decision 0072): the fields of the filter with their five criteria and signoffPass in the
// spec's labels, a field's view with its last decision per criterion, the organisation chosen
// alone with its farm boundaries and title deeds, and the wetland layers. read:admin (the route
// checks it); Filters, pages and the field shown are URLs.
import * as boundariesModel from "~/models/boundaries.server";
import {
  countFieldsForAdmin,
  findFieldOrganisationId,
  findFieldWithRecord,
  listFieldsForAdmin,
  type FieldWithRecord,
  type SignoffFilter,
} from "~/models/fields.server";
import { listOrganisations } from "~/models/organisations.server";
import { listTitleDeeds } from "~/models/title-deeds.server";
import { listWetlandLayers } from "~/models/wetland-layers.server";
import type { Viewer } from "~/services/auth/guards.server";
import { formatHectares } from "~/services/contracting/rules";
import { SIGNOFF_FILTERS } from "~/services/fields/admin-paths";
import { readDecisions, SIGNOFF_COLUMNS, valueFromSignoff } from "~/services/fields/auto-signoff";
import { statusOf } from "~/services/fields/fields.server";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import {
  criterionResults,
  SIGNOFF_CRITERION_LABELS,
  signoffLabel,
} from "~/services/fields/signoff";

import { FIELD_STATUS_LABELS } from "~/services/fields/status";
import { formatDateTime } from "~/services/kit/format";

import { paginate, parseTableParams } from "~/services/kit/table";

import { FIELD_STATUSES, SIGNOFF_CRITERIA, type FieldStatus } from "~/shared/fields";
import { isUuid } from "~/shared/ids";

export interface FieldRecordsQuery {
  companyIds: string[];
  status: FieldStatus | null;
  signoff: SignoffFilter | null;
  fieldId: string | null;
}

/** The page's filters from its URL; anything not known is left out. */
export function parseQuery(search: URLSearchParams): FieldRecordsQuery {
  const companyIds = [
    ...new Set(
      search
        .getAll("companyIds")
        .flatMap((value) => value.split(","))
        .map((id) => id.trim().toLowerCase())
        .filter(isUuid),
    ),
  ];
  const status = search.get("status");
  const chosen = search.get("signoff");
  const fieldId = search.get("fieldId");
  return {
    companyIds,
    status: (FIELD_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as FieldStatus)
      : null,
    signoff: SIGNOFF_FILTERS.some((f) => f.value === chosen) ? (chosen as SignoffFilter) : null,
    fieldId: isUuid(fieldId) ? fieldId.toLowerCase() : null,
  };
}

function criteriaView(record: FieldWithRecord["record"]) {
  const results = criterionResults(record ?? {});
  return SIGNOFF_CRITERIA.map((criterion) => ({
    criterion,
    label: SIGNOFF_CRITERION_LABELS[criterion],
    // What the criterion comes to (spec §4 rules), and what was signed off.
    result: signoffLabel(results[criterion]),
    signedOff: signoffLabel(record?.[SIGNOFF_COLUMNS[criterion]]),
  }));
}

async function loadDetail(fieldId: string, season: number) {
  const organisationId = await findFieldOrganisationId(fieldId);
  if (!organisationId) return null;
  const field = await findFieldWithRecord(organisationId, fieldId, season);
  if (!field) return null;
  const record = field.record;
  const decisions = readDecisions(record?.signoffDecisions);
  const boundaries = await boundariesModel.listBoundaries(organisationId);
  const boundaryOptions = boundaries.map((b, index) => ({
    value: b.id,
    label: `${b.name ?? `Boundary ${index + 1}`} (${formatHectares(b.areaHectares)})`,
  }));
  return {
    id: field.id,
    name: field.name,
    organisationId,
    farmName: field.farmName,
    areaLabel: formatHectares(field.areaHectares),
    statusLabel: FIELD_STATUS_LABELS[statusOf(field)],
    deleted: statusOf(field) === "DELETED",
    signoffPass: signoffLabel(record?.signoffPass),
    wetlandHectares: record?.wetlandHectares ?? null,
    boundaryOptions,
    criteria: criteriaView(record).map((view) => {
      const decision = decisions[view.criterion];
      return {
        ...view,
        decision: decision
          ? {
              byLabel: decision.byLabel,
              at: formatDateTime(decision.at),
              reason: decision.reason,
              automatic: decision.automatic === true,
            }
          : null,
        defaults: {
          value: valueFromSignoff(record?.[SIGNOFF_COLUMNS[view.criterion]]),
          wetlandReason: record?.wetlandReason ?? null,
          farmBoundaryIds: record?.farmBoundaryIds ?? [],
          landConversionSeason: record?.landConversionSeason ?? null,
          degradationCategory: record?.degradationCategory ?? null,
          naraValue: record?.naraValue ?? null,
          conservationIndex: record?.conservationIndex ?? null,
          nativeEcosystemType: record?.nativeEcosystemType ?? null,
          dominantLandUse: record?.dominantLandUse ?? null,
          reason: "",
        },
      };
    }),
  };
}

/** The organisation chosen alone in the filter: its bulk signoff and title deeds are shown. */
async function loadOrganisationPanel(organisationId: string) {
  const [boundaries, deeds] = await Promise.all([
    boundariesModel.listBoundaries(organisationId),
    listTitleDeeds(organisationId),
  ]);
  return {
    id: organisationId,
    boundaries: boundaries.map((b, index) => ({
      id: b.id,
      name: b.name ?? `Boundary ${index + 1}`,
      areaLabel: formatHectares(b.areaHectares),
      deeds: deeds
        .filter((d) => d.boundaryId === b.id)
        .map((d) => ({ fileId: d.fileId, at: formatDateTime(d.createdAt) })),
    })),
  };
}

export async function loadFieldRecords(viewer: Viewer, url: URL) {
  const query = parseQuery(url.searchParams);
  const table = parseTableParams(url.searchParams, { sortable: [] });
  const season = currentSeason();
  const filter = {
    season,
    ...(query.companyIds.length > 0 ? { organisationIds: query.companyIds } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.signoff ? { signoff: query.signoff } : {}),
  };
  const [counted, organisations, layers, detail] = await Promise.all([
    countFieldsForAdmin(filter),
    listOrganisations(),
    listWetlandLayers(),
    query.fieldId ? loadDetail(query.fieldId, season) : Promise.resolve(null),
  ]);
  const info = paginate(counted.count, table.page, table.size);
  const rows = await listFieldsForAdmin(filter, { offset: info.offset, limit: info.size });
  const onlyOrganisation =
    query.companyIds.length === 1 && organisations.some((o) => o.id === query.companyIds[0])
      ? await loadOrganisationPanel(query.companyIds[0]!)
      : null;
  return {
    canSignoff: viewer.permissions.includes("write:signoff"),
    season: seasonLabel(season),
    query,
    info,
    organisations: organisations.map((o) => ({ value: o.id, label: o.name })),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      organisationName: row.organisationName,
      farmName: row.farmName,
      areaLabel: formatHectares(row.areaHectares),
      statusLabel: FIELD_STATUS_LABELS[statusOf(row)],
      criteria: criteriaView(row.record),
      signoffPass: signoffLabel(row.record?.signoffPass),
    })),
    detail,
    organisation: onlyOrganisation,
    layers: layers.map((layer) => ({
      id: layer.id,
      name: layer.name,
      polygonCount: layer.polygonCount,
      at: formatDateTime(layer.createdAt),
    })),
  };
}

// ---- The posts ----

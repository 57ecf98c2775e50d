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
} from "~/models/fields.server";
import { listOrganisations } from "~/models/organisations.server";
import { listTitleDeeds } from "~/models/title-deeds.server";
import { listWetlandLayers } from "~/models/wetland-layers.server";
import type { Viewer } from "~/services/auth/guards.server";
import { formatHectares } from "~/services/contracting/rules";
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

import { readQuery } from "~/services/kit/query";
import { paginate } from "~/services/kit/table";
import { fieldRecordsQuery } from "~/services/fields/queries";

import { SIGNOFF_CRITERIA } from "~/shared/fields";

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
  const asked = readQuery(url, fieldRecordsQuery);
  const companyIds = asked.companyIds ?? [];
  // The filters the page shows chosen (null: none).
  const query = {
    companyIds,
    status: asked.status ?? null,
    signoff: asked.signoff ?? null,
    fieldId: asked.fieldId ?? null,
  };
  const season = currentSeason();
  const filter = {
    season,
    ...(companyIds.length > 0 ? { organisationIds: companyIds } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.signoff ? { signoff: query.signoff } : {}),
  };
  const [counted, organisations, layers, detail] = await Promise.all([
    countFieldsForAdmin(filter),
    listOrganisations(),
    listWetlandLayers(),
    query.fieldId ? loadDetail(query.fieldId, season) : Promise.resolve(null),
  ]);
  const info = paginate(counted.count, asked.page ?? 0, asked.size);
  const rows = await listFieldsForAdmin(filter, { offset: info.offset, limit: info.size });
  const onlyOrganisation =
    companyIds.length === 1 && organisations.some((o) => o.id === companyIds[0])
      ? await loadOrganisationPanel(companyIds[0]!)
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

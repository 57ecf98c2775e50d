// /admin/journey/fieldRecords: the loader's data and the page's posts (issue 14 'Admin
// /admin/journey/fieldRecords', 'Auto signoff'; decision 0072). read:admin sees the list and a
// field's signoff; write:signoff changes it (the route checks both). Filters, pages and the
// field shown are URLs (?companyIds=, ?status=, ?signoff=, ?page=, ?size=, ?fieldId=). Every form
// posts to ?do=<form> (&fieldId=, &criterion=, &companyId=, &boundaryId= for what it is about),
// so the action knows which form it is before reading a multipart body.
import { FIELD_RECORDS_PATH, SIGNOFF_FILTERS } from "~/services/fields/admin-paths";
import { validationError } from "remix-validated-form";
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
import { isContractingError, type ContractingError } from "~/services/contracting/common.server";
import {
  isBulkMode,
  isSignoffCriterion,
  readDecisions,
  SIGNOFF_COLUMNS,
  signoffFromValue,
  valueFromSignoff,
  type SignoffValue,
} from "~/services/fields/auto-signoff";
import { statusOf } from "~/services/fields/fields.server";
import { currentSeason, seasonLabel } from "~/services/fields/seasons";
import {
  criterionResults,
  SIGNOFF_CRITERION_LABELS,
  signoffLabel,
} from "~/services/fields/signoff";
import * as signoff from "~/services/fields/signoff.server";
import {
  bulkValidator,
  signoffValidator,
  titleDeedFormId,
  titleDeedValidator,
  WETLAND_UPLOAD_FORM_ID,
  wetlandUploadValidator,
  BULK_FORM_ID,
  signoffFormId,
} from "~/services/fields/signoff-forms";
import { FIELD_STATUS_LABELS } from "~/services/fields/status";
import { formatDateTime } from "~/services/kit/format";
import {
  readFormOrRefuse,
  repopulatableValues,
  validateForm,
} from "~/services/kit/forms/validate-form.server";
import { paginate, parseTableParams, toSearch } from "~/services/kit/table";
import { redirectWithToast } from "~/services/kit/toast.server";
import { FIELD_STATUSES, SIGNOFF_CRITERIA, type FieldStatus } from "~/shared/fields";
import { isUuid } from "~/shared/ids";

const MB = 1024 * 1024;
/** The search parameters that say which form posted, never kept in the page's URL. */
const FORM_PARAMS = ["do", "criterion", "companyId", "boundaryId"];

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

interface Actor {
  userId: string | null;
  label: string;
  requestId: string | null;
}

/** The page's URL as it was, without the parameters of the form that posted. */
function backTo(url: URL) {
  const next = new URLSearchParams(url.search);
  for (const name of FORM_PARAMS) next.delete(name);
  return FIELD_RECORDS_PATH + toSearch(next);
}

/** A refusal the admin can fix, beside its field; anything else as a page error. */
function refusal(error: ContractingError, formId: string, submitted: Record<string, unknown>) {
  if (!error.field) throw new Response(error.message, { status: error.status });
  return validationError(
    { fieldErrors: { [error.field]: error.message }, formId },
    repopulatableValues(submitted),
    { status: error.status === 409 ? 409 : 422 },
  );
}

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function handleFieldRecordsPost(actor: Actor, request: Request) {
  const url = new URL(request.url);
  const form = url.searchParams.get("do");
  const done = (message: string) =>
    redirectWithToast(backTo(url), { type: "success", text: message });
  try {
    switch (form) {
      case "signoff": {
        const criterion = url.searchParams.get("criterion");
        const fieldId = url.searchParams.get("fieldId") ?? "";
        if (!isSignoffCriterion(criterion))
          throw new Response("There is no such signoff criterion.", { status: 404 });
        const organisationId = await findFieldOrganisationId(fieldId);
        if (!organisationId) throw new Response("There is no such field.", { status: 404 });
        const boundaries =
          criterion === "ownership"
            ? (await boundariesModel.listBoundaries(organisationId)).map((b) => ({
                value: b.id,
                label: b.id,
              }))
            : [];
        const result = await validateForm(request, signoffValidator(criterion, boundaries));
        if (result instanceof Response) return result;
        const data = result.data as Record<string, unknown>;
        try {
          const { field, record } = await signoff.signOffCriterion(
            actor,
            organisationId,
            fieldId,
            criterion,
            {
              value: signoffFromValue(data.value as SignoffValue),
              reason: String(data.reason ?? ""),
              wetlandReason: text(data.wetlandReason),
              farmBoundaryIds: Array.isArray(data.farmBoundaryIds)
                ? (data.farmBoundaryIds as string[])
                : [],
              landConversionSeason: (data.landConversionSeason as number | null) ?? null,
              degradationCategory: (data.degradationCategory as number | null) ?? null,
              naraValue: (data.naraValue as number | null) ?? null,
              conservationIndex: (data.conservationIndex as number | null) ?? null,
              nativeEcosystemType: text(data.nativeEcosystemType),
              dominantLandUse: text(data.dominantLandUse),
            },
          );
          return done(
            `${SIGNOFF_CRITERION_LABELS[criterion]} of ${field.name}: ${signoffLabel(record[SIGNOFF_COLUMNS[criterion]])}. Overall: ${signoffLabel(record.signoffPass)}.`,
          );
        } catch (error) {
          if (isContractingError(error))
            return refusal(error, signoffFormId(criterion), result.submittedData);
          throw error;
        }
      }
      case "bulk": {
        const organisationId = url.searchParams.get("companyId") ?? "";
        const result = await validateForm(request, bulkValidator);
        if (result instanceof Response) return result;
        const { criterion, mode, reason } = result.data;
        if (!isSignoffCriterion(criterion) || !isBulkMode(mode))
          throw new Response("This signoff is not known.", { status: 400 });
        try {
          const outcome = await signoff.bulkSignOff(actor, organisationId, criterion, mode, reason);
          return done(
            `${SIGNOFF_CRITERION_LABELS[criterion]}: ${signoffLabel(outcome.value)} for ${plural(outcome.fields.length, "field", "fields")}.`,
          );
        } catch (error) {
          if (isContractingError(error)) return refusal(error, BULK_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "wetland-upload": {
        const result = await validateForm(request, wetlandUploadValidator, {
          upload: { maxFiles: 1, maxFileBytes: 50 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return validationError(
            {
              fieldErrors: { file: "Choose the wetland layer's file." },
              formId: WETLAND_UPLOAD_FORM_ID,
            },
            repopulatableValues(result.submittedData),
          );
        }
        try {
          const layer = await signoff.uploadWetlandLayer(actor, file, result.data.name);
          return done(
            `Wetland layer "${layer.name}" uploaded: ${plural(layer.polygonCount, "polygon", "polygons")}.`,
          );
        } catch (error) {
          if (isContractingError(error))
            return refusal(error, WETLAND_UPLOAD_FORM_ID, result.submittedData);
          throw error;
        }
      }
      case "wetland-run": {
        const body = await readFormOrRefuse(request);
        const layerId = text(body.get("layerId"));
        const organisationId = text(body.get("companyId"));
        const outcome = await signoff.autoSignOffWetland(actor, layerId, organisationId);
        return done(
          `Wetland auto signoff with "${outcome.layerName}": ${plural(outcome.checked, "field", "fields")} checked, ${outcome.passed} passed, ${outcome.flagged.length} inside wetlands left for you to decide${outcome.skipped ? `, ${outcome.skipped} too intricate to check` : ""}.`,
        );
      }
      case "boundary-assign": {
        const body = await readFormOrRefuse(request);
        const organisationId = text(body.get("companyId"));
        const outcome = await signoff.autoSignOffBoundaryAssign(actor, organisationId);
        return done(
          `Farm boundaries assigned: ${plural(outcome.checked, "field", "fields")} checked, ${outcome.assigned} assigned, ${outcome.unassigned} on no farm boundary, ${outcome.ownershipPassed} passed ownership by title deeds.`,
        );
      }
      case "title-deed": {
        const organisationId = url.searchParams.get("companyId") ?? "";
        const boundaryId = url.searchParams.get("boundaryId") ?? "";
        const formId = titleDeedFormId(boundaryId);
        const result = await validateForm(request, titleDeedValidator, {
          upload: { maxFiles: 1, maxFileBytes: 20 * MB },
        });
        if (result instanceof Response) return result;
        const file = result.data.file.files[0] as File | undefined;
        if (!file) {
          return validationError(
            { fieldErrors: { file: "Choose the title deed's PDF." }, formId },
            repopulatableValues(result.submittedData),
          );
        }
        try {
          const outcome = await signoff.attachTitleDeed(actor, organisationId, boundaryId, file);
          return done(
            `Title deed attached. ${plural(outcome.fieldsPassed.length, "field", "fields")} passed ownership.`,
          );
        } catch (error) {
          if (isContractingError(error)) return refusal(error, formId, result.submittedData);
          throw error;
        }
      }
      default:
        throw new Response("This form is not known on this page.", { status: 400 });
    }
  } catch (error) {
    if (isContractingError(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

// /api/v2 of the calculation constants (spec §7 'GET, PUT /admin/consts/{type}', 'GET
// /admin/consts/versions/list', 'constants' among the user calls; issue 17; decision 0090), in
// the envelope of docs/api.md. The routes guard; these read the request and answer.
import type { z } from "zod";
import type { ApiCaller } from "~/services/api/callers.server";
import { auditActor } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefusal,
} from "~/services/api/envelope";
import {
  CONSTANT_TYPES,
  isConstantType,
  UNKNOWN_CONSTANT_TYPE,
  type ConstantType,
} from "~/shared/constants";
import type { ConstantVersionRow, ConstantVersionSummary } from "~/models/constants.server";
import { loadConstantVersion, loadConstantVersions, saveConstantVersion } from "./constants.server";
import type {
  constantFieldJsonSchema,
  constantVersionJsonSchema,
  constantVersionSummaryJsonSchema,
  memberConstantsJsonSchema,
  savedConstantVersionJsonSchema,
} from "./api";
import { constantTypesApiQuery, constantVersionApiQuery } from "./queries";
import { CONSTANT_SETS, TO_VERIFY } from "./sets";
import { isRefusal } from "~/services/kit/refusal";

/** The set named by the path; an unknown one is a 404 (it names no resource). */
function pathType(type: string | undefined): ConstantType {
  if (!isConstantType(type)) throw apiError(404, UNKNOWN_CONSTANT_TYPE);
  return type;
}

/** ?type=: one of the sets, or absent for all of them. */
function typesOf(request: Request): ConstantType[] {
  const { type } = readQuery(request, constantTypesApiQuery);
  return type ? [type] : [...CONSTANT_TYPES];
}

function fieldsJson(type: ConstantType): z.infer<typeof constantFieldJsonSchema>[] {
  return CONSTANT_SETS[type].fields.map((f) => ({
    key: f.key,
    label: f.label,
    group: f.group,
    unit: f.unit,
    min: f.min,
    minExclusive: f.minExclusive ?? false,
    max: f.max,
    integer: f.integer ?? false,
    nullable: f.nullable ?? false,
    source: f.source,
    ...(f.toVerify ? { note: TO_VERIFY } : {}),
  }));
}

export function versionSummaryJson(
  row: ConstantVersionSummary,
): z.infer<typeof constantVersionSummaryJsonSchema> {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    note: row.note,
    createdBy: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export function versionJson(row: ConstantVersionRow): z.infer<typeof constantVersionJsonSchema> {
  return { ...versionSummaryJson(row), values: row.values, fields: fieldsJson(row.type) };
}

function refused(error: unknown): Response {
  if (!isRefusal(error)) throw error;
  // The form names a value by its key; the API's body holds them under `values`.
  return apiRefusal(error, (key) => (key === "note" || key === "values" ? key : `values.${key}`));
}

/** GET /admin/consts/{type}[?version=n]: the set's latest version, or version n. */
export async function getConstantsApi(request: Request, type: string | undefined) {
  const set = pathType(type);
  const version = readQuery(request, constantVersionApiQuery).version ?? null;
  try {
    return apiOk(versionJson(await loadConstantVersion(set, version)));
  } catch (error) {
    return refused(error);
  }
}

/** PUT /admin/consts/{type} { values, note }: a new version (201), or 422 with each field's error. */
export async function putConstantsApi(
  caller: ApiCaller,
  request: Request,
  type: string | undefined,
  requestId: string | null | undefined,
) {
  const set = pathType(type);
  if (!caller.permissions.includes("write:consts")) {
    return apiError(403, "You do not have permission to do this.");
  }
  const body = await readJsonObject(request);
  const values = body.values;
  if (!values || typeof values !== "object" || Array.isArray(values)) {
    return apiError(422, "values must be an object of the set's constants.", {
      values: "values must be an object of the set's constants.",
    });
  }
  try {
    const { row, changes } = await saveConstantVersion(
      auditActor(caller, requestId),
      set,
      values,
      body.note,
    );
    const saved: z.infer<typeof savedConstantVersionJsonSchema> = {
      ...versionJson(row),
      changed: changes.map((c) => ({ key: c.key, from: c.from ?? null, to: c.to ?? null })),
    };
    return apiCreated(saved, { message: `Saved as version ${row.version}.` });
  } catch (error) {
    return refused(error);
  }
}

/** GET /admin/consts/versions/list[?type=]: every version (without values), newest first. */
export async function listConstantVersionsApi(request: Request) {
  const types = typesOf(request);
  const lists = await Promise.all(types.map((type) => loadConstantVersions(type)));
  return apiOk(lists.flat().map(versionSummaryJson), { metadata: { types } });
}

/**
 * GET /constants[?type=] for a signed-in member: the latest values of each set (or one), with
 * their units and sources, so a farmer can trace every number (decision 0090). Not the change
 * notes nor who saved them: those are the programme's.
 */
export async function memberConstantsApi(request: Request) {
  const types = typesOf(request);
  let rows: ConstantVersionRow[];
  try {
    rows = await Promise.all(types.map((type) => loadConstantVersion(type)));
  } catch (error) {
    return refused(error);
  }
  return apiOk(
    rows.map((row): z.infer<typeof memberConstantsJsonSchema> => ({
      type: row.type,
      version: row.version,
      values: row.values,
      fields: fieldsJson(row.type),
    })),
  );
}

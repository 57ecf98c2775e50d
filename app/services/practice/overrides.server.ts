// Practice-data overrides: reading them, and an admin's corrections (spec §3 'Other records': pd
// overrides; §7 '/pd/{id}/overrides'; decision 0078). The route checks read:admin / write:admin;
// nothing here knows about HTTP. A refusal the admin can fix is a ContractingError with its field.
//
// Every write is one transaction with its audit entry: who (the actor), when (the entry's time),
// what (record type and id, value name, from → to) and why (the reason). The farmer's value in
// its table is never changed: the override is what counts where figures are shown or calculated.
import { findOrganisation } from "~/models/organisations.server";
import * as overridesModel from "~/models/pd-overrides.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { NOT_FOUND } from "~/services/contracting/common.server";
import {
  isOverridableValue,
  isOverrideRecordType,
  overrideMapOf,
  overrideValueProblem,
  REASON_MAX,
  REASON_MIN,
  type OverrideMap,
  type OverrideView,
} from "~/services/practice/overrides";
import { OVERRIDABLE_VALUES, type OverrideRecordType } from "~/shared/practice";
import { unstorableTextReason } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";

export const OVERRIDE_MESSAGES = {
  reasonRequired: "Enter the reason for this correction.",
  reasonLength: `Enter a reason of ${REASON_MIN} to ${REASON_MAX} characters.`,
  recordType: "Choose livestock, grazing or fertiliser.",
  valueName: (allowed: readonly string[]) =>
    `This value cannot be corrected. Choose one of: ${allowed.join(", ")}.`,
  recordNotFound: "There is no such practice-data record in this organisation.",
  overrideNotFound: "There is no such correction in this organisation.",
  exists:
    "This value has a correction already. Change it (PUT with its overrideId) instead of adding another.",
  noOriginal: "This record has no such value to correct.",
  number: "Enter a number.",
} as const;

export interface CreateOverrideInput {
  recordType: unknown;
  recordId: unknown;
  valueName: unknown;
  value: unknown;
  reason: unknown;
}

export interface UpdateOverrideInput {
  overrideId: unknown;
  value: unknown;
  reason: unknown;
}

export interface DeleteOverrideInput {
  overrideId: unknown;
  reason: unknown;
}

function toView(row: overridesModel.PdOverrideWithAuthor): OverrideView {
  return {
    id: row.id,
    recordType: row.recordType,
    recordId: row.recordId,
    valueName: row.valueName,
    value: row.value,
    reason: row.reason,
    by: row.authorName,
    at: row.updatedAt.toISOString(),
  };
}

/** The organisation's overrides as the pages and the API show them. */
export async function listOverrideViews(organisationId: string): Promise<OverrideView[]> {
  return (await overridesModel.listPdOverrides(organisationId)).map(toView);
}

/** The organisation's overrides keyed by overrideKey (for withOverrides). */
export async function loadOverrideMap(organisationId: string): Promise<OverrideMap> {
  return overrideMapOf(await listOverrideViews(organisationId));
}

/** The reason, trimmed: required, 5–500 characters, storable. */
export function cleanReason(reason: unknown): string {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text) throw new Refusal(422, OVERRIDE_MESSAGES.reasonRequired, { field: "reason" });
  const unstorable = unstorableTextReason(text);
  if (unstorable) throw new Refusal(422, unstorable, { field: "reason" });
  if (text.length < REASON_MIN || text.length > REASON_MAX)
    throw new Refusal(422, OVERRIDE_MESSAGES.reasonLength, { field: "reason" });
  return text;
}

/** The value as a number the value name allows (422 beside `value` otherwise). */
export function cleanValue(valueName: string, value: unknown): number {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value.trim())
        : Number.NaN;
  const problem = overrideValueProblem(valueName, number);
  if (problem) throw new Refusal(422, problem, { field: "value" });
  return number;
}

/** The organisation, or a 404 refusal. */
export async function requireOverrideOrganisation(organisationId: string) {
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw new Refusal(404, NOT_FOUND.organisation);
  return organisation;
}

function auditOf(actor: Actor) {
  return { actorUserId: actor.userId, actorLabel: actor.label, requestId: actor.requestId ?? null };
}

/** A new override of one value of one of the organisation's records. */
export async function createOverride(
  actor: Actor,
  organisationId: string,
  input: CreateOverrideInput,
): Promise<OverrideView> {
  await requireOverrideOrganisation(organisationId);
  const { recordType, recordId, valueName } = input;
  if (!isOverrideRecordType(recordType))
    throw new Refusal(422, OVERRIDE_MESSAGES.recordType, { field: "recordType" });
  if (!isOverridableValue(recordType, valueName))
    throw new Refusal(422, OVERRIDE_MESSAGES.valueName(OVERRIDABLE_VALUES[recordType]), {
      field: "valueName",
    });
  const name = valueName as string;
  const value = cleanValue(name, input.value);
  const reason = cleanReason(input.reason);
  const id = typeof recordId === "string" ? recordId : "";
  const created = await transaction(async (tx) => {
    const record = await overridesModel.findOverridableRecord(organisationId, recordType, id, tx);
    if (!record) throw new Refusal(404, OVERRIDE_MESSAGES.recordNotFound, { field: "recordId" });
    const original = record.values[name];
    if (original === null || original === undefined)
      throw new Refusal(422, OVERRIDE_MESSAGES.noOriginal, { field: "valueName" });
    const existing = await overridesModel.findPdOverrideOfValue(
      organisationId,
      recordType,
      id,
      name,
      tx,
    );
    if (existing) throw new Refusal(409, OVERRIDE_MESSAGES.exists, { field: "valueName" });
    const row = await overridesModel.insertPdOverride(
      {
        organisationId,
        recordType,
        recordId: id,
        valueName: name,
        value,
        reason,
        createdBy: actor.userId,
      },
      tx,
    );
    await recordAudit(
      {
        ...auditOf(actor),
        action: "pd_override.create",
        entityType: "pd_override",
        entityId: row.id,
        changes: {
          organisationId,
          recordType,
          recordId: id,
          valueName: name,
          from: original,
          to: value,
          reason,
        },
      },
      tx,
    );
    return row;
  });
  return toView((await overridesModel.findPdOverride(organisationId, created.id))!);
}

async function requireOverride(organisationId: string, overrideId: unknown, tx: Executor) {
  const id = typeof overrideId === "string" ? overrideId : "";
  const existing = await overridesModel.findPdOverride(organisationId, id, tx);
  if (!existing)
    throw new Refusal(404, OVERRIDE_MESSAGES.overrideNotFound, { field: "overrideId" });
  return existing;
}

/** A new value and reason for one of the organisation's overrides. */
export async function updateOverride(
  actor: Actor,
  organisationId: string,
  input: UpdateOverrideInput,
): Promise<OverrideView> {
  await requireOverrideOrganisation(organisationId);
  const reason = cleanReason(input.reason);
  const updated = await transaction(async (tx) => {
    const existing = await requireOverride(organisationId, input.overrideId, tx);
    const value = cleanValue(existing.valueName, input.value);
    const row = await overridesModel.updatePdOverride(
      organisationId,
      existing.id,
      { value, reason, updatedBy: actor.userId },
      tx,
    );
    await recordAudit(
      {
        ...auditOf(actor),
        action: "pd_override.update",
        entityType: "pd_override",
        entityId: existing.id,
        changes: {
          organisationId,
          recordType: existing.recordType,
          recordId: existing.recordId,
          valueName: existing.valueName,
          from: existing.value,
          to: value,
          reason,
        },
      },
      tx,
    );
    return row!;
  });
  return toView((await overridesModel.findPdOverride(organisationId, updated.id))!);
}

/** Removes one of the organisation's overrides: the farmer's value counts again. */
export async function deleteOverride(
  actor: Actor,
  organisationId: string,
  input: DeleteOverrideInput,
): Promise<OverrideView> {
  await requireOverrideOrganisation(organisationId);
  const reason = cleanReason(input.reason);
  return transaction(async (tx) => {
    const existing = await requireOverride(organisationId, input.overrideId, tx);
    const record = await overridesModel.findOverridableRecord(
      organisationId,
      existing.recordType,
      existing.recordId,
      tx,
    );
    await overridesModel.deletePdOverride(organisationId, existing.id, tx);
    await recordAudit(
      {
        ...auditOf(actor),
        action: "pd_override.delete",
        entityType: "pd_override",
        entityId: existing.id,
        changes: {
          organisationId,
          recordType: existing.recordType,
          recordId: existing.recordId,
          valueName: existing.valueName,
          from: existing.value,
          to: record?.values[existing.valueName] ?? null,
          overrideReason: existing.reason,
          reason,
        },
      },
      tx,
    );
    return toView(existing);
  });
}

/**
 * The page's 'Override' form: a new override of the value, or a new value and reason for the one
 * it has (the API keeps the two apart: POST, then PUT). Whether it was new, and the override.
 */
export async function saveOverride(
  actor: Actor,
  organisationId: string,
  input: CreateOverrideInput & {
    recordType: OverrideRecordType;
    recordId: string;
    valueName: string;
  },
): Promise<{ created: boolean; override: OverrideView }> {
  const existing = await overridesModel.findPdOverrideOfValue(
    organisationId,
    input.recordType,
    input.recordId,
    input.valueName,
  );
  if (!existing)
    return { created: true, override: await createOverride(actor, organisationId, input) };
  const override = await updateOverride(actor, organisationId, {
    overrideId: existing.id,
    value: input.value,
    reason: input.reason,
  });
  return { created: false, override };
}

/** The page's 'Remove correction' form: the override of the value, removed. */
export async function removeOverrideOfValue(
  actor: Actor,
  organisationId: string,
  target: { recordType: OverrideRecordType; recordId: string; valueName: string },
  reason: unknown,
): Promise<OverrideView> {
  const existing = await overridesModel.findPdOverrideOfValue(
    organisationId,
    target.recordType,
    target.recordId,
    target.valueName,
  );
  if (!existing) throw new Refusal(404, OVERRIDE_MESSAGES.overrideNotFound);
  return deleteOverride(actor, organisationId, { overrideId: existing.id, reason });
}

// Soil samples of an organisation (issue 17; decision 0092): the page and the API share it.
// Listing them by field with the carbon stock each measures, adding one, deleting one, importing
// a CSV file (every row checked first; nothing stored when any row is bad) and the CSV template.
// A field or sample of another organisation is a 404; each write is audited.
import type { z } from "zod";
import { listFieldsWithRecords } from "~/models/fields.server";
import * as samplesModel from "~/models/soil-samples.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { currentSeason } from "~/services/fields/seasons";
import { csvText } from "~/services/kit/csv.server";
import { readCsvInWorker } from "~/services/workers/csv-imports.server";
import type { sampleJsonSchema } from "./api";
import {
  roundedStock,
  SAMPLE_CSV_COLUMNS,
  todayInSouthAfrica,
  type CsvField,
  type SampleValues,
} from "./samples";
import { sampleSchema } from "./samples-schema";
import { Refusal } from "~/services/kit/refusal";

export const SAMPLE_NOT_FOUND = "There is no such soil sample in this organisation.";
export const FIELD_NOT_FOUND = "There is no such field in this organisation.";

export interface SampleField extends CsvField {
  farmName: string;
  /** 'Farm · Field', as the picker shows it. */
  label: string;
  /** The farmer deleted it (decision 0070): its samples stay, no new ones. */
  deleted: boolean;
}

export function sampleJson(row: samplesModel.SoilSample): z.infer<typeof sampleJsonSchema> {
  return {
    id: row.id,
    fieldId: row.fieldId,
    sampledOn: row.sampledOn,
    depthCm: row.depthCm,
    socPercent: row.socPercent,
    bulkDensity: row.bulkDensityGPerCm3,
    lab: row.lab,
    reference: row.reference,
    socStockTonnesPerHectare: roundedStock({
      socPercent: row.socPercent,
      bulkDensity: row.bulkDensityGPerCm3,
      depthCm: row.depthCm,
    }),
    createdAt: row.createdAt.toISOString(),
  };
}

export type SampleJson = ReturnType<typeof sampleJson>;

/**
 * The organisation's fields, by farm and name: those a sample may be added to (a field the
 * farmer deleted, decision 0070, is left out), or with `includeDeleted` every one (to name the
 * samples it already has).
 */
export async function loadSampleFields(
  organisationId: string,
  options: { includeDeleted?: boolean } = {},
): Promise<SampleField[]> {
  const rows = await listFieldsWithRecords(organisationId, currentSeason());
  return rows
    .map((row) => ({
      id: row.id,
      deleted: row.record?.status === "DELETED",
      name: row.name,
      farmName: row.farmName,
      label: `${row.farmName} · ${row.name}`,
    }))
    .filter((field) => options.includeDeleted || !field.deleted);
}

/** The samples with their field's name and the stock they measure, by farm, field, date. */
export async function loadSamples(organisationId: string) {
  const [every, rows] = await Promise.all([
    loadSampleFields(organisationId, { includeDeleted: true }),
    samplesModel.listSoilSamples(organisationId),
  ]);
  const order = new Map(every.map((field, i) => [field.id, i]));
  const samples = rows
    .map((row) => ({
      ...sampleJson(row),
      fieldLabel: every[order.get(row.fieldId) ?? -1]?.label ?? "",
    }))
    .sort(
      (a, b) =>
        (order.get(a.fieldId) ?? 0) - (order.get(b.fieldId) ?? 0) ||
        a.sampledOn.localeCompare(b.sampledOn),
    );
  const fields = every.filter((field) => !field.deleted);
  return { fields, samples };
}

function audit(
  actor: Actor,
  action: string,
  entityId: string | null,
  changes: unknown,
  tx: Parameters<typeof recordAudit>[1],
) {
  return recordAudit(
    {
      actorUserId: actor.userId,
      actorLabel: actor.label,
      action,
      entityType: "soilSample",
      entityId,
      changes,
      requestId: actor.requestId ?? null,
    },
    tx,
  );
}

const toRow = (values: SampleValues): samplesModel.SoilSampleValues => ({
  fieldId: values.fieldId,
  sampledOn: values.sampledOn,
  depthCm: values.depthCm,
  socPercent: values.socPercent,
  bulkDensityGPerCm3: values.bulkDensity,
  lab: values.lab,
  reference: values.reference,
});

/** Checks a sample's values again (the form or the API's body), then stores it. */
export async function addSample(actor: Actor, organisationId: string, input: unknown) {
  const result = sampleSchema(todayInSouthAfrica()).safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "") });
  }
  const fields = await loadSampleFields(organisationId);
  if (!fields.some((field) => field.id === result.data.fieldId)) {
    throw new Refusal(404, FIELD_NOT_FOUND, { field: "fieldId" });
  }
  return transaction(async (tx) => {
    const [row] = await samplesModel.insertSoilSamples(
      organisationId,
      [toRow(result.data)],
      actor.userId,
      tx,
    );
    await audit(actor, "soilSample.create", row!.id, sampleJson(row!), tx);
    return row!;
  });
}

export async function findSample(organisationId: string, id: string) {
  const row = await samplesModel.findSoilSample(organisationId, id);
  if (!row) throw new Refusal(404, SAMPLE_NOT_FOUND);
  return row;
}

export async function deleteSample(actor: Actor, organisationId: string, id: string) {
  return transaction(async (tx) => {
    const row = await samplesModel.deleteSoilSample(organisationId, id, tx);
    if (!row) throw new Refusal(404, SAMPLE_NOT_FOUND);
    await audit(actor, "soilSample.delete", row.id, sampleJson(row), tx);
    return row;
  });
}

export type SampleImport = { ok: true; saved: number } | { ok: false; errors: string[] };

/** Checks every row; stores all of them in one transaction or none. */
export async function importSamplesCsv(
  actor: Actor,
  organisationId: string,
  text: string,
): Promise<SampleImport> {
  const fields = await loadSampleFields(organisationId);
  // Split and checked in the worker pool (samples-csv.server.ts, decision 0120).
  const read = await readCsvInWorker(
    "readSamplesCsv",
    {
      text,
      fields: fields.map(({ id, name }) => ({ id, name })),
      today: todayInSouthAfrica(),
    },
    actor,
  );
  if (!read.ok) return read;
  const rows = await transaction(async (tx) => {
    const inserted = await samplesModel.insertSoilSamples(
      organisationId,
      read.samples.map(toRow),
      actor.userId,
      tx,
    );
    await audit(
      actor,
      "soilSample.import",
      null,
      { count: inserted.length, ids: inserted.map((r) => r.id) },
      tx,
    );
    return inserted;
  });
  return { ok: true, saved: rows.length };
}

/**
 * The template, the whole file: the header and a row per field with its name, to fill in. A
 * name the writer defuses (services/kit/csv.ts) is matched again on import (readSampleRows).
 */
export async function samplesTemplate(organisationId: string): Promise<string> {
  const fields = await loadSampleFields(organisationId);
  return csvText(
    SAMPLE_CSV_COLUMNS,
    fields.map((field) => [field.name, "", "", "", "", "", ""]),
  );
}

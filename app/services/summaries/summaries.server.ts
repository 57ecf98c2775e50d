// Generated summary files (issue 18; spec §7 'downloads of summary files'; decision 0102).
// Asking queues an export (one pending per kind: asking again while one is queued or running
// answers that one); a background step claims the oldest with a lease (SKIP LOCKED, so one
// instance builds each file), reads its rows a page at a time and streams the CSV into the file
// store (never one string for the whole set), then marks it ready with the row count, or failed
// with a short error (it can be asked for again). Files older than 30 days are swept.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import * as fieldsModel from "~/models/fields.server";
import { deleteStoredFileRow, insertStoredFile } from "~/models/stored-files.server";
import { listSubmissionsAcross } from "~/models/submissions.server";
import * as exportsModel from "~/models/summary-exports.server";
import { transaction } from "~/models/transaction.server";
import { logger } from "~/logger.server";
import { recordAudit } from "~/services/audit/audit.server";
import { adminFieldRowView } from "~/services/fields/admin-rows";
import { currentSeason } from "~/services/fields/seasons";
import { fileStore, newStorageKey, type FileStore } from "~/services/files/file-store.server";
import { APPLICATION_STATUSES, labelOf } from "~/services/jobs/options";
import { seasonLabel } from "~/services/kit/format";
import { listProjectRows } from "~/services/project/project.server";
import { LAND_USE_LABELS, RESIDUE_LABELS, TILLAGE_LABELS } from "~/shared/practice";
import type { LandUse, ResidueType, TillageType } from "~/shared/practice";
import { provinceLabel } from "~/shared/provinces";
import { SUBMISSION_STATUS_LABELS } from "~/shared/review";
import type { AdminScope } from "~/shared/scopes";
import {
  maySummarise,
  shortError,
  SUMMARY_KEEP_DAYS,
  SUMMARY_LEASE_MS,
  SUMMARY_MAX_ATTEMPTS,
  SUMMARY_MESSAGES,
  SUMMARY_PAGE_SIZE,
  summaryFileName,
  summaryFilePurpose,
  type SummaryExportKind,
  type SummaryRows,
} from "./rules";
import { summaryHeaderText, summaryRecordsText } from "./records.server";
import { Refusal } from "~/services/kit/refusal";
import type { Actor } from "~/services/kit/actor";

export type { SummaryExportView } from "~/models/summary-exports.server";

/**
 * Asks for a summary of `kind`. When one is already queued or running it is answered and
 * nothing new is queued (`created` false); otherwise a new export is queued and audited.
 */
export async function requestSummary(
  actor: Actor,
  permissions: readonly AdminScope[],
  kind: SummaryExportKind,
): Promise<{ export: exportsModel.SummaryExportRow; created: boolean }> {
  if (!maySummarise(kind, permissions)) throw new Refusal(403, SUMMARY_MESSAGES.notAllowed);
  return transaction(async (tx) => {
    await exportsModel.lockKindRequests(kind, tx);
    const pending = await exportsModel.findPendingExport(kind, tx);
    if (pending) return { export: pending, created: false };
    const row = await exportsModel.insertExport({ kind, requestedBy: actor.userId }, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "summary.request",
        entityType: "summary_export",
        entityId: row.id,
        changes: { kind },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return { export: row, created: true };
  });
}

/** The exports the person may see (of the kinds they may ask for), newest first. */
export function listSummaries(permissions: readonly AdminScope[], limit = 50) {
  const kinds = (
    ["organisations", "fields", "practiceData", "submissions", "jobApplications"] as const
  ).filter((kind) => maySummarise(kind, permissions));
  return exportsModel.listExports(kinds, limit);
}

/** One export the person may see; another kind's (job applications without permission) is 404. */
export async function findSummary(permissions: readonly AdminScope[], exportId: string) {
  const row = await exportsModel.findExport(exportId);
  if (!row || !maySummarise(row.kind, permissions)) return null;
  return row;
}

// ---- Reading the rows, a page at a time ----

type Pages<K extends SummaryExportKind> = AsyncGenerator<SummaryRows[K][]>;

const labelFrom = <T extends string>(labels: Record<T, string>, value: string | null) =>
  value === null ? null : (labels[value as T] ?? value);

async function* organisationPages(now: Date): Pages<"organisations"> {
  // Every organisation's journey step comes from project management's rule, which needs them
  // all at once (decision 0082); the other facts are read a page of organisations at a time.
  const season = currentSeason(now);
  const rows = (await listProjectRows(now)).sort(
    (a, b) => a.name.localeCompare(b.name, "en") || a.companyId.localeCompare(b.companyId),
  );
  for (let i = 0; i < rows.length; i += SUMMARY_PAGE_SIZE) {
    const chunk = rows.slice(i, i + SUMMARY_PAGE_SIZE);
    const facts = new Map(
      (await exportsModel.readOrganisationFacts(chunk.map((r) => r.companyId))).map((f) => [
        f.id,
        f,
      ]),
    );
    const page: SummaryRows["organisations"][] = [];
    for (const row of chunk) {
      const fact = facts.get(row.companyId);
      if (!fact) continue; // removed while the file was being made
      // The hectares by the field list's own rule (spec §4 'Field inclusion'), this season.
      const totals = await fieldsModel.countFieldsForAdmin({
        season,
        organisationIds: [row.companyId],
      });
      page.push({
        name: row.name,
        step: row.stepLabel,
        province: provinceLabel(fact.province),
        members: fact.members,
        hectaresMapped: totals.hectares,
        hectaresIncluded: totals.includedHectares,
        assignedAdmin: row.assignedAdmin?.label ?? null,
        createdAt: fact.createdAt,
      });
    }
    yield page;
  }
}

async function* fieldPages(now: Date): Pages<"fields"> {
  const season = currentSeason(now);
  for (let offset = 0; ; offset += SUMMARY_PAGE_SIZE) {
    const rows = await fieldsModel.listFieldsForAdmin(
      { season },
      { offset, limit: SUMMARY_PAGE_SIZE },
    );
    yield rows.map((row) => {
      const view = adminFieldRowView(row);
      return {
        organisation: view.organisationName,
        farm: view.farmName,
        field: view.name,
        areaHectares: view.areaHectares,
        included: view.included,
        notIncludedReason: view.notIncludedReason,
        status: view.statusLabel,
        signoff: view.signoffLabel,
      };
    });
    if (rows.length < SUMMARY_PAGE_SIZE) return;
  }
}

interface CropItem {
  crop?: unknown;
  cover?: unknown;
}

function cropNames(crops: unknown, cover: boolean): string[] {
  if (!Array.isArray(crops)) return [];
  return (crops as CropItem[])
    .filter((item) => !!item && typeof item.crop === "string" && !!item.cover === cover)
    .map((item) => item.crop as string);
}

async function* practicePages(): Pages<"practiceData"> {
  for (let offset = 0; ; offset += SUMMARY_PAGE_SIZE) {
    const rows = await exportsModel.readPracticePage({ offset, limit: SUMMARY_PAGE_SIZE });
    yield rows.map((row) => ({
      organisation: row.organisationName,
      season: seasonLabel(row.season),
      field: row.fieldName,
      landUse: labelFrom<LandUse>(LAND_USE_LABELS, row.landUse) ?? "",
      tillage: labelFrom<TillageType>(TILLAGE_LABELS, row.tillage),
      residue: labelFrom<ResidueType>(RESIDUE_LABELS, row.residue),
      crops: cropNames(row.crops, false),
      coverCrops: cropNames(row.crops, true),
      grazingEvents: row.grazingEvents,
      grazingHours: row.grazingHours,
      fertiliserInputs: row.fertiliserInputs,
    }));
    if (rows.length < SUMMARY_PAGE_SIZE) return;
  }
}

async function* submissionPages(): Pages<"submissions"> {
  for (let offset = 0; ; offset += SUMMARY_PAGE_SIZE) {
    const { rows } = await listSubmissionsAcross(
      {},
      { offset, limit: SUMMARY_PAGE_SIZE, order: "newest" },
    );
    yield rows.map((row) => ({
      organisation: row.organisationName,
      season: seasonLabel(row.season),
      status: SUBMISSION_STATUS_LABELS[row.status] ?? row.status,
      submittedAt: row.submittedAt,
      decidedAt: row.decidedAt,
      decisionMessage: row.decisionMessage,
    }));
    if (rows.length < SUMMARY_PAGE_SIZE) return;
  }
}

async function* jobApplicationPages(): Pages<"jobApplications"> {
  for (let offset = 0; ; offset += SUMMARY_PAGE_SIZE) {
    const rows = await exportsModel.readJobApplicationPage({ offset, limit: SUMMARY_PAGE_SIZE });
    yield rows.map((row) => ({ ...row, status: labelOf(APPLICATION_STATUSES, row.status) }));
    if (rows.length < SUMMARY_PAGE_SIZE) return;
  }
}

function pagesOf(kind: SummaryExportKind, now: Date): AsyncGenerator<unknown[]> {
  switch (kind) {
    case "organisations":
      return organisationPages(now);
    case "fields":
      return fieldPages(now);
    case "practiceData":
      return practicePages();
    case "submissions":
      return submissionPages();
    case "jobApplications":
      return jobApplicationPages();
  }
}

// ---- Making one file ----

export interface StepOptions {
  now?: Date;
  store?: FileStore;
  leaseMs?: number;
  /** Tests: replaces the reading of rows (a failure, a slow generation). */
  pages?: (kind: SummaryExportKind, now: Date) => AsyncGenerator<unknown[]>;
}

export type StepResult =
  | { exportId: string; status: "ready"; rowCount: number }
  | { exportId: string; status: "failed"; error: string }
  /** Another worker took the export over meanwhile: this run's result was thrown away. */
  | { exportId: string; status: "lost" };

/**
 * One step of the background work: gives up exports whose workers died too often, claims the
 * oldest waiting export and makes its file. Null when nothing was waiting. Tests call it directly.
 */
export async function runSummaryStep(options: StepOptions = {}): Promise<StepResult | null> {
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? SUMMARY_LEASE_MS;
  await exportsModel.failAbandonedExports(now, SUMMARY_MAX_ATTEMPTS, SUMMARY_MESSAGES.gaveUp);
  const claimed = await transaction((tx) =>
    exportsModel.claimNextExport(now, leaseMs, SUMMARY_MAX_ATTEMPTS, tx),
  );
  if (!claimed) return null;
  return generate(claimed, { ...options, now, leaseMs });
}

async function generate(
  claimed: exportsModel.SummaryExportRow,
  options: StepOptions & { now: Date; leaseMs: number },
): Promise<StepResult> {
  const store = options.store ?? fileStore();
  const kind = claimed.kind;
  const storageKey = newStorageKey(".csv");
  const hash = createHash("sha256");
  let size = 0;
  let rowCount = 0;
  let leaseLost = false;
  const encoder = new TextEncoder();
  const pages = (options.pages ?? pagesOf)(kind, options.now);

  async function* chunks(): AsyncGenerator<Uint8Array> {
    const emit = (text: string) => {
      const bytes = encoder.encode(text);
      hash.update(bytes);
      size += bytes.byteLength;
      return bytes;
    };
    yield emit(summaryHeaderText(kind));
    for await (const page of pages) {
      rowCount += page.length;
      const text = summaryRecordsText(kind, page as SummaryRows[typeof kind][]);
      if (text !== "") yield emit(text);
      // Still ours? A worker that lost its lease stops instead of racing the new one.
      const until = new Date(Date.now() + options.leaseMs);
      if (!(await exportsModel.renewLease(claimed.id, claimed.attempts, until))) {
        leaseLost = true;
        throw new Error("lease lost");
      }
    }
  }

  try {
    await store.put(storageKey, Readable.from(chunks()));
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    if (leaseLost) return { exportId: claimed.id, status: "lost" };
    logger().error({ err: error, exportId: claimed.id, kind }, "a summary file could not be made");
    const message = shortError(error);
    const finished = await exportsModel.finishExport(
      claimed.id,
      claimed.attempts,
      { status: "failed", error: message },
      new Date(),
    );
    return finished
      ? { exportId: claimed.id, status: "failed", error: message }
      : { exportId: claimed.id, status: "lost" };
  }

  const finished = await transaction(async (tx) => {
    const file = await insertStoredFile(
      {
        storageKey,
        originalName: summaryFileName(kind, options.now),
        mimeType: "text/csv",
        extension: ".csv",
        size,
        sha256: hash.digest("hex"),
        purpose: summaryFilePurpose(kind),
        organisationId: null,
        // Not the requester: an uploader may always download, and access must follow permissions.
        uploadedBy: null,
      },
      tx,
    );
    const ok = await exportsModel.finishExport(
      claimed.id,
      claimed.attempts,
      { status: "ready", fileId: file.id, rowCount },
      new Date(),
      tx,
    );
    if (!ok) await deleteStoredFileRow(file.id, tx);
    return ok;
  });
  if (!finished) {
    await store.delete(storageKey).catch(() => undefined);
    return { exportId: claimed.id, status: "lost" };
  }
  logger().info({ exportId: claimed.id, kind, rowCount, size }, "summary file ready");
  return { exportId: claimed.id, status: "ready", rowCount };
}

/** The background task: makes every waiting file, one after another, until told to stop. */
export async function drainSummaryExports(isStopping: () => boolean = () => false) {
  let made = 0;
  while (!isStopping()) {
    const result = await runSummaryStep();
    if (!result) break;
    made += 1;
  }
  return made;
}

export const SUMMARY_POLL_MS = 5_000;
export const SUMMARY_SWEEP_MS = 6 * 60 * 60_000;

/**
 * Removes generated files (bytes, stored_files row, export row) finished more than 30 days
 * before `now` (decision 0102): they are snapshots, and anyone can make a fresh one.
 */
export async function sweepOldSummaries(now = new Date(), store: FileStore = fileStore()) {
  const before = new Date(now.getTime() - SUMMARY_KEEP_DAYS * 24 * 60 * 60_000);
  let removed = 0;
  for (;;) {
    const rows = await exportsModel.listFinishedBefore(before, 100);
    if (rows.length === 0) break;
    for (const row of rows) {
      await transaction(async (tx) => {
        await exportsModel.deleteExportRow(row.id, tx);
        if (row.fileId) await deleteStoredFileRow(row.fileId, tx);
      });
      if (row.storageKey) await store.delete(row.storageKey).catch(() => undefined);
      removed += 1;
    }
  }
  if (removed > 0) logger().info({ removed }, "old summary files removed");
  return removed;
}

// Project management (issue 16 '/admin/journey/projectManage'; decision 0082): every
// organisation with its journey step, who it waits on, its next action, how long it has waited
// and its assigned admin; and assigning (or unassigning) an admin, audited. Two kinds of query
// whatever the number of organisations: the project records (one query) and the journey
// progress (loadJourneyProgressMany, one query per 5,000 organisations); the rest is in memory.
import {
  findAdminCandidate,
  listAdminCandidates,
  listProjectRecords,
  lockAssignment,
  saveAssignment,
  type AdminCandidate,
  type ProjectRecord,
} from "~/models/project-management.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { loadJourneyProgressMany } from "~/services/journey/progress.server";
import {
  EMPTY_PROGRESS,
  JOURNEY_STEPS,
  STEP_LABELS,
  type JourneyStep,
} from "~/services/journey/steps";
import { paginate, type PageInfo } from "~/services/kit/table";
import { authorLabel } from "~/services/notes/rules";
import { isUuid } from "~/shared/ids";
import {
  compareWaiting,
  daysWaiting,
  matchesFilters,
  projectWaiting,
  waitingText,
  type ProjectFilters,
  type WaitsOn,
} from "./rules";
import type { Actor } from "~/services/kit/actor";

export const PROJECT_PATH = "/admin/journey/projectManage";

/** How many ids go into one journey-progress query (PostgreSQL takes at most 65,535 parameters). */
const PROGRESS_CHUNK = 5_000;

export interface ProjectRow {
  companyId: string;
  name: string;
  step: JourneyStep;
  stepLabel: string;
  waitsOn: WaitsOn;
  action: string;
  since: Date | null;
  sinceEvent: string;
  daysWaiting: number | null;
  waitingText: string;
  assignedAdmin: { id: string; label: string } | null;
  assignedAt: Date | null;
}

export interface AdminChoice {
  id: string;
  label: string;
}

const adminLabel = (a: { name: string | null; surname: string | null; email: string | null }) =>
  authorLabel(a);

function rowOf(record: ProjectRecord, progress: typeof EMPTY_PROGRESS, now: Date): ProjectRow {
  const waiting = projectWaiting(progress, record);
  const days = daysWaiting(waiting.since, now);
  return {
    companyId: record.id,
    name: record.name,
    step: waiting.step,
    stepLabel: STEP_LABELS[waiting.step],
    waitsOn: waiting.waitsOn,
    action: waiting.action,
    since: waiting.since,
    sinceEvent: waiting.sinceEvent,
    daysWaiting: days,
    waitingText: waitingText(waiting.waitsOn, days),
    assignedAdmin: record.assignedAdminId
      ? {
          id: record.assignedAdminId,
          label: adminLabel({
            name: record.adminName,
            surname: record.adminSurname,
            email: record.adminEmail,
          }),
        }
      : null,
    assignedAt: record.assignedAt,
  };
}

/** Every organisation's row, oldest waiting first. */
export async function listProjectRows(now = new Date()): Promise<ProjectRow[]> {
  const records = await listProjectRecords();
  const progress = new Map<string, typeof EMPTY_PROGRESS>();
  for (let i = 0; i < records.length; i += PROGRESS_CHUNK) {
    const ids = records.slice(i, i + PROGRESS_CHUNK).map((r) => r.id);
    for (const [id, p] of await loadJourneyProgressMany(ids)) progress.set(id, p);
  }
  return records
    .map((record) => rowOf(record, progress.get(record.id) ?? EMPTY_PROGRESS, now))
    .sort((a, b) => compareWaiting(a, b));
}

export interface ProjectList {
  rows: ProjectRow[];
  pageInfo: PageInfo;
  filters: ProjectFilters;
  /** Per step, how many organisations pass the other filters (the step filter's counts). */
  stepCounts: { step: JourneyStep; label: string; count: number }[];
}

/** The list as the page and the API show it: filtered, oldest waiting first, one page. */
export async function loadProjectList(
  filters: ProjectFilters,
  table: { page: number; size: number },
  now = new Date(),
): Promise<ProjectList> {
  const all = await listProjectRows(now);
  const passes = (row: ProjectRow, ignoreStep = false) =>
    matchesFilters({ ...row, assignedAdminId: row.assignedAdmin?.id ?? null }, filters, ignoreStep);
  const counts = new Map<JourneyStep, number>();
  for (const row of all) {
    if (passes(row, true)) counts.set(row.step, (counts.get(row.step) ?? 0) + 1);
  }
  const shown = all.filter((row) => passes(row));
  const pageInfo = paginate(shown.length, table.page, table.size);
  return {
    rows: shown.slice(pageInfo.offset, pageInfo.offset + pageInfo.size),
    pageInfo,
    filters,
    stepCounts: JOURNEY_STEPS.filter((step) => counts.has(step)).map((step) => ({
      step,
      label: STEP_LABELS[step],
      count: counts.get(step)!,
    })),
  };
}

/** The people an organisation can be assigned to: those holding an admin grant. */
export async function listAdminChoices(): Promise<AdminChoice[]> {
  return (await listAdminCandidates()).map((a: AdminCandidate) => ({
    id: a.id,
    label: adminLabel(a),
  }));
}

export type AssignOutcome =
  | {
      kind: "assigned" | "unassigned" | "unchanged";
      organisation: { id: string; name: string };
      admin: AdminChoice | null;
      assignedAt: Date | null;
    }
  | { kind: "notFound" }
  | { kind: "notAnAdmin"; message: string };

export const NOT_AN_ADMIN_MESSAGE =
  "Choose someone who holds an admin grant: this person cannot be assigned.";

/**
 * Assigns `adminId` (or, with null, nobody) to look after the organisation, audited with who
 * did it and what it replaced, in one transaction. Assigning the admin already assigned changes
 * nothing (and keeps assignedAt).
 */
export async function assignAdmin(
  actor: Actor,
  organisationId: string,
  adminId: string | null,
  within?: Executor,
): Promise<AssignOutcome> {
  if (!isUuid(organisationId)) return { kind: "notFound" };
  return transaction(async (tx): Promise<AssignOutcome> => {
    const before = await lockAssignment(organisationId, tx);
    if (!before) return { kind: "notFound" };
    const organisation = { id: organisationId, name: before.name };
    const admin = adminId ? await findAdminCandidate(adminId, tx) : null;
    if (adminId && !admin) return { kind: "notAnAdmin", message: NOT_AN_ADMIN_MESSAGE };
    const choice = admin ? { id: admin.id, label: adminLabel(admin) } : null;
    if (before.assignedAdminId === (admin?.id ?? null)) {
      return { kind: "unchanged", organisation, admin: choice, assignedAt: before.assignedAt };
    }
    const saved = await saveAssignment(organisationId, admin?.id ?? null, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: admin ? "company.assign" : "company.unassign",
        entityType: "organisation",
        entityId: organisationId,
        changes: {
          assignedAdminId: { from: before.assignedAdminId, to: saved.assignedAdminId },
          assignedAt: { from: before.assignedAt, to: saved.assignedAt },
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return {
      kind: admin ? "assigned" : "unassigned",
      organisation,
      admin: choice,
      assignedAt: saved.assignedAt,
    };
  }, within);
}

/** A refusal while assigning several organisations: which one, and why. */
class AssignRefused extends Error {
  constructor(
    readonly organisationId: string,
    readonly outcome: Extract<AssignOutcome, { kind: "notFound" | "notAnAdmin" }>,
  ) {
    super(outcome.kind);
  }
}

/**
 * Assigns `adminId` to every organisation of `organisationIds`, all or nothing: one transaction,
 * so an organisation that is gone (removed since the caller checked) or an admin who is not one
 * leaves every assignment as it was. Each organisation's change is audited, as assignAdmin does.
 */
export async function assignAdminToMany(
  actor: Actor,
  organisationIds: readonly string[],
  adminId: string | null,
): Promise<
  | { ok: true; outcomes: Array<Exclude<AssignOutcome, { kind: "notFound" | "notAnAdmin" }>> }
  | {
      ok: false;
      organisationId: string;
      outcome: Extract<AssignOutcome, { kind: "notFound" | "notAnAdmin" }>;
    }
> {
  try {
    const outcomes = await transaction(async (tx) => {
      const done = [];
      for (const id of organisationIds) {
        const outcome = await assignAdmin(actor, id, adminId, tx);
        if (outcome.kind === "notFound" || outcome.kind === "notAnAdmin")
          throw new AssignRefused(id, outcome);
        done.push(outcome);
      }
      return done;
    });
    return { ok: true, outcomes };
  } catch (error) {
    if (error instanceof AssignRefused)
      return { ok: false, organisationId: error.organisationId, outcome: error.outcome };
    throw error;
  }
}

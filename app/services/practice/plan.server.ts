// The implementation plan's operations (issue 15; spec §3 'Organisation: implementation plan',
// 'Programme link fields'; §7 'Implementation plan', 'Actions'; decisions 0073, 0075). One plan
// per organisation and season, for the programme's season (loadProgrammeSeasons: the first
// submitted plan's season, else the current one); its actions are the practices planned on each
// field included that season. The page and the API call the same functions, which check the
// editor role, open the step only once the fields are confirmed, run the rules (timing.ts,
// plan-rules.ts), write in one transaction and record the audit entry.
import * as plans from "~/models/implementation-plans.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { findCompany } from "~/models/organisation-details.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { seasonLabel } from "~/services/fields/seasons";
import { fieldView, type FieldView } from "~/services/fields/views";
import { formatDateTime } from "~/services/kit/format";
import { canEditOrganisation } from "~/services/organisations/rules";
import { loadProgrammeSeasons } from "~/services/practice/programme.server";
import {
  fieldsWithoutPractices,
  missingPracticesMessage,
  NOTES_MAX_LENGTH,
  planListProblems,
} from "~/services/practice/plan-rules";
import {
  describeTiming,
  normaliseTiming,
  practiceDate,
  timingProblems,
} from "~/services/practice/timing";
import {
  PRACTICE_LABELS,
  PRACTICES,
  PROGRAMME_TARGETS,
  type Practice,
  type ProgrammeLinkDirection,
  type ProgrammeTarget,
} from "~/shared/practice";
import { isUuid } from "~/shared/ids";
import { unstorableTextReason } from "~/shared/text";
import { Refusal } from "~/services/kit/refusal";

export const PLAN_MESSAGES = {
  notOpen: "The implementation plan opens once we have confirmed your fields.",
  role: "Your role in this organisation does not allow changing its implementation plan.",
  fieldNotFound: "There is no such field in this organisation.",
  actionNotFound: "There is no such practice in this organisation's plan.",
  planNotFound: (season: number) =>
    `There is no implementation plan for ${seasonLabel(season)} yet.`,
  notIncluded: (name: string) =>
    `${name} is left out this season, so it has no practices in the plan.`,
  nothingToCopy: (name: string) => `${name} has no practices to copy yet.`,
  noTargets: "Choose at least one field to copy to.",
  noIncludedFields:
    "No field is included this season. Include your fields on the Map fields page first.",
  alreadySubmitted: (when: string) => `The plan was submitted on ${when}.`,
  planExists: (season: number) => `There is already a plan for ${seasonLabel(season)}.`,
  seasonNotPlannable: (season: number) =>
    `Plans are made for the programme's season, ${seasonLabel(season)}.`,
} as const;

/** Whose plan, and the person's role in the organisation (the editor rule). */
export interface PlanScope {
  organisationId: string;
  role: string | null | undefined;
}

/** A practice as a page or the API posts it (spec §3 'Programme link fields'). */
export interface PlanActionInput {
  id?: string | null;
  practice: Practice;
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection?: ProgrammeLinkDirection | null;
  programmeLinkDays?: number | null;
  date?: string | null;
  notes?: string | null;
}

export interface PlanActionView {
  id: string;
  fieldId: string;
  practice: Practice;
  practiceLabel: string;
  programmeTarget: ProgrammeTarget;
  programmeLinkDirection: ProgrammeLinkDirection | null;
  programmeLinkDays: number | null;
  date: string | null;
  notes: string | null;
  /** The timing in words (describeTiming). */
  timing: string;
  /** The practice's own date when it is known (practiceDate). */
  practiceDate: string | null;
}

export interface PlanFieldView {
  id: string;
  name: string;
  farmId: string;
  farmName: string;
  areaLabel: string;
  actions: PlanActionView[];
}

// ---- Reading ----

function actionView(row: plans.PlanActionRow, season: number): PlanActionView {
  const link = {
    programmeTarget: row.programmeTarget,
    programmeLinkDirection: row.programmeLinkDirection,
    programmeLinkDays: row.programmeLinkDays,
    date: row.date,
  };
  return {
    id: row.id,
    fieldId: row.fieldId,
    practice: row.practice,
    practiceLabel: PRACTICE_LABELS[row.practice],
    ...link,
    notes: row.notes,
    timing: describeTiming(link, season),
    practiceDate: practiceDate(link, season),
  };
}

/** The season's fields in the farmer's words, deleted ones left out. */
async function seasonFields(organisationId: string, season: number): Promise<FieldView[]> {
  const rows = await listFieldsWithRecords(organisationId, season);
  return rows.map((row) => fieldView(row)).filter((field) => field.status !== "DELETED");
}

/**
 * The organisation's plan for the programme's season (or `season`), with every included field
 * and its practices, the fields left out, and what is missing before it can be submitted.
 */
export async function loadPlan(organisationId: string, options: { season?: number } = {}) {
  const programme = await loadProgrammeSeasons(organisationId);
  const season = options.season ?? programme.first;
  const [plan, views] = await Promise.all([
    plans.findPlan(organisationId, season),
    seasonFields(organisationId, season),
  ]);
  const rows = plan ? await plans.listActions(organisationId, plan.id) : [];
  const included = views.filter((field) => field.included);
  const fields: PlanFieldView[] = included.map((field) => ({
    id: field.id,
    name: field.name,
    farmId: field.farmId,
    farmName: field.farmName,
    areaLabel: field.areaLabel,
    actions: rows.filter((row) => row.fieldId === field.id).map((row) => actionView(row, season)),
  }));
  const missing = fieldsWithoutPractices(
    fields,
    fields.filter((f) => f.actions.length > 0).map((f) => f.id),
  );
  return {
    season,
    seasonLabel: seasonLabel(season),
    programmeSeason: programme.first,
    plan: plan
      ? {
          id: plan.id,
          season: plan.season,
          submittedAt: plan.submittedAt?.toISOString() ?? null,
          submittedBy: plan.submittedBy,
          updatedAt: plan.updatedAt.toISOString(),
        }
      : null,
    fields,
    /** Included fields' actions only: a field left out later keeps its rows, unplanned. */
    actions: fields.flatMap((field) => field.actions),
    leftOut: views
      .filter((field) => !field.included)
      .map((field) => ({
        id: field.id,
        name: field.name,
        farmName: field.farmName,
        reason: field.notIncludedReason ?? "Left out this season",
      })),
    missing: missing.map((field) => ({ id: field.id, name: field.name })),
    complete: included.length > 0 && missing.length === 0,
  };
}

export type PlanOverview = Awaited<ReturnType<typeof loadPlan>>;

// ---- Checks ----

export function requirePlanEditor(scope: PlanScope) {
  if (!canEditOrganisation(scope.role)) throw new Refusal(403, PLAN_MESSAGES.role);
}

async function requirePlanOpen(organisationId: string) {
  const company = await findCompany(organisationId);
  if (!company) throw new Refusal(404, "Organisation not found");
  if (!company.fieldsComplete) throw new Refusal(409, PLAN_MESSAGES.notOpen);
}

/** An included field of the season: another organisation's or unknown is a 404. */
function includedField(views: readonly FieldView[], fieldId: string, field = "fieldId") {
  const view = isUuid(fieldId) ? views.find((f) => f.id === fieldId) : undefined;
  if (!view) throw new Refusal(404, PLAN_MESSAGES.fieldNotFound);
  if (!view.included)
    throw new Refusal(409, PLAN_MESSAGES.notIncluded(view.name), { field: field });
  return view;
}

/** A problem of one posted practice, by the row's index and the field at fault. */
export interface ActionProblem {
  index: number | null;
  field: string;
  message: string;
}

/** Every problem of a field's list, as the form's rules find them; [] when it may be stored. */
export function actionProblems(actions: readonly PlanActionInput[]): ActionProblem[] {
  const problems: ActionProblem[] = [];
  actions.forEach((action, index) => {
    if (!PRACTICES.includes(action.practice)) {
      problems.push({ index, field: "practice", message: "Choose one of the practices." });
    }
    if (!PROGRAMME_TARGETS.includes(action.programmeTarget)) {
      problems.push({ index, field: "programmeTarget", message: "Choose one of the options." });
      return;
    }
    for (const problem of timingProblems(action)) problems.push({ index, ...problem });
    const notes = action.notes ?? "";
    if (notes.length > NOTES_MAX_LENGTH) {
      problems.push({ index, field: "notes", message: "Too many characters" });
    } else {
      const reason = unstorableTextReason(notes);
      if (reason) problems.push({ index, field: "notes", message: reason });
    }
  });
  for (const problem of planListProblems(actions.map((a) => a.practice))) {
    problems.push({ index: problem.index, field: "practice", message: problem.message });
  }
  return problems;
}

/** The first problem as a refusal; `name` names the field in the caller's terms. */
function refuseProblems(
  problems: readonly ActionProblem[],
  name: (problem: ActionProblem) => string | undefined,
) {
  const first = problems[0];
  if (first) throw new Refusal(422, first.message, { field: name(first) });
}

const stored = (action: PlanActionInput): plans.PlanActionValues => {
  const timing = normaliseTiming(action);
  const notes = action.notes?.trim() ? action.notes.trim() : null;
  return {
    id: action.id && isUuid(action.id) ? action.id : null,
    practice: action.practice,
    ...timing,
    notes,
  };
};

function audit(actor: Actor, action: string, planId: string, changes: unknown) {
  return {
    actorUserId: actor.userId,
    actorLabel: actor.label,
    action,
    entityType: "implementationPlan",
    entityId: planId,
    changes,
    requestId: actor.requestId ?? null,
  };
}

// ---- Writing ----

/**
 * Replaces a field's practices in the programme season's plan (created on this first write)
 * with `actions`: rows posted with the id of one of the field's practices keep it.
 */
export async function saveFieldActions(
  actor: Actor,
  scope: PlanScope,
  fieldId: string,
  actions: readonly PlanActionInput[],
) {
  requirePlanEditor(scope);
  const { organisationId } = scope;
  await requirePlanOpen(organisationId);
  const { first: season } = await loadProgrammeSeasons(organisationId);
  const field = includedField(await seasonFields(organisationId, season), fieldId);
  refuseProblems(actionProblems(actions), (p) =>
    p.index === null ? "actions" : `actions[${p.index}].${p.field}`,
  );
  return transaction(async (tx) => {
    const plan = await plans.ensurePlan(organisationId, season, tx);
    const rows = await plans.replaceFieldActions(
      organisationId,
      plan.id,
      field.id,
      actions.map(stored),
      actor.userId,
      tx,
    );
    await recordAudit(
      audit(actor, "plan.fieldSaved", plan.id, {
        organisationId,
        season,
        fieldId: field.id,
        practices: rows.map((row) => row.practice),
      }),
      tx,
    );
    return { plan, field, actions: rows.map((row) => actionView(row, season)) };
  });
}

/**
 * Copies the practices of one field to others (new ids), replacing theirs, in one transaction.
 * Returns the fields copied to.
 */
export async function copyFieldPlan(
  actor: Actor,
  scope: PlanScope,
  sourceFieldId: string,
  targetFieldIds: readonly string[],
) {
  requirePlanEditor(scope);
  const { organisationId } = scope;
  await requirePlanOpen(organisationId);
  const { first: season } = await loadProgrammeSeasons(organisationId);
  const views = await seasonFields(organisationId, season);
  const source = includedField(views, sourceFieldId, "sourceFieldId");
  const targetIds = [...new Set(targetFieldIds)].filter((id) => id !== source.id);
  if (targetIds.length === 0)
    throw new Refusal(422, PLAN_MESSAGES.noTargets, { field: "targetFieldIds" });
  const targets = targetIds.map((id) => includedField(views, id, "targetFieldIds"));
  const plan = await plans.findPlan(organisationId, season);
  const sourceActions = plan
    ? (await plans.listActions(organisationId, plan.id)).filter((a) => a.fieldId === source.id)
    : [];
  if (!plan || sourceActions.length === 0)
    throw new Refusal(422, PLAN_MESSAGES.nothingToCopy(source.name), { field: "sourceFieldId" });
  const copies = sourceActions.map((row) => ({
    practice: row.practice,
    programmeTarget: row.programmeTarget,
    programmeLinkDirection: row.programmeLinkDirection,
    programmeLinkDays: row.programmeLinkDays,
    date: row.date,
    notes: row.notes,
  }));
  await transaction(async (tx) => {
    for (const target of targets) {
      await plans.replaceFieldActions(organisationId, plan.id, target.id, copies, actor.userId, tx);
    }
    await recordAudit(
      audit(actor, "plan.copied", plan.id, {
        organisationId,
        season,
        from: source.id,
        to: targets.map((t) => t.id),
        practices: copies.map((c) => c.practice),
      }),
      tx,
    );
  });
  return { source, targets };
}

/**
 * Submits the programme season's plan: refused unless every included field has a practice. The
 * journey then moves to PRACTICE_DATA; the plan stays editable, its season stays the programme's.
 */
export async function submitPlan(actor: Actor, scope: PlanScope) {
  requirePlanEditor(scope);
  const { organisationId } = scope;
  await requirePlanOpen(organisationId);
  const overview = await loadPlan(organisationId);
  if (overview.plan?.submittedAt) {
    throw new Refusal(
      409,
      PLAN_MESSAGES.alreadySubmitted(formatDateTime(overview.plan.submittedAt)),
    );
  }
  if (overview.fields.length === 0) throw new Refusal(422, PLAN_MESSAGES.noIncludedFields);
  if (overview.missing.length > 0 || !overview.plan) {
    throw new Refusal(422, missingPracticesMessage(overview.missing.map((field) => field.name)));
  }
  const planId = overview.plan.id;
  await transaction(async (tx) => {
    await plans.markSubmitted(organisationId, planId, actor.userId, tx);
    await recordAudit(
      audit(actor, "plan.submitted", planId, {
        organisationId,
        season: overview.season,
        fields: overview.fields.length,
        actions: overview.actions.length,
      }),
      tx,
    );
  });
  return loadPlan(organisationId);
}

/** The API's POST: the plan for the programme's season, created empty. */
export async function createPlan(actor: Actor, scope: PlanScope, season?: number) {
  requirePlanEditor(scope);
  const { organisationId } = scope;
  await requirePlanOpen(organisationId);
  const { first } = await loadProgrammeSeasons(organisationId);
  const wanted = season ?? first;
  if (wanted !== first)
    throw new Refusal(422, PLAN_MESSAGES.seasonNotPlannable(first), { field: "season" });
  if (await plans.findPlan(organisationId, wanted))
    throw new Refusal(409, PLAN_MESSAGES.planExists(wanted));
  await transaction(async (tx) => {
    const plan = await plans.ensurePlan(organisationId, wanted, tx);
    await recordAudit(
      audit(actor, "plan.created", plan.id, { organisationId, season: wanted }),
      tx,
    );
  });
  return loadPlan(organisationId, { season: wanted });
}

/** One action of the organisation, as the API names it. */
export async function findPlanAction(organisationId: string, actionId: string) {
  const row = await plans.findAction(organisationId, actionId);
  if (!row) throw new Refusal(404, PLAN_MESSAGES.actionNotFound);
  const { first } = await loadProgrammeSeasons(organisationId);
  return { row, view: actionView(row, first) };
}

/** The current practices of a field as inputs (their ids kept). */
async function fieldInputs(organisationId: string, planId: string, fieldId: string) {
  return (await plans.listActions(organisationId, planId))
    .filter((row) => row.fieldId === fieldId)
    .map((row): PlanActionInput => ({
      id: row.id,
      practice: row.practice,
      programmeTarget: row.programmeTarget,
      programmeLinkDirection: row.programmeLinkDirection,
      programmeLinkDays: row.programmeLinkDays,
      date: row.date,
      notes: row.notes,
    }));
}

/** The field's list with one action added, changed (`actionId`) or removed (`input` null). */
async function changeOneAction(
  actor: Actor,
  scope: PlanScope,
  fieldId: string,
  change: (list: PlanActionInput[]) => { list: PlanActionInput[]; index: number | null },
) {
  requirePlanEditor(scope);
  const { organisationId } = scope;
  await requirePlanOpen(organisationId);
  const { first: season } = await loadProgrammeSeasons(organisationId);
  const field = includedField(await seasonFields(organisationId, season), fieldId);
  const existing = await plans.findPlan(organisationId, season);
  const current = existing ? await fieldInputs(organisationId, existing.id, field.id) : [];
  const { list, index } = change(current);
  // Only the action sent can be at fault (the others passed when they were stored): its
  // problems are named by its own fields, the list's (a repeated practice) by 'practice'.
  const problems = actionProblems(list).filter((p) => p.index === null || p.index === index);
  refuseProblems(problems, (p) => (p.index === null ? "fieldId" : p.field));
  return transaction(async (tx) => {
    const plan = existing ?? (await plans.ensurePlan(organisationId, season, tx));
    const rows = await plans.replaceFieldActions(
      organisationId,
      plan.id,
      field.id,
      list.map(stored),
      actor.userId,
      tx,
    );
    await recordAudit(
      audit(actor, "plan.fieldSaved", plan.id, {
        organisationId,
        season,
        fieldId: field.id,
        practices: rows.map((row) => row.practice),
      }),
      tx,
    );
    return { rows: rows.map((row) => actionView(row, season)), index };
  });
}

/** The API's POST …/actions: one practice added to a field. */
export async function addAction(
  actor: Actor,
  scope: PlanScope,
  fieldId: string,
  input: PlanActionInput,
) {
  const { rows } = await changeOneAction(actor, scope, fieldId, (list) => ({
    list: [...list, { ...input, id: null }],
    index: list.length,
  }));
  return rows[rows.length - 1]!;
}

/** The API's PUT …/actions/{actionId}: the practice's values replaced. */
export async function updateAction(
  actor: Actor,
  scope: PlanScope,
  actionId: string,
  input: PlanActionInput,
) {
  const { row } = await findPlanAction(scope.organisationId, actionId);
  const { rows } = await changeOneAction(actor, scope, row.fieldId, (list) => {
    const index = list.findIndex((a) => a.id === row.id);
    if (index < 0) throw new Refusal(404, PLAN_MESSAGES.actionNotFound);
    return { list: list.map((a, i) => (i === index ? { ...input, id: row.id } : a)), index };
  });
  return rows.find((r) => r.id === row.id)!;
}

/** The API's DELETE …/actions/{actionId}. */
export async function deleteAction(actor: Actor, scope: PlanScope, actionId: string) {
  const { row } = await findPlanAction(scope.organisationId, actionId);
  await changeOneAction(actor, scope, row.fieldId, (list) => ({
    list: list.filter((a) => a.id !== row.id),
    index: null,
  }));
}

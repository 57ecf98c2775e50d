// The eligibility and viability questionnaires (decision 0036): answers saved as a draft ('Save
// draft') or submitted ('Submit for review', every required question answered); once submitted,
// read-only until an admin decides. The pages' routes read the form and answer.
import { getJourneyForm, writeJourneyForm } from "~/models/journey-forms.server";
import { transaction } from "~/models/transaction.server";
import { fieldErrorsOf } from "~/services/kit/field-errors";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { Refusal } from "~/services/kit/refusal";
import { canEditOrganisation } from "~/services/organisations/rules";
import { questionnaireFormJson, type QuestionnaireFormJson } from "./api";
import type { JourneyPage, JourneyWriter } from "./journey-view.server";
import { loadJourneyProgress } from "./progress.server";
import {
  answersAsFormValues,
  intentOf,
  type Answers,
  type QuestionnaireKind,
} from "./questionnaire";
import { answersSchema } from "./questionnaire-schema";
import { routeAccess } from "./steps";
import type { QuestionnaireStatus } from "~/shared/questionnaires";

export const DRAFT_SAVED = "Your answers are saved as a draft.";
export const SUBMITTED =
  "Thank you: your answers are submitted for review. We will e-mail you once we have decided.";
export const ALREADY_SUBMITTED =
  "These answers are already submitted and can't be changed while we review them.";

/** The questionnaire page's data, for the journey page the route loaded. */
export async function questionnaireViewOf(page: JourneyPage, kind: QuestionnaireKind) {
  const { context, organisation, state, canEdit } = page;
  const form = await getJourneyForm(organisation.id, kind);
  const decision = state.progress[kind];
  return {
    kind,
    status: form.status,
    answers: form.answers,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    decision,
    /** The form can be changed: a draft, not decided, and the person may edit. */
    editable: canEdit && form.status === "draft" && decision === null,
    canEdit,
    isUserView: context.isUserView,
  };
}

/** Whether the answers may still change (a draft that no admin decided on). */
export function isQuestionnaireOpen(status: QuestionnaireStatus, decision: boolean | null) {
  return status === "draft" && decision === null;
}

/** Refuses (409) answers already submitted or decided on, before the form is read. */
export async function requireQuestionnaireOpen(writer: JourneyWriter, kind: QuestionnaireKind) {
  const existing = await getJourneyForm(writer.organisation.id, kind);
  if (!isQuestionnaireOpen(existing.status, writer.state.progress[kind])) {
    throw new Refusal(409, ALREADY_SUBMITTED);
  }
}

/**
 * Saves the answers as a draft or submits them, audited; refused (409) when they were submitted
 * meanwhile. Answers the sentence the person is told.
 */
export async function saveQuestionnaire(
  actor: Actor,
  organisationId: string,
  kind: QuestionnaireKind,
  answers: Answers,
  submit: boolean,
): Promise<string> {
  await transaction(async (tx) => {
    const written = await writeJourneyForm(
      { organisationId, kind, answers, userId: actor.userId!, submit },
      tx,
    );
    if (!written) throw new Refusal(409, ALREADY_SUBMITTED);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: `journey.${kind}.${submit ? "submit" : "save"}`,
        entityType: "organisation",
        entityId: organisationId,
        requestId: actor.requestId,
      },
      tx,
    );
  });
  return submit ? SUBMITTED : DRAFT_SAVED;
}

/** Owners, staff and consultants write the journey's answers; anyone else is refused (403). */
export function requireJourneyEditor(role: string | null | undefined): void {
  if (!canEditOrganisation(role)) {
    throw new Refusal(403, "Your role in this organisation does not allow this.");
  }
}

/** The organisation's answers to a questionnaire with the admin's decision (the API's GET). */
export async function loadQuestionnaireForm(
  organisationId: string,
  kind: QuestionnaireKind,
): Promise<QuestionnaireFormJson> {
  const [form, progress] = await Promise.all([
    getJourneyForm(organisationId, kind),
    loadJourneyProgress(organisationId),
  ]);
  return questionnaireFormJson(organisationId, form, progress[kind]);
}

/**
 * Saves (intent 'save', the default) or submits (intent 'submit') the answers the API was sent,
 * `raw` being the body read ({ answers: {…}, intent? }); `change` (PUT) changes a draft already
 * saved. Refused while the step is locked (409), before the first save for a change (404), once
 * submitted or decided (409), and for answers breaking a rule (422, beside each). `created`: these
 * are the first answers saved.
 */
export async function writeQuestionnaireAnswers(
  actor: Actor,
  organisationId: string,
  kind: QuestionnaireKind,
  raw: Record<string, unknown>,
  change: boolean,
): Promise<{ form: QuestionnaireFormJson; created: boolean }> {
  const progress = await loadJourneyProgress(organisationId);
  const access = routeAccess(progress, kind);
  if (!access.open) throw new Refusal(409, access.reason);
  const existing = await getJourneyForm(organisationId, kind);
  if (change && !existing.updatedAt) {
    throw new Refusal(404, "No answers are saved yet: POST them first.");
  }
  if (existing.status !== "draft" || progress[kind] !== null) {
    throw new Refusal(409, ALREADY_SUBMITTED);
  }
  const intent = intentOf(raw.intent);
  const result = await answersSchema(kind, intent).safeParseAsync(answersAsFormValues(raw.answers));
  if (!result.success) {
    throw new Refusal(422, "Some answers are missing or not valid.", {
      fieldErrors: fieldErrorsOf(result.error.issues),
    });
  }
  const written = await transaction(async (tx) => {
    const ok = await writeJourneyForm(
      {
        organisationId,
        kind,
        answers: result.data,
        userId: actor.userId!,
        submit: intent === "submit",
      },
      tx,
    );
    if (ok) {
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: `journey.${kind}.${intent}`,
          entityType: "organisation",
          entityId: organisationId,
          requestId: actor.requestId,
        },
        tx,
      );
    }
    return ok;
  });
  if (!written) throw new Refusal(409, ALREADY_SUBMITTED);
  const form = await getJourneyForm(organisationId, kind);
  return {
    form: questionnaireFormJson(organisationId, form, null),
    created: !change && !existing.updatedAt,
  };
}

// The eligibility and viability questionnaires (decision 0036): answers saved as a draft ('Save
// draft') or submitted ('Submit for review', every required question answered); once submitted,
// read-only until an admin decides. The pages' routes read the form and answer.
import { getJourneyForm, writeJourneyForm } from "~/models/journey-forms.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { Refusal } from "~/services/kit/refusal";
import type { JourneyPage, JourneyWriter } from "./journey-view.server";
import type { Answers, QuestionnaireKind } from "./questionnaire";
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

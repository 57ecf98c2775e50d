// The loader and action of the eligibility and viability pages (decision 0036): answers saved as
// a draft ('Save draft', intent=save) or submitted ('Submit for review', intent=submit, every
// required question answered); once submitted, read-only until an admin decides.
import type { Validator } from "remix-validated-form";
import { getJourneyForm, writeJourneyForm } from "~/models/journey-forms.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { validateForm } from "~/services/kit/forms/validate-form.server";
import { redirectWithToast } from "~/services/kit/toast.server";
import { loadJourneyPage, requireJourneyWriter } from "./journey-page.server";
import { intentOf, type Answers, type QuestionnaireKind } from "./questionnaire";
import type { QuestionnaireStatus } from "~/shared/questionnaires";

export const DRAFT_SAVED = "Your answers are saved as a draft.";
export const SUBMITTED =
  "Thank you: your answers are submitted for review. We will e-mail you once we have decided.";
export const ALREADY_SUBMITTED =
  "These answers are already submitted and can't be changed while we review them.";

export async function loadQuestionnaire(request: Request, kind: QuestionnaireKind) {
  const { context, organisation, state, canEdit } = await loadJourneyPage(request);
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

export async function questionnaireAction(
  request: Request,
  kind: QuestionnaireKind,
  validator: Validator<Answers>,
  requestId: string,
) {
  const { context, organisation, state } = await requireJourneyWriter(request, kind);
  const existing = await getJourneyForm(organisation.id, kind);
  if (!isQuestionnaireOpen(existing.status, state.progress[kind])) {
    throw new Response(ALREADY_SUBMITTED, { status: 409 });
  }
  const result = await validateForm(request, validator);
  if (result instanceof Response) return result;
  const submit = intentOf(result.submittedData.intent) === "submit";
  await transaction(async (tx) => {
    const written = await writeJourneyForm(
      {
        organisationId: organisation.id,
        kind,
        answers: result.data,
        userId: context.user.id,
        submit,
      },
      tx,
    );
    if (!written) throw new Response(ALREADY_SUBMITTED, { status: 409 });
    await recordAudit(
      {
        actorUserId: context.user.id,
        actorLabel: context.user.email,
        action: `journey.${kind}.${submit ? "submit" : "save"}`,
        entityType: "organisation",
        entityId: organisation.id,
        requestId,
      },
      tx,
    );
  });
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    text: submit ? SUBMITTED : DRAFT_SAVED,
  });
}

// The eligibility and viability answers of an organisation (journey_forms): one row per
// organisation and kind, a draft until submitted. Every query is scoped by organisation id; an
// id that is not a UUID has no answers (nothing is read or written).
import { and, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { journeyForms } from "~/db/schema";
import { isUuid } from "~/shared/ids";
import type { QuestionnaireKind, QuestionnaireStatus } from "~/shared/questionnaires";

/** The answers as the questionnaire's rules wrote them (journey/questionnaire.ts). */
type Answers = Record<string, unknown>;

export interface JourneyForm {
  kind: QuestionnaireKind;
  status: QuestionnaireStatus;
  answers: Answers;
  submittedAt: Date | null;
  submittedBy: string | null;
  updatedAt: Date | null;
}

export async function getJourneyForm(
  organisationId: string,
  kind: QuestionnaireKind,
  executor: Executor = db(),
): Promise<JourneyForm> {
  const [row] = isUuid(organisationId)
    ? await executor
        .select()
        .from(journeyForms)
        .where(and(eq(journeyForms.organisationId, organisationId), eq(journeyForms.kind, kind)))
    : [];
  if (!row)
    return {
      kind,
      status: "draft",
      answers: {},
      submittedAt: null,
      submittedBy: null,
      updatedAt: null,
    };
  return {
    kind,
    status: row.status,
    answers: (row.answers ?? {}) as Answers,
    submittedAt: row.submittedAt,
    submittedBy: row.submittedBy,
    updatedAt: row.updatedAt,
  };
}

/**
 * Writes the answers; `submit` marks them submitted. Returns false if already submitted (or the
 * organisation id is not a UUID).
 */
export async function writeJourneyForm(
  input: {
    organisationId: string;
    kind: QuestionnaireKind;
    answers: Answers;
    userId: string;
    submit: boolean;
  },
  executor: Executor = db(),
): Promise<boolean> {
  if (!isUuid(input.organisationId)) return false;
  const now = new Date();
  const values = {
    answers: input.answers,
    status: input.submit ? ("submitted" as const) : ("draft" as const),
    submittedAt: input.submit ? now : null,
    submittedBy: input.submit ? input.userId : null,
    updatedBy: input.userId,
    updatedAt: now,
  };
  const rows = await executor
    .insert(journeyForms)
    .values({ organisationId: input.organisationId, kind: input.kind, ...values })
    .onConflictDoUpdate({
      target: [journeyForms.organisationId, journeyForms.kind],
      set: values,
      // A submitted form stays as it was until an admin reopens it.
      setWhere: eq(journeyForms.status, "draft"),
    })
    .returning({ kind: journeyForms.kind });
  return rows.length > 0;
}

/** Back to a draft (an admin declined, or reopened the answers for changes). */
export async function reopenJourneyForm(
  organisationId: string,
  kind: QuestionnaireKind,
  executor: Executor = db(),
) {
  if (!isUuid(organisationId)) return;
  await executor
    .update(journeyForms)
    .set({ status: "draft", updatedAt: new Date() })
    .where(and(eq(journeyForms.organisationId, organisationId), eq(journeyForms.kind, kind)));
}

// The journey's /api/v2 calls (spec §7 'User and company calls': Eligibility GET, POST, PUT;
// expressInterest GET, POST; 'Admin calls': POST /admin/eligibility/{id}, /admin/viability/{id}
// with value and updatedBy; GET /admin/companies). Bearer-authenticated; the company calls are
// scoped to the caller's organisations (another organisation's id is a 404). They call the same
// services as the pages.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { createExpressInterest, listExpressInterests } from "~/models/express-interests.server";
import { getJourneyForm, writeJourneyForm, type JourneyForm } from "~/models/journey-forms.server";
import {
  apiError,
  apiJson,
  readJsonBody,
  requireApiMembership,
  requireApiPermission,
  requireApiUser,
} from "~/services/api.server";
import { recordAudit } from "~/services/audit.server";
import { loadJourneyProgress } from "~/services/journey-progress.server";
import { routeAccess, STEP_ORDER } from "~/services/journey-steps";
import { decisionBodySchema } from "./admin-decision";
import { listCompanyJourneys } from "./admin-overview.server";
import { decideJourney, OrganisationNotFoundError, type DecisionKind } from "./decisions.server";
import { eligibilityValidator } from "./eligibility-questions";
import { expressInterestValidator } from "./express-interest";
import { ALREADY_SUBMITTED } from "./questionnaire-page.server";
import { answersAsFormValues, intentOf, type QuestionnaireKind } from "./questionnaire";
import { canEditJourney } from "./roles";
import { viabilityValidator } from "./viability-questions";

const VALIDATORS = { eligibility: eligibilityValidator, viability: viabilityValidator };

function formJson(companyId: string, form: JourneyForm, decision: boolean | null) {
  return {
    companyId,
    kind: form.kind,
    status: form.status,
    answers: form.answers,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    submittedBy: form.submittedBy,
    updatedAt: form.updatedAt?.toISOString() ?? null,
    // The admin's decision (spec §3 'Company progress steps'): null until decided.
    [form.kind]: decision,
  };
}

async function member(request: Request, companyId: string) {
  const caller = await requireApiUser(request);
  const membership = await requireApiMembership(caller, companyId);
  return { caller, role: membership.role };
}

export async function getQuestionnaireApi(
  request: Request,
  companyId: string,
  kind: QuestionnaireKind,
) {
  await member(request, companyId);
  const [form, progress] = await Promise.all([
    getJourneyForm(companyId, kind),
    loadJourneyProgress(companyId),
  ]);
  return apiJson(formJson(companyId, form, progress[kind]));
}

/**
 * POST saves (intent 'save', the default) or submits (intent 'submit') the answers; PUT changes
 * the answers of an existing draft. Body: { answers: {…}, intent?: 'save' | 'submit' }.
 */
export async function writeQuestionnaireApi(
  request: Request,
  companyId: string,
  kind: QuestionnaireKind,
  requestId: string | null,
) {
  const { caller, role } = await member(request, companyId);
  if (request.method !== "POST" && request.method !== "PUT") {
    throw apiError(405, "Use GET, POST or PUT.");
  }
  if (!canEditJourney(role))
    throw apiError(403, "Your role in this organisation does not allow this.");
  const progress = await loadJourneyProgress(companyId);
  const access = routeAccess(progress, kind);
  if (!access.open) throw apiError(409, access.reason);
  const existing = await getJourneyForm(companyId, kind);
  if (request.method === "PUT" && !existing.updatedAt) {
    throw apiError(404, "No answers are saved yet: POST them first.");
  }
  if (existing.status !== "draft" || progress[kind] !== null)
    throw apiError(409, ALREADY_SUBMITTED);
  const body = await readJsonBody(request);
  const raw = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const intent = intentOf(raw.intent);
  const result = await VALIDATORS[kind].validate({ ...answersAsFormValues(raw.answers), intent });
  if (result.error) {
    throw apiError(422, "Some answers are missing or not valid.", result.error.fieldErrors);
  }
  const written = await db().transaction(async (tx) => {
    const ok = await writeJourneyForm(
      {
        organisationId: companyId,
        kind,
        answers: result.data,
        userId: caller.user.id,
        submit: intent === "submit",
      },
      tx,
    );
    if (ok) {
      await recordAudit(
        {
          actorUserId: caller.user.id,
          actorLabel: caller.email ?? caller.subject,
          action: `journey.${kind}.${intent}`,
          entityType: "organisation",
          entityId: companyId,
          requestId,
        },
        tx,
      );
    }
    return ok;
  });
  if (!written) throw apiError(409, ALREADY_SUBMITTED);
  const form = await getJourneyForm(companyId, kind);
  return apiJson(
    formJson(companyId, form, null),
    request.method === "POST" && !existing.updatedAt ? 201 : 200,
  );
}

function interestJson(interest: Awaited<ReturnType<typeof listExpressInterests>>[number]) {
  return {
    id: interest.id,
    companyId: interest.companyId,
    requestedBy: interest.requestedBy,
    dateCreated: interest.dateCreated.toISOString(),
    programme: interest.programme,
    hectares: interest.hectares,
    description: interest.description,
    regenStarted: interest.regenStarted,
  };
}

export async function listExpressInterestApi(request: Request, companyId: string) {
  await member(request, companyId);
  return apiJson((await listExpressInterests(companyId)).map(interestJson));
}

export async function createExpressInterestApi(
  request: Request,
  companyId: string,
  requestId: string | null,
) {
  const { caller, role } = await member(request, companyId);
  if (!canEditJourney(role))
    throw apiError(403, "Your role in this organisation does not allow this.");
  const body = await readJsonBody(request);
  const result = await expressInterestValidator.validate(answersAsFormValues(body));
  if (result.error) {
    throw apiError(422, "Some fields are missing or not valid.", result.error.fieldErrors);
  }
  const values = result.data;
  const id = await db().transaction(async (tx) => {
    const created = await createExpressInterest(
      {
        organisationId: companyId,
        requestedBy: caller.user.id,
        programme: values.programme!,
        hectares: values.hectares!,
        description: values.description,
        regenStarted: values.regenStarted,
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: caller.user.id,
        actorLabel: caller.email ?? caller.subject,
        action: "journey.expressInterest",
        entityType: "express_interest",
        entityId: created,
        changes: values,
        requestId,
      },
      tx,
    );
    return created;
  });
  const created = (await listExpressInterests(companyId)).find((row) => row.id === id)!;
  return apiJson(interestJson(created), 201);
}

/** spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}': { value, updatedBy }. */
export async function decideApi(
  request: Request,
  kind: DecisionKind,
  organisationId: string,
  requestId: string | null,
) {
  const caller = await requireApiPermission(request, "write:admin");
  const parsed = decisionBodySchema.safeParse(await readJsonBody(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw apiError(400, issue?.message ?? "Bad request", {
      [String(issue?.path[0] ?? "value")]: issue?.message ?? "",
    });
  }
  // updatedBy (spec §7) names a Veld user; without it, the calling admin.
  let updatedBy = caller.user?.id ?? null;
  if (parsed.data.updatedBy) {
    const [row] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, parsed.data.updatedBy));
    if (!row)
      throw apiError(400, "updatedBy must be the id of a Veld user.", { updatedBy: "unknown" });
    updatedBy = row.id;
  }
  try {
    const decided = await decideJourney(kind, organisationId, parsed.data.value, updatedBy, {
      actorLabel: caller.email ?? caller.subject,
      requestId,
    });
    return apiJson({
      companyId: decided.organisationId,
      [kind]: decided.value,
      updatedBy,
      emailed: decided.emailed,
    });
  } catch (error) {
    if (error instanceof OrganisationNotFoundError) throw apiError(404, "Organisation not found");
    throw error;
  }
}

/** spec §7 'GET /admin/companies': every organisation with its journey step and flags. */
export async function listCompaniesApi(request: Request) {
  await requireApiPermission(request, "read:admin");
  const companies = await listCompanyJourneys();
  return apiJson(
    companies.map((company) => ({
      id: company.id,
      name: company.name,
      createdAt: company.createdAt.toISOString(),
      step: company.step,
      stepOrder: STEP_ORDER[company.step],
      status: company.status,
      eligibility: company.progress.eligibility,
      viability: company.progress.viability,
      farmsComplete: company.progress.farmsComplete,
      contractSent: company.progress.contractSent,
      fieldsComplete: company.progress.fieldsComplete,
    })),
  );
}

// The journey's /api/v2 calls (spec §7 'User and company calls': Eligibility GET, POST, PUT;
// expressInterest GET, POST; 'Admin calls': POST /admin/eligibility/{id}, /admin/viability/{id}
// with value and updatedBy; GET /admin/companies). The handlers of their routes: each route's
// guard has checked the bearer token and, for the company calls, that the caller is a member of
// the organisation (another organisation's id is a 404). They call the same services as the pages.
import { listExpressInterests } from "~/models/express-interests.server";
import { getJourneyForm, writeJourneyForm, type JourneyForm } from "~/models/journey-forms.server";
import { findUserById } from "~/models/profiles.server";
import { transaction } from "~/models/transaction.server";
import { auditActor, type ApiCaller, type ApiMember } from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiOk,
  apiRefused,
  fieldErrorsOf,
  readJsonObject,
} from "~/services/api/envelope";
import { recordAudit } from "~/services/audit/audit.server";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import { routeAccess, STEP_ORDER } from "~/services/journey/steps";
import { decisionBodySchema } from "./admin-decision";
import type {
  AdminCompanyJson,
  DecisionJson,
  ExpressInterestJson,
  QuestionnaireFormJson,
} from "./api";
import { listCompanyJourneys } from "./admin-overview.server";
import { decideJourney, type DecisionKind } from "./decisions.server";
import { expressInterestValidator } from "./express-interest";
import { expressInterest } from "./express-interest.server";
import { ALREADY_SUBMITTED } from "./questionnaire.server";
import { answersAsFormValues, intentOf, type QuestionnaireKind } from "./questionnaire";
import { answersSchema } from "./questionnaire-schema";
import { canEditOrganisation } from "~/services/organisations/rules";

function formJson(
  companyId: string,
  form: JourneyForm,
  decision: boolean | null,
): QuestionnaireFormJson {
  const common = {
    companyId,
    status: form.status,
    answers: form.answers,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    submittedBy: form.submittedBy,
    updatedAt: form.updatedAt?.toISOString() ?? null,
  };
  // The admin's decision (spec §3 'Company progress steps'): null until decided.
  return form.kind === "eligibility"
    ? { ...common, kind: "eligibility", eligibility: decision }
    : { ...common, kind: "viability", viability: decision };
}

export async function getQuestionnaireApi(member: ApiMember, kind: QuestionnaireKind) {
  const companyId = member.organisationId;
  const [form, progress] = await Promise.all([
    getJourneyForm(companyId, kind),
    loadJourneyProgress(companyId),
  ]);
  return apiOk(formJson(companyId, form, progress[kind]));
}

/**
 * POST saves (intent 'save', the default) or submits (intent 'submit') the answers; PUT changes
 * the answers of an existing draft. Body: { answers: {…}, intent?: 'save' | 'submit' }.
 */
export async function writeQuestionnaireApi(
  caller: ApiMember,
  request: Request,
  kind: QuestionnaireKind,
  requestId: string | null,
) {
  const companyId = caller.organisationId;
  if (!canEditOrganisation(caller.role))
    throw apiError(403, "Your role in this organisation does not allow this.");
  // A body that cannot be read is refused before the state of the answers is looked at.
  const raw = await readJsonObject(request);
  const progress = await loadJourneyProgress(companyId);
  const access = routeAccess(progress, kind);
  if (!access.open) throw apiError(409, access.reason);
  const existing = await getJourneyForm(companyId, kind);
  if (request.method === "PUT" && !existing.updatedAt) {
    throw apiError(404, "No answers are saved yet: POST them first.");
  }
  if (existing.status !== "draft" || progress[kind] !== null)
    throw apiError(409, ALREADY_SUBMITTED);
  const intent = intentOf(raw.intent);
  const result = await answersSchema(kind, intent).safeParseAsync(answersAsFormValues(raw.answers));
  if (!result.success) {
    throw apiError(
      422,
      "Some answers are missing or not valid.",
      fieldErrorsOf(result.error.issues),
    );
  }
  const written = await transaction(async (tx) => {
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
  const json = formJson(companyId, form, null);
  return request.method === "POST" && !existing.updatedAt ? apiCreated(json) : apiOk(json);
}

function interestJson(
  interest: Awaited<ReturnType<typeof listExpressInterests>>[number],
): ExpressInterestJson {
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

export async function listExpressInterestApi(member: ApiMember) {
  return apiOk((await listExpressInterests(member.organisationId)).map(interestJson));
}

export async function createExpressInterestApi(
  caller: ApiMember,
  request: Request,
  requestId: string | null,
) {
  const companyId = caller.organisationId;
  if (!canEditOrganisation(caller.role))
    throw apiError(403, "Your role in this organisation does not allow this.");
  const body = await readJsonObject(request);
  const result = await expressInterestValidator.validate(answersAsFormValues(body));
  if (result.error) {
    throw apiError(422, "Some fields are missing or not valid.", result.error.fieldErrors);
  }
  const id = await expressInterest(
    { userId: caller.user.id, label: caller.email ?? caller.subject, requestId },
    companyId,
    result.data,
  );
  const created = (await listExpressInterests(companyId)).find((row) => row.id === id)!;
  return apiCreated(interestJson(created));
}

/** spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}': { value, updatedBy }. */
export async function decideApi(
  caller: ApiCaller,
  request: Request,
  kind: DecisionKind,
  organisationId: string,
  requestId: string | null,
) {
  const parsed = decisionBodySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw apiError(422, Object.values(errors)[0]!, errors);
  }
  // updatedBy (spec §7) names a Veld user; without it, the calling admin.
  let updatedBy = caller.user?.id ?? null;
  if (parsed.data.updatedBy) {
    const row = await findUserById(parsed.data.updatedBy);
    if (!row)
      throw apiError(422, "updatedBy must be the id of a Veld user.", {
        updatedBy: "updatedBy must be the id of a Veld user.",
      });
    updatedBy = row.id;
  }
  try {
    const decided = await decideJourney(kind, organisationId, parsed.data.value, updatedBy, {
      actorLabel: auditActor(caller, requestId).label,
      requestId,
      reason: parsed.data.reason ?? null,
    });
    const { organisationId: companyId, value, reason, emailed } = decided;
    const json: DecisionJson =
      kind === "eligibility"
        ? { companyId, eligibility: value, reason, updatedBy, emailed }
        : { companyId, viability: value, reason, updatedBy, emailed };
    return apiOk(json);
  } catch (error) {
    apiRefused(error);
  }
}

/** spec §7 'GET /admin/companies': every organisation with its journey step and flags. */
export async function listCompaniesApi() {
  const companies = await listCompanyJourneys();
  return apiOk(
    companies.map((company): AdminCompanyJson => ({
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

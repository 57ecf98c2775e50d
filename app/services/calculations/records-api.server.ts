// The JSON calls of soil samples, issued credits and the partnership at a glance (spec §7 'User
// and company calls': partnershipInfo, credits, samples; issue 17; decision 0092). The member's
// organisation is the one named by ?companyId=, or the caller's only organisation when they
// belong to one; another organisation is a 404, as everywhere.
import type { z } from "zod";
import { findOrganisationPins } from "~/models/constants.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { listMemberOrganisations } from "~/models/memberships.server";
import {
  auditActor,
  requireApiMembership,
  requireApiUser,
  type ApiCaller,
  type ApiMember,
} from "~/services/api/callers.server";
import {
  apiCreated,
  apiError,
  apiNoContent,
  apiOk,
  readJsonObject,
  readQuery,
  apiRefused,
} from "~/services/api/envelope";
import { parseBody } from "~/services/contracting/api";
import { totalHectares } from "~/services/contracting/boundaries/area";
import { includedHectares } from "~/services/fields/inclusion";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyState } from "~/services/journey/progress.server";
import { STEP_LABELS } from "~/services/journey/steps";
import { canEditOrganisation } from "~/services/organisations/rules";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";
import { isUuid } from "~/shared/ids";
import type { memberCreditsJsonSchema, partnershipInfoJsonSchema, samplesJsonSchema } from "./api";
import { creditSchema, voidSchema } from "./credits";
import {
  creditJson,
  loadAllCredits,
  loadOrganisationCredits,
  recordCredits,
  voidCredits,
} from "./credits.server";
import { organisationQuery } from "./queries";
import { sampleSchema, todayInSouthAfrica } from "./samples";
import { addSample, deleteSample, loadSamples, sampleJson } from "./samples.server";

export const SEVERAL_ORGANISATIONS =
  "You belong to more than one organisation: name one with ?companyId=.";

/** The signed-up caller as a member of the organisation the query names (or their only one). */
export async function requireApiOrganisationMember(request: Request): Promise<ApiMember> {
  const caller = await requireApiUser(request);
  const { companyId: named } = readQuery(request, organisationQuery);
  if (named !== undefined) {
    const { role } = await requireApiMembership(caller, named);
    return { ...caller, organisationId: named, role };
  }
  const organisations = await listMemberOrganisations(caller.user.id);
  if (organisations.length === 0) throw apiError(404, "Organisation not found");
  if (organisations.length > 1) throw apiError(400, SEVERAL_ORGANISATIONS);
  const only = organisations[0]!;
  return { ...caller, organisationId: only.id, role: only.role };
}

function requireEditor(caller: ApiMember) {
  if (!canEditOrganisation(caller.role)) {
    throw apiError(403, "Your role in this organisation does not allow changing its soil samples.");
  }
}

export async function getSamplesApi(caller: ApiMember) {
  const { fields, samples } = await loadSamples(caller.organisationId);
  const json: z.infer<typeof samplesJsonSchema> = {
    companyId: caller.organisationId,
    fields: fields.map((f) => ({ fieldId: f.id, name: f.name, farmName: f.farmName })),
    samples: samples.map(({ fieldLabel: _label, ...sample }) => sample),
  };
  return apiOk(json);
}

export async function postSampleApi(caller: ApiMember, request: Request, requestId: string | null) {
  requireEditor(caller);
  const body = parseBody(sampleSchema(todayInSouthAfrica()), await readJsonObject(request));
  try {
    const row = await addSample(auditActor(caller, requestId), caller.organisationId, body);
    return apiCreated(sampleJson(row));
  } catch (error) {
    apiRefused(error);
  }
}

export async function deleteSampleApi(
  caller: ApiMember,
  sampleId: string,
  requestId: string | null,
) {
  requireEditor(caller);
  try {
    await deleteSample(auditActor(caller, requestId), caller.organisationId, sampleId);
  } catch (error) {
    apiRefused(error);
  }
  return apiNoContent();
}

export async function getCreditsApi(caller: ApiMember) {
  const json: z.infer<typeof memberCreditsJsonSchema> = {
    companyId: caller.organisationId,
    ...(await loadOrganisationCredits(caller.organisationId)),
  };
  return apiOk(json);
}

/** GET /admin/credits[?companyId=]: every organisation's, or one's. */
export async function getAdminCreditsApi(request: Request) {
  const { companyId } = readQuery(request, organisationQuery);
  return apiOk(await loadAllCredits(companyId ?? null));
}

export async function postAdminCreditsApi(
  caller: ApiCaller,
  request: Request,
  requestId: string | null,
) {
  const json = await readJsonObject(request);
  const companyId = json.companyId;
  if (typeof companyId !== "string" || !isUuid(companyId)) {
    throw apiError(422, "Some fields are missing or not valid.", {
      companyId: "Name the organisation the credits were issued to (its id).",
    });
  }
  const { companyId: _id, ...values } = json;
  const body = parseBody(creditSchema(todayInSouthAfrica()), values);
  try {
    return apiCreated(
      creditJson(await recordCredits(auditActor(caller, requestId), companyId, body)),
    );
  } catch (error) {
    apiRefused(error);
  }
}

export async function voidAdminCreditApi(
  caller: ApiCaller,
  request: Request,
  creditId: string,
  requestId: string | null,
) {
  const body = parseBody(voidSchema, await readJsonObject(request));
  try {
    return apiOk(creditJson(await voidCredits(auditActor(caller, requestId), creditId, body)));
  } catch (error) {
    apiRefused(error);
  }
}

/** The programme partnership at a glance (decision 0092). */
export async function getPartnershipInfoApi(caller: ApiMember) {
  const organisationId = caller.organisationId;
  const season = currentSeason();
  const [state, fields, pins, credits] = await Promise.all([
    loadJourneyState(organisationId),
    listFieldsWithRecords(organisationId, season),
    findOrganisationPins(organisationId),
    loadOrganisationCredits(organisationId),
  ]);
  const { progress } = state;
  const current = fields.filter((f) => f.record && f.record.status !== "DELETED");
  const contractStatus = progress.contractSigned
    ? "signed"
    : progress.signedContractReturned
      ? "signedReturned"
      : progress.contractSent
        ? "sent"
        : "notSent";
  const json: z.infer<typeof partnershipInfoJsonSchema> = {
    companyId: organisationId,
    journey: { step: state.step, stepLabel: STEP_LABELS[state.step], status: state.status.kind },
    contract: { status: contractStatus },
    season,
    hectares: {
      mapped: totalHectares(current.map((f) => f.areaHectares)),
      included: includedHectares(
        current.map((f) => ({
          status: f.record!.status,
          signoffPass: f.record!.signoffPass,
          inclusion: f.record!.inclusion,
          areaHectares: f.areaHectares,
        })),
      ),
      fields: current.length,
    },
    // One entry per type of CONSTANT_TYPES, as the schema's own list.
    constants: Object.fromEntries(
      CONSTANT_TYPES.map((type) => [type, pins[type]?.version ?? null]),
    ) as Record<ConstantType, number | null>,
    credits: { issuedTonnes: credits.totalTonnes, bySeason: credits.bySeason },
  };
  return apiOk(json);
}

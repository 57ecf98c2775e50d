// GET /api/v2/partnershipInfo[?companyId=] (spec §7 'User and company calls': partnershipInfo;
// issue 17; decision 0092): the member's organisation's programme partnership at a glance: the
// journey step, the contract's status, the hectares mapped and included this season, the
// constants versions its calculations use, and the credits issued.
import type { z } from "zod";
import { findOrganisationPins } from "~/models/constants.server";
import { listFieldsWithRecords } from "~/models/fields.server";
import { apiOk } from "~/services/api/envelope";
import { requireApiOrganisationMember } from "~/services/api/organisation-member.server";
import { apiRoute } from "~/services/api/route.server";
import { partnershipInfoJsonSchema, memberOrganisationQueryDoc } from "~/services/calculations/api";
import { loadOrganisationCredits } from "~/services/calculations/credits.server";
import { totalHectares } from "~/services/contracting/boundaries/area";
import { includedHectares } from "~/services/fields/inclusion";
import { currentSeason } from "~/services/fields/seasons";
import { loadJourneyState } from "~/services/journey/progress.server";
import { STEP_LABELS } from "~/services/journey/steps";
import { CONSTANT_TYPES, type ConstantType } from "~/shared/constants";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: async ({ caller }) => {
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
  },

  describe: {
    GET: {
      summary: "The organisation's programme partnership at a glance",
      description:
        "The journey step, the contract's status, the hectares mapped and included this season, " +
        "the constants versions its calculations use, and the credits issued. Any member." +
        " `constants` names the pinned version of each set, null for one not pinned yet (the " +
        "latest applies); `hectares` are this season's, deleted fields left out.",
      query: memberOrganisationQueryDoc,
      response: partnershipInfoJsonSchema,
      errors: [400, 404],
    },
  },
});

export const loader = api.loader;
export const action = api.action;

// Expressing interest (spec §3 'Express interest'; decision 0037): the one write behind
// /profile/journey_start's form and POST /api/v2/company/{id}/expressInterest. The caller has
// checked that the person may act for the organisation (canEditOrganisation).
import { actingPerson, type Actor } from "~/services/kit/actor";
import { createExpressInterest } from "~/models/express-interests.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { ExpressInterestValues } from "./express-interest";

export async function expressInterest(
  actor: Actor,
  organisationId: string,
  values: ExpressInterestValues,
): Promise<string> {
  return transaction(async (tx) => {
    const id = await createExpressInterest(
      {
        organisationId,
        requestedBy: actingPerson(actor),
        programme: values.programme,
        hectares: values.hectares,
        description: values.description,
        regenStarted: values.regenStarted,
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "journey.expressInterest",
        entityType: "express_interest",
        entityId: id,
        changes: values,
        requestId: actor.requestId,
      },
      tx,
    );
    return id;
  });
}

// The admin decisions that open the journey's next steps (spec §7 'POST /admin/eligibility/{id}'
// and '/admin/viability/{id}' with value and updatedBy): written to organisation_details (an
// upsert: a missing row means defaults), recorded in the audit log and e-mailed to the
// organisation's OWNERs through the outbox, all in one transaction.
import { getEnv } from "~/env.server";
import { listMembersWithRoles } from "~/models/memberships.server";
import { upsertDetails } from "~/models/organisation-details.server";
import { findOrganisation } from "~/models/organisations.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { NOT_ELIGIBLE_MESSAGE, NOT_VIABLE_MESSAGE } from "~/services/journey/steps";
import type { QuestionnaireKind } from "~/shared/questionnaires";

/** An admin decides on the answers of one questionnaire (decision 0039). */
export type DecisionKind = QuestionnaireKind;

export interface DecisionInput {
  organisationId: string;
  value: boolean;
  /** The admin's user id (spec §7 'updatedBy'). */
  updatedBy: string | null;
  actorLabel?: string;
  requestId?: string | null;
}

export class OrganisationNotFoundError extends Error {
  constructor() {
    super("Organisation not found");
  }
}

const TEXTS: Record<
  DecisionKind,
  { yes: { subject: string; body: string }; no: { subject: string; body: string } }
> = {
  eligibility: {
    yes: {
      subject: "Your farm is eligible for the programme",
      body: "Good news: we have reviewed your eligibility answers and your farm is eligible for the programme. The next step, the viability questions, is now open.",
    },
    no: { subject: "Your eligibility check", body: NOT_ELIGIBLE_MESSAGE },
  },
  viability: {
    yes: {
      subject: "Your farm is viable for the programme",
      body: "Good news: we have reviewed your viability answers and a carbon project on your farm is viable. The next step, your contracting details, is now open.",
    },
    no: { subject: "Your viability check", body: NOT_VIABLE_MESSAGE },
  },
};

async function decide(kind: DecisionKind, input: DecisionInput) {
  return transaction(async (tx) => {
    const organisation = await findOrganisation(input.organisationId, tx);
    if (!organisation) throw new OrganisationNotFoundError();
    const now = new Date();
    const set =
      kind === "eligibility"
        ? {
            eligibility: input.value,
            eligibilityUpdatedBy: input.updatedBy,
            eligibilityUpdatedAt: now,
          }
        : { viability: input.value, viabilityUpdatedBy: input.updatedBy, viabilityUpdatedAt: now };
    await upsertDetails(organisation.id, set, tx);
    await recordAudit(
      {
        actorUserId: input.updatedBy,
        actorLabel: input.actorLabel ?? "admin",
        action: `organisation.${kind}`,
        entityType: "organisation",
        entityId: organisation.id,
        changes: { [kind]: input.value },
        requestId: input.requestId ?? null,
      },
      tx,
    );
    const owners = await listMembersWithRoles(organisation.id, ["OWNER"], tx);
    const text = TEXTS[kind][input.value ? "yes" : "no"];
    const link = `${getEnv().APP_URL}/profile/journey`;
    for (const owner of owners) {
      await enqueueEmail(
        {
          to: owner.email,
          subject: text.subject,
          text: [
            `Dear ${owner.name ?? "farmer"},`,
            "",
            `${text.body}`,
            "",
            `Organisation: ${organisation.name}`,
            `See your journey: ${link}`,
            "",
            "The Veld team",
          ].join("\n"),
          idempotencyKey: `journey-${kind}-${organisation.id}-${input.value}-${now.getTime()}-${owner.email}`,
        },
        tx,
      );
    }
    return {
      organisationId: organisation.id,
      name: organisation.name,
      kind,
      value: input.value,
      emailed: owners.length,
    };
  });
}

export interface DecisionOptions {
  actorLabel?: string;
  requestId?: string | null;
}

/** spec §7 'POST /admin/eligibility/{id}': value, updatedBy. */
export function decideEligibility(
  organisationId: string,
  value: boolean,
  updatedBy: string | null,
  options: DecisionOptions = {},
) {
  return decide("eligibility", { organisationId, value, updatedBy, ...options });
}

/** spec §7 'POST /admin/viability/{id}': value, updatedBy. */
export function decideViability(
  organisationId: string,
  value: boolean,
  updatedBy: string | null,
  options: DecisionOptions = {},
) {
  return decide("viability", { organisationId, value, updatedBy, ...options });
}

export function decideJourney(
  kind: DecisionKind,
  organisationId: string,
  value: boolean,
  updatedBy: string | null,
  options: DecisionOptions = {},
) {
  return decide(kind, { organisationId, value, updatedBy, ...options });
}

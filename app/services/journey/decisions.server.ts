// The admin decisions that open the journey's next steps (spec §7 'POST /admin/eligibility/{id}'
// and '/admin/viability/{id}' with value and updatedBy): written to organisation_details (an
// upsert: a missing row means defaults), recorded in the audit log and e-mailed to the
// organisation's OWNERs through the outbox, all in one transaction.
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memberships, organisationDetails, organisations, users } from "~/db/schema";
import { getEnv } from "~/env.server";
import { recordAudit } from "~/services/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { NOT_ELIGIBLE_MESSAGE, NOT_VIABLE_MESSAGE } from "~/services/journey-steps";

export type DecisionKind = "eligibility" | "viability";

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!UUID.test(input.organisationId)) throw new OrganisationNotFoundError();
  return db().transaction(async (tx) => {
    const [organisation] = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, input.organisationId));
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
    await tx
      .insert(organisationDetails)
      .values({ organisationId: organisation.id, ...set, updatedAt: now })
      .onConflictDoUpdate({
        target: organisationDetails.organisationId,
        set: { ...set, updatedAt: now },
      });
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
    const owners = await tx
      .select({ email: users.email, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organisationId, organisation.id), eq(memberships.role, "OWNER")));
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

// The admin decisions that open the journey's next steps (spec §7 'POST /admin/eligibility/{id}'
// and '/admin/viability/{id}' with value and updatedBy): written to organisation_details (an
// upsert: a missing row means defaults), recorded in the audit log and e-mailed to the
// organisation's OWNERs through the outbox with an in-app notification, all in one transaction.
import { getEnv } from "~/env.server";
import { Refusal } from "~/services/kit/refusal";
import { listMembersWithRoles } from "~/models/memberships.server";
import { upsertDetails } from "~/models/organisation-details.server";
import { findOrganisation } from "~/models/organisations.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { tellOrganisation } from "~/services/notifications/programme-messages.server";
import type { z } from "zod";
import { findUserById } from "~/models/profiles.server";
import type { Actor } from "~/services/kit/actor";
import { DECLINE_REASON_MESSAGE, type decisionBodySchema } from "~/services/journey/admin-decision";
import type { DecisionJson } from "~/services/journey/api";
import { loadJourneyProgress } from "~/services/journey/progress.server";
import type { MailT } from "~/services/email/recipient-language.server";
import { currentOperator } from "~/shared/operator";
import type { QuestionnaireKind } from "~/shared/questionnaires";

/** An admin decides on the answers of one questionnaire (decision 0039). */
export type DecisionKind = QuestionnaireKind;

export interface DecisionInput {
  organisationId: string;
  value: boolean;
  /** The admin's user id (spec §7 'updatedBy'). */
  updatedBy: string | null;
  /** Why, for a decline: required (the form and the API refuse a decline without it, 422). */
  reason?: string | null;
  actorLabel?: string;
  requestId?: string | null;
}

export const ORGANISATION_NOT_FOUND = "Organisation not found";

/** A decline needs the reason the farmer will read (issue 13, decision 0066). */
export const DECLINE_REASON_REQUIRED = DECLINE_REASON_MESSAGE;

/** Reopening needs why; refused when there is no decline to reopen. */
export const nothingToReopen = (kind: DecisionKind) =>
  `The ${kind} decision is not a decline, so there is nothing to reopen.`;

/** How a declined farmer reaches us (declineContact), in the reader's language. */
function declineContactIn(t: MailT, operator = currentOperator()): string {
  const values = { email: operator.email, address: operator.postalAddress };
  return operator.phone
    ? t("emails.declineContactPhone", { ...values, phone: operator.phone })
    : t("emails.declineContact", values);
}

async function decide(kind: DecisionKind, input: DecisionInput) {
  return transaction(async (tx) => {
    const organisation = await findOrganisation(input.organisationId, tx);
    if (!organisation) throw new Refusal(404, ORGANISATION_NOT_FOUND);
    const now = new Date();
    // A decline carries its reason (decision 0066); an approval clears an old one.
    const reason = input.value ? null : (input.reason ?? "").trim() || null;
    if (!input.value && !reason)
      throw new Refusal(422, DECLINE_REASON_REQUIRED, { field: "reason" });
    const set =
      kind === "eligibility"
        ? {
            eligibility: input.value,
            eligibilityUpdatedBy: input.updatedBy,
            eligibilityUpdatedAt: now,
            eligibilityDeclineReason: reason,
          }
        : {
            viability: input.value,
            viabilityUpdatedBy: input.updatedBy,
            viabilityUpdatedAt: now,
            viabilityDeclineReason: reason,
          };
    await upsertDetails(organisation.id, set, tx);
    await recordAudit(
      {
        actorUserId: input.updatedBy,
        actorLabel: input.actorLabel ?? "admin",
        action: `organisation.${kind}`,
        entityType: "organisation",
        entityId: organisation.id,
        changes: reason ? { [kind]: input.value, reason } : { [kind]: input.value },
        requestId: input.requestId ?? null,
      },
      tx,
    );
    const owners = await listMembersWithRoles(organisation.id, ["OWNER"], tx);
    const answer = input.value ? "Yes" : "No";
    const link = `${getEnv().APP_URL}/profile/journey`;
    // The farmer waited on this decision: an e-mail and a notification (promised.ts), each in
    // its reader's language (decision 0160).
    const told = await tellOrganisation(
      {
        event: kind === "eligibility" ? "eligibility.decided" : "viability.decided",
        organisationId: organisation.id,
        members: owners,
        notification: { key: `${kind}${answer}`, values: reason ? { reason } : {} },
        link: "/profile/journey",
        kind: input.value ? "default" : "message",
        key: `${organisation.id}:${input.value}:${now.getTime()}`,
        createdBy: input.updatedBy,
        email: ({ name, t }) => ({
          subject: t(`notifications.${kind}${answer}Title`),
          text: [
            name ? t("emails.dear", { name }) : t("emails.dearFarmer"),
            "",
            t(`emails.${kind}${answer}`),
            // The decline's e-mail carries the reason and how to reach us (decision 0066).
            ...(reason ? ["", t("emails.ourReason", { reason }), "", declineContactIn(t)] : []),
            "",
            t("emails.organisation", { name: organisation.name }),
            t("emails.seeJourney", { link }),
            "",
            t("emails.signOff"),
          ].join("\n"),
        }),
      },
      tx,
    );
    return {
      organisationId: organisation.id,
      name: organisation.name,
      kind,
      value: input.value,
      reason,
      emailed: told.emailed,
    };
  });
}

export interface DecisionOptions {
  actorLabel?: string;
  requestId?: string | null;
  /** Required for a decline (decision 0066). */
  reason?: string | null;
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

/**
 * A decision the API was sent (spec §7 'POST /admin/eligibility/{id}', '/admin/viability/{id}':
 * value, updatedBy, reason), as the acting admin. updatedBy names a Veld user (422 beside it for
 * an unknown one); without it, the actor.
 */
export async function decideByAdmin(
  actor: Actor,
  kind: DecisionKind,
  organisationId: string,
  body: z.infer<typeof decisionBodySchema>,
): Promise<DecisionJson> {
  let updatedBy = actor.userId;
  if (body.updatedBy) {
    const row = await findUserById(body.updatedBy);
    if (!row) {
      throw new Refusal(422, "updatedBy must be the id of a Veld user.", { field: "updatedBy" });
    }
    updatedBy = row.id;
  }
  const decided = await decideJourney(kind, organisationId, body.value, updatedBy, {
    actorLabel: actor.label,
    requestId: actor.requestId,
    reason: body.reason ?? null,
  });
  const { organisationId: companyId, value, reason, emailed } = decided;
  return kind === "eligibility"
    ? { companyId, eligibility: value, reason, updatedBy, emailed }
    : { companyId, viability: value, reason, updatedBy, emailed };
}

/**
 * Reopens a declined eligibility or viability decision (decision 0066): the decision goes back to
 * undecided (null), so the organisation is in the onboarding queue again and the farmer sees that
 * we are reviewing. Audited with who, when (the entry's time), what (from false to null, the old
 * reason) and why.
 */
export async function reopenDecision(
  kind: DecisionKind,
  organisationId: string,
  why: string,
  updatedBy: string | null,
  options: DecisionOptions = {},
) {
  const organisation = await findOrganisation(organisationId);
  if (!organisation) throw new Refusal(404, ORGANISATION_NOT_FOUND);
  // Read before the transaction: PGlite has one connection, and progress reads outside `tx`.
  const progress = await loadJourneyProgress(organisation.id);
  if (progress[kind] !== false) throw new Refusal(409, nothingToReopen(kind));
  const previousReason =
    (kind === "eligibility"
      ? progress.eligibilityDeclineReason
      : progress.viabilityDeclineReason) ?? null;
  return transaction(async (tx) => {
    const now = new Date();
    await upsertDetails(
      organisation.id,
      kind === "eligibility"
        ? {
            eligibility: null,
            eligibilityUpdatedBy: updatedBy,
            eligibilityUpdatedAt: now,
            eligibilityDeclineReason: null,
          }
        : {
            viability: null,
            viabilityUpdatedBy: updatedBy,
            viabilityUpdatedAt: now,
            viabilityDeclineReason: null,
          },
      tx,
    );
    await recordAudit(
      {
        actorUserId: updatedBy,
        actorLabel: options.actorLabel ?? "admin",
        action: `organisation.${kind}.reopen`,
        entityType: "organisation",
        entityId: organisation.id,
        changes: { [kind]: { from: false, to: null }, declineReason: previousReason, why },
        requestId: options.requestId ?? null,
      },
      tx,
    );
    return { organisationId: organisation.id, name: organisation.name, kind };
  });
}

/**
 * The sentence refusing contracting work on a declined organisation (marking farms complete,
 * marking the contract sent, uploading the contract: issue 13, decision 0066), or null when it
 * is not declined. Callers answer 409 with it.
 */
export async function declinedRefusal(organisationId: string): Promise<string | null> {
  const progress = await loadJourneyProgress(organisationId);
  const kind =
    progress.eligibility === false
      ? "eligibility"
      : progress.viability === false
        ? "viability"
        : null;
  if (!kind) return null;
  return `This organisation's ${kind} was declined, so its contracting cannot go ahead. Reopen the ${kind} decision first if that has changed.`;
}

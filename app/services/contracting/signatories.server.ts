// Signatories (spec §7 'Signatories: create, read, update, delete'; §6 'SIGNATORY (Signatory to
// Contract)'; §6 'Company users join through invites'). Naming a signatory gives the person the
// SIGNATORY role: someone who already has a Veld profile gets the membership at once (an
// owner, staff member or consultant keeps the wider role they have); anyone else is invited by
// e-mail and joins when they accept (docs/decisions/0045-signatories.md).
import { findOpenInviteFor, insertInvite, revokePendingInvitesFor } from "~/models/invites.server";
import { findMembershipRole, removeMembership, setMemberRole } from "~/models/memberships.server";
import { findOrganisation } from "~/models/organisations.server";
import { findProfile, findUserByEmail } from "~/models/profiles.server";
import * as signatories from "~/models/signatories.server";
import { transaction, type Executor } from "~/models/transaction.server";
import { inviteLimitReached } from "~/services/organisations/invite-limits.server";
import { recordAudit } from "~/services/audit/audit.server";
import { roleForSignatory } from "~/services/contracting/rules";
import { enqueueEmail } from "~/services/email/outbox.server";
import { inviteValidSince } from "~/services/organisations/rules";
import type { Actor } from "~/services/kit/actor";
import { appUrl, NOT_FOUND, simpleEmail } from "./common.server";
import { Refusal } from "~/services/kit/refusal";

export type SignatoryInput = signatories.SignatoryInput;

async function organisationName(organisationId: string, tx: Executor) {
  const organisation = await findOrganisation(organisationId, tx);
  if (!organisation) throw new Refusal(404, NOT_FOUND.organisation);
  return organisation.name;
}

/** Gives the person behind `email` the SIGNATORY role; returns their user id when they have one. */
async function grantSignatoryRole(
  actor: Actor,
  organisationId: string,
  email: string,
  tx: Executor,
): Promise<string | null> {
  const name = await organisationName(organisationId, tx);
  const found = await findUserByEmail(email, tx);
  // Access by e-mail address goes straight to an account only when that account has confirmed
  // the address; anyone else gets the invite, which waits for the confirmation (issue 12).
  const user = found && (await findProfile(found.id, tx))?.emailVerifiedAt ? found : null;
  if (user) {
    const role = roleForSignatory(await findMembershipRole(user.id, organisationId, tx));
    if (role) {
      await setMemberRole({ userId: user.id, organisationId, role }, tx);
      await enqueueEmail(
        {
          to: email,
          subject: `You are a signatory of ${name} on Veld`,
          ...simpleEmail({
            lines: [
              `${actor.label} named you a signatory to ${name}'s carbon-credit contract on Veld.`,
              "You can now see the organisation's contracting details, and the contract once it is sent.",
            ],
            link: appUrl("/profile/journey/contract"),
            linkLabel: "Open Veld",
          }),
        },
        tx,
      );
    }
    return user.id;
  }
  // No Veld profile yet: an invite with the SIGNATORY role, unless one is already open.
  if (!(await findOpenInviteFor(organisationId, email, inviteValidSince(), tx))) {
    const limit = await inviteLimitReached(organisationId, actor.userId, tx);
    if (limit) throw new Refusal(429, limit, { field: "email" });
    // invitedBy may be null: an API client without a Veld profile invites in Veld's name.
    const invite = await insertInvite(
      { organisationId, email, role: "SIGNATORY", invitedBy: actor.userId },
      tx,
    );
    await enqueueEmail(
      {
        to: email,
        subject: `You're invited to sign ${name}'s contract on Veld`,
        idempotencyKey: `organisation-invite:${invite.id}`,
        ...simpleEmail({
          lines: [
            `${actor.label} named you a signatory to ${name}'s carbon-credit contract on Veld.`,
            "Sign in with this e-mail address (or create an account with it) to accept the invite and see the contract when it is ready.",
          ],
          link: appUrl(`/auth/login?returnTo=${encodeURIComponent("/profile/home")}`),
          linkLabel: "Sign in to Veld",
        }),
      },
      tx,
    );
  }
  return null;
}

/**
 * Undoes what naming a signatory did, when nothing else needs it: a SIGNATORY membership goes
 * if no other signatory of the organisation is this person; a pending SIGNATORY invite is revoked.
 */
async function releaseSignatoryRole(
  organisationId: string,
  row: { id: string; email: string; userId: string | null },
  tx: Executor,
) {
  if (await signatories.hasSignatoryWithEmail(organisationId, row.email, row.id, tx)) return;
  if (row.userId) {
    await removeMembership({ userId: row.userId, organisationId, role: "SIGNATORY" }, tx);
  }
  await revokePendingInvitesFor(organisationId, row.email, "SIGNATORY", tx);
}

function clean(input: SignatoryInput): SignatoryInput {
  return {
    name: input.name.trim(),
    surname: input.surname.trim(),
    email: input.email.trim(),
    phoneNumber: input.phoneNumber?.trim() || null,
    designation: input.designation?.trim() || null,
  };
}

async function refuseDuplicate(
  organisationId: string,
  email: string,
  exceptId: string | null,
  tx: Executor,
) {
  if (await signatories.hasSignatoryWithEmail(organisationId, email, exceptId, tx))
    throw new Refusal(409, "This person is a signatory already.", { field: "email" });
}

export async function createSignatory(actor: Actor, organisationId: string, input: SignatoryInput) {
  const values = clean(input);
  return transaction(async (tx) => {
    await refuseDuplicate(organisationId, values.email, null, tx);
    const userId = await grantSignatoryRole(actor, organisationId, values.email, tx);
    const row = await signatories.insertSignatory(organisationId, { ...values, userId }, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "signatory.create",
        entityType: "signatory",
        entityId: row.id,
        changes: { organisationId, ...values, userId },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

export async function updateSignatory(
  actor: Actor,
  organisationId: string,
  signatoryId: string,
  input: SignatoryInput,
) {
  const values = clean(input);
  return transaction(async (tx) => {
    const before = await signatories.findSignatory(organisationId, signatoryId, tx);
    if (!before) throw new Refusal(404, NOT_FOUND.signatory);
    await refuseDuplicate(organisationId, values.email, signatoryId, tx);
    let userId = before.userId;
    if (before.email.trim().toLowerCase() !== values.email.toLowerCase()) {
      await releaseSignatoryRole(organisationId, before, tx);
      userId = await grantSignatoryRole(actor, organisationId, values.email, tx);
    }
    const row = await signatories.updateSignatory(
      organisationId,
      signatoryId,
      { ...values, userId },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "signatory.update",
        entityType: "signatory",
        entityId: signatoryId,
        changes: { organisationId, before, after: { ...values, userId } },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row!;
  });
}

export async function removeSignatory(actor: Actor, organisationId: string, signatoryId: string) {
  return transaction(async (tx) => {
    const row = await signatories.deleteSignatory(organisationId, signatoryId, tx);
    if (!row) throw new Refusal(404, NOT_FOUND.signatory);
    await releaseSignatoryRole(organisationId, row, tx);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "signatory.delete",
        entityType: "signatory",
        entityId: signatoryId,
        changes: { organisationId, email: row.email, name: row.name, surname: row.surname },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

// Signatories (spec §7 'Signatories: create, read, update, delete'; §6 'SIGNATORY (Signatory to
// Contract)'; §6 'Company users join through invites'). Naming a signatory gives the person the
// SIGNATORY role: someone who already has a Veld profile gets the membership at once (an
// owner, staff member or consultant keeps the wider role they have); anyone else is invited by
// e-mail and joins when they accept (docs/decisions/0045-signatories.md).
import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { memberships, organisationInvites, organisations, signatories, users } from "~/db/schema";
import * as contracting from "~/models/contracting.server";
import { findOpenInviteFor } from "~/models/invites.server";
import { recordAudit } from "~/services/audit.server";
import { roleForSignatory } from "~/services/contracting-rules";
import { enqueueEmail } from "~/services/email/outbox.server";
import { inviteValidSince } from "~/services/organisation-rules";
import { appUrl, ContractingError, NOT_FOUND, simpleEmail, type Actor } from "./common.server";

export type SignatoryInput = contracting.SignatoryInput;

async function organisationName(organisationId: string, tx: Executor) {
  const [row] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw new ContractingError(404, NOT_FOUND.organisation);
  return row.name;
}

/** Gives the person behind `email` the SIGNATORY role; returns their user id when they have one. */
async function grantSignatoryRole(
  actor: Actor,
  organisationId: string,
  email: string,
  tx: Executor,
): Promise<string | null> {
  const name = await organisationName(organisationId, tx);
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (user) {
    const [membership] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.organisationId, organisationId)));
    const role = roleForSignatory(membership?.role ?? null);
    if (role) {
      await tx
        .insert(memberships)
        .values({ userId: user.id, organisationId, role })
        .onConflictDoUpdate({
          target: [memberships.userId, memberships.organisationId],
          set: { role },
        });
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
    // invitedBy may be null: an API client without a Veld profile invites in Veld's name.
    const [invite] = await tx
      .insert(organisationInvites)
      .values({ organisationId, email: email.trim(), role: "SIGNATORY", invitedBy: actor.userId })
      .returning({ id: organisationInvites.id });
    await enqueueEmail(
      {
        to: email,
        subject: `You're invited to sign ${name}'s contract on Veld`,
        idempotencyKey: `organisation-invite:${invite!.id}`,
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
  const [other] = await tx
    .select({ id: signatories.id })
    .from(signatories)
    .where(
      and(
        eq(signatories.organisationId, organisationId),
        ne(signatories.id, row.id),
        sql`lower(${signatories.email}) = ${row.email.trim().toLowerCase()}`,
      ),
    );
  if (other) return;
  if (row.userId) {
    await tx
      .delete(memberships)
      .where(
        and(
          eq(memberships.userId, row.userId),
          eq(memberships.organisationId, organisationId),
          eq(memberships.role, "SIGNATORY"),
        ),
      );
  }
  await tx
    .update(organisationInvites)
    .set({ status: "revoked", respondedAt: sql`now()` })
    .where(
      and(
        eq(organisationInvites.organisationId, organisationId),
        eq(organisationInvites.status, "pending"),
        eq(organisationInvites.role, "SIGNATORY"),
        sql`lower(${organisationInvites.email}) = ${row.email.trim().toLowerCase()}`,
      ),
    );
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
  const [row] = await tx
    .select({ id: signatories.id })
    .from(signatories)
    .where(
      and(
        eq(signatories.organisationId, organisationId),
        sql`lower(${signatories.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(signatories.id, exceptId) : undefined,
      ),
    );
  if (row) throw new ContractingError(409, "This person is a signatory already.", "email");
}

export async function createSignatory(actor: Actor, organisationId: string, input: SignatoryInput) {
  const values = clean(input);
  return db().transaction(async (tx) => {
    await refuseDuplicate(organisationId, values.email, null, tx);
    const userId = await grantSignatoryRole(actor, organisationId, values.email, tx);
    const row = await contracting.insertSignatory(organisationId, { ...values, userId }, tx);
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
  return db().transaction(async (tx) => {
    const before = await contracting.findSignatory(organisationId, signatoryId, tx);
    if (!before) throw new ContractingError(404, NOT_FOUND.signatory);
    await refuseDuplicate(organisationId, values.email, signatoryId, tx);
    let userId = before.userId;
    if (before.email.trim().toLowerCase() !== values.email.toLowerCase()) {
      await releaseSignatoryRole(organisationId, before, tx);
      userId = await grantSignatoryRole(actor, organisationId, values.email, tx);
    }
    const row = await contracting.updateSignatory(
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
  return db().transaction(async (tx) => {
    const row = await contracting.deleteSignatory(organisationId, signatoryId, tx);
    if (!row) throw new ContractingError(404, NOT_FOUND.signatory);
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

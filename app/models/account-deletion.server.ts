// The rows a person's account deletion touches (issue 19; decision 0110). What is theirs alone
// goes: the users row, and with it (ON DELETE CASCADE) profile, memberships, admin grants,
// sessions, event registrations, notification read state and baseline. Rows of an organisation
// or the programme that merely name them keep the record and lose the name (ON DELETE SET NULL).
// What is left here is what the foreign keys cannot do: rows found by e-mail address, the audit
// log's readable labels, e-mails not sent yet, and staged uploads.
import { and, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  auditLog,
  emailOutbox,
  memberships,
  organisationDetails,
  organisationInvites,
  organisations,
  sessions,
  signatories,
  storedFiles,
  users,
} from "~/db/schema";
import { isUuid } from "~/shared/ids";
import { STAGED_PURPOSE_PREFIX } from "./staged-files.server";

/** What the audit log says instead of a deleted person's e-mail address. */
export const DELETED_ACCOUNT_LABEL = "deleted account";

/** Each organisation of the person: their role, how many owners and members it has. */
export async function listMembershipsForDeletion(userId: string, executor: Executor = db()) {
  if (!isUuid(userId)) return [];
  return executor
    .select({
      organisationId: organisations.id,
      name: organisations.name,
      role: memberships.role,
      owners: sql<number>`(select count(*)::int from ${memberships} m where m.organisation_id = ${organisations.id} and m.role = 'OWNER')`,
      members: sql<number>`(select count(*)::int from ${memberships} m where m.organisation_id = ${organisations.id})`,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId));
}

export interface DeletedAccountRows {
  /** Storage keys of the person's staged uploads, whose bytes go after the commit. */
  stagedStorageKeys: string[];
  invitesDeleted: number;
  pendingEmailsDeleted: number;
  emailsScrubbed: number;
  signatoriesDeleted: number;
  auditEntriesAnonymised: number;
}

/**
 * Removes or anonymises everything keyed to the person. Call inside a transaction, after the
 * checks; the users row goes last. Signatory rows of an organisation whose contract is signed are
 * kept (the contract names them; decision 0110); others go.
 */
export async function deleteAccountRows(
  person: { id: string; email: string; subject: string },
  executor: Executor,
): Promise<DeletedAccountRows> {
  const sameEmail = (column: AnyPgColumn) => sql`lower(${column}) = lower(${person.email})`;

  const invites = await executor
    .delete(organisationInvites)
    .where(sameEmail(organisationInvites.email))
    .returning({ id: organisationInvites.id });

  // Not sent yet: a deleted account gets no more e-mail. Sent or failed: to whom and when stay
  // as a record that it was sent, without the address or the text.
  const theirs = or(eq(emailOutbox.userId, person.id), sameEmail(emailOutbox.to));
  const pending = await executor
    .delete(emailOutbox)
    .where(and(theirs, eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  const scrubbed = await executor
    .update(emailOutbox)
    .set({ to: DELETED_ACCOUNT_LABEL, subject: "", text: "", html: null })
    .where(theirs)
    .returning({ id: emailOutbox.id });

  const signedOrganisations = executor
    .select({ id: organisationDetails.organisationId })
    .from(organisationDetails)
    .where(eq(organisationDetails.contractSigned, true));
  const signatoryRows = await executor
    .delete(signatories)
    .where(
      and(
        or(eq(signatories.userId, person.id), sameEmail(signatories.email)),
        sql`${signatories.organisationId} not in ${signedOrganisations}`,
      ),
    )
    .returning({ id: signatories.id });

  const audit = await executor
    .update(auditLog)
    .set({ actorLabel: DELETED_ACCOUNT_LABEL })
    .where(or(eq(auditLog.actorUserId, person.id), sameEmail(auditLog.actorLabel)))
    .returning({ id: auditLog.id });
  // Entries about the person: what changed in their account is their personal data.
  await executor
    .update(auditLog)
    .set({ changes: null })
    .where(
      and(
        eq(auditLog.entityType, "user"),
        eq(auditLog.entityId, person.id),
        isNotNull(auditLog.changes),
      ),
    );

  const staged = await executor
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.uploadedBy, person.id),
        like(storedFiles.purpose, `${STAGED_PURPOSE_PREFIX}%`),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });

  await executor
    .delete(sessions)
    .where(or(eq(sessions.userId, person.id), eq(sessions.subject, person.subject)));
  await executor.delete(users).where(eq(users.id, person.id));

  return {
    stagedStorageKeys: staged.map((row) => row.storageKey),
    invitesDeleted: invites.length,
    pendingEmailsDeleted: pending.length,
    emailsScrubbed: scrubbed.length,
    signatoriesDeleted: signatoryRows.length,
    auditEntriesAnonymised: audit.length,
  };
}

/** Whether any of `organisationIds` has a signed contract (for the page's explanation). */
export async function listSignedOrganisations(
  organisationIds: string[],
  executor: Executor = db(),
) {
  if (organisationIds.length === 0) return [];
  const rows = await executor
    .select({ id: organisationDetails.organisationId })
    .from(organisationDetails)
    .where(
      and(
        inArray(organisationDetails.organisationId, organisationIds),
        eq(organisationDetails.contractSigned, true),
      ),
    );
  return rows.map((row) => row.id);
}

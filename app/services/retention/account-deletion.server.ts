// A person deletes their own account (issue 19; decision 0110): refused while they are the only
// owner of an organisation with other members (counted under a lock of their organisations, so
// co-owners deleting at once cannot both pass; decision 0117); otherwise, in one transaction,
// their personal data is removed or anonymised (app/models/account-deletion.server.ts), the
// embedded provider's account goes with its sessions and tokens, and the audit log records it
// without their name. What the law or a contract needs stays: the organisation's records and
// signed contract, and the audit entries (with 'deleted account' as the actor).
import {
  deleteAccountRows,
  DELETED_ACCOUNT_LABEL,
  listMembershipsForDeletion,
  listSignedOrganisations,
} from "~/models/account-deletion.server";
import { listMembers, lockOrganisationsOfMember } from "~/models/memberships.server";
import { findUserById } from "~/models/profiles.server";
import { transaction } from "~/models/transaction.server";
import { deleteAccount as deleteIdpAccount } from "~/idp/accounts.server";
import { recordAudit } from "~/services/audit/audit.server";
import { fileStore, type FileStore } from "~/services/files/file-store.server";
import { discardStoredBytes } from "~/services/files/uploads.server";
import { deletionRefusal, organisationsNeedingAnotherOwner } from "./account-deletion";

/** What the page shows before the person confirms. */
export async function loadAccountDeletion(userId: string) {
  const list = await listMembershipsForDeletion(userId);
  const signed = new Set(await listSignedOrganisations(list.map((m) => m.organisationId)));
  // The hand-over (decision 0145): each organisation they are the only owner of, with the other
  // members ownership can go to.
  const handover = await Promise.all(
    organisationsNeedingAnotherOwner(list).map(async (m) => ({
      organisationId: m.organisationId,
      name: m.name,
      members: (await listMembers(m.organisationId))
        .filter((member) => member.userId !== userId)
        .map(({ userId: id, email, name, surname }) => ({ userId: id, email, name, surname })),
    })),
  );
  return {
    refusal: deletionRefusal(list),
    handover,
    organisations: list.map((m) => ({
      name: m.name,
      role: m.role,
      contractSigned: signed.has(m.organisationId),
      leftWithoutMembers: m.members === 1,
    })),
  };
}

export type AccountDeletionResult = { deleted: true } | { deleted: false; refusal: string };

export async function deleteOwnAccount(input: {
  userId: string;
  reason: string | null;
  requestId: string | null;
  store?: FileStore;
}): Promise<AccountDeletionResult> {
  const outcome = await transaction(async (tx) => {
    const user = await findUserById(input.userId, tx);
    if (!user) return { deleted: false as const, refusal: "There is no account to delete." };
    // Two co-owners deleting at once must not both count the other as the owner who remains:
    // the organisations are locked first, so the second waits and counts after the first
    // (decision 0117). Read committed: the count below sees what the first committed.
    await lockOrganisationsOfMember(user.id, tx);
    const list = await listMembershipsForDeletion(user.id, tx);
    const refusal = deletionRefusal(list);
    if (refusal) return { deleted: false as const, refusal };
    const rows = await deleteAccountRows(
      { id: user.id, email: user.email, subject: user.subject },
      tx,
    );
    // The subject is the embedded provider's account id; with an external provider there is no
    // such row and this does nothing (its account is the person's to close there).
    const idpAccountDeleted = await deleteIdpAccount(user.subject, tx);
    await recordAudit(
      {
        actorUserId: null,
        actorLabel: DELETED_ACCOUNT_LABEL,
        action: "user.delete",
        entityType: "user",
        entityId: user.id,
        changes: {
          reason: input.reason,
          organisationsLeft: list.length,
          idpAccountDeleted,
          invitesDeleted: rows.invitesDeleted,
          pendingEmailsDeleted: rows.pendingEmailsDeleted,
          emailsScrubbed: rows.emailsScrubbed,
          signatoriesDeleted: rows.signatoriesDeleted,
          auditEntriesAnonymised: rows.auditEntriesAnonymised,
        },
        requestId: input.requestId,
      },
      tx,
    );
    return { deleted: true as const, stagedStorageKeys: rows.stagedStorageKeys };
  });
  if (!outcome.deleted) return outcome;
  for (const key of outcome.stagedStorageKeys)
    await discardStoredBytes(key, "its uploader deleted their account", input.store ?? fileStore());
  return { deleted: true };
}

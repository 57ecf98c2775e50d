// The admin side of the contract (spec §7 'POST /admin/company/{id}/contract/upload',
// 'POST /admin/update/{id}/farmsComplete', 'POST /admin/update/{id}/contractSent' with
// updatedBy; §3 'Company progress steps: farmsComplete, contractSent'). Sending the contract
// e-mails the signatories and the owners through the outbox (docs/decisions/0046-contract.md).
import { listMembersWithRoles } from "~/models/memberships.server";
import {
  findCompany,
  upsertDetails,
  type DetailsChanges,
} from "~/models/organisation-details.server";
import { findUserById } from "~/models/profiles.server";
import { listSignatories } from "~/models/signatories.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { tellOrganisation } from "~/services/notifications/programme-messages.server";
import { deleteStoredFile, transactionWithUploads } from "~/services/files/uploads.server";
import { isUploadError } from "~/services/files/upload-error";
import { declinedRefusal } from "~/services/journey/decisions.server";
import type { Actor } from "~/services/kit/actor";
import { appUrl, NOT_FOUND, simpleEmail } from "./common.server";
import { isUuid } from "~/shared/ids";
import { Refusal } from "~/services/kit/refusal";

export const CONTRACT_ACCEPT = [".pdf"] as const;
export const NO_CONTRACT_MESSAGE = "Upload the contract PDF before marking the contract as sent.";

const SYSTEM_SUBJECT = { userId: null, isAdmin: true, organisationIds: [] as string[] };

async function requireCompany(organisationId: string) {
  const company = await findCompany(organisationId);
  if (!company) throw new Refusal(404, NOT_FOUND.organisation);
  return company;
}

/**
 * Contracting makes no sense for a declined organisation (issue 13, decision 0066): uploading or
 * sending the contract and marking farms complete are refused (409) before anything is stored,
 * on the pages and through /api/v2 alike.
 */
async function refuseWhenDeclined(organisationId: string) {
  const refusal = await declinedRefusal(organisationId);
  if (refusal) throw new Refusal(409, refusal);
}

/** `updatedBy` as sent (spec §7) must name a Veld profile; without it, the acting admin. */
export async function resolveUpdatedBy(actor: Actor, updatedBy: unknown): Promise<string | null> {
  if (updatedBy === undefined || updatedBy === null || updatedBy === "") return actor.userId;
  if (typeof updatedBy !== "string" || !isUuid(updatedBy)) {
    throw new Refusal(400, "updatedBy must be the id of a Veld user.", { field: "updatedBy" });
  }
  const row = await findUserById(updatedBy);
  if (!row)
    throw new Refusal(400, "updatedBy must be the id of a Veld user.", { field: "updatedBy" });
  return row.id;
}

/**
 * Stores a contract PDF of the organisation (the contract, or its signed copy) with the details
 * `columns` naming it and an audit entry, in one transaction (the bytes are removed if either
 * fails), then removes the file it replaces.
 */
async function storeContractFile(
  actor: Actor,
  organisationId: string,
  file: File,
  what: {
    purpose: string;
    action: string;
    previous: string | null;
    columns: (fileId: string) => DetailsChanges;
  },
) {
  let stored;
  try {
    stored = await transactionWithUploads(async (tx, saveUpload) => {
      const saved = await saveUpload({
        file,
        accept: CONTRACT_ACCEPT,
        purpose: what.purpose,
        organisationId,
        uploadedBy: actor.userId,
        actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
      });
      const columns = what.columns(saved.id);
      await upsertDetails(organisationId, columns, tx);
      await recordAudit(
        {
          actorUserId: actor.userId,
          actorLabel: actor.label,
          action: what.action,
          entityType: "organisation",
          entityId: organisationId,
          changes: { ...columns, previous: what.previous },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      return saved;
    });
  } catch (error) {
    if (isUploadError(error)) throw new Refusal(422, error.message, { field: "file" });
    throw error;
  }
  if (what.previous && what.previous !== stored.id) {
    await deleteStoredFile({
      fileId: what.previous,
      subject: SYSTEM_SUBJECT,
      actor: { userId: actor.userId, label: actor.label, requestId: actor.requestId },
    });
  }
  return stored;
}

/** Stores the contract PDF for the organisation; a previous contract file is replaced. */
export async function uploadContract(actor: Actor, organisationId: string, file: File) {
  const company = await requireCompany(organisationId);
  await refuseWhenDeclined(organisationId);
  return storeContractFile(actor, organisationId, file, {
    purpose: "contract",
    action: "contract.upload",
    previous: company.contractFileId,
    columns: (fileId) => ({ contractFileId: fileId }),
  });
}

export async function setFarmsComplete(
  actor: Actor,
  organisationId: string,
  input: { value?: boolean; updatedBy?: unknown },
) {
  await requireCompany(organisationId);
  const value = input.value ?? true;
  // Taking the mark back off stays possible: only marking complete is refused.
  if (value) await refuseWhenDeclined(organisationId);
  const updatedBy = await resolveUpdatedBy(actor, input.updatedBy);
  await transaction(async (tx) => {
    await upsertDetails(
      organisationId,
      { farmsComplete: value, farmsCompleteUpdatedBy: updatedBy },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.farmsComplete",
        entityType: "organisation",
        entityId: organisationId,
        changes: { farmsComplete: value, updatedBy },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return (await findCompany(organisationId))!;
}

/** Who hears that the contract is ready: the signatories, and the owners (deduplicated). */
async function contractRecipients(organisationId: string) {
  const signatoryRows = await listSignatories(organisationId);
  const members = await listMembersWithRoles(organisationId, ["OWNER", "SIGNATORY"]);
  const memberEmails = new Set(members.map((m) => m.email.trim().toLowerCase()));
  const seen = new Set<string>();
  const all = [...signatoryRows.map((s) => s.email), ...members.map((o) => o.email)].filter(
    (email) => {
      const key = email.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  );
  return {
    /** Told in the app and by e-mail. */
    members,
    /** Signatories without a Veld profile here: e-mailed only. */
    alsoEmail: all.filter((email) => !memberEmails.has(email.trim().toLowerCase())),
    /** Every address, for the audit entry. */
    all,
  };
}

/** Marks the contract as sent (it must be uploaded) and e-mails the signatories and owners. */
export async function markContractSent(
  actor: Actor,
  organisationId: string,
  input: { updatedBy?: unknown } = {},
) {
  const company = await requireCompany(organisationId);
  await refuseWhenDeclined(organisationId);
  if (!company.contractFileId) throw new Refusal(409, NO_CONTRACT_MESSAGE, { field: "file" });
  const updatedBy = await resolveUpdatedBy(actor, input.updatedBy);
  const recipients = await contractRecipients(organisationId);
  await transaction(async (tx) => {
    await upsertDetails(
      organisationId,
      { contractSent: true, contractSentAt: new Date(), contractSentUpdatedBy: updatedBy },
      tx,
    );
    await tellOrganisation(
      {
        event: "contract.sent",
        organisationId,
        members: recipients.members,
        alsoEmail: recipients.alsoEmail,
        notification: { key: "contractSent", values: { name: company.name } },
        link: "/profile/journey/contract",
        key: `${organisationId}:${company.contractFileId}`,
        createdBy: actor.userId,
        email: ({ t }) => ({
          subject: t("emails.contractSentSubject", { name: company.name }),
          ...simpleEmail(
            {
              lines: [
                t("emails.contractSentReady", { name: company.legalName ?? company.name }),
                t("emails.contractSentDownload"),
              ],
              link: appUrl("/profile/journey/contract"),
              linkLabel: t("emails.contractSentButton"),
            },
            t,
          ),
        }),
      },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.contractSent",
        entityType: "organisation",
        entityId: organisationId,
        changes: {
          contractSent: true,
          updatedBy,
          contractFileId: company.contractFileId,
          recipients: recipients.all,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return (await findCompany(organisationId))!;
}

// ---- The signed contract comes back (issue 14, decision 0070) ----

export const SIGNED_CONTRACT_MESSAGES = {
  notSent: "The contract has not been sent yet, so there is nothing to sign.",
  alreadySigned: "Your signed contract has already been confirmed.",
  noSignedCopy:
    "The organisation has not returned its signed contract yet. Upload the signed copy first.",
} as const;

/**
 * Stores the signed copy of the contract, uploaded by a member (or by an admin who received it
 * by e-mail or post). A previous signed copy is replaced until an admin confirms one.
 */
export async function uploadSignedContract(actor: Actor, organisationId: string, file: File) {
  const company = await requireCompany(organisationId);
  await refuseWhenDeclined(organisationId);
  if (!company.contractSent) throw new Refusal(409, SIGNED_CONTRACT_MESSAGES.notSent);
  if (company.contractSigned) throw new Refusal(409, SIGNED_CONTRACT_MESSAGES.alreadySigned);
  return storeContractFile(actor, organisationId, file, {
    purpose: "signed-contract",
    action: "contract.signedUpload",
    previous: company.signedContractFileId,
    columns: (fileId) => ({
      signedContractFileId: fileId,
      signedContractUploadedBy: actor.userId,
      signedContractUploadedAt: new Date(),
    }),
  });
}

/**
 * An admin confirms the signed contract (value true: MAP_FIELDS opens and the signatories and
 * owners are told) or takes the confirmation back (value false), with the reason audited.
 */
export async function setContractSigned(
  actor: Actor,
  organisationId: string,
  input: { value?: boolean; updatedBy?: unknown; reason?: string | null } = {},
) {
  const company = await requireCompany(organisationId);
  const value = input.value ?? true;
  if (value) {
    await refuseWhenDeclined(organisationId);
    if (!company.contractSent) throw new Refusal(409, SIGNED_CONTRACT_MESSAGES.notSent);
    if (!company.signedContractFileId)
      throw new Refusal(409, SIGNED_CONTRACT_MESSAGES.noSignedCopy, { field: "file" });
  }
  const updatedBy = await resolveUpdatedBy(actor, input.updatedBy);
  const recipients =
    value && !company.contractSigned ? await contractRecipients(organisationId) : null;
  await transaction(async (tx) => {
    await upsertDetails(
      organisationId,
      {
        contractSigned: value,
        contractSignedBy: updatedBy,
        contractSignedAt: value ? new Date() : null,
      },
      tx,
    );
    if (recipients) {
      await tellOrganisation(
        {
          event: "contract.confirmed",
          organisationId,
          members: recipients.members,
          alsoEmail: recipients.alsoEmail,
          notification: { key: "contractConfirmed" },
          link: "/profile/journey/map_fields",
          key: `${organisationId}:${company.signedContractFileId}`,
          createdBy: actor.userId,
          email: ({ t }) => ({
            subject: t("emails.contractConfirmedSubject", { name: company.name }),
            ...simpleEmail(
              {
                lines: [
                  t("emails.contractConfirmedDone", { name: company.legalName ?? company.name }),
                  t("emails.contractConfirmedNext"),
                ],
                link: appUrl("/profile/journey/map_fields"),
                linkLabel: t("emails.contractConfirmedButton"),
              },
              t,
            ),
          }),
        },
        tx,
      );
    }
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "company.contractSigned",
        entityType: "organisation",
        entityId: organisationId,
        changes: {
          contractSigned: value,
          updatedBy,
          signedContractFileId: company.signedContractFileId,
          reason: input.reason ?? null,
          recipients: recipients?.all ?? [],
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
  });
  return (await findCompany(organisationId))!;
}

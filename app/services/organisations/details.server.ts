// The organisation's details, its name and legal entity (spec §3 'Organisation / company':
// info), have one owner (docs/decisions/0054): this module. The company page, the contracting
// details and PUT /api/v2/company/{id} all save through saveOrganisationDetails, under one
// permission rule, in one transaction with one audit entry.
import * as details from "~/models/organisation-details.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import { canEditOrganisation, canRenameOrganisation } from "~/services/organisations/rules";
import {
  LEGAL_ENTITY_KEYS,
  type LegalEntity,
  type OrganisationDetails,
} from "~/shared/organisation-details";
import type { MemberRole } from "~/shared/roles";
import type { Actor } from "~/services/kit/actor";
import { Refusal, type RefusalStatus } from "~/services/kit/refusal";

export const DETAILS_MESSAGES = {
  notEditor: "Your role in this organisation does not allow changing its details.",
  notOwner: "Only an owner can rename the organisation.",
  notFound: "Organisation not found",
} as const;

/** What may change: the name, and any part of the legal entity; a part left out stays. */
export type DetailsChanges = Partial<OrganisationDetails>;

const refuse = (status: RefusalStatus, message: string, field?: string) =>
  new Refusal(status, message, { field });

const clean = (value: string | null | undefined) => value?.trim() || null;

/**
 * Saves the changes a member asked for. Editors (OWNER, STAFF, CONSULTANT) change the legal
 * entity; only owners rename the organisation (a rename by anyone else is refused, and nothing is
 * written). The name and the legal entity are written in one transaction, with one audit entry
 * listing each changed part as { from, to }.
 */
export async function saveOrganisationDetails(
  actor: Actor,
  organisationId: string,
  role: MemberRole,
  changes: DetailsChanges,
): Promise<details.CompanyInfo> {
  if (!canEditOrganisation(role)) throw refuse(403, DETAILS_MESSAGES.notEditor);
  return transaction(async (tx) => {
    const before = await details.findCompanyInfo(organisationId, tx);
    if (!before) throw refuse(404, DETAILS_MESSAGES.notFound);
    const name = changes.name?.trim();
    const renamed = name !== undefined && name !== before.name;
    if (renamed && !canRenameOrganisation(role)) {
      throw refuse(403, DETAILS_MESSAGES.notOwner, "name");
    }
    const entity: Partial<LegalEntity> = {};
    for (const key of LEGAL_ENTITY_KEYS) {
      if (changes[key] !== undefined) entity[key] = clean(changes[key]);
    }
    if (renamed) await details.renameOrganisation(organisationId, name, tx);
    if (Object.keys(entity).length > 0) await details.upsertDetails(organisationId, entity, tx);
    const after = (await details.findCompanyInfo(organisationId, tx))!;
    const changed = Object.fromEntries(
      (["name", ...LEGAL_ENTITY_KEYS] as const).flatMap((key) =>
        before[key] === after[key] ? [] : [[key, { from: before[key], to: after[key] }]],
      ),
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "organisation.update",
        entityType: "organisation",
        entityId: organisationId,
        changes: changed,
        requestId: actor.requestId,
      },
      tx,
    );
    return after;
  });
}

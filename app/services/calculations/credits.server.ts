// Issued credits (issue 17; decision 0092): admins (write:admin) record the credits a registry
// issued to an organisation and void a wrong record with a reason; both are audited in the same
// transaction. Members read their organisation's credits; the admin list reads every one.
import type { z } from "zod";
import * as creditsModel from "~/models/issued-credits.server";
import { findOrganisation } from "~/models/organisations.server";
import { transaction } from "~/models/transaction.server";
import { recordAudit } from "~/services/audit/audit.server";
import type { Actor } from "~/services/kit/actor";
import { CREDIT_MESSAGES, totalTonnesIssued, tonnesBySeason } from "./credits";
import { creditSchema, voidSchema } from "./credits-schema";
import type { creditJsonSchema } from "./api";
import { todayInSouthAfrica } from "./samples";
import { issuedEarnings } from "./dashboard";
import { creditTermsInForce } from "~/services/constants/in-force.server";
import { Refusal } from "~/services/kit/refusal";

export function creditJson(row: creditsModel.IssuedCredit): CreditJson {
  return {
    id: row.id,
    companyId: row.organisationId,
    season: row.season,
    tonnesCo2e: row.tonnesCo2e,
    carbonPriceZarPerTco2e: row.carbonPriceZarPerTco2e,
    farmerShare: row.farmerShare,
    earningsZar: issuedEarnings(row.tonnesCo2e, row),
    issuedOn: row.issuedOn,
    registry: row.registry,
    serialRange: row.serialRange,
    note: row.note,
    recordedBy: row.recordedByLabel,
    createdAt: row.createdAt.toISOString(),
    voided: row.voidedAt !== null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
  };
}

export type CreditJson = z.infer<typeof creditJsonSchema>;

/** A refusal from a schema: 422, the first problem's sentence, its field. */
function refusal(issues: readonly { message: string; path: (string | number)[] }[]): never {
  const issue = issues[0]!;
  throw new Refusal(422, issue.message, { field: String(issue.path[0] ?? "") });
}

/** The organisation's credits with the tonnes per season and in all (voided ones left out of the sums). */
export async function loadOrganisationCredits(organisationId: string) {
  const rows = await creditsModel.listIssuedCredits(organisationId);
  return {
    credits: rows.map(creditJson),
    bySeason: tonnesBySeason(rows),
    totalTonnes: totalTonnesIssued(rows),
  };
}

/** Every organisation's credits (or one's), for the admin list. */
export async function loadAllCredits(organisationId: string | null) {
  const rows = await creditsModel.listAllIssuedCredits(organisationId);
  return {
    credits: rows.map((row) => ({ ...creditJson(row), companyName: row.organisationName })),
    totalTonnes: totalTonnesIssued(rows),
  };
}

/** Records credits for an organisation after checking the values again; audited. */
export async function recordCredits(actor: Actor, organisationId: string, input: unknown) {
  const organisation = await findOrganisation(organisationId);
  if (!organisation)
    throw new Refusal(404, CREDIT_MESSAGES.organisationNotFound, { field: "companyId" });
  const result = creditSchema(todayInSouthAfrica()).safeParse(input);
  if (!result.success) refusal(result.error.issues);
  return transaction(async (tx) => {
    // The price and farmer's share in force now, kept with the credit (decision 0146).
    const terms = await creditTermsInForce(organisation.id, tx);
    const row = await creditsModel.insertIssuedCredit(
      organisation.id,
      { ...result.data, ...terms, recordedBy: actor.userId, recordedByLabel: actor.label },
      tx,
    );
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "issuedCredit.record",
        entityType: "issuedCredit",
        entityId: row.id,
        changes: {
          companyId: organisation.id,
          ...result.data,
          ...terms,
          reason: result.data.note,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

/** Voids a record with a reason (never deletes it); audited. 404 unknown, 409 already void. */
export async function voidCredits(actor: Actor, creditId: string, input: unknown) {
  const existing = await creditsModel.findIssuedCreditById(creditId);
  if (!existing) throw new Refusal(404, CREDIT_MESSAGES.notFound);
  const result = voidSchema.safeParse(input);
  if (!result.success) refusal(result.error.issues);
  if (existing.voidedAt) throw new Refusal(409, CREDIT_MESSAGES.alreadyVoid);
  return transaction(async (tx) => {
    const row = await creditsModel.voidIssuedCredit(
      existing.organisationId,
      existing.id,
      actor.userId,
      result.data.reason,
      tx,
    );
    if (!row) throw new Refusal(409, CREDIT_MESSAGES.alreadyVoid);
    await recordAudit(
      {
        actorUserId: actor.userId,
        actorLabel: actor.label,
        action: "issuedCredit.void",
        entityType: "issuedCredit",
        entityId: row.id,
        changes: {
          companyId: row.organisationId,
          season: row.season,
          tonnesCo2e: row.tonnesCo2e,
          reason: result.data.reason,
        },
        requestId: actor.requestId ?? null,
      },
      tx,
    );
    return row;
  });
}

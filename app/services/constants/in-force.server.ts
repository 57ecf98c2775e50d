// The one way a calculation reads its constants (issue 32; decision 0146): the version of each
// set in force, for an organisation the version it is on (its pin, else the latest until its
// first calculation pins one), for the public checker the latest published. Every reader of a
// constant (eLSU and frame sizes on the herd and livestock pages, the analysis, the calculator,
// the earnings checker, the dashboard) comes through here; nothing reads a built-in table. Read
// in one statement, once per request (the model's readOnce).
import { findConstantsInForce } from "~/models/constants.server";
import type { Executor } from "~/models/transaction.server";
import { CONSTANT_TYPES, NO_SUCH_CONSTANTS_VERSION, type ConstantType } from "~/shared/constants";
import { Refusal } from "~/services/kit/refusal";
import {
  livestockFactorTable,
  requireConstant,
  sizeClassesKg,
  type ConstantValues,
  type LivestockUnitFactorTable,
  type SizeClassesKg,
} from "./sets";

export interface ConstantsInForce {
  /** The stamp of a result: the version of each set it was computed with. */
  versions: Record<ConstantType, number>;
  values: Record<ConstantType, ConstantValues>;
}

/**
 * The constants in force for `organisationId` (null: the latest, the public checker's). Pins
 * nothing. Pass a transaction to read inside it (the calculator's, after pinning).
 */
export async function constantsInForce(
  organisationId: string | null,
  executor?: Executor,
): Promise<ConstantsInForce> {
  const rows = await findConstantsInForce(organisationId, executor);
  const versions = {} as Record<ConstantType, number>;
  const values = {} as Record<ConstantType, ConstantValues>;
  for (const type of CONSTANT_TYPES) {
    const row = rows[type];
    if (!row) throw new Refusal(404, NO_SUCH_CONSTANTS_VERSION);
    versions[type] = row.version;
    values[type] = row.values;
  }
  return { versions, values };
}

export interface LivestockInForce {
  version: number;
  /** spec §9's livestock-unit factors of the version in force. */
  factors: LivestockUnitFactorTable;
  /** spec §9's size classes of the version in force, for the frame-size labels. */
  sizeClasses: SizeClassesKg;
}

/** The livestock set in force for the organisation: its eLSU factors and size classes. */
export async function livestockInForce(organisationId: string | null): Promise<LivestockInForce> {
  const constants = await constantsInForce(organisationId);
  return {
    version: constants.versions.livestock,
    factors: livestockFactorTable(constants.values.livestock),
    sizeClasses: sizeClassesKg(constants.values.livestock),
  };
}

export interface CreditTerms {
  carbonPriceZarPerTco2e: number;
  farmerShare: number;
}

/**
 * The carbon price and farmer's share in force for the organisation: what a credit issued now
 * records (decision 0146). Pass the recording transaction.
 */
export async function creditTermsInForce(
  organisationId: string,
  executor?: Executor,
): Promise<CreditTerms> {
  const credits = (await constantsInForce(organisationId, executor)).values.credits;
  return {
    carbonPriceZarPerTco2e: requireConstant(credits, "carbonPriceZarPerTco2e"),
    farmerShare: requireConstant(credits, "farmerShare"),
  };
}

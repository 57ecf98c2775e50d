// Issued credits (issue 17 'credits issued per organisation are recorded by admins'; decision
// 0092): the rules of a record and of its void, and the totals the pages and the API show (the
// schemas the services check are in credits-schema.ts). Pure: no I/O, no framework, no zod.
import { round, seasonLabel } from "~/services/kit/format";

export const CREDIT_LIMITS = {
  /** Seasons from 2000/2001 to 2099/2100 (the stored offset). */
  season: { min: 0, max: 99 },
  /** Tonnes CO₂e of one issuance: above 0, at most ten million. */
  tonnes: { max: 10_000_000 },
  registry: 100,
  serialRange: 200,
  note: { min: 5, max: 1000 },
  reason: { min: 5, max: 500 },
  earliest: "2000-01-01",
} as const;

export const CREDIT_MESSAGES = {
  season: "Choose the season the credits are for.",
  tonnes: `Enter the tonnes of CO₂e issued: a number above 0 and at most ${CREDIT_LIMITS.tonnes.max.toLocaleString("en-ZA")}.`,
  issuedOn: "Enter the date the registry issued the credits, such as 2026-06-30.",
  issuedOnFuture: "The issue date cannot be in the future.",
  registry: `Name the registry, such as Verra (at most ${CREDIT_LIMITS.registry} characters).`,
  serialRange: `At most ${CREDIT_LIMITS.serialRange} characters.`,
  note: `Say why these credits are recorded (${CREDIT_LIMITS.note.min} to ${CREDIT_LIMITS.note.max} characters).`,
  reason: `Say why the record is voided (${CREDIT_LIMITS.reason.min} to ${CREDIT_LIMITS.reason.max} characters).`,
  companyId: "Choose the organisation the credits were issued to.",
  notFound: "Issued credit not found",
  alreadyVoid: "These credits were already voided.",
  organisationNotFound: "Organisation not found",
} as const;

export interface CreditValues {
  season: number;
  tonnesCo2e: number;
  /** YYYY-MM-DD */
  issuedOn: string;
  registry: string;
  serialRange: string | null;
  note: string;
}

/** The seasons an admin may record credits for: the current one and the ten before it, newest first. */
export function creditSeasonOptions(current: number) {
  return Array.from({ length: 11 }, (_, i) => current - i)
    .filter((s) => s >= CREDIT_LIMITS.season.min)
    .map((season) => ({ value: String(season), label: seasonLabel(season) }));
}

export interface CreditLike {
  season: number;
  tonnesCo2e: number;
  voidedAt: Date | string | null;
}

/** Tonnes issued per season (voided records left out), seasons in order; 2 decimals. */
export function tonnesBySeason(
  credits: readonly CreditLike[],
): { season: number; tonnes: number }[] {
  const totals = new Map<number, number>();
  for (const credit of credits) {
    if (credit.voidedAt) continue;
    totals.set(credit.season, (totals.get(credit.season) ?? 0) + credit.tonnesCo2e);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, tonnes]) => ({ season, tonnes: round(tonnes, 2) }));
}

/** Every tonne issued and not voided; 2 decimals. */
export function totalTonnesIssued(credits: readonly CreditLike[]): number {
  return round(
    credits.reduce((sum, c) => (c.voidedAt ? sum : sum + c.tonnesCo2e), 0),
    2,
  );
}

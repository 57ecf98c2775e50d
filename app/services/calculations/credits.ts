// Issued credits (issue 17 'credits issued per organisation are recorded by admins'; decision
// 0092): the rules of a record and of its void, and the totals the pages and the API show.
// Pure: no I/O, no framework.
import { z } from "zod";
import { round, seasonLabel } from "~/services/kit/format";
import { unstorableTextReason } from "~/shared/text";
import { isIsoDate } from "./samples";
import { multiLineText, singleLineText } from "~/services/kit/forms/text-schema";

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

/** Text of `min` to `max` characters: one line, or (`multiLine`) several (issue 28). */
const requiredText = (min: number, max: number, message: string, multiLine = false) =>
  (multiLine ? multiLineText({ message }) : singleLineText({ message }))
    .transform((value) => value.trim())
    .refine((value) => value.length >= min && value.length <= max, message)
    .superRefine(storable);

function storable(value: string | null, ctx: z.RefinementCtx) {
  const reason = value === null ? null : unstorableTextReason(value);
  if (reason) ctx.addIssue({ code: z.ZodIssueCode.custom, message: reason });
}

/** A record's values (the API's body; the page's form reaches the same checks). */
export function creditSchema(today: string) {
  return z.object({
    season: z
      .number({ message: CREDIT_MESSAGES.season })
      .int(CREDIT_MESSAGES.season)
      .min(CREDIT_LIMITS.season.min, CREDIT_MESSAGES.season)
      .max(CREDIT_LIMITS.season.max, CREDIT_MESSAGES.season),
    tonnesCo2e: z
      .number({ message: CREDIT_MESSAGES.tonnes })
      .gt(0, CREDIT_MESSAGES.tonnes)
      .max(CREDIT_LIMITS.tonnes.max, CREDIT_MESSAGES.tonnes),
    issuedOn: singleLineText({ message: CREDIT_MESSAGES.issuedOn }).superRefine((value, ctx) => {
      if (!isIsoDate(value) || value < CREDIT_LIMITS.earliest) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: CREDIT_MESSAGES.issuedOn });
      } else if (value > today) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: CREDIT_MESSAGES.issuedOnFuture });
      }
    }),
    registry: requiredText(1, CREDIT_LIMITS.registry, CREDIT_MESSAGES.registry),
    serialRange: z
      .union([singleLineText(), z.null()], { message: CREDIT_MESSAGES.serialRange })
      .optional()
      .transform((value) =>
        typeof value === "string" && value.trim() !== "" ? value.trim() : null,
      )
      .refine(
        (value) => value === null || value.length <= CREDIT_LIMITS.serialRange,
        CREDIT_MESSAGES.serialRange,
      )
      .superRefine(storable),
    note: requiredText(CREDIT_LIMITS.note.min, CREDIT_LIMITS.note.max, CREDIT_MESSAGES.note, true),
  }) satisfies z.ZodType<CreditValues, z.ZodTypeDef, unknown>;
}

export const voidSchema = z.object({
  reason: requiredText(
    CREDIT_LIMITS.reason.min,
    CREDIT_LIMITS.reason.max,
    CREDIT_MESSAGES.reason,
    true,
  ),
});

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

// How long Veld keeps what (POPIA s14: 'no longer than is necessary for achieving the purpose').
// Each period is the one the privacy policy states (app/content/privacy-policy.tsx, 'How long we
// keep it'); where the policy named none, decision 0110 chose one and the policy now states it.
// A change here is a change of the policy: change both, and the table test beside this file.
import { DAY_MS } from "~/shared/time";

/** Calendar months later, clamped to the month's last day (31 March + 1 month = 30 April). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The moment `months` calendar months before `now`: a record older than it is past its period. */
export function cutoff(now: Date, months: number): Date {
  return addMonths(now, -months);
}

export const RETENTION = {
  /** Policy: 'Job applications … 12 months after the position closes, then deleted.' */
  jobApplicationMonths: 12,
  /** Policy: 'If you agree that we keep your application for future positions, up to 24 months.' */
  jobApplicationFutureMonths: 24,
  /** Policy: 'Copies of e-mails in our outbox: 12 months after sending.' */
  outboxBodyMonths: 12,
  /**
   * Policy (decision 0110): the details of the record of changes (the values before and after)
   * 24 months after the change; who changed what and when stays as long as the record.
   */
  auditDetailMonths: 24,
  /**
   * Policy (decision 0110): seven years for the details of changes to contract, field, credit and
   * payment records (Companies Act 71 of 2008 s24: company records seven years; Tax
   * Administration Act 28 of 2011 s29: five years from the return).
   */
  auditDetailLegalMonths: 84,
} as const;

/**
 * Audit entries about these records keep their details for `auditDetailLegalMonths`: the
 * organisation (contract sent and signed, bank details), its signatories, fields and their
 * signoff, submissions and evidence decisions (the credits rest on them), practice-data
 * overrides, the calculation constants, and issued credits.
 */
export const LEGAL_AUDIT_ENTITY_TYPES = [
  "organisation",
  "signatory",
  "field",
  "submission",
  "submission_item",
  "evidence_item",
  "pd_override",
  "constants",
  "issued_credit",
] as const;

export interface ApplicationForRetention {
  applicationDate: Date;
  status: string;
  interviewStatus: string | null;
  posting: { closingDate: Date | null; status: string; updatedAt: Date };
}

/**
 * When a job application is past its period, or null when it is never removed by the schedule.
 *
 * - Policy: 'If you are employed, your application becomes part of your employee file': an
 *   accepted offer (interview status jobOfferAccepted) is moved there by people, not removed here.
 * - 'After the position closes': the closing date; a posting without one closes when it is
 *   disabled (its last update); a posting still open without a closing date is treated as closed
 *   for this application on the day it was sent, so nobody's CV waits for a posting left open.
 * - Status `future` is the spec's 'keep for future positions': 24 months.
 */
export function applicationRetainedUntil(application: ApplicationForRetention): Date | null {
  if (application.interviewStatus === "jobOfferAccepted") return null;
  const { posting } = application;
  const closed =
    posting.closingDate ?? (posting.status === "active" ? null : posting.updatedAt) ?? null;
  const from =
    closed && closed.getTime() > application.applicationDate.getTime()
      ? closed
      : application.applicationDate;
  const months =
    application.status === "future"
      ? RETENTION.jobApplicationFutureMonths
      : RETENTION.jobApplicationMonths;
  return addMonths(from, months);
}

export function isApplicationPastRetention(application: ApplicationForRetention, now: Date) {
  const until = applicationRetainedUntil(application);
  return until !== null && until.getTime() <= now.getTime();
}

/** The earliest application date an application past its period can have (a pre-filter). */
export function applicationCandidateCutoff(now: Date): Date {
  return cutoff(now, RETENTION.jobApplicationMonths);
}

/** The audit cut-offs: entries created before them lose their details. */
export function auditDetailCutoffs(now: Date) {
  return {
    general: cutoff(now, RETENTION.auditDetailMonths),
    legal: cutoff(now, RETENTION.auditDetailLegalMonths),
  };
}

// ---- Scheduling ----

/** The retention jobs run once a day; an instance claims a day's run (decision 0110). */
export const RETENTION_INTERVAL_MS = DAY_MS;
/** The first run after a start: late enough not to slow the start, soon enough to be seen. */
export const RETENTION_FIRST_DELAY_MS = 5 * 60_000;
/**
 * A run is claimed if none started in the last 20 hours: instances that started at different
 * times each try daily, and one of them wins each day. 20, not 24, so a day's run is not skipped
 * because the previous one started a little later in the day.
 */
export const RETENTION_MIN_GAP_MS = 20 * 60 * 60_000;
/** A claim older than this is a run that died with its instance: another may take over. */
export const RETENTION_LEASE_MS = 60 * 60_000;

export interface ScheduledRunState {
  /** Set while a run holds the claim; cleared when it finishes. */
  lockedUntil: Date | null;
  lastStartedAt: Date;
}

/**
 * May an instance start a run now? Not while another holds an unexpired claim; yes when the last
 * run started `minGapMs` ago, or when it never finished and its lease has passed (it died with
 * its instance). The model's upsert is this rule in SQL; tests pin both.
 */
export function mayClaimRun(state: ScheduledRunState | null, now: Date, minGapMs: number) {
  if (!state) return true;
  if (state.lockedUntil) return state.lockedUntil.getTime() <= now.getTime();
  return state.lastStartedAt.getTime() <= now.getTime() - minGapMs;
}

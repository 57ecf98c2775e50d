// Project management's rules (issue 16 '/admin/journey/projectManage'; decision 0082): for an
// organisation on a journey step (spec §4 'Journey steps'), who the journey waits on (the farmer
// or the programme, or nobody once it is declined or the season reviewed), what is to be done
// next, and since when it has waited: the best timestamp there is for that step (the table in
// decision 0082). Pure: no I/O, no framework imports.
import {
  currentStep,
  journeyStatus,
  nextAction,
  STEP_LABELS,
  type JourneyProgress,
  type JourneyStep,
} from "~/services/journey/steps";
import type { SubmissionStatus } from "~/shared/review";
import { DAY_MS } from "~/shared/time";

export const WAITS_ON = ["programme", "farmer", "nobody"] as const;
export type WaitsOn = (typeof WAITS_ON)[number];

export const WAITS_ON_LABELS: Record<WaitsOn, string> = {
  programme: "The programme",
  farmer: "The farmer",
  nobody: "Nobody",
};

/** The timestamps the waiting time is read from (app/models/project-management.server.ts). */
export interface ProjectTimes {
  createdAt: Date;
  firstInterestAt: Date | null;
  eligibilitySubmittedAt: Date | null;
  eligibilityDecidedAt: Date | null;
  viabilitySubmittedAt: Date | null;
  viabilityDecidedAt: Date | null;
  detailsChangedAt: Date | null;
  contractSentAt: Date | null;
  signedContractUploadedAt: Date | null;
  contractSignedAt: Date | null;
  fieldsSubmittedAt: Date | null;
  fieldsCompleteAt: Date | null;
  firstPlanSubmittedAt: Date | null;
  practiceDataSubmittedAt: Date | null;
  reviewWaitingSince: Date | null;
  latestSubmissionStatus: SubmissionStatus | null;
  latestSubmissionDecidedAt: Date | null;
}

export interface Waiting {
  step: JourneyStep;
  waitsOn: WaitsOn;
  /** What is to be done next, in the admin's words. */
  action: string;
  /** Since when; null when no timestamp records it (older records). */
  since: Date | null;
  /** Which event `since` is, in words ('eligibility answers submitted'). */
  sinceEvent: string;
}

/** The later of two times; a missing one does not count. */
export function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/** The farmer's next action (steps.ts nextAction) as the admin reads it: 'Farmer: add their …'. */
const farmerAction = (p: JourneyProgress, fallback: string) => {
  const label = nextAction(p).label.replace(/\byour\b/g, "their");
  return label ? `Farmer: ${label.charAt(0).toLowerCase()}${label.slice(1)}` : fallback;
};

/** Who the organisation's journey waits on, for what, and since when (decision 0082's table). */
export function projectWaiting(p: JourneyProgress, t: ProjectTimes): Waiting {
  const step = currentStep(p);
  const status = journeyStatus(p);
  const at = (waitsOn: WaitsOn, action: string, since: Date | null, sinceEvent: string) => ({
    step,
    waitsOn,
    action,
    since,
    sinceEvent,
  });
  // A season waiting for review waits on the programme, whatever else is open.
  if (t.reviewWaitingSince) {
    return at(
      "programme",
      "Review the submission",
      t.reviewWaitingSince,
      "submission waiting for review",
    );
  }
  if (status.kind === "declined") {
    const decided =
      status.decision === "eligibility" ? t.eligibilityDecidedAt : t.viabilityDecidedAt;
    return at(
      "nobody",
      `Declined at ${status.decision}: nothing to do unless it is reopened`,
      decided,
      `${status.decision} declined`,
    );
  }
  if (step === "EVIDENCE" || step === "AWAIT_FEEDBACK") {
    if (t.latestSubmissionStatus === "CHANGES_REQUESTED") {
      return at(
        "farmer",
        "Farmer: fix the items that need changes and resubmit",
        t.latestSubmissionDecidedAt,
        "changes requested",
      );
    }
    if (t.latestSubmissionStatus === "ACCEPTED" || t.latestSubmissionStatus === "REJECTED") {
      return at(
        "nobody",
        "Season reviewed: nothing to do until the next season",
        t.latestSubmissionDecidedAt,
        "season reviewed",
      );
    }
  }
  switch (step) {
    case "SIGN_UP":
    case "N_A":
      return at(
        "farmer",
        farmerAction(p, "Farmer: start the journey"),
        t.createdAt,
        "organisation created",
      );
    case "ELIGIBILITY":
      return p.eligibilitySubmitted
        ? at(
            "programme",
            "Decide eligibility",
            t.eligibilitySubmittedAt,
            "eligibility answers submitted",
          )
        : at(
            "farmer",
            farmerAction(p, ""),
            t.firstInterestAt ?? t.createdAt,
            t.firstInterestAt ? "interest expressed" : "organisation created",
          );
    case "VIABILITY":
      return p.viabilitySubmitted
        ? at("programme", "Decide viability", t.viabilitySubmittedAt, "viability answers submitted")
        : at("farmer", farmerAction(p, ""), t.eligibilityDecidedAt, "eligibility accepted");
    case "CONTRACTING_DETAILS":
    case "CONTRACTING_SIGS":
    case "CONTRACTING_BOUNDS":
    case "CONTRACTING_FARM":
    case "CONTRACTING_LOCATION":
      return at(
        "farmer",
        farmerAction(p, ""),
        later(t.viabilityDecidedAt, t.detailsChangedAt),
        "viability accepted or the details last changed",
      );
    case "CONTRACT":
      return at(
        "programme",
        p.hasContract
          ? "Send the contract (uploaded, not marked sent)"
          : "Prepare and send the contract",
        later(t.viabilityDecidedAt, t.detailsChangedAt),
        "contracting details last changed",
      );
    case "CONTRACT_SENT":
      return p.signedContractReturned
        ? at(
            "programme",
            "Confirm the signed contract",
            t.signedContractUploadedAt,
            "signed contract uploaded",
          )
        : at("farmer", farmerAction(p, ""), t.contractSentAt, "contract sent");
    case "MAP_FIELDS":
      return p.fieldsSubmitted
        ? at("programme", "Confirm the fields", t.fieldsSubmittedAt, "fields submitted")
        : at("farmer", farmerAction(p, ""), t.contractSignedAt, "signed contract confirmed");
    case "IMPLEMENTATION_PLAN":
      return at("farmer", farmerAction(p, ""), t.fieldsCompleteAt, "fields confirmed");
    case "PRACTICE_DATA":
      return at(
        "farmer",
        farmerAction(p, ""),
        t.firstPlanSubmittedAt,
        "implementation plan submitted",
      );
    case "EVIDENCE":
      return at(
        "farmer",
        farmerAction(p, ""),
        t.practiceDataSubmittedAt,
        "practice data submitted",
      );
    case "AWAIT_FEEDBACK":
      return at(
        "programme",
        "Review the submission",
        t.practiceDataSubmittedAt,
        "practice data submitted",
      );
  }
}

/** Whole days waited (0 for less than a day, and for a time in the future). */
export function daysWaiting(since: Date | null, now: Date): number | null {
  if (!since) return null;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** How long, in words: 'waiting 12 days'. */
export function waitingText(waitsOn: WaitsOn, days: number | null): string {
  if (waitsOn === "nobody")
    return days === null
      ? "Not waiting"
      : `Not waiting (for ${days === 1 ? "1 day" : `${days} days`})`;
  if (days === null) return "Waiting, since when is not recorded";
  if (days === 0) return "Waiting less than a day";
  return days === 1 ? "Waiting 1 day" : `Waiting ${days} days`;
}

/**
 * Oldest waiting first: every organisation that waits on someone, by how long (those whose start
 * is not recorded after them), then the ones that wait on nobody; the name breaks ties.
 */
export function compareWaiting(
  a: { waitsOn: WaitsOn; since: Date | null; name: string },
  b: { waitsOn: WaitsOn; since: Date | null; name: string },
): number {
  const rank = (w: { waitsOn: WaitsOn; since: Date | null }) =>
    w.waitsOn === "nobody" ? 2 : w.since ? 0 : 1;
  return (
    rank(a) - rank(b) ||
    (a.since && b.since ? a.since.getTime() - b.since.getTime() : 0) ||
    a.name.localeCompare(b.name, "en-ZA")
  );
}

/** The value of ?admin= meaning 'assigned to nobody'. */
export const NOBODY_ASSIGNED = "none";

export interface ProjectFilters {
  step: JourneyStep | null;
  /** An admin's id, NOBODY_ASSIGNED, or null for everyone. */
  admin: string | null;
  waitsOn: WaitsOn | null;
}

/** Whether a row passes the filters; `ignoreStep` for the per-step counts. */
export function matchesFilters(
  row: { step: JourneyStep; waitsOn: WaitsOn; assignedAdminId: string | null },
  filters: ProjectFilters,
  ignoreStep = false,
): boolean {
  if (!ignoreStep && filters.step && row.step !== filters.step) return false;
  if (filters.waitsOn && row.waitsOn !== filters.waitsOn) return false;
  if (filters.admin === NOBODY_ASSIGNED) return row.assignedAdminId === null;
  if (filters.admin) return row.assignedAdminId === filters.admin;
  return true;
}

export { STEP_LABELS };

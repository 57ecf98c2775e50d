// An organisation's journey progress read from its records, and the journey state built on it
// with the pure rules of app/services/journey/steps.ts. A missing organisation_details row
// means all defaults (brief: nulls/false).
import { listJourneyRecords } from "~/models/organisation-details.server";
import {
  currentStep,
  EMPTY_PROGRESS,
  journeyStatus,
  journeyStepStates,
  nextAction,
  type JourneyProgress,
  type JourneyStatus,
  type JourneyStep,
  type JourneyStepState,
  type NextAction,
} from "~/services/journey/steps";
import { isLegalEntityComplete } from "~/services/organisations/rules";

/** The progress of several organisations at once (the admin dashboard), keyed by id. */
export async function loadJourneyProgressMany(
  organisationIds: readonly string[],
): Promise<Map<string, JourneyProgress>> {
  const result = new Map<string, JourneyProgress>();
  for (const row of await listJourneyRecords(organisationIds)) {
    result.set(row.id, {
      ...EMPTY_PROGRESS,
      eligibility: row.eligibility,
      viability: row.viability,
      eligibilityDeclineReason: row.eligibilityDeclineReason,
      viabilityDeclineReason: row.viabilityDeclineReason,
      farmsComplete: row.farmsComplete,
      contractSent: row.contractSent,
      fieldsComplete: row.fieldsComplete,
      expressedInterest: row.expressInterestCount > 0,
      eligibilitySubmitted: row.eligibilitySubmitted,
      viabilitySubmitted: row.viabilitySubmitted,
      // The legal entity counts once the contract can name it (decision 0054).
      hasLegalEntity: isLegalEntityComplete(row),
      signatoryCount: row.signatoryCount,
      farmCount: row.farmCount,
      farmsWithBoundary: row.farmsWithBoundary,
      farmsWithErf: row.farmsWithErf,
      farmsWithLocation: row.farmsWithLocation,
      hasContract: !!row.contractFileId,
      signedContractReturned: !!row.signedContractFileId,
      contractSigned: row.contractSigned,
      fieldsSubmitted: row.fieldsSubmitted,
      implementationPlanSubmitted: row.implementationPlanSubmitted,
      practiceDataSubmitted: row.practiceDataSubmitted,
      evidenceSubmitted: row.evidenceSubmitted,
    });
  }
  return result;
}

/** One organisation's progress; an unknown organisation has the defaults. */
export async function loadJourneyProgress(organisationId: string): Promise<JourneyProgress> {
  const many = await loadJourneyProgressMany([organisationId]);
  return many.get(organisationId) ?? { ...EMPTY_PROGRESS };
}

export interface JourneyState {
  progress: JourneyProgress;
  step: JourneyStep;
  status: JourneyStatus;
  steps: JourneyStepState[];
  next: NextAction;
}

/** Everything a journey page needs. `basePath` is '/profile' or '/admin/userView'. */
export function journeyStateOf(progress: JourneyProgress, basePath = "/profile"): JourneyState {
  return {
    progress,
    step: currentStep(progress),
    status: journeyStatus(progress),
    steps: journeyStepStates(progress, basePath),
    next: nextAction(progress, basePath),
  };
}

export async function loadJourneyState(
  organisationId: string,
  basePath = "/profile",
): Promise<JourneyState> {
  return journeyStateOf(await loadJourneyProgress(organisationId), basePath);
}

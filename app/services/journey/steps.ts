// The journey steps (spec §4 'Journey steps') and the rules of which step an organisation is on
// and which steps it may open. Pure: no I/O, no framework imports (used by routes, components,
// the API and tests). The transitions are not in the spec: docs/decisions/0035-journey-transitions.md.
import { currentOperator, type Operator } from "~/shared/operator";

/** spec §4 'Journey steps', in order. */
export const JOURNEY_STEPS = [
  "SIGN_UP",
  "N_A",
  "ELIGIBILITY",
  "VIABILITY",
  "CONTRACTING_DETAILS",
  "CONTRACTING_SIGS",
  "CONTRACTING_BOUNDS",
  "CONTRACTING_FARM",
  "CONTRACTING_LOCATION",
  "CONTRACT",
  "CONTRACT_SENT",
  "MAP_FIELDS",
  "IMPLEMENTATION_PLAN",
  "PRACTICE_DATA",
  "EVIDENCE",
  "AWAIT_FEEDBACK",
] as const;

export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** spec §4: 'Each has a numeric ordering.' SIGN_UP is 0, AWAIT_FEEDBACK 15. */
export const STEP_ORDER = Object.fromEntries(JOURNEY_STEPS.map((step, i) => [step, i])) as Record<
  JourneyStep,
  number
>;

export function isJourneyStep(value: unknown): value is JourneyStep {
  return typeof value === "string" && (JOURNEY_STEPS as readonly string[]).includes(value);
}

export const STEP_LABELS: Record<JourneyStep, string> = {
  SIGN_UP: "Create your profile",
  N_A: "Express interest",
  ELIGIBILITY: "Eligibility",
  VIABILITY: "Viability",
  CONTRACTING_DETAILS: "Legal entity",
  CONTRACTING_SIGS: "Signatories",
  CONTRACTING_BOUNDS: "Farm boundaries",
  CONTRACTING_FARM: "ERF / title-deed numbers",
  CONTRACTING_LOCATION: "Farm locations",
  CONTRACT: "Contract",
  CONTRACT_SENT: "Contract sent",
  MAP_FIELDS: "Map fields",
  IMPLEMENTATION_PLAN: "Implementation plan",
  PRACTICE_DATA: "Practice data",
  EVIDENCE: "Evidence",
  AWAIT_FEEDBACK: "Feedback",
};

/** The journey pages (spec §2 '/profile' journey children), under /profile/journey. */
export const JOURNEY_ROUTES = [
  "eligibility",
  "viability",
  "details",
  "contract",
  "map_fields",
  "implementation",
  "practice_data",
  "evidence",
  "complete",
] as const;
export type JourneyRoute = (typeof JOURNEY_ROUTES)[number];

/** The page each step is done on: a path below the profile base ('/profile' or userView). */
export const STEP_PATHS: Record<JourneyStep, string> = {
  SIGN_UP: "/signup",
  N_A: "/journey_start",
  ELIGIBILITY: "/journey/eligibility",
  VIABILITY: "/journey/viability",
  CONTRACTING_DETAILS: "/journey/details",
  CONTRACTING_SIGS: "/journey/details",
  CONTRACTING_BOUNDS: "/journey/details",
  CONTRACTING_FARM: "/journey/details",
  CONTRACTING_LOCATION: "/journey/details",
  CONTRACT: "/journey/contract",
  CONTRACT_SENT: "/journey/contract",
  MAP_FIELDS: "/journey/map_fields",
  IMPLEMENTATION_PLAN: "/journey/implementation",
  PRACTICE_DATA: "/journey/practice_data",
  EVIDENCE: "/journey/evidence",
  AWAIT_FEEDBACK: "/journey/complete",
};

/** The step whose access decides whether a journey page may open (its first step). */
export const ROUTE_STEP: Record<JourneyRoute, JourneyStep> = {
  eligibility: "ELIGIBILITY",
  viability: "VIABILITY",
  details: "CONTRACTING_DETAILS",
  contract: "CONTRACT",
  map_fields: "MAP_FIELDS",
  implementation: "IMPLEMENTATION_PLAN",
  practice_data: "PRACTICE_DATA",
  evidence: "EVIDENCE",
  complete: "AWAIT_FEEDBACK",
};

export const ROUTE_LABELS: Record<JourneyRoute, string> = {
  eligibility: "Eligibility",
  viability: "Viability",
  details: "Contracting details",
  contract: "Contract",
  map_fields: "Map fields",
  implementation: "Implementation plan",
  practice_data: "Practice data",
  evidence: "Evidence",
  complete: "Feedback",
};

export function stepHref(step: JourneyStep, basePath = "/profile"): string {
  return `${basePath}${STEP_PATHS[step]}`;
}

/**
 * What an organisation's journey progress is made of: the company progress flags (spec §3
 * 'Company progress steps') plus facts read from its records.
 */
export interface JourneyProgress {
  // spec §3 'Company progress steps'. eligibility/viability: null = not decided yet.
  eligibility: boolean | null;
  viability: boolean | null;
  /** Why an admin declined, shown to the farmer (decision 0066); null when not declined. */
  eligibilityDeclineReason?: string | null;
  viabilityDeclineReason?: string | null;
  farmsComplete: boolean;
  contractSent: boolean;
  fieldsComplete: boolean;
  // Facts.
  expressedInterest: boolean;
  eligibilitySubmitted: boolean;
  viabilitySubmitted: boolean;
  hasLegalEntity: boolean;
  signatoryCount: number;
  farmCount: number;
  farmsWithBoundary: number;
  farmsWithErf: number;
  farmsWithLocation: number;
  /** The contract PDF has been uploaded by an admin. */
  hasContract: boolean;
  /** A member uploaded the signed contract (decision 0070); an admin's confirmation signs it. */
  signedContractReturned?: boolean;
  /** An admin confirmed the signed contract: MAP_FIELDS opens (decision 0070). */
  contractSigned?: boolean;
  /** The farmer submitted the fields; an admin's confirmation sets fieldsComplete. */
  fieldsSubmitted?: boolean;
  // Later steps: no records for these yet (later issues); false until then.
  implementationPlanSubmitted?: boolean;
  practiceDataSubmitted?: boolean;
  evidenceSubmitted?: boolean;
}

/** A new organisation's progress (a missing organisation_details row means these defaults). */
export const EMPTY_PROGRESS: JourneyProgress = {
  eligibility: null,
  viability: null,
  eligibilityDeclineReason: null,
  viabilityDeclineReason: null,
  farmsComplete: false,
  contractSent: false,
  fieldsComplete: false,
  expressedInterest: false,
  eligibilitySubmitted: false,
  viabilitySubmitted: false,
  hasLegalEntity: false,
  signatoryCount: 0,
  farmCount: 0,
  farmsWithBoundary: 0,
  farmsWithErf: 0,
  farmsWithLocation: 0,
  hasContract: false,
  signedContractReturned: false,
  contractSigned: false,
  fieldsSubmitted: false,
  implementationPlanSubmitted: false,
  practiceDataSubmitted: false,
  evidenceSubmitted: false,
};

const everyFarm = (p: JourneyProgress, count: number) => p.farmCount > 0 && count >= p.farmCount;

/**
 * Whether a step is done. An admin's decision is authoritative: eligibility/viability true
 * completes the step whatever the form says, and farmsComplete (an admin confirming the farms)
 * completes every contracting-details step.
 */
export function isStepDone(p: JourneyProgress, step: JourneyStep): boolean {
  switch (step) {
    case "SIGN_UP":
      return true; // an organisation exists only after sign-up
    case "N_A":
      return p.expressedInterest || p.eligibilitySubmitted || p.eligibility !== null;
    case "ELIGIBILITY":
      return p.eligibility === true;
    case "VIABILITY":
      return p.viability === true;
    case "CONTRACTING_DETAILS":
      return p.farmsComplete || p.hasLegalEntity;
    case "CONTRACTING_SIGS":
      return p.farmsComplete || p.signatoryCount > 0;
    case "CONTRACTING_BOUNDS":
      return p.farmsComplete || everyFarm(p, p.farmsWithBoundary);
    case "CONTRACTING_FARM":
      return p.farmsComplete || everyFarm(p, p.farmsWithErf);
    case "CONTRACTING_LOCATION":
      return p.farmsComplete || everyFarm(p, p.farmsWithLocation);
    case "CONTRACT":
      return p.contractSent;
    case "CONTRACT_SENT":
      return p.contractSigned === true;
    case "MAP_FIELDS":
      return p.fieldsComplete;
    case "IMPLEMENTATION_PLAN":
      return p.implementationPlanSubmitted === true;
    case "PRACTICE_DATA":
      return p.practiceDataSubmitted === true;
    case "EVIDENCE":
      return p.evidenceSubmitted === true;
    case "AWAIT_FEEDBACK":
      return false; // the last step: the programme's feedback
  }
}

/** The step the organisation is on: the first step in order that is not done. */
export function currentStep(p: JourneyProgress): JourneyStep {
  return JOURNEY_STEPS.find((step) => !isStepDone(p, step)) ?? "AWAIT_FEEDBACK";
}

const CONTRACTING_STEPS: readonly JourneyStep[] = [
  "CONTRACTING_DETAILS",
  "CONTRACTING_SIGS",
  "CONTRACTING_BOUNDS",
  "CONTRACTING_FARM",
  "CONTRACTING_LOCATION",
];

/** The kinds of JourneyStatus, for the API's JSON (the admin lists, partnershipInfo). */
export const JOURNEY_STATUS_KINDS = ["todo", "awaitingReview", "declined"] as const;

/** What is holding the journey: the farmer's turn, an admin's review, or a decision of 'no'. */
export type JourneyStatus =
  | { kind: "todo" }
  | { kind: "awaitingReview"; message: string }
  | {
      kind: "declined";
      /** The whole text: the decision, the admin's reason and how to reach us. */
      message: string;
      decision: "eligibility" | "viability";
      /** The decision alone (NOT_ELIGIBLE_MESSAGE / NOT_VIABLE_MESSAGE). */
      summary: string;
      /** The admin's reason, as typed (decision 0066); null for decisions made before it. */
      reason: string | null;
    };

export const NOT_ELIGIBLE_MESSAGE =
  "Your farm does not meet the programme's eligibility requirements, so the next steps are closed.";
export const NOT_VIABLE_MESSAGE =
  "Your farm is not viable for the programme at this time, so the next steps are closed.";
/**
 * How a declined farmer reaches us: the operator's contact details that the public pages use
 * (the OPERATOR_* settings, decision 0147), not a bare 'contact us' (issue 13, decision 0066).
 */
export function declineContact(operator: Operator = currentOperator()): string {
  const phone = operator.phone ? `, call us on ${operator.phone}` : "";
  return `If something has changed, or you would like to talk about this decision, e-mail us at ${operator.email}${phone} or write to us at ${operator.postalAddress}.`;
}

/** The farmer-facing text of a decline: the decision, our reason, then how to reach us. */
export function declinedMessage(
  decision: "eligibility" | "viability",
  reason: string | null | undefined,
): string {
  const summary = decision === "eligibility" ? NOT_ELIGIBLE_MESSAGE : NOT_VIABLE_MESSAGE;
  return [summary, reason ? `Our reason: ${reason}` : null, declineContact()]
    .filter(Boolean)
    .join(" ");
}

function declined(
  decision: "eligibility" | "viability",
  reason: string | null | undefined,
): JourneyStatus {
  return {
    kind: "declined",
    decision,
    summary: decision === "eligibility" ? NOT_ELIGIBLE_MESSAGE : NOT_VIABLE_MESSAGE,
    reason: reason ?? null,
    message: declinedMessage(decision, reason),
  };
}
export const ELIGIBILITY_REVIEW_MESSAGE =
  "Thank you: we are reviewing your eligibility answers and will e-mail you once we have decided.";
export const VIABILITY_REVIEW_MESSAGE =
  "Thank you: we are reviewing your viability answers and will e-mail you once we have decided.";
export const CONTRACT_PREPARING_MESSAGE =
  "Your contracting details are complete. We are checking your farms and preparing your contract, and will e-mail you when it is ready.";
export const CONTRACT_SENT_MESSAGE =
  "Your contract has been sent. Please read it, sign it and upload the signed copy on the Contract page. Mapping your fields opens once we have confirmed it.";
export const SIGNED_CONTRACT_REVIEW_MESSAGE =
  "Thank you: we have your signed contract and are checking it. Mapping your fields opens once we have confirmed it, and we will e-mail you then.";
export const FIELDS_REVIEW_MESSAGE =
  "Thank you: we are checking your fields. The implementation plan opens once we have confirmed them, and we will e-mail you then.";

export function journeyStatus(p: JourneyProgress): JourneyStatus {
  const step = currentStep(p);
  if (step === "ELIGIBILITY") {
    if (p.eligibility === false) return declined("eligibility", p.eligibilityDeclineReason);
    if (p.eligibilitySubmitted)
      return { kind: "awaitingReview", message: ELIGIBILITY_REVIEW_MESSAGE };
  }
  if (step === "VIABILITY") {
    if (p.viability === false) return declined("viability", p.viabilityDeclineReason);
    if (p.viabilitySubmitted) return { kind: "awaitingReview", message: VIABILITY_REVIEW_MESSAGE };
  }
  if (step === "CONTRACT") return { kind: "awaitingReview", message: CONTRACT_PREPARING_MESSAGE };
  if (step === "CONTRACT_SENT" && p.signedContractReturned)
    return { kind: "awaitingReview", message: SIGNED_CONTRACT_REVIEW_MESSAGE };
  if (step === "MAP_FIELDS" && p.fieldsSubmitted)
    return { kind: "awaitingReview", message: FIELDS_REVIEW_MESSAGE };
  return { kind: "todo" };
}

export type StepAccess = { open: true } | { open: false; reason: string };

/** Why a step ahead of the organisation's progress is closed, in words a farmer understands. */
function lockedReason(p: JourneyProgress, step: JourneyStep): string {
  const current = currentStep(p);
  const status = journeyStatus(p);
  if (status.kind === "declined") return status.message;
  if (current === "N_A") {
    return "Tell us about your farm on the 'Start your journey' page first: the eligibility check opens once you have expressed your interest.";
  }
  if (current === "ELIGIBILITY") {
    return p.eligibilitySubmitted
      ? "This step opens once we have reviewed your eligibility answers. We will e-mail you when we have decided."
      : "Complete and submit the eligibility check first.";
  }
  if (current === "VIABILITY") {
    return p.viabilitySubmitted
      ? "This step opens once we have reviewed your viability answers. We will e-mail you when we have decided."
      : "Complete and submit the viability questions first.";
  }
  if (CONTRACTING_STEPS.includes(current)) {
    return "Complete your contracting details first: the legal entity, at least one signatory, and each farm's boundary, ERF / title-deed numbers and location.";
  }
  if (current === "CONTRACT") {
    return step === "CONTRACT_SENT"
      ? "We are preparing your contract. This step opens when we send it to you."
      : "This step opens once we have sent you the contract and received it back signed.";
  }
  if (current === "CONTRACT_SENT") {
    return p.signedContractReturned
      ? "This step opens once we have confirmed your signed contract. We will e-mail you then."
      : "This step opens once you have uploaded your signed contract on the Contract page and we have confirmed it.";
  }
  if (current === "MAP_FIELDS") {
    return p.fieldsSubmitted
      ? "This step opens once we have confirmed your fields. We will e-mail you then."
      : "Map your fields and submit them first.";
  }
  return `Finish the '${STEP_LABELS[current]}' step first.`;
}

/**
 * Whether the organisation may open a step's page. Steps up to the current one are open; the
 * contracting-details steps share one page, so they open together; every other step ahead of
 * the current one is locked with the reason.
 */
export function stepAccess(p: JourneyProgress, step: JourneyStep): StepAccess {
  const current = currentStep(p);
  if (STEP_ORDER[step] <= STEP_ORDER[current]) return { open: true };
  if (STEP_PATHS[step] === STEP_PATHS[current]) return { open: true };
  return { open: false, reason: lockedReason(p, step) };
}

export function routeAccess(p: JourneyProgress, route: JourneyRoute): StepAccess {
  return stepAccess(p, ROUTE_STEP[route]);
}

export interface NextAction {
  label: string;
  href: string;
}

const NEXT_LABELS: Record<JourneyStep, string> = {
  SIGN_UP: "Create your profile",
  N_A: "Start your journey",
  ELIGIBILITY: "Complete the eligibility check",
  VIABILITY: "Complete the viability questions",
  CONTRACTING_DETAILS: "Add your legal entity",
  CONTRACTING_SIGS: "Add a signatory",
  CONTRACTING_BOUNDS: "Add your farm boundaries",
  CONTRACTING_FARM: "Add your farms' ERF / title-deed numbers",
  CONTRACTING_LOCATION: "Add your farms' locations",
  CONTRACT: "See your contract status",
  CONTRACT_SENT: "Upload your signed contract",
  MAP_FIELDS: "Map your fields",
  IMPLEMENTATION_PLAN: "Make your implementation plan",
  PRACTICE_DATA: "Add your practice data",
  EVIDENCE: "Submit your evidence",
  AWAIT_FEEDBACK: "See your feedback",
};

/** The one thing to do next (or to look at while an admin decides). */
export function nextAction(p: JourneyProgress, basePath = "/profile"): NextAction {
  const step = currentStep(p);
  const status = journeyStatus(p);
  const href = stepHref(step, basePath);
  if (status.kind === "declined") return { label: "See the decision", href };
  if (status.kind === "awaitingReview" && (step === "ELIGIBILITY" || step === "VIABILITY")) {
    return { label: `See your submitted ${STEP_LABELS[step].toLowerCase()} answers`, href };
  }
  if (status.kind === "awaitingReview" && step === "CONTRACT_SENT")
    return { label: "View your contract", href };
  if (status.kind === "awaitingReview" && step === "MAP_FIELDS")
    return { label: "See your submitted fields", href };
  if (step === "CONTRACTING_DETAILS" && p.farmCount === 0 && !p.hasLegalEntity) {
    return { label: "Add your contracting details", href };
  }
  return { label: NEXT_LABELS[step], href };
}

export type StepStateName = "done" | "current" | "locked" | "open";

export interface JourneyStepState {
  step: JourneyStep;
  label: string;
  state: StepStateName;
  href?: string;
  reason?: string;
}

/** Every step with its state, for a progress bar or an overview. */
export function journeyStepStates(p: JourneyProgress, basePath = "/profile"): JourneyStepState[] {
  const current = STEP_ORDER[currentStep(p)];
  return JOURNEY_STEPS.map((step) => {
    const order = STEP_ORDER[step];
    const access = stepAccess(p, step);
    const base = { step, label: STEP_LABELS[step] };
    if (order < current) return { ...base, state: "done", href: stepHref(step, basePath) };
    if (order === current) return { ...base, state: "current", href: stepHref(step, basePath) };
    if (access.open) return { ...base, state: "open", href: stepHref(step, basePath) };
    return { ...base, state: "locked", reason: access.reason };
  });
}

/** The stages shown in the progress bar: one per page, from expressing interest to feedback. */
export const JOURNEY_STAGES: readonly { label: string; steps: readonly JourneyStep[] }[] = [
  { label: "Express interest", steps: ["N_A"] },
  { label: "Eligibility", steps: ["ELIGIBILITY"] },
  { label: "Viability", steps: ["VIABILITY"] },
  { label: "Contracting details", steps: CONTRACTING_STEPS },
  { label: "Contract", steps: ["CONTRACT", "CONTRACT_SENT"] },
  { label: "Map fields", steps: ["MAP_FIELDS"] },
  { label: "Implementation plan", steps: ["IMPLEMENTATION_PLAN"] },
  { label: "Practice data", steps: ["PRACTICE_DATA"] },
  { label: "Evidence", steps: ["EVIDENCE"] },
  { label: "Feedback", steps: ["AWAIT_FEEDBACK"] },
];

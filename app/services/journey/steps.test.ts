import { DEMONSTRATION_OPERATOR } from "~/shared/operator";
import { describe, expect, it } from "vitest";
import {
  currentStep,
  EMPTY_PROGRESS,
  JOURNEY_STEPS,
  journeyStatus,
  journeyStepStates,
  nextAction,
  declineContact,
  NOT_ELIGIBLE_MESSAGE,
  NOT_VIABLE_MESSAGE,
  routeAccess,
  STEP_ORDER,
  stepAccess,
  type JourneyProgress,
  type JourneyStep,
} from "./steps";

const p = (over: Partial<JourneyProgress>): JourneyProgress => ({ ...EMPTY_PROGRESS, ...over });

const interested = p({ expressedInterest: true });
const eligible = p({ expressedInterest: true, eligibilitySubmitted: true, eligibility: true });
const viable = { ...eligible, viabilitySubmitted: true, viability: true };
const oneFarm = { farmCount: 1 };
const detailsDone = p({
  ...viable,
  hasLegalEntity: true,
  signatoryCount: 1,
  ...oneFarm,
  farmsWithBoundary: 1,
  farmsWithErf: 1,
  farmsWithLocation: 1,
});

describe("spec §4 'Journey steps': the sixteen steps in order with a numeric ordering", () => {
  it("lists them in the spec's order", () => {
    expect(JOURNEY_STEPS).toEqual([
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
    ]);
    expect(STEP_ORDER.SIGN_UP).toBe(0);
    expect(STEP_ORDER.ELIGIBILITY).toBe(2);
    expect(STEP_ORDER.AWAIT_FEEDBACK).toBe(15);
  });
});

describe("currentStep (decision 0035)", () => {
  const cases: [string, JourneyProgress, JourneyStep][] = [
    ["a new organisation has not expressed interest", EMPTY_PROGRESS, "N_A"],
    ["after expressing interest: eligibility", interested, "ELIGIBILITY"],
    [
      "eligibility submitted, undecided: still eligibility",
      p({ ...interested, eligibilitySubmitted: true }),
      "ELIGIBILITY",
    ],
    [
      "eligibility declined: stays on eligibility",
      p({ ...interested, eligibilitySubmitted: true, eligibility: false }),
      "ELIGIBILITY",
    ],
    ["an admin's yes counts even without a form", p({ eligibility: true }), "VIABILITY"],
    ["eligible: viability", eligible, "VIABILITY"],
    ["viability submitted, undecided", p({ ...eligible, viabilitySubmitted: true }), "VIABILITY"],
    [
      "viability declined",
      p({ ...eligible, viabilitySubmitted: true, viability: false }),
      "VIABILITY",
    ],
    ["viable: legal entity", p(viable), "CONTRACTING_DETAILS"],
    ["legal entity given: signatories", p({ ...viable, hasLegalEntity: true }), "CONTRACTING_SIGS"],
    [
      "a signatory: boundaries (no farm yet)",
      p({ ...viable, hasLegalEntity: true, signatoryCount: 1 }),
      "CONTRACTING_BOUNDS",
    ],
    [
      "one of two farms without a boundary",
      p({
        ...viable,
        hasLegalEntity: true,
        signatoryCount: 1,
        farmCount: 2,
        farmsWithBoundary: 1,
        farmsWithErf: 2,
        farmsWithLocation: 2,
      }),
      "CONTRACTING_BOUNDS",
    ],
    [
      "boundaries, no ERF numbers (UNMAPPED_FARM_ERF)",
      p({ ...viable, hasLegalEntity: true, signatoryCount: 1, ...oneFarm, farmsWithBoundary: 1 }),
      "CONTRACTING_FARM",
    ],
    [
      "no location (UNMAPPED_LOCATION)",
      p({
        ...viable,
        hasLegalEntity: true,
        signatoryCount: 1,
        ...oneFarm,
        farmsWithBoundary: 1,
        farmsWithErf: 1,
      }),
      "CONTRACTING_LOCATION",
    ],
    ["details complete: waiting for the contract", detailsDone, "CONTRACT"],
    [
      "an admin's farmsComplete completes the details",
      p({ ...viable, farmsComplete: true }),
      "CONTRACT",
    ],
    [
      "contract uploaded but not sent",
      p({ ...detailsDone, farmsComplete: true, hasContract: true }),
      "CONTRACT",
    ],
    [
      "contract sent",
      p({ ...detailsDone, farmsComplete: true, hasContract: true, contractSent: true }),
      "CONTRACT_SENT",
    ],
    [
      "contract signed: map fields",
      p({ ...detailsDone, contractSent: true, contractSigned: true }),
      "MAP_FIELDS",
    ],
    [
      "fields complete: implementation plan",
      p({ ...detailsDone, contractSent: true, contractSigned: true, fieldsComplete: true }),
      "IMPLEMENTATION_PLAN",
    ],
    [
      "everything submitted: feedback",
      p({
        ...detailsDone,
        contractSent: true,
        contractSigned: true,
        fieldsComplete: true,
        implementationPlanSubmitted: true,
        practiceDataSubmitted: true,
        evidenceSubmitted: true,
      }),
      "AWAIT_FEEDBACK",
    ],
  ];
  it.each(cases)("%s", (_name, progress, step) => {
    expect(currentStep(progress)).toBe(step);
  });
});

describe("stepAccess: a step ahead of progress is locked with a reason", () => {
  const cases: [string, JourneyProgress, JourneyStep, boolean, RegExp?][] = [
    ["eligibility before interest", EMPTY_PROGRESS, "ELIGIBILITY", false, /Start your journey/],
    ["eligibility after interest", interested, "ELIGIBILITY", true],
    [
      "viability before eligibility is submitted",
      interested,
      "VIABILITY",
      false,
      /submit the eligibility check/,
    ],
    [
      "viability while eligibility is reviewed (admin gate)",
      p({ ...interested, eligibilitySubmitted: true }),
      "VIABILITY",
      false,
      /reviewed your eligibility answers/,
    ],
    [
      "viability when not eligible",
      p({ ...interested, eligibilitySubmitted: true, eligibility: false }),
      "VIABILITY",
      false,
      /does not meet/,
    ],
    ["viability when eligible", eligible, "VIABILITY", true],
    [
      "details while viability is reviewed (admin gate)",
      p({ ...eligible, viabilitySubmitted: true }),
      "CONTRACTING_DETAILS",
      false,
      /reviewed your viability answers/,
    ],
    [
      "details when not viable",
      p({ ...eligible, viabilitySubmitted: true, viability: false }),
      "CONTRACTING_DETAILS",
      false,
      /not viable/,
    ],
    ["details when viable", p(viable), "CONTRACTING_DETAILS", true],
    ["the other details steps share the page", p(viable), "CONTRACTING_LOCATION", true],
    [
      "the contract before the details are complete",
      p(viable),
      "CONTRACT",
      false,
      /contracting details first/,
    ],
    ["the contract page once details are complete", detailsDone, "CONTRACT", true],
    [
      "map fields while the contract is being prepared",
      detailsDone,
      "MAP_FIELDS",
      false,
      /sent you the contract/,
    ],
    [
      "map fields after the contract was sent (admin gate)",
      p({ ...detailsDone, contractSent: true }),
      "MAP_FIELDS",
      false,
      /signed contract/,
    ],
    ["earlier steps stay open", p({ ...detailsDone, contractSent: true }), "ELIGIBILITY", true],
    ["feedback at the start", EMPTY_PROGRESS, "AWAIT_FEEDBACK", false, /.+/],
  ];
  it.each(cases)("%s", (_name, progress, step, open, reason) => {
    const access = stepAccess(progress, step);
    expect(access.open).toBe(open);
    if (!access.open) expect(access.reason).toMatch(reason!);
  });

  it("decides a page by its first step", () => {
    expect(routeAccess(p(viable), "details").open).toBe(true);
    expect(routeAccess(p(viable), "contract").open).toBe(false);
  });
});

describe("journeyStatus: whose turn it is", () => {
  it.each([
    [EMPTY_PROGRESS, "todo"],
    [p({ ...interested, eligibilitySubmitted: true }), "awaitingReview"],
    [p({ ...interested, eligibilitySubmitted: true, eligibility: false }), "declined"],
    [p({ ...eligible, viabilitySubmitted: true }), "awaitingReview"],
    [p({ ...eligible, viability: false }), "declined"],
    [detailsDone, "awaitingReview"],
    // decision 0070: a sent contract is the farmer's turn (sign it and upload the signed copy);
    // the signed copy is then ours to confirm, and the submitted fields too.
    [p({ ...detailsDone, contractSent: true }), "todo"],
    [p({ ...detailsDone, contractSent: true, signedContractReturned: true }), "awaitingReview"],
    [p({ ...detailsDone, contractSent: true, contractSigned: true }), "todo"],
    [
      p({ ...detailsDone, contractSent: true, contractSigned: true, fieldsSubmitted: true }),
      "awaitingReview",
    ],
    [p(viable), "todo"],
  ] as const)("%#", (progress, kind) => {
    expect(journeyStatus(progress).kind).toBe(kind);
  });
  it("gives the not-eligible and not-viable messages, with the reason and our contact details", () => {
    expect(
      journeyStatus(
        p({
          eligibilitySubmitted: true,
          eligibility: false,
          eligibilityDeclineReason: "The farm is outside the programme's provinces.",
        }),
      ),
    ).toEqual({
      kind: "declined",
      decision: "eligibility",
      summary: NOT_ELIGIBLE_MESSAGE,
      reason: "The farm is outside the programme's provinces.",
      message: `${NOT_ELIGIBLE_MESSAGE} Our reason: The farm is outside the programme's provinces. ${declineContact()}`,
    });
    const viability = journeyStatus(p({ eligibility: true, viability: false }));
    expect(viability).toMatchObject({
      kind: "declined",
      summary: NOT_VIABLE_MESSAGE,
      reason: null,
    });
    // issue 13: never a bare 'contact us' without the details.
    expect(declineContact()).toContain("hello@veld.example");
    // The configured operator's details, not the demonstration's (issue 32, decision 0147).
    const operator = {
      ...DEMONSTRATION_OPERATOR,
      email: "programme@karoo-carbon.co.za",
      postalAddress: "PO Box 12, Graaff-Reinet, 6280",
      phone: "+27 49 892 0000",
      demonstration: false,
    };
    expect(declineContact(operator)).toBe(
      "If something has changed, or you would like to talk about this decision, e-mail us at programme@karoo-carbon.co.za, call us on +27 49 892 0000 or write to us at PO Box 12, Graaff-Reinet, 6280.",
    );
    expect(viability.kind === "declined" && viability.message).toBe(
      `${NOT_VIABLE_MESSAGE} ${declineContact()}`,
    );
  });
});

describe("nextAction", () => {
  it.each([
    [EMPTY_PROGRESS, "Start your journey", "/profile/journey_start"],
    [interested, "Complete the eligibility check", "/profile/journey/eligibility"],
    [
      p({ ...interested, eligibilitySubmitted: true }),
      "See your submitted eligibility answers",
      "/profile/journey/eligibility",
    ],
    [p({ ...interested, eligibility: false }), "See the decision", "/profile/journey/eligibility"],
    [eligible, "Complete the viability questions", "/profile/journey/viability"],
    [p(viable), "Add your contracting details", "/profile/journey/details"],
    [p({ ...viable, hasLegalEntity: true }), "Add a signatory", "/profile/journey/details"],
    [detailsDone, "See your contract status", "/profile/journey/contract"],
  ] as const)("%#: %s", (progress, label, href) => {
    expect(nextAction(progress)).toEqual({ label, href });
  });
  it("uses the base path given (userView)", () => {
    expect(nextAction(interested, "/admin/userView").href).toBe(
      "/admin/userView/journey/eligibility",
    );
  });
});

describe("journeyStepStates", () => {
  it("marks done, current, open and locked steps", () => {
    const states = journeyStepStates(p(viable));
    const byStep = Object.fromEntries(states.map((s) => [s.step, s]));
    expect(states).toHaveLength(16);
    expect(byStep.ELIGIBILITY!.state).toBe("done");
    expect(byStep.CONTRACTING_DETAILS!.state).toBe("current");
    expect(byStep.CONTRACTING_SIGS!.state).toBe("open");
    expect(byStep.CONTRACT!.state).toBe("locked");
    expect(byStep.CONTRACT!.reason).toMatch(/contracting details first/);
    expect(byStep.CONTRACT!.href).toBeUndefined();
  });
});

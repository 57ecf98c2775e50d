import { describe, expect, it } from "vitest";
import { EMPTY_PROGRESS, JOURNEY_STEPS, type JourneyProgress } from "./steps";
import {
  journeyProgressView,
  missingContractingDetails,
  NOT_STARTED_TEXT,
  NOTHING_MISSING_TEXT,
  progressBarOf,
} from "./progress-words";

const p = (over: Partial<JourneyProgress>): JourneyProgress => ({ ...EMPTY_PROGRESS, ...over });
const interested = p({ expressedInterest: true });
const eligible = p({ expressedInterest: true, eligibilitySubmitted: true, eligibility: true });
const viable = p({ ...eligible, viabilitySubmitted: true, viability: true });
const detailsDone = p({
  ...viable,
  hasLegalEntity: true,
  signatoryCount: 1,
  farmCount: 1,
  farmsWithBoundary: 1,
  farmsWithErf: 1,
  farmsWithLocation: 1,
});

// Issue 13: one model of progress, the same ten steps in the bar and the overview, in words.
describe("journeyProgressView: 'Step N of 10' from the sixteen steps of spec §4", () => {
  it.each([
    ["nothing yet", EMPTY_PROGRESS, "Step 1 of 10: Express interest"],
    ["interest expressed", interested, "Step 2 of 10: Eligibility"],
    [
      "eligibility submitted, not decided",
      p({ ...interested, eligibilitySubmitted: true }),
      "Step 2 of 10: Eligibility",
    ],
    ["eligible", eligible, "Step 3 of 10: Viability"],
    ["viable, no details", viable, "Step 4 of 10: Contracting details (0 of 5 done)"],
    [
      "legal entity and a signatory",
      p({ ...viable, hasLegalEntity: true, signatoryCount: 1 }),
      "Step 4 of 10: Contracting details (2 of 5 done)",
    ],
    ["details complete", detailsDone, "Step 5 of 10: Contract (0 of 2 done)"],
    [
      "contract sent",
      p({ ...detailsDone, contractSent: true }),
      "Step 5 of 10: Contract (1 of 2 done)",
    ],
    [
      "contract signed",
      p({ ...detailsDone, contractSent: true, contractSigned: true }),
      "Step 6 of 10: Map fields",
    ],
    [
      "fields mapped",
      p({ ...detailsDone, contractSent: true, contractSigned: true, fieldsComplete: true }),
      "Step 7 of 10: Implementation plan",
    ],
  ] as const)("%s: %s", (_name, progress, summary) => {
    expect(journeyProgressView(progress).summary).toBe(summary);
  });

  it("has ten stages covering every step but SIGN_UP once, in order", () => {
    const view = journeyProgressView(EMPTY_PROGRESS);
    expect(view.stages).toHaveLength(10);
    expect(view.stages.map((s) => s.label)).toEqual([
      "Express interest",
      "Eligibility",
      "Viability",
      "Contracting details",
      "Contract",
      "Map fields",
      "Implementation plan",
      "Practice data",
      "Evidence",
      "Feedback",
    ]);
    const parts = view.stages.reduce((n, s) => n + Math.max(1, s.parts.length), 0);
    expect(parts).toBe(JOURNEY_STEPS.length - 1);
  });

  it("marks stages done, current and locked with a reason; links only what may open", () => {
    const view = journeyProgressView(p({ ...viable, hasLegalEntity: true }));
    expect(view.current).toBe(3);
    expect(view.stages.map((s) => s.state)).toEqual([
      "done",
      "done",
      "done",
      "current",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    expect(view.stages[3]!.href).toBe("/profile/journey/details");
    expect(view.stages[4]!.href).toBeUndefined();
    expect(view.stages[4]!.reason).toMatch(/contracting details first/);
    expect(view.stages[3]!.parts).toEqual([
      { label: "Legal entity", done: true },
      { label: "Signatories", done: false },
      { label: "Farm boundaries", done: false },
      { label: "ERF / title-deed numbers", done: false },
      { label: "Farm locations", done: false },
    ]);
  });

  it("uses the base path given (userView)", () => {
    expect(journeyProgressView(interested, "/admin/userView").stages[1]!.href).toBe(
      "/admin/userView/journey/eligibility",
    );
  });

  it("never shows an internal code, and its short labels are single whole words", () => {
    for (const progress of [EMPTY_PROGRESS, viable, detailsDone]) {
      const view = journeyProgressView(progress);
      const text = JSON.stringify([
        view.summary,
        view.stages.map((s) => [s.label, s.reason, s.parts]),
      ]);
      expect(text).not.toMatch(/[A-Z]{2,}_[A-Z_]+/);
      for (const stage of view.stages) expect(stage.shortLabel).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it("gives the progress bar the same stages, summary and current index, links kept in the URL", () => {
    const view = journeyProgressView(interested);
    const bar = progressBarOf(view, (href) => `${href}?userId=1`);
    expect(bar.summary).toBe(view.summary);
    expect(bar.currentStage).toBe(1);
    expect(bar.stages[1]).toEqual({
      label: "Eligibility",
      shortLabel: "Eligibility",
      href: "/profile/journey/eligibility?userId=1",
    });
    expect(bar.stages[2]).toEqual({ label: "Viability", shortLabel: "Viability" });
  });
});

describe("missingContractingDetails: 'Missing details' counts what is missing", () => {
  const none = {
    hasLegalEntity: false,
    signatoryCount: 0,
    farmCount: 0,
    farmsWithBoundary: 0,
    farmsWithErf: 0,
    farmsWithLocation: 0,
  };
  const all = {
    hasLegalEntity: true,
    signatoryCount: 2,
    farmCount: 2,
    farmsWithBoundary: 2,
    farmsWithErf: 2,
    farmsWithLocation: 2,
  };
  it.each([
    ["nothing started: no count, where to start", none, 3, NOT_STARTED_TEXT, true],
    ["only the legal entity", { ...none, hasLegalEntity: true }, 2, "2", false],
    [
      "one farm without location or ERF numbers",
      { ...all, farmCount: 1, farmsWithBoundary: 1, farmsWithErf: 0, farmsWithLocation: 0 },
      2,
      "2",
      false,
    ],
    ["two farms, one without a boundary", { ...all, farmsWithBoundary: 1 }, 1, "1", false],
    ["everything in", all, 0, NOTHING_MISSING_TEXT, false],
  ] as const)("%s", (_name, facts, count, text, notStarted) => {
    const missing = missingContractingDetails(facts);
    expect(missing.count).toBe(count);
    expect(missing.text).toBe(text);
    expect(missing.notStarted).toBe(notStarted);
    expect(missing.items).toHaveLength(count === 0 ? 0 : missing.items.length);
  });

  it("is 0 only when nothing is missing", () => {
    expect(missingContractingDetails(none).count).toBeGreaterThan(0);
    expect(missingContractingDetails(all).count).toBe(0);
  });

  it("names each missing thing in words, never a code", () => {
    const missing = missingContractingDetails({
      ...all,
      signatoryCount: 0,
      farmCount: 3,
      farmsWithBoundary: 3,
      farmsWithErf: 2,
      farmsWithLocation: 1,
    });
    expect(missing.items).toEqual([
      "At least one signatory",
      "ERF / title-deed numbers for 1 of 3 farms",
      "Location for 2 of 3 farms",
    ]);
    expect(missing.count).toBe(4);
    expect(
      missingContractingDetails({
        ...all,
        farmCount: 1,
        farmsWithBoundary: 1,
        farmsWithErf: 1,
        farmsWithLocation: 0,
      }).items,
    ).toEqual(["The farm's location"]);
  });
});

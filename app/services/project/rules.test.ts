import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_PROGRESS, type JourneyProgress } from "~/services/journey/steps";
import {
  compareWaiting,
  daysWaiting,
  matchesFilters,
  projectWaiting,
  waitingText,
  type ProjectTimes,
} from "./rules";

const d = (day: number) => new Date(Date.UTC(2026, 10, day, 8));

const NO_TIMES: ProjectTimes = {
  createdAt: d(1),
  firstInterestAt: null,
  eligibilitySubmittedAt: null,
  eligibilityDecidedAt: null,
  viabilitySubmittedAt: null,
  viabilityDecidedAt: null,
  detailsChangedAt: null,
  contractSentAt: null,
  signedContractUploadedAt: null,
  contractSignedAt: null,
  fieldsSubmittedAt: null,
  fieldsCompleteAt: null,
  firstPlanSubmittedAt: null,
  practiceDataSubmittedAt: null,
  reviewWaitingSince: null,
  latestSubmissionStatus: null,
  latestSubmissionDecidedAt: null,
};

const TIMES: ProjectTimes = {
  ...NO_TIMES,
  firstInterestAt: d(2),
  eligibilitySubmittedAt: d(3),
  eligibilityDecidedAt: d(4),
  viabilitySubmittedAt: d(5),
  viabilityDecidedAt: d(6),
  detailsChangedAt: d(7),
  contractSentAt: d(8),
  signedContractUploadedAt: d(9),
  contractSignedAt: d(10),
  fieldsSubmittedAt: d(11),
  fieldsCompleteAt: d(12),
  firstPlanSubmittedAt: d(13),
  practiceDataSubmittedAt: d(14),
};

const interested = { ...EMPTY_PROGRESS, expressedInterest: true };
const eligible = { ...interested, eligibility: true };
const viable = { ...eligible, viability: true };
const detailed = {
  ...viable,
  hasLegalEntity: true,
  signatoryCount: 1,
  farmCount: 1,
  farmsWithBoundary: 1,
  farmsWithErf: 1,
  farmsWithLocation: 1,
};
const sent = { ...detailed, hasContract: true, contractSent: true };
const signed = { ...sent, signedContractReturned: true, contractSigned: true };
const fields = { ...signed, fieldsSubmitted: true, fieldsComplete: true };
const planned = { ...fields, implementationPlanSubmitted: true };
const practised = { ...planned, practiceDataSubmitted: true };

describe("projectWaiting: who the journey waits on and since when, per step", () => {
  it.each<[string, JourneyProgress, string, string, string, Date | null]>([
    ["a new organisation", EMPTY_PROGRESS, "N_A", "farmer", "organisation created", d(1)],
    ["interest expressed", interested, "ELIGIBILITY", "farmer", "interest expressed", d(2)],
    [
      "eligibility submitted, undecided",
      { ...interested, eligibilitySubmitted: true },
      "ELIGIBILITY",
      "programme",
      "eligibility answers submitted",
      d(3),
    ],
    [
      "eligible, viability to fill in",
      eligible,
      "VIABILITY",
      "farmer",
      "eligibility accepted",
      d(4),
    ],
    [
      "viability submitted, undecided",
      { ...eligible, viabilitySubmitted: true },
      "VIABILITY",
      "programme",
      "viability answers submitted",
      d(5),
    ],
    [
      "contracting details under way",
      viable,
      "CONTRACTING_DETAILS",
      "farmer",
      "viability accepted or the details last changed",
      d(7),
    ],
    [
      "details complete: contract to send",
      detailed,
      "CONTRACT",
      "programme",
      "contracting details last changed",
      d(7),
    ],
    ["contract sent, not returned", sent, "CONTRACT_SENT", "farmer", "contract sent", d(8)],
    [
      "signed contract returned, to confirm",
      { ...sent, signedContractReturned: true },
      "CONTRACT_SENT",
      "programme",
      "signed contract uploaded",
      d(9),
    ],
    ["fields to map", signed, "MAP_FIELDS", "farmer", "signed contract confirmed", d(10)],
    [
      "fields submitted, to confirm",
      { ...signed, fieldsSubmitted: true },
      "MAP_FIELDS",
      "programme",
      "fields submitted",
      d(11),
    ],
    ["plan to make", fields, "IMPLEMENTATION_PLAN", "farmer", "fields confirmed", d(12)],
    [
      "practice data to add",
      planned,
      "PRACTICE_DATA",
      "farmer",
      "implementation plan submitted",
      d(13),
    ],
    ["evidence to submit", practised, "EVIDENCE", "farmer", "practice data submitted", d(14)],
  ])("%s", (_name, progress, step, waitsOn, sinceEvent, since) => {
    expect(projectWaiting(progress, TIMES)).toMatchObject({ step, waitsOn, sinceEvent, since });
  });

  it("a submission waiting for review waits on the programme since its waitingSince", () => {
    const times = {
      ...TIMES,
      reviewWaitingSince: d(20),
      latestSubmissionStatus: "SUBMITTED" as const,
    };
    expect(projectWaiting(practised, times)).toMatchObject({
      waitsOn: "programme",
      action: "Review the submission",
      since: d(20),
    });
  });

  it("changes requested wait on the farmer since the decision; a reviewed season on nobody", () => {
    const changes = {
      ...TIMES,
      latestSubmissionStatus: "CHANGES_REQUESTED" as const,
      latestSubmissionDecidedAt: d(21),
    };
    expect(projectWaiting(practised, changes)).toMatchObject({ waitsOn: "farmer", since: d(21) });
    const accepted = { ...changes, latestSubmissionStatus: "ACCEPTED" as const };
    expect(projectWaiting(practised, accepted)).toMatchObject({ waitsOn: "nobody", since: d(21) });
  });

  it("a declined organisation waits on nobody, since the decision", () => {
    const declined = { ...interested, eligibilitySubmitted: true, eligibility: false };
    expect(projectWaiting(declined, TIMES)).toMatchObject({ waitsOn: "nobody", since: d(4) });
  });

  it("names the farmer's next action in the admin's words", () => {
    expect(projectWaiting(viable, TIMES).action).toBe("Farmer: add their contracting details");
    expect(projectWaiting(sent, TIMES).action).toBe("Farmer: upload their signed contract");
  });

  it("says when no timestamp records the start", () => {
    expect(projectWaiting(sent, NO_TIMES).since).toBeNull();
  });
});

describe("waiting time", () => {
  const now = new Date(Date.UTC(2026, 10, 25, 12));
  it.each([
    [new Date(Date.UTC(2026, 10, 25, 1)), "Waiting less than a day"],
    [new Date(Date.UTC(2026, 10, 24, 11)), "Waiting 1 day"],
    [new Date(Date.UTC(2026, 10, 13, 12)), "Waiting 12 days"],
    [null, "Waiting, since when is not recorded"],
  ])("%s → %s", (since, text) => {
    expect(waitingText("farmer", daysWaiting(since, now))).toBe(text);
  });

  it("a time in the future (a clock ahead) is no wait, never negative", () => {
    expect(daysWaiting(new Date(now.getTime() + 86_400_000 * 3), now)).toBe(0);
  });
});

describe("compareWaiting: oldest waiting first", () => {
  it("orders by wait, unknown starts after, nobody last", () => {
    const rows = [
      { name: "Done", waitsOn: "nobody" as const, since: d(1) },
      { name: "Unknown", waitsOn: "farmer" as const, since: null },
      { name: "Recent", waitsOn: "programme" as const, since: d(20) },
      { name: "Old", waitsOn: "farmer" as const, since: d(2) },
    ];
    expect([...rows].sort(compareWaiting).map((r) => r.name)).toEqual([
      "Old",
      "Recent",
      "Unknown",
      "Done",
    ]);
  });

  it("is a consistent order (antisymmetric)", () => {
    const row = fc.record({
      name: fc.string(),
      waitsOn: fc.constantFrom("programme" as const, "farmer" as const, "nobody" as const),
      since: fc.option(fc.date({ noInvalidDate: true })),
    });
    fc.assert(
      fc.property(row, row, (a, b) => {
        expect(Math.sign(compareWaiting(a, b))).toBe(-Math.sign(compareWaiting(b, a)) || 0);
      }),
    );
  });
});

describe("filters", () => {
  const ADMIN = "11111111-1111-4111-8111-111111111111";
  it("'none' keeps the organisations nobody looks after", () => {
    const filters = { step: null, admin: "none", waitsOn: null };
    expect(
      matchesFilters({ step: "CONTRACT", waitsOn: "programme", assignedAdminId: null }, filters),
    ).toBe(true);
    expect(
      matchesFilters({ step: "CONTRACT", waitsOn: "programme", assignedAdminId: ADMIN }, filters),
    ).toBe(false);
  });
});

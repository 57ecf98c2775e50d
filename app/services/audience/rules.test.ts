import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS } from "~/services/journey/steps";
import {
  EMPTY_AUDIENCE,
  isAudienceChosen,
  matchesAudience,
  selectAudience,
  type AudienceCandidate,
} from "./rules";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const ORG1 = "00000000-0000-4000-8000-000000000001";
const ORG2 = "00000000-0000-4000-8000-000000000002";

const people: AudienceCandidate[] = [
  { userId: A, organisationId: ORG1, step: "CONTRACT", province: "WC", role: "OWNER" },
  { userId: A, organisationId: ORG2, step: "EVIDENCE", province: "EC", role: "STAFF" },
  { userId: B, organisationId: ORG2, step: "EVIDENCE", province: "EC", role: "OWNER" },
  {
    userId: "00000000-0000-4000-8000-00000000000c",
    organisationId: null,
    step: null,
    province: null,
    role: null,
  },
];

describe("choosing an audience", () => {
  it("chooses nobody when nothing is chosen, and everybody only when asked", () => {
    expect(isAudienceChosen(EMPTY_AUDIENCE)).toBe(false);
    expect(selectAudience(EMPTY_AUDIENCE, people)).toEqual([]);
    expect(selectAudience({ ...EMPTY_AUDIENCE, everyone: true }, people)).toHaveLength(3);
  });

  it("reaches a person in two matching organisations once, through the first that matched", () => {
    const chosen = selectAudience({ ...EMPTY_AUDIENCE, provinces: ["WC", "EC"] }, people);
    expect(chosen.map((c) => [c.userId, c.organisationId])).toEqual([
      [A, ORG1],
      [B, ORG2],
    ]);
  });

  it("needs every kind of criterion to match one membership, any value within a kind", () => {
    const filter = { ...EMPTY_AUDIENCE, steps: ["EVIDENCE" as const], roles: ["OWNER"] };
    expect(selectAudience(filter, people).map((c) => c.userId)).toEqual([B]);
  });

  it("adds people chosen one by one to whoever the criteria match", () => {
    const c = "00000000-0000-4000-8000-00000000000c";
    const filter = { ...EMPTY_AUDIENCE, userIds: [c], steps: ["CONTRACT" as const] };
    expect(selectAudience(filter, people).map((p) => p.userId)).toEqual([A, c]);
  });

  it("never lists a person twice, and lists only people some membership of whom matches", () => {
    const candidate = fc.record({
      userId: fc.constantFrom(A, B, "00000000-0000-4000-8000-00000000000c"),
      organisationId: fc.constantFrom(ORG1, ORG2, null),
      step: fc.constantFrom(...JOURNEY_STEPS, null),
      province: fc.constantFrom("WC", "EC", "NC", null),
      role: fc.constantFrom("OWNER", "STAFF", null),
    });
    const filter = fc.record({
      everyone: fc.boolean(),
      userIds: fc.subarray([A, B]),
      organisationIds: fc.subarray([ORG1, ORG2]),
      steps: fc.subarray([...JOURNEY_STEPS]),
      provinces: fc.subarray(["WC", "EC", "NC"]),
      roles: fc.subarray(["OWNER", "STAFF"]),
    });
    fc.assert(
      fc.property(filter, fc.array(candidate, { maxLength: 12 }), (f, candidates) => {
        const chosen = selectAudience(f, candidates);
        expect(new Set(chosen.map((c) => c.userId)).size).toBe(chosen.length);
        for (const c of chosen) expect(matchesAudience(f, c)).toBe(true);
        for (const c of candidates)
          if (matchesAudience(f, c)) expect(chosen.some((x) => x.userId === c.userId)).toBe(true);
      }),
    );
  });
});

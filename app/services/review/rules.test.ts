import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEW_STATUSES, SUBMISSION_STATUSES, type ReviewStatus } from "~/shared/review";
import {
  addEvidenceProblem,
  checkReason,
  checkTaskInput,
  evidenceLockProblem,
  evidenceUnchanged,
  fixPathFor,
  itemDecisionProblem,
  reopenItem,
  resendUnchangedText,
  resubmitProblem,
  REVIEW_MESSAGES,
  REVIEW_REASON_MAX,
  seasonResendProblem,
  statusAfterResubmit,
  submissionBlockers,
  summaryDecisionProblem,
  taskTypeFor,
  visibleItemStatus,
  withdrawProblem,
} from "./rules";

const ready = {
  planSubmitted: true,
  practiceDataSubmitted: true,
  evidence: [{ status: "submitted" as const }, { status: "draft" as const }],
  existing: null,
};

describe("what blocks a season's submission", () => {
  it.each([
    ["nothing, when plan, practice data and one submitted item are there", ready, []],
    ["a missing plan", { ...ready, planSubmitted: false }, [REVIEW_MESSAGES.planMissing]],
    [
      "missing practice data",
      { ...ready, practiceDataSubmitted: false },
      [REVIEW_MESSAGES.practiceDataMissing],
    ],
    [
      "only drafts",
      { ...ready, evidence: [{ status: "draft" as const }] },
      [REVIEW_MESSAGES.noEvidence],
    ],
    ["no evidence at all", { ...ready, evidence: [] }, [REVIEW_MESSAGES.noEvidence]],
    [
      "a season already submitted",
      { ...ready, existing: "CHANGES_REQUESTED" as const },
      [REVIEW_MESSAGES.alreadySubmitted],
    ],
    ["a withdrawn submission does not block", { ...ready, existing: "WITHDRAWN" as const }, []],
    [
      "everything missing, in the order a farmer fixes it",
      { planSubmitted: false, practiceDataSubmitted: false, evidence: [], existing: null },
      [
        REVIEW_MESSAGES.planMissing,
        REVIEW_MESSAGES.practiceDataMissing,
        REVIEW_MESSAGES.noEvidence,
      ],
    ],
  ])("%s", (_, facts, expected) => {
    expect(submissionBlockers(facts)).toEqual(expected);
  });
});

describe("withdrawing a submission", () => {
  const at = new Date("2026-11-01T10:00:00Z");
  it("is allowed while it waits and nothing has been decided", () => {
    expect(withdrawProblem("SUBMITTED", [{ status: "PENDING", decidedAt: null }])).toBeNull();
  });
  it("is refused once a reviewer decided any item", () => {
    expect(
      withdrawProblem("SUBMITTED", [
        { status: "PENDING", decidedAt: null },
        { status: "ACCEPTED", decidedAt: at },
      ]),
    ).toBe(REVIEW_MESSAGES.withdrawAfterReview);
  });
  it("is refused after a resubmission (the review had begun)", () => {
    expect(withdrawProblem("SUBMITTED", [{ status: "PENDING", decidedAt: at }])).toBe(
      REVIEW_MESSAGES.withdrawAfterReview,
    );
  });
  it.each(["CHANGES_REQUESTED", "ACCEPTED", "REJECTED", "WITHDRAWN"] as const)(
    "is refused when the submission is %s",
    (status) => {
      expect(withdrawProblem(status, [])).toBe(REVIEW_MESSAGES.withdrawNotSubmitted);
    },
  );
});

describe("a reviewer's reason", () => {
  it.each([
    ["ACCEPTED", "", { reason: null }],
    ["ACCEPTED", "  Looks good  ", { reason: "Looks good" }],
    ["CHANGES_REQUESTED", "  ", { refusal: REVIEW_MESSAGES.reasonRequired }],
    ["CHANGES_REQUESTED", "The photo has no date", { reason: "The photo has no date" }],
    ["REJECTED", "", { refusal: REVIEW_MESSAGES.rejectReasonRequired }],
    ["REJECTED", 42, { refusal: REVIEW_MESSAGES.rejectReasonRequired }],
    ["ACCEPTED", "x".repeat(REVIEW_REASON_MAX + 1), { refusal: REVIEW_MESSAGES.reasonLong }],
  ] as const)("%s with %j", (decision, raw, expected) => {
    expect(checkReason(decision, raw)).toEqual(expected);
  });
});

describe("the summary decision", () => {
  const items = (...statuses: ReviewStatus[]) => statuses.map((status) => ({ status }));
  it.each([
    ["ACCEPTED", items("ACCEPTED", "ACCEPTED"), null],
    ["ACCEPTED with a rejected item left out", items("ACCEPTED", "REJECTED"), null],
    ["ACCEPTED", items("ACCEPTED", "PENDING"), REVIEW_MESSAGES.undecidedItems],
    ["ACCEPTED", items("ACCEPTED", "CHANGES_REQUESTED"), REVIEW_MESSAGES.acceptWithChanges],
    ["CHANGES_REQUESTED", items("ACCEPTED", "CHANGES_REQUESTED"), null],
    ["CHANGES_REQUESTED", items("ACCEPTED"), REVIEW_MESSAGES.noChangesAsked],
    ["CHANGES_REQUESTED", items("PENDING", "CHANGES_REQUESTED"), REVIEW_MESSAGES.undecidedItems],
    ["REJECTED", items("PENDING"), null],
  ] as const)("%s over %j", (label, list, expected) => {
    const decision = label.split(" ")[0] as "ACCEPTED" | "CHANGES_REQUESTED" | "REJECTED";
    expect(summaryDecisionProblem("SUBMITTED", decision, list)).toBe(expected);
  });
  it("is refused unless the submission waits for review", () => {
    for (const status of SUBMISSION_STATUSES.filter((s) => s !== "SUBMITTED"))
      expect(summaryDecisionProblem(status, "REJECTED", [])).toBe(REVIEW_MESSAGES.reviewClosed);
  });
  it("items can be decided only while the submission waits", () => {
    expect(itemDecisionProblem("SUBMITTED")).toBeNull();
    expect(itemDecisionProblem("ACCEPTED")).toBe(REVIEW_MESSAGES.reviewClosed);
  });
});

describe("what the farmer sees of an item", () => {
  const sent = new Date("2026-11-10T10:00:00Z");
  const before = new Date("2026-11-09T10:00:00Z");
  const after = new Date("2026-11-11T10:00:00Z");
  it("a decision sent with the summary shows", () => {
    expect(visibleItemStatus({ status: "CHANGES_REQUESTED", decidedAt: before }, sent)).toBe(
      "CHANGES_REQUESTED",
    );
  });
  it("a decision not yet sent shows as waiting", () => {
    expect(visibleItemStatus({ status: "ACCEPTED", decidedAt: after }, sent)).toBe("PENDING");
    expect(visibleItemStatus({ status: "ACCEPTED", decidedAt: before }, null)).toBe("PENDING");
  });
  it("property: a farmer never sees a decision made after the last summary", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REVIEW_STATUSES),
        fc.date({ noInvalidDate: true }),
        fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
        (status, decidedAt, summaryAt) => {
          const seen = visibleItemStatus({ status, decidedAt }, summaryAt);
          if (summaryAt === null || decidedAt > summaryAt) expect(seen).toBe("PENDING");
          else expect(seen).toBe(status);
        },
      ),
    );
  });
});

describe("resubmitting a fixed item", () => {
  it("is allowed for an item that needs changes", () => {
    expect(resubmitProblem("CHANGES_REQUESTED", "PLAN", null)).toBeNull();
    expect(resubmitProblem("CHANGES_REQUESTED", "EVIDENCE", "submitted")).toBeNull();
  });
  it("needs the evidence marked submitted again", () => {
    expect(resubmitProblem("CHANGES_REQUESTED", "EVIDENCE", "draft")).toBe(
      REVIEW_MESSAGES.resubmitDraft,
    );
  });
  it.each(["PENDING", "ACCEPTED", "REJECTED"] as const)("is refused for an item %s", (status) => {
    expect(resubmitProblem(status, "PRACTICE_DATA", null)).toBe(REVIEW_MESSAGES.resubmitNotAsked);
  });
  it("is refused for evidence sent back as it was reviewed (issue 31)", () => {
    expect(resubmitProblem("CHANGES_REQUESTED", "EVIDENCE", "submitted", true)).toBe(
      REVIEW_MESSAGES.resubmitUnchanged,
    );
    // The plan and the practice data are judged by the reviewer, not by a snapshot.
    expect(resubmitProblem("CHANGES_REQUESTED", "PLAN", null, true)).toBeNull();
  });
  it("property: re-opens only that item; every other decision stays", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 12 }).chain((ids) =>
          fc.tuple(
            fc.constant(ids),
            fc.array(fc.constantFrom(...REVIEW_STATUSES), {
              minLength: ids.length,
              maxLength: ids.length,
            }),
            fc.nat(ids.length - 1),
          ),
        ),
        ([ids, statuses, pick]) => {
          const items = ids.map((id, i) => ({ id, status: statuses[i]! }));
          const after = reopenItem(items, ids[pick]!);
          expect(after[pick]!.status).toBe("PENDING");
          after.forEach((item, i) => {
            if (i !== pick) expect(item).toEqual(items[i]);
          });
        },
      ),
    );
  });
  it("puts the submission back in the queue once no other item needs changes", () => {
    expect(statusAfterResubmit("CHANGES_REQUESTED")).toBe("SUBMITTED");
    expect(statusAfterResubmit("CHANGES_REQUESTED", 1)).toBe("CHANGES_REQUESTED");
    expect(statusAfterResubmit("SUBMITTED")).toBe("SUBMITTED");
    expect(statusAfterResubmit("ACCEPTED")).toBe("ACCEPTED");
  });
});

describe("sending the season for review again (decision 0141)", () => {
  const item = (label: string, status: ReviewStatus, resubmitProblem: string | null = null) => ({
    label,
    status,
    resubmitProblem,
  });

  it("names every item still to change, and nothing once all have changed", () => {
    const unchanged = REVIEW_MESSAGES.resubmitUnchanged;
    expect(
      seasonResendProblem("CHANGES_REQUESTED", [
        item("Plan", "ACCEPTED"),
        item("Invoice", "CHANGES_REQUESTED", unchanged),
        item("Photo", "CHANGES_REQUESTED", REVIEW_MESSAGES.resubmitDraft),
      ]),
    ).toBe(
      "Change these items as the programme asked before sending the season for review again: 'Invoice', 'Photo'.",
    );
    expect(resendUnchangedText(["Invoice"])).toBe(
      "Change 'Invoice' as the programme asked before sending the season for review again.",
    );
    expect(
      seasonResendProblem("CHANGES_REQUESTED", [item("Invoice", "CHANGES_REQUESTED")]),
    ).toBeNull();
  });

  it("is possible exactly while changes are asked and every item asked has changed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBMISSION_STATUSES),
        fc.array(
          fc.record({
            status: fc.constantFrom(...REVIEW_STATUSES),
            changed: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
        (status, facts) => {
          const items = facts.map((f, i) =>
            item(`Item ${i}`, f.status, f.changed ? null : REVIEW_MESSAGES.resubmitUnchanged),
          );
          const allowed =
            status === "CHANGES_REQUESTED" &&
            facts.every((f) => f.status !== "CHANGES_REQUESTED" || f.changed);
          expect(seasonResendProblem(status, items) === null).toBe(allowed);
        },
      ),
    );
  });
});

describe("evidence inside a submission", () => {
  it("is locked unless the programme asked for changes to it", () => {
    expect(evidenceLockProblem(null)).toBeNull();
    expect(evidenceLockProblem("CHANGES_REQUESTED")).toBeNull();
    expect(evidenceLockProblem("PENDING")).toBe(REVIEW_MESSAGES.evidenceLocked);
    expect(evidenceLockProblem("ACCEPTED")).toBe(REVIEW_MESSAGES.evidenceLocked);
    expect(evidenceLockProblem("REJECTED")).toBe(REVIEW_MESSAGES.evidenceLocked);
  });
  it("new evidence joins a submission only while changes are requested", () => {
    expect(addEvidenceProblem("CHANGES_REQUESTED", "submitted", false)).toBeNull();
    expect(addEvidenceProblem("SUBMITTED", "submitted", false)).toBe(REVIEW_MESSAGES.addNotAllowed);
    expect(addEvidenceProblem("CHANGES_REQUESTED", "draft", false)).toBe(REVIEW_MESSAGES.addDraft);
    expect(addEvidenceProblem("CHANGES_REQUESTED", "submitted", true)).toBe(
      REVIEW_MESSAGES.alreadyIncluded,
    );
  });
});

describe("requests (tasks)", () => {
  it("a change to records is a PRACTICE_DATA request, to evidence a FARM request", () => {
    expect(taskTypeFor("PLAN")).toBe("PRACTICE_DATA");
    expect(taskTypeFor("PRACTICE_DATA")).toBe("PRACTICE_DATA");
    expect(taskTypeFor("EVIDENCE")).toBe("FARM");
  });
  it("points to where the farmer fixes it", () => {
    expect(fixPathFor("EVIDENCE", "abc")).toBe("/journey/evidence#evidence-abc");
    expect(fixPathFor("PLAN", null)).toBe("/journey/implementation");
  });
  it("an admin request needs a title", () => {
    expect(checkTaskInput({ title: "  " })).toEqual({
      ok: false,
      errors: { title: REVIEW_MESSAGES.taskTitle },
    });
    expect(checkTaskInput({ title: " Send the title deed ", description: "" })).toEqual({
      ok: true,
      title: "Send the title deed",
      description: null,
    });
  });
});

describe("whether evidence changed since it was reviewed (issue 31)", () => {
  const reviewed = {
    title: "Cover crop in flower",
    description: "Oats and vetch",
    categories: ["photos", "other"],
    fieldId: "f-1",
    practice: "coverCrops",
    files: [
      { fileId: "a", name: "IMG-1.jpg" },
      { fileId: "b", name: "IMG-2.jpg" },
    ],
  };

  it("is unchanged with the same values and files in another order", () => {
    expect(
      evidenceUnchanged(reviewed, {
        ...reviewed,
        categories: ["other", "photos"],
        files: [...reviewed.files].reverse(),
      }),
    ).toBe(true);
  });

  it.each([
    [
      "a file replaced",
      {
        files: [
          { fileId: "a", name: "IMG-1.jpg" },
          { fileId: "c", name: "x" },
        ],
      },
    ],
    ["a file removed", { files: [{ fileId: "a", name: "IMG-1.jpg" }] }],
    ["a file added", { files: [...reviewed.files, { fileId: "c", name: "x" }] }],
    ["the title", { title: "Cover crop, dated" }],
    ["the description", { description: "Taken on 12 August" }],
    ["a category", { categories: ["photos"] }],
    ["the field", { fieldId: null }],
    ["the practice", { practice: null }],
  ])("has changed with %s", (_, change) => {
    expect(evidenceUnchanged(reviewed, { ...reviewed, ...change })).toBe(false);
  });

  it("compares the description only where the snapshot kept one (older submissions)", () => {
    const { description: _, ...older } = reviewed;
    expect(evidenceUnchanged(older, { ...reviewed, description: "anything" })).toBe(true);
  });

  it.each([null, "text", { title: "x" }, { title: "x", categories: [], files: [1] }])(
    "counts a snapshot of another shape (%j) as changed",
    (snapshot) => {
      expect(evidenceUnchanged(snapshot, reviewed)).toBe(false);
    },
  );

  it("property: unchanged exactly when the sets of files are equal, all else equal", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { maxLength: 4 }),
        fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { maxLength: 4 }),
        (before, after) => {
          const files = (ids: string[]) => ids.map((fileId) => ({ fileId, name: fileId }));
          const same =
            new Set(before).size === new Set(after).size &&
            before.every((id) => after.includes(id));
          expect(
            evidenceUnchanged(
              { ...reviewed, files: files(before) },
              { ...reviewed, files: files(after) },
            ),
          ).toBe(same);
        },
      ),
    );
  });
});

// The review form's rules (issue 31, decision 0140), as the one schema runs them on the server and
// in the browser: a reason beside each item that needs changes or is rejected, a message when the
// season is rejected, and the season's decision as the items' decisions allow it. Property: the
// form accepts a season's decision exactly when summaryDecisionProblem does for the same items.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formSchema } from "~/services/kit/forms/form-schema";
import { REVIEW_FIELDS, REVIEW_RULES } from "./admin-forms";
import {
  ITEM_DECISIONS,
  REVIEW_MESSAGES,
  SUMMARY_DECISIONS,
  summaryDecisionProblem,
  type ItemDecision,
} from "./rules";

const schema = formSchema(REVIEW_FIELDS, REVIEW_RULES);

async function errorsOf(data: Record<string, unknown>) {
  const result = await schema.safeParseAsync(data);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const row = (decision: string, reason = "") => ({ id: crypto.randomUUID(), decision, reason });

describe("the review form", () => {
  it("wants a reason beside each item that needs changes or is rejected", async () => {
    expect(
      await errorsOf({
        items: [row("ACCEPTED"), row("CHANGES_REQUESTED", "  "), row("REJECTED")],
        decision: "CHANGES_REQUESTED",
        message: "",
      }),
    ).toEqual({
      "items[1].reason": REVIEW_MESSAGES.reasonRequired,
      "items[2].reason": REVIEW_MESSAGES.rejectReasonRequired,
    });
  });

  it("wants a message when the season is rejected", async () => {
    expect(await errorsOf({ items: [row("REJECTED", "Not ours")], decision: "REJECTED" })).toEqual({
      message: REVIEW_MESSAGES.rejectReasonRequired,
    });
  });

  it("wants a decision on every item it holds", async () => {
    const errors = await errorsOf({ items: [row("")], decision: "REJECTED", message: "No" });
    expect(Object.keys(errors)).toEqual(["items.0.decision"]);
  });

  it("accepts the season's decision exactly when the rules allow it for the items as decided", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ITEM_DECISIONS), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...SUMMARY_DECISIONS),
        async (decisions: ItemDecision[], decision) => {
          const errors = await errorsOf({
            items: decisions.map((d) => row(d, "Because")),
            decision,
            message: "A message",
          });
          const problem = summaryDecisionProblem(
            "SUBMITTED",
            decision,
            decisions.map((status) => ({ status })),
          );
          expect(errors).toEqual(problem ? { decision: problem } : {});
        },
      ),
      { numRuns: 60 },
    );
  });
});

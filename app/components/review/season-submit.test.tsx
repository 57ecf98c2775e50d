// @vitest-environment happy-dom
// 'Submit the season' on the evidence page (issue 16; decision 0085).
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { SeasonSubmissionJson } from "~/services/review/api";
import { SeasonSubmit, type SeasonSubmitProps } from "./season-submit";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

const open: SeasonSubmissionJson = {
  season: 26,
  submission: null,
  canSubmit: true,
  blockers: [],
  includes: {
    planSubmitted: true,
    practiceDataSubmitted: true,
    evidence: [{ id: "e1", title: "Invoice" }],
    drafts: [{ id: "e2", title: "Photos of the heap" }],
  },
  addableEvidence: [],
  withdrawn: [],
};

async function render(props: Partial<SeasonSubmitProps>) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <SeasonSubmit
          state={open}
          seasonLabel="2026/2027"
          canEdit
          seasonQuery=""
          feedbackHref="/profile/journey/complete"
          {...props}
        />
      ),
    },
  ]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () => root!.render(<Stub />));
  return el;
}

describe("SeasonSubmit", () => {
  it("says what is included, names the drafts left out, and posts 'Submit the season'", async () => {
    const el = await render({});
    expect(el.textContent).toContain("1 submitted evidence item");
    expect(el.textContent).toContain("Drafts are left out of the submission: 'Photos of the heap'");
    const form = el.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toContain("do=submitSeason");
    expect(form.querySelector("button")?.textContent).toBe("Submit the season");
  });

  it("lists the blockers instead of the button", async () => {
    const el = await render({
      state: { ...open, canSubmit: false, blockers: ["Submit the practice data first."] },
    });
    expect(el.querySelector("[aria-label='What stops the submission']")?.textContent).toBe(
      "Submit the practice data first.",
    );
    expect(el.querySelectorAll("button")).toHaveLength(0);
  });

  it("has no button for a reader", async () => {
    const el = await render({ canEdit: false });
    expect(el.querySelectorAll("button")).toHaveLength(0);
  });
});

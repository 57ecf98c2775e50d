// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { StepProgress, stepState } from "./step-progress";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

async function render(ui: React.ReactNode) {
  const Stub = createRemixStub([{ path: "/", Component: () => <>{ui}</> }]);
  const el = document.createElement("div");
  root = createRoot(el);
  await act(async () => root!.render(<Stub />));
  return el;
}

const STEPS = [
  { label: "Eligibility", href: "/e" },
  { label: "Viability", href: "/v" },
  { label: "Contract", href: "/c" },
];

describe("stepState", () => {
  it.each([
    [0, 1, "complete"],
    [1, 1, "current"],
    [2, 1, "upcoming"],
  ] as const)("step %i when %i is current is %s", (index, current, state) =>
    expect(stepState(index, current)).toBe(state),
  );
});

describe("<StepProgress>", () => {
  it("is an ordered list with the current step marked aria-current='step'", async () => {
    const el = await render(<StepProgress steps={STEPS} current={1} label="Journey" />);
    expect(el.querySelector("nav")?.getAttribute("aria-label")).toBe("Journey");
    const items = [...el.querySelectorAll("ol > li")];
    expect(items.map((li) => li.className)).toEqual([
      "step-progress__step is-complete",
      "step-progress__step is-current",
      "step-progress__step is-upcoming",
    ]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items[0]?.textContent).toContain("(completed)");
    expect(el.querySelector(".step-progress__summary")?.textContent).toBe("Step 2 of 3: Viability");
  });

  it("links done and current steps only", async () => {
    const el = await render(<StepProgress steps={STEPS} current={1} />);
    expect([...el.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/e", "/v"]);
  });

  it("shows every step complete past the last", async () => {
    const el = await render(<StepProgress steps={STEPS} current={3} />);
    expect(el.querySelectorAll(".is-complete")).toHaveLength(3);
    expect(el.querySelector("[aria-current]")).toBeNull();
    expect(el.querySelector(".step-progress__summary")?.textContent).toBe("All 3 steps complete");
  });

  it("shows the caller's summary and a short whole-word label, the full one for screen readers", async () => {
    const el = await render(
      <StepProgress
        steps={[{ label: "Implementation plan", shortLabel: "Plan" }, ...STEPS]}
        current={0}
        summary="Step 1 of 4: Implementation plan"
      />,
    );
    expect(el.querySelector(".step-progress__summary")?.textContent).toBe(
      "Step 1 of 4: Implementation plan",
    );
    const label = el.querySelector(".step-progress__label")!;
    expect(label.querySelector("[aria-hidden=true]")?.textContent).toBe("Plan");
    expect(label.querySelector(".visually-hidden")?.textContent).toBe("Implementation plan");
  });
});

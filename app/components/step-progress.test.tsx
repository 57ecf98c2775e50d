// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { StepProgress, stepState } from "./step-progress";

afterEach(cleanup);

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
    const { container } = await renderWithRouter(
      <StepProgress steps={STEPS} current={1} label="Journey" />,
    );
    const nav = screen.getByRole("navigation", { name: "Journey" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.className)).toEqual([
      "step-progress__step is-complete",
      "step-progress__step is-current",
      "step-progress__step is-upcoming",
    ]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items[0]?.textContent).toContain("(completed)");
    expect(container.querySelector(".step-progress__summary")?.textContent).toBe(
      "Step 2 of 3: Viability",
    );
  });

  it("links done and current steps only", async () => {
    await renderWithRouter(<StepProgress steps={STEPS} current={1} />);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/e", "/v"]);
    expect(screen.queryByRole("link", { name: /Contract/ })).toBeNull();
  });

  it("shows every step complete past the last", async () => {
    const { container } = await renderWithRouter(<StepProgress steps={STEPS} current={3} />);
    expect(container.querySelectorAll(".is-complete")).toHaveLength(3);
    expect(container.querySelector("[aria-current]")).toBeNull();
    expect(screen.getByText("All 3 steps complete").className).toContain("step-progress__summary");
  });

  it("shows the caller's summary and a short whole-word label, the full one for screen readers", async () => {
    const { container } = await renderWithRouter(
      <StepProgress
        steps={[{ label: "Implementation plan", shortLabel: "Plan" }, ...STEPS]}
        current={0}
        summary="Step 1 of 4: Implementation plan"
      />,
    );
    expect(container.querySelector(".step-progress__summary")?.textContent).toBe(
      "Step 1 of 4: Implementation plan",
    );
    const label = container.querySelector<HTMLElement>(".step-progress__label")!;
    expect(within(label).getByText("Plan").getAttribute("aria-hidden")).toBe("true");
    expect(within(label).getByText("Implementation plan").className).toContain("visually-hidden");
  });
});

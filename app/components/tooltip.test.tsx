// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, AccordionItem } from "./accordion";
import { Tooltip } from "./tooltip";

afterEach(cleanup);

describe("<Tooltip>", () => {
  it("describes a focusable trigger with the tip", () => {
    render(<Tooltip text="Years since 2000" label="About seasons" />);
    const trigger = screen.getByRole("button", { name: "About seasons" });
    expect(trigger).toHaveProperty("type", "button");
    expect(screen.getByRole("tooltip").textContent).toBe("Years since 2000");
    expect(trigger.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
  });

  it("hides on Escape and comes back after the trigger loses focus", () => {
    const { container } = render(<Tooltip text="Tip" />);
    const trigger = screen.getByRole("button");
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(container.querySelector(".tooltip")?.classList.contains("is-dismissed")).toBe(true);
    fireEvent.focusOut(trigger);
    expect(container.querySelector(".tooltip")?.classList.contains("is-dismissed")).toBe(false);
  });

  it("lends its id to a trigger of your own", () => {
    render(
      <Tooltip text="Tip">
        {(id) => (
          <a href="#x" aria-describedby={id}>
            Why?
          </a>
        )}
      </Tooltip>,
    );
    const link = screen.getByRole("link", { name: "Why?" });
    expect(link.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
  });
});

describe("<Accordion>", () => {
  it("is native details/summary, closed unless asked to start open", () => {
    const { container } = render(
      <Accordion>
        <AccordionItem title="One" defaultOpen>
          <p>First</p>
        </AccordionItem>
        <AccordionItem title="Two">
          <p>Second</p>
        </AccordionItem>
      </Accordion>,
    );
    const items = container.querySelectorAll("details");
    expect([...items].map((d) => d.open)).toEqual([true, false]);
    expect(screen.getByText("Two").tagName).toBe("SUMMARY");
  });
});

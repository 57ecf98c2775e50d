// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, AccordionItem } from "./accordion";
import { Tooltip } from "./tooltip";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

function render(ui: React.ReactNode) {
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(ui));
  return el;
}

describe("<Tooltip>", () => {
  it("describes a focusable trigger with the tip", () => {
    const el = render(<Tooltip text="Years since 2000" label="About seasons" />);
    const trigger = el.querySelector("button")!;
    expect(trigger.type).toBe("button");
    expect(trigger.getAttribute("aria-label")).toBe("About seasons");
    const tip = el.querySelector(`#${CSS.escape(trigger.getAttribute("aria-describedby")!)}`);
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toBe("Years since 2000");
  });

  it("hides on Escape and comes back after the trigger loses focus", () => {
    const el = render(<Tooltip text="Tip" />);
    const trigger = el.querySelector("button")!;
    act(
      () =>
        void trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })),
    );
    expect(el.querySelector(".tooltip")?.classList.contains("is-dismissed")).toBe(true);
    act(() => void trigger.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    expect(el.querySelector(".tooltip")?.classList.contains("is-dismissed")).toBe(false);
  });

  it("lends its id to a trigger of your own", () => {
    const el = render(
      <Tooltip text="Tip">
        {(id) => (
          <a href="#x" aria-describedby={id}>
            Why?
          </a>
        )}
      </Tooltip>,
    );
    const id = el.querySelector("a")?.getAttribute("aria-describedby");
    expect(el.querySelector('[role="tooltip"]')?.id).toBe(id);
  });
});

describe("<Accordion>", () => {
  it("is native details/summary, closed unless asked to start open", () => {
    const el = render(
      <Accordion>
        <AccordionItem title="One" defaultOpen>
          <p>First</p>
        </AccordionItem>
        <AccordionItem title="Two">
          <p>Second</p>
        </AccordionItem>
      </Accordion>,
    );
    const items = el.querySelectorAll("details");
    expect([...items].map((d) => d.open)).toEqual([true, false]);
    expect(items[1]?.querySelector("summary")?.textContent).toBe("Two");
  });
});

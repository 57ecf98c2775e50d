// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Toast } from "~/services/kit/toast";
import { Toaster } from "./toaster";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | undefined;
let root: Root | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

const toast = (type: Toast["type"], text = `A ${type}`, id: string = type): Toast => ({
  id,
  type,
  text,
});

async function render(initial: Toast | null) {
  let show: (t: Toast | null) => void = () => {};
  function Harness() {
    const [current, setCurrent] = useState(initial);
    show = setCurrent;
    return <Toaster toast={current} />;
  }
  const Stub = createRemixStub([{ path: "/page", Component: Harness }]);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Stub initialEntries={["/page?tab=a"]} />));
  return { el: container, show: (t: Toast | null) => act(async () => show(t)) };
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const texts = (el: HTMLElement) =>
  [...el.querySelectorAll(".toast__text")].map((p) => p.textContent);

// First: the page-wide hydrated flag (use-hydrated.ts) is still false, as on the server.
it("without JavaScript the banner has no button: it goes with the next page", () => {
  const html = renderToString(
    <MemoryRouter>
      <Toaster toast={toast("success", "Invite sent")} />
    </MemoryRouter>,
  );
  expect(html).toContain("toaster--page");
  expect(html).toContain("Invite sent");
  expect(html).not.toContain("<button");
  expect(html).not.toContain("<form");
});

describe("<Toaster> (spec §9 'Notifications: error shown 10 s, message 6 s, default 4 s')", () => {
  it.each([
    ["error", 10_000, "alert"],
    ["message", 6_000, "status"],
    ["success", 4_000, "status"],
  ] as const)(
    "shows a %s that arrives after the page for %i ms with role %s",
    async (type, ms, role) => {
      const { el, show } = await render(null);
      await show(toast(type));
      const item = el.querySelector(".toast")!;
      expect(item.getAttribute("role")).toBe(role);
      expect(item.textContent).toContain(`A ${type}`);
      await advance(ms - 1);
      expect(el.querySelector(".toast")).not.toBeNull();
      await advance(1);
      expect(el.querySelector(".toast")).toBeNull();
    },
  );

  it("waits while it is pointed at, then finishes its time", async () => {
    const { el, show } = await render(null);
    await show(toast("success"));
    await advance(3_000);
    const item = el.querySelector(".toast")!;
    await act(async () => void item.dispatchEvent(new MouseEvent("mouseover", { bubbles: true })));
    await advance(10_000);
    expect(el.querySelector(".toast")).not.toBeNull();
    await act(async () => void item.dispatchEvent(new MouseEvent("mouseout", { bubbles: true })));
    await advance(999);
    expect(el.querySelector(".toast")).not.toBeNull();
    await advance(1);
    expect(el.querySelector(".toast")).toBeNull();
  });

  it("one that came with the page is a banner at its top that stays until dismissed", async () => {
    const { el } = await render(toast("success", "Sign up complete!"));
    const banner = el.querySelector(".toaster--page .toast")!;
    expect(banner.textContent).toContain("Sign up complete!");
    // Before the floating list in the page's order, and not timed.
    expect(el.firstElementChild?.classList.contains("toaster--page")).toBe(true);
    await advance(60_000);
    expect(el.querySelector(".toaster--page .toast")).not.toBeNull();
    const button = banner.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Dismiss notification");
    await act(async () => button.click());
    expect(el.querySelector(".toast")).toBeNull();
  });

  it("stacks toasts that arrive, each once, even with the same text", async () => {
    const { el, show } = await render(null);
    expect(el.querySelector(".toast")).toBeNull();
    await show(toast("success", "Notes saved successfully", "a"));
    await show(toast("success", "Notes saved successfully", "b"));
    await show(toast("success", "Notes saved successfully", "b")); // the same toast again
    expect(texts(el)).toEqual([
      "Success: Notes saved successfully",
      "Success: Notes saved successfully",
    ]);
    await show(null);
    expect(texts(el)).toHaveLength(2);
  });
});

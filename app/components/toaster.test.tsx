// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Toast } from "~/services/kit/toast";
import {
  cleanupServerPages,
  renderWithRouter,
  serverPage,
} from "../../tests/support/render-with-router";
import { Toaster } from "./toaster";

// fireEvent, not userEvent, here: Testing Library's async wrapper waits on a real timer, which
// Vitest's fake timers (the toasts' clock) never run.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  cleanupServerPages();
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
  const { container } = await renderWithRouter(Harness, { url: "/page?tab=a" });
  return { el: container, show: (t: Toast | null) => act(async () => show(t)) };
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const texts = (el: HTMLElement) =>
  [...el.querySelectorAll(".toast__text")].map((p) => p.textContent);

// First: the page-wide hydrated flag (use-hydrated.ts) is still false, as on the server.
it("without JavaScript the banner has no button: it goes with the next page", () => {
  const page = serverPage(
    <MemoryRouter>
      <Toaster toast={toast("success", "Invite sent")} />
    </MemoryRouter>,
  );
  expect(page.querySelector(".toaster--page")?.textContent).toContain("Invite sent");
  expect(within(page).getByRole("status").textContent).toContain("Invite sent");
  expect(within(page).queryByRole("button")).toBeNull();
  expect(page.querySelector("form")).toBeNull();
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
      const item = screen.getByRole(role);
      expect(item.classList.contains("toast")).toBe(true);
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
    const item = screen.getByRole("status");
    await act(async () => void fireEvent.mouseOver(item));
    await advance(10_000);
    expect(el.querySelector(".toast")).not.toBeNull();
    await act(async () => void fireEvent.mouseOut(item));
    await advance(999);
    expect(el.querySelector(".toast")).not.toBeNull();
    await advance(1);
    expect(el.querySelector(".toast")).toBeNull();
  });

  it("one that came with the page is a banner at its top that stays until dismissed", async () => {
    const { el } = await render(toast("success", "Sign up complete!"));
    const banner = screen.getByRole("status");
    expect(banner.textContent).toContain("Sign up complete!");
    expect(el.querySelector(".toaster--page .toast")).toBe(banner);
    // Before the floating list in the page's order, and not timed.
    expect(el.firstElementChild?.classList.contains("toaster--page")).toBe(true);
    await advance(60_000);
    expect(el.querySelector(".toaster--page .toast")).not.toBeNull();
    const button = within(banner).getByRole("button", { name: "Dismiss notification" });
    await act(async () => void fireEvent.click(button));
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

// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useDelayedFlag } from "./pending-indicator";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Probe({ busy }: { busy: boolean }) {
  return <span>{useDelayedFlag(busy, 300) ? "spinner" : "idle"}</span>;
}

it("shows the spinner only when a navigation lasts longer than the delay", () => {
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(<Probe busy />));
  act(() => void vi.advanceTimersByTime(299));
  expect(container.textContent).toBe("idle");
  act(() => void vi.advanceTimersByTime(1));
  expect(container.textContent).toBe("spinner");
  act(() => root.render(<Probe busy={false} />));
  expect(container.textContent).toBe("idle");
  // A quick navigation never shows it.
  act(() => root.render(<Probe busy />));
  act(() => void vi.advanceTimersByTime(100));
  act(() => root.render(<Probe busy={false} />));
  act(() => void vi.advanceTimersByTime(1000));
  expect(container.textContent).toBe("idle");
  act(() => root.unmount());
});

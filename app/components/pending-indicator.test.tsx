// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useDelayedFlag } from "./pending-indicator";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ busy }: { busy: boolean }) {
  return <span>{useDelayedFlag(busy, 300) ? "spinner" : "idle"}</span>;
}

it("shows the spinner only when a navigation lasts longer than the delay", () => {
  const { container, rerender, unmount } = render(<Probe busy />);
  act(() => void vi.advanceTimersByTime(299));
  expect(screen.getByText("idle")).toBeDefined();
  expect(container.textContent).toBe("idle");
  act(() => void vi.advanceTimersByTime(1));
  expect(container.textContent).toBe("spinner");
  rerender(<Probe busy={false} />);
  expect(container.textContent).toBe("idle");
  // A quick navigation never shows it.
  rerender(<Probe busy />);
  act(() => void vi.advanceTimersByTime(100));
  rerender(<Probe busy={false} />);
  act(() => void vi.advanceTimersByTime(1000));
  expect(container.textContent).toBe("idle");
  expect(screen.queryByText("spinner")).toBeNull();
  unmount();
});

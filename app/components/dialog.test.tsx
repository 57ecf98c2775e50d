// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog, DialogCloseLink, DialogLink, UrlDialog } from "./dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | undefined;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

async function render(url: string, ui: React.ReactNode) {
  const Stub = createRemixStub([{ path: "/page", Component: () => <>{ui}</>, action: () => null }]);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Stub initialEntries={[url]} />));
  return container;
}

const example = (
  <>
    <DialogLink name="example">Open</DialogLink>
    <UrlDialog name="example" title="Example">
      <p>Body</p>
      <DialogLink name="stacked">On top</DialogLink>
      <DialogCloseLink>Done</DialogCloseLink>
    </UrlDialog>
    <UrlDialog name="stacked" title="Stacked">
      <p>Top</p>
    </UrlDialog>
  </>
);

describe("dialogs as URLs", () => {
  it("renders nothing until ?dialog= names it", async () => {
    const el = await render("/page?tab=a", example);
    expect(el.querySelector("dialog")).toBeNull();
    expect(el.querySelector("a")?.getAttribute("href")).toBe("/page?tab=a&dialog=example");
  });

  it("renders it open, labelled by its title, with links that close it", async () => {
    const el = await render("/page?tab=a&dialog=example", example);
    const dialog = el.querySelector("dialog")!;
    expect(dialog.hasAttribute("open")).toBe(true);
    const title = el.querySelector(`#${CSS.escape(dialog.getAttribute("aria-labelledby")!)}`);
    expect(title?.textContent).toBe("Example");
    const close = dialog.querySelector('a[aria-label="Close"]');
    expect(close?.getAttribute("href")).toBe("/page?tab=a");
    expect([...dialog.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toContain(
      "/page?tab=a&dialog=example&dialog=stacked",
    );
  });

  it("stacks a second dialog on top; closing the top one leaves the first", async () => {
    const el = await render("/page?dialog=example&dialog=stacked", example);
    const dialogs = el.querySelectorAll("dialog");
    expect(dialogs).toHaveLength(2);
    expect(dialogs[1]?.querySelector('a[aria-label="Close"]')?.getAttribute("href")).toBe(
      "/page?dialog=example",
    );
    expect(dialogs[0]?.querySelector('a[aria-label="Close"]')?.getAttribute("href")).toBe("/page");
  });

  it("closes after the 100 ms animation (spec §9 'Modal close animation is 100 ms')", async () => {
    vi.useFakeTimers();
    const el = await render("/page?dialog=example", example);
    const dialog = el.querySelector("dialog")!;
    await act(async () => (dialog.querySelector('a[aria-label="Close"]') as HTMLElement).click());
    expect(el.querySelector("dialog")?.classList.contains("is-closing")).toBe(true);
    await act(async () => void vi.advanceTimersByTime(99));
    expect(el.querySelector("dialog")).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    await act(async () => void (await vi.runAllTimersAsync()));
    expect(el.querySelector("dialog")).toBeNull();
  });
});

describe("<ConfirmDialog>", () => {
  it("says 'Are you sure?' / 'Are you sure you want to delete this?' by default (spec §8)", async () => {
    const el = await render(
      "/page?dialog=confirm",
      <ConfirmDialog name="confirm" intent="delete" />,
    );
    const dialog = el.querySelector("dialog")!;
    expect(dialog.getAttribute("role")).toBe("alertdialog");
    expect(dialog.querySelector("h2")?.textContent).toBe("Are you sure?");
    const described = dialog.getAttribute("aria-describedby")!;
    expect(el.querySelector(`#${CSS.escape(described)}`)?.textContent).toBe(
      "Are you sure you want to delete this?",
    );
  });

  it("posts a real form with the ids and the intent, and cancels with a link", async () => {
    const el = await render(
      "/page?selected=3&selected=9&dialog=confirm-delete",
      <ConfirmDialog
        name="confirm-delete"
        message="Are you sure you want to delete 2 item(s)?"
        intent="delete-selected"
        fields={{ selected: ["3", "9"] }}
        clear={["selected"]}
      />,
    );
    const form = el.querySelector("dialog form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => i.value),
    ).toEqual(["3", "9"]);
    const button = form.querySelector('button[type="submit"]')!;
    expect([button.getAttribute("name"), button.getAttribute("value")]).toEqual([
      "intent",
      "delete-selected",
    ]);
    const cancel = [...form.querySelectorAll("a")].find((a) => a.textContent === "Cancel");
    expect(cancel?.getAttribute("href")).toBe("/page");
    // The safe answer takes the focus when the modal opens.
    expect(cancel?.hasAttribute("data-autofocus")).toBe(true);
    expect(el.querySelector("dialog p")?.textContent).toBe(
      "Are you sure you want to delete 2 item(s)?",
    );
  });
});

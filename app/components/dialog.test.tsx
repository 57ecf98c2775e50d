// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../tests/support/render-with-router";
import { ConfirmDialog, DialogCloseLink, DialogLink, UrlDialog } from "./dialog";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function render(url: string, ui: React.ReactNode) {
  const { container } = await renderWithRouter(ui, { url, action: () => null });
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
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("link", { name: "Open" }).getAttribute("href")).toBe(
      "/page?tab=a&dialog=example",
    );
  });

  it("renders it open, labelled by its title, with links that close it", async () => {
    await render("/page?tab=a&dialog=example", example);
    const dialog = screen.getByRole("dialog", { name: "Example" });
    expect(dialog.hasAttribute("open")).toBe(true);
    const close = within(dialog).getByRole("link", { name: "Close" });
    expect(close.getAttribute("href")).toBe("/page?tab=a");
    expect(within(dialog).getByRole("link", { name: "Done" }).getAttribute("href")).toBe(
      "/page?tab=a",
    );
    expect(within(dialog).getByRole("link", { name: "On top" }).getAttribute("href")).toBe(
      "/page?tab=a&dialog=example&dialog=stacked",
    );
  });

  it("stacks a second dialog on top; closing the top one leaves the first", async () => {
    const el = await render("/page?dialog=example&dialog=stacked", example);
    expect(el.querySelectorAll("dialog")).toHaveLength(2);
    const top = screen.getByRole("dialog", { name: "Stacked" });
    const first = screen.getByRole("dialog", { name: "Example" });
    expect([...el.querySelectorAll("dialog")]).toEqual([first, top]);
    expect(within(top).getByRole("link", { name: "Close" }).getAttribute("href")).toBe(
      "/page?dialog=example",
    );
    expect(within(first).getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/page");
  });

  it("closes after the 100 ms animation (spec §9 'Modal close animation is 100 ms')", async () => {
    vi.useFakeTimers();
    const el = await render("/page?dialog=example", example);
    const dialog = screen.getByRole("dialog", { name: "Example" });
    // fireEvent, not userEvent: Testing Library's async wrapper waits on a real timer, which
    // Vitest's fake timers (the animation's clock here) never run.
    fireEvent.click(within(dialog).getByRole("link", { name: "Close" }));
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
    await render("/page?dialog=confirm", <ConfirmDialog name="confirm" intent="delete" />);
    const dialog = screen.getByRole("alertdialog", { name: "Are you sure?" });
    expect(within(dialog).getByRole("heading", { level: 2 }).textContent).toBe("Are you sure?");
    const described = dialog.getAttribute("aria-describedby")!;
    expect(document.getElementById(described)?.textContent).toBe(
      "Are you sure you want to delete this?",
    );
  });

  it("posts a real form with the ids and the intent, and cancels with a link", async () => {
    await render(
      "/page?selected=3&selected=9&dialog=confirm-delete",
      <ConfirmDialog
        name="confirm-delete"
        message="Are you sure you want to delete 2 item(s)?"
        intent="delete-selected"
        fields={{ selected: ["3", "9"] }}
        clear={["selected"]}
      />,
    );
    const dialog = screen.getByRole("alertdialog");
    const button = within(dialog).getByRole("button");
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => i.value),
    ).toEqual(["3", "9"]);
    expect(button.getAttribute("type")).toBe("submit");
    expect([button.getAttribute("name"), button.getAttribute("value")]).toEqual([
      "intent",
      "delete-selected",
    ]);
    const cancel = within(form).getByRole("link", { name: "Cancel" });
    expect(cancel.getAttribute("href")).toBe("/page");
    // The safe answer takes the focus when the modal opens.
    expect(cancel.hasAttribute("data-autofocus")).toBe(true);
    expect(within(dialog).getByText("Are you sure you want to delete 2 item(s)?").tagName).toBe(
      "P",
    );
  });
});

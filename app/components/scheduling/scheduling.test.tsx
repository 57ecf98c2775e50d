// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOT_ELEMENT_ERROR, type SchedulingEvent } from "~/services/scheduling/widget";
import { cleanupServerPages, serverPage } from "../../../tests/support/render-with-router";
import { SchedulingBadge, SchedulingInline, SchedulingPopup } from "./index";

const URL_ = "https://calendly.com/veld/onboarding";
const prefill = { name: "Thandi Nkosi", email: "farmer@veld.example" };

beforeEach(() => {
  // React reports the failing popup (the root element test) on the console.
  vi.spyOn(console, "error").mockImplementation(() => {});
  // happy-dom does not load iframe pages, and says so for each iframe on the console it was
  // created with (written straight to stderr): only that line is dropped.
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation(((chunk: unknown, ...rest: never[]) =>
    String(chunk).includes("Iframe page loading is disabled")
      ? true
      : write(chunk as string, ...rest)) as typeof process.stderr.write);
});
afterEach(() => {
  cleanup();
  cleanupServerPages();
  vi.restoreAllMocks();
});

const params = (src: string | null | undefined) => new URL(src ?? "about:blank").searchParams;

function postMessage(data: unknown, origin = "https://calendly.com") {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

// These run first: useHydrated remembers, for the rest of the file, that a page has hydrated.
describe("without JavaScript (the server's HTML)", () => {
  it("inline: a link opening the scheduling page, with the prefill, in a new tab", () => {
    const page = serverPage(<SchedulingInline url={URL_} prefill={prefill} />);
    const link = within(page).getByRole("link", { name: /Book a call/ });
    expect(page.querySelector("iframe")).toBeNull();
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    const query = params(link.getAttribute("href"));
    expect(query.get("email")).toBe("farmer@veld.example");
    expect(query.get("name")).toBe("Thandi Nkosi");
    // A plain link is not an embed.
    expect(query.has("embed_type")).toBe(false);
    expect(query.has("embed_domain")).toBe(false);
  });

  it("popup and badge: plain links too", () => {
    const page = serverPage(
      <>
        <SchedulingPopup url={URL_} prefill={prefill} label="Book an onboarding call" />
        <SchedulingBadge url={URL_} branding />
      </>,
    );
    const links = within(page).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(within(page).getByRole("link", { name: /Book an onboarding call/ }));
    expect(links[1]!.textContent).toContain("Schedule time with me");
    expect(links[1]!.textContent).toContain("powered by Calendly");
    expect(within(page).queryByRole("button")).toBeNull();
    expect(page.querySelector("button, dialog")).toBeNull();
  });

  it("without a scheduling URL: a note to e-mail instead; the badge shows nothing", () => {
    const inline = serverPage(<SchedulingInline url={null} />);
    expect(inline.textContent).toContain("Booking a call is not available yet.");
    expect(
      within(inline)
        .getAllByRole("link")
        .some((a) => a.getAttribute("href")?.startsWith("mailto:")),
    ).toBe(true);
    expect(serverPage(<SchedulingPopup url={undefined} />).textContent).toContain(
      "Booking a call is not available yet.",
    );
    expect(serverPage(<SchedulingBadge url={null} />).innerHTML).toBe("");
    expect(serverPage(<SchedulingInline url={null} fallback={null} />).innerHTML).toBe("");
  });
});

describe("<SchedulingInline> (spec §2, §4 'Widgets', §9)", () => {
  it("embeds the page with the embed parameters and a spinner until it has loaded", async () => {
    const { container: el } = render(
      <SchedulingInline url={URL_} prefill={prefill} pageSettings={{ primaryColor: "#2e6b43" }} />,
    );
    const iframe = screen.getByTitle("Book a call");
    expect(iframe.tagName).toBe("IFRAME");
    const query = params(iframe.getAttribute("src"));
    expect(query.get("embed_type")).toBe("Inline");
    expect(query.get("embed_domain")).toBe("1");
    expect(query.get("primary_color")).toBe("2e6b43");
    expect(query.get("email")).toBe("farmer@veld.example");
    expect(screen.getByRole("status").querySelector(".spinner")).not.toBeNull();
    expect(el.querySelector(".scheduling-frame")?.getAttribute("aria-busy")).toBe("true");

    fireEvent.load(iframe);
    expect(el.querySelector(".spinner")).toBeNull();
    expect(el.querySelector(".scheduling-frame")?.getAttribute("aria-busy")).toBe("false");
  });

  it("reports the provider's events and follows its page height; ignores other origins", async () => {
    const events: SchedulingEvent[] = [];
    const { container: el } = render(
      <SchedulingInline url={URL_} onEvent={(e) => events.push(e)} />,
    );
    const box = el.querySelector<HTMLElement>(".scheduling-inline")!;
    expect(box.style.height).toBe("");

    postMessage(
      { event: "calendly.page_height", payload: { height: "640px" } },
      "https://evil.example",
    );
    postMessage({ event: "calendly.unknown" });
    expect(events).toHaveLength(0);

    postMessage({ event: "calendly.page_height", payload: { height: "912.5px" } });
    expect(box.style.height).toBe("913px");
    postMessage({ event: "calendly.event_scheduled", payload: { event: { uri: "E" } } });
    expect(events.map((e) => e.event)).toEqual([
      "calendly.page_height",
      "calendly.event_scheduled",
    ]);
  });

  it("without a URL renders the fallback only", async () => {
    const { container: el } = render(<SchedulingInline url={null} />);
    expect(el.querySelector("iframe")).toBeNull();
    expect(el.textContent).toContain("Booking a call is not available yet.");
  });
});

describe("<SchedulingPopup> (spec §4 'Widgets': open or closed)", () => {
  const openPopup = async (name: string | RegExp = "Book a call") => {
    const trigger = screen.getByRole("button", { name });
    expect(trigger.classList.contains("scheduling-popup-trigger")).toBe(true);
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    await userEvent.click(trigger);
    return trigger;
  };

  it("is closed until the trigger opens it; then a modal with a spinner until the page loads", async () => {
    render(<SchedulingPopup url={URL_} prefill={prefill} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("dialog.scheduling-popup")).toBeNull();
    await openPopup();
    const dialog = screen.getByRole<HTMLDialogElement>("dialog", { name: "Book a call" });
    expect(dialog.classList.contains("scheduling-popup")).toBe(true);
    // Portalled into document.body by default, not inside the widget.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole("heading", { level: 2 }).textContent).toBe("Book a call");
    const iframe = within(dialog).getByTitle("Book a call");
    expect(params(iframe.getAttribute("src")).get("embed_type")).toBe("PopupText");
    expect(params(iframe.getAttribute("src")).get("embed_domain")).toBe("1");
    expect(dialog.querySelector(".spinner")).not.toBeNull();
    fireEvent.load(iframe);
    expect(dialog.querySelector(".spinner")).toBeNull();
  });

  it("closes with the close button and gives the focus back to the trigger", async () => {
    render(<SchedulingPopup url={URL_} />);
    const trigger = await openPopup();
    const close = within(screen.getByRole("dialog")).getByRole("button", { name: "Close" });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes with a click on the overlay", async () => {
    render(<SchedulingPopup url={URL_} />);
    await openPopup();
    // The overlay has no role: a click beside the panel is what it answers.
    await userEvent.click(document.querySelector<HTMLElement>(".scheduling-popup__overlay")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape", async () => {
    render(<SchedulingPopup url={URL_} />);
    await openPopup();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not close on a click inside the panel", async () => {
    render(<SchedulingPopup url={URL_} />);
    await openPopup();
    await userEvent.click(document.querySelector<HTMLElement>(".scheduling-popup__panel")!);
    expect(screen.getByRole("dialog", { name: "Book a call" })).toBeDefined();
  });

  it("attaches to the root element it is given", async () => {
    const own = document.createElement("div");
    document.body.append(own);
    render(<SchedulingPopup url={URL_} rootElement={own} />);
    await openPopup();
    expect(own.contains(screen.getByRole("dialog", { name: "Book a call" }))).toBe(true);
    own.remove();
  });

  it("fails with 'root element cannot be undefined' when given none (spec §5)", async () => {
    const caught: Error[] = [];
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: Error) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const { container: el } = render(
      <Boundary>
        <SchedulingPopup url={URL_} rootElement={undefined} />
      </Boundary>,
    );
    await openPopup();
    expect(caught[0]?.message).toBe(ROOT_ELEMENT_ERROR);
    expect(ROOT_ELEMENT_ERROR).toMatch(/root element cannot be undefined/);
    expect(el.textContent).toBe("failed");
  });
});

describe("<SchedulingBadge> (spec §2: 'Schedule time with me', optionally 'powered by')", () => {
  it("floats a badge with the default label, without 'powered by' unless asked", async () => {
    const { container: el } = render(<SchedulingBadge url={URL_} />);
    const button = screen.getByRole("button", { name: "Schedule time with me" });
    expect(button.textContent).toBe("Schedule time with me");
    expect(button.closest(".scheduling-badge")).not.toBeNull();
    expect(el.querySelector(".scheduling-badge__branding")).toBeNull();
  });

  it("says 'powered by' the provider and opens the popup as the badge embed", async () => {
    const { container: el } = render(
      <SchedulingBadge url={URL_} branding text="Book a call with Veld" color="#123456" />,
    );
    const badge = el.querySelector<HTMLElement>(".scheduling-badge")!;
    expect(badge.style.getPropertyValue("--scheduling-badge-bg")).toBe("#123456");
    const button = within(badge).getByRole("button", { name: /^Book a call with Veld/ });
    expect(button.querySelector(".scheduling-badge__label")?.textContent).toBe(
      "Book a call with Veld",
    );
    expect(button.querySelector(".scheduling-badge__branding")?.textContent).toBe(
      "powered by Calendly",
    );
    await userEvent.click(button);
    const iframe = within(screen.getByRole("dialog")).getByTitle("Book a call");
    expect(params(iframe.getAttribute("src")).get("embed_type")).toBe("PopupWidget");
  });
});

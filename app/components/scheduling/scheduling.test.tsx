// @vitest-environment happy-dom
import { act, Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOT_ELEMENT_ERROR, type SchedulingEvent } from "~/services/scheduling/widget";
import { SchedulingBadge, SchedulingInline, SchedulingPopup } from "./index";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const URL_ = "https://calendly.com/veld/onboarding";
const prefill = { name: "Thandi Nkosi", email: "farmer@veld.example" };

let container: HTMLElement | undefined;
let root: Root | undefined;
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
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

async function render(ui: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(ui));
  return container;
}

const params = (src: string | null | undefined) => new URL(src ?? "about:blank").searchParams;

function postMessage(data: unknown, origin = "https://calendly.com") {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

// These run first: useHydrated remembers, for the rest of the file, that a page has hydrated.
describe("without JavaScript (the server's HTML)", () => {
  it("inline: a link opening the scheduling page, with the prefill, in a new tab", () => {
    const html = renderToString(<SchedulingInline url={URL_} prefill={prefill} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const link = doc.querySelector("a")!;
    expect(doc.querySelector("iframe")).toBeNull();
    expect(link.textContent).toContain("Book a call");
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
    const html = renderToString(
      <>
        <SchedulingPopup url={URL_} prefill={prefill} label="Book an onboarding call" />
        <SchedulingBadge url={URL_} branding />
      </>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const links = [...doc.querySelectorAll("a")];
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toContain("Book an onboarding call");
    expect(links[1]!.textContent).toContain("Schedule time with me");
    expect(links[1]!.textContent).toContain("powered by Calendly");
    expect(doc.querySelector("button, dialog")).toBeNull();
  });

  it("without a scheduling URL: a note to e-mail instead; the badge shows nothing", () => {
    const inline = renderToString(<SchedulingInline url={null} />);
    expect(inline).toContain("Booking a call is not available yet.");
    expect(inline).toContain("mailto:");
    expect(renderToString(<SchedulingPopup url={undefined} />)).toContain(
      "Booking a call is not available yet.",
    );
    expect(renderToString(<SchedulingBadge url={null} />)).toBe("");
    expect(renderToString(<SchedulingInline url={null} fallback={null} />)).toBe("");
  });
});

describe("<SchedulingInline> (spec §2, §4 'Widgets', §9)", () => {
  it("embeds the page with the embed parameters and a spinner until it has loaded", async () => {
    const el = await render(
      <SchedulingInline url={URL_} prefill={prefill} pageSettings={{ primaryColor: "#2e6b43" }} />,
    );
    const iframe = el.querySelector("iframe")!;
    const query = params(iframe.getAttribute("src"));
    expect(query.get("embed_type")).toBe("Inline");
    expect(query.get("embed_domain")).toBe("1");
    expect(query.get("primary_color")).toBe("2e6b43");
    expect(query.get("email")).toBe("farmer@veld.example");
    expect(iframe.getAttribute("title")).toBe("Book a call");
    expect(el.querySelector('[role="status"] .spinner')).not.toBeNull();
    expect(el.querySelector(".scheduling-frame")?.getAttribute("aria-busy")).toBe("true");

    await act(async () => void iframe.dispatchEvent(new Event("load")));
    expect(el.querySelector(".spinner")).toBeNull();
    expect(el.querySelector(".scheduling-frame")?.getAttribute("aria-busy")).toBe("false");
  });

  it("reports the provider's events and follows its page height; ignores other origins", async () => {
    const events: SchedulingEvent[] = [];
    const el = await render(<SchedulingInline url={URL_} onEvent={(e) => events.push(e)} />);
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
    const el = await render(<SchedulingInline url={null} />);
    expect(el.querySelector("iframe")).toBeNull();
    expect(el.textContent).toContain("Booking a call is not available yet.");
  });
});

describe("<SchedulingPopup> (spec §4 'Widgets': open or closed)", () => {
  const openPopup = async (el: HTMLElement) => {
    const trigger = el.querySelector<HTMLButtonElement>("button.scheduling-popup-trigger")!;
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    await act(async () => trigger.click());
    return trigger;
  };

  it("is closed until the trigger opens it; then a modal with a spinner until the page loads", async () => {
    const el = await render(<SchedulingPopup url={URL_} prefill={prefill} />);
    expect(document.querySelector("dialog.scheduling-popup")).toBeNull();
    await openPopup(el);
    const dialog = document.querySelector<HTMLDialogElement>("dialog.scheduling-popup")!;
    expect(dialog).not.toBeNull();
    // Portalled into document.body by default, not inside the widget.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector("h2")?.textContent).toBe("Book a call");
    const iframe = dialog.querySelector("iframe")!;
    expect(params(iframe.getAttribute("src")).get("embed_type")).toBe("PopupText");
    expect(params(iframe.getAttribute("src")).get("embed_domain")).toBe("1");
    expect(dialog.querySelector(".spinner")).not.toBeNull();
    await act(async () => void iframe.dispatchEvent(new Event("load")));
    expect(dialog.querySelector(".spinner")).toBeNull();
  });

  it("closes with the close button and gives the focus back to the trigger", async () => {
    const el = await render(<SchedulingPopup url={URL_} />);
    const trigger = await openPopup(el);
    const close = document.querySelector<HTMLButtonElement>('dialog button[aria-label="Close"]')!;
    expect(document.activeElement).toBe(close);
    await act(async () => close.click());
    expect(document.querySelector("dialog.scheduling-popup")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes with a click on the overlay", async () => {
    const el = await render(<SchedulingPopup url={URL_} />);
    await openPopup(el);
    const overlay = document.querySelector<HTMLElement>(".scheduling-popup__overlay")!;
    await act(async () => overlay.click());
    expect(document.querySelector("dialog.scheduling-popup")).toBeNull();
  });

  it("closes with Escape", async () => {
    const el = await render(<SchedulingPopup url={URL_} />);
    await openPopup(el);
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(document.querySelector("dialog.scheduling-popup")).toBeNull();
  });

  it("does not close on a click inside the panel", async () => {
    const el = await render(<SchedulingPopup url={URL_} />);
    await openPopup(el);
    await act(async () => document.querySelector<HTMLElement>(".scheduling-popup__panel")!.click());
    expect(document.querySelector("dialog.scheduling-popup")).not.toBeNull();
  });

  it("attaches to the root element it is given", async () => {
    const own = document.createElement("div");
    document.body.append(own);
    const el = await render(<SchedulingPopup url={URL_} rootElement={own} />);
    await openPopup(el);
    expect(own.querySelector("dialog.scheduling-popup")).not.toBeNull();
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
    const el = await render(
      <Boundary>
        <SchedulingPopup url={URL_} rootElement={undefined} />
      </Boundary>,
    );
    await openPopup(el);
    expect(caught[0]?.message).toBe(ROOT_ELEMENT_ERROR);
    expect(ROOT_ELEMENT_ERROR).toMatch(/root element cannot be undefined/);
    expect(el.textContent).toBe("failed");
  });
});

describe("<SchedulingBadge> (spec §2: 'Schedule time with me', optionally 'powered by')", () => {
  it("floats a badge with the default label, without 'powered by' unless asked", async () => {
    const el = await render(<SchedulingBadge url={URL_} />);
    const button = el.querySelector<HTMLButtonElement>(".scheduling-badge button")!;
    expect(button.textContent).toBe("Schedule time with me");
    expect(el.querySelector(".scheduling-badge__branding")).toBeNull();
  });

  it("says 'powered by' the provider and opens the popup as the badge embed", async () => {
    const el = await render(
      <SchedulingBadge url={URL_} branding text="Book a call with Veld" color="#123456" />,
    );
    const badge = el.querySelector<HTMLElement>(".scheduling-badge")!;
    expect(badge.style.getPropertyValue("--scheduling-badge-bg")).toBe("#123456");
    const button = badge.querySelector("button")!;
    expect(button.querySelector(".scheduling-badge__label")?.textContent).toBe(
      "Book a call with Veld",
    );
    expect(button.querySelector(".scheduling-badge__branding")?.textContent).toBe(
      "powered by Calendly",
    );
    await act(async () => button.click());
    const iframe = document.querySelector("dialog.scheduling-popup iframe")!;
    expect(params(iframe.getAttribute("src")).get("embed_type")).toBe("PopupWidget");
  });
});

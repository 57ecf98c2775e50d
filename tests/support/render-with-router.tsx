// Testing Library's render for components that need Remix's router (links, forms, the URL), and
// the server's HTML of a component parsed into the DOM so Testing Library can query it by role
// and name as a browser without JavaScript would show it.
import { createRemixStub } from "@remix-run/testing";
import { act, render, type RenderResult } from "@testing-library/react";
import type { ActionFunction } from "@remix-run/node";
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

export interface RouterOptions {
  /** The page's URL; its path is the route's path unless `path` says otherwise. */
  url?: string;
  path?: string;
  action?: ActionFunction;
}

/** The route the stub draws: `ui` as it is, or a component (for state kept across renders). */
function stub(ui: ReactNode | (() => ReactNode), { url = "/", path, action }: RouterOptions) {
  const Component = typeof ui === "function" ? ui : () => <>{ui}</>;
  const routePath = path ?? new URL(url, "http://veld.test").pathname;
  return createRemixStub([{ path: routePath, Component, action }]);
}

/** Renders `ui` at `url` inside Remix's router and waits for the router's first render. */
export async function renderWithRouter(
  ui: ReactNode | (() => ReactNode),
  options: RouterOptions = {},
): Promise<RenderResult> {
  const Stub = stub(ui, options);
  const result = render(<Stub initialEntries={[options.url ?? "/"]} />);
  await act(async () => {});
  return result;
}

const serverPages = new Set<HTMLElement>();

/** Takes the pages `serverPage` added out of the document (Testing Library's cleanup does not). */
export function cleanupServerPages() {
  for (const page of serverPages) page.remove();
  serverPages.clear();
}

/**
 * The server's HTML of `element` in an element of the document (a label finds its control by id
 * only there), for `within()`; `cleanupServerPages` takes it out again. React warns on the
 * console that layout effects do nothing on a server render: expected here, so it is quieted.
 */
export function serverPage(element: ReactElement): HTMLElement {
  // A test that already silenced the console keeps its own spy.
  const quiet = vi.isMockFunction(console.error)
    ? undefined
    : vi.spyOn(console, "error").mockImplementation(() => undefined);
  const page = document.createElement("div");
  try {
    page.innerHTML = renderToString(element);
  } finally {
    quiet?.mockRestore();
  }
  document.body.append(page);
  serverPages.add(page);
  return page;
}

/** The server's HTML of `ui` at `url` inside Remix's router, as `serverPage` gives it. */
export function serverPageWithRouter(
  ui: ReactNode | (() => ReactNode),
  options: RouterOptions = {},
): HTMLElement {
  const Stub = stub(ui, options);
  return serverPage(<Stub initialEntries={[options.url ?? "/"]} />);
}

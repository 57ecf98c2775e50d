// Pages that work without JavaScript are served without it (issue 7: the public site on a slow
// link; docs/decisions/0012-public-pages-without-hydration.md). A route opts out with
//
//   export const handle = NO_HYDRATION;   // or { ...NO_HYDRATION, …its other handle keys }
//
// and then its document has no <script> at all: no React, no Remix runtime, no route modules,
// no inline data. Links and forms are plain HTML and still work.
export interface HydrationHandle {
  /** false: serve the page as plain HTML, with no scripts. Unset: hydrate (the default). */
  hydrate?: boolean;
}

export const NO_HYDRATION = { hydrate: false } as const satisfies HydrationHandle;

/**
 * Whether the matched routes (outermost first, as useMatches gives them) want hydration. The
 * deepest route that says decides, so a layout's choice can be overridden by its page.
 */
export function shouldHydrate(handles: readonly unknown[]): boolean {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (handle && typeof handle === "object" && "hydrate" in handle) {
      const { hydrate } = handle as HydrationHandle;
      if (typeof hydrate === "boolean") return hydrate;
    }
  }
  return true;
}

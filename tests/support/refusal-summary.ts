// A page's refusal summary (app/components/form/refusal-summary.tsx) in the HTML the server
// rendered: found by its test id, between two landmarks of the page, with its heading.
import { expect } from "vitest";

/**
 * The summary's HTML, checked to stand after `after` and before `before` in `html` (both must be
 * in the page), so that it is where a phone's first screen shows it.
 */
export function refusalSummaryIn(html: string, testId: string, after: string, before: string) {
  expect(html).toContain(after);
  expect(html).toContain(before);
  const at = html.indexOf(`data-testid="${testId}"`);
  expect(at, `${testId} after ${after}`).toBeGreaterThan(html.indexOf(after));
  expect(at, `${testId} before ${before}`).toBeLessThan(html.indexOf(before));
  const summary = html.slice(at, html.indexOf("</div>", at));
  expect(summary).toContain("There is a problem");
  return summary;
}

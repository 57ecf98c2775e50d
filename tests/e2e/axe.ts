// axe in every spec: one way to run it and to read what it found (issue 13, "no serious or
// critical violation"), so a spec cannot check less than the others, or spend more.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA: what every page is held to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/**
 * Pages that repeat one template many times, and the copies axe leaves out of them: the first
 * instance is examined, the copies are the same markup with other words (axe once per distinct
 * part). The copies are taken out of the page before axe runs: excluded but present, axe still
 * walks them (on the API reference it took 25 s with them excluded).
 */
const REPEATED_TEMPLATES: Record<string, string> = {
  // The API reference: every group of calls, every path and every call is the same sections,
  // tables and examples (1.4 MB of HTML, the first group alone 660 KB); the page around them and
  // the first group's first five paths (calls with parameters, bodies, answers) are examined.
  "/docs/api":
    'section[id^="group-"] ~ section[id^="group-"], section[id^="group-"] > section:nth-of-type(n+6)',
};

export type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

/**
 * axe over the page as it stands. Only violations are worked out in full: axe's passes and
 * incomplete results (nothing here reads them) were most of its time on the long admin pages.
 * `rules`: the WCAG rules, or every rule axe has (best practices too), which the interface kit's
 * catalogue is held to.
 */
export async function analyze(page: Page, rules: "wcag" | "all" = "wcag") {
  const repeated = REPEATED_TEMPLATES[new URL(page.url()).pathname];
  if (repeated)
    await page.evaluate((selector) => {
      for (const copy of document.querySelectorAll(selector)) copy.remove();
    }, repeated);
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  return (rules === "wcag" ? builder.withTags(WCAG_TAGS) : builder).analyze();
}

/** The serious and critical violations among `violations`. */
export const blockingOf = (violations: Violation[]) =>
  violations.filter((v) => BLOCKING.has(v.impact ?? ""));

/** One line per violation: what axe calls it, what to do, and where (the first few elements). */
export function describeViolations(violations: Violation[]) {
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 4).map((n) => JSON.stringify(n.target));
    const more = v.nodes.length > 4 ? ` … and ${v.nodes.length - 4} more` : "";
    return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length}×) at ${targets.join(", ")}${more}`;
  });
}

/**
 * The serious and critical violations on the page as it stands, one line each (empty when it
 * passes): `expect(await seriousViolations(page)).toEqual([])`. `impacts: "all"` counts every
 * violation, whatever its impact.
 */
export async function seriousViolations(
  page: Page,
  {
    rules = "wcag",
    impacts = "blocking",
  }: { rules?: "wcag" | "all"; impacts?: "blocking" | "all" } = {},
) {
  const { violations } = await analyze(page, rules);
  return describeViolations(impacts === "all" ? violations : blockingOf(violations));
}

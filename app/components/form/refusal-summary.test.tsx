// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { RefusalSummary } from "./refusal-summary";

afterEach(cleanup);

it("names the problem, gives the reason and a link to each thing to fix, and takes the focus", () => {
  render(
    <>
      <h1>Implementation plan</h1>
      <RefusalSummary
        id="plan-refusal"
        message="These fields have no practices yet: Nuwe land, Sketskamp."
        links={[
          { href: "?field=a#field-a", text: "Plan the practices of Nuwe land" },
          { href: "?field=b#field-b", text: "Plan the practices of Sketskamp" },
        ]}
      />
    </>,
  );
  const summary = screen.getByRole("group", { name: "There is a problem" });
  expect(summary.textContent).toContain(
    "These fields have no practices yet: Nuwe land, Sketskamp.",
  );
  expect(
    screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["Plan the practices of Nuwe land", "?field=a#field-a"],
    ["Plan the practices of Sketskamp", "?field=b#field-b"],
  ]);
  // A refused post made with JavaScript leaves the page where it was: the summary takes the focus.
  expect(document.activeElement).toBe(summary);
});

it("shows the reason alone when there is nothing to link to", () => {
  render(<RefusalSummary id="pd-refusal" message="No field is included this season." />);
  expect(screen.getByRole("group", { name: "There is a problem" }).textContent).toContain(
    "No field is included this season.",
  );
  expect(screen.queryAllByRole("link")).toEqual([]);
});

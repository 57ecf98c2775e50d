// @vitest-environment happy-dom
// The farmer sees a correction in words beside the value (decision 0078), server-rendered: the
// markup is the server's (renderToStaticMarkup), read as a browser shows it.
import { within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CorrectedValue } from "./corrected-value";

const page = (html: string) => {
  const el = document.createElement("div");
  el.innerHTML = html;
  return el;
};

describe("CorrectedValue", () => {
  it("shows the value alone when nothing was corrected", () => {
    const html = renderToStaticMarkup(<CorrectedValue value={10} />);
    // The exact markup: one span and nothing else beside the value.
    expect(html).toBe('<span class="corrected-value">10</span>');
    expect(within(page(html)).getByText("10").className).toBe("corrected-value");
  });

  it("shows the override and a note with the original and the reason", () => {
    const html = renderToStaticMarkup(
      <CorrectedValue
        value={12}
        format={(n) => n.toFixed(1)}
        correction={{
          overrideId: "o1",
          valueName: "mature",
          original: 10,
          value: 12,
          reason: "Counted at the dip",
          by: null,
          at: "2026-11-25T07:00:00.000Z",
        }}
      />,
    );
    const shown = page(html);
    expect(within(shown).getByText("12.0")).toBeDefined();
    expect(
      within(shown).getByText("Corrected by the programme from 10.0: Counted at the dip"),
    ).toBeDefined();
  });
});

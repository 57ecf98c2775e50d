// The farmer sees a correction in words beside the value (decision 0078), server-rendered.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CorrectedValue } from "./corrected-value";

describe("CorrectedValue", () => {
  it("shows the value alone when nothing was corrected", () => {
    const html = renderToStaticMarkup(<CorrectedValue value={10} />);
    expect(html).toBe('<span class="corrected-value">10</span>');
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
    expect(html).toContain("12.0");
    expect(html).toContain("Corrected by the programme from 10.0: Counted at the dip");
  });
});
